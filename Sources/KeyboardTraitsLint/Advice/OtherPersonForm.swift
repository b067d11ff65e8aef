import KeyboardTraits

/// What a field's form and its place on the page say about whose data it holds: an "Add
/// contact" dialog, an "Invite a member" form or a "Recipient" fieldset asks for someone else's
/// name and email, where `autocomplete="name"` would offer the user's own.
///
/// Read from the headings that introduce the form (``FormElement/headings``), the text of its
/// submit buttons, the path of its `action`, and the legend of the field's fieldset
/// (``FieldContext/legend``). Words of the user's own account ("Create account", "Register",
/// "Sign in") win: a sign-up form is the user's own data even when it was reached by an invite.
///
/// An admin editing another user's record is someone else's data too, which no sign-in or
/// password-manager advice may assume is the user's own: a form whose `action` path has an
/// `admin` segment (`/admin/users/42`), a form in a template under an `admin/` folder (Rails'
/// `app/views/admin/`, where the action is a helper's), or one whose headings or buttons say
/// "Edit user" or "Update member". A field that asks for the current password says the
/// account is the user's own, whatever else the form says (Devise's own "Edit User" page asks
/// for it; an admin setting another user's password does not).
enum OtherPersonForm {
  /// What a text says.
  private struct Reading: Sendable {
    var isOtherPerson = false
    var isOwnAccount = false

    mutating func add(_ text: String) {
      let words = FieldText(text)
      if OtherPersonForm.ownAccount.firstOccurrence(in: words) != nil { isOwnAccount = true }
      if OtherPersonForm.otherPerson.firstOccurrence(in: words) != nil { isOtherPerson = true }
    }

    var saysOtherPerson: Bool { isOtherPerson && !isOwnAccount }
  }

  private static let fact = DerivedFact<Reading>()

  /// Whether the form around `field` (and its fieldset's legend) says its data is someone
  /// else's, and nothing there says it is the user's own account.
  static func says(_ field: LintField, in document: LintDocument) -> Bool {
    var reading =
      field.form.map { form in
        document.formFact(Self.fact, of: form.index) { fields, controls in
          var reading = Reading()
          for text in form.headings { reading.add(text) }
          for control in controls where control.isSubmitButton {
            if let text = control.text { reading.add(text) }
          }
          if let action = form.action {
            let path = Self.path(of: action)
            reading.add(path)
            if Self.isAdminPath(path) { reading.isOtherPerson = true }
          }
          // A template's own folder: where the action is a helper's, the file says the area.
          if document.document.syntax != nil, Self.isAdminPath(document.document.documentURL) {
            reading.isOtherPerson = true
          }
          if fields.contains(where: Self.asksForCurrentPassword) { reading.isOwnAccount = true }
          return reading
        }
      } ?? Reading()
    if let legend = field.field.context.legend { reading.add(legend) }
    return reading.saysOtherPerson
  }

  /// Whether a path or URL has an `admin` segment: an application's admin area.
  private static func isAdminPath(_ path: String) -> Bool {
    path.asciiLowercased().split(separator: "/").contains("admin")
  }

  /// A password field whose name, id or label asks for the current password (not its
  /// `autocomplete`, which the password rules judge against this reading).
  private static func asksForCurrentPassword(_ field: LintField) -> Bool {
    field.field.inputType == .password && field.purpose.wordsSay(.currentPassword)
  }

  /// The path of an action URL: its host names no one (`newsletter.example.com`).
  private static func path(of action: String) -> String {
    var rest = Substring(action)
    if let scheme = rest.range(of: "://") {
      rest = rest[scheme.upperBound...]
      rest = rest.firstIndex(of: "/").map { rest[$0...] } ?? ""
    }
    return String(rest.prefix { $0 != "?" && $0 != "#" })
  }

  /// "add contact", "invite a member", "create new user", "new customer", and, as paths write
  /// them, "contacts/new", "users/create"; words that alone say the data is someone else's.
  private static let otherPerson: PhraseSet = {
    // "edit", "update" and "manage" a user: an admin's record of someone else's account.
    let actions = ["add", "new", "create", "invite", "edit", "update", "manage"]
    let between = ["", "a ", "an ", "new ", "a new ", "another ", "team "]
    let people = [
      "contact", "member", "user", "customer", "client", "employee", "person", "patient",
      "student", "friend", "recipient", "guest", "attendee", "participant", "teammate",
      "colleague", "staff", "people",
    ]
    let nouns = people + people.map { $0 + "s" }
    var phrases: [String] = []
    for action in actions {
      for word in between { phrases += nouns.map { "\(action) \(word)\($0)" } }
      // As paths write them: "contacts/new", "users/create".
      phrases += nouns.map { "\($0) \(action)" }
    }
    phrases += [
      "invite", "invites", "inviting", "recipient", "recipients", "beneficiary", "referral",
      "refer a friend", "refer friends", "share with", "send to a friend", "tell a friend",
      "emergency contact",
    ]
    return PhraseSet(phrases)
  }()

  /// The user's own account: signing up, signing in, an account of one's own, an invite the
  /// user asks for or redeems.
  private static let ownAccount = PhraseSet([
    "sign up", "signup", "sign in", "signin", "log in", "login", "logon", "register",
    "registration", "create account", "create an account", "create your account",
    "create my account", "my account", "your account", "join", "get started", "my profile",
    "your profile", "accept invitation", "accept invite", "accept the invitation",
    // An invite the user asks for or redeems is for the user's own account.
    "request an invite", "request invite", "request an invitation", "invite code",
    "invitation code", "invite only",
  ])
}
