import KeyboardTraits

extension RuleRegistry {
  /// Catalogue §2b: autocomplete presence and purpose.
  static let autocompletePurposeRules: [any Rule.Type] = [
    PasswordAutocompleteRule.self,
    PasswordNewVsCurrentRule.self,
    UsernameAutocompleteRule.self,
    OTPAutocompleteRule.self,
    AutocompleteMissingKnownFieldRule.self,
    AutocompleteOffPersonalRule.self,
    FieldNeedsIDOrNameRule.self,
    CCCSCPasswordRule.self,
    CCCSCPhonePadRule.self,
    AutocompleteSectionNeededRule.self,
  ]
}
