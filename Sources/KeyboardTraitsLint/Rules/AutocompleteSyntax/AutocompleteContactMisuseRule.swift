import KeyboardTraits

/// Reports a contact token (`home`, `work`, `mobile`, `fax`, `pager`) before a field that takes
/// none.
///
/// What it checks: contact tokens may only precede `tel`, the `tel-*` parts, `email` and `impp`.
/// Why: `work name` is not a valid value, so the browser ignores all of it.
/// Example: `<input autocomplete="work organization">`.
/// Use instead: `<input autocomplete="organization">`.
struct AutocompleteContactMisuseRule: Rule {
  static let description = RuleDescription(
    id: "autocomplete-contact-misuse",
    name: "Autocomplete Contact Misuse",
    summary: "A contact token such as 'work' precedes a field name that takes none.",
    rationale: "Only phone numbers, email and instant-messaging addresses take home/work/mobile;"
      + " any other combination makes the browser ignore the value, so no autofill chip appears"
      + " above the keyboard.",
    category: .autocompleteSyntax,
    severity: .error,
    basis: "WHATWG HTML §4.10.18.7.1 autofill detail tokens (contact-capable field names)",
    triggeringExamples: [
      RuleExample(#"<input type="text" name="employer" ↓autocomplete="work organization">"#),
      RuleExample(#"<input type="text" name="name" ↓autocomplete="home name">"#),
      RuleExample(
        """
        <form action="/profile" method="post">
          <input name="office_zip" inputmode="numeric"
                 ↓autocomplete="section-office work postal-code">
        </form>
        """),
      RuleExample(#"<textarea name="addr" ↓autocomplete="home street-address"></textarea>"#),
      // Out of order as well, but the one answer is to remove it.
      RuleExample(#"<input ↓autocomplete="country work">"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input type="tel" name="work_phone" autocomplete="work tel">"#),
      RuleExample(#"<input type="email" name="home_email" autocomplete="home email">"#),
      RuleExample(#"<input type="text" name="ext" autocomplete="work tel-extension">"#),
      RuleExample(#"<input type="url" name="im" autocomplete="work impp">"#),
      RuleExample(#"<input type="text" name="employer" autocomplete="organization">"#),
      RuleExample(#"<input name="fax" autocomplete="fax tel">"#),
    ])

  func validate(_ document: LintDocument) -> [Finding] {
    AutocompleteSite.findings(.contactMisuse, in: document, message: Self.message)
  }
}

private extension AutocompleteContactMisuseRule {
  static func message(_ site: AutocompleteSite, _ problem: AutocompleteProblem) -> String {
    AutocompleteSite.sentence(
      "\(site.quoted) gets no autofill chip above the keyboard because browsers ignore a contact"
        + " token before a field that is not a phone, email or impp", problem)
  }
}
