import KeyboardTraits

/// Suppression comments with an unknown rule id or keyword.
///
/// What it checks: comments that start with `kbtraits-`: the keyword must be one of
/// `kbtraits-disable-next-line`, `kbtraits-disable-line`, `kbtraits-disable`, `kbtraits-enable`,
/// and every rule id must exist.
/// Why: a misspelt id suppresses nothing, so the author believes a finding is handled while
/// it still fails the build, or worse, a later finding goes unnoticed.
/// Example: `<!-- kbtraits-disable-next-line input-mising-label -->`.
/// Use instead: the id `kbtraits rules` lists (the message suggests the nearest one).
struct InvalidSuppressionRule: Rule {
  static let description = RuleDescription(
    id: "invalid-suppression",
    name: "Invalid Suppression",
    summary: "A kbtraits suppression comment must use a known keyword and known rule ids.",
    rationale: "A misspelt rule id or directive suppresses nothing: the finding it was meant "
      + "to hide is still reported, and the comment misleads the next reader into thinking "
      + "the field's keyboard problem was reviewed.",
    category: .suppressions,
    severity: .warning,
    basis: "SwiftLint invalid_swiftlint_command; ESLint's report of unknown rules in "
      + "disable directives",
    triggeringExamples: [
      RuleExample(
        #"""
        <form action="/account">
          ↓<!-- kbtraits-disable-next-line input-mising-label -->
          <input type="email" name="email" autocomplete="email">
        </form>
        """#),
      RuleExample(
        #"""
        <form action="/account">
          ↓<!-- kbtraits-disable-nextline input-missing-label -->
          <input type="email" name="email" autocomplete="email">
        </form>
        """#),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        <form action="/account">
          <!-- kbtraits-disable-next-line input-missing-label -->
          <input type="email" name="email" autocomplete="email">
        </form>
        """#),
      RuleExample(
        #"""
        <!-- Checked with kbtraits: see the README. -->
        <form action="/account"><label>Email <input type="email" name="email"></label></form>
        """#),
    ])

  /// Nothing: ``Suppressions/apply(to:in:linter:)`` reports invalid directives.
  func validate(_ document: LintDocument) -> [Finding] { [] }
}
