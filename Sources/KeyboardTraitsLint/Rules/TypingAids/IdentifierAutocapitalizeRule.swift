import KeyboardTraits

/// Identifier fields that iOS capitalises.
///
/// What it checks: an `<input>` for a username, an email address or web address typed into a
/// text field, a one-time code, a CAPTCHA, a postal code or a user handle, on which iOS will
/// capitalise the first letter (the field's own, or its form's, `autocapitalize` resolves to
/// sentences or words, and WebKit does not force it off).
/// Why: "alice@example.com" arrives as "Alice@example.com" and "abc123" as "Abc123".
/// Example: `<input type="text" name="username">`.
/// Use instead: `<input type="text" name="username" autocapitalize="none">`.
struct IdentifierAutocapitalizeRule: FieldRule {
  static let description = RuleDescription(
    id: "identifier-autocapitalize",
    name: "Identifier Autocapitalize",
    summary: "Identifier fields (usernames, codes, addresses typed as text) should not be "
      + "autocapitalised.",
    rationale: "Safari on iOS capitalises the first letter of a text field by default, so a "
      + "user name, code or email address typed into it arrives as 'Alice@example.com' or "
      + "'Abc123' and the sign-in fails unless the user undoes the capital.",
    category: .typingAids,
    severity: .warning,
    basis: "WebKit `_updateTextInputTraits:` and `HTMLFormControlElement::autocapitalizeType` "
      + "(docs/browsers/ios.md R5.1–R5.4); MDN autocapitalize",
    triggeringExamples: [
      RuleExample(#"↓<input type="text" name="username">"#),
      RuleExample(#"<input type="text" name="user_id" ↓autocapitalize="sentences">"#),
      RuleExample(
        #"""
        <form action="/account/signin">
          <label for="u">User name</label>
          ↓<input id="u" name="login" autocomplete="username"
                 autocorrect="off">
          <input type="password" name="pw" autocomplete="current-password">
        </form>
        """#),
      // A recovery code holds letters too.
      RuleExample(#"↓<input name="recovery_code" autocomplete="one-time-code">"#),
      // webauthn alone is the field name WebKit maps to username: a passkey account field.
      RuleExample(#"↓<input autocomplete="webauthn">"#),
      RuleExample(#"<input name="twitter_handle" ↓autocapitalize="words">"#),
      RuleExample(#"↓<input type="text" inputmode="email" name="contact_email">"#),
    ],
    nonTriggeringExamples: [
      // email-not-email-keyboard tells it to become type=email, where autocapitalize is dead.
      RuleExample(#"<input type="text" name="email" autocapitalize="sentences">"#),
      RuleExample(#"<input type="text" name="username" autocapitalize="none">"#),
      RuleExample(#"<input type="email" name="email">"#),
      RuleExample(#"<input type="url" name="website">"#),
      RuleExample(#"<form autocapitalize="off"><input name="username"></form>"#),
      RuleExample(#"<form action="/login"><input name="username"></form>"#),
      RuleExample(
        #"""
        <input name="display_name"><input name="full_name"><input name="company">
        <input name="city"><input name="message">
        """#),
      RuleExample(#"<input name="otp" autocomplete="one-time-code" inputmode="numeric">"#),
      // An authenticator code is digits: numeric-text-without-inputmode asks for the Number
      // pad, which has no letters to capitalise.
      RuleExample(#"<input type="text" name="totp" autocomplete="one-time-code">"#),
      RuleExample(#"<input type="hidden" name="username"><input name="username" disabled>"#),
      RuleExample(#"<input name="postcode" autocapitalize="characters">"#),
      RuleExample(#"<input name="username" autocapitalize="false">"#),
      // "user_name" labelled "Name:" asks for the person's name, not an account name.
      RuleExample(
        #"""
        <form action="/my-handling-form-page" method="post">
          <label for="name">Name:</label>
          <input type="text" id="name" name="user_name">
        </form>
        """#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    let advice = field.advice(in: document)
    guard let identifier = advice.typedIdentifier, field.field.ios.typesLetters,
      field.field.hasStandardValue(.autocapitalize),
      // An email typed into a text field is told to become type=email without its
      // autocapitalize, which is dead there: no second value for the same attribute.
      !field.field.has(.autocapitalize) || advice.keyboardMismatch != .email
    else { return [] }
    let capitalisation = field.field.ios.autocapitalizationType
    guard capitalisation == .sentences || capitalisation == .words else { return [] }
    let value = identifier.preferredAutocapitalize
    let fix = TypingAidFix.set("autocapitalize", to: value, on: field.field)
    return [
      field.finding(
        Self.message(field.field, identifier, capitalisation, value), at: "autocapitalize",
        fix: fix.marked(
          FixSafetyPolicy.keyboardTraits(fix.edits, declared: identifier.isDeclared(by: field))))
    ]
  }
}

extension IdentifierAutocapitalizeRule {
  fileprivate static func message(
    _ field: FormField, _ identifier: TypedIdentifier,
    _ capitalisation: IOSAutocapitalizationType, _ value: String
  ) -> String {
    "\(field.tagSummary) is \(identifier.phrase), but iOS autocapitalizes it as "
      + "\(TypingAidText.capitalisation(capitalisation, sample: identifier.sample)); "
      + "set autocapitalize=\"\(value)\"."
  }
}
