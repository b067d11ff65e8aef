import KeyboardTraitsLint
import KeyboardTraitsReport

/// `kbtraits explain`'s run: one rule's documentation, with its examples, as Markdown.
struct ExplainFrontend: Frontend {
  /// A rule id the registry knows (the command checks it).
  let ruleID: String

  func run() -> RunOutcome {
    guard let rule = RuleRegistry.rule(withID: ruleID) else { return .success }
    print(RuleDocumentation.markdown(for: rule.description, headingLevel: 1))
    return .success
  }
}
