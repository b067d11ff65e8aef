import KeyboardTraits

/// Identifier fields that iOS autocorrects.
///
/// What it checks: an `<input>` for a username, a code, a postal code, a handle, or an email or
/// web address typed into a text field, on which iOS autocorrection stays on (no
/// `autocorrect="off"` on the field, nor on its form when the field has no `autocorrect` of its
/// own: an empty one is on; and WebKit does not force it off).
/// Why: the keyboard "corrects" identifiers into dictionary words ("alicew" → "alice",
/// "jsmith" → "smith").
/// Example: `<input name="username">`.
/// Use instead: `<input name="username" autocorrect="off" autocapitalize="none">`.
struct IdentifierAutocorrectRule: FieldRule {
  static let description = RuleDescription(
    id: "identifier-autocorrect",
    name: "Identifier Autocorrect",
    summary: "Identifier fields (usernames, codes, addresses typed as text) should turn "
      + "autocorrect off.",
    rationale: "Safari on iOS autocorrects text fields unless autocorrect is off, so a user "
      + "name, code or address typed with the space bar or Return can be replaced by a "
      + "dictionary word the user never meant, and the sign-in or lookup fails.",
    category: .typingAids,
    severity: .warning,
    basis: "WebKit `_updateTextInputTraits:` and `HTMLFormControlElement::shouldAutocorrect` "
      + "(docs/browsers/ios.md R6.1–R6.3)",
    triggeringExamples: [
      RuleExample(#"↓<input type="text" name="username" autocapitalize="none">"#),
      RuleExample(#"<input name="user_id" ↓autocorrect="on">"#),
      RuleExample(
        #"""
        <form action="/account">
          ↓<input type="text"
                 name="email"
                 autocomplete="email">
          <input type="password" name="password">
        </form>
        """#),
      RuleExample(#"↓<input name="website" placeholder="https://">"#),
      RuleExample(#"<form autocorrect="on">↓<input name="captcha"></form>"#),
      // Present but empty is on: the form's off no longer reaches the field (R6.3).
      RuleExample(#"<form autocorrect="off"><input name="username" ↓autocorrect=""></form>"#),
      // webauthn alone is the field name WebKit maps to username: a passkey account field.
      RuleExample(#"↓<input autocomplete="webauthn">"#),
      // A backup code holds letters too.
      RuleExample(#"↓<input type="text" name="backup_code" autocomplete="one-time-code">"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input type="text" name="username" autocorrect="off">"#),
      RuleExample(#"<input type="email" name="email"><input type="url" name="site">"#),
      RuleExample(#"<form autocorrect="off"><input name="username"></form>"#),
      RuleExample(#"<form action="/login"><input name="user"></form>"#),
      RuleExample(
        #"""
        <input name="display_name"><input name="full_name"><input name="company">
        <input name="city"><textarea name="comments"></textarea>
        """#),
      RuleExample(#"<input name="code" autocomplete="one-time-code" inputmode="numeric">"#),
      // An authenticator code is digits: the Number pad numeric-text-without-inputmode asks
      // for corrects nothing.
      RuleExample(
        #"<label>Two-factor authentication code <input name="user[otp_attempt]"></label>"#),
      RuleExample(#"<input name="username" autocorrect="false">"#),
      RuleExample(#"<input name="username" readonly><input type="hidden" name="email">"#),
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
    guard let identifier = advice.typedIdentifier, let value = advice.autocorrect,
      field.field.hasStandardValue(.autocorrect), field.field.ios.autocorrectionType == .yes
    else { return [] }
    let fix = TypingAidFix.set("autocorrect", to: value, on: field.field)
    return [
      field.finding(
        Self.message(field.field, identifier), at: "autocorrect",
        fix: fix.marked(
          FixSafetyPolicy.keyboardTraits(fix.edits, declared: identifier.isDeclared(by: field))))
    ]
  }
}

extension IdentifierAutocorrectRule {
  fileprivate static func message(_ field: FormField, _ identifier: TypedIdentifier) -> String {
    "\(field.tagSummary) is \(identifier.phrase), but iOS autocorrects it and may replace "
      + "'\(identifier.sample)' with a dictionary word; set autocorrect=\"off\"."
  }
}
