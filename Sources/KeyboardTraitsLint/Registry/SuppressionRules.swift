import KeyboardTraits

// Cost: `Suppressions.apply` checks each of D findings against the line scopes of its own
// line and its field's line (indexed by line once: O(S + lines covered)) and against every
// range scope (`disable` … `enable`): O(D·R) for R range scopes, which pages carry few of.
// A page with a `disable-next-line` above every field stays linear.

extension RuleRegistry {
  /// Reports about inline suppression comments; the linter computes them after every other
  /// rule has run (``Suppressions/apply(to:in:linter:)``), so their `validate` finds nothing.
  static let suppressionRules: [any Rule.Type] = [
    UnusedSuppressionRule.self,
    InvalidSuppressionRule.self,
  ]
}
