import KeyboardTraits

/// JUnit XML, which CI servers show as test results: each file is a test suite, each finding a
/// failing test case.
public struct JUnitReporter: LintReporter {
  /// `junit`.
  public static let identifier = "junit"
  /// One line for `--help`.
  public static let summary = "JUnit XML: a test suite per file, a failing test case per finding."

  /// Creates the reporter.
  public init() {}

  /// One `<testsuite>` per file: a `<testcase>` with a `<failure>` per finding, one passing
  /// test case for a clean file, or one with an `<error>` for a file that could not be read.
  public func report(_ run: LintRun, options: ReporterOptions) -> String {
    let findings = run.files.reduce(0) { $0 + $1.diagnostics.count }
    let cases = run.files.reduce(0) { $0 + max($1.diagnostics.count, 1) }
    var output =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<testsuites name=\"kbtraits\" tests=\"\(cases)\" failures=\"\(findings)\" "
      + "errors=\"\(run.summary.failedFiles)\">\n"
    for file in run.files { output += suite(for: file) }
    return output + "</testsuites>\n"
  }

  private func suite(for file: FileReport) -> String {
    let path = XMLEscaping.escaped(file.path)
    let failures = file.diagnostics.count
    let errors = file.error == nil ? 0 : 1
    var output =
      "  <testsuite name=\"\(path)\" tests=\"\(max(failures, 1))\" "
      + "failures=\"\(failures)\" errors=\"\(errors)\">\n"
    if let error = file.error {
      let message = XMLEscaping.escaped(FailureMessage.detail(error, path: file.path))
      output +=
        "    <testcase classname=\"\(path)\" name=\"read\">\n"
        + "      <error type=\"\(error.kind.rawValue)\" message=\"\(message)\"/>\n"
        + "    </testcase>\n"
    } else if file.diagnostics.isEmpty {
      output += "    <testcase classname=\"\(path)\" name=\"lint\"/>\n"
    }
    for diagnostic in file.diagnostics {
      // On a rendered page, the field's selector instead of a line in the browser's DOM.
      let position = XMLEscaping.escaped(file.place(of: diagnostic))
      let location = file.isRenderedPage ? "\(path)  \(position)" : "\(path):\(position)"
      let rule = XMLEscaping.escaped(diagnostic.rule)
      let message = XMLEscaping.escaped(diagnostic.message)
      let severity = diagnostic.severity.rawValue
      output +=
        "    <testcase classname=\"\(path)\" name=\"\(rule) at \(position)\">\n"
        + "      <failure type=\"\(severity)\" message=\"\(message)\">"
        + "\(location): \(severity): \(message) [\(rule)]</failure>\n"
        + "    </testcase>\n"
    }
    return output + "  </testsuite>\n"
  }
}
