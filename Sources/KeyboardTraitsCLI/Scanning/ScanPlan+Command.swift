import KeyboardTraits
import KeyboardTraitsLint

extension ScanPlan {
  /// The plan for a command's paths and configuration flags, with the rule documentation URL
  /// (`--rules-url`, else the configuration's); every configuration problem is printed and the
  /// command exits 2.
  static func forCommand(
    _ settings: Settings, configuration: ConfigurationArguments, rulesURL: RulesURLArgument
  ) async throws -> (plan: ScanPlan, documentation: RuleDocumentationURL?) {
    do {
      let plan = try await ScanPlan.preparingTables { () throws(ConfigurationErrors) in
        try ScanPlan(settings, configuration: configuration)
      }
      return (plan, try rulesURL.url ?? plan.configuredRulesURL())
    } catch let error as ConfigurationErrors {
      try ConfigurationMessages.fail(error.errors)
    } catch let error as ConfigurationError {
      try ConfigurationMessages.fail([error])
    }
  }
}
