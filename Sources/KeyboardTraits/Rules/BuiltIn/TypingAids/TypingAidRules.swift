extension RuleRegistry {
  /// Catalogue §2d and the typing-aid rules of §2g: autocapitalize, autocorrect, spellcheck,
  /// enterkeyhint, attribute typos.
  static let typingAidRules: [any Rule.Type] = []
}
