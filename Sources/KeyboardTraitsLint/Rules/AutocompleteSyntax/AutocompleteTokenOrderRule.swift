import KeyboardTraits

/// Reports autocomplete tokens written out of the standard's order, or repeated.
///
/// What it checks: the order section → `shipping`/`billing` → contact → field name →
/// `webauthn`, each at most once.
/// Why: the autofill processing model reads the tokens from the end and gives up at the first
/// one out of place, so the whole value is ignored.
/// Example: `<input autocomplete="name billing">`.
/// Use instead: `<input autocomplete="billing name">`.
struct AutocompleteTokenOrderRule: Rule {
  static let description = RuleDescription(
    id: "autocomplete-token-order",
    name: "Autocomplete Token Order",
    summary: "Autocomplete tokens are out of the standard's order or repeated.",
    rationale: "Browsers ignore an autocomplete value whose tokens are out of order, so the"
      + " autofill chip above the keyboard never appears even though every token is valid.",
    category: .autocompleteSyntax,
    severity: .error,
    basis: "WHATWG HTML §4.10.18.7.1 autofill detail tokens (processing model, read from the"
      + " end)",
    triggeringExamples: [
      RuleExample(#"<input type="text" name="cardholder" ↓autocomplete="cc-name billing">"#),
      RuleExample(#"<input type="tel" name="cell" ↓autocomplete="mobile section-a tel">"#),
      RuleExample(#"<input name="zip" ↓autocomplete="shipping section-b postal-code">"#),
      RuleExample(
        """
        <form action="/ship" method="post">
          <input type="text"
                 name="ship_city"
                 ↓autocomplete="shipping billing address-level2">
        </form>
        """),
      RuleExample(#"<input type="email" name="mail" ↓autocomplete="email work">"#),
    ],
    nonTriggeringExamples: [
      // 'work' cannot go before 'country' at all: contact-misuse says remove it, not move it.
      RuleExample(#"<input autocomplete="country work">"#),
      RuleExample(#"<input type="text" name="cardholder" autocomplete="billing cc-name">"#),
      RuleExample(#"<input type="tel" name="cell" autocomplete="section-a mobile tel">"#),
      RuleExample(#"<input name="zip" autocomplete="section-b shipping postal-code">"#),
      RuleExample(#"<input type="text" name="user" autocomplete="section-x username webauthn">"#),
      RuleExample(#"<input name="city" autocomplete="Shipping Address-Level2">"#),
      // Unknown tokens are autocomplete-unknown-token's finding, not an order problem.
      RuleExample(#"<input name="addr" autocomplete="shipping address-line-1">"#),
    ])

  func validate(_ document: LintDocument) -> [Finding] {
    AutocompleteSite.findings(.tokenOrder, in: document, message: Self.message)
  }
}

private extension AutocompleteTokenOrderRule {
  static func message(_ site: AutocompleteSite, _ problem: AutocompleteProblem) -> String {
    AutocompleteSite.sentence(
      "\(site.quoted) gets no autofill chip above the keyboard because browsers ignore a value"
        + " whose tokens are out of order", problem)
  }
}
