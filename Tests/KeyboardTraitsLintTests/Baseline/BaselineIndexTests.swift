import Foundation
import TestHelpers
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

@Suite("Baseline index")
struct BaselineIndexTests {
  static func finding(
    _ rule: String = "input-missing-label", line: Int = 1, text: String? = "<input>",
    message: String = "No label."
  ) -> Diagnostic {
    SuppressionTestSupport.finding(rule, line: line, message: message, sourceLine: text)
  }

  static func report(_ path: String, _ diagnostics: [Diagnostic]) -> FileReport {
    FileReport(path: path, document: nil, error: nil, diagnostics: diagnostics)
  }

  /// "é" composed (U+00E9) and decomposed (e, U+0301): canonically equivalent, other bytes.
  static let composed = "Caf\u{E9}"
  static let decomposed = "Cafe\u{301}"

  /// The baseline: tricky entries for a digest.
  static let baseline = Baseline(runs: [
    report(
      "site/a.html",
      [
        // The same message on different lines.
        finding(line: 1, text: "<input name=\"a\">"),
        finding(line: 2, text: "<input name=\"b\">"),
        // Three identical findings.
        finding(line: 3, text: "<input name=\"c\">"),
        finding(line: 4, text: "<input name=\"c\">"),
        finding(line: 5, text: "<input name=\"c\">"),
        // An empty line text and no line text at all: the same key.
        finding("autocomplete-empty", line: 6, text: "", message: "Empty."),
        finding("autocomplete-empty", line: 7, text: nil, message: "Empty."),
        // Fields that run together the same way.
        finding("ab", line: 8, text: "c", message: "d"),
        finding("a", line: 9, text: "bc", message: "d"),
        // A long line, stored cut with a hash.
        finding(line: 10, text: "<input " + String(repeating: "x", count: 300) + ">"),
      ]),
    report(
      "site/ü.html",
      [
        // Non-ASCII text, one of it decomposed.
        finding(line: 1, text: "<input placeholder=\"Straße → 名前\">", message: "Keine “Label”…"),
        finding(line: 2, text: "<label>\(composed)</label>", message: "\(decomposed) ✓"),
      ]),
    report("site/gone.html", [finding()]),
    report("site/unread.html", [finding()]),
  ])

  /// The next run, which tests each kind of entry both ways.
  static let run: [FileReport] = [
    report(
      "./site/a.html",
      [
        finding(line: 11, text: "<input name=\"a\">"),
        // Four identical findings where three are accepted: all four are reported.
        finding(line: 12, text: "<input name=\"b\">"),
        finding(line: 13, text: "<input name=\"b\">"),
        finding(line: 14, text: "<input name=\"c\">"),
        finding(line: 15, text: "<input name=\"c\">"),
        finding(line: 16, text: "  <input name=\"c\">  "),
        finding(line: 17, text: "<input name=\"c\">"),
        finding("autocomplete-empty", line: 18, text: nil, message: "Empty."),
        finding("abc", line: 19, text: "", message: "d"),
        finding(line: 20, text: "<input " + String(repeating: "x", count: 300) + ">"),
        finding(line: 21, text: "<input " + String(repeating: "x", count: 299) + ">"),
      ]),
    report(
      "site/ü.html",
      [
        finding(line: 1, text: "<input placeholder=\"Straße → 名前\">", message: "Keine “Label”…"),
        // Composed where the baseline has it decomposed and the other way round.
        finding(line: 2, text: "<label>\(decomposed)</label>", message: "\(composed) ✓"),
        finding(line: 3, text: "<input placeholder=\"Strasse → 名前\">", message: "Keine “Label”…"),
      ]),
    FileReport(
      path: "site/unread.html", document: nil,
      error: ScanError(kind: .permissionDenied, message: "site/unread.html: permission denied")),
    report("site/new.html", [finding()]),
  ]

  /// What a match gives, comparable across matchers.
  struct Outcome: Equatable {
    var kept: [[Int]]
    var baselined: Int
    var stale: [Baseline.Entry]
  }

  /// The outcome of the matcher that keyed every entry on its four strings (before the index).
  static func entryKeyedOutcome(_ baseline: Baseline, _ files: [FileReport]) -> Outcome {
    var allowances: [String: [Baseline.Entry: Int]] = [:]
    for entry in baseline.entries { allowances[entry.path, default: [:]][entry, default: 0] += 1 }
    var outcome = Outcome(kept: [], baselined: 0, stale: [])
    for file in files {
      guard file.error == nil, let allowance = allowances[Baseline.pathKey(file.path)] else {
        outcome.kept.append(file.diagnostics.map(\.position.line))
        continue
      }
      let keys = file.diagnostics.map { Baseline.Entry($0, path: file.path) }
      let found = Dictionary(keys.map { ($0, 1) }, uniquingKeysWith: +)
      let kept = zip(file.diagnostics, keys).filter { _, key in
        (found[key] ?? 0) > (allowance[key] ?? 0)
      }.map(\.0)
      outcome.kept.append(kept.map(\.position.line))
      outcome.baselined += file.diagnostics.count - kept.count
      for (entry, count) in allowance {
        let missing = count - (found[entry] ?? 0)
        if missing > 0 { outcome.stale += repeatElement(entry, count: missing) }
      }
    }
    outcome.stale.sort()
    return outcome
  }

  static func indexOutcome(_ index: BaselineIndex, _ files: [FileReport]) throws -> Outcome {
    var outcome = Outcome(kept: [], baselined: 0, stale: [])
    var stale: [BaselineIndex.StaleEntry] = []
    for file in files {
      let match = index.filter(file)
      outcome.kept.append(match.file.diagnostics.map(\.position.line))
      outcome.baselined += match.baselined
      stale += match.stale
    }
    outcome.stale = try index.staleEntries(stale)
    #expect(outcome.stale.count == stale.reduce(0) { $0 + $1.count })
    return outcome
  }

  @Test("digests accept what entries keyed on their text accepted: counts, stale entries, order")
  func sameAsEntryKeyedMatching() throws {
    let expected = Self.entryKeyedOutcome(Self.baseline, Self.run)
    // The run exercises what it means to: some kept, some hidden, some stale.
    #expect(
      expected.kept == [[12, 13, 14, 15, 16, 17, 19, 21], [3], [], [1]], "\(expected.kept)")
    #expect(expected.baselined == 5)
    #expect(expected.stale.map(\.path) == Array(repeating: "site/a.html", count: 3))

    #expect(try Self.indexOutcome(BaselineIndex(Self.baseline), Self.run) == expected)
    let filtered = Self.baseline.filter(Self.run)
    #expect(filtered.files.map { $0.diagnostics.map(\.position.line) } == expected.kept)
    #expect(filtered.baselined == expected.baselined)
    #expect(filtered.stale == expected.stale)

    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let path = folder.path("baseline.json")
    try Self.baseline.write(to: path)
    #expect(try Self.indexOutcome(BaselineIndex(contentsOf: path), Self.run) == expected)
  }

  @Test("a file scanned twice has its stale entries listed twice, as before")
  func scannedTwice() throws {
    let run = [Self.report("site/gone.html", []), Self.report("site/gone.html", [])]
    let expected = Self.entryKeyedOutcome(Self.baseline, run)
    #expect(expected.stale.count == 2)
    #expect(try Self.indexOutcome(BaselineIndex(Self.baseline), run) == expected)
  }

  @Test("stale entries of a baseline file are read back with their text, sorted")
  func staleTextFromFile() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    // Hand-written out of order, with an unindented line the reader keys.
    let path = try folder.write(
      "baseline.json",
      """
      {"entries": [
        {"rule": "z-rule", "path": "b.html", "sourceLine": "  <b>  ", "message": "Zed."},
        {"rule": "a-rule", "path": "b.html", "sourceLine": "<a>", "message": "A \\u00e9."},
        {"rule": "a-rule", "path": "a.html", "sourceLine": "<a>", "message": "A."},
        {"rule": "a-rule", "path": "b.html", "sourceLine": "<a>", "message": "A \\u00e9."}
      ], "version": 1}
      """)
    let index = try BaselineIndex(contentsOf: path)
    let stale = [Self.report("b.html", []), Self.report("a.html", [])].flatMap {
      index.filter($0).stale
    }
    #expect(
      try index.staleEntries(stale) == [
        Baseline.Entry(rule: "a-rule", path: "a.html", sourceLine: "<a>", message: "A."),
        Baseline.Entry(rule: "a-rule", path: "b.html", sourceLine: "<a>", message: "A é."),
        Baseline.Entry(rule: "a-rule", path: "b.html", sourceLine: "<a>", message: "A é."),
        Baseline.Entry(rule: "z-rule", path: "b.html", sourceLine: "<b>", message: "Zed."),
      ])
    #expect(try index.staleEntries([]) == [])
  }

  @Test("a baseline file that changed after loading is an error, not a wrong list")
  func changedFile() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let path = folder.path("baseline.json")
    try Self.baseline.write(to: path)
    let index = try BaselineIndex(contentsOf: path)
    let stale = index.filter(Self.report("site/gone.html", [])).stale
    #expect(stale.map(\.count) == [1])

    // Rewritten with the same entries: nothing to complain about.
    try Self.baseline.write(to: path)
    #expect(try index.staleEntries(stale).map(\.path) == ["site/gone.html"])

    // One entry of another file changed: the stale entry could still be found, but the file
    // is no longer the one that was matched.
    var edited = Self.baseline
    edited.entries[0].message = "Edited."
    try edited.write(to: path)
    let error = #expect(throws: BaselineError.self) { try index.staleEntries(stale) }
    #expect(
      error?.description
        == "cannot read baseline \(path): it changed while kbtraits was running; run kbtraits again"
    )

    try FileManager.default.removeItem(atPath: path)
    #expect(throws: BaselineError.missingFile(path: path)) { try index.staleEntries(stale) }
  }

  @Test("the digest keeps fields apart and treats canonically equal text as equal")
  func digest() {
    let digest = BaselineDigest(rule: "ab", sourceLine: "c", message: "d")
    #expect(digest != BaselineDigest(rule: "a", sourceLine: "bc", message: "d"))
    #expect(digest != BaselineDigest(rule: "ab", sourceLine: "", message: "cd"))
    #expect(
      BaselineDigest(rule: "r", sourceLine: Self.composed, message: "")
        == BaselineDigest(rule: "r", sourceLine: Self.decomposed, message: ""))
  }
}
