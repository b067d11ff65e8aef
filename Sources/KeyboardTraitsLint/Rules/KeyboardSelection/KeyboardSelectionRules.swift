import KeyboardTraits

// Cost: O(F·A) for F fields of A attributes, patterns parsed in time linear in their length,
// except for fixes: a rule proposing a type or inputmode fix recomputes that field's traits after
// the edit, and Android's Enter key rebuilds the page's next-field search for it, O(F) per fix,
// so O(F²) on a page where every field gets such a fix.

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
