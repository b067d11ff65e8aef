import KeyboardTraits

// Cost: linear in fields, labels and scanner notes for most rules: fields and controls are
// grouped by form once (`LintDocument.fields(ownedBy:)`), label-for-broken indexes names and ids
// once per page (edit distances only between ids of near length). form-dup-name and
// duplicate-attribute search the field's form or the fields before it per finding: O(F·f).

extension RuleRegistry {
  /// Catalogue §2e and §2f: pattern and constraints, labels and form structure, recovered markup.
  static let patternAndStructureRules: [any Rule.Type] = [
    // §2e Pattern and constraints
    PatternInvalidRule.self,
    PatternRedundantAnchorsRule.self,
    AttributeNotApplicableRule.self,
    CardPatternTooStrictRule.self,
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
