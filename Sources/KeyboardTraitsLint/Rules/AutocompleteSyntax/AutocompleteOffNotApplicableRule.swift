import KeyboardTraits

/// Reports `autocomplete="off"` on checkboxes, radios and buttons, where the standard does not
/// allow the attribute.
///
/// What it checks: `autocomplete="off"` on a `checkbox`, `radio`, `submit`, `image`, `reset` or
/// `button` input. Every other value there is `autocomplete-not-applicable`'s.
/// Why: the HTML standard lists `autocomplete` among the attributes that must not be specified
/// on these types, so validators report it; Firefox alone reads it, to stop restoring the
/// checked or disabled state after a reload (Mozilla bug 654072), which is why Bootstrap's
/// toggle buttons carry it. A note, and in the strict preset: the author may keep it for Firefox.
/// Example: `<input type="checkbox" name="remember" autocomplete="off">`.
/// Use instead: `<input type="checkbox" name="remember">`, unless Firefox's state restoring is
/// the problem it solves.
struct AutocompleteOffNotApplicableRule: Rule {
  static let description = RuleDescription(
    id: "autocomplete-off-not-applicable",
    name: "Autocomplete Off Not Applicable",
    summary: "autocomplete=\"off\" is not allowed on checkboxes, radios and buttons.",
    rationale: "No phone offers autofill on these controls, and the standard forbids the"
      + " attribute there; only Firefox reads 'off', to keep a reload from restoring the"
      + " checked or disabled state. Keep it only where that restoring is a problem.",
    category: .autocompleteSyntax,
    severity: .note,
    isEnabledByDefault: false,
    basis: "WHATWG HTML §4.10.5.1.15–21 (checkbox, radio, submit, image, reset and button"
      + " states: autocomplete 'must not be specified'; whatwg/html#1894); Mozilla bug 654072",
    triggeringExamples: [
      RuleExample(#"<input type="checkbox" name="remember" ↓autocomplete="off">"#),
      RuleExample(
        #"""
        <div class="btn-group" role="group">
          <input type="radio" class="btn-check" name="view" id="grid"
                 ↓autocomplete="OFF">
          <label class="btn" for="grid">Grid</label>
        </div>
        """#),
      RuleExample(#"<input type="submit" value="Pay" ↓autocomplete="off">"#),
      RuleExample(#"<input type="image" src="go.png" alt="Go" ↓autocomplete="off">"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input type="checkbox" name="remember">"#),
      // Other values there are autocomplete-not-applicable's.
      RuleExample(#"<input type="checkbox" name="newsletter" autocomplete="on">"#),
      RuleExample(#"<input type="text" name="coupon" autocomplete="off">"#),
      RuleExample(#"<button type="submit" name="go" autocomplete="off">Go</button>"#),
      RuleExample(#"<input type="file" name="avatar" autocomplete="off">"#),
    ])

  // Checked at the source: the WHATWG checkbox, radio, file, submit, image, reset and button
  // states list `autocomplete` among the attributes that "must not be specified and do not
  // apply" (whatwg/html#1894 asks to add it for checkboxes; the W3C markup reference's
  // input.checkbox attribute set, dev.w3.org/html5/markup/input.checkbox.html, has none).
  func validate(_ document: LintDocument) -> [Finding] {
    AutocompleteSite.all(in: document).compactMap { site in
      guard site.isFirefoxStateOptOut,
        !site.problems(.notApplicable).isEmpty
      else { return nil }
      // No fix: removing the value brings back Firefox's state restoring, which the author
      // may have written it to stop.
      return site.finding(Self.message(site), suggestion: nil)
    }
  }
}

private extension AutocompleteOffNotApplicableRule {
  static func message(_ site: AutocompleteSite) -> String {
    "\(site.tagSummary) has autocomplete=\"\(site.rawValue)\", which the HTML standard does not"
      + " allow on this type and no phone uses; only Firefox reads it, to stop restoring the"
      + " state after a reload, so remove it unless that is what it is there for."
  }
}
