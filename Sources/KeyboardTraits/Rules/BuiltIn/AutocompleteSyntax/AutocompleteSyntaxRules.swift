extension RuleRegistry {
  /// Catalogue §2a: the WHATWG autocomplete grammar.
  static let autocompleteSyntaxRules: [any Rule.Type] = []
}
