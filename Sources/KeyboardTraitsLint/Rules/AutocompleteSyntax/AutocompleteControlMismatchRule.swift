import KeyboardTraits

/// Reports an autocomplete field name that the HTML standard does not allow on this control.
///
/// What it checks: each field name belongs to a control group (Text, Password, Tel, Numeric, …)
/// and each input type accepts only some groups; `type=search` is checked like `type=text`.
/// Why: the keyboard is tuned for one kind of data and autofill for another.
/// Example: `<input type="number" autocomplete="postal-code">`.
/// Use instead: `<input type="text" inputmode="numeric" autocomplete="postal-code">`.
struct AutocompleteControlMismatchRule: Rule {
  static let description = RuleDescription(
    id: "autocomplete-control-mismatch",
    name: "Autocomplete Control Mismatch",
    summary: "The autocomplete field name is not allowed on this type of control.",
    rationale: "The type picks one keyboard and the autocomplete token promises different data:"
      + " autofill may refuse to fill a field whose keyboard cannot type the value, or fill a"
      + " number spinner with a postal code that loses its leading zero.",
    category: .autocompleteSyntax,
    severity: .error,
    basis: "WHATWG HTML §4.10.18.7.1 autofill field names and control groups",
    triggeringExamples: [
      // The fix: type="text" inputmode="numeric" without max, which type=text ignores.
      RuleExample(#"<input type="number" name="otp" max="999999" ↓autocomplete="one-time-code">"#),
      RuleExample(#"<input type="number" name="pw" ↓autocomplete="new-password">"#),
      RuleExample(#"<input type="date" name="exp_month" ↓autocomplete="cc-exp-month">"#),
      RuleExample(#"<input type="number" name="zip" ↓autocomplete="postal-code">"#),
      RuleExample(#"<input type="tel" name="card" ↓autocomplete="cc-number" maxlength="19">"#),
      RuleExample(#"<input type="tel" name="email" ↓autocomplete="email">"#),
      // A card expiry keeps its phone pad: the fix is text with inputmode="tel".
      RuleExample(#"<input type="tel" name="exp" ↓autocomplete="cc-exp" placeholder="MM / YY">"#),
      // The Nu checker skips type=search; the standard does not.
      RuleExample(
        """
        <form action="/stores" method="get">
          <input type="search"
                 name="near"
                 ↓autocomplete="shipping street-address">
        </form>
        """),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input type="password" name="pw" autocomplete="new-password">"#),
      RuleExample(#"<input type="number" name="exp_month" autocomplete="cc-exp-month">"#),
      RuleExample(
        #"<input type="text" name="zip" inputmode="numeric" autocomplete="postal-code">"#),
      RuleExample(#"<input type="email" name="login" autocomplete="username">"#),
      RuleExample(#"<input type="tel" name="phone" autocomplete="mobile tel">"#),
      RuleExample(#"<input type="search" name="q" autocomplete="address-level2">"#),
      RuleExample(#"<textarea name="addr" autocomplete="street-address"></textarea>"#),
      RuleExample(#"<input type="hidden" name="country" autocomplete="country" value="DE">"#),
    ])

  func validate(_ document: LintDocument) -> [Finding] {
    AutocompleteSite.findings(.controlMismatch, in: document, message: Self.message)
  }
}

private extension AutocompleteControlMismatchRule {
  static func message(_ site: AutocompleteSite, _ problem: AutocompleteProblem) -> String {
    AutocompleteSite.sentence(
      "\(site.quoted) promises autofill data that its keyboard is not meant for, so autofill may"
        + " refuse to fill it", problem)
  }
}
