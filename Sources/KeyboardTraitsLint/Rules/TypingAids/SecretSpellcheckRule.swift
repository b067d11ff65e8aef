import KeyboardTraits

/// Passwords shown as text without `spellcheck="false"`.
///
/// What it checks: an `<input>` that holds a password and is, or can be, shown as plain text,
/// with spell checking still on: a password field of `type=text`, or a `type=password` field
/// whose form has a show-password toggle (a button or checkbox that says "show password").
/// Why: once the password is visible the keyboard underlines it, offers "corrections", smart
/// quotes and dashes, and browsers with cloud spell checkers may send it to a service.
/// Example: `<input type="text" name="password">`.
/// Use instead: `<input type="text" name="password" spellcheck="false">`.
struct SecretSpellcheckRule: FieldRule {
  static let description = RuleDescription(
    id: "secret-spellcheck",
    name: "Secret Spellcheck",
    summary: "Passwords that are shown as text should set spellcheck=\"false\".",
    rationale: "When a show-password toggle turns the field into plain text, the keyboard "
      + "spell-checks the password: it is underlined, the suggestion bar offers words for it, "
      + "smart quotes change what is typed, and cloud spell checkers may receive it.",
    category: .typingAids,
    severity: .note,
    basis: "WebKit `Element::isSpellCheckingEnabled` (docs/browsers/ios.md R7.1–R7.2); "
      + "WHATWG HTML §6.8.5 spelling and grammar checking",
    triggeringExamples: [
      RuleExample(#"↓<input type="text" name="password" autocomplete="current-password">"#),
      RuleExample(#"<input type="text" name="new_password" ↓spellcheck="true">"#),
      RuleExample(
        #"""
        <form action="/signin">
          <input type="email" name="email" autocomplete="username">
          ↓<input type="password" name="password"
                 autocomplete="current-password">
          <button type="button">Show password</button>
          <button>Sign in</button>
        </form>
        """#),
      RuleExample(
        #"""
        <form>↓<input type="password" name="pw">
        <label><input type="checkbox" id="show-pw"> Show password</label></form>
        """#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input type="password" name="password" autocomplete="current-password">"#),
      RuleExample(#"<input type="text" name="password" spellcheck="false">"#),
      RuleExample(
        #"""
        <form spellcheck="false">
          <input type="password" name="pw"><button type="button">Show</button>
        </form>
        """#),
      RuleExample(
        #"""
        <form action="/signin">
          <input type="password" name="pw" spellcheck="false">
          <button type="button">Show password</button>
        </form>
        """#),
      RuleExample(
        #"""
        <input type="text" name="password_hint"><input type="text" name="passport">
        <input type="checkbox" name="remember_password">
        """#),
      RuleExample(
        #"""
        <form><input type="password" name="pw"><button>Show me the deals</button></form>
        <form><input type="text" name="q"><button type="button">Show password</button></form>
        """#),
      RuleExample(#"<input type="text" name="password" readonly>"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard let value = field.advice(in: document).spellcheck,
      field.field.ios.spellCheckingType != .no, field.field.hasStandardValue(.spellcheck)
    else { return [] }
    // A password input is shown as text by its toggle; another type shows it already.
    let shownAsText = field.field.inputType != .password
    let fix = TypingAidFix.set("spellcheck", to: value, on: field.field)
    // A password purpose declared by autocomplete on a text type is certain; a show-password
    // toggle is found by its words.
    let declared = shownAsText && field.declaresItsPurpose
    return [
      field.finding(
        Self.message(field.field, shownAsText: shownAsText), at: "spellcheck",
        fix: fix.marked(FixSafetyPolicy.keyboardTraits(fix.edits, declared: declared)))
    ]
  }
}

extension SecretSpellcheckRule {
  fileprivate static func message(_ field: FormField, shownAsText: Bool) -> String {
    let when = shownAsText ? "shows a password as text" : "can be shown as text by its toggle"
    return "\(field.tagSummary) \(when) with spell checking on, so the keyboard underlines and "
      + "\"corrects\" the password and may send it to a spell-check service; "
      + "set spellcheck=\"false\"."
  }
}
