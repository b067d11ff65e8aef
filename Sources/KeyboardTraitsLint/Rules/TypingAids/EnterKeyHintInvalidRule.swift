import KeyboardTraits

/// `enterkeyhint` with a value outside its keywords.
///
/// What it checks: `enterkeyhint` on a field whose value is not `enter`, `done`, `go`, `next`,
/// `previous`, `search` or `send` (ASCII case-insensitive, not trimmed).
/// Why: browsers ignore an unknown value, so the Enter key keeps its default label.
/// Example: `<input enterkeyhint="submit">`.
/// Use instead: `<input enterkeyhint="go">`.
struct EnterKeyHintInvalidRule: FieldRule {
  static let description = RuleDescription(
    id: "enterkeyhint-invalid",
    name: "Enter Key Hint Invalid",
    summary: "enterkeyhint must be one of enter, done, go, next, previous, search, send.",
    rationale: "An unknown enterkeyhint is dropped, so the iPhone keyboard shows its plain "
      + "return key (or Go inside a form with an action) instead of the label the author "
      + "chose.",
    category: .typingAids,
    severity: .error,
    basis: "WHATWG HTML §6.8.8 enterkeyhint; WebKit `enterKeyHintForAttributeValue` "
      + "(docs/browsers/ios.md R4.1–R4.3)",
    triggeringExamples: [
      RuleExample(#"<input type="text" name="q" ↓enterkeyhint="submit">"#),
      RuleExample(#"<input name="city" ↓enterkeyhint="nxet" autocomplete="address-level2">"#),
      RuleExample(
        #"""
        <form action="/checkout/pay">
          <input name="cc-number" inputmode="numeric"
                 ↓enterkeyhint="return">
        </form>
        """#),
      RuleExample(#"<textarea name="message" ↓enterkeyhint=" send "></textarea>"#),
      RuleExample(#"<div contenteditable ↓enterkeyhint=""></div>"#),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        <input enterkeyhint="enter"><input enterkeyhint="done"><input enterkeyhint="go">
        <input enterkeyhint="next"><input enterkeyhint="previous">
        <input enterkeyhint="search"><input enterkeyhint="SEND">
        """#),
      RuleExample(#"<input name="q" data-enterkeyhint="submit" inputmode="search">"#),
      RuleExample(#"<form enterkeyhint="submit"><input name="q"></form>"#),
      RuleExample(#"<input name="enterkeyhint" value="submit">"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard let value = field.field[.enterkeyhint], field.field.validEnterKeyHint == nil
    else { return [] }
    let correction = Self.correction(for: value)
    return [
      field.finding(
        Self.message(field.field, value: value, correction: correction), at: "enterkeyhint",
        fix: correction.map {
          Fix(
            summary: "Set enterkeyhint=\"\($0)\"",
            edits: [.setValue(attribute: "enterkeyhint", value: $0)], safety: .safe)
        })
    ]
  }

  /// The keyword an invalid value obviously stands for, if there is one.
  static func correction(for value: String) -> String? {
    let trimmed = String(value.trimmingHTMLWhitespace()).asciiLowercased()
    // "previous" is no correction to offer: iOS ignores it (enterkeyhint-previous).
    let candidates = EnterKeyHintValue.allCases.map(\.rawValue).filter { $0 != "previous" }
    if candidates.contains(trimmed) { return trimmed }
    if trimmed == "return" { return "enter" }
    guard trimmed.count >= 4 else { return nil }
    return EditDistance.nearest(to: trimmed, in: candidates, maxDistance: 2)
  }
}

extension EnterKeyHintInvalidRule {
  fileprivate static func message(_ field: FormField, value: String, correction: String?)
    -> String
  {
    let key = field.ios.returnKeyType.label
    let advice =
      correction.map { "use enterkeyhint=\"\($0)\"" }
      ?? "use one of enter, done, go, next, search, send"
    return "\(field.tagSummary) has enterkeyhint=\"\(value)\", which browsers ignore, so the "
      + "iPhone keyboard shows the \(key) key; \(advice)."
  }
}
