import KeyboardTraits

// Cost: O(F·A) for F fields of A attributes; attribute-typo compares unknown names by edit
// distance with the fixed attribute table. enterkeyhint-suggest, secret-spellcheck and
// implicit-submission-blocked need facts about the field's whole form (its keyboard fields, a
// show-password toggle, its submit button); each form is read once per page
// (`LintDocument.formFact`), so they stay O(F).

extension RuleRegistry {
  /// Catalogue §2d and the typing-aid rules of §2g: autocapitalize, autocorrect, spellcheck,
  /// enterkeyhint, writingsuggestions, attribute typos.
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
    ReactBooleanAttributeRule.self,
    CodeFieldTypingAidsRule.self,
    CodeInlinePredictionsRule.self,
  ]
}
