import KeyboardTraits

/// `pattern` values that browsers cannot compile.
///
/// What it checks: the `pattern` of an input that uses one (text, search, tel, url, email,
/// password) is compiled as browsers do, first bare with the `v` flag (`new RegExp(pattern,
/// "v")`), and fails. A value that only compiles inside the `^(?:…)$` wrapper, such as
/// `a)|(b`, fails that first step.
/// Why: the browser logs an error and ignores the attribute, so the field is never validated and
/// the user gets no inline feedback. Since browsers switched to the `v` flag, `-`, `(`, `)`, `[`,
/// `]`, `{`, `}`, `/` and `|` must be escaped inside a class, and doubled punctuators such as
/// `&&` are reserved.
/// Example: `<input name="username" pattern="[a-z0-9._-]+">`.
/// Use instead: `<input name="username" pattern="[a-z0-9._\-]+">`.
struct PatternInvalidRule: FieldRule {
  static let description = RuleDescription(
    id: "pattern-invalid",
    name: "Pattern Invalid",
    summary: "A pattern must compile as a JavaScript regular expression with the v flag.",
    rationale: "Browsers compile pattern with the v (unicodeSets) flag and silently skip a "
      + "pattern that fails, so the phone accepts anything the user types and shows no inline "
      + "error until the server rejects the form.",
    category: .patternAndConstraints,
    severity: .error,
    basis: "WHATWG HTML §4.10.5.3.6 the pattern attribute (compiling a pattern attribute "
      + "regular expression: the bare value with the v flag, then wrapped); Chromium and WebKit "
      + "`BaseTextInputType` pattern mismatch; ECMAScript 2025 §22.2.1 patterns and early errors",
    triggeringExamples: [
      RuleExample(#"<input type="text" name="username" ↓pattern="[a-z0-9._-]+">"#),
      RuleExample(#"<input name="slug" ↓pattern="[-a-z0-9]+" required>"#),
      // The fix drops the redundant anchors too (one edit of the attribute, not two).
      RuleExample(#"<input type="text" name="bad" ↓pattern="^[a-z-]$">"#),
      RuleExample(
        #"""
        <form action="/signup">
          <input type="text"
                 name="handle"
                 autocomplete="username"
                 ↓pattern="[\w(]+">
        </form>
        """#),
      RuleExample(#"<input type="tel" name="phone" ↓pattern="[0-9 (+)]{7,}">"#),
      RuleExample(#"<input type="search" name="q" ↓pattern="(foo|bar">"#),
      RuleExample(#"<input type="password" name="pin" ↓pattern="[a-z&&0-9]">"#),
      // Compiled bare before it is wrapped, so it cannot close the `^(?:` group.
      RuleExample(#"<input name="code" ↓pattern="a)|(b">"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input type="text" name="username" pattern="[a-z0-9._\-]+">"#),
      RuleExample(#"<input name="zip" pattern="[0-9]{5}" inputmode="numeric">"#),
      RuleExample(#"<input type="tel" name="phone" pattern="[0-9 \(\+\)]{7,}">"#),
      RuleExample(#"<input type="email" name="email" pattern=".+@example\.com">"#),
      RuleExample(#"<input name="code" pattern="(a)|(b)">"#),
      RuleExample(#"<input type="text" name="ref" pattern="">"#),
      RuleExample(#"<input type="text" name="q" data-pattern="[a-z-]">"#),
      RuleExample(#"<input type="hidden" name="token" pattern="[a-z-]">"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.field.usesPattern, let pattern = field.field[.pattern],
      let error = HTMLPattern.validate(pattern)
    else { return [] }
    // The anchors go in the same edit when they are redundant (pattern-redundant-anchors):
    // two safe fixes on one attribute would collide.
    let fix = PatternText.fixingEdgeHyphens(pattern).map { escaped in
      PatternText.withoutAnchors(escaped)
        .flatMap { HTMLPattern.validate($0) == nil ? $0 : nil } ?? escaped
    }.map {
      Fix(
        summary: "Escape the hyphen: pattern=\"\($0)\"",
        edits: [
          .setValue(attribute: "pattern", value: $0)
        ], safety: .safe)
    }
    return [
      field.finding(Self.message(field.field, pattern, error), at: "pattern", fix: fix)
    ]
  }
}

extension PatternInvalidRule {
  fileprivate static func message(
    _ field: FormField, _ pattern: String, _ error: PatternSyntaxError
  ) -> String {
    "\(field.tagSummary) has pattern=\(PatternAndStructureText.quoted(pattern)), which browsers "
      + "cannot compile (column \(error.offset + 1) of the value: "
      + "\(PatternAndStructureText.clause(error.message))), so they ignore it and the user gets "
      + "no inline feedback; fix the expression."
  }
}
