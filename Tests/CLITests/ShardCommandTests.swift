import Foundation
import KeyboardTraits
import KeyboardTraitsLint
import TestHelpers
import Testing

@testable import KeyboardTraitsCLI

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `--shard I/N` (issue 32, "Past one runner"): every input in exactly one shard, by a hash of
/// its path or URL, so that adding files moves no other; an empty shard of a run that has files
/// succeeds with valid outputs.
@Suite("--shard")
struct ShardCommandTests {
  /// The paths of `lint --format json`'s files, and its summary.
  private func lintedPaths(
    _ arguments: [String], in directory: TemporaryDirectory
  ) throws -> (paths: [String], summary: [String: Any], status: Int32) {
    let outcome = try KBTraitsProcess.run(
      ["lint", "--no-config", "--format", "json"] + arguments,
      in: URL(fileURLWithPath: directory.path))
    let object = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8))
    let document = try #require(object as? [String: Any], "\(outcome.standardError)")
    let files = try #require(document["files"] as? [[String: Any]])
    let summary = try #require(document["summary"] as? [String: Any])
    return (files.compactMap { $0["path"] as? String }, summary, outcome.status)
  }

  @Test("I/N is read with 1 ≤ I ≤ N, and anything else is a usage error that says what to give")
  func parsing() throws {
    #expect(try Shard(parsing: "2/4") == Shard(index: 2, count: 4))
    #expect(try Shard(parsing: "1/1") == Shard(index: 1, count: 1))
    for (text, message) in [
      ("0/3", "must be from 1 to 3, not 0"), ("4/3", "must be from 1 to 3, not 4"),
      ("x", "is not I/N"), ("1/0", "must be 1 or more"), ("1/2/3", "is not I/N"),
      ("-1/2", "must be from 1 to 2"), ("1/", "is not I/N"),
    ] {
      #expect(throws: ShardError.self) { try Shard(parsing: text) }
      for command in ["lint", "show", "report"] {
        let outcome = try KBTraitsProcess.run([command, "--shard=\(text)", "Samples"])
        #expect(outcome.status == 2, "\(command) --shard \(text)")
        #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
      }
    }
  }

  @Test("shard = 1 + fmix64(FNV-1a-64(path)) mod N: the published vectors of both")
  func hash() {
    // From the FNV authors' test suite: "" and "a".
    #expect(Shard.hash("") == 0xcbf2_9ce4_8422_2325)
    #expect(Shard.hash("a") == 0xaf63_dc4c_8601_ec8c)
    // fmix64 is a bijection with fmix64(0) == 0; MurmurHash3's constants give this for 1.
    #expect(Shard.mixed(0) == 0)
    #expect(Shard.mixed(1) == 0xb456_bcfc_34c2_cb2c)
    let mixed = Shard.mixed(0xaf63_dc4c_8601_ec8c)
    #expect(Shard.number(forKey: "a", count: 4) == Int(mixed % 4) + 1)
  }

  @Test("with N a power of two, names differing only in a byte's high bits still spread")
  func powerOfTwoBalance() {
    // a, q, A, Q, ! and 1 share their low four bits (0001): plain FNV-1a mod 2, 4 or 8 would
    // put all 216 names in one shard.
    let letters = ["a", "q", "A", "Q", "!", "1"]
    let keys = letters.flatMap { first in
      letters.flatMap { second in letters.map { "site/\(first)\(second)\($0).html" } }
    }
    for count in [2, 4, 8] {
      var sizes = [Int](repeating: 0, count: count)
      for key in keys { sizes[Shard.number(forKey: key, count: count) - 1] += 1 }
      let even = keys.count / count
      #expect(sizes.allSatisfy { abs($0 - even) < even / 2 }, "N=\(count): \(sizes)")
    }
  }

  @Test("the shards are disjoint, cover the run, and adding files moves none of the others")
  func splitIsStable() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for index in 0..<24 { try directory.write("site/p\(index).html", "<input name=q\(index)>") }
    func split() throws -> [String: Int] {
      var shardOf: [String: Int] = [:]
      for index in 1...3 {
        let run = try lintedPaths(["--shard", "\(index)/3", "site"], in: directory)
        #expect(run.status == 1, "every page has an unlabelled field")
        for path in run.paths {
          #expect(shardOf[path] == nil, "\(path) is in two shards")
          shardOf[path] = index
        }
        let shard = try #require(run.summary["shard"] as? [String: Any])
        #expect(shard["index"] as? Int == index)
        #expect(shard["count"] as? Int == 3)
      }
      return shardOf
    }
    let before = try split()
    let whole = try lintedPaths(["site"], in: directory)
    #expect(Set(before.keys) == Set(whole.paths))
    #expect(whole.summary["shard"] == nil)
    #expect(Set(before.values) == [1, 2, 3])
    for (path, shard) in before {
      #expect(shard == Shard.number(forKey: path, count: 3))
    }
    for index in 24..<40 { try directory.write("site/new/p\(index).html", "<input>") }
    let after = try split()
    #expect(after.count == 40)
    for (path, shard) in before { #expect(after[path] == shard, "\(path) moved") }
  }

  @Test(
    "the split is by path relative to the working directory: checkouts in different folders and paths given differently agree"
  )
  func sameSplitAnywhere() throws {
    let first = try TemporaryDirectory()
    let second = try TemporaryDirectory()
    defer {
      first.remove()
      second.remove()
    }
    for directory in [first, second] {
      for index in 0..<12 { try directory.write("site/sub/p\(index).html", "<input>") }
    }
    let relative = try lintedPaths(["--shard", "2/3", "site"], in: first)
    let dotted = try lintedPaths(["--shard", "2/3", "./site/sub/../sub"], in: second)
    let absolute = try lintedPaths(["--shard", "2/3", second.path("site")], in: second)
    #expect(!relative.paths.isEmpty)
    #expect(relative.paths == dotted.paths)
    #expect(relative.paths == absolute.paths)
    let run = { (summary: [String: Any]) in (summary["shard"] as? [String: Any])?["run"] as? String
    }
    #expect(run(relative.summary) != nil)
    #expect(run(relative.summary) == run(absolute.summary))
  }

  @Test("a second walk (past the replay limit) keeps the shard's files as the replayed walk does")
  func secondWalkKeepsTheShard() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for index in 0..<10 { try directory.write("p\(index).html", "<input>") }
    let arguments = try ConfigurationArguments.parse(["--no-config"])
    func inputs(replayLimit: Int) throws -> [String] {
      var settings = ScanPlan.Settings(paths: [directory.path], baseURL: nil, concurrency: 1)
      settings.replayLimit = replayLimit
      settings.shard = Shard(index: 1, count: 2)
      let plan = try ScanPlan(settings, configuration: arguments)
      let taken = Array(plan.inputs()).map(\.path)
      #expect(plan.inputCount == taken.count)
      #expect(plan.shardTally?.inputs == 10)
      return taken
    }
    let replayed = try inputs(replayLimit: 100)
    #expect(!replayed.isEmpty && replayed.count < 10)
    #expect(try inputs(replayLimit: 3) == replayed)
  }

  /// A folder with one page and the shard of 2 that does not get it.
  private func oneFileAndItsEmptyShard() throws -> (TemporaryDirectory, String) {
    let directory = try TemporaryDirectory()
    try directory.write("site/only.html", "<form><input type=text name=phone></form>")
    let empty = 3 - Shard.number(forKey: "site/only.html", count: 2)
    return (directory, "\(empty)/2")
  }

  @Test(
    "an empty shard succeeds, says so, and writes a valid empty output",
    arguments: LintReporters.all.map { $0.identifier })
  func emptyShard(format: String) throws {
    let (directory, shard) = try oneFileAndItsEmptyShard()
    defer { directory.remove() }
    let outcome = try KBTraitsProcess.run(
      ["lint", "--no-config", "--shard", shard, "--format", format, "site"],
      in: URL(fileURLWithPath: directory.path))
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(
      outcome.standardError.contains(
        "note: shard \(shard) got none of the run's 1 input, so it scanned nothing"))
    #expect(!outcome.standardError.contains("no HTML file"))
    let output = Data(outcome.standardOutput.utf8)
    switch format {
    case "json", "sarif", "gitlab", "rdjson":
      #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: output) }
    case "junit", "checkstyle":
      #expect(XMLParser(data: output).parse(), "\(outcome.standardOutput)")
    default:
      break
    }
    if format == "json" {
      #expect(outcome.standardOutput.contains(#""files": []"#))
    }
  }

  @Test("show and report succeed on an empty shard too; report says it is a partial report")
  func emptyShardShowAndReport() throws {
    let (directory, shard) = try oneFileAndItsEmptyShard()
    defer { directory.remove() }
    let here = URL(fileURLWithPath: directory.path)
    let show = try KBTraitsProcess.run(
      ["show", "--no-config", "--shard", shard, "--format", "json", "site"], in: here)
    #expect(show.status == 0)
    #expect(show.standardError.contains("got none of the run's 1 input"))
    #expect(throws: Never.self) {
      try JSONSerialization.jsonObject(with: Data(show.standardOutput.utf8))
    }
    let report = try KBTraitsProcess.run(
      ["report", "--no-config", "--shard", shard, "--format", "markdown", "-o", "-", "site"],
      in: here)
    #expect(report.status == 0)
    #expect(report.standardOutput.contains("Shard \(shard.prefix(1)) of 2: a partial report"))
    let html = try KBTraitsProcess.run(
      ["report", "--no-config", "--shard", shard, "--format", "html", "-o", "-", "site"], in: here)
    #expect(html.standardOutput.contains("a partial report of this shard's files only"))
    // The report as a folder says it on its index page.
    let folder = try KBTraitsProcess.run(
      [
        "report", "--no-config", "--shard", shard, "--one-page-limit", "0", "--output",
        "folder/", "site",
      ], in: here)
    #expect(folder.status == 0, "\(folder.standardError)")
    let index = try String(contentsOfFile: directory.path("folder/index.html"), encoding: .utf8)
    #expect(index.contains("Shard \(shard.prefix(1)) of 2: a partial report"))
  }

  @Test("a run that finds no file at all is still an error with --shard (ESLint's exit 2)")
  func nothingAtAll() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("docs/readme.txt", "no html")
    let outcome = try KBTraitsProcess.run(
      ["lint", "--shard", "1/2", "docs"], in: URL(fileURLWithPath: directory.path))
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("error: no HTML file to scan in 'docs'"))
  }

  @Test(
    "--url pages are split by URL before any is loaded, and merge puts them back in the order given"
  )
  func pagesByURL() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // A browser that fails at once: every page fails, quickly, without Chromium or a network.
    let browser = try directory.write("fake-chromium", "#!/bin/sh\nexit 1\n")
    _ = chmod(browser, 0o755)
    let urls = (1...8).map { "http://127.0.0.1:9/page\($0).html" }
    let arguments = ["--chromium", browser] + urls.flatMap { ["--url", $0] }
    let whole = try lintedPaths(arguments, in: directory)
    #expect(whole.paths == urls)
    var seen: [String] = []
    for index in 1...3 {
      let outcome = try KBTraitsProcess.run(
        [
          "lint", "--no-config", "--shard", "\(index)/3", "--format", "json", "-o",
          "s\(index).json",
        ]
          + arguments, in: URL(fileURLWithPath: directory.path))
      let part = try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: directory.path("s\(index).json"))))
      let files = (part as? [String: Any])?["files"] as? [[String: Any]] ?? []
      let paths = files.compactMap { $0["path"] as? String }
      #expect(paths == urls.filter { Shard.number(forKey: $0, count: 3) == index })
      #expect(outcome.status == (paths.isEmpty ? 0 : 1))
      seen += paths
    }
    #expect(Set(seen) == Set(urls) && seen.count == urls.count)
    let merged = try KBTraitsProcess.run(
      ["merge", "s1.json", "s2.json", "s3.json"], in: URL(fileURLWithPath: directory.path))
    let wholeText = try KBTraitsProcess.run(
      ["lint", "--no-config", "--format", "json"] + arguments,
      in: URL(fileURLWithPath: directory.path))
    #expect(merged.standardOutput == wholeText.standardOutput)
    #expect(merged.status == wholeText.status)
  }
}
