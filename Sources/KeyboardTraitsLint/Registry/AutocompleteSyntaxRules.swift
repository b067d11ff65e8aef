import KeyboardTraits

// Cost: linear. Each field's and form's `autocomplete` is parsed and checked once (the problems
// are shared by the ten rules through `AutocompleteSite` and `CheckedAutocomplete`);
// suggestions are edit distances against the fixed token table, O(T·L²) per unknown token of
// length L.

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
