import KeyboardTraits

/// Reports autocomplete where it does nothing: on checkboxes, radios, file pickers and buttons,
/// and field names on colour, range and time pickers.
///
/// What it checks: the attribute on `checkbox`, `radio`, `file`, `submit`, `image`, `reset`,
/// `button` inputs, and any field name on `color`, `range`, `time`, `week`, `datetime-local`.
/// `autocomplete="off"` on checkboxes, radios and buttons is `autocomplete-off-not-applicable`'s
/// (a strict note): Firefox reads it to stop restoring their checked or disabled state after a
/// reload (Mozilla bug 654072).
/// Why: a dead attribute suggests autofill that never happens.
/// Example: `<input type="time" autocomplete="bday">`.
/// Use instead: remove the attribute, or write `off` on the picker.
struct AutocompleteNotApplicableRule: Rule {
  static let description = RuleDescription(
    id: "autocomplete-not-applicable",
    name: "Autocomplete Not Applicable",
    summary: "The autocomplete attribute or its field name has no effect on this control.",
    rationale: "Checkboxes, radios, buttons and file pickers take no autofill, and colour, range"
      + " and time pickers take no field name, so the attribute promises an autofill chip that"
      + " never appears.",
    category: .autocompleteSyntax,
    severity: .warning,
    basis: "WHATWG HTML §4.10.18.7.1 autofill (which controls take the attribute)",
    triggeringExamples: [
      RuleExample(#"<input type="checkbox" name="newsletter" ↓autocomplete="on">"#),
      RuleExample(
        #"<input type="radio" name="title" value="mr" ↓autocomplete="honorific-prefix">"#),
      RuleExample(#"<input type="file" name="avatar" ↓autocomplete="off">"#),
      RuleExample(#"<input type="time" name="birth_time" ↓autocomplete="bday">"#),
      RuleExample(
        """
        <form action="/prefs" method="post">
          <input type="color" name="fav"
                 ↓autocomplete="section-a nickname">
          <input type="submit" value="Save" ↓autocomplete="on">
        </form>
        """),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input type="checkbox" name="remember" autocomplete="off">"#),
      RuleExample(#"<button type="submit" name="go" autocomplete="off">Go</button>"#),
      RuleExample(#"<input type="submit" value="Pay" autocomplete="off">"#),
      RuleExample(#"<input type="time" name="alarm" autocomplete="off">"#),
      RuleExample(#"<input type="range" name="volume" autocomplete="on">"#),
      RuleExample(#"<input type="checkbox" name="phone_verified">"#),
      RuleExample(#"<input type="date" name="dob" autocomplete="bday">"#),
      RuleExample(#"<input type="month" name="exp" autocomplete="cc-exp">"#),
    ])

  func validate(_ document: LintDocument) -> [Finding] {
    AutocompleteSite.all(in: document).compactMap { site in
      guard let problem = site.problems(.notApplicable).first,
        !site.isFirefoxStateOptOut
      else { return nil }
      guard let suggestion = problem.suggestion else {
        return site.finding(
          Self.message(site, problem), fix: site.fallbackFix(for: problem, in: document))
      }
      return site.finding(Self.message(site, problem), suggestion: suggestion)
    }
  }
}

private extension AutocompleteNotApplicableRule {
  static func message(_ site: AutocompleteSite, _ problem: AutocompleteProblem) -> String {
    AutocompleteSite.sentence(
      "\(site.quoted) never gets an autofill chip, so the attribute is dead here", problem)
  }
}
