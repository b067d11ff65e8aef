import KeyboardTraits

/// Reports a text input for digits-only data that has no `inputmode="numeric"`.
///
/// What it checks: an `<input>` of type text (or no type) without a valid `inputmode`, on which
/// iOS shows the default keyboard, whose autocomplete (`cc-number`, `cc-csc`, `one-time-code`,
/// `bday-day`/`-month`/`-year`, `cc-exp-month`/`-year`), name, id, label or digits-only
/// `pattern` says it holds only digits.
/// Why: the keyboard opens on letters, so every digit needs a switch to the number layer first.
/// Example: `<input autocomplete="cc-number">`.
/// Use instead: `<input autocomplete="cc-number" inputmode="numeric">`.
struct NumericTextWithoutInputModeRule: FieldRule {
  static let description = RuleDescription(
    id: "numeric-text-without-inputmode",
    name: "Numeric Text Without Inputmode",
    summary: "A text input for digits-only data has no inputmode=\"numeric\".",
    rationale: """
      The QWERTY keyboard shows first and the user needs an extra tap to reach the digits for \
      a card number, security code or one-time code; inputmode="numeric" opens the Number pad \
      on iOS and the digits keypad on Android.
      """,
    category: .keyboardSelection, severity: .warning,
    basis: """
      WebKit `_updateTextInputTraits:` (docs/browsers/ios.md R3.2); docs/browsers/android.md C11; web.dev payment \
      and one-time code form guidance
      """,
    triggeringExamples: [
      RuleExample(#"↓<input autocomplete="cc-number" name="card">"#),
      RuleExample(#"↓<input type="text" name="cvv2" maxlength="4">"#),
      RuleExample(
        """
        <form action="/verify">
          <label for="code">Enter the 6-digit code we sent you</label>
          ↓<input id="code" type="text"
                 autocomplete="one-time-code">
        </form>
        """),
      RuleExample(#"↓<input type="text" autocomplete="bday-year" placeholder="YYYY">"#),
      RuleExample(#"↓<input name="gift_card" inputmode="keypad" pattern="[0-9]{13,19}">"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input autocomplete="cc-number" inputmode="numeric">"#),
      // inputmode-invalid corrects "number" to "numeric" (a safe fix): no second opinion here.
      RuleExample(#"<input name="gift_card" inputmode="number" pattern="[0-9]{13,19}">"#),
      RuleExample(#"<input autocomplete="one-time-code" inputmode="text">"#),
      RuleExample(#"<input type="text" name="promo_code">"#),
      RuleExample(#"<input type="text" name="zipper">"#),
      RuleExample(#"<input type="hidden" autocomplete="cc-number">"#),
      RuleExample(#"<input type="text" autocomplete="cc-exp" placeholder="MM/YY">"#),
      RuleExample(#"<input type="text" name="otp" pattern="[0-9]*">"#),
      RuleExample(#"<input type="text" name="postcode" pattern="[A-Z0-9 ]{5,8}">"#),
      RuleExample(#"<input type="tel" autocomplete="one-time-code">"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.field.isPlainTextInput, field.field.takesKeyboardAdvice,
      field.field.validInputMode == nil, field.field.inputModeIsOpenToAdvice,
      field.field.ios.presentation == .keyboard, field.field.ios.keyboardType == .default,
      field.advice(in: document).holdsDigitsOnly
    else { return [] }
    let editor = FieldEditor(field)
    let edits = editor.inputModeEdits("numeric")
    let fix = Fix(
      summary: Fix.summary(of: edits), edits: edits,
      safety: FixSafetyPolicy.keyboardTraits(
        edits, declared: FieldAdvice.declaresDigitsOnly(field)))
    return [
      field.finding(Self.message(field, after: editor.keyboardPhrase(after: edits)), fix: fix)
    ]
  }
}

extension NumericTextWithoutInputModeRule {
  fileprivate static func message(_ field: LintField, after: String) -> String {
    "\(field.field.tagSummary) holds only digits but opens \(field.field.keyboardPhrase), so every "
      + "digit needs a switch of layer; add inputmode=\"numeric\" (\(after))."
  }
}
