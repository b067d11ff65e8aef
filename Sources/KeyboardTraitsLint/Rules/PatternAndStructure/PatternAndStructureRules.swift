import KeyboardTraits

extension RuleRegistry {
  /// Catalogue §2e and §2f: pattern and constraints, labels and form structure, recovered markup.
  static let patternAndStructureRules: [any Rule.Type] = [
    // §2e Pattern and constraints
    PatternInvalidRule.self,
    PatternRedundantAnchorsRule.self,
    AttributeNotApplicableRule.self,
    CardPatternTooStrictRule.self,
    PatternLowercaseAutocapitalizedRule.self,
    // §2f Labels and form structure
    InputMissingLabelRule.self,
    LabelForBrokenRule.self,
    PlaceholderOnlyLabelRule.self,
    FieldOutsideFormRule.self,
    SplitCodeInputsRule.self,
    PasteBlockedRule.self,
    PreferNativeControlRule.self,
    FormDupNameRule.self,
    // Markup the scanner had to recover
    DuplicateAttributeRule.self,
    NestedFormRule.self,
    MarkupInRawTextRule.self,
  ]
}
