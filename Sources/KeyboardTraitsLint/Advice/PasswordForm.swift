import KeyboardTraits

/// The password fields of one form and what each should declare: sign-up and change forms have
/// two or more, sign-in forms one after the account name.
struct PasswordForm: Sendable {
  /// The kind of password a field asks for.
  enum Kind: String {
    case new = "new-password"
    case current = "current-password"
  }

  /// The fields of the form (or the lone field when it has no form), in document order.
  let fields: [LintField]
  /// The fields that hold the account's password (not PINs, codes or card security codes).
  let passwords: [LintField]
  /// The `<form>`, nil for a field outside any form.
  let form: FormElement?
  /// The text of the form's submit buttons.
  private let submitTexts: [String]

  /// The form that owns `field` (only the field itself when it has no form owner, since the
  /// ownerless fields of a page need not belong together).
  init(around field: LintField, in document: LintDocument) {
    guard let formIndex = field.field.formIndex, field.form != nil else {
      self.init(form: nil, fields: [field], controls: [])
      return
    }
    // Every password field of the form asks: the form is read once per page.
    let whole = document.formFact(Self.passwordFormFact, of: formIndex) { fields, controls in
      PasswordForm(form: field.form, fields: fields, controls: controls)
    }
    // In a template, the form as it renders with `field`: the fields of the other alternatives
    // of its conditionals (`{% if signup %}…{% else %}…{% endif %}`) are not beside it.
    let scanned = document.document
    guard scanned.templateBranches != nil,
      whole.fields.contains(where: { scanned.excludes($0.field, field.field) })
    else {
      self = whole
      return
    }
    self.init(
      form: field.form,
      fields: whole.fields.filter { !scanned.excludes($0.field, field.field) },
      controls: document.controls(ownedBy: formIndex))
  }

  private static let passwordFormFact = DerivedFact<PasswordForm>()

  private init(form: FormElement?, fields: [LintField], controls: [FocusableControl]) {
    self.form = form
    self.fields = fields
    passwords = fields.filter(Self.isAccountPassword)
    submitTexts = controls.compactMap { control in control.isSubmitButton ? control.text : nil }
  }

  /// What `password` should declare, nil when its markup cannot tell.
  func expectedKind(of password: LintField) -> Kind? {
    let saysNew = password.purpose.wordsSay(.newPassword)
    let saysCurrent = password.purpose.wordsSay(.currentPassword)
    if saysNew != saysCurrent { return saysNew ? .new : .current }
    let index = password.field.index
    guard let position = passwords.firstIndex(where: { $0.field.index == index }) else {
      return nil
    }
    switch passwords.count {
    case 1:
      return looksLikeSignIn ? .current : nil
    case 2:
      // Sign-up (new, confirm) or change (current, new): only the second is certain.
      return position == 0 ? nil : .new
    default:
      // Change forms: current, then new and its confirmation.
      return position == 0 ? .current : .new
    }
  }

  /// An identifier field, then one password, nothing else to type, and sign-in words (and no
  /// sign-up words) on the form or its submit button: a sign-in form. Without the words an
  /// email and a password may as well be a minimal sign-up.
  var looksLikeSignIn: Bool {
    guard form != nil, passwords.count == 1, let password = passwords.first,
      !password.field.has(.passwordrules), identifier(before: password) != nil,
      fields.filter({ $0.field.isEditable && $0.field.isTextControl }).count == 2
    else { return false }
    let words = formWords
    return words.contains { text in Self.signInWords.contains { text.containsText($0) } }
      && !words.contains { text in Self.signUpWords.contains { text.containsText($0) } }
  }

  /// The form's id, name, action and class and its submit buttons' text, lowercased.
  private var formWords: [String] {
    guard let form else { return [] }
    let attributes = [form.id, form[.name], form.action, form[.class]]
    return (attributes.compactMap { $0 } + submitTexts).map { $0.asciiLowercased() }
  }

  private static let signInWords = [
    "login", "log-in", "log_in", "log in", "signin", "sign-in", "sign_in", "sign in", "session",
    "logon", "anmelden", "connexion", "se connecter", "iniciar sesión", "entrar", "accedi",
  ]

  private static let signUpWords = [
    "register", "registration", "signup", "sign-up", "sign_up", "sign up", "join", "create",
    "enrol", "new-account", "new_account", "newaccount", "onboard", "invite", "get started",
    "registrieren", "inscription", "s'inscrire", "registrarse", "crear", "iscriviti",
  ]

  /// The account-name field before `password` in this form.
  func identifier(before password: LintField) -> LintField? {
    Self.identifier(before: password, in: fields)
  }

  /// The account-name field before `password` in `fields`: the nearest editable text, email or
  /// tel input that reads as a username, else the nearest one if it reads as an account name
  /// (a promo code or captcha before the password is no identifier, and neither is a field with
  /// no words at all, nor a new address or its confirmation: ``asksForNewEmail(_:)``). A
  /// sign-up form's explicit username comes before the email that sits beside the password
  /// (CoolAdmin form.html: Username, Email, Password).
  static func identifier(before password: LintField, in fields: [LintField]) -> LintField? {
    let candidates = fields.filter {
      $0.field.index < password.field.index && $0.field.isEditable
        && [.text, .email, .tel].contains($0.field.inputType) && !$0.field.holdsAddressList
        && !asksForNewEmail($0)
    }
    if let username = candidates.last(where: { $0.purpose.primary == .username }) {
      return username
    }
    guard let candidate = candidates.last else { return nil }
    let identifiers: Set<FieldPurpose> = [.username, .email, .tel]
    return candidate.purpose.primary.map(identifiers.contains) == true ? candidate : nil
  }
}

extension PasswordForm {
  /// Whether `field` is an email field whose name, id or label says it takes a new address or
  /// the same one again ("New email", `email_confirmation`, "Confirm new email"): in a
  /// change-email form it is not the account name the password signs in with, and in a sign-up
  /// form the first email field is.
  static func asksForNewEmail(_ field: LintField) -> Bool {
    guard field.field.inputType == .email || field.purpose.primary == .email else { return false }
    return [field.field.name, field.field.id, field.field.label].contains { text in
      text.map { PurposeVocabulary.newPasswordWords.occurs(in: WordEvidence.words(of: $0)) }
        ?? false
    }
  }

  /// Whether `field` is a password input for the account's password: not disabled, and not a
  /// PIN, one-time code or card security code by its `autocomplete` or its words (words that
  /// say only one-time code outweigh a declared `current-password` or `new-password`).
  static func isAccountPassword(_ field: LintField) -> Bool {
    guard field.field.inputType == .password, field.field.ios.presentation != .disabled else {
      return false
    }
    if let name = field.autocomplete?.fieldName {
      // An "OTP" declared as a password is still a one-time code (otp-autocomplete).
      return (name == "new-password" || name == "current-password")
        && !field.purpose.wordsSayOneTimeCodeOnly
    }
    let other: Set<FieldPurpose> = [.pin, .oneTimeCode, .cardSecurityCode]
    return field.purpose.primary.map { !other.contains($0) } ?? true
  }
}
