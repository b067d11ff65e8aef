import KeyboardTraits

// Cost: O(D·S) for D findings and S suppression scopes on the page: `Suppressions.apply` checks
// each finding against every scope (pages carry few directives, so S is small).

extension RuleRegistry {
  /// Reports about inline suppression comments; the linter computes them after every other
  /// rule has run (``Suppressions/apply(to:in:linter:)``), so their `validate` finds nothing.
  static let suppressionRules: [any Rule.Type] = [
    UnusedSuppressionRule.self,
    InvalidSuppressionRule.self,
  ]
}
