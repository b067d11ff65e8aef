import Foundation
import KeyboardTraits
import KeyboardTraitsLint

extension ScanPlan {
  /// The plan for a command's paths and configuration flags, with the rule documentation URL
  /// (`--rules-url`, else the configuration's) for a command that links rules (`rulesURL`);
  /// every configuration problem is printed and the run stops with exit status 2. The files a
  /// `--files-from` or `--changed-since` list names are read first; a list that cannot be read
  /// stops the run with exit status 2 too, and one that leaves nothing to scan says so.
  static func forCommand(
    _ settings: Settings, configuration: ConfigurationArguments, rulesURL: RulesURLArgument? = nil
  ) async throws -> (plan: ScanPlan, documentation: RuleDocumentationURL?) {
    var settings = settings
    if let source = settings.fileList {
      do {
        settings.listedPaths = try ListedFiles.paths(from: source)
      } catch {
        FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
        throw RunStopped(outcome: .usageError)
      }
    }
    let plan = try await make(settings, configuration: configuration, rulesURL: rulesURL)
    if let source = settings.fileList, settings.paths.isEmpty, !settings.includesPages,
      plan.plan.inputCount == 0
    {
      let note = ListedFiles.nothingToScan(source, listed: settings.listedPaths.count)
      FileHandle.standardError.write(Data((note + "\n").utf8))
    }
    return plan
  }

  private static func make(
    _ settings: Settings, configuration: ConfigurationArguments, rulesURL: RulesURLArgument?
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
