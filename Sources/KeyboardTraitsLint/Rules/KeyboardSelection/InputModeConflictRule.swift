import KeyboardTraits

/// Reports an `inputmode` that contradicts the input's type or sits on a control without a
/// keyboard.
///
/// What it checks: a valid `inputmode` (other than `none`, which is `inputmode-none`'s) whose
/// keyboard cannot type the type's value (`type="email"` or `url` with numeric, decimal or tel;
/// `type="tel"` or `number` with email or url), and any valid `inputmode` on a checkbox, radio,
/// range, color, file, button, hidden, date or time input or a `<select>`.
/// Why: iOS obeys the inputmode and Chrome for Android the type, so one of them shows a keyboard
/// that cannot type the value; on controls without a keyboard the attribute does nothing.
/// Example: `<input type="email" inputmode="numeric">`.
/// Use instead: `<input type="email">`.
struct InputModeConflictRule: FieldRule {
  static let description = RuleDescription(
    id: "inputmode-conflict",
    name: "Inputmode Conflicts With Type",
    summary: "The inputmode contradicts the input type or is set on a control without a keyboard.",
    rationale: """
      On type="email" with inputmode="numeric" iOS opens the Number pad, which cannot type an \
      address, while Chrome for Android ignores the inputmode; on a checkbox, date or select \
      the attribute has no effect at all.
      """,
    category: .keyboardSelection, severity: .warning,
    basis: """
      WebKit `_updateTextInputTraits:` (docs/browsers/ios.md R3.2); Blink `GetInputModeAttribute` \
      (docs/browsers/android.md C4); WHATWG HTML §6.8.7 inputmode
      """,
    triggeringExamples: [
      RuleExample(#"<input type="email" name="email" ↓inputmode="numeric">"#),
      RuleExample(#"<input type="url" ↓inputmode="decimal">"#),
      RuleExample(#"<input type="tel" name="phone" ↓inputmode="email">"#),
      RuleExample(#"<input type="checkbox" name="terms" ↓inputmode="text">"#),
      RuleExample(
        """
        <form action="/book">
          <input type="date" name="arrival"
                 ↓inputmode="numeric">
          <select name="nights" ↓inputmode="numeric"><option>1</option></select>
        </form>
        """),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input type="email" inputmode="email">"#),
      RuleExample(#"<input type="text" name="qty" inputmode="numeric">"#),
      RuleExample(#"<input type="password" name="pin" inputmode="numeric">"#),
      RuleExample(#"<input type="search" inputmode="numeric" name="order">"#),
      RuleExample(#"<input type="number" name="quantity" inputmode="numeric">"#),
      RuleExample(#"<input type="checkbox" name="phone_verified">"#),
      RuleExample(#"<input type="checkbox" inputmode="number">"#),
      RuleExample(#"<input type="email" inputmode="numeric" disabled>"#),
      RuleExample(#"<textarea inputmode="numeric"></textarea>"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard let inputMode = field.field.validInputMode, inputMode != .none,
      field.field.ios.presentation != .disabled
    else { return [] }
    if !field.field.isTextControl {
      // No browser shows a keyboard for it: the attribute is dead (rule (b)).
      let fix = Fix(
        summary: "Remove inputmode", edits: [.remove(attribute: "inputmode")],
        safety: FixSafetyPolicy.removingIgnored(from: field.field))
      return [field.finding(Self.noEffectMessage(field), at: "inputmode", fix: fix)]
    }
    guard let type = field.field.inputType, type.contradicts(inputMode) else {
      return []
    }
    let fix = Fix(summary: "Remove inputmode", edits: [.remove(attribute: "inputmode")])
    return [field.finding(Self.message(field, type: type), at: "inputmode", fix: fix)]
  }
}

extension InputModeConflictRule {
  fileprivate static func noEffectMessage(_ field: LintField) -> String {
    "\(field.field.tagSummary) has inputmode=\"\(field.field[.inputmode] ?? "")\", "
      + "which does nothing there because the control shows \(field.field.keyboardPhrase); "
      + "remove it."
  }

  fileprivate static func message(_ field: LintField, type: InputType) -> String {
    let after = FieldEditor(field).keyboardPhrase(after: [.remove(attribute: "inputmode")])
    let value = field.field[.inputmode] ?? ""
    return "\(field.field.tagSummary) has inputmode=\"\(value)\", so iOS shows "
      + "\(field.field.keyboardPhrase), which cannot type what type=\"\(type.rawValue)\" "
      + "expects, while Android browsers ignore it (\(field.field.keyboards.summary)); remove "
      + "inputmode (\(after)) or change the type."
  }
}
