import KeyboardTraits

extension FieldAdvice {
  /// The purpose `field`'s `autocomplete` names, if it names one, else the classifier's single
  /// best guess.
  static func declaredOrGuessedPurpose(of field: LintField) -> FieldPurpose? {
    AutocompleteFieldName(field.field.attribute("autocomplete"))?.purpose
      ?? field.purpose.primary
  }

  /// The `autocomplete` value the purpose calls for on `field`: what the account-name field
  /// should say, the kind of a password, else the field name its words point to.
  static func autocomplete(
    for field: LintField, account: AccountNames.Entry?, identifiedFieldName: String?,
    in document: LintDocument
  ) -> String? {
    if let account, field.field.takesAutocomplete(account.value) { return account.value }
    if field.field.inputType == .password {
      return PasswordForm(around: field, in: document).expectedKind(of: field)?.rawValue
    }
    return identifiedFieldName
  }

  /// Whether a field's data is the user's own, read once for the facts that need it: not
  /// someone else's by its words, not a search box, not a combobox.
  struct OwnData {
    private let field: LintField
    /// The best-guess purpose of an editable field.
    private let purpose: FieldPurpose?
    private let isAboutSomeoneElse: Bool
    private let isSearchLike: Bool

    init(_ field: LintField) {
      self.field = field
      purpose = field.field.isEditable ? field.purpose.primary : nil
      isAboutSomeoneElse = purpose != nil && OtherPersonWords.mentioned(by: field.field)
      isSearchLike = purpose != nil && Self.isSearchLike(field)
    }

    /// `fieldName` when the field's name, id or label point to its purpose, on an editable
    /// field for the user's own data that is not a search box.
    func identifiedFieldName(_ fieldName: String?) -> String? {
      guard let purpose, field.purpose.isIdentified(as: purpose), !isAboutSomeoneElse,
        !isSearchLike
      else { return nil }
      return fieldName
    }

    /// Whether the field asks for the user's own personal data, which autofill should fill.
    var isPersonal: Bool {
      guard let purpose, field.field.isTextControl || field.field.element == "select",
        Self.personal.contains(purpose)
      else { return false }
      return !isAboutSomeoneElse && !isSearchLike && !isCombobox
    }

    /// The purposes that are the user's own personal data.
    private static let personal: Set<FieldPurpose> = [
      .email, .tel, .givenName, .familyName, .fullName, .additionalName, .streetAddress, .city,
      .region, .postalCode, .country,
    ]

    /// Whether the field is a search box by its type, keyboard, Enter key or words: a town typed
    /// to find a store is a query, not the user's address.
    private static func isSearchLike(_ field: LintField) -> Bool {
      let markup = field.field
      return markup.ios.elementType == .search || markup.validInputMode == .search
        || markup.validEnterKeyHint == .search || field.purpose.has(.search)
    }

    /// A combobox draws its own suggestion list, which browser autofill would cover.
    private var isCombobox: Bool {
      let role = field.field.attribute("role")?.asciiLowercased().split(separator: " ") ?? []
      let list = field.field.attribute("aria-autocomplete").map {
        String($0.trimmingHTMLWhitespace()).asciiLowercased()
      }
      return role.contains("combobox") || list == "list" || list == "both"
    }
  }
}
