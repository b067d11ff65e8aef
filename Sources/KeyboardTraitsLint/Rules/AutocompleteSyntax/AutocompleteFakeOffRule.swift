import KeyboardTraits

/// Reports made-up values meant to switch autofill off (`none`, `false`, `nope`, `disabled`).
///
/// What it checks: a value none of whose tokens is, or is one edit from, a standard token.
/// Why: what a browser does with an unknown value is unspecified (Chrome autofills anyway where
/// it recognises the field), and the field loses any standard purpose.
/// Example: `<input name="email" autocomplete="nope">`.
/// Use instead: `autocomplete="off"`, or the field name when the data is the user's own.
struct AutocompleteFakeOffRule: Rule {
  static let description = RuleDescription(
    id: "autocomplete-fake-off",
    name: "Autocomplete Fake Off",
    summary: "An invented autocomplete value such as 'nope' or 'false' stands in for 'off'.",
    rationale: "Browsers ignore an invented value, and what happens next is browser-specific:"
      + " some still show the autofill chip above the keyboard, and the field loses the standard"
      + " purpose that assistive tools need for personal data (WCAG 1.3.5).",
    category: .autocompleteSyntax,
    severity: .warning,
    basis: "WHATWG HTML §4.10.18.7.1 autofill; WCAG 2.2 SC 1.3.5 Identify Input Purpose",
    triggeringExamples: [
      // On the user's own data the fix names the field ("email"), not "off"
      // (autocomplete-off-personal); on a sign-in password, "current-password".
      RuleExample(#"<input type="email" name="email" ↓autocomplete="nope">"#),
      RuleExample(
        """
        <form action="/login"><input name="username" autocomplete="username">
        <input type="password" name="pw" ↓autocomplete="nope"></form>
        """),
      RuleExample(#"<input type="email" name="email" ↓autocomplete="nope">"#),
      RuleExample(#"<input type="text" name="promo_code" ↓autocomplete="false">"#),
      RuleExample(#"<input type="text" name="city" ↓autocomplete="disabled" required>"#),
      RuleExample(
        """
        <form ↓autocomplete="none" action="/search">
          <input type="text" name="q"
                 ↓autocomplete="xoff-7f3a">
        </form>
        """),
      RuleExample(#"<textarea name="message" ↓autocomplete="no"></textarea>"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input type="email" name="email" autocomplete="off">"#),
      RuleExample(#"<input type="text" name="promo_code" autocomplete="OFF">"#),
      RuleExample(#"<form autocomplete="off" action="/search"><input name="q"></form>"#),
      RuleExample(#"<input type="text" name="city" autocomplete="address-level2">"#),
      // A near miss is a typo (autocomplete-unknown-token), not an attempt at off.
      RuleExample(#"<input type="tel" name="phone" autocomplete="phone">"#),
      RuleExample(#"<input type="checkbox" name="agree" autocomplete="nope">"#),
      // Real tokens joined by a comma are a typo of `work email` (autocomplete-unknown-token).
      RuleExample(#"<input type="email" name="work_email" autocomplete="work,email">"#),
    ])

  func validate(_ document: LintDocument) -> [Finding] {
    AutocompleteSite.all(in: document).compactMap { site in
      guard let problem = site.problems(.offLike).first else { return nil }
      // 'off' on a password or on the user's own data earns password-autocomplete's or
      // autocomplete-off-personal's finding: such a field gets the name they ask for.
      let value =
        site.field.map { Self.value(for: $0, at: site, in: document) }
        ?? problem.suggestion
      return site.finding(Self.message(site, problem), suggestion: value)
    }
  }

  /// The value for a field: what the purpose rules ask for, else 'off'. Nil for a password
  /// whose kind cannot be told (a person picks current or new).
  static func value(
    for field: LintField, at site: AutocompleteSite, in document: LintDocument
  ) -> String? {
    let advice = field.advice(in: document)
    if let value = advice.autocomplete { return value }
    if field.field.inputType == .password { return nil }
    if advice.isPersonal, let token = advice.fieldName { return token }
    return site.problems(.offLike).first?.suggestion
  }
}

private extension AutocompleteFakeOffRule {
  static func message(_ site: AutocompleteSite, _ problem: AutocompleteProblem) -> String {
    let effect =
      site.control == .form
      ? "does not reliably switch off the autofill chip above the keyboard for the form's fields"
      : "does not reliably stop the autofill chip above the keyboard and gives the field no"
        + " standard purpose"
    return AutocompleteSite.sentence("\(site.quoted) \(effect)", problem)
  }
}
