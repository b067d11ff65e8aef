/// The state of an `<input>` element's `type` attribute, as browsers resolve it.
///
/// A missing, unknown or obsolete value (`datetime`, `phone`) resolves to ``text``, as in the HTML
/// spec; the raw value stays in the field's attributes.
public enum InputType: String, Sendable, Hashable, CaseIterable, Codable {
  case text, search, email, tel, url, number, password
  case date, time, month, week
  case datetimeLocal = "datetime-local"
  case color, checkbox, radio, file, range, submit, reset, button, image, hidden

  /// Resolves a `type` attribute value (ASCII case-insensitive, no trimming, as browsers do).
  public init(attributeValue: String?) {
    self = attributeValue.flatMap { Self.byValue[$0.asciiLowercased()] } ?? .text
  }

  /// Whether `value` names a type the HTML spec defines (`type="phone"` does not).
  public static func isKnown(_ value: String) -> Bool {
    byValue[value.asciiLowercased()] != nil
  }

  /// The types by value: `init(rawValue:)` compares a value with each case in turn, and every
  /// field's attributes are read for it.
  private static let byValue = NameTable(casesOf: InputType.self)

  /// Types whose value the user types as text (the "text field" types in WebKit and Blink).
  public var isTextEntry: Bool {
    switch self {
    case .text, .search, .email, .tel, .url, .number, .password: true
    default: false
    }
  }

  /// Types that open a date or time picker rather than a keyboard.
  public var isDateOrTime: Bool {
    switch self {
    case .date, .time, .month, .week, .datetimeLocal: true
    default: false
    }
  }

  /// Whether the `readonly` attribute applies to this type (HTML: text, date and number states).
  public var acceptsReadOnly: Bool { isTextEntry || isDateOrTime }
}
