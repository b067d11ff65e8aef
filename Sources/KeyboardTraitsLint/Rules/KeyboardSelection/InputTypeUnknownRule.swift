import KeyboardTraits

/// Reports an `<input type>` value that is not in the HTML standard's list.
///
/// What it checks: a `type` attribute whose value (ASCII case-insensitive, not trimmed) names
/// no input type, such as `phone`, `numeric`, `zip`, `datetime` or ` email`.
/// Why: browsers silently treat the input as `type="text"`, so it gets the default keyboard.
/// Example: `<input type="phone">`.
/// Use instead: `<input type="tel">`; for digits `type="text" inputmode="numeric"`.
struct InputTypeUnknownRule: FieldRule {
  static let description = RuleDescription(
    id: "input-type-unknown",
    name: "Unknown Input Type",
    summary: "The input's type is not one the HTML standard defines.",
    rationale: """
      The browser falls back to a text field without a word, so type="phone" opens the full \
      QWERTY keyboard instead of the phone pad and type="numeric" no number pad at all.
      """,
    category: .keyboardSelection, severity: .error,
    basis: "WHATWG HTML §4.10.5 (invalid value default: Text state); docs/browsers/ios.md R1.2",
    triggeringExamples: [
      RuleExample(#"<input ↓type="phone" name="phone">"#),
      RuleExample(#"<input ↓type="numeric" name="qty">"#),
      RuleExample(#"<input ↓type="zip" name="zip">"#),
      RuleExample(
        """
        <form action="/signup">
          <input name="email"
                 ↓type="emial" autocomplete="email">
        </form>
        """),
      RuleExample(#"<input ↓type=" email" name="newsletter">"#),
      RuleExample(#"<input ↓type="datetime" name="start">"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input type="tel" name="phone">"#),
      RuleExample(#"<input type="Email" name="email">"#),
      RuleExample(#"<input name="phone">"#),
      RuleExample(#"<input type="datetime-local" name="start">"#),
      RuleExample(#"<input type="hidden" name="type" value="phone">"#),
      RuleExample(#"<button type="submit">Send</button>"#),
      RuleExample(#"<textarea name="type"></textarea>"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.field.element == "input", let value = field.field[.type],
      !InputType.isKnown(value)
    else { return [] }
    guard let suggestion = Self.suggestion(for: value, on: field) else {
      return [field.finding(Self.message(field, value: value), at: "type")]
    }
    let after = FieldEditor(field).keyboardPhrase(after: suggestion.edits)
    let message = Self.message(field, value: value, suggestion: suggestion.text, after: after)
    let fix =
      suggestion.isFix ? Fix(summary: "Use \(suggestion.text)", edits: suggestion.edits) : nil
    return [field.finding(message, at: "type", fix: fix)]
  }

  /// A correction: the markup it writes and whether it is the one obvious fix.
  struct Suggestion {
    var text: String
    var edits: [Fix.Edit]
    var isFix: Bool
  }

  static func suggestion(for value: String, on field: LintField) -> Suggestion? {
    let word = String(value.asciiLowercased().trimmingHTMLWhitespace())
    if let digits = digitWords[word] {
      // The author wanted a keypad: a text input keeps leading zeros (not type="number").
      let edits: [Fix.Edit] = [
        .setValue(attribute: "type", value: "text"), field.field.setting(.inputmode, to: digits),
      ]
      return Suggestion(
        text: "type=\"text\" inputmode=\"\(digits)\"", edits: edits,
        isFix: !field.field.has(.inputmode))
    }
    if postalWords.contains(word) {
      return Suggestion(
        text: #"type="text" autocomplete="postal-code""#,
        edits: [.setValue(attribute: "type", value: "text")], isFix: false)
    }
    let type: String?
    if InputType.isKnown(word) {
      type = word
    } else if let alias = typeAliases[word] {
      type = alias
    } else if word.count <= 3 {
      type = nil  // Too short to guess from (`te`: tel or text?).
    } else {
      type = EditDistance.nearest(
        to: word, in: InputType.allCases.map(\.rawValue), maxDistance: word.count == 4 ? 1 : 2)
    }
    guard let type else { return nil }
    return Suggestion(
      text: "type=\"\(type)\"", edits: [.setValue(attribute: "type", value: type)], isFix: true)
  }

  /// Words for digits, and the inputmode that gives their keypad.
  private static let digitWords: [String: String] = [
    "numeric": "numeric", "numbers": "numeric", "digits": "numeric", "digit": "numeric",
    "integer": "numeric", "int": "numeric", "pin": "numeric",
    "decimal": "decimal", "float": "decimal", "currency": "decimal", "money": "decimal",
  ]

  private static let postalWords: Set<String> = ["zip", "zipcode", "postcode", "postal"]

  /// Names authors write for a type that exists.
  private static let typeAliases: [String: String] = [
    "phone": "tel", "telephone": "tel", "mobile": "tel", "phonenumber": "tel",
    "mail": "email", "e-mail": "email", "emailaddress": "email",
    "website": "url", "uri": "url", "link": "url", "datetime": "datetime-local",
    "string": "text", "textfield": "text",
  ]
}

extension InputTypeUnknownRule {
  fileprivate static func message(
    _ field: LintField, value: String, suggestion: String, after: String
  ) -> String {
    "\(field.field.tagSummary) has type=\"\(value)\", which browsers treat as text, so iOS "
      + "shows \(field.field.keyboardPhrase); use \(suggestion) (\(after))."
  }

  fileprivate static func message(_ field: LintField, value: String) -> String {
    "\(field.field.tagSummary) has type=\"\(value)\", which browsers treat as text, so iOS "
      + "shows \(field.field.keyboardPhrase); use a type the HTML standard defines."
  }
}
