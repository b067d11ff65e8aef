import Foundation
import TestHelpers
import Testing

/// `kbtraits merge --baseline` (issue 32): the baseline applied to the merged findings gives the
/// bytes, messages and exit status of one run's `lint --baseline`.
@Suite("kbtraits merge --baseline")
struct MergeBaselineTests {
  private static let samples = [
    "sign-in.html", "checkout.html", "contact.html", "search.html", "sign-up.html",
  ]

  /// A site whose baseline was written before it changed: `checkout.html` is unchanged (every
  /// finding hidden), `contact.html` gained a field (some hidden, some new), `sub dir/ça
  /// va.html` lost its finding (a stale entry, and a file SARIF lists no result for); a file
  /// that cannot be read and a file with no findings besides.
  private func site() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    for name in Self.samples {
      try directory.write("site/" + name, try sample(name))
    }
    try directory.write("site/sub dir/ça va.html", "<form><input type=text name=phone></form>")
    try directory.write("site/b/logo.html", bytes: [0x89, 0x50, 0x4E, 0x47, 0, 0, 0, 1])
    try directory.write("site/clean.html", "<p>No form here.</p>")
    let wrote = try run(
      ["lint", "--no-config", "site", "--write-baseline", "b.json"], in: directory)
    #expect(wrote.status <= 1, "\(wrote.standardError)")
    try directory.write(
      "site/contact.html",
      try sample("contact.html") + "<form><input type=text name=zip><input name=email></form>\n")
    try directory.write(
      "site/sub dir/ça va.html",
      "<form><label>Phone <input type=tel name=phone autocomplete=tel></label></form>")
    return directory
  }

  private func sample(_ name: String) throws -> String {
    try String(
      contentsOfFile: KBTraitsProcess.packageRoot.path + "/Samples/" + name, encoding: .utf8)
  }

  private func run(_ arguments: [String], in directory: TemporaryDirectory) throws
    -> KBTraitsProcess.Outcome
  {
    try KBTraitsProcess.run(arguments, in: URL(fileURLWithPath: directory.path))
  }

  private func read(_ name: String, in directory: TemporaryDirectory) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: directory.path(name)))
  }

  /// Standard error without merge's own first line, which lint does not print.
  private func afterMergedLine(_ text: String) -> String {
    String(text.drop { $0 != "\n" }.dropFirst())
  }

  /// Lints `site` in `count` shards, writing `s1.json`, `s1.sarif`, …
  private func lintShards(
    _ count: Int, in directory: TemporaryDirectory, extra: [String] = []
  ) throws {
    for index in 1...count {
      let part = try run(
        ["lint", "--no-config", "site", "--shard", "\(index)/\(count)"] + extra + [
          "--format", "json", "-o", "s\(index).json", "--format", "sarif", "-o", "s\(index).sarif",
        ], in: directory)
      #expect(part.status <= 1, "\(part.standardError)")
    }
  }

  @Test(
    "merge --baseline of 1 to 4 shards equals lint --baseline: bytes, messages, exit status",
    arguments: [1, 2, 3, 4])
  func equalsLintBaseline(count: Int) throws {
    let directory = try site()
    defer { directory.remove() }
    try lintShards(count, in: directory)
    for strict in [[], ["--strict-baseline"]] {
      let baseline = ["--baseline", "b.json"] + strict
      let whole = try run(
        ["lint", "--no-config", "site"] + baseline + [
          "--format", "json", "-o", "whole.json", "--format", "sarif", "-o", "whole.sarif",
        ], in: directory)
      #expect(whole.status == 1)
      // Some hidden, some new, one entry stale: the case is the one the test means.
      #expect(whole.standardError.contains("note: baseline b.json hid "))
      #expect(whole.standardError.contains(" of b.json no longer match") == strict.isEmpty)
      #expect(whole.standardError.contains("error: stale baseline entry: ") == !strict.isEmpty)
      let plain = try run(["lint", "--no-config", "site", "--format", "json"], in: directory)
      #expect(Data(plain.standardOutput.utf8) != (try read("whole.json", in: directory)))
      for format in ["json", "sarif"] {
        let parts = (1...count).reversed().map { "s\($0).\(format)" }
        let merged = try run(["merge", "-o", "merged.\(format)"] + baseline + parts, in: directory)
        #expect(merged.status == whole.status, "\(merged.standardError)")
        #expect(
          try read("merged.\(format)", in: directory) == read("whole.\(format)", in: directory),
          "\(format), \(count) shards, \(strict)")
        #expect(afterMergedLine(merged.standardError) == whole.standardError, "\(format)")
      }
    }
  }

  @Test("--strict-baseline fails a merge whose only problem is a stale entry, as lint fails")
  func strictBaselineAlone() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for index in 0..<4 {
      try directory.write(
        "site/p\(index).html", "<label>Phone <input type=text name=phone\(index)></label>")
    }
    _ = try run(["lint", "--no-config", "site", "--write-baseline", "b.json"], in: directory)
    try directory.write("site/p2.html", "<label>Phone <input type=tel name=phone2></label>")
    try lintShards(2, in: directory)
    for (strict, status) in [([String](), Int32(0)), (["--strict-baseline"], 1)] {
      let whole = try run(
        ["lint", "--no-config", "site", "--format", "json", "--baseline", "b.json"] + strict,
        in: directory)
      #expect(whole.status == status, "\(whole.standardError)")
      for format in ["json", "sarif"] {
        let merged = try run(
          ["merge", "--baseline", "b.json"] + strict + ["s1.\(format)", "s2.\(format)"],
          in: directory)
        #expect(merged.status == status, "\(format) \(strict): \(merged.standardError)")
        #expect(afterMergedLine(merged.standardError) == whole.standardError)
        if format == "json" { #expect(merged.standardOutput == whole.standardOutput) }
      }
    }
  }

  @Test("--max-warnings counts the warnings the baseline leaves, as lint's does")
  func maxWarningsAfterBaseline() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    func page(_ index: Int) throws {
      try directory.write(
        "site/p\(index).html", "<label>Phone <input type=text name=phone\(index)></label>")
    }
    for index in 0..<3 { try page(index) }
    _ = try run(["lint", "--no-config", "site", "--write-baseline", "b.json"], in: directory)
    for index in 3..<5 { try page(index) }
    try lintShards(2, in: directory)
    let whole = try run(
      ["lint", "--no-config", "site", "--format", "json", "--baseline", "b.json"], in: directory)
    let summary = try #require(
      (try JSONSerialization.jsonObject(with: Data(whole.standardOutput.utf8)) as? [String: Any])?[
        "summary"] as? [String: Any])
    let warnings = try #require(summary["warnings"] as? Int)
    #expect(warnings > 0 && summary["errors"] as? Int == 0)
    var statuses: [Int32] = []
    for allowed in [warnings, warnings - 1] {
      let limit = ["--baseline", "b.json", "--max-warnings", "\(allowed)"]
      let lint = try run(
        ["lint", "--no-config", "site", "--format", "json"] + limit, in: directory)
      statuses.append(lint.status)
      for format in ["json", "sarif"] {
        let merged = try run(
          ["merge"] + limit + ["s1.\(format)", "s2.\(format)"], in: directory)
        #expect(merged.status == lint.status, "\(format) \(allowed): \(merged.standardError)")
        #expect(afterMergedLine(merged.standardError) == lint.standardError)
      }
    }
    #expect(statuses == [0, 1])
  }

  @Test("a baseline given to the shards and to merge, quiet shards and no baseline are refused")
  func refused() throws {
    let directory = try site()
    defer { directory.remove() }
    try lintShards(2, in: directory, extra: ["--baseline", "b.json"])
    let both = try run(["merge", "--baseline", "b.json", "s1.json", "s2.json"], in: directory)
    #expect(both.status == 2)
    #expect(both.standardError.contains("give --baseline to the shards or to merge, not both"))
    // Without --baseline, shards run with one merge as before.
    #expect(try run(["merge", "s1.sarif", "s2.sarif"], in: directory).status == 1)

    try lintShards(2, in: directory, extra: ["--quiet"])
    let quiet = try run(["merge", "--baseline", "b.json", "s1.json", "s2.json"], in: directory)
    #expect(quiet.status == 2)
    #expect(quiet.standardError.contains("run the shards without --quiet"))

    try lintShards(2, in: directory)
    let missing = try run(
      ["merge", "--baseline", "none.json", "s1.json", "s2.json"], in: directory)
    let lintMissing = try run(
      ["lint", "--no-config", "site", "--baseline", "none.json"], in: directory)
    #expect(missing.status == 2 && lintMissing.status == 2)
    #expect(missing.standardError == lintMissing.standardError)
    let strictAlone = try run(["merge", "--strict-baseline", "s1.json", "s2.json"], in: directory)
    #expect(strictAlone.status == 2)
    #expect(strictAlone.standardError.contains("--strict-baseline needs --baseline FILE."))
  }

  @Test("the shard record carries each finding's line text; without it merge --baseline refuses")
  func lineTexts() throws {
    let directory = try site()
    defer { directory.remove() }
    try lintShards(1, in: directory)
    let object = try #require(
      try JSONSerialization.jsonObject(with: read("s1.json", in: directory)) as? [String: Any])
    let summary = try #require(object["summary"] as? [String: Any])
    let shard = try #require(summary["shard"] as? [String: Any])
    let lines = try #require(shard["lines"] as? [String: [String]])
    // Every file read, those without findings too; not the one that failed.
    #expect(lines["site/clean.html"] == [])
    #expect(lines["site/b/logo.html"] == nil)
    #expect(lines["site/sub dir/ça va.html"] == [])
    let files = try #require(object["files"] as? [[String: Any]])
    for file in files where file["error"] == nil {
      let path = try #require(file["path"] as? String)
      let diagnostics = try #require(file["diagnostics"] as? [[String: Any]])
      #expect(lines[path]?.count == diagnostics.count, "\(path)")
    }
    let newLine = "<form><input type=text name=zip><input name=email></form>"
    #expect(lines["site/contact.html"]?.contains(newLine) == true)

    for format in ["json", "sarif"] {
      let text = String(decoding: try read("s1.\(format)", in: directory), as: UTF8.self)
      // The member's own lines, from the comma that opens it to its closing brace.
      let key = try #require(text.range(of: "\"lines\": {"))
      let lineStart = try #require(text[..<key.lowerBound].lastIndex(of: "\n"))
      let indent = String(text[text.index(after: lineStart)..<key.lowerBound])
      let end = try #require(
        text.range(of: "\n" + indent + "}", range: key.upperBound..<text.endIndex))
      let start = text.index(before: lineStart)
      #expect(text[start] == ",")
      try directory.write(
        "cut.\(format)", String(text[..<start] + text[end.upperBound...]))
      let cut = try run(["merge", "--baseline", "b.json", "cut.\(format)"], in: directory)
      #expect(cut.status == 2, "\(format)")
      #expect(cut.standardError.contains("cut.\(format) has no line texts"), "\(cut.standardError)")
    }
  }
}
