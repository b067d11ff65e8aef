import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// Shared fixtures for the reporter tests: the package root, the linted samples, goldens.
enum ReportingFixtures {
  /// The package root, from this file's path (Tests/KeyboardTraitsTests/Reporting/…).
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  static let goldenDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("Goldens")

  /// Set KBTRAITS_UPDATE_GOLDENS=1 to rewrite the golden files after an intended change.
  static let updateGoldens = ProcessInfo.processInfo.environment["KBTRAITS_UPDATE_GOLDENS"] == "1"

  /// `Samples/` linted with every default rule, paths relative to the package root.
  static func samplesRun() async -> LintRun {
    let linter = Linter()
    let scanner = FormScanner(
      options: ScanOptions(baseURL: "https://larkspur.example/"), linter: linter)
    let run = await scanner.scan(paths: [packageRoot + "/Samples"])
    let files = run.files.map { report in
      var report = report
      report.path = relative(report.path)
      return report
    }
    return LintRun(ScanRun(files: files, summary: run.summary), linter: linter)
  }

  static func relative(_ path: String) -> String {
    path.hasPrefix(packageRoot + "/") ? String(path.dropFirst(packageRoot.count + 1)) : path
  }

  /// Compares `actual` with the golden file `name` (rewriting it when asked to).
  static func expectGolden(
    _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = goldenDirectory.appendingPathComponent(name)
    if updateGoldens {
      try FileManager.default.createDirectory(
        at: goldenDirectory, withIntermediateDirectories: true)
      try actual.write(to: url, atomically: false, encoding: .utf8)
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record(
        "golden \(name) is missing: run with KBTRAITS_UPDATE_GOLDENS=1 to create it",
        sourceLocation: sourceLocation)
      return
    }
    #expect(
      actual == expected, "\(name) changed; run with KBTRAITS_UPDATE_GOLDENS=1 to see the diff",
      sourceLocation: sourceLocation)
  }

  /// A one-file run with the given diagnostics (and the rules they name, from the registry).
  static func run(path: String = "site/form.html", diagnostics: [Diagnostic]) -> LintRun {
    var summary = ScanSummary()
    let report = FileReport(path: path, document: nil, error: nil, diagnostics: diagnostics)
    summary.add(report)
    let rules = Set(diagnostics.map(\.rule)).sorted().compactMap {
      RuleRegistry.rule(withID: $0)?.description
    }
    return LintRun(files: [report], summary: summary, rules: rules)
  }

  /// A run with one file that could not be read and one clean file.
  static func failedRun() -> LintRun {
    let failed = FileReport(
      path: "site/missing.html", document: nil,
      error: ScanError(
        kind: .notFound, message: "site/missing.html: no such file or directory. Check the path."))
    let clean = FileReport(path: "site/ok.html", document: nil, error: nil)
    var summary = ScanSummary()
    summary.add(failed)
    summary.add(clean)
    return LintRun(files: [failed, clean], summary: summary, rules: [])
  }

  static func diagnostic(
    rule: String = "password-autocomplete", severity: Severity = .warning,
    message: String = "Add autocomplete.", line: Int = 3, column: Int = 5,
    sourceLine: String? = "    <input type=\"password\">"
  ) -> Diagnostic {
    Diagnostic(
      rule: rule, severity: severity, message: message,
      position: SourcePosition(line: line, column: column), fieldIndex: 0,
      sourceLine: sourceLine)
  }
}
