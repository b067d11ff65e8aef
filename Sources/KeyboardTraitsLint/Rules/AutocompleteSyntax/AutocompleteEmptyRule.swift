import KeyboardTraits

/// Reports `autocomplete=""` or a value of only spaces.
///
/// What it checks: the attribute is present but has no tokens.
/// Why: it looks like a deliberate choice but gives no hint; browsers fall back to guessing
/// from the name and label, and on a `<form>` an empty value means `on`.
/// Example: `<input name="email" autocomplete="">`.
/// Use instead: a field name (`autocomplete="email"`), `off`, or no attribute at all.
struct AutocompleteEmptyRule: Rule {
  static let description = RuleDescription(
    id: "autocomplete-empty",
    name: "Autocomplete Empty",
    summary: "The autocomplete attribute is empty or only spaces.",
    rationale: "An empty value looks intentional but gives the browser no hint, so whether the"
      + " autofill chip appears above the keyboard is left to the browser's guess from the name"
      + " and label.",
    category: .autocompleteSyntax,
    severity: .warning,
    basis: "WHATWG HTML §4.10.18.7.1 autofill; Chrome DevTools"
      + " FormAutocompleteAttributeEmptyError",
    triggeringExamples: [
      // The fix writes what the purpose rules ask for: "username" before a password.
      RuleExample(
        """
        <form action="/login"><input type="email" name="email" ↓autocomplete="">
        <input type="password" name="pw" autocomplete="current-password"></form>
        """),
      RuleExample(#"<input type="email" name="email" ↓autocomplete="">"#),
      RuleExample(#"<input type="text" name="city" ↓autocomplete="   ">"#),
      RuleExample(#"<input name="nick" ↓autocomplete>"#),
      RuleExample(
        """
        <form action="/signup" method="post"
              ↓autocomplete="">
          <textarea name="bio"
                    ↓autocomplete=" "></textarea>
        </form>
        """),
      RuleExample(#"<select name="country" ↓autocomplete=""><option>DE</option></select>"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input type="email" name="email" autocomplete="email">"#),
      RuleExample(#"<input type="text" name="city">"#),
      RuleExample(#"<input type="text" name="q" autocomplete="off">"#),
      RuleExample(
        #"<form action="/signup" autocomplete="on"><textarea name="bio"></textarea></form>"#),
      RuleExample(#"<input type="text" name="empty_state" placeholder="">"#),
      // An empty value on a checkbox is autocomplete-not-applicable's finding.
      RuleExample(#"<input type="checkbox" name="terms" autocomplete="">"#),
    ])

  func validate(_ document: LintDocument) -> [Finding] {
    AutocompleteSite.findings(.empty, in: document, message: Self.message)
  }
}

private extension AutocompleteEmptyRule {
  static func message(_ site: AutocompleteSite, _ problem: AutocompleteProblem) -> String {
    let effect =
      site.control == .form
      ? "looks like it switches autofill off but does not"
      : "gives no autofill hint, so any chip above the keyboard is the browser's guess"
    return AutocompleteSite.sentence("\(site.quoted) \(effect)", problem)
  }
}
