import KeyboardTraits

extension FieldAdvice {
  /// The purpose `field`'s `autocomplete` names, if it names one, else the classifier's single
  /// best guess.
  static func declaredOrGuessedPurpose(of field: LintField) -> FieldPurpose? {
    AutocompleteFieldName(field.field[.autocomplete])?.purpose
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
      // An "OTP" on a password field is a one-time code, not a password of either kind.
      if field.purpose.primary == .oneTimeCode { return "one-time-code" }
      return PasswordForm(around: field, in: document).expectedKind(of: field, in: document)?
        .rawValue
    }
    return identifiedFieldName
  }

  /// The field name `field`'s own name, id or label ask for, and whether it asks for the
  /// user's own personal data; both need the data to be the user's own (not someone else's by
  /// its words or its form's, not a search box), which is read only when one of them may hold.
  /// A box of a split phone number asks for its part (`tel-area-code`).
  static func ownData(
    of field: LintField, fieldName: String?, phoneNumberBox: SplitPhoneNumber.Part?,
    in document: LintDocument
  ) -> (identifiedFieldName: String?, isPersonal: Bool) {
    if let phoneNumberBox, field.field.isEditable, !OtherPersonWords.mentioned(by: field.field),
      !OtherPersonForm.says(field, in: document)
    {
      return (phoneNumberBox.fieldName, true)
    }
    guard field.field.isEditable, let purpose = field.purpose.primary else { return (nil, false) }
    let isIdentified = field.purpose.isIdentified(as: purpose)
    let mayBePersonal =
      personal.contains(purpose)
      && (field.field.isTextControl || field.field.element == "select") && !isCombobox(field)
    guard isIdentified || mayBePersonal, !OtherPersonWords.mentioned(by: field.field),
      !isSearchLike(field), !field.field.holdsAddressList,
      !OtherPersonForm.says(field, in: document)
    else { return (nil, false) }
    return (isIdentified ? fieldName : nil, mayBePersonal)
  }

  /// The purposes that are the user's own personal data.
  private static let personal: Set<FieldPurpose> = [
    .email, .tel, .givenName, .familyName, .fullName, .additionalName, .streetAddress, .city,
    .region, .postalCode, .country,
  ]

  /// Whether the field is a search box by its type, keyboard, Enter key or words: a town typed
  /// to find a store is a query, not the user's address.
  private static func isSearchLike(_ field: LintField) -> Bool {
    field.field.ios.elementType == .search || field.field.validInputMode == .search
      || field.field.validEnterKeyHint == .search || field.purpose.has(.search)
  }

  /// A combobox draws its own suggestion list, which browser autofill would cover.
  private static func isCombobox(_ field: LintField) -> Bool {
    let role = field.field[.role]?.asciiLowercased().split(separator: " ") ?? []
    let list = field.field[.ariaAutocomplete].map {
      String($0.trimmingHTMLWhitespace()).asciiLowercased()
    }
    return role.contains("combobox") || list == "list" || list == "both"
  }
}
