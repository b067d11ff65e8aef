import ArgumentParser
import Foundation

/// `kbtraits lint` options about what the reports hold and where they go, besides `--format`
/// and `--output`.
struct LintOutputArguments: ParsableArguments {
  @Flag(help: "Report errors only: warnings and notes are left out of every format.")
  var quiet = false

  @Option(
    help: ArgumentHelp(
      "When to colour the text output; auto: on a terminal unless NO_COLOR is set (a "
        + "non-empty FORCE_COLOR other than 0 colours a pipe too).",
      valueName: "when"))
  var color: ColorChoice?

  @Option(
    name: .customLong("base-dir"),
    help: ArgumentHelp(
      "Report paths relative to this directory (default: the working directory); SARIF's "
        + "%SRCROOT%.",
      valueName: "dir"))
  var baseDirectory: String?

  @Flag(
    name: .customLong("fix-dry-run"),
    help: "Print the safe fixes as a unified diff on standard output; write nothing.")
  var fixDryRun = false

  func validate() throws {
    if let baseDirectory {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: baseDirectory, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        throw ValidationError("--base-dir \(baseDirectory) is not a directory.")
      }
    }
  }
}
