import KeyboardTraits

// Cost: linear, O(F·A) for F fields of A attributes. A rule that proposes a fix recomputes that
// one field's traits after the edit (Android's Enter key reads the fields after it once, O(F)
// per fix); patterns are parsed in time linear in their length.

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
