import KeyboardTraits

/// A `pattern` that accepts only lower-case letters on a field iOS capitalises.
///
/// What it checks: a valid `pattern` whose matches can contain lower-case ASCII letters but no
/// upper-case ones (`[a-z]+`, `[a-z0-9_-]+`), on a field where iOS still capitalises (its
/// `autocapitalize`, or its form's, resolves to sentences, words or characters). Patterns with
/// a case-insensitive `(?i:…)` group are left alone, and so are the fields the identifier rules
/// already tell to turn capitalisation off, and a pattern no one checks (in an Angular form,
/// which Angular gives `novalidate`, on a field bound to no form control:
/// ``ConstraintValidation``).
/// Why: the first letter the user types comes out capitalised, so the value fails the pattern
/// unless the user notices and undoes the capital.
/// Example: `<input name="slug" pattern="[a-z0-9-]+">`.
/// Use instead: `<input name="slug" pattern="[a-z0-9\-]+" autocapitalize="none">`.
struct PatternLowercaseAutocapitalizedRule: FieldRule {
  static let description = RuleDescription(
    id: "pattern-lowercase-autocapitalized",
    name: "Lower-case Pattern Autocapitalized",
    summary: "A pattern that accepts only lower-case letters needs autocapitalize=\"none\".",
    rationale: "Safari on iOS capitalises the first letter typed into a text field, so a value"
      + " the pattern allows only in lower case fails validation as typed, and the user has to"
      + " find and undo the capital the keyboard added.",
    category: .patternAndConstraints,
    severity: .warning,
    basis: "WHATWG HTML §4.10.5.3.6 the pattern attribute (case-sensitive, v flag); WebKit"
      + " `_updateTextInputTraits:` and `HTMLFormControlElement::autocapitalizeType`"
      + " (docs/browsers/ios.md R5.1–R5.4)",
    triggeringExamples: [
      RuleExample(#"↓<input type="text" name="slug" pattern="[a-z0-9\-]+">"#),
      // Invalid only for the hyphen (pattern-invalid escapes it): judged as fixed.
      RuleExample(#"↓<input name="slug" pattern="[-a-z0-9]+">"#),
      RuleExample(#"↓<input name="slug" pattern="[a-z-]+">"#),
      RuleExample(#"<input name="tag" pattern="[a-z]+" ↓autocapitalize="words">"#),
      RuleExample(
        #"""
        <label for="secret">Secret Code: (lower case letters)</label>
        ↓<input id="secret" name="secret" type="text"
               pattern="[a-z]{4,8}">
        """#),
      RuleExample(#"<form autocapitalize="on">↓<input name="team" pattern="[a-z_]{3,}"></form>"#),
      // Angular's PatternValidator checks the pattern of a field bound with ngModel.
      RuleExample(
        #"""
        <form (ngSubmit)="save()">
          ↓<input name="slug" aria-label="Slug" [(ngModel)]="slug" pattern="[a-z0-9\-]+">
        </form>
        """#, syntax: .angular),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input name="slug" pattern="[a-z0-9\-]+" autocapitalize="none">"#),
      RuleExample(#"<input name="slug" pattern="[a-zA-Z0-9\-]+">"#),
      RuleExample(#"<input name="code" pattern="[A-Z]{3}">"#),
      RuleExample(#"<input name="zip" pattern="[0-9]{5}">"#),
      RuleExample(#"<input name="tag" pattern="(?i:[a-z]+)">"#),
      RuleExample(#"<input type="email" name="work_email" pattern=".+@example\.com">"#),
      RuleExample(#"<input type="url" name="site" pattern="https://[a-z.]+">"#),
      RuleExample(#"<form autocapitalize="none"><input name="slug" pattern="[a-z]+"></form>"#),
      // The identifier rules already say it (identifier-autocapitalize).
      RuleExample(#"<input type="text" name="username" pattern="[a-z0-9_]{3,16}">"#),
      RuleExample(
        #"""
        <form (ngSubmit)="save()">
          <input name="slug" aria-label="Slug" pattern="[a-z0-9\-]+">
        </form>
        """#, syntax: .angular),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.field.usesPattern, field.field.ios.typesLetters,
      ConstraintValidation.checksPattern(of: field, in: document),
      field.advice(in: document).typedIdentifier == nil,
      field.field.hasStandardValue(.autocapitalize),
      field.field.ios.autocapitalizationType != .none,
      let written = field.field[.pattern],
      let ast = Self.meantPattern(written), !Self.hasCaseInsensitiveGroup(ast)
    else { return [] }
    let alphabet = PatternAlphabet(ast)
    let lower = Self.asciiLetters(from: "a").contains(where: alphabet.canContain)
    let upper = Self.asciiLetters(from: "A").contains(where: alphabet.canContain)
    guard lower, !upper else { return [] }
    let message = Self.message(field.field, written, field.field.ios.autocapitalizationType)
    let fix = TypingAidFix.set("autocapitalize", to: "none", on: field.field)
    // The pattern rejects capitals: it declares what the field takes.
    return [
      field.finding(
        message, at: "autocapitalize",
        fix: fix.marked(FixSafetyPolicy.keyboardTraits(fix.edits, declared: true)))
    ]
  }
}

extension PatternLowercaseAutocapitalizedRule {
  /// The written pattern, else, when it is invalid only for a hyphen to escape, the one
  /// pattern-invalid's safe fix writes: judged as fixed, so fixing it first reveals nothing new.
  private static func meantPattern(_ written: String) -> PatternAST? {
    if case .success(let ast) = HTMLPattern.parse(written) { return ast }
    guard let fixed = PatternText.fixingEdgeHyphens(written),
      case .success(let ast) = HTMLPattern.parse(fixed)
    else { return nil }
    return ast
  }

  private static func asciiLetters(from first: Unicode.Scalar) -> [Unicode.Scalar] {
    (first.value..<(first.value + 26)).compactMap(Unicode.Scalar.init)
  }

  /// `(?i:…)` makes `[a-z]` match capitals too; the alphabet does not model it.
  private static func hasCaseInsensitiveGroup(_ ast: PatternAST) -> Bool {
    switch ast {
    case .group(.modifiers(let add, _), let inner):
      add.contains("i") || hasCaseInsensitiveGroup(inner)
    case .alternation(let items), .sequence(let items):
      items.contains(where: hasCaseInsensitiveGroup)
    case .lookaround(_, let inner), .quantified(let inner, _), .group(_, let inner):
      hasCaseInsensitiveGroup(inner)
    default: false
    }
  }

  fileprivate static func message(
    _ field: FormField, _ pattern: String, _ capitalisation: IOSAutocapitalizationType
  ) -> String {
    "\(field.tagSummary) has pattern=\(PatternAndStructureText.quoted(pattern)), which accepts "
      + "only lower-case letters, but iOS autocapitalizes it as "
      + "\(TypingAidText.capitalisation(capitalisation, sample: "abc")), which fails the "
      + "pattern; set autocapitalize=\"none\"."
  }
}
