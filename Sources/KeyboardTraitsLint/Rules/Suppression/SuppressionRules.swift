import KeyboardTraits

extension RuleRegistry {
  /// Reports about inline suppression comments; the linter computes them after every other
  /// rule has run (``Suppressions/apply(to:in:linter:)``), so their `validate` finds nothing.
  static let suppressionRules: [any Rule.Type] = [
    UnusedSuppressionRule.self,
    InvalidSuppressionRule.self,
  ]
}
