import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// The gitlab and rdjson formats hold what GitLab and reviewdog read, with the types they read.
@Suite("GitLab Code Quality and rdjson")
struct CodeReviewFormatTests {
  static func json(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8))
  }

  @Test("gitlab: an array of issues with GitLab's required fields, unique fingerprints")
  func gitlabFields() async throws {
    let run = await ReportingFixtures.samplesRun()
    let output = GitLabCodeQualityReporter().report(run, options: ReporterOptions())
    let issues = try #require(try Self.json(output) as? [[String: Any]])
    #expect(issues.count == run.summary.errors + run.summary.warnings + run.summary.notes)
    var fingerprints = Set<String>()
    for issue in issues {
      #expect(
        Set(issue.keys) == ["description", "check_name", "fingerprint", "severity", "location"])
      #expect((issue["description"] as? String)?.isEmpty == false)
      let check = try #require(issue["check_name"] as? String)
      #expect(RuleRegistry.rule(withID: check) != nil)
      let fingerprint = try #require(issue["fingerprint"] as? String)
      #expect(fingerprints.insert(fingerprint).inserted, "duplicate fingerprint \(fingerprint)")
      #expect(["info", "minor", "major"].contains(issue["severity"] as? String ?? ""))
      let location = try #require(issue["location"] as? [String: Any])
      #expect((location["path"] as? String)?.hasPrefix("Samples/") == true)
      let lines = try #require(location["lines"] as? [String: Int])
      let begin = try #require(lines["begin"])
      #expect(begin >= 1)
      #expect(try #require(lines["end"]) >= begin)
    }
  }

  @Test(
    "gitlab: severities map error → major, warning → minor, note → info; fingerprints are SARIF's")
  func gitlabSeverityAndFingerprint() throws {
    let run = ReportingFixtures.run(diagnostics: [
      ReportingFixtures.diagnostic(severity: .error),
      ReportingFixtures.diagnostic(severity: .warning, line: 4),
      ReportingFixtures.diagnostic(severity: .note, line: 5),
    ])
    let issues = try #require(
      try Self.json(GitLabCodeQualityReporter().report(run, options: ReporterOptions()))
        as? [[String: Any]])
    #expect(issues.compactMap { $0["severity"] as? String } == ["major", "minor", "info"])
    let sarif = try #require(
      try Self.json(SARIFReporter().report(run, options: ReporterOptions())) as? [String: Any])
    let results = try #require(
      ((sarif["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
    let sarifFingerprints = results.compactMap {
      ($0["partialFingerprints"] as? [String: String])?["primaryLocationLineHash"]
    }
    #expect(issues.compactMap { $0["fingerprint"] as? String } == sarifFingerprints)
    #expect(
      GitLabCodeQualityReporter().report(
        ReportingFixtures.run(diagnostics: []), options: ReporterOptions()) == "[]\n")
  }

  @Test("gitlab and rdjson: a file that could not be read is an issue too")
  func failedFiles() throws {
    let run = ReportingFixtures.failedRun()
    let issues = try #require(
      try Self.json(GitLabCodeQualityReporter().report(run, options: ReporterOptions()))
        as? [[String: Any]])
    #expect(issues.count == 1)
    #expect(issues.first?["check_name"] as? String == "kbtraits.file.notFound")
    let result = try #require(
      try Self.json(RDJSONReporter().report(run, options: ReporterOptions())) as? [String: Any])
    let diagnostics = try #require(result["diagnostics"] as? [[String: Any]])
    #expect((diagnostics.first?["code"] as? [String: String])?["value"] == "kbtraits.file.notFound")
    #expect(result["severity"] as? String == "ERROR")
  }

  @Test("rdjson: DiagnosticResult fields with reviewdog's types; ranges end after they start")
  func rdjsonFields() async throws {
    let run = await ReportingFixtures.samplesRun()
    let output = RDJSONReporter().report(run, options: ReporterOptions())
    let result = try #require(try Self.json(output) as? [String: Any])
    #expect((result["source"] as? [String: String])?["name"] == "kbtraits")
    #expect(result["severity"] as? String == "ERROR")
    let diagnostics = try #require(result["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.count == run.summary.errors + run.summary.warnings + run.summary.notes)
    var suggestions = 0
    for diagnostic in diagnostics {
      #expect((diagnostic["message"] as? String)?.isEmpty == false)
      #expect(["ERROR", "WARNING", "INFO"].contains(diagnostic["severity"] as? String ?? ""))
      #expect((diagnostic["code"] as? [String: String])?["value"] != nil)
      let location = try #require(diagnostic["location"] as? [String: Any])
      #expect(location["path"] is String)
      let range = try #require(location["range"] as? [String: [String: Int]])
      let start = try #require(range["start"])
      let end = try #require(range["end"])
      #expect((start["line"] ?? 0) >= 1 && (start["column"] ?? 0) >= 1)
      #expect(
        ((end["line"] ?? 0), (end["column"] ?? 0)) > ((start["line"] ?? 0), (start["column"] ?? 0)))
      for suggestion in diagnostic["suggestions"] as? [[String: Any]] ?? [] {
        #expect(suggestion["text"] is String)
        #expect(suggestion["range"] is [String: [String: Int]])
        suggestions += 1
      }
    }
    #expect(suggestions > 10)
  }

  @Test("rdjson: columns count UTF-8 bytes, and a suggestion's range is the bytes it replaces")
  func rdjsonByteColumns() throws {
    let html = "<p>Renée</p><input name=\"h\" autocorrect=\"false\">\n"
    let document = try FormScanner().scan(bytes: Array(html.utf8))
    let diagnostics = Linter(configuration: LintConfiguration(only: ["typing-aid-false"]))
      .lint(document)
    let report = FileReport(
      path: "p.html", document: document, error: nil, diagnostics: diagnostics)
    var summary = ScanSummary()
    summary.add(report)
    let run = LintRun(files: [report], summary: summary, rules: [])
    let result = try #require(
      try Self.json(RDJSONReporter().report(run, options: ReporterOptions())) as? [String: Any])
    let diagnostic = try #require((result["diagnostics"] as? [[String: Any]])?.first)
    let range = try #require(
      (diagnostic["location"] as? [String: Any])?["range"] as? [String: [String: Int]])
    // "autocorrect" starts at scalar column 29, byte column 30 (é is two bytes).
    #expect(range["start"] == ["line": 1, "column": 30])
    #expect(range["end"] == ["line": 1, "column": 49])
    let suggestion = try #require((diagnostic["suggestions"] as? [[String: Any]])?.first)
    #expect(suggestion["text"] as? String == "off")
    let replaced = try #require(suggestion["range"] as? [String: [String: Int]])
    let bytes = Array(html.utf8)
    let from = try #require(replaced["start"]?["column"]) - 1
    let to = try #require(replaced["end"]?["column"]) - 1
    #expect(String(decoding: bytes[from..<to], as: UTF8.self) == "false")
  }
}
