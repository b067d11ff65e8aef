import KeyboardTraits

extension RuleRegistry {
  /// Catalogue §2d and the typing-aid rules of §2g: autocapitalize, autocorrect, spellcheck,
  /// enterkeyhint, attribute typos.
  static let typingAidRules: [any Rule.Type] = [
    // §2d
    IdentifierAutocapitalizeRule.self,
    AutocapitalizeNoEffectRule.self,
    IdentifierAutocorrectRule.self,
    SecretSpellcheckRule.self,
    TypingAidInvalidValueRule.self,
    NameAutocapitalizeWordsRule.self,
    EnterKeyHintInvalidRule.self,
    EnterKeyHintSuggestRule.self,
    // §2g
    AttributeTypoRule.self,
    TypingAidFalseRule.self,
    SearchKeyNeedsFormActionRule.self,
    EnterKeyHintPreviousRule.self,
    LoginFormTextareaRule.self,
    EnterKeyHintIgnoredOnAndroidRule.self,
    ImplicitSubmissionBlockedRule.self,
    AutocapitalizeNumericKeypadRule.self,
    CodeFieldTypingAidsRule.self,
  ]
}
