/// What iOS Safari (WebKit, iOS 17 to late-2025 trunk) does when a field is focused: whether a
/// keyboard appears, and the `UITextInputTraits` it gets (`docs/browsers/ios.md` R1–R10).
public struct IOSTraits: Sendable, Hashable {
  /// What appears on focus (R2).
  public var presentation: IOSPresentation
  /// WebKit's element classification (R1).
  public var elementType: IOSElementType
  /// `keyboardType` (R3); meaningful when ``presentation`` is `keyboard` or `none`.
  public var keyboardType: IOSKeyboardType
  /// `returnKeyType` (R4).
  public var returnKeyType: IOSReturnKeyType
  /// `autocapitalizationType` (R5).
  public var autocapitalizationType: IOSAutocapitalizationType
  /// `autocorrectionType` (R6): WebKit always writes `yes` or `no`.
  public var autocorrectionType: IOSTraitState
  /// `spellCheckingType` (R7): `no` when spellcheck is off, else left at `default`.
  public var spellCheckingType: IOSTraitState
  /// `smartQuotesType` (R7): follows spellcheck.
  public var smartQuotesType: IOSTraitState
  /// `smartDashesType` (R7): follows spellcheck.
  public var smartDashesType: IOSTraitState
  /// `secureTextEntry` (R8): only password fields.
  public var secureTextEntry: Bool
  /// `textContentType` (R9), nil when `autocomplete` gives none.
  public var textContentType: IOSTextContentType?
  /// `isSingleLineDocument` (R10): false for textarea, contenteditable and non-text elements.
  public var isSingleLineDocument: Bool
  /// `shortcutConversionType` (R10): `no` for password fields.
  public var shortcutConversionType: IOSTraitState
  /// `inlinePredictionType` (R10, iOS 17 and later): `default` when the element's writing
  /// suggestions are enabled (`writingsuggestions`, else not `autocomplete="off"`), else `no`.
  public var inlinePredictionType: IOSTraitState
  /// A short human description of what the user sees ("Number pad", "Date picker").
  public var keyboardDescription: String

  /// Traits WebKit never sets, so they keep UIKit's defaults (R10).
  public static let keyboardAppearance = "default"
  /// WebKit never enables the return key automatically (R10).
  public static let enablesReturnKeyAutomatically = false

  /// Whether the keyboard traits are meaningful (a keyboard shows, or would with hardware text).
  public var hasKeyboardTraits: Bool { presentation == .keyboard || presentation == .none }
}
