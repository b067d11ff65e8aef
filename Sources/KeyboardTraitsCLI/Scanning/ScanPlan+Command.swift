import KeyboardTraits
import KeyboardTraitsLint

extension ScanPlan {
  /// The plan for a command's paths and configuration flags, with the rule documentation URL
  /// (`--rules-url`, else the configuration's) for a command that links rules (`rulesURL`);
  /// every configuration problem is printed and the run stops with exit status 2.
  static func forCommand(
    _ settings: Settings, configuration: ConfigurationArguments, rulesURL: RulesURLArgument? = nil
  ) async throws -> (plan: ScanPlan, documentation: RuleDocumentationURL?) {
    do {
      let plan = try await ScanPlan.preparingTables { () throws(ConfigurationErrors) in
        try ScanPlan(settings, configuration: configuration)
      }
      // A command that links no rule does not read rules-url, so two that differ are no error.
      guard let rulesURL else { return (plan, nil) }
      return (plan, try rulesURL.url ?? plan.configuredRulesURL())
    } catch let error as ConfigurationErrors {
      try ConfigurationMessages.fail(error.errors)
    } catch let error as ConfigurationError {
      try ConfigurationMessages.fail([error])
    }
  }
}
