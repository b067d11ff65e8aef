import KeyboardTraits

/// GitHub Actions workflow commands, which the runner turns into annotations on the pull
/// request: `::warning file=…,line=…,endLine=…,col=…,endColumn=…,title=rule-id::message`.
public struct GitHubActionsReporter: LintReporter {
  /// `github`.
  public static let identifier = "github"
  /// One line for `--help`.
  public static let summary = "GitHub Actions annotations (::error/::warning/::notice lines)."

  /// Lines, which can share standard output with other lines.
  public static let isLineOriented = true

  /// Creates the reporter.
  public init() {}

  /// One command per finding and failed file, in path order.
  public func begin(
    rules: [RuleDescription], options: ReporterOptions, to sink: any LintReportSink
  ) throws -> Stream {
    Stream(sink: sink)
  }

  /// Writes each file's commands as it comes.
  public struct Stream: LintReportStream {
    fileprivate let sink: any LintReportSink

    /// A command per finding, or one for a file that could not be read.
    public func fragment(for file: FileReport) -> LintReportFragment {
      var lines = ""
      for line in GitHubActionsReporter.commands(for: file) { lines += line + "\n" }
      return LintReportFragment(body: Array(lines.utf8))
    }

    /// Writes the file's commands.
    public mutating func place(_ fragment: LintReportFragment) throws {
      if !fragment.body.isEmpty { try sink.write(fragment.body) }
    }

    /// Nothing: the commands are all there is.
    public mutating func finish(summary: ScanSummary) throws {}
  }

  private static func commands(for file: FileReport) -> [String] {
    let path = escapedProperty(file.path)
    if let error = file.error {
      let message = error.message(besidePath: file.path)
      return ["::error file=\(path)::\(escapedData(message))"]
    }
    return file.diagnostics.map { diagnostic in
      if file.isRenderedPage {
        // No line: the page's URL, with the field's selector leading the message.
        let selector = file.selector(for: diagnostic).map { "\($0): " } ?? ""
        return "::\(command(for: diagnostic.severity)) file=\(path),"
          + "title=\(escapedProperty(diagnostic.rule))::"
          + escapedData(selector + diagnostic.message)
      }
      return "::\(command(for: diagnostic.severity)) file=\(path),"
        + location(diagnostic) + ",title=\(escapedProperty(diagnostic.rule))::"
        + escapedData(diagnostic.message)
    }
  }

  /// `line=…,endLine=…,col=…,endColumn=…`. GitHub takes columns only within one line, so a
  /// finding that spans lines (a start tag written over several) gives its lines alone; one
  /// without an end gives its start alone.
  private static func location(_ diagnostic: Diagnostic) -> String {
    let start = diagnostic.position
    guard let endPosition = diagnostic.endPosition else {
      return "line=\(start.line),col=\(start.column)"
    }
    let end = max(endPosition, start)
    guard end.line == start.line else { return "line=\(start.line),endLine=\(end.line)" }
    return "line=\(start.line),endLine=\(end.line),col=\(start.column),endColumn=\(end.column)"
  }

  private static func command(for severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "notice"
    }
  }

  /// A command's message, escaped as the runner's `escapeData` does.
  static func escapedData(_ text: String) -> String {
    text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D")
      .replacingAll("\n", with: "%0A")
  }

  /// A property value, escaped as the runner's `escapeProperty` does.
  static func escapedProperty(_ text: String) -> String {
    escapedData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
  }
}

extension String {
  /// Replaces every occurrence of one scalar, without Foundation (`\r\n` is one Character,
  /// so this works on scalars).
  fileprivate func replacingAll(_ target: Unicode.Scalar, with replacement: String) -> String {
    var output = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      if scalar == target {
        output.append(contentsOf: replacement.unicodeScalars)
      } else {
        output.append(scalar)
      }
    }
    return String(output)
  }
}
