import KeyboardTraits

// Cost: linear in fields, labels and scanner notes (fields and controls are grouped by form
// once, `LintDocument.fields(ownedBy:)`; form-dup-name reads each form's names once,
// `LintDocument.formFact`). label-for-broken indexes names and ids once per page; its typo hint
// compares a broken `for` with the page's ids by edit distance within a budget of 200,000
// comparisons per page, so thousands of broken labels cost O(F) and not O(L·F).
// duplicate-attribute and nested-form find each note's field or form by bisection over those in
// document order, O(N·log F); input-missing-label lists the fields named by labels CSS may fill
// once per page.

extension RuleRegistry {
  /// Catalogue §2e and §2f: pattern and constraints, labels and form structure, recovered markup.
  static let patternAndStructureRules: [any Rule.Type] = [
    // §2e Pattern and constraints
    PatternInvalidRule.self,
    PatternRedundantAnchorsRule.self,
    AttributeNotApplicableRule.self,
    CardPatternTooStrictRule.self,
    PatternLowercaseAutocapitalizedRule.self,
    PatternEscapedClassRule.self,
    // §2f Labels and form structure
    InputMissingLabelRule.self,
    LabelForBrokenRule.self,
    PlaceholderOnlyLabelRule.self,
    FieldOutsideFormRule.self,
    SearchFieldNeedsNameRule.self,
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
