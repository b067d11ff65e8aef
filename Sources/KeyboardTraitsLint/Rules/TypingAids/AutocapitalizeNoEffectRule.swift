import KeyboardTraits

/// `autocapitalize` on a field type that browsers never capitalise.
///
/// What it checks: an `autocapitalize` attribute with a standard value on `type=email`, `url`
/// or `password`.
/// Why: WebKit forces autocapitalization off on those types whatever the attribute says, and the
/// HTML standard says the attribute does not apply to them; it is noise.
/// Example: `<input type="email" autocapitalize="off">`.
/// Use instead: `<input type="email">`.
struct AutocapitalizeNoEffectRule: FieldRule {
  static let description = RuleDescription(
    id: "autocapitalize-no-effect",
    name: "Autocapitalize No Effect",
    summary: "autocapitalize has no effect on email, URL and password fields.",
    rationale: "The keyboard for type=email, type=url and type=password never capitalises, "
      + "whatever autocapitalize says (iOS forces autocapitalization none there), so the "
      + "attribute only adds noise and suggests the field type is not doing its job.",
    category: .typingAids,
    severity: .note,
    basis: "WebKit `_updateTextInputTraits:` (docs/browsers/ios.md R5.1); WHATWG HTML "
      + "§6.8.7 autocapitalization; MDN autocapitalize",
    triggeringExamples: [
      RuleExample(#"<input type="email" name="email" ↓autocapitalize="off">"#),
      RuleExample(#"<input type="url" ↓autocapitalize="none" name="site">"#),
      RuleExample(
        #"""
        <form action="/signin">
          <input type="password" name="pw"
                 autocomplete="current-password" ↓autocapitalize="sentences">
        </form>
        """#),
      RuleExample(#"<input type="EMAIL" ↓autocapitalize="words">"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input type="text" name="username" autocapitalize="none">"#),
      RuleExample(#"<input type="email" name="email">"#),
      // An empty value is no keyword: typing-aid-invalid-value reports it.
      RuleExample(#"<input type="EMAIL" autocapitalize>"#),
      RuleExample(#"<input type="text" inputmode="email" autocapitalize="none">"#),
      RuleExample(#"<input type="tel" autocapitalize="none">"#),
      RuleExample(#"<form autocapitalize="none"><input type="email"></form>"#),
      RuleExample(#"<input type="email" autocapitalize="false">"#),
      RuleExample(#"<textarea autocapitalize="sentences"></textarea>"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard let value = field.field[.autocapitalize],
      TypingAidAttribute.autocapitalize.isKeyword(value), field.field.ignoresAutocapitalize,
      let type = field.field.inputType
    else { return [] }
    return [
      field.finding(
        Self.message(field.field, value: value, type: type), at: "autocapitalize",
        fix: Fix(
          summary: "Remove autocapitalize", edits: [.remove(attribute: "autocapitalize")],
          safety: FixSafetyPolicy.removingIgnored(from: field.field)))
    ]
  }
}

extension AutocapitalizeNoEffectRule {
  fileprivate static func message(_ field: FormField, value: String, type: InputType) -> String {
    "\(field.tagSummary) has autocapitalize=\"\(value)\", but browsers never capitalise "
      + "type=\(type.rawValue) fields (iOS always uses autocapitalization none there); "
      + "remove the attribute."
  }
}
