import ArgumentParser
import KeyboardTraits
import KeyboardTraitsLint
import KeyboardTraitsReport

/// `kbtraits rules`: lists every rule.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules", abstract: "List every lint rule with its severity and summary.")

  enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, markdown }

  @Option(help: "Output format: text, json or markdown (markdown is docs/rules.md).")
  var format: Format = .text

  func run() {
    let output = StandardOutput()
    switch format {
    case .text: output.write(RuleDocumentation.textList())
    case .json: output.write(RuleDocumentation.json().rendered() + "\n")
    case .markdown: output.write(RuleDocumentation.catalogueMarkdown())
    }
    output.flush()
  }
}

/// `kbtraits explain RULE-ID`: one rule's documentation with its examples.
struct ExplainCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain", abstract: "Explain one rule, with the HTML that triggers it and what to write instead.")

  @Argument(help: "The rule id, such as password-autocomplete.")
  var ruleID: String

  func validate() throws {
    guard RuleRegistry.rule(withID: ruleID) == nil else { return }
    let suggestion = RuleRegistry.nearestID(to: ruleID).map { " Did you mean '\($0)'?" } ?? ""
    throw ValidationError(
      "Unknown rule '\(ruleID)'.\(suggestion) Run `kbtraits rules` for the list.")
  }

  func run() {
    guard let rule = RuleRegistry.rule(withID: ruleID) else { return }
    print(RuleDocumentation.markdown(for: rule.description, headingLevel: 1))
  }

}
