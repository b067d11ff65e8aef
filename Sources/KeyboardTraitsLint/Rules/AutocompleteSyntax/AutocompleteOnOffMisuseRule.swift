import KeyboardTraits

/// Reports `on`/`off` mixed with other tokens, `on`/`off` on `type=hidden`, and detail tokens on
/// a `<form>`.
///
/// What it checks: `on` and `off` stand alone; a hidden input names its data with a field name
/// (`off` there is left alone: Rails writes it on every hidden input its helpers render, to keep
/// Firefox from restoring a stale value after a reload); a `<form>` takes only `on` or `off`.
/// Why: browsers ignore `off email` entirely, and read `<form autocomplete="shipping">` as `on`.
/// Example: `<input autocomplete="off email">`, `<form autocomplete="username">`.
/// Use instead: `<input autocomplete="email">`, `<form autocomplete="off">`.
struct AutocompleteOnOffMisuseRule: Rule {
  static let description = RuleDescription(
    id: "autocomplete-onoff-misuse",
    name: "Autocomplete On/Off Misuse",
    summary: "'on' or 'off' is combined with other tokens, used on a hidden input, or a form has"
      + " detail tokens.",
    rationale: "Browsers ignore a value such as 'off email' entirely and read a form's invalid"
      + " value as 'on', so the author gets neither the autofill chip above the keyboard nor the"
      + " switched-off autofill they wrote.",
    category: .autocompleteSyntax,
    severity: .error,
    basis: "WHATWG HTML §4.10.18.7.1 autofill (on/off shape; the form element's autocomplete)",
    triggeringExamples: [
      // The fix keeps the detail tokens, as the message says.
      RuleExample(#"<input name="email" ↓autocomplete="off email">"#),
      RuleExample(#"<input type="email" name="email" ↓autocomplete="off email">"#),
      RuleExample(#"<input type="hidden" name="user_id" value="42" ↓autocomplete="on">"#),
      RuleExample(#"<form ↓autocomplete="username" action="/login"><input name="u"></form>"#),
      RuleExample(
        """
        <form action="/account" method="post"
              ↓autocomplete="off shipping">
          <input type="text" name="city" autocomplete="address-level2">
        </form>
        """),
      RuleExample(#"<input type="text" name="nick" ↓autocomplete="nickname on">"#),
      // Only the exact keyword switches a form's autofill off (WebKit and Blink
      // HTMLFormElement::shouldAutocomplete compare the whole value).
      RuleExample(#"<form ↓autocomplete=" off " action="/login"><input name="q"></form>"#),
      RuleExample(#"<form ↓autocomplete="off off" action="/login"><input name="q"></form>"#),
      RuleExample(#"<form ↓autocomplete="on off" action="/login"><input name="q"></form>"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input type="email" name="email" autocomplete="off">"#),
      RuleExample(#"<input type="hidden" name="user" value="ann" autocomplete="username">"#),
      RuleExample(#"<form autocomplete="off" action="/login"><input name="q"></form>"#),
      RuleExample(#"<form autocomplete="ON" action="/login"><input name="q"></form>"#),
      RuleExample(#"<input type="hidden" name="csrf" value="x1">"#),
      // What Rails' form helpers write on every hidden input (actionview token_tag,
      // method_tag, utf8_enforcer_tag, hidden_field_tag): Firefox then restores no stale value.
      RuleExample(
        #"""
        <form action="/posts/7" method="post">
          <input type="hidden" name="_method" value="patch" autocomplete="off">
          <input type="hidden" name="authenticity_token" value="k9x" autocomplete="off">
          <input type="text" name="post[title]" aria-label="Title">
        </form>
        """#),
      RuleExample(#"<input type="text" name="nick" autocomplete="nickname">"#),
    ])

  func validate(_ document: LintDocument) -> [Finding] {
    AutocompleteSite.findings(
      .onOffMisuse, in: document, skipping: \.isHiddenValueOptOut, message: Self.message)
  }
}

private extension AutocompleteOnOffMisuseRule {
  static func message(_ site: AutocompleteSite, _ problem: AutocompleteProblem) -> String {
    let effect: String
    if site.control == .form {
      effect = "is read as 'on' by browsers, so it switches nothing off"
    } else if site.control.isHidden {
      effect = "does not conform, and the hidden value carries no autofill field name"
    } else {
      effect = "gets no autofill chip above the keyboard because browsers ignore the whole value"
    }
    return AutocompleteSite.sentence("\(site.quoted) \(effect)", problem)
  }
}
