import KeyboardTraits

/// Reports an autocomplete value with no field name, or with more than one.
///
/// What it checks: a value of detail tokens names exactly one field (`postal-code`, `tel`).
/// Why: `shipping` alone says nothing to fill, and `email tel` asks for two things at once;
/// browsers ignore both.
/// Example: `<input autocomplete="email tel">`.
/// Use instead: one field name per control, `<input type="email" autocomplete="email">`.
struct AutocompleteFieldCountRule: Rule {
  static let description = RuleDescription(
    id: "autocomplete-field-count",
    name: "Autocomplete Field Count",
    summary: "An autocomplete value has no field name, or more than one.",
    rationale: "A value such as 'shipping' alone or 'email tel' names no single field, so browsers"
      + " ignore it and no autofill chip appears above the keyboard.",
    category: .autocompleteSyntax,
    severity: .error,
    basis: "WHATWG HTML §4.10.18.7.1 autofill detail tokens (exactly one field name)",
    triggeringExamples: [
      RuleExample(#"<input type="text" name="ship_addr" ↓autocomplete="shipping">"#),
      RuleExample(#"<input type="text" name="contact" ↓autocomplete="email tel">"#),
      RuleExample(#"<input name="phone" ↓autocomplete="section-a mobile">"#),
      RuleExample(
        """
        <form action="/signup" method="post">
          <input type="text" name="fullname"
                 ↓autocomplete="given-name family-name"
                 required>
        </form>
        """),
      RuleExample(#"<select name="country" ↓autocomplete="billing"></select>"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input type="text" name="ship_addr" autocomplete="shipping address-line1">"#),
      RuleExample(#"<input type="email" name="contact" autocomplete="email">"#),
      RuleExample(#"<input name="phone" autocomplete="section-a mobile tel">"#),
      RuleExample(#"<input name="fullname" autocomplete="name">"#),
      RuleExample(#"<input name="nickname" autocomplete="on">"#),
      // A lone webauthn is autocomplete-webauthn-misplaced's finding.
      RuleExample(#"<input name="user" autocomplete="webauthn">"#),
    ])

  func validate(_ document: LintDocument) -> [Finding] {
    AutocompleteSite.findings(.fieldCount, in: document, message: Self.message)
  }
}

private extension AutocompleteFieldCountRule {
  static func message(_ site: AutocompleteSite, _ problem: AutocompleteProblem) -> String {
    AutocompleteSite.sentence(
      "\(site.quoted) gets no autofill chip above the keyboard because browsers ignore a value"
        + " that does not name exactly one field", problem)
  }
}
