extension RuleRegistry {
  /// Catalogue §2b: autocomplete presence and purpose.
  static let autocompletePurposeRules: [any Rule.Type] = []
}
