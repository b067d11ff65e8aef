import KeyboardTraits

/// Reports a text or password input for digits-only data that has no `inputmode="numeric"`.
///
/// What it checks: an `<input>` of type text (or no type) without a valid `inputmode`, on which
/// iOS shows the default keyboard, whose autocomplete (`cc-number`, `cc-csc`, `one-time-code`,
/// `bday-day`/`-month`/`-year`, `cc-exp-month`/`-year`), name, id, label or digits-only
/// `pattern` says it holds only digits (a one-time code unless its markup says it may hold
/// letters: a recovery or backup code, a `maxlength` of 8 or more, a pattern that allows
/// them); and a password input holding a PIN or another secret of digits that is no one-time
/// code (its words, a digits-only `pattern`, `maxlength` 4 to 6).
/// Why: the keyboard opens on letters, so every digit needs a switch to the number layer first.
/// On a password, `inputmode="numeric"` gives a Number pad on iPhone and a PIN pad on Chrome
/// for Android, both hiding the digits (Firefox for Android keeps its password keyboard).
/// Example: `<input autocomplete="cc-number">`, `<input type="password" name="pin">`.
/// Use instead: `<input autocomplete="cc-number" inputmode="numeric">`.
struct NumericTextWithoutInputModeRule: FieldRule {
  static let description = RuleDescription(
    id: "numeric-text-without-inputmode",
    name: "Numeric Text Without Inputmode",
    summary: "A text or password input for digits-only data has no inputmode=\"numeric\".",
    rationale: """
      The QWERTY keyboard shows first and the user needs an extra tap to reach the digits for \
      a card number, security code or one-time code; inputmode="numeric" opens the Number pad \
      on iOS and the digits keypad on Android. A PIN stays type="password": with \
      inputmode="numeric" iOS shows a secure Number pad and Chrome for Android a PIN pad that \
      hides the digits, while Firefox for Android keeps its password keyboard, as without it.
      """,
    category: .keyboardSelection, severity: .warning,
    basis: """
      WebKit `_updateTextInputTraits:` (docs/browsers/ios.md R3.2, R8); docs/browsers/android.md \
      C11, C16, F2; web.dev payment and one-time code form guidance
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
      // An authenticator (TOTP) code is digits.
      RuleExample(
        """
        <label for="user_otp_attempt">Two-factor authentication code</label>
        ↓<input type="text" id="user_otp_attempt" name="user[otp_attempt]">
        """),
      RuleExample(#"↓<input name="gift_card" inputmode="keypad" pattern="[0-9]{13,19}">"#),
      // A PIN keeps its type: inputmode="numeric" gives it a number pad that hides the digits.
      RuleExample(#"↓<input type="password" name="pin" autocomplete="off">"#),
      RuleExample(#"↓<input type="password" name="atm_pin" pattern="\d{4}">"#),
      RuleExample(#"↓<input type="password" id="card-pin" pattern="[0-9]{4,6}" required>"#),
      RuleExample(#"↓<input type="password" name="secret" maxlength="4">"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input autocomplete="cc-number" inputmode="numeric">"#),
      // inputmode-invalid corrects "number" to "numeric" (a safe fix): no second opinion here.
      RuleExample(#"<input name="gift_card" inputmode="number" pattern="[0-9]{13,19}">"#),
      RuleExample(#"<input autocomplete="one-time-code" inputmode="text">"#),
      RuleExample(#"<input type="text" name="promo_code">"#),
      // A code that may hold letters: a recovery code, one longer than a code of digits runs,
      // one whose pattern allows letters.
      RuleExample(#"<input type="text" name="recovery_code" autocomplete="one-time-code">"#),
      RuleExample(
        """
        <label for="vc">Verification code</label>
        <input type="text" id="vc" name="code" maxlength="10">
        """),
      RuleExample(
        #"<input type="text" name="verification_code" pattern="[A-Za-z0-9]{8}">"#),
      RuleExample(#"<input type="text" name="zipper">"#),
      RuleExample(#"<input type="hidden" autocomplete="cc-number">"#),
      RuleExample(#"<input type="text" autocomplete="cc-exp" placeholder="MM/YY">"#),
      RuleExample(#"<input type="text" name="otp" pattern="[0-9]*">"#),
      RuleExample(#"<input type="text" name="postcode" pattern="[A-Z0-9 ]{5,8}">"#),
      RuleExample(#"<input type="tel" autocomplete="one-time-code">"#),
      RuleExample(#"<input type="password" name="pin" inputmode="numeric">"#),
      // An account password, one of 8 characters at most, or letters in the value.
      RuleExample(#"<input type="password" name="password" autocomplete="current-password">"#),
      RuleExample(#"<input type="password" name="password" maxlength="8">"#),
      RuleExample(#"<input type="password" name="word" maxlength="5" value="swordfish">"#),
      // A one-time code on a password field is password-inputmode-numeric's: type="text".
      RuleExample(#"<input type="password" name="otp" autocomplete="one-time-code">"#),
      // A card security code should not be masked at all (cc-csc-password).
      RuleExample(#"<input type="password" name="cvv" maxlength="4">"#),
      RuleExample(#"<input type="password" name="pin" readonly>"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.field.takesKeyboardAdvice, field.field.validInputMode == nil,
      field.field.inputModeIsOpenToAdvice, field.field.ios.presentation == .keyboard,
      field.field.ios.keyboardType == .default
    else { return [] }
    let advice = field.advice(in: document)
    let isSecret = field.field.inputType == .password
    guard
      isSecret ? advice.holdsSecretDigits : field.field.isPlainTextInput && advice.holdsDigitsOnly
    else { return [] }
    let editor = FieldEditor(field)
    let edits = editor.inputModeEdits("numeric")
    // A password that then reads as a one-time code is password-inputmode-numeric's (it
    // needs no masking: type="text").
    if isSecret,
      LintField(field: editor.applying(edits), form: field.form).purpose.primary
        == .oneTimeCode
    {
      return []
    }
    let fix = Fix(
      summary: Fix.summary(of: edits), edits: edits,
      safety: FixSafetyPolicy.keyboardTraits(
        edits, declared: FieldAdvice.declaresDigitsOnly(field)))
    let message =
      isSecret
      ? Self.secretMessage(field, after: editor.keyboards(after: edits).summary)
      : Self.message(field, after: editor.keyboardPhrase(after: edits))
    return [field.finding(message, fix: fix)]
  }
}

extension NumericTextWithoutInputModeRule {
  fileprivate static func message(_ field: LintField, after: String) -> String {
    "\(field.field.tagSummary) holds only digits but opens \(field.field.keyboardPhrase), so every "
      + "digit needs a switch of layer; add inputmode=\"numeric\" (\(after))."
  }

  fileprivate static func secretMessage(_ field: LintField, after: String) -> String {
    "\(field.field.tagSummary) holds a PIN of digits but opens the password keyboard, "
      + "so every digit needs a switch of layer; add inputmode=\"numeric\" and keep "
      + "type=\"password\": iPhone and Chrome for Android then show a number pad that hides the "
      + "digits, Firefox for Android its password keyboard as before (\(after))."
  }
}
