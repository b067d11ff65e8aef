import KeyboardTraits

/// Reports an autocomplete token that is not in the HTML standard's vocabulary.
///
/// What it checks: every token of `autocomplete` on a field or a `<form>` must be a section,
/// `shipping`/`billing`, a contact token, one of the 54 field names, `webauthn`, `on` or `off`.
/// Why: one unknown token makes the browser drop the whole value, so the field gets no autofill.
/// Example: `<input autocomplete="shipping address-line-1">`.
/// Use instead: the nearest standard token, `<input autocomplete="shipping address-line1">`.
struct AutocompleteUnknownTokenRule: Rule {
  static let description = RuleDescription(
    id: "autocomplete-unknown-token",
    name: "Autocomplete Unknown Token",
    summary: "An autocomplete token is not in the HTML standard's vocabulary.",
    rationale: "The browser drops the whole autocomplete value when one token is unknown, so the"
      + " autofill chip above the keyboard never appears and the user types everything by hand.",
    category: .autocompleteSyntax,
    severity: .error,
    basis: "WHATWG HTML §4.10.18.7.1 autofill detail tokens; rules.md autocomplete grammar",
    triggeringExamples: [
      RuleExample(#"<input type="text" name="addr1" ↓autocomplete="shipping address-line-1">"#),
      RuleExample(#"<input type="tel" name="phone" ↓autocomplete="phone">"#),
      RuleExample(#"<input type="text" name="zip" ↓autocomplete="zip" inputmode="numeric">"#),
      RuleExample(
        """
        <form action="/checkout" method="post">
          <label for="fn">First name</label>
          <input id="fn" name="first"
                 ↓autocomplete="billing firstname"
                 required>
        </form>
        """),
      RuleExample(
        #"<textarea name="street" ↓autocomplete="shipping street_address"></textarea>"#),
      RuleExample(#"<form ↓autocomplete="shiping" action="/cart"><input name="q"></form>"#),
      // Commas for spaces: a list of real tokens, repaired to `work email`.
      RuleExample(#"<input type="email" name="work_email" ↓autocomplete="work,email">"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input type="text" name="addr1" autocomplete="shipping address-line1">"#),
      RuleExample(#"<input type="tel" name="phone" autocomplete="MOBILE TEL">"#),
      RuleExample(#"<input name="zip" autocomplete="section-home billing postal-code">"#),
      RuleExample(#"<input type="email" name="login" autocomplete="username webauthn">"#),
      RuleExample(#"<input name="nick" autocomplete="off">"#),
      // Off-like junk is autocomplete-fake-off's business, not a typo.
      RuleExample(#"<input name="promo_code" autocomplete="nope">"#),
      RuleExample(#"<input type="checkbox" name="phone_verified" autocomplete="off">"#),
      RuleExample(#"<div contenteditable="true" autocomplete="zip">Notes</div>"#),
    ])

  func validate(_ document: LintDocument) -> [Finding] {
    AutocompleteSite.findings(.unknownToken, in: document, message: Self.message)
  }
}

private extension AutocompleteUnknownTokenRule {
  static func message(_ site: AutocompleteSite, _ problem: AutocompleteProblem)
    -> String
  {
    AutocompleteSite.sentence(
      "\(site.quoted) gets no autofill chip above the keyboard because browsers drop a value"
        + " with an unknown token", problem)
  }
}
