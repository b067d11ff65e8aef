import KeyboardTraits

/// The JSON contract (`json-output.md`), the same document `kbtraits show --format json` prints.
public struct JSONReporter: LintReporter {
  /// `json`.
  public static let identifier = "json"
  /// One line for `--help`.
  public static let summary = "The JSON contract: every file, field and diagnostic."

  /// Creates the reporter.
  public init() {}

  /// The contract's document, written as `JSONReport` writes it in pieces; options do not
  /// apply.
  public func begin(
    rules: [RuleDescription], options: ReporterOptions, to sink: any LintReportSink
  ) throws -> Stream {
    try sink.write(JSONReport.begin())
    return Stream(sink: sink)
  }

  /// Writes each file's entry of `files` as it comes, then the summary.
  public struct Stream: LintReportStream {
    fileprivate let sink: any LintReportSink
    fileprivate var wroteFiles = false

    /// The file's object in `files`.
    public mutating func write(_ file: FileReport) throws {
      var bytes: [UInt8] = []
      JSONReport.write(file, isFirst: !wroteFiles, to: &bytes)
      wroteFiles = true
      try sink.write(bytes)
    }

    /// Closes `files` and writes `summary`.
    public mutating func finish(summary: ScanSummary) throws {
      try sink.write(JSONReport.end(summary: summary, wroteFiles: wroteFiles))
    }
  }
}
