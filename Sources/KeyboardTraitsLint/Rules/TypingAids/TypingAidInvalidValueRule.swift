import KeyboardTraits

/// `autocapitalize`, `autocorrect` or `spellcheck` with a value outside its keywords.
///
/// What it checks: the three attributes on fields and forms. `autocapitalize` takes `off`,
/// `none`, `on`, `sentences`, `words`, `characters` (not `""`); `autocorrect` takes `on`,
/// `off`, `""`;
/// `spellcheck` takes `true`, `false`, `""` (all ASCII case-insensitive, not trimmed). The
/// false-like values `typing-aid-false` reports (`autocorrect="false"`) are left to it.
/// Why: browsers do not reject the value, they read it as something else: an unknown
/// autocapitalize is sentences, an unknown autocorrect is on, an unknown spellcheck is skipped.
/// Example: `<input autocapitalize="word">`.
/// Use instead: `<input autocapitalize="words">`.
struct TypingAidInvalidValueRule: Rule {
  static let description = RuleDescription(
    id: "typing-aid-invalid-value",
    name: "Typing Aid Invalid Value",
    summary: "autocapitalize, autocorrect and spellcheck must use their standard keywords.",
    rationale: "An unknown value is not ignored but read as a default: iOS capitalises the "
      + "first letter for any unknown autocapitalize, keeps autocorrect on for any value but "
      + "'off', and spell-checks when spellcheck is neither 'true' nor 'false', so the keyboard "
      + "does the opposite of what the author wrote.",
    category: .typingAids,
    severity: .error,
    basis: "WHATWG HTML §6.8.5 and §6.8.7; WebKit `autocapitalizeTypeForAttributeValue`, "
      + "`shouldAutocorrect`, `spellcheckAttributeState` (docs/browsers/ios.md R5.3, R6.3, R7.1)",
    triggeringExamples: [
      RuleExample(#"<input type="text" name="nickname" ↓autocapitalize="word">"#),
      RuleExample(#"<input name="username" ↓autocorrect="disabled" autocapitalize="none">"#),
      RuleExample(#"<textarea name="bio" ↓spellcheck="no"></textarea>"#),
      RuleExample(
        #"""
        <form action="/signup" ↓autocapitalize="sentence">
          <input name="username"
                 ↓autocorrect="nope" ↓spellcheck="flase">
        </form>
        """#),
      RuleExample(#"<div contenteditable ↓autocapitalize=" none "></div>"#),
      // No empty keyword: WebKit reads it as missing, but it conforms to nothing.
      RuleExample(#"<input name="handle" ↓autocapitalize="" autocorrect="" spellcheck="">"#),
      RuleExample(#"<input name="handle" ↓autocapitalize autocorrect spellcheck>"#),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        <input autocapitalize="none" autocorrect="off" spellcheck="false">
        <input autocapitalize="WORDS" autocorrect="ON" spellcheck="True">
        <input autocorrect="" spellcheck="">
        <input autocorrect spellcheck>
        """#),
      RuleExample(#"<input name="username" autocorrect="false" autocapitalize="no">"#),
      RuleExample(#"<form autocapitalize="characters"><input name="ref"></form>"#),
      RuleExample(#"<input autocomplete="nope" inputmode="latin" data-spellcheck="maybe">"#),
      RuleExample(#"<input type="email" autocapitalize="off">"#),
    ])

  func validate(_ document: LintDocument) -> [Finding] {
    TypingAidAttributeSite.all(in: document) { TypingAidAttribute.named($0) != nil }
      .compactMap { site in
        guard let kind = TypingAidAttribute.named(site.attribute.name) else { return nil }
        let value = site.attribute.value
        guard !kind.isKeyword(value), !kind.isFalseLike(value) else { return nil }
        let correction = kind.correction(for: value)
        let fix = correction.map {
          Fix(
            summary: "Set \(kind.rawValue)=\"\($0)\"",
            edits: [.setValue(attribute: site.attribute.name, value: $0)], safety: .safe)
        }
        return site.finding(
          Self.message(site, kind: kind, correction: correction), fix: fix)
      }
  }
}

extension TypingAidInvalidValueRule {
  fileprivate static func message(
    _ site: TypingAidAttributeSite, kind: TypingAidAttribute, correction: String?
  ) -> String {
    let written = "\(kind.rawValue)=\"\(site.attribute.value)\""
    let effect: String
    switch kind {
    case .autocapitalize where site.attribute.value.isEmpty:
      effect =
        "which is not a keyword (WebKit reads it as no value, so the field follows its form's "
        + "autocapitalize, else sentences)"
    case .autocapitalize:
      effect =
        site.field == nil
        ? "which browsers read as sentences for every field that inherits it"
        : "which browsers read as sentences (and which stops the field inheriting its form's "
          + "value), so iOS capitalises the first letter"
    case .autocorrect:
      effect = "which WebKit reads as on, so iOS keeps autocorrecting"
    case .spellcheck:
      effect =
        "which browsers skip, so spell checking follows the enclosing elements (on by "
        + "default)"
    }
    let advice =
      correction.map { "use \(kind.rawValue)=\"\($0)\"" }
      ?? "use one of \(kind.keywords.filter { !$0.isEmpty }.sorted().joined(separator: ", "))"
    return "\(site.summary) has \(written), \(effect); \(advice)."
  }
}
