import KeyboardTraits

/// What a page says plainly about one of its forms: that it signs in (the page title or a
/// submit button says "Sign in" or "Log in", or a link inside the form offers to recover a
/// forgotten password) or that it signs up or sets a password ("Sign up", "Register", "Create
/// account", "Reset password").
///
/// A reader of its own, for the password advice: it reads the document's title, the form's
/// submit buttons and the links inside the form. The title counts only on a page with one form
/// that has a password field, since it speaks for the page and not for each of its forms.
/// (The text of a form's heading and legend is left to the form's own context.)
struct AccountFormSignals: Sendable {
  /// What the page says the form does.
  enum Intent: Sendable {
    case signIn, signUp
  }

  /// The words that say the form signs in, as quoted in messages ("the button “Log in”").
  let signIn: String?
  /// The words that say the form signs up or sets a password.
  let signUp: String?

  /// What the form plainly does: only when the page says one thing and not the other.
  var intent: Intent? {
    switch (signIn, signUp) {
    case (_?, nil): .signIn
    case (nil, _?): .signUp
    default: nil
    }
  }

  /// Reads what `document` says about form `formIndex`.
  init(form formIndex: Int, in document: LintDocument) {
    self = document.formFact(Self.fact, of: formIndex) { _, controls in
      // Read once per page, not once per form that asks.
      let passwordForms = document.documentFact(Self.passwordFormsFact) {
        Set(
          document.document.fields.lazy.filter { $0.inputType == .password }
            .compactMap(\.formIndex))
      }
      return Self.read(
        form: formIndex, controls: controls, passwordForms: passwordForms.count,
        in: document.document)
    }
  }

  private init(signIn: String?, signUp: String?) {
    self.signIn = signIn
    self.signUp = signUp
  }

  private static let fact = DerivedFact<AccountFormSignals>()
  /// The forms of the page that hold a password field.
  private static let passwordFormsFact = DerivedFact<Set<Int>>()

  private static func read(
    form formIndex: Int, controls: [FocusableControl], passwordForms: Int,
    in document: ScannedDocument
  ) -> AccountFormSignals {
    let submits = controls.compactMap { $0.isSubmitButton ? $0.text : nil }
    let links = document.controls.compactMap { control in
      control.kind == .link && control.ancestorFormIndex == formIndex ? control.text : nil
    }
    let title = passwordForms == 1 ? document.title : nil
    func quote(_ phrases: [String]) -> String? {
      if let text = submits.first(where: { says($0, phrases) }) {
        return "the button “\(text)”"
      }
      if let title, says(title, phrases) { return "the page title “\(title)”" }
      return nil
    }
    let recovery = links.first { link in
      let lowered = link.asciiLowercased()
      return lowered.containsText("forgot") && lowered.containsText("password")
    }
    return AccountFormSignals(
      signIn: quote(signInPhrases) ?? recovery.map { "the link “\($0)”" },
      signUp: quote(signUpPhrases))
  }

  private static func says(_ text: String, _ phrases: [String]) -> Bool {
    let lowered = text.asciiLowercased()
    return phrases.contains { lowered.containsText($0) }
  }

  private static let signInPhrases = [
    "sign in", "sign-in", "signin", "log in", "log-in", "login", "logon", "log on",
  ]

  /// Sign-up, and the pages that set a new password (a reset or change form with one field).
  private static let signUpPhrases = [
    "sign up", "sign-up", "signup", "register", "registration", "create account",
    "create an account", "create your account", "new account", "reset password",
    "reset your password", "change password", "set password", "new password",
  ]
}
