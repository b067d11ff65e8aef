extension RuleRegistry {
  /// Catalogue §2e and §2f: pattern and constraints, labels and form structure, recovered markup.
  static let patternAndStructureRules: [any Rule.Type] = []
}
