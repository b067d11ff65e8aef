import KeyboardTraits

/// Notes `inputmode="none"`, which hides the on-screen keyboard.
///
/// What it checks: `inputmode="none"` (any case) on a field the user could type into.
/// Why: iOS and Chrome for Android show no keyboard at all, so the field only works with an
/// on-page keypad or a hardware keyboard.
/// Example: `<input name="code" inputmode="none">`.
/// Use instead: the inputmode of the data (`numeric`, `text`…), unless the page draws a keypad.
struct InputModeNoneRule: FieldRule {
  static let description = RuleDescription(
    id: "inputmode-none",
    name: "Inputmode None",
    summary: "inputmode=\"none\" hides the on-screen keyboard.",
    rationale: """
      When the user taps the field no keyboard appears on iOS or Android, so they cannot type \
      unless the page draws its own keypad; that is the only valid use of the value.
      """,
    category: .keyboardSelection, severity: .note,
    basis: """
      WebKit `_shouldShowKeyboardForElement:` (docs/browsers/ios.md R2.3); Chromium \
      `focusedNodeAllowsSoftKeyboard` (docs/browsers/android.md C13); MDN inputmode
      """,
    triggeringExamples: [
      // Digits only: the fix is inputmode="numeric" (numeric-text-without-inputmode).
      RuleExample(#"<input name="pin" pattern="[0-9]{4}" ↓inputmode="none">"#),
      RuleExample(#"<input name="code" ↓inputmode="none">"#),
      // A PIN keeps its type and gets the number pad that hides the digits.
      RuleExample(#"<input type="password" name="pin" ↓inputmode="none">"#),
      RuleExample(#"<textarea name="notes" ↓inputmode="NONE"></textarea>"#),
      RuleExample(
        """
        <form action="/calc">
          <input type="text" name="display"
                 ↓inputmode="none" autocomplete="off">
        </form>
        """),
      RuleExample(#"<div contenteditable="true" ↓inputmode="none"></div>"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input name="code" inputmode="numeric">"#),
      RuleExample(#"<input name="code" inputmode="nothing">"#),
      RuleExample(#"<input type="checkbox" name="none" inputmode="none">"#),
      RuleExample(#"<input name="display" inputmode="none" readonly>"#),
      RuleExample(#"<input name="display" inputmode="none" disabled>"#),
      RuleExample(#"<input type="hidden" name="mode" value="none">"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.field.validInputMode == InputModeValue.none, field.field.takesKeyboardAdvice else {
      return []
    }
    let editor = FieldEditor(field)
    let after = editor.keyboardPhrase(after: [.remove(attribute: "inputmode")])
    // Digits only: the Number pad rather than the letters (numeric-text-without-inputmode);
    // on a password only for a PIN, whose number pad hides the digits on iPhone and Chrome
    // (Firefox ignores inputmode on any password: password-inputmode-numeric).
    let advice = field.advice(in: document)
    if field.field.inputType == .password ? advice.holdsSecretDigits : advice.holdsDigitsOnly {
      let edits = editor.inputModeEdits("numeric")
      let numericAfter = editor.keyboardPhrase(after: edits)
      return [
        field.finding(
          Self.message(field, instead: #"use inputmode="numeric""#, after: numericAfter),
          at: "inputmode", fix: Fix(summary: Fix.summary(of: edits), edits: edits))
      ]
    }
    let fix = Fix(summary: "Remove inputmode", edits: [.remove(attribute: "inputmode")])
    return [
      field.finding(
        Self.message(field, instead: "remove it", after: after), at: "inputmode", fix: fix)
    ]
  }
}

extension InputModeNoneRule {
  fileprivate static func message(_ field: LintField, instead: String, after: String) -> String {
    "\(field.field.tagSummary) has inputmode=\"none\", so iOS shows no keyboard and the user "
      + "cannot type without an on-page keypad; \(instead) unless the page draws one (\(after))."
  }
}
