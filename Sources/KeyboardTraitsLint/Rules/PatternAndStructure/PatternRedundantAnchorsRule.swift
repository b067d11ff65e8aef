import KeyboardTraits

/// `pattern` values that start with `^` or end with `$`.
///
/// What it checks: a valid `pattern` on an input that uses one begins with a `^` or ends with an
/// unescaped `$`.
/// Why: browsers already anchor the pattern to the whole value (`^(?:` + pattern + `)$`), so the
/// anchors do nothing; they suggest the pattern matches part of the value, and they mislead
/// whoever edits it next.
/// Example: `<input name="zip" pattern="^[0-9]{5}$">`.
/// Use instead: `<input name="zip" pattern="[0-9]{5}">`.
struct PatternRedundantAnchorsRule: FieldRule {
  static let description = RuleDescription(
    id: "pattern-redundant-anchors",
    name: "Pattern Redundant Anchors",
    summary: "A pattern need not start with ^ or end with $, as it always matches the whole "
      + "value.",
    rationale: "The phone checks the pattern against everything the user typed whether or not "
      + "it has anchors, so ^ and $ change nothing for the user and only make the rule harder "
      + "to read and to copy into inputmode or maxlength advice.",
    category: .patternAndConstraints,
    severity: .note,
    basis: "WHATWG HTML §4.10.5.3.6 the pattern attribute (a value that compiles bare is then "
      + "compiled as ^(?:pattern)$)",
    triggeringExamples: [
      RuleExample(#"<input name="zip" inputmode="numeric" ↓pattern="^[0-9]{5}$">"#),
      RuleExample(#"<input type="text" name="username" ↓pattern="^[a-z0-9_]+">"#),
      RuleExample(#"<input type="tel" name="phone" ↓pattern="\+?[0-9 ]{7,15}$">"#),
      RuleExample(
        #"""
        <form action="/verify">
          <input type="text" name="code"
                 autocomplete="one-time-code"
                 ↓pattern="^\d{6}$" inputmode="numeric">
        </form>
        """#),
      RuleExample(#"<input type="text" name="price" ↓pattern="[0-9.]+\\$">"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input name="zip" inputmode="numeric" pattern="[0-9]{5}">"#),
      RuleExample(#"<input type="text" name="price" pattern="[0-9.]+\$">"#),
      RuleExample(#"<input type="text" name="caret" pattern="[\^a-z]+">"#),
      RuleExample(#"<input type="text" name="tag" pattern="[^$]+">"#),
      RuleExample(#"<input type="number" name="qty" pattern="^[0-9]+$">"#),
      RuleExample(#"<input type="text" name="bad" pattern="^[a-z-]$">"#),
      RuleExample(#"<input type="text" name="q" data-pattern="^abc$">"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.usesPattern, let pattern = field.field.attribute("pattern"),
      HTMLPattern.validate(pattern) == nil
    else { return [] }
    let leading = PatternText.hasLeadingAnchor(pattern)
    let trailing = PatternText.hasTrailingAnchor(pattern)
    guard leading || trailing else { return [] }
    var scalars = Array(pattern.unicodeScalars)
    if trailing { scalars.removeLast() }
    if leading { scalars.removeFirst() }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    let stripped = String(view)
    // Removing an anchor from a valid pattern keeps it valid; check rather than assume.
    let fix =
      HTMLPattern.validate(stripped) == nil
      ? Fix(
        summary: "Remove the anchors: pattern=\"\(stripped)\"",
        edits: [
          .setValue(attribute: "pattern", value: stripped)
        ]) : nil
    return [
      field.finding(
        Self.message(field.field, pattern, leading: leading, trailing: trailing, stripped),
        at: "pattern", fix: fix)
    ]
  }
}

extension PatternRedundantAnchorsRule {
  fileprivate static func message(
    _ field: FormField, _ pattern: String, leading: Bool, trailing: Bool, _ stripped: String
  ) -> String {
    let anchors = leading && trailing ? "^ and $ are" : leading ? "^ is" : "$ is"
    return "\(field.tagSummary) has pattern=\(PatternAndStructureText.quoted(pattern)), but "
      + "browsers already match the pattern against the whole value, so \(anchors) redundant; "
      + "write pattern=\(PatternAndStructureText.quoted(stripped))."
  }
}
