/// One known autofill field name with its group and whether it takes a contact token.
public struct AutofillFieldName: Sendable, Hashable {
  /// The field name in lowercase, as the HTML standard spells it (`postal-code`).
  public let token: String
  /// The group of controls the field name is allowed on.
  public let group: AutofillControlGroup
  /// Whether `home`, `work`, `mobile`, `fax` or `pager` may precede this field name.
  public let acceptsContact: Bool

  init(_ token: String, _ group: AutofillControlGroup, contact: Bool = false) {
    self.token = token
    self.group = group
    self.acceptsContact = contact
  }

  /// The 54 autofill field names of the HTML standard, grouped and ordered as in its table.
  public static let all: [AutofillFieldName] = [
    .init("name", .text),
    .init("honorific-prefix", .text),
    .init("given-name", .text),
    .init("additional-name", .text),
    .init("family-name", .text),
    .init("honorific-suffix", .text),
    .init("nickname", .text),
    .init("organization-title", .text),
    .init("organization", .text),
    .init("address-line1", .text),
    .init("address-line2", .text),
    .init("address-line3", .text),
    .init("address-level4", .text),
    .init("address-level3", .text),
    .init("address-level2", .text),
    .init("address-level1", .text),
    .init("country", .text),
    .init("country-name", .text),
    .init("postal-code", .text),
    .init("cc-name", .text),
    .init("cc-given-name", .text),
    .init("cc-additional-name", .text),
    .init("cc-family-name", .text),
    .init("cc-number", .text),
    .init("cc-csc", .text),
    .init("cc-type", .text),
    .init("transaction-currency", .text),
    .init("language", .text),
    .init("sex", .text),
    .init("tel-country-code", .text, contact: true),
    .init("tel-national", .text, contact: true),
    .init("tel-area-code", .text, contact: true),
    .init("tel-local", .text, contact: true),
    .init("tel-local-prefix", .text, contact: true),
    .init("tel-local-suffix", .text, contact: true),
    .init("tel-extension", .text, contact: true),
    .init("street-address", .multiline),
    .init("new-password", .password),
    .init("current-password", .password),
    .init("one-time-code", .password),
    .init("username", .username),
    .init("email", .username, contact: true),
    .init("url", .url),
    .init("photo", .url),
    .init("impp", .url, contact: true),
    .init("tel", .tel, contact: true),
    .init("cc-exp-month", .numeric),
    .init("cc-exp-year", .numeric),
    .init("transaction-amount", .numeric),
    .init("bday-day", .numeric),
    .init("bday-month", .numeric),
    .init("bday-year", .numeric),
    .init("cc-exp", .month),
    .init("bday", .date),
  ]

  private static let byToken = NameTable(
    Dictionary(uniqueKeysWithValues: all.map { ($0.token, $0) }))

  /// The field name matching `token` ASCII case-insensitively, or `nil` if it is not one.
  public static func named(_ token: String) -> AutofillFieldName? {
    byToken[token.asciiLowercased()]
  }

  /// The field names of `group`, in table order.
  package static func names(in group: AutofillControlGroup) -> [String] {
    all.filter { $0.group == group }.map(\.token)
  }
}

extension AutofillFieldName {
  /// Markup that gives this field a fitting control and keyboard, for control-mismatch fixes.
  /// Digit-only data gets `type=text inputmode=numeric` rather than `type=number` (no spinner,
  /// no lost leading zeros), which is also what the control-group table allows.
  package var recommendedMarkup: String {
    let attribute = "autocomplete=\(token)"
    switch group {
    case .multiline:
      return "<textarea \(attribute)>"
    case .password where token == "one-time-code":
      return "<input type=text inputmode=numeric \(attribute)>"
    case .password:
      return "<input type=password \(attribute)>"
    case .username where token == "email":
      return "<input type=email \(attribute)>"
    case .username:
      return "<input type=text \(attribute)>"
    case .url:
      return "<input type=url \(attribute)>"
    case .tel:
      return "<input type=tel \(attribute)>"
    case .numeric where token == "transaction-amount":
      return "<input type=text inputmode=decimal \(attribute)>"
    case .numeric:
      return "<input type=text inputmode=numeric \(attribute)>"
    case .month:
      return "<input type=text \(attribute)> or <input type=month \(attribute)>"
    case .date:
      return "<input type=date \(attribute)>"
    case .text where Self.digitTextTokens.contains(token):
      return "<input type=text inputmode=numeric \(attribute)>"
    case .text where acceptsContact:
      return "<input type=text inputmode=tel \(attribute)>"
    case .text:
      return "<input type=text \(attribute)>"
    }
  }

  /// The `<input>` type and `inputmode` of ``recommendedMarkup``, nil when that is not an input
  /// (`street-address` wants a `<textarea>`).
  package var recommendedInput: (type: String, inputMode: String?)? {
    switch group {
    case .multiline: nil
    case .password where token == "one-time-code": ("text", "numeric")
    case .password: ("password", nil)
    case .username where token == "email": ("email", nil)
    case .username: ("text", nil)
    case .url: ("url", nil)
    case .tel: ("tel", nil)
    case .numeric where token == "transaction-amount": ("text", "decimal")
    case .numeric: ("text", "numeric")
    // A text field takes "MM / YY" as typed; type=month would drop its placeholder.
    case .month: ("text", nil)
    case .date: ("date", nil)
    case .text where Self.digitTextTokens.contains(token): ("text", "numeric")
    case .text where acceptsContact: ("text", "tel")
    case .text: ("text", nil)
    }
  }

  /// Text field names whose values are typed as digits.
  private static let digitTextTokens: Set<String> = ["cc-number", "cc-csc", "postal-code"]
}
