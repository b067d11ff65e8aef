import KeyboardTraits

extension PasswordForm {
  /// What `password` should declare: from the password fields' own markup
  /// (``expectedKind(of:)``), else from what the page plainly says (``plainKind(of:in:)``).
  func expectedKind(of password: LintField, in document: LintDocument) -> Kind? {
    if Self.setsAnotherPersonsPassword(password, in: document) { return .new }
    return expectedKind(of: password) ?? plainKind(of: password, in: document)?.kind
  }

  /// Why `password` sets another person's password, when it does: an admin's form for another
  /// account (``OtherPersonForm``) or a label that names the password a person's ("User's
  /// password"). `new-password` keeps the user's own saved password out of it (MDN, "Preventing
  /// autofilling with autocomplete=new-password": a user management page where a user sets a
  /// password for another user); no sign-in advice applies.
  static func setsAnotherPersonsPassword(_ password: LintField, in document: LintDocument) -> Bool {
    !password.purpose.wordsSay(.currentPassword)
      && (OtherPersonWords.mentioned(by: password.field)
        || OtherPersonForm.says(password, in: document))
  }

  /// The reason a message gives for `new-password` on another person's password.
  static let anotherPersonsPasswordReason = "it sets another person's password"

  /// The kind of password the page plainly asks for where the password fields' markup cannot
  /// tell, with the reason as a message gives it: a form's one password on a page that says it
  /// signs in (current) or signs up (new), when it does not say both; the first of two
  /// passwords when the second confirms it or the page says it signs up, and nothing says it
  /// signs in (new: a change form asks for the current password in a field of its own).
  func plainKind(of password: LintField, in document: LintDocument) -> (
    kind: Kind, because: String
  )? {
    guard let formIndex = form?.index, expectedKind(of: password) == nil,
      let position = passwords.firstIndex(where: { $0.field.index == password.field.index })
    else { return nil }
    let signals = AccountFormSignals(form: formIndex, in: document)
    switch (passwords.count, position) {
    case (1, _):
      switch signals.intent {
      case .signIn?:
        return (.current, "\(signals.signIn ?? "the page") says the form signs in")
      case .signUp?:
        return (.new, "\(signals.signUp ?? "the page") says the form sets a password")
      case nil:
        return nil
      }
    case (2, 0):
      guard signals.signIn == nil, !password.purpose.wordsSay(.currentPassword) else {
        return nil
      }
      if Self.confirms(passwords[1]) {
        return (.new, "the password field after it confirms it, so the form sets a password")
      }
      return signals.signUp.map { (.new, "\($0) says the form sets a password") }
    default:
      return nil
    }
  }

  /// Whether the field's name, id or label asks to type the password again.
  private static func confirms(_ field: LintField) -> Bool {
    let texts = [field.field.name, field.field.id, field.field.label].compactMap { $0 }
    return texts.contains { text in
      let lowered = text.asciiLowercased()
      return confirmWords.contains { lowered.containsText($0) }
    }
  }

  private static let confirmWords = [
    "confirm", "repeat", "retype", "re-type", "re-enter", "reenter", "again", "verify",
    "verification",
  ]
}
