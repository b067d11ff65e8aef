import KeyboardTraits

/// Reports the account-name field before a password field when it lacks `username`.
///
/// What it checks: in each form with a password field, the nearest text, email or tel input
/// before the first password must declare `autocomplete="username"`, unless another field before
/// it already does (a hidden or read-only username in a change-password form counts). Outside
/// any form, the fields are those of the password's nearest container that holds another field
/// outside a form (its card or login box), not the whole page. A form for someone else's
/// account ("Add user", "Invite a member", by its heading, submit button, action or legend) is
/// left alone. An email
/// used as the account name still takes `username`; `autocomplete="email"` there is reported
/// (keep `type="email"` for the keyboard).
/// Why: the password manager pairs the saved password with the field marked `username`.
/// Example: `<input type="email" name="email" autocomplete="email">` before a password.
/// Use instead: `<input type="email" name="email" autocomplete="username">`.
struct UsernameAutocompleteRule: FieldRule {
  static let description = RuleDescription(
    id: "username-autocomplete",
    name: "Username Autocomplete",
    summary: "The account-name field before a password field does not declare username.",
    rationale: "The keyboard bar offers saved accounts only in the field marked 'username', even"
      + " when the account name is an email address; without it the user types the address and"
      + " the password manager may save the password under the wrong name.",
    category: .autocompletePurpose,
    severity: .warning,
    basis: "WHATWG HTML §4.10.18.7.1 autofill (username); web.dev sign-in form best practices"
      + " (\"autocomplete=username\" even for email)",
    triggeringExamples: [
      // An empty value says nothing: "username" is still the one to write.
      RuleExample(
        """
        <form action="/login"><input type="email" name="email" ↓autocomplete="">
        <input type="password" name="pw" autocomplete="current-password"></form>
        """),
      RuleExample(
        """
        <form action="/session" method="post">
          ↓<input type="text" name="login">
          <input type="password" name="password" autocomplete="current-password">
        </form>
        """),
      RuleExample(
        """
        <form action="/session" method="post">
          <label for="em">Email</label>
          <input type="email" id="em" name="email"
                 ↓autocomplete="email"
                 required>
          <input type="password" name="pw" autocomplete="current-password">
        </form>
        """),
      RuleExample(
        """
        <form action="/signup" method="post">
          <input type="text" name="user" ↓autocomplete="off">
          <input type="password" name="pw" autocomplete="new-password">
          <input type="password" name="pw2" autocomplete="new-password">
        </form>
        """),
      RuleExample(
        """
        <form action="#" method="post">
          ↓<input type="text" id="username3" name="username3">
          <input type="email" id="email3" name="email3">
          <input type="password" id="password3" name="password3">
        </form>
        """),
      RuleExample(
        """
        <div class="login">
          ↓<input type="tel" name="phone" placeholder="Phone number">
          <input type="password" name="password">
        </div>
        """),
      // Outside any form, the account name is found in the password's own card, not in another
      // card of the page (ColorlibHQ__AdminLTE forms/elements.html:1213).
      RuleExample(
        """
        <div class="card"><input type="text" placeholder="Username" aria-label="Username"></div>
        <div class="card">
          ↓<input type="email" id="floatingEmail" placeholder="name@example.com">
          <input type="password" id="floatingPwd" placeholder="Password">
        </div>
        """),
      // A sign-up form's account name is its first email, not the one that confirms it.
      RuleExample(
        """
        <form action="/signup" method="post">
          ↓<input type="email" name="user[email]" aria-label="Email">
          <input type="email" name="user[email_confirmation]" aria-label="Confirm email">
          <input type="password" name="user[password]" autocomplete="new-password">
        </form>
        """),
      // Sign-up words outweigh the path's "users/new": the account is the user's own.
      RuleExample(
        """
        <form action="/users/new" method="post">
          ↓<input type="text" name="login">
          <input type="password" name="pw" autocomplete="new-password">
          <button>Sign up</button>
        </form>
        """),
    ],
    nonTriggeringExamples: [
      // An admin's "Add user" form sets up someone else's account.
      RuleExample(
        """
        <h3>Add user</h3>
        <form action="/admin/users" method="post">
          <input type="text" name="username">
          <input type="password" name="password" autocomplete="new-password">
          <button>Create user</button>
        </form>
        """),
      // Outside any form, a user name in another card is not this password's account name.
      RuleExample(
        """
        <section class="card"><input type="text" name="username" aria-label="Username">
        </section>
        <section class="card">
          <input type="password" name="password" aria-label="Password">
          <input type="checkbox" name="remember"> Remember me
        </section>
        """),
      // A list of addresses (share with, notify) is no account name.
      RuleExample(
        """
        <form action="/vault/share" method="post">
          <input type="email" name="email" multiple>
          <input type="password" name="password" autocomplete="current-password">
        </form>
        """),
      RuleExample(
        """
        <form action="/session" method="post">
          <input type="email" name="email" autocomplete="username">
          <input type="password" name="password" autocomplete="current-password">
        </form>
        """),
      // A hidden username in a change-password form is what the guides recommend.
      RuleExample(
        """
        <form action="/password" method="post">
          <input type="hidden" name="user" value="ann" autocomplete="username">
          <input type="password" name="new" autocomplete="new-password">
        </form>
        """),
      // Sign-up with a separate username: the email beside the password stays email.
      RuleExample(
        """
        <form action="/signup" method="post">
          <input type="text" name="handle" autocomplete="username">
          <input type="email" name="email" autocomplete="email">
          <input type="password" name="pw" autocomplete="new-password">
        </form>
        """),
      // The explicit username field is the account name, not the email beside the password
      // (puikinsh__CoolAdmin form.html:1297).
      RuleExample(
        """
        <form action="#" method="post">
          <input type="text" id="username3" name="username3" autocomplete="username">
          <input type="email" id="email3" name="email3">
          <input type="password" id="password3" name="password3">
        </form>
        """),
      // Not an identifier: a promo code or a one-time code before a password.
      RuleExample(
        """
        <form action="/redeem" method="post">
          <input type="text" name="promo_code">
          <input type="password" name="pw" autocomplete="current-password">
        </form>
        """),
      RuleExample(
        """
        <form action="/login" method="post">
          <input type="text" name="email" autocomplete="username webauthn">
          <input type="password" name="pw" autocomplete="current-password webauthn">
        </form>
        """),
      // An admin editing another user's record: no saved account of the admin's belongs there
      // (an admin path, an "Edit user" heading, a password named the user's).
      RuleExample(
        """
        <form action="/admin/users/42" method="post">
          <input type="text" name="user[username]" aria-label="Username">
          <input type="password" name="user[password]" autocomplete="new-password"
                 aria-label="Password">
        </form>
        """),
      RuleExample(
        """
        <h2>Edit user</h2>
        <form action="/users/42" method="post">
          <input type="email" name="user[email]" aria-label="Email">
          <input type="password" name="user[password]" autocomplete="new-password"
                 aria-label="Password">
        </form>
        """),
      RuleExample(
        """
        <form action="/users/42" method="post">
          <input type="email" name="user[email]" aria-label="Email">
          <label for="up">User's password</label>
          <input type="password" id="up" name="user[password]" autocomplete="new-password">
        </form>
        """),
      // A change-email form: the new address and its confirmation are not the account name
      // the current password signs in with (autocomplete="email" is right there).
      RuleExample(
        """
        <form action="/account/email" method="post">
          <label for="ne">New email</label>
          <input type="email" id="ne" name="new_email" autocomplete="email">
          <label for="ce">Confirm new email</label>
          <input type="email" id="ce" name="email_confirmation" autocomplete="email">
          <label for="cp">Current password</label>
          <input type="password" id="cp" name="current_password"
                 autocomplete="current-password">
          <button>Change email</button>
        </form>
        """),
      // No password in the form: a newsletter sign-up.
      RuleExample(#"<form action="/news"><input type="email" name="email"></form>"#),
      RuleExample(
        """
        <form action="/pay" method="post">
          <input type="text" name="cc_number" autocomplete="cc-number">
          <input type="password" name="cvv" autocomplete="cc-csc">
        </form>
        """),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard let entry = AccountNames(in: document).entry(forPassword: field) else { return [] }
    let identifier = entry.identifier
    let editor = FieldEditor(identifier)
    // A control that does not take "username" (type=tel) becomes a text field; a phone number
    // as account name keeps its phone pad through inputmode (tel-not-tel-keyboard).
    let setting = editor.autocompleteFix(entry.value)
    let fix = setting ?? editor.textControlFix(autocomplete: entry.value)
    let attribute = identifier.field.has(.autocomplete) ? "autocomplete" : nil
    return [
      identifier.finding(
        Self.message(identifier, fixable: setting != nil), at: attribute, fix: fix)
    ]
  }
}

private extension UsernameAutocompleteRule {
  static func message(_ field: LintField, fixable: Bool) -> String {
    let tag = field.field.tagWithAutocomplete
    let verb = field.field.has(.autocomplete) ? "set" : "add"
    let fix =
      fixable
      ? "\(verb) autocomplete=\"username\""
      : field.field.inputType == .tel
        ? "use type=\"text\" inputmode=\"tel\" with autocomplete=\"username\" (the phone pad stays)"
        : "use type=\"text\" (or \"email\") with autocomplete=\"username\""
    let email =
      field.field.inputType == .email || field.autocomplete?.fieldName == "email"
      ? ", even for an email address (type=\"email\" keeps the email keyboard)" : ""
    return "\(tag) holds the account name for the password after it, but without"
      + " autocomplete=\"username\" the keyboard bar cannot offer the saved account; \(fix)"
      + "\(email)."
  }
}
