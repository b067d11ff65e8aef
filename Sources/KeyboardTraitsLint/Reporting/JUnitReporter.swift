import KeyboardTraits

/// JUnit XML, which CI servers show as test results: each file is a test suite, each error or
/// warning a failing test case, each note a passing one that carries its text.
public struct JUnitReporter: LintReporter {
  /// `junit`.
  public static let identifier = "junit"
  /// One line for `--help`.
  public static let summary =
    "JUnit XML: a test suite per file, a failing test case per error or warning."

  /// Creates the reporter.
  public init() {}

  /// One `<testsuite>` per file. Each finding is a `<testcase>` named for its rule and the field
  /// (or markup) it is about, such as `password-autocomplete: <input type="password"
  /// name="pw">`; errors and warnings hold a `<failure>`, notes pass and hold their text in
  /// `<system-out>`, so a note never fails a build. A clean file has one passing test case, a
  /// file that could not be read one with an `<error>`.
  ///
  /// `<testsuites>` carries the run's totals, so the suites wait in a spool until the end.
  public func begin(
    rules: [RuleDescription], options: ReporterOptions, to sink: any LintReportSink
  ) throws -> Stream {
    Stream(sink: sink, body: try sink.makeSpool())
  }

  /// Spools each file's `<testsuite>` as it comes and counts its test cases; writes the
  /// document at the end.
  public struct Stream: LintReportStream {
    fileprivate let sink: any LintReportSink
    /// The `<testsuite>` elements, until the totals are known.
    fileprivate let body: LintReportSpool
    fileprivate var cases = 0
    fileprivate var failures = 0

    /// The file's `<testsuite>`.
    public func fragment(for file: FileReport) -> LintReportFragment {
      LintReportFragment(
        body: Array(JUnitReporter.suite(for: file).utf8),
        counts: [max(file.diagnostics.count, 1), file.diagnostics.count { $0.severity != .note }])
    }

    /// Spools the file's suite and counts its test cases and failures.
    public mutating func place(_ fragment: LintReportFragment) throws {
      cases += fragment.count(at: 0)
      failures += fragment.count(at: 1)
      try body.write(fragment.body)
    }

    /// `<testsuites>` with the totals, then the spooled suites.
    public mutating func finish(summary: ScanSummary) throws {
      try sink.write(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          + "<testsuites name=\"kbtraits\" tests=\"\(cases)\" failures=\"\(failures)\" "
          + "errors=\"\(summary.failedFiles)\">\n")
      try body.copy(to: sink)
      try sink.write("</testsuites>\n")
    }
  }

  fileprivate static func suite(for file: FileReport) -> String {
    let path = XMLEscaping.escaped(file.path)
    let failures = file.diagnostics.count { $0.severity != .note }
    let errors = file.error == nil ? 0 : 1
    var output =
      "  <testsuite name=\"\(path)\" tests=\"\(max(file.diagnostics.count, 1))\" "
      + "failures=\"\(failures)\" errors=\"\(errors)\">\n"
    if let error = file.error {
      let message = XMLEscaping.escaped(error.message(besidePath: file.path))
      output +=
        "    <testcase classname=\"\(path)\" name=\"read\">\n"
        + "      <error type=\"\(error.kind.rawValue)\" message=\"\(message)\"/>\n"
        + "    </testcase>\n"
    } else if file.diagnostics.isEmpty {
      output += "    <testcase classname=\"\(path)\" name=\"lint\"/>\n"
    }
    var names = TestCaseNames()
    for diagnostic in file.diagnostics {
      // On a rendered page, the field's selector instead of a line in the browser's DOM.
      let position = XMLEscaping.escaped(file.place(of: diagnostic))
      let location = file.isRenderedPage ? "\(path)  \(position)" : "\(path):\(position)"
      let name = XMLEscaping.escaped(names.next(for: diagnostic, in: file))
      let rule = XMLEscaping.escaped(diagnostic.rule)
      let message = XMLEscaping.escaped(diagnostic.message)
      let severity = diagnostic.severity.rawValue
      let detail = "\(location): \(severity): \(message) [\(rule)]"
      output += "    <testcase classname=\"\(path)\" name=\"\(name)\">\n"
      if diagnostic.severity == .note {
        output += "      <system-out>\(detail)</system-out>\n"
      } else {
        output +=
          "      <failure type=\"\(severity)\" message=\"\(message)\">\(detail)</failure>\n"
      }
      output += "    </testcase>\n"
    }
    return output + "  </testsuite>\n"
  }
}

/// Test case names: the rule and what the finding is about, unique within a file.
struct TestCaseNames {
  /// The longest subject shown; longer markup is cut with `…`.
  static let maxSubjectLength = 80

  private var seen: [String: Int] = [:]

  /// `rule: <input type="email" name="login">`: the field's tag as messages write it, else the
  /// markup the finding spans (a `<form>` tag, an attribute, a comment), else its line. A name
  /// that repeats in the file gets ` (2)`, ` (3)`, ….
  mutating func next(for diagnostic: Diagnostic, in file: FileReport) -> String {
    let subject = Self.subject(of: diagnostic, in: file.document, file: file)
    let name = "\(diagnostic.rule): \(subject)"
    let count = (seen[name] ?? 0) + 1
    seen[name] = count
    return count == 1 ? name : "\(name) (\(count))"
  }

  static func subject(
    of diagnostic: Diagnostic, in document: ScannedDocument?, file: FileReport? = nil
  ) -> String {
    if let document, let index = diagnostic.fieldIndex, document.fields.indices.contains(index) {
      return document.fields[index].tagSummary
    }
    if let document, let start = document.byteOffset(of: diagnostic.position),
      let end = document.byteOffset(of: diagnostic.end), start < end
    {
      return shortened(String(decoding: document.sourceBytes(start..<end), as: UTF8.self))
    }
    // A rendered page's lines are the browser's serialization: the place is its selector.
    if let file, file.isRenderedPage { return file.place(of: diagnostic) }
    let line = shortened(diagnostic.sourceLine ?? "")
    return line.isEmpty ? "line \(diagnostic.position.line)" : line
  }

  /// `text` with whitespace runs as one space, trimmed, at most ``maxSubjectLength`` scalars.
  private static func shortened(_ text: String) -> String {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
    let collapsed = words.joined(separator: " ")
    guard collapsed.unicodeScalars.count > maxSubjectLength else { return collapsed }
    var cut = String.UnicodeScalarView()
    cut.append(contentsOf: collapsed.unicodeScalars.prefix(maxSubjectLength - 1))
    return String(cut) + "…"
  }
}
