import KeyboardTraits

/// Reports an `inputmode` value that browsers do not know.
///
/// What it checks: an `inputmode` outside none, text, decimal, numeric, tel, search, email and
/// url (ASCII case-insensitive, no trimming), such as `number`, `phone`, `digits` or the old
/// draft values `verbatim` and `latin`.
/// Why: WebKit and Blink treat an unknown value as absent, so the field gets its type's keyboard.
/// Example: `<input inputmode="number">`.
/// Use instead: `<input inputmode="numeric">`.
struct InputModeInvalidRule: FieldRule {
  static let description = RuleDescription(
    id: "inputmode-invalid",
    name: "Invalid Inputmode",
    summary: "The inputmode value is not one that browsers know.",
    rationale: """
      An unknown value is ignored, so the user gets the default keyboard for the field's type \
      (QWERTY for a text field) instead of the number pad or phone pad the author asked for.
      """,
    category: .keyboardSelection, severity: .error,
    basis: """
      WHATWG HTML §6.8.7 inputmode; WebKit `inputModeForAttributeValue` (docs/browsers/ios.md R3.4)
      """,
    triggeringExamples: [
      RuleExample(jsx: #"<input name="otp" autoComplete="one-time-code" ↓inputMode="digits" />"#),
      // No value would help a checkbox: the safe fix removes it (inputmode-conflict).
      RuleExample(#"<input type="checkbox" name="terms" ↓inputmode="numbr">"#),
      RuleExample(#"<input name="qty" ↓inputmode="number">"#),
      RuleExample(#"<input type="text" name="mobile" ↓inputmode="phone">"#),
      RuleExample(#"<input autocomplete="one-time-code" ↓inputmode="digits">"#),
      RuleExample(
        """
        <form action="/pay">
          <input name="amount"
                 ↓inputmode=" decimal"
                 autocomplete="transaction-amount">
        </form>
        """),
      RuleExample(#"<textarea ↓inputmode="verbatim"></textarea>"#),
      RuleExample(#"<div contenteditable ↓inputmode="emial"></div>"#),
    ],
    nonTriggeringExamples: [
      RuleExample(jsx: #"<input name="qty" inputMode={mode} />"#),
      RuleExample(jsx: #"<input name="qty" inputMode="digits" {...register("qty")} />"#),
      RuleExample(#"<input name="qty" inputmode="numeric">"#),
      RuleExample(#"<input type="text" inputmode="NUMERIC">"#),
      RuleExample(#"<input name="amount" inputmode="decimal">"#),
      RuleExample(#"<input name="code" inputmode="none">"#),
      RuleExample(#"<input type="number" name="quantity">"#),
      RuleExample(#"<div contenteditable inputmode="search"></div>"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard let value = field.field[.inputmode], InputModeValue(attribute: value) == nil
    else { return [] }
    guard let suggestion = InputModeValue.correction(for: value) else {
      return [field.finding(Self.message(field, value: value), at: "inputmode")]
    }
    // On a control without a keyboard, or where the corrected value would contradict the
    // type, inputmode-conflict would ask to remove it: browsers ignore it either way.
    let isDead =
      !field.field.isTextControl
      || field.field.inputType?.contradicts(InputModeValue(rawValue: suggestion) ?? .text) == true
    guard !isDead else {
      let fix = Fix(
        summary: "Remove inputmode", edits: [.remove(attribute: "inputmode")], safety: .safe)
      return [field.finding(Self.deadMessage(field, value: value), at: "inputmode", fix: fix)]
    }
    let edit = Fix.Edit.setValue(attribute: "inputmode", value: suggestion)
    let fix = Fix(summary: "Set inputmode=\"\(suggestion)\"", edits: [edit], safety: .safe)
    let after = FieldEditor(field).keyboardPhrase(after: [edit])
    let message = Self.message(field, value: value, suggestion: suggestion, after: after)
    return [field.finding(message, at: "inputmode", fix: fix)]
  }
}

extension InputModeInvalidRule {
  fileprivate static func message(
    _ field: LintField, value: String, suggestion: String, after: String
  ) -> String {
    "\(field.field.tagSummary) has inputmode=\"\(value)\", which browsers ignore, so iOS shows "
      + "\(field.field.keyboardPhrase); use inputmode=\"\(suggestion)\" (\(after))."
  }

  fileprivate static func deadMessage(_ field: LintField, value: String) -> String {
    "\(field.field.tagSummary) has inputmode=\"\(value)\", which browsers ignore, and no value "
      + "would help this control (iOS shows \(field.field.keyboardPhrase)); remove it."
  }

  fileprivate static func message(_ field: LintField, value: String) -> String {
    "\(field.field.tagSummary) has inputmode=\"\(value)\", which browsers ignore, so iOS shows "
      + "\(field.field.keyboardPhrase); use one of text, numeric, decimal, tel, email, url, search "
      + "or none, or remove it."
  }
}
