import KeyboardTraits

/// Suppression comments that hide nothing.
///
/// What it checks: each `kbtraits-disable-next-line`, `kbtraits-disable-line` and
/// `kbtraits-disable` comment, per rule id, against the findings of the rules that ran; and each
/// `kbtraits-enable` against an open range.
/// Why: a suppression that outlived its finding hides the next real problem on that line.
/// Example: `<!-- kbtraits-disable-next-line input-missing-label -->` above a labelled field.
/// Use instead: remove the comment, or the ids that no longer match.
struct UnusedSuppressionRule: Rule {
  static let description = RuleDescription(
    id: "unused-suppression",
    name: "Unused Suppression",
    summary: "A kbtraits-disable comment must suppress at least one finding.",
    rationale: "A suppression that no longer matches a finding is dead weight, and it silently "
      + "hides the next real problem on that line, such as a field that stops opening the "
      + "email keyboard after an edit. Directives are only reported for rules that ran.",
    category: .suppressions,
    severity: .warning,
    basis: "ESLint --report-unused-disable-directives; html-validate no-unused-disable; "
      + "SwiftLint superfluous_disable_command",
    triggeringExamples: [
      RuleExample(
        #"""
        <form action="/account">
          ↓<!-- kbtraits-disable-next-line input-missing-label -- labelled by the legend -->
          <label>Email <input type="email" name="email" autocomplete="email"></label>
        </form>
        """#),
      RuleExample(
        #"""
        <form action="/account">
          ↓<!-- kbtraits-disable-next-line -->
          <label>Email <input type="email" name="email" autocomplete="email"></label>
        </form>
        """#),
      RuleExample(
        #"""
        <form action="/search">
          <label>Query <input type="search" name="q"></label>
          ↓<!-- kbtraits-enable input-missing-label -->
        </form>
        """#),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        <form action="/account">
          <!-- kbtraits-disable-next-line input-missing-label -- the image is the label -->
          <input type="email" name="email" autocomplete="email">
        </form>
        """#),
      RuleExample(
        #"""
        <form action="/account">
          <!-- kbtraits-disable input-missing-label -->
          <input type="email" name="email" autocomplete="email">
          <!-- kbtraits-enable input-missing-label -->
        </form>
        """#),
      RuleExample(
        #"""
        <form action="/account">
          <input type="email" name="email" autocomplete="email"> <!-- kbtraits-disable-line -->
        </form>
        """#),
    ])

  /// Nothing: ``Suppressions/apply(to:in:linter:)`` reports unused directives once every
  /// other rule has run.
  func validate(_ document: LintDocument) -> [Finding] { [] }
}
