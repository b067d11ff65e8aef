import Foundation
import TestHelpers
import Testing

/// `kbtraits report` as users run it: golden reports over `Samples/` in every format, several
/// formats in one run, standard output, exit codes, progress only on a terminal.
@Suite("kbtraits report")
struct ReportCommandTests {
  /// Set KBTRAITS_UPDATE_GOLDENS=1 to rewrite the golden files after an intended change.
  static let updateGoldens = ProcessInfo.processInfo.environment["KBTRAITS_UPDATE_GOLDENS"] == "1"
  static let baseURL = "https://larkspur.example/"
  static let formats = ["html": "html", "markdown": "md", "json": "json", "csv": "csv"]

  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbtraits-report-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func golden(_ format: String) -> URL {
    KBTraitsProcess.packageRoot.appendingPathComponent(
      "Tests/CLITests/Goldens/report.\(formats[format]!)")
  }

  @Test(
    "every format over Samples matches its golden file",
    arguments: ["html", "markdown", "json", "csv"])
  func goldenOutput(format: String) throws {
    let outcome = try KBTraitsProcess.run(
      ["report", "Samples", "--format", format, "--output", "-", "--base-url", Self.baseURL])
    #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
    #expect(outcome.standardError.isEmpty, "no progress when standard error is a pipe")
    let golden = Self.golden(format)
    if Self.updateGoldens {
      try FileManager.default.createDirectory(
        at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
      try outcome.standardOutput.write(to: golden, atomically: false, encoding: .utf8)
    }
    let expected = try String(contentsOf: golden, encoding: .utf8)
    #expect(
      outcome.standardOutput == expected, "run with KBTRAITS_UPDATE_GOLDENS=1 to see the change")
  }

  @Test(
    "over the full corpus the HTML page stays under 5 MB and holds each drawing once",
    .enabled(if: TestCorpus.hasFullCorpus, TestCorpus.fullCorpusSkipMessage))
  func corpusPageSize() throws {
    let corpus = try #require(TestCorpus.full)
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("corpus.html")
    let outcome = try KBTraitsProcess.run(
      ["report", corpus.path, "--format", "html", "--output", page.path, "--quiet"])
    // The corpus holds files that cannot be scanned; the page lists them and the exit is 1.
    #expect(outcome.status == 0 || outcome.status == 1, "stderr: \(outcome.standardError)")
    let bytes = try Data(contentsOf: page)
    #expect(bytes.count < 5_000_000, "\(bytes.count) bytes")
    let html = String(decoding: bytes, as: UTF8.self)
    // A browser gets one image per drawing and one rule per picture, and each field one empty
    // element that names a rule: no SVG element of its own to build.
    for element in ["<svg", "<use", "<symbol"] { #expect(!html.contains(element)) }
    let fields = html.components(separatedBy: "<article").count - 1
    let pictures = html.components(separatedBy: "<i class=\"kf kf-").dropFirst().map {
      String($0.prefix(8))
    }
    #expect(fields > 1_000 && pictures.count == fields)
    let style = try #require(html.components(separatedBy: "<style>").last)
    let drawings = style.components(separatedBy: "\n--k").count - 1
    let rules = style.components(separatedBy: "\n.kf-").dropFirst().map { String($0.prefix(8)) }
    #expect(Set(rules).count == rules.count)
    #expect(Set(rules) == Set(pictures), "one rule for each picture the fields show, and no other")
    #expect(drawings > 10 && drawings < 1_000, "\(drawings) drawings")
  }

  @Test("several formats in one run equal the single-format runs, byte for byte")
  func severalFormats() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let names = ["html", "markdown", "json", "csv"]
    var arguments = ["report", "Samples", "--base-url", Self.baseURL, "--jobs", "2"]
    for name in names { arguments += ["--format", name] }
    for name in names {
      arguments += ["--output", folder.appendingPathComponent("r.\(Self.formats[name]!)").path]
    }
    for _ in 0..<2 {
      let outcome = try KBTraitsProcess.run(arguments)
      #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
      for name in names {
        let written = try String(
          contentsOf: folder.appendingPathComponent("r.\(Self.formats[name]!)"), encoding: .utf8)
        let golden = try String(contentsOf: Self.golden(name), encoding: .utf8)
        #expect(written == golden, "\(name)")
      }
    }
  }

  @Test("default output name, exit 1 and a listed failure when a file cannot be read")
  func defaultOutputAndFailure() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = KBTraitsProcess.packageRoot.appendingPathComponent("Samples/sign-in.html").path
    try Data([0, 1, 2, 3, 0, 0, 0, 0]).write(to: folder.appendingPathComponent("binary.html"))
    let outcome = try KBTraitsProcess.run(
      ["report", sample, "binary.html", "--format", "markdown"], in: folder)
    #expect(outcome.status == 1)
    let report = try String(
      contentsOf: folder.appendingPathComponent("kbtraits-report.md"), encoding: .utf8)
    #expect(report.contains("### Failed files"))
    #expect(report.contains("binary.html | binaryContent | not HTML: "))
    #expect(report.contains("sign-in.html"))
    // Where it wrote, its size and what it counted, on standard error.
    let size = try #require(
      FileManager.default.attributesOfItem(
        atPath: folder.appendingPathComponent("kbtraits-report.md").path)[.size] as? Int)
    #expect(
      outcome.standardError.contains(
        "wrote kbtraits-report.md: \(size / 1_000) kB, 2 files, 3 fields, 1 failed\n"),
      "\(outcome.standardError)")
  }

  @Test(
    "usage errors exit with 2",
    arguments: [
      ["report"],
      ["report", "Samples", "--format", "pdf"],
      ["report", "Samples", "--format", "html", "--output", "a.html", "--output", "b.html"],
      [
        "report", "Samples", "--format", "html", "--format", "csv", "--output", "-", "--output",
        "-",
      ],
      ["report", "Samples", "--format", "html", "--format", "html"],
    ])
  func usageErrors(arguments: [String]) throws {
    let outcome = try KBTraitsProcess.run(arguments)
    #expect(outcome.status == 2, "stderr: \(outcome.standardError)")
  }

  @Test("an unwritable output fails with 1 and says why")
  func unwritableOutput() throws {
    let outcome = try KBTraitsProcess.run(
      ["report", "Samples", "--format", "csv", "--output", "/no/such/dir/report.csv"])
    #expect(outcome.status == 1)
    #expect(outcome.standardError.contains("/no/such/dir/report.csv"))
  }

  @Test("the format follows the output name when --format is left out")
  func inferredFormat() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("fields.csv").path
    let outcome = try KBTraitsProcess.run(
      ["report", "Samples", "--output", output, "--base-url", Self.baseURL])
    #expect(outcome.status == 0)
    #expect(
      try String(contentsOfFile: output, encoding: .utf8)
        == String(contentsOf: Self.golden("csv"), encoding: .utf8))
  }
}
