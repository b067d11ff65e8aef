import KeyboardTraits

// Cost, for F fields of A attributes each: every rule reads each field's attributes and its
// purpose (classified once per field in `LintField`), O(F·A). The rules that compare a field with
// the others of its form (password-new-vs-current, password-autocomplete, username-autocomplete,
// autocomplete-section-needed) read each form once per page through `LintDocument.formFact`
// (its password fields, its first field per autofill key), so they stay linear: O(F). The
// account-name field of each password form (`AccountNames`) is found once per page, and each
// field's advice (`FieldAdvice`) once per field.

extension RuleRegistry {
  /// Catalogue §2b: autocomplete presence and purpose.
  static let autocompletePurposeRules: [any Rule.Type] = [
    PasswordAutocompleteRule.self,
    PasswordNewVsCurrentRule.self,
    UsernameAutocompleteRule.self,
    ChangePasswordNeedsUsernameRule.self,
    OTPAutocompleteRule.self,
    AutocompleteMissingKnownFieldRule.self,
    AutocompleteOffPersonalRule.self,
    FieldNeedsIDOrNameRule.self,
    CCCSCPasswordRule.self,
    CCCSCPhonePadRule.self,
    AutocompleteSectionNeededRule.self,
  ]
}
