import ArgumentParser
import Foundation
import KeyboardTraits
import KeyboardTraitsLint
import KeyboardTraitsReport

/// `kbtraits`: predicts the phone keyboard of every form field and lints form markup.
public struct KBTraitsCommand: AsyncParsableCommand {
  /// The command's configuration.
  public static let configuration = CommandConfiguration(
    commandName: "kbtraits",
    abstract: "Predict which on-screen keyboard each HTML form field opens on a phone.",
    version: VersionText.text,
    subcommands: [
      ShowCommand.self, LintCommand.self, RulesCommand.self, ExplainCommand.self,
      ReportCommand.self, InitCommand.self, LSPCommand.self, MergeCommand.self,
    ],
    defaultSubcommand: ShowCommand.self)

  /// Creates the command (argument-parser needs this).
  public init() {}
}

extension KBTraitsCommand {
  /// Parses the process arguments and runs the chosen subcommand.
  ///
  /// Outside `@main`, `main()` resolves to argument-parser's synchronous overload, which refuses
  /// to run async commands on Linux; this spells out the async path with unambiguous calls.
  public static func runFromCommandLine() async {
    do {
      var command = try await asyncParseAsRoot()
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      // Usage errors exit with 2, as ESLint and html-validate do (argument-parser uses 64).
      if exitCode(for: error) == .validationFailure {
        FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
        Foundation.exit(2)
      }
      exit(withError: error)
    }
  }
}
