import KeyboardTraits

/// Reports a digits-only `pattern` that does not give the number pad on iOS.
///
/// What it checks: a text input without a valid `inputmode` whose `pattern` accepts only ASCII
/// digits (`[0-9]{5}`, `\d+`, `^\d*$`, `[0-9]*` with spaces) but is not exactly `[0-9]*` or
/// `\d*`. Invalid patterns are `pattern-invalid`'s to report. A `type=number` field is left
/// alone: `pattern` does not apply to it, so it describes nothing the field accepts.
/// Why: WebKit compares the pattern with those two strings only; every other digit pattern
/// leaves the full keyboard, and Chrome for Android ignores `pattern` altogether.
/// Example: `<input name="zip" pattern="[0-9]{5}">`.
/// Use instead: `<input name="zip" inputmode="numeric" pattern="[0-9]{5}">`.
struct PatternNotNumericPadRule: FieldRule {
  static let description = RuleDescription(
    id: "pattern-not-numeric-pad",
    name: "Digit Pattern Without Number Pad",
    summary:
      "A digits-only pattern that is not exactly [0-9]* or \\d* has no inputmode=\"numeric\".",
    rationale: """
      iOS gives the Number pad only for the exact patterns [0-9]* and \\d*, so a field that \
      accepts only digits still opens the full keyboard and the user must switch to digits.
      """,
    category: .browserSource, severity: .warning,
    basis:
      "WebKit `focusedElementInformation` (docs/browsers/ios.md R1.2, R1.3); docs/browsers/android.md C18",
    triggeringExamples: [
      RuleExample(#"<input name="zip" ↓pattern="[0-9]{5}">"#),
      RuleExample(#"<input type="text" autocomplete="one-time-code" ↓pattern="\d{6}">"#),
      RuleExample(#"<input name="pin" ↓pattern="^\d*$" maxlength="4">"#),
      RuleExample(
        """
        <form action="/verify">
          <input type="text" name="code"
                 ↓pattern="[0-9]+">
        </form>
        """),
      RuleExample(#"<input name="account" ↓pattern=" [0-9]*" inputmode="keypad">"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input name="zip" pattern="[0-9]*">"#),
      RuleExample(#"<input name="zip" pattern="\d*">"#),
      RuleExample(#"<input name="zip" pattern="[0-9]{5}" inputmode="numeric">"#),
      // inputmode-invalid corrects "digits" to "numeric" (a safe fix): no second opinion here.
      RuleExample(#"<input name="account" pattern="[0-9]{8}" inputmode="digits">"#),
      RuleExample(#"<input type="tel" pattern="[0-9]{10}">"#),
      RuleExample(#"<input name="postcode" pattern="[A-Z0-9 ]{5,8}">"#),
      RuleExample(#"<input name="zip" pattern="[0-9]{5">"#),
      RuleExample(#"<input type="hidden" name="zip" pattern="[0-9]{5}">"#),
      RuleExample(#"<input name="card" pattern="[0-9 ]{13,19}">"#),
      // pattern does not apply to type=number (attribute-not-applicable says so).
      RuleExample(#"<input type="number" name="code" pattern="[0-9]+">"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.field.element == "input", field.field.inputType == .text,
      field.field.validInputMode == nil, field.field.inputModeIsOpenToAdvice,
      field.field.takesKeyboardAdvice,
      let pattern = field.field[.pattern],
      !IOSTraitResolver.isDigitPadPattern(pattern), field.field.patternAllowsOnlyDigits
    else { return [] }
    let editor = FieldEditor(field)
    let edits = editor.inputModeEdits("numeric")
    // The pattern declares digits only (rule (c)).
    let fix = Fix(
      summary: Fix.summary(of: edits), edits: edits,
      safety: FixSafetyPolicy.keyboardTraits(edits, declared: true))
    let message = Self.message(field, pattern: pattern, after: editor.keyboardPhrase(after: edits))
    return [field.finding(message, at: "pattern", fix: fix)]
  }
}

extension PatternNotNumericPadRule {
  fileprivate static func message(_ field: LintField, pattern: String, after: String) -> String {
    "\(field.field.tagSummary) accepts only digits (pattern=\"\(pattern)\") but opens "
      + "\(field.field.keyboardPhrase), because iOS gives the Number pad only for exactly "
      + "[0-9]* or \\d*; add inputmode=\"numeric\" (\(after))."
  }
}
