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

    /// The file's object in `files`, after a comma.
    public func fragment(for file: FileReport) -> LintReportFragment {
      var bytes: [UInt8] = []
      JSONReport.write(file, isFirst: false, to: &bytes)
      return LintReportFragment(body: bytes)
    }

    /// Writes the file's object; the first one loses its comma.
    public mutating func place(_ fragment: LintReportFragment) throws {
      try sink.write(wroteFiles ? fragment.body : Array(fragment.body.dropFirst()))
      wroteFiles = true
    }

    /// Closes `files` and writes `summary`.
    public mutating func finish(summary: ScanSummary) throws {
      try sink.write(JSONReport.end(summary: summary, wroteFiles: wroteFiles))
    }
  }
}
