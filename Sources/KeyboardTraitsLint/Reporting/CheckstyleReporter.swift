import KeyboardTraits

/// Checkstyle XML, read by Jenkins, reviewdog, GitLab and many other CI tools.
public struct CheckstyleReporter: LintReporter {
  /// `checkstyle`.
  public static let identifier = "checkstyle"
  /// One line for `--help`.
  public static let summary = "Checkstyle XML (Jenkins, reviewdog and other CI tools)."

  /// Creates the reporter.
  public init() {}

  /// One `<file>` per scanned file (clean files too, as Checkstyle lists them), one `<error>`
  /// per finding. Notes use Checkstyle's `info` severity; a failed file gets one `<error>`
  /// without a line, its `source` naming the failure kind.
  public func begin(
    rules: [RuleDescription], options: ReporterOptions, to sink: any LintReportSink
  ) throws -> Stream {
    try sink.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n")
    return Stream(sink: sink)
  }

  /// Writes each file's `<file>` element as it comes.
  public struct Stream: LintReportStream {
    fileprivate let sink: any LintReportSink

    /// The file's `<file>` element.
    public func fragment(for file: FileReport) -> LintReportFragment {
      LintReportFragment(body: Array(CheckstyleReporter.element(for: file).utf8))
    }

    /// Writes the file's element.
    public mutating func place(_ fragment: LintReportFragment) throws {
      try sink.write(fragment.body)
    }

    /// Closes `<checkstyle>`.
    public mutating func finish(summary: ScanSummary) throws {
      try sink.write("</checkstyle>\n")
    }
  }

  private static func element(for file: FileReport) -> String {
    var output = "  <file name=\"\(XMLEscaping.escaped(file.path))\">\n"
    if let error = file.error {
      let message = XMLEscaping.escaped(error.message(besidePath: file.path))
      output +=
        "    <error severity=\"error\" message=\"\(message)\" "
        + "source=\"kbtraits.file.\(error.kind.rawValue)\"/>\n"
    }
    for diagnostic in file.diagnostics {
      // A rendered page has no line anyone wrote: the field's selector leads the message.
      let place =
        file.isRenderedPage
        ? "" : "line=\"\(diagnostic.position.line)\" column=\"\(diagnostic.position.column)\" "
      let message = (file.selector(for: diagnostic).map { "\($0): " } ?? "") + diagnostic.message
      output +=
        "    <error \(place)"
        + "severity=\"\(severity(diagnostic.severity))\" "
        + "message=\"\(XMLEscaping.escaped(message))\" "
        + "source=\"kbtraits.\(XMLEscaping.escaped(diagnostic.rule))\"/>\n"
    }
    return output + "  </file>\n"
  }

  private static func severity(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "info"
    }
  }
}
