import KeyboardTraits

/// Reports a form that sets a new password but holds no account name.
///
/// What it checks: a `<form>` (or, outside any form, the password's block: ``FormlessGroup``)
/// with two or more account passwords (current and new, or new and its confirmation, as change
/// and reset forms ask) and no field that can hold the account name: no text, email or tel
/// input before the first password, and no field anywhere in it that declares
/// `autocomplete="username"` or whose name or id says username or email (a `type="hidden"` one
/// counts). Outside a form, one of the passwords must also say current or new (by
/// `autocomplete` or its words): bare password inputs side by side are often a test page's.
/// Reported on the first password, once per form.
/// Why: the password manager saves a password under the account name it finds in the form;
/// with none it saves the new password without one, or cannot tell which saved account it
/// replaces. Chromium's guidance is a username field in the form, `autocomplete="username"`,
/// its value the account name, hidden by CSS ("Password Form Styles that Chromium
/// Understands"; "Create Amazing Password Forms": implicit information such as the username of
/// a change-password form goes in hidden fields).
/// Chromium's own test page for it (chrome/test/data/password/hidden_username.html) is a text
/// input with `style="display: none"`; the fix writes the `hidden` attribute, which the HTML
/// rendering rules make the same `display: none`, and which the label and typing-aid rules
/// read as a field nobody types into (so following the fix trips none of them).
/// Example: a form with only `current-password`, `new-password` and a confirmation.
/// Use instead: `<input type="text" name="username" autocomplete="username" value="…" hidden>`
/// before the first password, its value the account name written by the server.
/// On by default (a warning): Chromium's and Apple's guidance, and on the shared corpus every
/// form it reported was a change or reset form with no account name. The fix is unsafe: the
/// server must fill `value`, and the form then submits one field more.
struct ChangePasswordNeedsUsernameRule: FieldRule {
  static let description = RuleDescription(
    id: "change-password-needs-username",
    name: "Change Password Needs Username",
    summary: "A form that sets a new password has no field holding the account name.",
    rationale: "Password managers save a new password under the account name they find in the"
      + " same form. A change or reset form without one leaves them guessing which saved account"
      + " to update, or saving a password with no name. Chromium asks for a field with"
      + " autocomplete=\"username\" and the account name as its value, hidden from view: a text"
      + " input hidden by CSS (display: none, which the hidden attribute also gives) is what its"
      + " guidance and its own test page show, not a type=\"hidden\" input.",
    category: .autocompletePurpose,
    severity: .warning,
    basis: "Chromium, Password Form Styles that Chromium Understands (a hidden username field in"
      + " a form without one); Chromium, Create Amazing Password Forms (use hidden fields for"
      + " implicit information); Apple, Enabling Password AutoFill on an HTML input element"
      + " (username, current-password, new-password)",
    triggeringExamples: [
      RuleExample(
        """
        <form action="/account/password" method="post">
          <label>Current password ↓<input type="password" name="old"
                 autocomplete="current-password"></label>
          <label>New password <input type="password" name="new"
                 autocomplete="new-password"></label>
          <button>Change password</button>
        </form>
        """),
      // A reset form reached by an emailed link: the new password and its confirmation.
      RuleExample(
        """
        <form action="/password/reset" method="post">
          <input type="hidden" name="token" value="8f3a">
          <label for="p1">New password</label>
          ↓<input type="password" id="p1" name="password" autocomplete="new-password">
          <label for="p2">Confirm password</label>
          <input type="password" id="p2" name="password_confirmation" autocomplete="new-password">
        </form>
        """),
      // Outside a form: the passwords of one card, labelled.
      RuleExample(
        """
        <div class="card"><h3>Account security</h3>
          <label for="cur">Current password</label>
          ↓<input type="password" id="cur">
          <label for="new">New password</label>
          <input type="password" id="new">
        </div>
        """),
    ],
    nonTriggeringExamples: [
      // The account name is already there, hidden.
      RuleExample(
        """
        <form action="/account/password" method="post">
          <input type="text" name="username" autocomplete="username" value="ada" hidden>
          <input type="password" name="old" autocomplete="current-password" aria-label="Current">
          <input type="password" name="new" autocomplete="new-password" aria-label="New">
        </form>
        """),
      RuleExample(
        """
        <form action="/account/password" method="post">
          <input type="hidden" name="email" value="ada@example.com">
          <input type="password" name="old" autocomplete="current-password" aria-label="Current">
          <input type="password" name="new" autocomplete="new-password" aria-label="New">
        </form>
        """),
      // A sign-up form: its email is the account name.
      RuleExample(
        """
        <form action="/signup" method="post">
          <input type="email" name="email" autocomplete="username" aria-label="Email">
          <input type="password" name="pw" autocomplete="new-password" aria-label="Password">
          <input type="password" name="pw2" autocomplete="new-password" aria-label="Again">
        </form>
        """),
      // A sign-in form: one password after the account name.
      RuleExample(
        """
        <form action="/login" method="post">
          <input type="text" name="user" autocomplete="username" aria-label="User">
          <input type="password" name="pw" autocomplete="current-password" aria-label="Password">
        </form>
        """),
      // Outside a form, passwords that say nothing of what they are for: a test page's inputs.
      RuleExample(
        """
        <div id="fixtures" style="display:none">
          <input type="password" id="pw1" value="engfeh">
          <input type="password" id="pw2" value="">
        </div>
        """),
      // One password on its own (a re-authentication prompt) is left to other rules.
      RuleExample(
        """
        <form action="/sudo" method="post">
          <input type="password" name="pw" autocomplete="current-password" aria-label="Password">
        </form>
        """),
    ],
    jsxScope: .notOnJSX)

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard PasswordForm.isAccountPassword(field) else { return [] }
    let fields = PasswordForm.fields(around: field, in: document)
    let passwords = fields.filter(PasswordForm.isAccountPassword)
    guard passwords.count >= 2, passwords.first?.field.index == field.field.index,
      // Outside a form, password inputs side by side may be a test page's fixtures: the
      // passwords must say what they are for.
      field.form != nil || passwords.contains(where: Self.namesItsKind),
      !fields.contains(where: { Self.holdsAccountName($0, before: field) })
    else { return [] }
    let name = Self.freeName(among: fields)
    let markup =
      "<input type=\"text\" name=\"\(name)\" autocomplete=\"username\" value=\"\" hidden>"
    let edit = Fix.Edit.insertBefore(markup: markup)
    let fix = Fix(summary: "Insert a hidden username field before the password", edits: [edit])
    return [
      field.finding(Self.message(field.field, passwords: passwords.count, name: name), fix: fix)
    ]
  }

  /// Whether `field` can hold the account name for passwords starting at `password`: a text,
  /// email or tel input before it, or any field that declares `username` or whose words say
  /// username or email (a hidden one included).
  private static func holdsAccountName(_ field: LintField, before password: LintField) -> Bool {
    if field.autocomplete?.fieldName == "username" { return true }
    if [.username, .email].contains(field.purpose.primary) { return true }
    if field.field.inputType == .hidden {
      // The server already sends the account name: a password manager that reads hidden inputs
      // finds it, and a second field would send it twice.
      let words = [field.field.name, field.field.id].compactMap { $0?.asciiLowercased() }
      return words.contains { word in accountWords.contains { word.contains($0) } }
    }
    return field.field.index < password.field.index
      && [.text, .email, .tel].contains(field.field.inputType)
  }

  /// Whether a password's `autocomplete` or words say current or new password.
  private static func namesItsKind(_ password: LintField) -> Bool {
    if let name = password.autocomplete?.fieldName, PasswordForm.Kind(rawValue: name) != nil {
      return true
    }
    return password.purpose.wordsSay(.newPassword) || password.purpose.wordsSay(.currentPassword)
  }

  private static let accountWords = ["user", "email", "e-mail", "login", "account"]

  /// `username`, unless another field of the form has that name.
  private static func freeName(among fields: [LintField]) -> String {
    let taken = Set(fields.compactMap { $0.field.name })
    return ["username", "account_username"].first { !taken.contains($0) } ?? "account_username"
  }

  private static func message(_ field: FormField, passwords: Int, name: String) -> String {
    "\(field.tagSummary) begins a form that sets a password (\(passwords) password fields) but"
      + " has no field with the account name, so a password manager cannot tell which account"
      + " the new password is for; add <input type=\"text\" name=\"\(name)\""
      + " autocomplete=\"username\" value=\"…\" hidden> before it, its value the account name"
      + " filled in by the server."
  }
}
