import Foundation
import KeyboardTraits
import KeyboardTraitsLint
import TestHelpers
import Testing

/// `kbtraits lint` streams its reports file by file; what it writes must be what the library
/// renders from the whole run at once, in the order the reports list files.
@Suite("kbtraits lint streaming")
struct LintStreamingTests {
  @Test("every format lint streams over the fixture corpus is the whole run's rendering")
  func streamedIsWhole() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let formats = LintReporters.all.map { $0.identifier }
    var arguments = ["lint", "--no-config", "--no-ignore"]
    for format in formats {
      arguments += ["--format", format, "--output", directory.path("out.\(format)")]
    }
    let root = KBTraitsProcess.packageRoot.path
    let outcome = try KBTraitsProcess.run(arguments + ["Tests/Fixtures/corpus"])
    #expect(outcome.status <= 1, "\(outcome.standardError)")

    // The same run in the library: default rules, paths relative to the working directory,
    // every rule that ran in catalogue order, and the working directory as base.
    let linter = Linter()
    let scanned = await FormScanner(linter: linter).scan(paths: [root + "/Tests/Fixtures/corpus"])
    let files = scanned.files.map { file in
      var file = file
      file.path = String(file.path.dropFirst(root.count + 1))
      return file
    }
    let running = Set(linter.rules.map(\.id))
    let rules = RuleRegistry.all.map { $0.description }.filter { running.contains($0.id) }
    let run = LintRun(files: files, summary: scanned.summary, rules: rules)
    for reporter in LintReporters.all {
      let whole = reporter.init().report(run, options: ReporterOptions(baseDirectory: root))
      let streamed = try String(
        contentsOfFile: directory.path("out.\(reporter.identifier)"), encoding: .utf8)
      #expect(streamed == whole, "\(reporter.identifier)")
    }
    // Only the finished reports are left: no temporary file beside them.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        == formats.map { "out.\($0)" }.sorted())
  }

  @Test("files come in the order of the paths shown, not of the paths given")
  func displayOrder() throws {
    let html = "<form action=\"/s\"><input name=\"q\" autocorrect=\"false\"></form>\n"
    try LintCommandTests.withFolder(["a/one.html": html, "b/two.html": html]) { folder in
      // Given as an absolute path, b/two.html sorts before a/one.html; shown, after it.
      let absolute = folder.appendingPathComponent("b/two.html").path
      let outcome = try KBTraitsProcess.run(
        ["lint", "--format", "github", "--no-config", absolute, "a/one.html"], in: folder)
      let files = outcome.standardOutput.split(separator: "\n").compactMap { line in
        line.split(separator: ",").first?.split(separator: "=").last.map(String.init)
      }
      #expect(files.first == "a/one.html", "\(outcome.standardOutput)")
      #expect(files.last == "b/two.html")
    }
  }

  @Test("standard output takes each line format whole, in the order given")
  func lineFormatsInOrder() throws {
    let text = try KBTraitsProcess.run(["lint", "--format", "text", "Samples"])
    let github = try KBTraitsProcess.run(["lint", "--format", "github", "Samples"])
    let both = try KBTraitsProcess.run(
      ["lint", "--format", "text", "--format", "github", "Samples"])
    #expect(both.standardOutput == text.standardOutput + github.standardOutput)
    let reversed = try KBTraitsProcess.run(
      ["lint", "--format", "github", "--format", "text", "Samples"])
    #expect(reversed.standardOutput == github.standardOutput + text.standardOutput)
  }

  @Test("--write-baseline then --baseline hides every finding of the run")
  func baselineRoundTrip() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let baseline = directory.path("baseline.json")
    let written = try KBTraitsProcess.run(
      [
        "lint", "--no-config", "--no-ignore", "--write-baseline", baseline,
        "Tests/Fixtures/corpus",
      ])
    #expect(written.status == 0, "\(written.standardError)")
    let entries = try Baseline.load(from: baseline).entries.count
    #expect(entries > 100)
    #expect(written.standardError.contains("wrote \(entries) baseline entries"))
    let applied = try KBTraitsProcess.run(
      [
        "lint", "--no-config", "--no-ignore", "--baseline", baseline, "--format", "json",
        "Tests/Fixtures/corpus",
      ])
    #expect(applied.status == 0, "\(applied.standardError)")
    #expect(applied.standardError.contains("hid \(entries) findings"))
    #expect(applied.standardOutput.contains("\"diagnostics\": []"))
    #expect(!applied.standardOutput.contains("\"rule\": "))
  }
}
