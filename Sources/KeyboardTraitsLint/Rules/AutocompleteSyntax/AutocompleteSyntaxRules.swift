import KeyboardTraits

extension RuleRegistry {
  /// Catalogue §2a: the WHATWG autocomplete grammar.
  static let autocompleteSyntaxRules: [any Rule.Type] = [
    AutocompleteUnknownTokenRule.self,
    AutocompleteTokenOrderRule.self,
    AutocompleteFieldCountRule.self,
    AutocompleteContactMisuseRule.self,
    AutocompleteControlMismatchRule.self,
    AutocompleteWebauthnMisplacedRule.self,
    AutocompleteOnOffMisuseRule.self,
    AutocompleteEmptyRule.self,
    AutocompleteNotApplicableRule.self,
    AutocompleteOffNotApplicableRule.self,
    AutocompleteFakeOffRule.self,
  ]
}
