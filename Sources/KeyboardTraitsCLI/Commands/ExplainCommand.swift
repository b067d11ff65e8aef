import ArgumentParser
import KeyboardTraitsLint

/// `kbtraits explain RULE-ID`: one rule's documentation with its examples.
struct ExplainCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract: "Explain one rule, with the HTML that triggers it and what to write instead.")

  @Argument(help: "The rule id, such as password-autocomplete.")
  var ruleID: String

  func validate() throws {
    guard RuleRegistry.rule(withID: ruleID) == nil else { return }
    let suggestion = RuleRegistry.nearestID(to: ruleID).map { " Did you mean '\($0)'?" } ?? ""
    throw ValidationError(
      "Unknown rule '\(ruleID)'.\(suggestion) Run `kbtraits rules` for the list.")
  }

  func run() throws {
    try ExplainFrontend(ruleID: ruleID).run().exit()
  }
}
