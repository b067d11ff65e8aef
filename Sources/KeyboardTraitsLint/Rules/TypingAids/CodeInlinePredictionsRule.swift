import KeyboardTraits

/// One-time-code and CAPTCHA fields on which iOS shows inline predictions.
///
/// What it checks: an `<input>` that asks for a one-time code (`autocomplete="one-time-code"`,
/// or a name, id or label that says OTP, 2FA, verification code) or a CAPTCHA, on a keyboard
/// with letters, whose iOS `inlinePredictionType` is `default`: no `writingsuggestions="false"`
/// on it or an ancestor, and no `autocomplete="off"` of its own. Single-character boxes of a
/// split code are split-code-inputs' finding, and a one-time code of digits is
/// numeric-text-without-inputmode's: the Number pad it asks for shows no predictions.
/// Why: iOS 17 and later write the predicted end of a word in grey after the caret, and the
/// space bar accepts it; a code is no word, so the grey text only misleads.
/// Example: `<input name="backup_code" autocomplete="one-time-code">`.
/// Use instead: `<input name="backup_code" autocomplete="one-time-code"
/// writingsuggestions="false">`.
struct CodeInlinePredictionsRule: FieldRule {
  static let description = RuleDescription(
    id: "code-inline-predictions",
    name: "Code Inline Predictions",
    summary: "One-time-code and CAPTCHA fields should turn inline predictions off with "
      + "writingsuggestions=\"false\".",
    rationale: "On iOS 17 and later the keyboard writes its guess at the rest of a word in grey "
      + "after the caret, and the space bar accepts it; on a field for a code or a CAPTCHA the "
      + "guess is a dictionary word the code is not, shown where the user reads what they typed.",
    category: .typingAids,
    severity: .warning,
    basis: "WebKit `Element::isWritingSuggestionsEnabled` and `_updateTextInputTraits:` "
      + "(inlinePredictionType; docs/browsers/ios.md R10); WHATWG HTML, the writingsuggestions "
      + "attribute",
    triggeringExamples: [
      RuleExample(#"↓<input type="text" name="backup_code" autocomplete="one-time-code">"#),
      RuleExample(
        #"<input name="recovery_code" autocomplete="one-time-code" ↓writingsuggestions="true">"#
      ),
      RuleExample(
        #"""
        <form action="/verify" autocomplete="off">
          <label for="c">Verification code (letters and digits)</label>
          ↓<input id="c" name="code" autocapitalize="characters">
        </form>
        """#),
      RuleExample(#"<label>Type the letters you see ↓<input name="captcha"></label>"#),
      // writingsuggestions="true" on the field wins over its own autocomplete="off".
      RuleExample(#"<input name="captcha" autocomplete="off" ↓writingsuggestions="">"#),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"<input name="otp" autocomplete="one-time-code" writingsuggestions="false">"#),
      RuleExample(#"<form writingsuggestions="false"><input name="captcha"></form>"#),
      // WebKit's own rule: the field's autocomplete="off" turns inline predictions off.
      RuleExample(#"<input name="captcha" autocomplete="off">"#),
      // The number and phone pads have no predictions.
      RuleExample(#"<input name="otp" autocomplete="one-time-code" inputmode="numeric">"#),
      RuleExample(#"<input type="tel" name="sms_code" autocomplete="one-time-code">"#),
      RuleExample(#"<input name="promo_code"><input name="username">"#),
      RuleExample(#"<input name="otp_1" autocomplete="one-time-code" maxlength="1">"#),
      // An authenticator code is digits: numeric-text-without-inputmode asks for the Number pad.
      RuleExample(
        #"""
        <label for="user_otp_attempt">Two-factor authentication code</label>
        <input type="text" id="user_otp_attempt" name="user[otp_attempt]"
               autocomplete="one-time-code">
        """#),
      RuleExample(#"<input name="otp" autocomplete="one-time-code" readonly>"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.field.element == "input", field.field.ios.showsInlinePredictions,
      let purpose = field.purpose.primary, Self.codePurposes.contains(purpose),
      !field.advice(in: document).isSingleCharacterBox,
      purpose != .oneTimeCode || !field.advice(in: document).holdsDigitsOnly
    else { return [] }
    let fix = TypingAidFix.set("writingsuggestions", to: "false", on: field.field)
    return [
      field.finding(
        Self.message(field, purpose: purpose), at: "writingsuggestions",
        fix: fix.marked(
          FixSafetyPolicy.keyboardTraits(fix.edits, declared: field.declares(purpose))))
    ]
  }

  /// The purposes whose values are codes, not words.
  static let codePurposes: Set<FieldPurpose> = [.oneTimeCode, .captcha]
}

extension CodeInlinePredictionsRule {
  fileprivate static func message(_ field: LintField, purpose: FieldPurpose) -> String {
    let kind = purpose == .captcha ? "a CAPTCHA field" : "a one-time code field"
    return "\(field.field.tagSummary) is \(kind), but iOS writes inline predictions on "
      + "\(field.field.keyboardPhrase): a guessed word in grey after the caret that the space bar "
      + "accepts; set writingsuggestions=\"false\"."
  }
}
