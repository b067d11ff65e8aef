import KeyboardTraits

/// `enterkeyhint="previous"`, which iOS ignores.
///
/// What it checks: `enterkeyhint="previous"` (ASCII case-insensitive) on any field.
/// Why: WebKit parses the value but has no matching return key, so iOS falls back to the plain
/// return key, or Go/Search inside a form with an action.
/// Example: `<input name="street" enterkeyhint="previous">`.
/// Use instead: leave the hint out and let the accessory bar's arrows move back.
struct EnterKeyHintPreviousRule: FieldRule {
  static let description = RuleDescription(
    id: "enterkeyhint-previous",
    name: "Enter Key Hint Previous",
    summary: "enterkeyhint=\"previous\" is ignored on iOS.",
    rationale: "iOS has no Previous return key: the iPhone keyboard shows return (or Go, or "
      + "Search in a form with an action) instead, so users on iOS and Android see different "
      + "Enter keys for the same field.",
    category: .browserSource,
    severity: .note,
    basis: "WebKit `_updateTextInputTraits:` and TestWebKitAPI EnterKeyHintTests "
      + "(docs/browsers/ios.md R4.2)",
    triggeringExamples: [
      RuleExample(#"<input type="text" name="street" ↓enterkeyhint="previous">"#),
      RuleExample(
        #"""
        <form action="/checkout/address">
          <input name="city" autocomplete="address-level2"
                 ↓enterkeyhint="Previous">
        </form>
        """#),
      RuleExample(#"<textarea ↓enterkeyhint="previous" name="notes"></textarea>"#),
      RuleExample(#"<form action="/s"><input type="search" ↓enterkeyhint="previous"></form>"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input name="street" enterkeyhint="next">"#),
      RuleExample(#"<input name="prev" enterkeyhint="enter">"#),
      RuleExample(#"<input name="previous" value="previous" title="previous">"#),
      RuleExample(#"<input enterkeyhint="prev"><input enterkeyhint=" previous">"#),
    ],
    jsxScope: .provenSurroundings)

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.field.validEnterKeyHint == .previous else { return [] }
    // "enter" rather than no hint: without one, enterkeyhint-suggest may ask for another.
    let fix = Fix(
      summary: #"Set enterkeyhint="enter""#,
      edits: [.setValue(attribute: "enterkeyhint", value: "enter")])
    return [field.finding(Self.message(field.field), at: "enterkeyhint", fix: fix)]
  }
}

extension EnterKeyHintPreviousRule {
  fileprivate static func message(_ field: FormField) -> String {
    let key = field.ios.returnKeyType.label
    return "\(field.tagSummary) has enterkeyhint=\"previous\", which iOS ignores, so the "
      + "iPhone keyboard shows the \(key) key while other platforms may show Previous; use "
      + "\"enter\" or drop the hint and rely on the keyboard's navigation arrows."
  }
}
