import KeyboardTraits

/// Reports an email field that is a plain text input without `inputmode="email"`.
///
/// What it checks: an `<input>` of type text (or no type) whose autocomplete, name, id or label
/// says it holds an email address, and which iOS does not give the Email keyboard.
/// Why: the default keyboard has no `@` or `.` key on its first layer, and it capitalises and
/// autocorrects the first letter of the address.
/// Example: `<input type="text" name="email">`.
/// Use instead: `<input type="email" name="email">`.
struct EmailNotEmailKeyboardRule: FieldRule {
  static let description = RuleDescription(
    id: "email-not-email-keyboard",
    name: "Email Field Without Email Keyboard",
    summary: "An email field is a text input, so it does not get the email keyboard.",
    rationale: """
      The user gets the Default keyboard with no @ key on its first layer, and iOS capitalises \
      and autocorrects the first letter of the address; type="email" gives the Email keyboard \
      with autocapitalisation and autocorrection off.
      """,
    category: .keyboardSelection, severity: .warning,
    basis: """
      WebKit `_updateTextInputTraits:` (docs/browsers/ios.md R3.1, R5.1); web.dev sign-in form \
      guidance ("use type=email")
      """,
    triggeringExamples: [
      // The fix drops autocapitalize, which type=email never uses (autocapitalize-no-effect).
      RuleExample(#"<input ↓type="text" name="email" autocapitalize="none">"#),
      RuleExample(#"<input ↓type="text" name="email">"#),
      RuleExample(#"↓<input name="user_email" autocomplete="email">"#),
      RuleExample(
        """
        <form action="/subscribe">
          <label for="e">Email address</label>
          <input id="e" ↓type="text"
                 autocapitalize="none">
        </form>
        """),
      RuleExample(#"<input ↓type="text" autocomplete="billing email" inputmode="text">"#),
    ],
    nonTriggeringExamples: [
      // inputmode-invalid corrects "mail" to "email" (a safe fix): the corrected value decides.
      RuleExample(#"<input type="text" name="email" inputmode="mail">"#),
      RuleExample(#"<input type="email" name="email" autocomplete="email">"#),
      RuleExample(#"<input type="text" name="email" inputmode="email">"#),
      RuleExample(#"<input type="checkbox" name="emailOptIn">"#),
      RuleExample(#"<input type="hidden" name="email" value="a@example.com">"#),
      RuleExample(#"<input type="text" name="email_verification_code">"#),
      RuleExample(#"<input type="text" name="email" disabled>"#),
      RuleExample(#"<input type="text" name="email" readonly>"#),
      RuleExample(#"<input type="text" name="login" placeholder="Email or phone">"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.advice(in: document).keyboardMismatch == .email else { return [] }
    let (fix, after, without, lostRange) = FieldEditor(field).typeFix("email", in: document)
    let message = Self.message(field, without: without, after: after, lostRange: lostRange)
    return [field.finding(message, at: "type", fix: fix)]
  }
}

extension EmailNotEmailKeyboardRule {
  fileprivate static func message(
    _ field: LintField, without: String, after: String, lostRange: String
  ) -> String {
    "\(field.field.tagSummary) looks like an email address but opens "
      + "\(field.field.keyboardPhrase), which has no @ key and capitalises the first letter; "
      + "use type=\"email\"\(without) (\(after))\(lostRange)."
  }
}
