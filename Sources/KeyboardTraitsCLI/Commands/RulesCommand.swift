import ArgumentParser

/// `kbtraits rules`: lists every rule.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules", abstract: "List every lint rule with its severity and summary.")

  @Option(help: "Output format: text, json or markdown (markdown is docs/rules.md).")
  var format: RuleListFormat = .text

  func run() throws {
    try RulesFrontend(format: format).run().exit()
  }
}
