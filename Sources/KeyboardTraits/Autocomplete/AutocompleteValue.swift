/// A parsed autocomplete attribute: its tokens, its shape, and what the HTML standard's autofill
/// processing model (which browsers, WebKit included, implement) makes of it.
public struct AutocompleteValue: Sendable, Hashable {
  /// The attribute value exactly as written.
  public let rawValue: String
  /// The tokens, split on ASCII whitespace, in order.
  public let tokens: [AutocompleteToken]

  /// The syntactic shape of a value.
  public enum Shape: Sendable, Hashable {
    /// No tokens: an empty or whitespace-only value.
    case empty
    /// Exactly one token, `on` in any case.
    case on
    /// Exactly one token, `off` in any case.
    case off
    /// Anything else: autofill detail tokens, valid or not.
    case details
  }

  /// The syntactic shape of the value.
  public let shape: Shape
  /// The `section-*` token, lowercased, when the value is valid and has one.
  public let section: String?
  /// `shipping` or `billing`, lowercased, when the value is valid and has one.
  public let hint: String?
  /// `home`, `work`, `mobile`, `fax` or `pager`, lowercased, when the value is valid and has one.
  public let contact: String?
  /// The field-name token, lowercased, if the value is valid; `nil` for `on`, `off` and for
  /// values the processing model ignores.
  public let fieldName: String?
  /// Whether the value is valid and ends in `webauthn` (passkey suggestions wanted).
  public let webauthn: Bool

  /// What a browser's autofill processing model yields: `true` when the value is valid and names
  /// a field, so it is used for autofill (and for iOS's `textContentType`); `false` when the
  /// value is invalid and so ignored, and also for a lone `on`/`off` or an empty value, which
  /// name no field. The control is deliberately not consulted, as browsers do not consult it.
  public var isUsableForAutofill: Bool { fieldName != nil }

  /// Parses `value` and runs the autofill processing model on it.
  public static func parse(_ value: String) -> AutocompleteValue {
    AutocompleteValue(rawValue: value)
  }

  init(rawValue: String) {
    self.rawValue = rawValue
    tokens = AutocompleteToken.split(rawValue)
    switch tokens.map(\.lowercased) {
    case []: shape = .empty
    case ["on"]: shape = .on
    case ["off"]: shape = .off
    default: shape = .details
    }
    let result = AutofillProcessingModel.run(tokens.map(\.lowercased))
    section = result?.section
    hint = result?.hint
    contact = result?.contact
    fieldName = result?.fieldName
    webauthn = result?.webauthn ?? false
  }
}
