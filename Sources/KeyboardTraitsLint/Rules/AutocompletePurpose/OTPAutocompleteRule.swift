import KeyboardTraits

/// Reports a one-time-code field without `autocomplete="one-time-code"`.
///
/// What it checks: a field whose name, id or label says one-time code (otp, 2fa, verification
/// code; "code" only with such words or a 4–8 digit numeric shape) and does not declare
/// `one-time-code`; also when it declares `current-password` or `new-password` while its
/// words say only one-time code ("One-time password" on a password field). Promo, coupon,
/// country and postal codes, PINs (`type=password name=pin`) and single-character boxes of a
/// split code (split-code-inputs) are left alone.
/// Why: Safari offers the code from the SMS in the keyboard bar only for this token.
/// Example: `<input name="otp" inputmode="numeric">`.
/// Use instead: `<input name="otp" inputmode="numeric" autocomplete="one-time-code">`.
struct OTPAutocompleteRule: FieldRule {
  static let description = RuleDescription(
    id: "otp-autocomplete",
    name: "OTP Autocomplete",
    summary: "A one-time-code field does not declare autocomplete=\"one-time-code\".",
    rationale: "iOS and macOS Safari put the code from the latest SMS in the keyboard bar only for"
      + " fields marked one-time-code; without it the user leaves the page to read and retype the"
      + " code, and other browsers lose an autofill hint.",
    category: .autocompletePurpose,
    severity: .warning,
    basis: "WHATWG HTML §4.10.18.7.1 autofill (one-time-code); WebKit textContentType"
      + " oneTimeCode (docs/browsers/ios.md R9); web.dev SMS OTP form best practices",
    triggeringExamples: [
      RuleExample(#"↓<input type="text" name="otp" inputmode="numeric">"#),
      RuleExample(
        #"<input type="text" name="verification_code" ↓autocomplete="off" maxlength="6">"#),
      RuleExample(
        """
        <form action="/verify" method="post">
          <label for="c">Enter the code we sent to your phone</label>
          ↓<input id="c" name="code"
                 inputmode="numeric"
                 pattern="[0-9]{6}">
        </form>
        """),
      RuleExample(#"↓<input type="tel" name="sms_code" maxlength="6">"#),
      RuleExample(#"<input type="password" name="2fa_token" ↓autocomplete="on">"#),
      // The fix also sets writingsuggestions="false": without autocomplete="off", iOS would
      // show inline predictions on the letter keyboard (code-inline-predictions).
      RuleExample(#"<input name="mfa_code" ↓autocomplete="off" autocapitalize="none">"#),
      // An OTP on a password field is no password: the saved one would be offered there.
      RuleExample(#"↓<input type="password" name="otp">"#),
      RuleExample(
        """
        <form action="/verify" method="post">
          <label for="otp">One-time password</label>
          <input type="password" id="otp" name="one_time_password"
                 ↓autocomplete="current-password">
        </form>
        """),
    ],
    nonTriggeringExamples: [
      // The spread may supply autoComplete.
      RuleExample(jsx: #"<input type="text" name="otp" inputMode="numeric" {...codeProps} />"#),
      RuleExample(
        #"<input type="text" name="otp" inputmode="numeric" autocomplete="one-time-code">"#),
      RuleExample(#"<input type="text" name="promo_code" maxlength="8">"#),
      RuleExample(#"<input type="text" name="coupon" inputmode="numeric" maxlength="6">"#),
      RuleExample(#"<input type="tel" name="country_code" autocomplete="tel-country-code">"#),
      RuleExample(#"<input type="text" name="zip_code" inputmode="numeric" maxlength="5">"#),
      // A PIN is a long-lived secret, not a one-time code.
      RuleExample(
        #"<input type="password" name="pin" inputmode="numeric" maxlength="4">"#),
      // One box of a split code is split-code-inputs' finding.
      RuleExample(#"<input type="text" name="otp_1" inputmode="numeric" maxlength="1">"#),
      RuleExample(#"<input type="hidden" name="otp_token" value="abc">"#),
      RuleExample(#"<input type="checkbox" name="otp_enabled">"#),
      // The account password of a sign-in form that also asks for a code.
      RuleExample(#"<input type="password" name="password" autocomplete="current-password">"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.field.element == "input", field.field.isEditable, field.field.isTextControl,
      field.purpose.primary == .oneTimeCode || Self.declaresPassword(field),
      field.autocomplete?.fieldName != "one-time-code",
      field.autocomplete?.fieldName != nil || field.autocomplete.declaresNoPurpose,
      !field.advice(in: document).isSingleCharacterBox
    else { return [] }
    // Replacing autocomplete="off" would switch iOS inline predictions on (R10).
    let editor = FieldEditor(field)
    let fix = editor.autocompleteFix(editor.autocomplete(replacingFieldNameWith: "one-time-code"))
      .map(editor.keepingInlinePredictionsOff)
    let attribute = field.field.has(.autocomplete) ? "autocomplete" : nil
    return [field.finding(Self.message(field, fix: fix), at: attribute, fix: fix)]
  }
}

private extension OTPAutocompleteRule {
  /// Whether the field declares a kind of password while its words say only one-time code.
  static func declaresPassword(_ field: LintField) -> Bool {
    ["current-password", "new-password"].contains(field.autocomplete?.fieldName)
      && field.purpose.wordsSayOneTimeCodeOnly
  }

  static func message(_ field: LintField, fix: Fix?) -> String {
    let advice: String
    if let declared = field.autocomplete?.fieldName, declaresPassword(field), fix != nil {
      let offer =
        declared == "current-password" ? "a saved password" : "a new strong password"
      advice =
        "write autocomplete=\"one-time-code\" instead of \"\(declared)\": the keyboard bar"
        + " would offer \(offer) there, and a password manager may save the code as one"
    } else if let fix, fix.edits.count > 1 {
      // A second edit is the writingsuggestions="false" that keepingInlinePredictionsOff added.
      advice =
        "write autocomplete=\"one-time-code\" and writingsuggestions=\"false\" (without "
        + "autocomplete=\"off\", iOS would show inline predictions)"
    } else if fix != nil {
      advice = "add autocomplete=\"one-time-code\""
    } else {
      advice =
        "use type=\"text\" inputmode=\"numeric\" autocomplete=\"one-time-code\" (the token "
        + "is not allowed on type=\"\(field.field.inputType?.rawValue ?? "text")\")"
    }
    return "\(field.field.tagWithAutocomplete) looks like a one-time code, but Safari offers the"
      + " SMS code above \(field.field.keyboardPhrase) only for autocomplete=\"one-time-code\";"
      + " \(advice)."
  }
}
