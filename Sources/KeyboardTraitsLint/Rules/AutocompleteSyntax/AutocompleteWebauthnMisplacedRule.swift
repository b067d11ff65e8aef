import KeyboardTraits

/// Reports `webauthn` that is not the last token, stands alone, or sits on a `<select>`.
///
/// What it checks: `webauthn` comes once, after a field name, on an `<input>` or `<textarea>`.
/// Why: a misplaced `webauthn` invalidates the value, so the passkey suggestion never shows.
/// Example: `<input autocomplete="webauthn username">`.
/// Use instead: `<input autocomplete="username webauthn">`.
struct AutocompleteWebauthnMisplacedRule: Rule {
  static let description = RuleDescription(
    id: "autocomplete-webauthn-misplaced",
    name: "Autocomplete WebAuthn Misplaced",
    summary: "The 'webauthn' token is not last, stands alone, or is on a select.",
    rationale: "Conditional passkey sign-in needs 'webauthn' after the field name; otherwise the"
      + " browser ignores the value and the passkey sheet above the keyboard never appears.",
    category: .autocompleteSyntax,
    severity: .error,
    basis: "WHATWG HTML §4.10.18.7.1 autofill detail tokens; WebAuthn conditional mediation",
    triggeringExamples: [
      RuleExample(#"<input type="text" name="user" ↓autocomplete="webauthn username">"#),
      RuleExample(#"<input type="email" name="login" ↓autocomplete="webauthn">"#),
      RuleExample(#"<select name="account" ↓autocomplete="username webauthn"></select>"#),
      RuleExample(
        """
        <form action="/session" method="post">
          <input type="password" name="password"
                 ↓autocomplete="webauthn current-password"
                 required>
        </form>
        """),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input type="text" name="user" autocomplete="username webauthn">"#),
      RuleExample(#"<input type="password" name="pw" autocomplete="current-password webauthn">"#),
      RuleExample(#"<textarea name="note" autocomplete="section-a username webauthn"></textarea>"#),
      RuleExample(#"<select name="account" autocomplete="username"></select>"#),
      RuleExample(#"<input type="text" name="webauthn_name" autocomplete="nickname">"#),
    ])

  func validate(_ document: LintDocument) -> [Finding] {
    AutocompleteSite.findings(.webauthnMisplaced, in: document, message: Self.message)
  }
}

private extension AutocompleteWebauthnMisplacedRule {
  static func message(_ site: AutocompleteSite, _ problem: AutocompleteProblem) -> String {
    AutocompleteSite.sentence(
      "\(site.quoted) shows no passkey suggestion above the keyboard because browsers ignore a"
        + " misplaced 'webauthn'", problem)
  }
}
