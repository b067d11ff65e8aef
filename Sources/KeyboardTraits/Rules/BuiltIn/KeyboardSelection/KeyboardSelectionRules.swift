extension RuleRegistry {
  /// Catalogue §2c and the keyboard rules of §2g: type, inputmode and pattern.
  static let keyboardSelectionRules: [any Rule.Type] = []
}
