import KeyboardTraits

// Cost: linear in fields, labels and scanner notes for most rules (fields and controls are
// grouped by form once, `LintDocument.fields(ownedBy:)`). Not linear: label-for-broken indexes
// names and ids once per page, but its typo hint compares each broken `for` with every id of near
// length, O(L·F) edit distances; form-dup-name scans the field's form per field, O(F·f) for forms
// of f fields; duplicate-attribute looks for each note's field among the fields, O(N·F).

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
