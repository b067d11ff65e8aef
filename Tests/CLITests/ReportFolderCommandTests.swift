import Foundation
import TestHelpers
import Testing

/// `kbtraits report --output DIR/`: the folder form, as users run it: its golden pages over
/// `Samples/`, what the CLI says it wrote, the folders it refuses to replace, and the filters
/// working across pages in a real browser.
@Suite("kbtraits report: folder form")
struct ReportFolderCommandTests {
  static let goldens = KBTraitsProcess.packageRoot.appendingPathComponent(
    "Tests/CLITests/Goldens/report-folder")

  /// Writes the split report of Samples into `folder/report/`.
  static func writeSamples(into folder: URL) throws -> KBTraitsProcess.Outcome {
    try KBTraitsProcess.run(
      [
        "report", "Samples", "--output", folder.appendingPathComponent("report").path + "/",
        "--one-page-limit", "0", "--base-url", ReportCommandTests.baseURL, "--jobs", "2",
      ])
  }

  static func names(in folder: URL) throws -> [String] {
    let walk = try #require(FileManager.default.enumerator(atPath: folder.path))
    return walk.compactMap { $0 as? String }.filter {
      $0.hasSuffix(".html") || $0.hasSuffix(".css")
    }
    .sorted()
  }

  @Test("the split report of Samples matches its golden pages and names")
  func goldenFolder() throws {
    let folder = try ReportCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try Self.writeSamples(into: folder)
    #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
    let report = folder.appendingPathComponent("report")
    let names = try Self.names(in: report)
    let firstSituation = try #require(
      try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        .components(separatedBy: "<a href=\"situations/").dropFirst().first?
        .components(separatedBy: "\"").first)
    let compared = [
      ("index.html", "index.html"), ("files/1.html", "files-1.html"),
      ("situations/" + firstSituation, "first-situation.html"), ("report.css", "report.css"),
    ]
    if ReportCommandTests.updateGoldens {
      try FileManager.default.createDirectory(at: Self.goldens, withIntermediateDirectories: true)
      try (names.joined(separator: "\n") + "\n").write(
        to: Self.goldens.appendingPathComponent("pages.txt"), atomically: false, encoding: .utf8)
      for (page, golden) in compared {
        try Data(contentsOf: report.appendingPathComponent(page)).write(
          to: Self.goldens.appendingPathComponent(golden))
      }
    }
    let expectedNames = try String(
      contentsOf: Self.goldens.appendingPathComponent("pages.txt"), encoding: .utf8)
    #expect(names.joined(separator: "\n") + "\n" == expectedNames)
    for (page, golden) in compared {
      let written = try String(contentsOf: report.appendingPathComponent(page), encoding: .utf8)
      let expected = try String(
        contentsOf: Self.goldens.appendingPathComponent(golden), encoding: .utf8)
      #expect(written == expected, "\(page): run with KBTRAITS_UPDATE_GOLDENS=1 to see the change")
    }
    let pages = names.filter { $0.hasSuffix(".html") }.count - 1
    let bytes = try names.map {
      try FileManager.default.attributesOfItem(
        atPath: report.appendingPathComponent($0).path)[.size] as? Int ?? 0
    }.reduce(0, +)
    #expect(
      outcome.standardError.contains(
        "wrote \(report.path)/: index.html and \(pages) pages, \(bytes / 1_000) kB, 9 files, "
          + "101 fields\n"), "\(outcome.standardError)")
  }

  @Test("a small run gets the single page as index.html, the same as --output FILE.html")
  func smallRunOnePage() throws {
    let folder = try ReportCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try KBTraitsProcess.run(
      [
        "report", "Samples", "--output", folder.appendingPathComponent("out").path + "/",
        "--base-url", ReportCommandTests.baseURL,
      ])
    #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
    let report = folder.appendingPathComponent("out")
    #expect(try FileManager.default.contentsOfDirectory(atPath: report.path) == ["index.html"])
    let page = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(page == (try String(contentsOf: ReportCommandTests.golden("html"), encoding: .utf8)))
    #expect(outcome.standardError.contains(": index.html (the whole report on one page), "))
  }

  @Test("a second run replaces the report it wrote, leaving nothing else beside it")
  func replacesEarlierReport() throws {
    let folder = try ReportCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Self.writeSamples(into: folder).status == 0)
    let stale = folder.appendingPathComponent("report/situations/gone.html")
    try Data("old".utf8).write(to: stale)
    let second = try Self.writeSamples(into: folder)
    #expect(second.status == 0, "stderr: \(second.standardError)")
    #expect(!FileManager.default.fileExists(atPath: stale.path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report"])
  }

  @Test("a folder holding other files is left alone, with an error that says why")
  func refusesOtherFolder() throws {
    let folder = try ReportCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("report")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
    let keep = target.appendingPathComponent("notes.txt")
    try Data("mine".utf8).write(to: keep)
    let outcome = try Self.writeSamples(into: folder)
    #expect(outcome.status == 1)
    #expect(outcome.standardError.contains("holds files kbtraits did not write"))
    #expect(try String(contentsOf: keep, encoding: .utf8) == "mine")
    #expect(try FileManager.default.contentsOfDirectory(atPath: target.path) == ["notes.txt"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report"])
  }

  @Test("a missing parent folder, a file in the way, and a folder for JSON are errors")
  func folderErrors() throws {
    let folder = try ReportCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = try KBTraitsProcess.run(
      ["report", "Samples", "--output", folder.appendingPathComponent("a/b").path + "/"])
    #expect(missing.status == 1)
    #expect(missing.standardError.contains("does not exist; create it first"))
    let file = folder.appendingPathComponent("taken")
    try Data("x".utf8).write(to: file)
    let inTheWay = try KBTraitsProcess.run(["report", "Samples", "--output", file.path + "/"])
    #expect(inTheWay.status == 1)
    #expect(inTheWay.standardError.contains("it is a file, not a folder"))
    let json = try KBTraitsProcess.run(
      ["report", "Samples", "--format", "json", "--output", folder.path + "/"])
    #expect(json.status == 2)
    #expect(json.standardError.contains("only the HTML report can be a folder"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["taken"])
  }

  @Test("a single page too large to open quickly is written, with advice to write a folder")
  func largeSinglePageAdvice() throws {
    let folder = try ReportCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("many.html")
    try ("<form>" + String(repeating: "<input type=email name=e>\n", count: 16_000) + "</form>")
      .write(to: page, atomically: false, encoding: .utf8)
    let output = folder.appendingPathComponent("big.html").path
    let outcome = try KBTraitsProcess.run(["report", page.path, "--output", output, "--quiet"])
    #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
    #expect(
      outcome.standardError.contains(
        "past 10 MB a browser takes seconds to open one page: write a folder instead, --output "
          + String(output.dropLast(5)) + "/"), "\(outcome.standardError)")
  }

  @Test(
    "in Chromium, filters carried in a link's query apply on the page it opens",
    .enabled(if: RenderingFixtures.hasBrowser, RenderingFixtures.skipMessage))
  func filtersAcrossPages() throws {
    let folder = try ReportCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Self.writeSamples(into: folder).status == 0)
    let report = folder.appendingPathComponent("report")
    let browser = try #require(RenderingFixtures.browser)
    // A files page opened with a rule: only rows with a finding of it stay shown.
    let files = try Self.dumpDOM(
      browser, report.appendingPathComponent("files/1.html"), query: "rule=password-autocomplete",
      profile: folder.appendingPathComponent("profile"))
    let rows = Self.rows(in: files)
    #expect(rows.count == 101)
    for row in rows {
      let matches = row.contains("data-r=\"") && row.contains("password-autocomplete")
      #expect(row.contains(" hidden") != matches, "\(row.prefix(200))")
    }
    #expect(files.contains("<form id=\"controls\" class=\"controls\">"), "the script ran")
    // The index opened with a keyboard: only the situations and pages that hold it.
    let index = try Self.dumpDOM(
      browser, report.appendingPathComponent("index.html"), query: "keyboard=Email%20keyboard",
      profile: folder.appendingPathComponent("profile"))
    // Its rows name keyboards by code; #codes names the codes.
    let names = try #require(
      index.components(separatedBy: "data-keyboard-codes=\"").dropFirst().first?
        .components(separatedBy: "\"").first
    ).replacingOccurrences(of: "&#10;", with: "\n").components(separatedBy: "\n")
    let listed = Self.rows(in: index)
    var shownEmail = 0
    for row in listed where row.contains("data-k=\"") {
      let keyboards = row.components(separatedBy: "data-k=\"")[1].components(separatedBy: "\"")[0]
        .replacingOccurrences(of: "&#10;", with: "\n").components(separatedBy: "\n")
        .map { Int($0).map { names[$0] } ?? $0 }
      let holds = keyboards.contains("Email keyboard")
      #expect(row.contains(" hidden") != holds, "\(row.prefix(200))")
      if holds { shownEmail += 1 }
    }
    #expect(shownEmail > 1, "situations and a files page with an email keyboard")
  }

  /// The DOM Chromium builds for `page` opened with `query`, scripts run.
  static func dumpDOM(_ browser: String, _ page: URL, query: String, profile: URL) throws -> String
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: browser)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", RenderingFixtures.loopbackOnly,
      "--user-data-dir=\(profile.path)", "--dump-dom", "file://\(page.path)?\(query)",
    ]
    let output = Pipe()
    process.standardOutput = output
    // Chromium's own messages go to a file of the test's folder.
    let log = profile.deletingLastPathComponent().appendingPathComponent("chromium.log")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    process.standardError = try FileHandle(forWritingTo: log)
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// Each `<tr …>` start tag that has a `data-r`.
  static func rows(in html: String) -> [String] {
    html.components(separatedBy: "<tr ").dropFirst().map {
      String($0.prefix { $0 != ">" })
    }.filter { $0.contains("data-r=") }
  }
}
