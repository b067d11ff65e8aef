import KeyboardTraits

/// Reports `pattern="[0-9]*"` or `pattern="\d*"` as a field's only numeric hint: the Number pad
/// on iPhone, letters on Android.
///
/// What it checks: a text input (or an input of unknown type) whose `pattern` is exactly `[0-9]*`
/// or `\d*` (the strings WebKit matches to give the Number pad), that has no valid `inputmode`,
/// and on which Chrome or Firefox for Android therefore shows a keyboard of another family. A
/// `type="number"` input with the pattern gets a number pad everywhere and is not reported.
/// Why: the trick is iOS-only; Android browsers do not read `pattern` for the keyboard and
/// show QWERTY. `inputmode="numeric"` is the standard way and works on every platform.
/// Example: `<input name="zip" pattern="[0-9]*">`.
/// Use instead: `<input name="zip" inputmode="numeric" pattern="[0-9]*">`.
struct PatternDigitHackRule: FieldRule {
  static let description = RuleDescription(
    id: "pattern-digit-hack",
    name: "Pattern Digit Hack",
    summary: "pattern=\"[0-9]*\" is the field's only numeric hint: the Number pad on iPhone, "
      + "QWERTY on Android.",
    rationale: """
      Only iOS turns the exact pattern [0-9]* or \\d* into the Number pad; Chrome and Firefox \
      for Android ignore pattern and show the letters keyboard, so Android users have to switch \
      to digits by hand for every digit. inputmode="numeric" gives a number pad everywhere.
      """,
    category: .keyboardSelection, severity: .warning,
    basis: """
      WebKit `focusedElementInformation` (docs/browsers/ios.md R1.2, R1.3); Chromium \
      `ImeUtils.computeEditorInfo` (docs/browsers/android.md C5, C11, C18); GeckoView \
      `onCreateInputConnection` (android.md F3); whatwg/html#5271; GOV.UK Design System number \
      input guidance
      """,
    triggeringExamples: [
      RuleExample(#"<input name="zip" ↓pattern="[0-9]*">"#),
      RuleExample(#"<input type="text" ↓pattern="\d*" autocomplete="one-time-code">"#),
      RuleExample(
        """
        <form action="/verify">
          <input type="text" name="pin"
                 ↓pattern="[0-9]*" inputmode="keypad">
        </form>
        """),
      RuleExample(#"<input type="bogus" name="code" ↓pattern="[0-9]*">"#),
      RuleExample(#"<input name="price" ↓pattern="[0-9]*" aria-label="Price">"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input name="zip" inputmode="numeric" pattern="[0-9]*">"#),
      RuleExample(#"<input name="zip" inputmode="decimal" pattern="\d*">"#),
      // inputmode-invalid corrects "number" to "numeric" (a safe fix): no second opinion here.
      RuleExample(#"<input type="text" name="pin" pattern="[0-9]*" inputmode="number">"#),
      // A number pad on every platform already.
      RuleExample(#"<input type="number" name="qty" pattern="[0-9]*">"#),
      // iOS reads the pattern only on text and number inputs.
      RuleExample(#"<input type="tel" pattern="[0-9]*">"#),
      RuleExample(#"<input type="search" name="order" pattern="[0-9]*">"#),
      // Other digit patterns are pattern-not-numeric-pad's.
      RuleExample(#"<input name="zip" pattern="[0-9]{5}">"#),
      RuleExample(#"<input name="zip" pattern=" [0-9]*">"#),
      // No keyboard anywhere.
      RuleExample(#"<input type="hidden" name="zip" pattern="[0-9]*">"#),
      RuleExample(#"<input name="zip" pattern="[0-9]*" readonly>"#),
      RuleExample(#"<input name="zip" pattern="[0-9]*" disabled>"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.field.ios.elementType == .numberPad, field.field.validInputMode == nil,
      field.field.inputModeIsOpenToAdvice,
      field.field.takesKeyboardAdvice, field.field.keyboards.familiesDiffer
    else { return [] }
    // An amount gets the decimal pad (`amount-needs-decimal` would report a numeric one).
    let value = field.purpose.primary == .amount ? "decimal" : "numeric"
    let editor = FieldEditor(field)
    let edits = editor.inputModeEdits(value)
    // The digits pattern declares the Number pad; a decimal one rests on words saying amount.
    let fix = Fix(
      summary: Fix.summary(of: edits), edits: edits,
      safety: FixSafetyPolicy.keyboardTraits(edits, declared: value == "numeric"))
    let message = Self.message(field, value: value, after: editor.keyboards(after: edits))
    return [field.finding(message, at: "pattern", fix: fix)]
  }
}

extension PatternDigitHackRule {
  fileprivate static func message(_ field: LintField, value: String, after: PlatformKeyboards)
    -> String
  {
    let pattern = field.field[.pattern] ?? ""
    let advice =
      field.field[.inputmode].map {
        "replace inputmode=\"\($0)\", which no browser knows, with inputmode=\"\(value)\""
      } ?? "add inputmode=\"\(value)\""
    return "\(field.field.tagSummary) gets a number pad only on iPhone, through the "
      + "pattern=\"\(pattern)\" trick that Android browsers ignore "
      + "(\(field.field.keyboards.summary)); \(advice) (\(after.summary))."
  }
}
