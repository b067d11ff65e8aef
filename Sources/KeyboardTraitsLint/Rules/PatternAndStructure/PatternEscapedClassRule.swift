import KeyboardTraits

/// `pattern` values whose character class was escaped into literal text.
///
/// What it checks: a valid `pattern` on an input that uses one has a doubled backslash before a
/// class letter (`\\d`, `\\w`, `\\s`, upper case too) that no other letter follows, or before a
/// dot that starts a domain-like part (`\\.com`), or escaped brackets around a class (`\[0-9\]`).
/// A doubled backslash before other text (`C:\\Users`) is a wanted backslash.
/// Why: the attribute is not a JavaScript string, so `\\d` is a literal backslash followed by
/// the letter d; the field then rejects every value a user types and the form cannot be sent.
/// Example: `<input name="zip" pattern="\\d{5}">`.
/// Use instead: `<input name="zip" pattern="\d{5}">`.
/// On by default (an error): the field rejects every value a user types, so the form cannot be
/// sent; the fix is unsafe because it changes what the field accepts.
struct PatternEscapedClassRule: FieldRule {
  static let description = RuleDescription(
    id: "pattern-escaped-class",
    name: "Pattern Escaped Class",
    summary: "A pattern's character class was escaped into literal text, so it matches nothing "
      + "a user types.",
    rationale: "A pattern attribute is not a JavaScript string: `\\\\d` there is a backslash "
      + "followed by the letter d, and `\\[0-9\\]` the text [0-9]. The field then rejects "
      + "every real value, so the user sees an error they cannot fix and the form is not sent.",
    category: .patternAndConstraints,
    severity: .error,
    basis: "WHATWG HTML §4.10.5.3.6 the pattern attribute (the value itself is the regular "
      + "expression, compiled with the v flag); ECMAScript 2025 §22.2.1 IdentityEscape",
    triggeringExamples: [
      RuleExample(#"<input name="zip" inputmode="numeric" ↓pattern="\\d{5}">"#),
      RuleExample(#"<input type="tel" name="phone" ↓pattern="^\\d{3}-\\d{3}-\\d{4}$">"#),
      RuleExample(#"<input name="zip" inputmode="numeric" ↓pattern="\[0-9\]{5}">"#),
      RuleExample(#"<input type="email" name="email" ↓pattern="[^@]+@[a-z]+\\.[a-z]{2,}">"#),
      RuleExample(
        #"""
        <form action="/signup">
          <input type="text" name="handle"
                 ↓pattern="[a-z]\\w+">
        </form>
        """#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input name="zip" inputmode="numeric" pattern="\d{5}">"#),
      RuleExample(#"<input name="zip" inputmode="numeric" pattern="[0-9]{5}">"#),
      // A backslash the author wants: a Windows path or a DOMAIN\user account.
      RuleExample(#"<input name="folder" pattern="C:\\Users\\.+">"#),
      RuleExample(#"<input name="folder" pattern="[A-Z]:\\\\data\\.*">"#),
      RuleExample(#"<input name="account" pattern="[A-Z]+\\[a-z]+">"#),
      // Literal brackets around digits: "[123]".
      RuleExample(#"<input name="tag" pattern="\[[0-9]+\]">"#),
      RuleExample(#"<input type="hidden" name="zip" pattern="\\d{5}">"#),
      RuleExample(#"<input name="zip" data-pattern="\\d{5}">"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.field.usesPattern, let pattern = field.field[.pattern],
      let escaped = EscapedClassPattern(pattern)
    else { return [] }
    let fix = escaped.intended.map { intended in
      let edits: [Fix.Edit] =
        [.setValue(attribute: "pattern", value: intended)]
        + (Self.needsNumberPad(field, intended) ? FieldEditor(field).inputModeEdits("numeric") : [])
      return Fix(summary: Fix.summary(of: edits), edits: edits)
    }
    return [
      field.finding(Self.message(field.field, pattern, escaped), at: "pattern", fix: fix)
    ]
  }
}

extension PatternEscapedClassRule {
  /// Whether the intended pattern accepts only digits on a text field that does not get the
  /// Number pad: the fix adds the inputmode the digit rules would then ask for.
  fileprivate static func needsNumberPad(_ field: LintField, _ intended: String) -> Bool {
    guard field.field.element == "input", field.field.inputType == .text,
      field.field.validInputMode == nil, field.field.inputModeIsOpenToAdvice,
      case .success(let ast) = HTMLPattern.parse(intended)
    else { return false }
    return PatternAlphabet(ast).isOnlyASCIIDigits
  }

  fileprivate static func message(
    _ field: FormField, _ pattern: String, _ escaped: EscapedClassPattern
  ) -> String {
    let advice =
      escaped.intended.map { "write pattern=\(PatternAndStructureText.quoted($0))" }
      ?? "remove the escaping backslashes"
    return "\(field.tagSummary) has pattern=\(PatternAndStructureText.quoted(pattern)), in "
      + "which \(escaped.written) is \(escaped.meaning), not \(escaped.meant), so no value a "
      + "user types matches and the field is always invalid; \(advice)."
  }
}
