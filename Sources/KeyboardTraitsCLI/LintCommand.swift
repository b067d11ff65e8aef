import ArgumentParser
import Foundation
import KeyboardTraits

/// `kbtraits lint`: reports findings, gcc-style or as JSON, with CI exit codes.
struct LintCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Report what is wrong with each form field's keyboard, autofill and markup.",
    discussion: """
      Exit status: 0 when no error-severity finding was reported and every file was read, \
      1 otherwise, 2 for usage errors.
      """)

  @OptionGroup var scan: ScanArguments

  @Option(help: "Output format: text or json.")
  var format: OutputFormat = .text

  func run() async throws {
    let summary = await ReportPrinter.run(
      scan.scanner(linter: Linter()), paths: scan.paths, format: format, text: Self.text(for:))
    if summary.failedFiles > 0 || summary.errors > 0 { throw ExitCode(1) }
  }

  /// `path:line:col: severity: message [rule-id]`, one line per finding.
  static func text(for report: FileReport) -> String {
    if let error = report.error {
      return "\(report.path): error: \(error.message) [\(error.kind.rawValue)]\n"
    }
    return report.diagnostics.map { diagnostic in
      "\(report.path):\(diagnostic.position.line):\(diagnostic.position.column): "
        + "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule)]\n"
    }.joined()
  }
}
