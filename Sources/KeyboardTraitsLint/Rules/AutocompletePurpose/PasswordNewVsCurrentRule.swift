import KeyboardTraits

/// Reports `new-password` and `current-password` used the wrong way round.
///
/// What it checks: in a form with two or more password fields (sign-up or change), every field
/// after the first, and any labelled "new" or "confirm", must be `new-password`; a field
/// labelled "current" or "old" must be `current-password`; a lone password after the account
/// name in a sign-in form (nothing else to type, sign-in words and no sign-up words in the
/// form's action, id, class or submit button) must be `current-password`; so must a form's one
/// password where the page plainly says sign in (a "Sign in" or "Log in" title or button, a
/// "Forgot password" link in the form) and nothing says sign up, and the reverse
/// (`new-password`) where it plainly says sign up ("Sign up", "Register", "Create account").
/// A form for another person's account (an admin's "Edit user" form, an `admin/` path, a
/// "User's password" label, and no field for the current password) is never a sign-in: its
/// password must be `new-password`.
/// Why: the wrong token offers the old password on sign-up, or a new strong password on sign-in.
/// Example: `<input type="password" name="confirm" autocomplete="current-password">` after a
/// first password field.
/// Use instead: `autocomplete="new-password"`.
struct PasswordNewVsCurrentRule: FieldRule {
  static let description = RuleDescription(
    id: "password-new-vs-current",
    name: "Password New Vs Current",
    summary: "A password field declares current-password where a new one is set, or the reverse.",
    rationale: "The keyboard bar offers what the token asks for: the saved password on a sign-up"
      + " or confirmation field, or a generated strong password on a sign-in field, which the"
      + " user then has to dismiss or, worse, saves.",
    category: .autocompletePurpose,
    severity: .warning,
    basis: "WHATWG HTML §4.10.18.7.1 autofill (new-password, current-password); web.dev sign-up"
      + " and sign-in form best practices; Chrome password manager guidance",
    triggeringExamples: [
      RuleExample(
        """
        <form action="/signup" method="post">
          <input type="email" name="email" autocomplete="username">
          <input type="password" name="password" autocomplete="new-password">
          <input type="password" name="password2" ↓autocomplete="current-password">
        </form>
        """),
      RuleExample(
        """
        <form action="/account/password" method="post">
          <label>Current password <input type="password" name="old"
                 autocomplete="current-password"></label>
          <label>New password <input type="password" name="new"
                 ↓autocomplete="current-password"></label>
          <label>Confirm <input type="password" name="confirm"
                 ↓autocomplete="current-password"></label>
        </form>
        """),
      RuleExample(
        """
        <form action="/session" method="post">
          <input type="text" name="username" autocomplete="username">
          <input type="password" name="password" ↓autocomplete="new-password">
          <button>Sign in</button>
        </form>
        """),
      RuleExample(
        """
        <form action="/x">
          <input type="password" name="old_password" ↓autocomplete="new-password">
        </form>
        """),
      RuleExample(
        """
        <form action="/u/42" method="post">
          <input type="email" name="email" autocomplete="username">
          <input type="password" name="pw" ↓autocomplete="new-password">
          <button type="submit">Log in</button>
        </form>
        """),
      // An admin editing another user's record is not signing in.
      RuleExample(
        """
        <form action="/admin/users/42" method="post">
          <input type="text" name="user[login]" aria-label="Login">
          <input type="password" name="user[password]" aria-label="Password"
                 ↓autocomplete="current-password">
          <button>Update user</button>
        </form>
        """),
      RuleExample(
        """
        <form action="/auth" method="post">
          <input type="text" name="team" autocomplete="organization">
          <input type="email" name="email" autocomplete="username">
          <input type="password" name="password" ↓autocomplete="new-password">
          <a href="/password/forgot">Forgot password?</a>
          <button>Continue</button>
        </form>
        """),
      RuleExample(
        """
        <title>Sign in · Example</title>
        <form action="/u" method="post">
          <input type="text" name="team">
          <input type="email" name="email" autocomplete="username">
          <input type="password" name="password" ↓autocomplete="new-password">
        </form>
        """),
      RuleExample(
        """
        <form action="/users" method="post">
          <input type="text" name="name" autocomplete="name">
          <input type="email" name="email" autocomplete="username">
          <input type="password" name="password" ↓autocomplete="current-password">
          <button type="submit">Register</button>
        </form>
        """),
    ],
    nonTriggeringExamples: [
      // The user's own account: a current password in an "Edit user" form (Devise's own).
      RuleExample(
        """
        <h2>Edit User</h2>
        <form action="/users" method="post">
          <input type="email" name="user[email]" autocomplete="username">
          <input type="password" name="user[password]" autocomplete="new-password">
          <input type="password" name="user[current_password]"
                 autocomplete="current-password">
          <button>Update</button>
        </form>
        """),
      RuleExample(
        """
        <form action="/signup" method="post">
          <input type="email" name="email" autocomplete="username">
          <input type="password" name="password" autocomplete="new-password">
          <input type="password" name="password2" autocomplete="new-password">
        </form>
        """),
      RuleExample(
        """
        <form action="/account/password" method="post">
          <input type="password" name="old" autocomplete="current-password">
          <input type="password" name="new" autocomplete="new-password">
        </form>
        """),
      // A one-password sign-up: nothing says sign-in, or other fields to fill, or sign-up words.
      RuleExample(
        """
        <form action="/users" method="post">
          <input type="email" name="email" autocomplete="username">
          <input type="password" name="password" autocomplete="new-password">
          <button type="submit">Continue</button>
        </form>
        """),
      RuleExample(
        """
        <form action="/session/new" method="post">
          <input type="email" name="email" autocomplete="username">
          <input type="password" name="password" autocomplete="new-password">
          <button type="submit">Create account</button>
        </form>
        """),
      RuleExample(
        """
        <form action="/signup" method="post">
          <input type="email" name="email" autocomplete="username">
          <input type="password" name="password" autocomplete="new-password">
        </form>
        """),
      RuleExample(
        """
        <form action="/account" method="post">
          <input type="text" name="name" autocomplete="name">
          <input type="email" name="email" autocomplete="username">
          <input type="password" name="password" autocomplete="new-password">
        </form>
        """),
      RuleExample(
        """
        <form action="/session" method="post">
          <input type="text" name="username" autocomplete="username">
          <input type="password" name="password" autocomplete="current-password">
          <input type="checkbox" name="remember">
        </form>
        """),
      // A PIN next to a password is no second account password.
      RuleExample(
        """
        <form action="/session" method="post">
          <input type="password" name="password" autocomplete="current-password">
          <input type="password" name="pin" inputmode="numeric" maxlength="4">
        </form>
        """),
      RuleExample(#"<input type="password" name="pw" autocomplete="new-password">"#),
      // The page says both (a sign-in link-out in a sign-up form is a link, not a signal, but
      // a "Forgot password" link and a "Create account" button disagree): nothing is plain.
      RuleExample(
        """
        <form action="/auth" method="post">
          <input type="text" name="team">
          <input type="email" name="email" autocomplete="username">
          <input type="password" name="password" autocomplete="new-password">
          <a href="/forgot">Forgot password?</a>
          <button>Create account</button>
        </form>
        """),
      RuleExample(
        """
        <form action="/join" method="post">
          <input type="text" name="name" autocomplete="name">
          <input type="email" name="email" autocomplete="username">
          <input type="password" name="password" autocomplete="new-password">
          <a href="/login">Already have an account? Log in</a>
          <button>Continue</button>
        </form>
        """),
      // Two forms with passwords: the title speaks for neither.
      RuleExample(
        """
        <title>Log in</title>
        <form action="/a" method="post">
          <input type="text" name="team">
          <input type="email" name="email" autocomplete="username">
          <input type="password" name="password" autocomplete="new-password">
        </form>
        <form action="/b" method="post">
          <input type="password" name="password" autocomplete="current-password">
        </form>
        """),
    ],
    jsxScope: .provenSurroundings)

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard PasswordForm.isAccountPassword(field), let declared = field.autocomplete?.fieldName,
      let declaredKind = PasswordForm.Kind(rawValue: declared)
    else { return [] }
    let form = PasswordForm(around: field, in: document)
    let otherPerson = PasswordForm.setsAnotherPersonsPassword(field, in: document)
    let plain: (kind: PasswordForm.Kind, because: String)? =
      otherPerson
      ? (kind: .new, because: PasswordForm.anotherPersonsPasswordReason)
      : form.plainKind(of: field, in: document)
    guard let expected = otherPerson ? plain?.kind : form.expectedKind(of: field) ?? plain?.kind,
      expected != declaredKind
    else { return [] }
    let editor = FieldEditor(field)
    let value = editor.autocomplete(replacingFieldNameWith: expected.rawValue)
    return [
      field.finding(
        Self.message(field, expected: expected, form: form, because: plain?.because),
        at: "autocomplete", fix: editor.autocompleteFix(value))
    ]
  }
}

private extension PasswordNewVsCurrentRule {
  static func message(
    _ field: LintField, expected: PasswordForm.Kind, form: PasswordForm, because: String?
  ) -> String {
    let tag = field.field.tagWithAutocomplete
    if let because {
      let offer =
        expected == .new
        ? "will offer the saved password instead of a strong new one"
        : "will suggest a new strong password instead of the saved one"
      return "\(tag) is in a form where \(because), but the keyboard bar \(offer); use "
        + "autocomplete=\"\(expected.rawValue)\"."
    }
    switch expected {
    case .new:
      let why =
        form.passwords.count > 1
        ? "sits in a form with \(form.passwords.count) password fields that sets a password"
        : "is labelled as a new password"
      return "\(tag) \(why), but the keyboard bar will offer the saved password instead of a"
        + " strong new one; use autocomplete=\"new-password\"."
    case .current:
      let why =
        form.passwords.count == 1 && !field.purpose.wordsSay(.currentPassword)
        ? "follows the account name in a sign-in form"
        : "asks for the current password"
      return "\(tag) \(why), but the keyboard bar will suggest a new strong password instead of"
        + " the saved one; use autocomplete=\"current-password\"."
    }
  }
}
