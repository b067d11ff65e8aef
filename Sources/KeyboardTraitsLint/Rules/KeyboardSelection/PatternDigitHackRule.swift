import KeyboardTraits

/// Notes `pattern="[0-9]*"` or `pattern="\d*"` relied on for the number pad without
/// `inputmode="numeric"`.
///
/// What it checks: a text or number input whose `pattern` is exactly `[0-9]*` or `\d*` (the
/// strings WebKit matches to give the Number pad) and that has no valid `inputmode`.
/// Why: the trick is iOS-only; Chrome for Android ignores `pattern` and shows the QWERTY
/// keyboard. `inputmode="numeric"` is the standard way and works on both.
/// Example: `<input name="zip" pattern="[0-9]*">`.
/// Use instead: `<input name="zip" inputmode="numeric" pattern="[0-9]*">`.
struct PatternDigitHackRule: FieldRule {
  static let description = RuleDescription(
    id: "pattern-digit-hack",
    name: "Pattern Digit Hack",
    summary: "pattern=\"[0-9]*\" is relied on for the number pad without inputmode=\"numeric\".",
    rationale: """
      Only iOS turns the exact pattern [0-9]* or \\d* into the Number pad; Chrome for Android \
      ignores pattern and shows QWERTY, so half the users have to switch to digits by hand.
      """,
    category: .keyboardSelection, severity: .note,
    basis: """
      WebKit `focusedElementInformation` (docs/browsers/ios.md R1.2, R1.3); docs/browsers/android.md C18; \
      whatwg/html#5271; GOV.UK Design System number input guidance
      """,
    triggeringExamples: [
      RuleExample(#"<input name="zip" ↓pattern="[0-9]*">"#),
      RuleExample(#"<input type="text" ↓pattern="\d*" autocomplete="one-time-code">"#),
      RuleExample(
        """
        <form action="/verify">
          <input type="text" name="pin"
                 ↓pattern="[0-9]*" inputmode="number">
        </form>
        """),
      RuleExample(#"<input type="number" name="qty" ↓pattern="[0-9]*">"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input name="zip" inputmode="numeric" pattern="[0-9]*">"#),
      RuleExample(#"<input name="zip" inputmode="decimal" pattern="\d*">"#),
      RuleExample(#"<input type="tel" pattern="[0-9]*">"#),
      RuleExample(#"<input name="zip" pattern="[0-9]{5}">"#),
      RuleExample(#"<input type="hidden" name="zip" pattern="[0-9]*">"#),
      RuleExample(#"<input name="zip" pattern="[0-9]*" readonly>"#),
      RuleExample(#"<input name="zip" pattern="[0-9]*" disabled>"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.field.ios.elementType == .numberPad, field.inputMode == nil,
      field.takesKeyboardAdvice
    else { return [] }
    let edit = Fix.Edit.add(attribute: "inputmode", value: "numeric")
    // An invalid inputmode is `inputmode-invalid`'s to correct.
    let fix =
      field.field.hasAttribute("inputmode")
      ? nil : Fix(summary: #"Add inputmode="numeric""#, edits: [edit])
    let after = field.applyingEdits([field.inputModeEdit("numeric")])
    return [field.finding(Self.message(field, after: after), at: "pattern", fix: fix)]
  }
}

extension PatternDigitHackRule {
  fileprivate static func message(_ field: LintField, after: FormField) -> String {
    let pattern = field.field.attribute("pattern") ?? ""
    return "\(field.field.tagSummary) gets \(field.keyboardPhrase) on iOS only through the "
      + "pattern=\"\(pattern)\" trick, while Chrome for Android shows "
      + "\(field.androidKeyboard.phrase); add inputmode=\"numeric\" "
      + "(\(LintField.keyboardPhrase(for: after.ios)) on iOS, "
      + "\(AndroidKeyboardClass.forField(after).phrase) on Android)."
  }
}
