import KeyboardTraits

/// The account-name field of each password form: the text, email or tel input before the
/// form's first account password that the password manager pairs the password with, when it
/// does not yet say `username`, and the `autocomplete` value it should say instead.
struct AccountNames: Sendable {
  /// One form's account-name field.
  struct Entry: Sendable {
    /// The form's first account password.
    let password: LintField
    /// The field that holds the account name.
    let identifier: LintField
    /// Its `autocomplete` with the field name replaced by `username`.
    let value: String
  }

  /// One entry per form that needs one, in document order of their passwords.
  let entries: [Entry]

  private static let fact = DerivedFact<AccountNames>()

  /// The account-name fields of `document`, found once per page.
  init(in document: LintDocument) {
    self = document.documentFact(Self.fact) {
      AccountNames(entries: document.fields.compactMap { Self.entry(for: $0, in: document) })
    }
  }

  private init(entries: [Entry]) { self.entries = entries }

  /// The entry whose password is `password`, if any.
  func entry(forPassword password: LintField) -> Entry? {
    entries.first { $0.password.field.index == password.field.index }
  }

  /// The entry whose account-name field is `field`, if any.
  func entry(forIdentifier field: LintField) -> Entry? {
    entries.first { $0.identifier.field.index == field.field.index }
  }

  /// The entry for `field` when it is the first account password of its form (or of its
  /// ``FormlessGroup``, outside any form) and the account-name field before it does not say
  /// `username`.
  private static func entry(for field: LintField, in document: LintDocument) -> Entry? {
    // A password named for another person ("User's password") is no account to sign in to.
    guard PasswordForm.isAccountPassword(field), !OtherPersonWords.mentioned(by: field.field)
    else { return nil }
    // Fields outside any form are grouped by their nearest common container, not the page.
    let group = PasswordForm.fields(around: field, in: document)
    // Only the first password of a group names the identifier; later ones share it.
    let first = group.first(where: PasswordForm.isAccountPassword)?.field.index
    guard first == field.field.index else { return nil }
    let before = group.filter { $0.field.index < field.field.index }
    guard !before.contains(where: { $0.autocomplete?.fieldName == "username" }),
      let identifier = PasswordForm.identifier(before: field, in: before),
      // An "Add user" or "Invite a member" form sets up someone else's account: the user's
      // own saved account names must not be offered there.
      !OtherPersonForm.says(identifier, in: document),
      // An invalid value is the grammar rules' finding; an empty one says nothing, and
      // autocomplete-empty's fix writes the value asked for here.
      identifier.autocomplete.declaresNoPurpose || identifier.autocomplete?.fieldName != nil
        || identifier.autocomplete?.shape == .empty
    else { return nil }
    let value = identifier.autocomplete?.replacingFieldName(with: "username") ?? "username"
    return Entry(password: field, identifier: identifier, value: value)
  }
}
