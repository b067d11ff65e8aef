import KeyboardTraits

/// gcc-style lines (`path:line:col: severity: message [rule-id]`) that editors and terminals
/// make clickable, each followed by a code frame, then a summary line.
public struct TextReporter: LintReporter {
  /// `text`.
  public static let identifier = "text"
  /// One line for `--help`.
  public static let summary = "Readable lines with a code frame per finding (the default)."

  /// Lines, which can share standard output with other lines.
  public static let isLineOriented = true

  /// Creates the reporter.
  public init() {}

  /// Every finding and failed file in path order, then the totals.
  public func begin(
    rules: [RuleDescription], options: ReporterOptions, to sink: any LintReportSink
  ) throws -> Stream {
    Stream(
      style: TerminalStyle(useColor: options.useColor), sink: sink,
      writesBaseline: options.writesBaseline)
  }

  /// Writes each file's blocks as it comes and the summary line at the end.
  public struct Stream: LintReportStream {
    fileprivate let style: TerminalStyle
    fileprivate let sink: any LintReportSink
    fileprivate let writesBaseline: Bool

    /// A block per finding, or one for a file that could not be read.
    public func fragment(for file: FileReport) -> LintReportFragment {
      if let error = file.error {
        return LintReportFragment(
          body: Array(
            (style.bold("\(file.path):") + " " + style.severity(.error, "error:") + " "
              + TerminalStyle.printable(error.message(besidePath: file.path))
              + " [\(error.kind.rawValue)]\n\n").utf8))
      }
      var output = ""
      for diagnostic in file.diagnostics {
        output +=
          file.isRenderedPage
          ? TextReporter.pageBlock(for: diagnostic, in: file, style: style)
          : TextReporter.block(for: diagnostic, path: file.path, style: style)
      }
      return LintReportFragment(body: Array(output.utf8))
    }

    /// Writes the file's blocks.
    public mutating func place(_ fragment: LintReportFragment) throws {
      if !fragment.body.isEmpty { try sink.write(fragment.body) }
    }

    /// The totals line; none when no file was scanned, or when the findings went to a
    /// baseline being written (``ReporterOptions/writesBaseline``), where "No problems" would
    /// not be true.
    public mutating func finish(summary: ScanSummary) throws {
      guard let line = TextReporter.summaryLine(summary, writesBaseline: writesBaseline) else {
        return
      }
      try sink.write(style.bold(line) + "\n")
    }
  }

  fileprivate static func block(
    for diagnostic: Diagnostic, path: String, style: TerminalStyle
  ) -> String {
    let position = diagnostic.position
    let severity = diagnostic.severity
    var text =
      style.bold("\(path):\(position.line):\(position.column):") + " "
      + style.severity(severity, "\(severity.rawValue):") + " "
      + TerminalStyle.printable(diagnostic.message) + " [\(diagnostic.rule)]\n"
    if let line = diagnostic.sourceLine {
      let frame = CodeFrame(line: line, column: position.column)
      let number = String(position.line)
      text += style.dim(" \(number) |") + " " + frame.sourceLine + "\n"
      text +=
        style.dim(" " + String(repeating: " ", count: number.count) + " |") + " "
        + style.severity(severity, frame.caretLine) + "\n"
    }
    return text + "\n"
  }

  /// `URL  selector: severity: message [rule-id]` for a finding on a rendered page, whose line
  /// numbers (in the browser's serialization) would mean nothing; no code frame.
  fileprivate static func pageBlock(
    for diagnostic: Diagnostic, in file: FileReport, style: TerminalStyle
  ) -> String {
    let severity = diagnostic.severity
    let place =
      file.selector(for: diagnostic).map { "\(file.path)  \(TerminalStyle.printable($0))" }
      ?? file.path
    return style.bold("\(place):") + " " + style.severity(severity, "\(severity.rawValue):") + " "
      + TerminalStyle.printable(diagnostic.message) + " [\(diagnostic.rule)]\n\n"
  }

  /// "3 errors, 5 warnings, 2 notes in 4 files (1 failed)", or "No problems in 9 files"; runs
  /// that rendered pages add ", 2 pages given (1 rendered, 1 failed)".
  ///
  /// Nil when "No problems" would not be true: no file was scanned at all (the CLI fails and
  /// says why on standard error), or the findings went to a baseline being written
  /// (`writesBaseline`; the CLI says how many).
  static func summaryLine(_ summary: ScanSummary, writesBaseline: Bool = false) -> String? {
    guard summary.files > 0 else { return nil }
    let files = counted(summary.files, "file")
    let failed = summary.failedFiles > 0 ? " (\(summary.failedFiles) failed)" : ""
    let pages = summary.pages > 0 ? ", " + summary.pagesDescription : ""
    guard summary.errors + summary.warnings + summary.notes + summary.failedFiles > 0 else {
      // Fields a template renders through helpers the scan does not read were not checked:
      // the line says so rather than "No problems".
      return writesBaseline
        ? nil
        : summary.unreadFields > 0
          ? "No problems found in \(files)\(pages)\(summary.unreadFieldsClause)"
          : "No problems in \(files)\(pages)"
    }
    return [
      counted(summary.errors, "error"), counted(summary.warnings, "warning"),
      counted(summary.notes, "note"),
    ].joined(separator: ", ") + " in \(files)\(failed)\(pages)\(summary.unreadFieldsClause)"
  }

  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
