import KeyboardTraits

// Cost: O(F·A) for F fields of A attributes, patterns parsed in time linear in their length.
// A rule proposing a type or inputmode fix recomputes that field's traits after the edit;
// Android's Enter key for it is read from the page's next-field search, built once per page on
// the first such fix (`SharedDocument.traits(forEdited:)`), so fixes stay O(1) each.

extension RuleRegistry {
  /// Catalogue §2c and the keyboard rules of §2g: type, inputmode and pattern.
  static let keyboardSelectionRules: [any Rule.Type] = [
    NumberForIdentifierRule.self,
    EmailNotEmailKeyboardRule.self,
    TelNotTelKeyboardRule.self,
    URLNotURLKeyboardRule.self,
    NumericTextWithoutInputModeRule.self,
    InputModeInvalidRule.self,
    InputModeConflictRule.self,
    InputModeNoneRule.self,
    AmountNeedsDecimalRule.self,
    PatternDigitHackRule.self,
    InputTypeUnknownRule.self,
    ImplicitInputTypeRule.self,
    PatternNotNumericPadRule.self,
    InputModeIgnoredOnAndroidRule.self,
    PlatformDivergenceRule.self,
    InputModeMultilineOnAndroidRule.self,
    PasswordInputModeNumericRule.self,
  ]
}
