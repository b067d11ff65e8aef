import KeyboardTraits

/// The JSON contract (`json-output.md`), the same document `kbtraits show --format json` prints.
public struct JSONReporter: LintReporter {
  /// `json`.
  public static let identifier = "json"
  /// One line for `--help`.
  public static let summary = "The JSON contract: every file, field and diagnostic."

  /// Creates the reporter.
  public init() {}

  /// `JSONReport.render(_:)` of the run; options do not apply.
  public func report(_ run: LintRun, options: ReporterOptions) -> String {
    JSONReport.render(ScanRun(files: run.files, summary: run.summary))
  }
}
