import KeyboardTraits

/// A platform whose keyboards `kbtraits` reports: what `platforms:` in `.kbtraits.yml` and the
/// `--platform` option name.
///
/// The platforms a configuration targets decide which keyboards the outputs for people show
/// (`kbtraits show`'s rows, the CSV and Markdown columns, SARIF's `properties.keyboards`) and
/// whether the rules that compare iOS with Chrome for Android run
/// (``KBTraitsConfiguration/crossPlatformRules``). The JSON contract always carries all three.
public enum TargetPlatform: String, Sendable, Hashable, CaseIterable, Comparable {
  /// iOS Safari: `FormField.ios`.
  case ios
  /// Chrome for Android, whose rules Android WebView and Samsung Internet share:
  /// `FormField.android`.
  case android
  /// Firefox for Android (GeckoView): `FormField.firefoxAndroid`.
  case firefoxAndroid = "firefox-android"

  /// The names a configuration and `--platform` accept, in this order: `ios`, `android`,
  /// `firefox-android`.
  public static let names: [String] = allCases.map(\.rawValue)

  /// The platform named `name` exactly (`ios`, `android`, `firefox-android`); nil for any other
  /// word.
  public init?(name: String) {
    self.init(rawValue: name)
  }

  /// The platform a misspelt name most likely meant (`iOS` → `ios`, `firefox` →
  /// `firefox-android`), nil when none is close.
  public static func suggestion(for misspelt: String) -> TargetPlatform? {
    ConfigurationParser.suggestion(for: misspelt, among: names).flatMap(TargetPlatform.init(name:))
  }

  /// "ios, android or firefox-android": every name, for messages.
  public static var nameList: String { ConfigurationParser.list(names) }

  /// Platforms in declaration order: iOS, Chrome, Firefox.
  public static func < (lhs: TargetPlatform, rhs: TargetPlatform) -> Bool {
    lhs.order < rhs.order
  }

  private var order: Int {
    switch self {
    case .ios: 0
    case .android: 1
    case .firefoxAndroid: 2
    }
  }

  /// The key of the platform's object in the JSON contract: `ios`, `android`, `firefoxAndroid`.
  public var jsonKey: String {
    switch self {
    case .ios: "ios"
    case .android: "android"
    case .firefoxAndroid: "firefoxAndroid"
    }
  }

  /// What people call the platform in tables: `iPhone`, `Chrome`, `Firefox`.
  public var displayName: String {
    switch self {
    case .ios: "iPhone"
    case .android: "Chrome"
    case .firefoxAndroid: "Firefox"
    }
  }

  /// The platform's full name in sentences: `iOS Safari`, `Chrome for Android`, `Firefox for
  /// Android`.
  public var fullName: String {
    switch self {
    case .ios: "iOS Safari"
    case .android: "Chrome for Android"
    case .firefoxAndroid: "Firefox for Android"
    }
  }

  /// The short description of what `field` shows on this platform: `IOSTraits.keyboardDescription`
  /// or `AndroidTraits.keyboardDescription` ("Email keyboard", "Phone dial pad with a Next key").
  public func keyboardDescription(of field: FormField) -> String {
    switch self {
    case .ios: field.ios.keyboardDescription
    case .android: field.android.keyboardDescription
    case .firefoxAndroid: field.firefoxAndroid.keyboardDescription
    }
  }

  /// The Android prediction for `field` on this platform; nil for iOS.
  public func androidTraits(of field: FormField) -> AndroidTraits? {
    switch self {
    case .ios: nil
    case .android: field.android
    case .firefoxAndroid: field.firefoxAndroid
    }
  }
}

extension Set where Element == TargetPlatform {
  /// Every platform: the default.
  public static var allPlatforms: Set<TargetPlatform> { Set(TargetPlatform.allCases) }

  /// The platforms in declaration order (iOS, Chrome, Firefox), as outputs list them.
  public var ordered: [TargetPlatform] { sorted() }
}
