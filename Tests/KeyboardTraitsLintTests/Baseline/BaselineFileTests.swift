import Foundation
import TestHelpers
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

@Suite("Baseline files")
struct BaselineFileTests {
  static let goldenURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens/baseline.json")

  /// Findings given out of order, with a duplicate, a quote and a non-ASCII line.
  static let sample = Baseline(runs: [
    FileReport(
      path: "site/z.html", document: nil, error: nil,
      diagnostics: [
        SuppressionTestSupport.finding(
          "input-missing-label", line: 3, message: "This field has no label.",
          sourceLine: "    <input name=\"q\">")
      ]),
    FileReport(
      path: "./site/a.html", document: nil, error: nil,
      diagnostics: [
        SuppressionTestSupport.finding(
          "typing-aid-false", line: 9, message: "autocorrect=\"false\" means on.",
          sourceLine: "<input autocorrect=\"false\" placeholder=\"Straße\">\r"),
        SuppressionTestSupport.finding(
          "input-missing-label", line: 2, message: "This field has no label.",
          sourceLine: "\t<input name=\"a\">"),
        SuppressionTestSupport.finding(
          "input-missing-label", line: 4, message: "This field has no label.",
          sourceLine: "<input name=\"a\">"),
      ]),
  ])

  @Test("the written file is deterministic, versioned, sorted and matches its golden")
  func golden() throws {
    let text = Self.sample.jsonText
    if ProcessInfo.processInfo.environment["KBTRAITS_UPDATE_GOLDENS"] == "1" {
      try FileManager.default.createDirectory(
        at: Self.goldenURL.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: Self.goldenURL, atomically: false, encoding: .utf8)
    }
    let golden = try String(contentsOf: Self.goldenURL, encoding: .utf8)
    #expect(text == golden, "regenerate with KBTRAITS_UPDATE_GOLDENS=1")
    #expect(text.hasPrefix("{\n  \"version\": 1,\n  \"entries\": ["))
    #expect(text.hasSuffix("}\n"))
    let reversed = Baseline(entries: Self.sample.entries.reversed())
    #expect(reversed.jsonText == text)
  }

  @Test("write then load gives the same baseline")
  func roundTrip() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path("baseline.json")
    try Self.sample.write(to: path)
    let loaded = try Baseline.load(from: path)
    #expect(loaded == Self.sample)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.sample.jsonText)
  }

  @Test("a baseline is also Codable like any value")
  func codable() throws {
    let data = try JSONEncoder().encode(Self.sample)
    #expect(try JSONDecoder().decode(Baseline.self, from: data) == Self.sample)
  }

  @Test("hand-edited entries are keyed like new findings")
  func handEdited() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.write(
      "b.json",
      #"{"version": 1, "entries": [{"rule": "r", "path": "./a.html", "sourceLine": "  <x>  ", "#
        + #""message": "m"}]}"#)
    #expect(
      try Baseline.load(from: path).entries == [
        Baseline.Entry(rule: "r", path: "a.html", sourceLine: "<x>", message: "m")
      ])
  }

  @Test("bad files give errors that say what, where, and what to do")
  func errors() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let missing = directory.path("none.json")
    #expect(throws: BaselineError.missingFile(path: missing)) {
      try Baseline.load(from: missing)
    }
    let cases: [(String, String)] = [
      (
        "not json at all",
        "is not a kbtraits baseline (it is not a JSON object with a \"version\" number)"
      ),
      ("[1, 2]", "is not a kbtraits baseline"),
      (#"{"version": 2, "entries": []}"#, "has version 2, but this kbtraits reads version 1"),
      (#"{"version": 1}"#, "missing key \"entries\""),
      (#"{"version": 1, "entries": [{"rule": "r"}]}"#, "missing key \"path\" in entries[0]"),
    ]
    for (text, expected) in cases {
      let path = try directory.write("bad.json", text)
      do {
        _ = try Baseline.load(from: path)
        Issue.record("\(text) loaded")
      } catch let error as BaselineError {
        #expect(error.description.contains(expected), "\(error)")
        #expect(error.description.contains(path))
        #expect(error.description.hasSuffix("regenerate it with --write-baseline \(path)"))
      }
    }
    let unwritable = directory.path("no/such/dir/b.json")
    #expect(throws: BaselineError.self) { try Self.sample.write(to: unwritable) }
  }

  @Test("a baseline read a piece at a time: keys in any order, escapes, several batches")
  func incrementalReading() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // More entries than one batch of the reader decodes at once (256 KB).
    let many = (0..<4_000).map { index in
      Baseline.Entry(
        rule: "input-missing-label", path: "site/page\(index).html",
        sourceLine:
          "<input name=\"q\\\(index)\" placeholder=\"Straße 😀 \(String(repeating: "x", count: 40))\">",
        message: "This field has no label.")
    }
    let path = directory.path("many.json")
    try Baseline(entries: many).write(to: path)
    #expect(try Baseline.load(from: path) == Baseline(entries: many))

    // Hand-written: entries before the version, keys unknown to kbtraits, \u escapes.
    let handWritten = #"""
      {"entries": [{"message": "m\u00e9", "extra": {"a": [1, {"b": "]}"}]}, "rule": "r",
      "sourceLine": "\ud83d\ude00 \"q\"", "path": "./a\\b.html"}], "comment": "x", "version": 1}
      """#
    let written = try directory.write("hand.json", handWritten)
    #expect(
      try Baseline.load(from: written).entries == [
        Baseline.Entry(rule: "r", path: #"a\b.html"#, sourceLine: "😀 \"q\"", message: "mé")
      ])

    // A bad entry past the first batch is named by its index in the file.
    var text = try String(contentsOfFile: path, encoding: .utf8)
    let last = try #require(text.range(of: "\"path\": \"site/page999.html\",", options: .backwards))
    text.removeSubrange(last)
    let broken = try directory.write("broken.json", text)
    let index = try #require(
      Baseline(entries: many).entries.firstIndex { $0.path == "site/page999.html" })
    #expect(index > 2_000)
    do {
      _ = try Baseline.load(from: broken)
      Issue.record("a baseline with an entry missing its path loaded")
    } catch let error as BaselineError {
      #expect(error.description.contains("missing key \"path\" in entries[\(index)]"), "\(error)")
    }
    // Cut short, it is no JSON object.
    let truncated = try directory.write("cut.json", String(text.prefix(text.count / 2)))
    #expect(
      throws: BaselineError.notABaseline(
        path: truncated, reason: "it is not a JSON object with a \"version\" number")
    ) {
      try Baseline.load(from: truncated)
    }
  }
}
