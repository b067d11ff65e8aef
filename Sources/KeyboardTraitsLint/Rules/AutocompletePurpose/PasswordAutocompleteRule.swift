import KeyboardTraits

/// Reports a password field without `new-password` or `current-password`.
///
/// What it checks: `<input type="password">` with no `autocomplete`, or with `on` or `off`
/// (invalid values are the grammar rules' findings; PINs and one-time codes declared as such
/// are left alone).
/// Why: password managers guess whether the form signs in or signs up, and ignore `off`.
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
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input type="password" name="pw" autocomplete="current-password">"#),
      RuleExample(#"<input type="password" name="pw" autocomplete="new-password webauthn">"#),
      RuleExample(#"<input type="password" name="otp" autocomplete="one-time-code">"#),
      RuleExample(#"<input type="password" name="pw" disabled>"#),
      RuleExample(#"<input type="text" name="password_hint">"#),
      RuleExample(#"<input type="hidden" name="password_reset_token" value="x">"#),
      // Invalid values are reported by the grammar rules.
      RuleExample(#"<input type="password" name="pw" autocomplete="nope">"#),
      RuleExample(#"<input type="password" name="pw" autocomplete="password">"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.inputType == .password, field.field.ios.presentation != .disabled,
      field.declaresNoPurpose
    else { return [] }
    let kind = PasswordForm(around: field, in: document).expectedKind(of: field)
    let fix = kind.flatMap { field.autocompleteFix($0.rawValue) }
    if let autocomplete = field.autocomplete {
      return [field.finding(Self.message(field, value: autocomplete, kind), at: "autocomplete",
        fix: fix)]
    }
    return [field.finding(Self.message(field, value: nil, kind), fix: fix)]
  }
}

private extension PasswordAutocompleteRule {
  static func message(_ field: LintField, value: AutocompleteValue?, _ kind: PasswordForm.Kind?)
    -> String
  {
    let head: String
    switch value?.shape {
    case .off?:
      head = "\(field.tagWithAutocomplete) asks to switch autofill off, which password managers"
        + " ignore, and leaves them to guess sign-in from sign-up"
    case .some:
      head = "\(field.tagWithAutocomplete) names no kind of password, so the keyboard bar must"
        + " guess whether to offer the saved password or a new strong one"
    case nil:
      head = "\(field.field.tagSummary) has no autocomplete, so the keyboard bar must guess"
        + " whether to offer the saved password or a new strong one"
    }
    let fix = switch kind {
    case .new?: "add autocomplete=\"new-password\" (this form sets a password)"
    case .current?: "add autocomplete=\"current-password\" (this form signs in)"
    case nil:
      "add autocomplete=\"current-password\" to sign in or \"new-password\" to set a password"
    }
    return head + "; " + fix + "."
  }
}
