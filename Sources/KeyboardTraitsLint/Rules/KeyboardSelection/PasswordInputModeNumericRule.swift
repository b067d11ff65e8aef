import KeyboardTraits

/// Notes a password field with `inputmode="numeric"`: a PIN pad on iPhone and Chrome for
/// Android, the letters keyboard on Firefox for Android.
///
/// What it checks: an `<input type="password">` with `inputmode="numeric"` (any case) that
/// opens a keyboard, for which Firefox for Android shows its password keyboard; not a PIN (its
/// words, a digits-only `pattern`, `maxlength` 4 to 6), for which
/// the number pad on iPhone and Chrome is the best markup can do (numeric-text-without-inputmode
/// asks for it).
/// Why: Chrome keeps the number class for a password with this inputmode (the PIN pad, C11,
/// C16), iOS shows a secure Number pad, but Gecko lets the password type win over inputmode
/// (F2), so Firefox users type the digits on the letters keyboard's number row.
/// Example: `<input type="password" name="password" inputmode="numeric">`.
/// Use instead: for a one-time code, which need not be masked, `type="text"`; for a password
/// there is no markup that gives Firefox a masked number pad, so the label should say "digits".
struct PasswordInputModeNumericRule: FieldRule {
  static let description = RuleDescription(
    id: "password-inputmode-numeric",
    name: "Password Inputmode Numeric",
    summary: "A password field with inputmode=\"numeric\" gets a PIN pad on iPhone and Chrome "
      + "for Android but the letters keyboard on Firefox for Android.",
    rationale: """
      Firefox for Android lets type="password" win over inputmode, so its users get the \
      password keyboard and must find the digits on its number row, while iPhone and Chrome \
      users get a number pad that hides the digits. A one-time code does not need masking and \
      gets a number pad everywhere as a text input. A PIN is left alone: the number pad on \
      iPhone and Chrome is the best any markup gives it.
      """,
    category: .browserSource, severity: .note, isEnabledByDefault: false,
    basis: """
      Chromium `ImeUtils.computeEditorInfo` (docs/browsers/android.md C11, C16); GeckoView \
      `onCreateInputConnection` (android.md F2); WebKit `_updateTextInputTraits:` \
      (docs/browsers/ios.md R3.2, R8)
      """,
    triggeringExamples: [
      RuleExample(#"<input type="password" name="password" ↓inputmode="numeric">"#),
      RuleExample(
        """
        <form action="/verify">
          <label for="code">Enter the 6-digit code from the text message</label>
          <input type="password" id="code" autocomplete="one-time-code"
                 ↓inputmode="Numeric">
        </form>
        """),
      // A misspelt "numeric" is what the author meant (inputmode-invalid corrects it).
      RuleExample(#"<input type="password" name="passwd" ↓inputmode="numerics">"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input type="text" name="code" inputmode="numeric">"#),
      RuleExample(#"<input type="password" name="password">"#),
      // Other inputmodes on a password are platform-divergence's.
      RuleExample(#"<input type="password" name="pin" inputmode="tel">"#),
      RuleExample(#"<input type="password" name="password" inputmode="numeric" disabled>"#),
      // A PIN gets the best markup gives it: a masked number pad on iPhone and Chrome.
      RuleExample(#"<input type="password" name="pin" inputmode="numeric" maxlength="4">"#),
      RuleExample(#"<input type="password" name="atm_pin" inputmode="numeric" pattern="\d{4}">"#),
      RuleExample(#"<input type="password" name="pin" inputmode="numeric" readonly>"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    // A misspelt "number" means numeric: the finding does not wait for inputmode-invalid's fix.
    guard field.field.inputType == .password, field.field.meantInputMode == .numeric,
      field.field.takesKeyboardAdvice,
      field.field.firefoxAndroid.keyboard == .password,
      !field.advice(in: document).holdsSecretDigits
    else { return [] }
    let value = field.field[.inputmode] ?? ""
    let start =
      "\(field.field.tagSummary) has inputmode=\"\(value)\", which Firefox for Android ignores "
      + "on type=\"password\" (\(field.field.keyboards.summary))"
    guard field.purpose.primary == .oneTimeCode else {
      return [
        field.finding(
          start + "; no markup gives Firefox a number pad that hides the digits, so say in the "
            + "label that the field takes digits only.",
          at: "inputmode")
      ]
    }
    let edits: [Fix.Edit] = [.setValue(attribute: "type", value: "text")]
    return [
      field.finding(
        start + "; a one-time code need not be hidden, so use type=\"text\" "
          + "(\(FieldEditor(field).keyboards(after: edits).summary)).",
        at: "inputmode", fix: Fix(summary: #"Use type="text""#, edits: edits))
    ]
  }
}
