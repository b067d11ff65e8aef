import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// Every format's output for `Samples/`, compared with the files in `Goldens/`.
@Suite("Reporter goldens")
struct ReporterGoldenTests {
  @Test(
    "every format matches its golden file",
    arguments: [
      ("text", false, "samples.txt"), ("text", true, "samples-color.txt"),
      ("json", false, "samples.json"), ("sarif", false, "samples.sarif"),
      ("github", false, "samples.github.txt"), ("junit", false, "samples.junit.xml"),
      ("checkstyle", false, "samples.checkstyle.xml"), ("gitlab", false, "samples.gitlab.json"),
      ("rdjson", false, "samples.rdjson.json"),
    ])
  func golden(format: String, useColor: Bool, golden: String) async throws {
    let run = await ReportingFixtures.samplesRun()
    let reporter = try #require(LintReporters.reporter(named: format))
    let options = ReporterOptions(useColor: useColor, baseDirectory: "/checkout")
    try ReportingFixtures.expectGolden(reporter.init().report(run, options: options), named: golden)
  }

  @Test("the samples have findings of every kind, so the goldens cover them")
  func samplesAreRepresentative() async {
    let run = await ReportingFixtures.samplesRun()
    #expect(run.summary.files == 9)
    #expect(run.summary.failedFiles == 0)
    #expect(run.summary.warnings > 0)
    #expect(run.files.map(\.path) == run.files.map(\.path).sorted())
    #expect(run.files.allSatisfy { $0.path.hasPrefix("Samples/") })
  }

  @Test("json is exactly the contract's rendering")
  func jsonIsTheContract() async {
    let run = await ReportingFixtures.samplesRun()
    let expected = JSONReport.render(ScanRun(files: run.files, summary: run.summary))
    #expect(JSONReporter().report(run, options: ReporterOptions()) == expected)
  }

  @Test("the registry lists the eight formats by name")
  func registry() {
    #expect(
      LintReporters.all.map { $0.identifier }
        == ["text", "json", "sarif", "github", "junit", "checkstyle", "gitlab", "rdjson"])
    #expect(
      LintReporters.all.filter { $0.isLineOriented }.map { $0.identifier } == ["text", "github"])
    #expect(
      LintReporters.reporter(named: "sarif").map(ObjectIdentifier.init)
        == ObjectIdentifier(SARIFReporter.self))
    #expect(LintReporters.reporter(named: "xml") == nil)
    #expect(LintReporters.all.allSatisfy { !$0.summary.isEmpty && !$0.summary.contains("\n") })
  }
}
