import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

@Suite("Baseline")
struct BaselineTests {
  static let page = """
    <form action="/account">
      <input type="email" name="email" autocomplete="email">
      <input type="text" name="phone" autocomplete="phone">
    </form>
    """

  /// One lint run over `files` (path → HTML), as the CLI reports it.
  static func run(_ files: [(String, String)]) -> [FileReport] {
    files.map { path, html in
      let document = SuppressionTestSupport.scan(html)
      return FileReport(
        path: path, document: document, error: nil,
        diagnostics: SuppressionTestSupport.rawDiagnostics(document))
    }
  }

  static func finding(
    _ rule: String = "input-missing-label", line: Int = 1,
    text: String = "<input>", message: String = "No label."
  ) -> Diagnostic {
    SuppressionTestSupport.finding(rule, line: line, message: message, sourceLine: text)
  }

  static func report(_ path: String, _ diagnostics: [Diagnostic]) -> FileReport {
    FileReport(path: path, document: nil, error: nil, diagnostics: diagnostics)
  }

  @Test("findings survive lines inserted above them and re-indentation: nothing resurfaces")
  func insertedLines() throws {
    let before = Self.run([("site/a.html", Self.page)])
    #expect(before[0].diagnostics.count >= 2, "the page needs findings for this test")
    let baseline = Baseline(runs: before)
    let moved =
      "<!doctype html>\n<p>Intro</p>\n\n"
      + Self.page.replacingOccurrences(
        of: "\n  <input", with: "\n        <input")
    let after = Self.run([("site/a.html", moved)])
    #expect(after[0].diagnostics.map(\.position.line) != before[0].diagnostics.map(\.position.line))
    let result = baseline.filter(after)
    #expect(result.files[0].diagnostics.isEmpty)
    #expect(result.baselined == before[0].diagnostics.count)
    #expect(result.stale.isEmpty)
  }

  @Test("a new finding is reported; old ones come back only if their message changed")
  func newFinding() {
    let baseline = Baseline(runs: Self.run([("a.html", Self.page)]))
    let grown = Self.page.replacingOccurrences(
      of: "</form>", with: "  <input type=\"text\" name=\"zip\" pattern=\"[0-9]+\">\n</form>")
    let after = Self.run([("a.html", grown)])
    let result = baseline.filter(after)
    let reported = result.files[0].diagnostics
    #expect(
      reported.filter { $0.position.line == 4 }
        == after[0].diagnostics.filter {
          $0.position.line == 4
        })
    // Messages that count the form's fields (enterkeyhint-suggest) changed with the new field.
    let oldMessages = Set(baseline.entries.map(\.message))
    #expect(
      reported.filter { $0.position.line < 4 }.allSatisfy { !oldMessages.contains($0.message) })
    #expect(result.baselined == after[0].diagnostics.count - reported.count)
    #expect(result.baselined > 0)
  }

  @Test("a changed message or line text resurfaces the finding")
  func changedMessageOrLine() {
    let baseline = Baseline(runs: [Self.report("a.html", [Self.finding()])])
    for changed in [
      Self.finding(message: "No label at all."), Self.finding(text: "<input x>"),
      Self.finding("autocomplete-empty"),
    ] {
      let result = baseline.filter([Self.report("a.html", [changed])])
      #expect(result.files[0].diagnostics == [changed])
      #expect(result.baselined == 0)
      #expect(result.stale.count == 1)
    }
  }

  @Test("the same finding in another file is not baselined")
  func otherPath() {
    let baseline = Baseline(runs: [Self.report("a.html", [Self.finding()])])
    let result = baseline.filter([Self.report("b.html", [Self.finding()])])
    #expect(result.files[0].diagnostics.count == 1)
  }

  @Test("identical findings need one entry each; one more than baselined resurfaces them all")
  func duplicates() {
    let two = [Self.finding(line: 2), Self.finding(line: 7)]
    let baseline = Baseline(runs: [Self.report("a.html", two)])
    #expect(baseline.entries.count == 2)
    #expect(baseline.filter([Self.report("a.html", two)]).files[0].diagnostics.isEmpty)

    let three = two + [Self.finding(line: 9)]
    let result = baseline.filter([Self.report("a.html", three)])
    #expect(result.files[0].diagnostics.map(\.position.line) == [2, 7, 9])
    #expect(result.baselined == 0)
    #expect(result.stale.isEmpty)

    let one = Baseline(runs: [Self.report("a.html", [Self.finding()])])
    #expect(one.filter([Self.report("a.html", two)]).files[0].diagnostics.count == 2)
  }

  @Test("fixed findings are listed as stale; files not scanned or unreadable are not")
  func staleEntries() {
    let baseline = Baseline(runs: [
      Self.report(
        "a.html",
        [
          Self.finding(line: 1), Self.finding(line: 2),
          Self.finding(
            "autocomplete-empty", message: "Empty."),
        ]),
      Self.report("b.html", [Self.finding()]),
      Self.report("c.html", [Self.finding()]),
    ])
    let failed = FileReport(
      path: "c.html", document: nil,
      error: ScanError(kind: .permissionDenied, message: "c.html: permission denied"))
    let result = baseline.filter([Self.report("a.html", [Self.finding(line: 5)]), failed])
    #expect(result.files[0].diagnostics.isEmpty)
    #expect(result.baselined == 1)
    #expect(
      result.stale == [
        Baseline.Entry(
          rule: "autocomplete-empty", path: "a.html", sourceLine: "<input>",
          message: "Empty."),
        Baseline.Entry(
          rule: "input-missing-label", path: "a.html", sourceLine: "<input>",
          message: "No label."),
      ])
  }

  @Test("a leading ./ does not change the path")
  func dotSlash() {
    let baseline = Baseline(runs: [Self.report("./site/a.html", [Self.finding()])])
    #expect(baseline.entries.first?.path == "site/a.html")
    #expect(baseline.filter([Self.report("site/a.html", [Self.finding()])]).baselined == 1)
    #expect(baseline.filter([Self.report("././site/a.html", [Self.finding()])]).baselined == 1)
  }

  @Test("very long lines are stored cut, with a hash of the whole line")
  func longLines() throws {
    let long = "<form>" + String(repeating: "<input name=\"a\">", count: 100) + "</form>"
    let baseline = Baseline(runs: [Self.report("min.html", [Self.finding(text: long)])])
    let stored = try #require(baseline.entries.first?.sourceLine)
    #expect(stored.count < Baseline.maxLineLength)
    #expect(stored.hasPrefix(String(long.prefix(200))))
    #expect(Baseline.lineKey(stored) == stored)
    #expect(baseline.filter([Self.report("min.html", [Self.finding(text: long)])]).baselined == 1)
    let edited = long.replacingOccurrences(of: "</form>", with: "<input></form>")
    #expect(baseline.filter([Self.report("min.html", [Self.finding(text: edited)])]).baselined == 0)
  }
}
