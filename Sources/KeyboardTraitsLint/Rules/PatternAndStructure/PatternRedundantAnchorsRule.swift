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
      // Without anchors iOS reads \d* as its Number pad pattern: the fix adds inputmode too.
      RuleExample(#"<input name="pin" ↓pattern="^\d*$" maxlength="4">"#),
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
      RuleExample(#"<input name="zip" inputmode="numeric" pattern="^\\d{5}$">"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.field.usesPattern, let pattern = field.field[.pattern],
      HTMLPattern.validate(pattern) == nil,
      // An escaped class (pattern-escaped-class): that fix rewrites the value, anchors included.
      EscapedClassPattern(pattern) == nil
    else { return [] }
    let leading = PatternText.hasLeadingAnchor(pattern)
    let trailing = PatternText.hasTrailingAnchor(pattern)
    guard leading || trailing, let stripped = PatternText.withoutAnchors(pattern) else { return [] }
    // Removing an anchor from a valid pattern keeps it valid; check rather than assume.
    guard HTMLPattern.validate(stripped) == nil else {
      return [Self.finding(field, pattern, leading: leading, trailing: trailing, stripped, nil)]
    }
    // iOS gives the Number pad for exactly [0-9]* or \d*: stripping the anchors into one of
    // those changes the keyboard, so the fix adds the inputmode the digit rules ask for; the
    // digits-only pattern declares it, so the fix stays safe (fix policy (c)).
    let becomesDigitPad =
      IOSTraitResolver.isDigitPadPattern(stripped) && !IOSTraitResolver.isDigitPadPattern(pattern)
      && field.field.inputType == .text && !field.field.has(.inputmode)
    let edits: [Fix.Edit] =
      [.setValue(attribute: "pattern", value: stripped)]
      + (becomesDigitPad ? FieldEditor(field).inputModeEdits("numeric") : [])
    let fix = Fix(
      summary: "Remove the anchors: pattern=\"\(stripped)\""
        + (becomesDigitPad ? #" with inputmode="numeric""# : ""),
      edits: edits, safety: .safe)
    return [Self.finding(field, pattern, leading: leading, trailing: trailing, stripped, fix)]
  }

  private static func finding(
    _ field: LintField, _ pattern: String, leading: Bool, trailing: Bool, _ stripped: String,
    _ fix: Fix?
  ) -> Finding {
    let inputMode = fix?.edits.contains { $0.phrase.hasPrefix("Set inputmode") } == true
    return field.finding(
      Self.message(field.field, pattern, leading: leading, trailing: trailing, stripped)
        + (inputMode
          ? " Without them iOS reads it as its Number pad pattern, which Android ignores: add "
            + "inputmode=\"numeric\" too." : ""),
      at: "pattern", fix: fix)
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
