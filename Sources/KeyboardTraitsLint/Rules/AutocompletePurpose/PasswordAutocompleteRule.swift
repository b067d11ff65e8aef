import KeyboardTraits

/// Reports a password field without `new-password` or `current-password`.
///
/// What it checks: `<input type="password">` with no `autocomplete`, or with `on` or `off`
/// (invalid values are the grammar rules' findings; PINs and one-time codes declared as such
/// are left alone, and so is a field whose words say one-time code, "OTP" or "Verification
/// code": it needs `one-time-code`, which otp-autocomplete asks for).
/// Why: password managers guess whether the form signs in or signs up, and ignore `off`.
/// The kind advised comes from the field's words, the order of the form's password fields, or
/// what the page plainly says (a "Sign in" or "Create account" button or title, a "Forgot
/// password" link in the form) when it does not say both. On another person's account (an
/// admin's "Edit user" form, an `admin/` path, a "User's password" label) it is always
/// `new-password`: no sign-in there, and the user's own saved password must not be filled in.
/// Example: `<input type="password" name="pw">`.
/// Use instead: `<input type="password" name="pw" autocomplete="current-password">`.
struct PasswordAutocompleteRule: FieldRule {
  static let description = RuleDescription(
    id: "password-autocomplete",
    name: "Password Autocomplete",
    summary: "A password field has no autocomplete, or 'off', instead of new-password or"
      + " current-password.",
    rationale: "Without the token the keyboard bar must guess: it may offer no saved password on"
      + " sign-in, no strong-password suggestion on sign-up, or save the entry under the wrong"
      + " account; password managers ignore 'off' anyway.",
    category: .autocompletePurpose,
    severity: .error,
    basis: "WHATWG HTML §4.10.18.7.1 autofill (new-password, current-password); web.dev sign-in"
      + " form best practices; html-validate autocomplete-password",
    triggeringExamples: [
      RuleExample(#"↓<input type="password" name="pw">"#),
      RuleExample(#"<input type="password" name="password" ↓autocomplete="off" required>"#),
      RuleExample(
        """
        <form action="/session" method="post">
          <input type="email" name="login" autocomplete="username">
          ↓<input type="password"
                 name="password"
                 required>
          <button>Sign in</button>
        </form>
        """),
      RuleExample(
        """
        <form action="/register" method="post">
          <input type="password" name="password" ↓autocomplete="on">
          ↓<input type="password" name="password_confirmation">
        </form>
        """),
      // The page says what the form does: a link to recover a forgotten password (sign-in),
      // a "Create account" button (sign-up).
      RuleExample(
        """
        <form action="/auth" method="post">
          <input type="text" name="company" autocomplete="organization">
          <input type="email" name="email" autocomplete="username">
          ↓<input type="password" name="password">
          <a href="/forgot">Forgot your password?</a>
          <button>Continue</button>
        </form>
        """),
      RuleExample(
        """
        <form action="/users" method="post">
          <input type="text" name="name" autocomplete="name">
          <input type="email" name="email" autocomplete="email">
          ↓<input type="password" name="password">
          <button type="submit">Create account</button>
        </form>
        """),
      // An admin setting another user's password: new-password, not a sign-in.
      RuleExample(
        """
        <form action="/admin/users/42" method="post">
          <input type="text" name="user[username]" aria-label="Username">
          ↓<input type="password" name="user[password]" aria-label="Password">
          <button>Save</button>
        </form>
        """),
      RuleExample(
        """
        <form action="/users/42" method="post">
          <label for="p">User's password</label>
          ↓<input type="password" id="p" name="user[password]">
        </form>
        """),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input type="password" name="pw" autocomplete="current-password">"#),
      RuleExample(#"<input type="password" name="pw" autocomplete="new-password webauthn">"#),
      RuleExample(#"<input type="password" name="otp" autocomplete="one-time-code">"#),
      RuleExample(#"<input type="password" name="pw" disabled>"#),
      RuleExample(#"<input type="text" name="password_hint">"#),
      RuleExample(#"<input type="hidden" name="password_reset_token" value="x">"#),
      // An admin editing another user's record: new-password, never current-password.
      RuleExample(
        """
        <h2>Edit user</h2>
        <form action="/admin/users/42" method="post">
          <input type="text" name="user[username]" aria-label="Username">
          <input type="email" name="user[email]" aria-label="Email">
          <input type="password" name="user[password]" aria-label="Password"
                 autocomplete="new-password">
          <button>Update user</button>
        </form>
        """),
      // A one-time code on a password field needs one-time-code (otp-autocomplete).
      RuleExample(#"<input type="password" name="otp">"#),
      RuleExample(
        """
        <form action="/verify" method="post">
          <label for="vc">Verification code</label>
          <input type="password" id="vc" name="code">
        </form>
        """),
      // Invalid values are reported by the grammar rules.
      RuleExample(#"<input type="password" name="pw" autocomplete="nope">"#),
      RuleExample(#"<input type="password" name="pw" autocomplete="password">"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.field.inputType == .password, field.field.ios.presentation != .disabled,
      field.autocomplete.declaresNoPurpose, field.purpose.primary != .oneTimeCode
    else { return [] }
    let form = PasswordForm(around: field, in: document)
    let expected: (kind: PasswordForm.Kind, reason: String)? =
      PasswordForm.setsAnotherPersonsPassword(field, in: document)
      ? (kind: .new, reason: PasswordForm.anotherPersonsPasswordReason)
      : form.expectedKind(of: field).map {
        (kind: $0, reason: Self.reason(for: $0, of: field, in: form))
      } ?? form.plainKind(of: field, in: document).map { (kind: $0.kind, reason: $0.because) }
    let fix = expected.flatMap { FieldEditor(field).autocompleteFix($0.kind.rawValue) }
    if let autocomplete = field.autocomplete {
      return [
        field.finding(
          Self.message(field, value: autocomplete, expected),
          at: "autocomplete", fix: fix)
      ]
    }
    return [field.finding(Self.message(field, value: nil, expected), fix: fix)]
  }
}

private extension PasswordAutocompleteRule {
  /// Why the field asks for that kind of password, as the markup shows it: its own words, the
  /// order of a change or sign-up form's password fields, or a sign-in form.
  static func reason(for kind: PasswordForm.Kind, of field: LintField, in form: PasswordForm)
    -> String
  {
    switch kind {
    case .new where field.purpose.wordsSay(.newPassword):
      "its name or label says it is the new password"
    case .new: "it follows another password field, so it sets a password"
    case .current where field.purpose.wordsSay(.currentPassword):
      "its name or label says it is the current password"
    case .current where form.passwords.count > 1:
      "it comes before the new password fields, so it asks for the one in use"
    case .current: "this form signs in"
    }
  }

  static func message(
    _ field: LintField, value: AutocompleteValue?,
    _ expected: (kind: PasswordForm.Kind, reason: String)?
  ) -> String {
    let head: String
    switch value?.shape {
    case .off?:
      head =
        "\(field.field.tagWithAutocomplete) asks to switch autofill off, which password"
        + " managers ignore, and leaves them to guess sign-in from sign-up"
    case .some:
      head =
        "\(field.field.tagWithAutocomplete) names no kind of password, so the keyboard bar"
        + " must guess whether to offer the saved password or a new strong one"
    case nil:
      head =
        "\(field.field.tagSummary) has no autocomplete, so the keyboard bar must guess"
        + " whether to offer the saved password or a new strong one"
    }
    let fix =
      switch expected {
      case (let kind, let reason)?: "add autocomplete=\"\(kind.rawValue)\" (\(reason))"
      case nil:
        "add autocomplete=\"current-password\" to sign in or \"new-password\" to set a password"
      }
    return head + "; " + fix + "."
  }
}
