import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// SARIF: schema validity, driver rules, locations and fingerprints.
@Suite("SARIF reporter")
struct SARIFReporterTests {
  typealias Fixtures = ReportingFixtures

  @Test(
    "the samples' SARIF is valid against the OASIS 2.1.0 schema",
    arguments: [
      "/checkout", nil,
    ])
  func schemaValid(baseDirectory: String?) async throws {
    let run = await Fixtures.samplesRun()
    let output = SARIFReporter().report(run, options: ReporterOptions(baseDirectory: baseDirectory))
    try SARIFSchemaValidator.validate(output)
  }

  @Test(
    "a field's results name its keyboard on each targeted platform in properties.keyboards",
    arguments: [
      [TargetPlatform.ios, .android, .firefoxAndroid], [.ios], [.android, .firefoxAndroid],
    ])
  func keyboardProperties(platforms: [TargetPlatform]) throws {
    let linter = Linter()
    let document = FormScanner(linter: linter).scan(
      html: #"<form action="/ship"><input name="zip" pattern="[0-9]*"></form><label for="x">"#,
      documentURL: "https://shop.example/")
    let report = FileReport(
      path: "zip.html", document: document, error: nil, diagnostics: linter.lint(document))
    var summary = ScanSummary()
    summary.add(report)
    let run = LintRun(
      files: [report], summary: summary, rules: RuleRegistry.all.map { $0.description })
    let output = SARIFReporter().report(
      run, options: ReporterOptions(platforms: Set(platforms)))
    try SARIFSchemaValidator.validate(output)
    let results = try Self.results(output)
    let byField = results.filter { ($0["ruleId"] as? String) != "label-for-broken" }
    try #require(!byField.isEmpty)
    for result in byField {
      let properties = try #require(result["properties"] as? [String: Any])
      let keyboards = try #require(properties["keyboards"] as? [String: String])
      #expect(Set(keyboards.keys) == Set(platforms.map(\.jsonKey)))
      if platforms.contains(.ios) { #expect(keyboards["ios"] == "Number pad") }
      if platforms.contains(.android) {
        #expect(keyboards["android"] == "QWERTY with a Go key")
      }
    }
    // A finding about the file, not a field, names no keyboard.
    let fileLevel = try #require(results.first { ($0["ruleId"] as? String) == "label-for-broken" })
    #expect(fileLevel["properties"] == nil)
  }

  @Test("the validator rejects a log the schema forbids, so passing means something")
  func validatorRejectsInvalidSARIF() {
    #expect(throws: SARIFSchemaValidator.Failure.self) {
      try SARIFSchemaValidator.validate(#"{"version": "2.1.0", "runs": [{"results": []}]}"#)
    }
  }

  @Test("escaped messages and odd paths are valid SARIF too")
  func schemaValidEscaping() throws {
    let run = Fixtures.run(
      path: "/elsewhere/my site/a:b.html",
      diagnostics: [
        Fixtures.diagnostic(message: "50% <x>\n\"q\"", line: 0, column: 0),
        Fixtures.diagnostic(rule: "not-a-registered-rule"),
      ])
    let output = SARIFReporter().report(run, options: ReporterOptions(baseDirectory: "/repo"))
    try SARIFSchemaValidator.validate(output)
    let result = try Self.results(output)
    // Outside the base directory: an absolute URI without a base id.
    let location = try Self.artifactLocation(result[0])
    #expect(location["uri"] as? String == "file:///elsewhere/my%20site/a%3Ab.html")
    #expect(location["uriBaseId"] == nil)
    // No line: no region (SARIF wants startLine ≥ 1).
    let physical = try #require(
      (result[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    #expect(physical["region"] == nil)
    // A rule the driver does not describe has no ruleIndex.
    #expect(result[1]["ruleIndex"] == nil)
    #expect(result[0]["ruleIndex"] as? Int == 0)
  }

  @Test("driver rules carry id, descriptions, help, level and category")
  func driverRules() throws {
    let run = Fixtures.run(diagnostics: [Fixtures.diagnostic()])
    let output = SARIFReporter().report(run, options: ReporterOptions())
    let log = try Self.log(output)
    let runs = try #require(log["runs"] as? [[String: Any]])
    let driver = try #require(
      (runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "kbtraits")
    #expect(driver["version"] as? String == KeyboardTraitsVersion.current)
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let rule = try #require(rules.first)
    let description = try #require(RuleRegistry.rule(withID: "password-autocomplete")?.description)
    #expect(rule["id"] as? String == description.id)
    #expect(rule["name"] as? String == description.name)
    #expect((rule["shortDescription"] as? [String: Any])?["text"] as? String == description.summary)
    #expect(
      (rule["fullDescription"] as? [String: Any])?["text"] as? String == description.rationale)
    #expect(
      (rule["help"] as? [String: Any])?["markdown"] as? String
        == RuleDocumentation.markdown(for: description))
    #expect(
      (rule["help"] as? [String: Any])?["text"] as? String
        == description.summary + "\n\n" + description.rationale)
    // No documentation address was configured, so nothing links anywhere.
    #expect(rule["helpUri"] == nil)
    #expect(driver["informationUri"] == nil)
    #expect(
      (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
        == description.severity.rawValue)
    let tags = (rule["properties"] as? [String: Any])?["tags"] as? [String]
    #expect(tags == [description.category.rawValue])
    #expect(runs[0]["columnKind"] as? String == "unicodeCodePoints")
  }

  @Test("with a rules URL every rule's helpUri is the page, '#' and the rule id")
  func helpURIWithRulesURL() async throws {
    let page = "https://example.test/docs/rules.md"
    let rulesURL = try RuleDocumentationURL(validating: page)
    let run = await Fixtures.samplesRun()
    let output = SARIFReporter().report(
      run, options: ReporterOptions(baseDirectory: "/checkout", rulesURL: rulesURL))
    try SARIFSchemaValidator.validate(output)
    let runs = try #require(try Self.log(output)["runs"] as? [[String: Any]])
    let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["informationUri"] as? String == page)
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(!rules.isEmpty)
    for rule in rules {
      let id = try #require(rule["id"] as? String)
      #expect(rule["helpUri"] as? String == page + "#" + id)
      // The documentation stays inline as well.
      #expect((rule["help"] as? [String: Any])?["markdown"] as? String != nil)
    }
  }

  @Test("without a rules URL no rule has a helpUri and the driver no informationUri")
  func noHelpURIWithoutRulesURL() async throws {
    let run = await Fixtures.samplesRun()
    let output = SARIFReporter().report(run, options: ReporterOptions(baseDirectory: "/checkout"))
    let runs = try #require(try Self.log(output)["runs"] as? [[String: Any]])
    let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["informationUri"] == nil)
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(!rules.isEmpty)
    #expect(rules.allSatisfy { $0["helpUri"] == nil })
    #expect(!output.contains("helpUri") && !output.contains("informationUri"))
  }

  @Test("a configured severity is the rule's default level in SARIF")
  func configuredSeverity() throws {
    let linter = Linter(
      configuration: LintConfiguration(
        severities: ["password-autocomplete": .error], only: ["password-autocomplete"]))
    let run = LintRun(ScanRun(files: [], summary: ScanSummary()), linter: linter)
    #expect(run.rules.map(\.id) == ["password-autocomplete"])
    #expect(run.rules.first?.severity == .error)
  }

  @Test("paths are relative to %SRCROOT%, whose URI ends with a slash")
  func baseDirectory() throws {
    let run = Fixtures.run(path: "/repo/site/form.html", diagnostics: [Fixtures.diagnostic()])
    let output = SARIFReporter().report(run, options: ReporterOptions(baseDirectory: "/repo/"))
    let location = try Self.artifactLocation(try Self.results(output)[0])
    #expect(location["uri"] as? String == "site/form.html")
    #expect(location["uriBaseId"] as? String == "%SRCROOT%")
    let runs = try #require(try Self.log(output)["runs"] as? [[String: Any]])
    let base = (runs[0]["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any]
    #expect(base?["uri"] as? String == "file:///repo/")
  }

  @Test("output is byte-identical across runs")
  func deterministic() async {
    let run = await Fixtures.samplesRun()
    let options = ReporterOptions(baseDirectory: "/checkout")
    let first = SARIFReporter().report(run, options: options)
    #expect(first == SARIFReporter().report(run, options: options))
  }

  @Test("fingerprints survive a line inserted above the findings")
  func fingerprintsSurviveInsertedLines() throws {
    let path = Fixtures.packageRoot + "/Samples/sign-up.html"
    let html = try String(contentsOfFile: path, encoding: .utf8)
    var lines = html.components(separatedBy: "\n")
    lines.insert("<p>A paragraph added later.</p>", at: 1)
    let moved = lines.joined(separator: "\n")

    let before = try Self.fingerprints(of: html)
    let after = try Self.fingerprints(of: moved)
    #expect(!before.isEmpty, "the sample must have findings for this test to mean anything")
    #expect(before.map(\.fingerprint) == after.map(\.fingerprint))
    #expect(before.map { $0.line + 1 } == after.map(\.line))
  }

  @Test("identical findings on identical lines get distinct occurrence numbers")
  func duplicateFingerprints() throws {
    let diagnostic = Fixtures.diagnostic()
    var second = diagnostic
    second.position.line = 9
    let output = SARIFReporter().report(
      Fixtures.run(diagnostics: [diagnostic, second]), options: ReporterOptions())
    let prints = try Self.results(output).compactMap {
      ($0["partialFingerprints"] as? [String: Any])?["primaryLocationLineHash"] as? String
    }
    #expect(prints.count == 2)
    #expect(prints[0].hasSuffix(":1") && prints[1].hasSuffix(":2"))
    #expect(prints[0].dropLast(2) == prints[1].dropLast(2))
  }

  @Test("a fingerprint hashes rule, path, line text without HTML whitespace at its ends, message")
  func fingerprintInputs() throws {
    // FNV-1a over each field's bytes and a 0 byte, computed here byte by byte.
    func expected(_ fields: [String]) -> String {
      var value: UInt64 = 0xcbf2_9ce4_8422_2325
      for field in fields {
        for byte in Array(field.utf8) + [0] {
          value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
      }
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
    let lines = [
      "\t \u{C}<input placeholder=\"café — x\"> \r\n", "<input placeholder=\"café — x\">",
    ]
    let diagnostics = lines.enumerated().map { offset, line in
      Fixtures.diagnostic(line: 3 + offset, sourceLine: line)
    }
    let output = SARIFReporter().report(
      Fixtures.run(diagnostics: diagnostics), options: ReporterOptions())
    let prints = try Self.results(output).compactMap {
      ($0["partialFingerprints"] as? [String: Any])?["primaryLocationLineHash"] as? String
    }
    let hash = expected([
      "password-autocomplete", "site/form.html", "<input placeholder=\"café — x\">",
      "Add autocomplete.",
    ])
    #expect(prints == [hash + ":1", hash + ":2"])
    var fingerprints = SARIFFingerprint()
    let blank = Fixtures.diagnostic(sourceLine: " \n\t")
    #expect(
      fingerprints.next(for: blank, path: "a.html").text
        == expected(["password-autocomplete", "a.html", "", "Add autocomplete."]) + ":1")
  }

  @Test("FNV-1a 64 matches the published test vectors")
  func fnv() {
    func digest(_ text: String) -> String {
      var hash = FNV1a64()
      hash.combine(bytes: text.utf8)
      return hash.hexDigest
    }
    #expect(digest("") == "cbf29ce484222325")
    #expect(digest("a") == "af63dc4c8601ec8c")
    #expect(digest("foobar") == "85944171f73967e8")
    // Fields are separated, so "ab" + "c" and "a" + "bc" differ.
    var first = FNV1a64()
    first.combine("ab")
    first.combine("c")
    var second = FNV1a64()
    second.combine("a")
    second.combine("bc")
    #expect(first.hexDigest != second.hexDigest)
  }

  // MARK: - Helpers

  static func fingerprints(of html: String) throws -> [(line: Int, fingerprint: String)] {
    let scanner = FormScanner(options: ScanOptions(baseURL: "https://larkspur.example/"))
    let diagnostics = Linter().lint(scanner.scan(html: html))
    let output = SARIFReporter().report(
      Fixtures.run(path: "Samples/sign-up.html", diagnostics: diagnostics),
      options: ReporterOptions(baseDirectory: "/checkout"))
    return try results(output).map { result in
      let physical = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"]
      let region = (physical as? [String: Any])?["region"] as? [String: Any]
      let prints = result["partialFingerprints"] as? [String: Any]
      return (
        region?["startLine"] as? Int ?? 0, prints?["primaryLocationLineHash"] as? String ?? ""
      )
    }
  }

  static func log(_ output: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
  }

  static func results(_ output: String) throws -> [[String: Any]] {
    let runs = try #require(try log(output)["runs"] as? [[String: Any]])
    return try #require(runs.first?["results"] as? [[String: Any]])
  }

  static func artifactLocation(_ result: [String: Any]) throws -> [String: Any] {
    let location = try #require((result["locations"] as? [[String: Any]])?.first)
    let physical = try #require(location["physicalLocation"] as? [String: Any])
    return try #require(physical["artifactLocation"] as? [String: Any])
  }
}
