import Foundation
import KeyboardTraits
import KeyboardTraitsLint
import TestHelpers
import Testing

@testable import KeyboardTraitsCLI

/// `kbtraits merge` (issue 32): the shards' lint JSON or SARIF joined into the bytes one run
/// writes, with that run's exit status; inputs that are not every part of one run are refused.
@Suite("kbtraits merge")
struct MergeCommandTests {
  /// A site with findings, a file that cannot be read and a name that needs percent-encoding.
  private func site() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    for name in ["sign-in.html", "checkout.html", "contact.html", "search.html", "sign-up.html"] {
      let text = try String(
        contentsOfFile: KBTraitsProcess.packageRoot.path + "/Samples/" + name, encoding: .utf8)
      try directory.write("site/" + name, text)
    }
    try directory.write("site/sub dir/ça va.html", "<form><input type=text name=phone></form>")
    try directory.write("site/b/logo.html", bytes: [0x89, 0x50, 0x4E, 0x47, 0, 0, 0, 1])
    return directory
  }

  private func run(_ arguments: [String], in directory: TemporaryDirectory) throws
    -> KBTraitsProcess.Outcome
  {
    try KBTraitsProcess.run(arguments, in: URL(fileURLWithPath: directory.path))
  }

  private func read(_ name: String, in directory: TemporaryDirectory) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: directory.path(name)))
  }

  @Test(
    "merged JSON and SARIF of 1, 2, 3 and 4 shards are byte-equal to one run's, exit status too",
    arguments: [1, 2, 3, 4])
  func equalsOneRun(count: Int) throws {
    let directory = try site()
    defer { directory.remove() }
    let lint = ["lint", "--no-config", "site"]
    let whole = try run(
      lint + ["--format", "json", "-o", "whole.json", "--format", "sarif", "-o", "whole.sarif"],
      in: directory)
    #expect(whole.status == 1)
    for index in 1...count {
      let part = try run(
        lint + [
          "--shard", "\(index)/\(count)", "--format", "json", "-o", "s\(index).json",
          "--format", "sarif", "-o", "s\(index).sarif",
        ], in: directory)
      #expect(part.status <= 1, "\(part.standardError)")
    }
    for format in ["json", "sarif"] {
      // In any order: merge puts them in shard order.
      let parts = (1...count).reversed().map { "s\($0).\(format)" }
      let merged = try run(["merge", "-o", "merged.\(format)"] + parts, in: directory)
      #expect(merged.status == whole.status, "\(merged.standardError)")
      #expect(
        try read("merged.\(format)", in: directory) == read("whole.\(format)", in: directory),
        "\(format), \(count) shards")
      #expect(merged.standardError.contains("merged \(count) shard"))
      let toStandardOutput = try run(["merge"] + parts, in: directory)
      #expect(
        Data(toStandardOutput.standardOutput.utf8) == (try read("whole.\(format)", in: directory)))
    }
  }

  @Test("--max-warnings applies to the merged warnings, as it does to one run")
  func maxWarnings() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for index in 0..<6 {
      try directory.write(
        "site/p\(index).html", "<label>Phone <input type=text name=phone\(index)></label>")
    }
    for index in 1...2 {
      _ = try run(
        [
          "lint", "--no-config", "--shard", "\(index)/2", "--format", "json", "-o",
          "s\(index).json", "site",
        ], in: directory)
    }
    let whole = try run(["lint", "--no-config", "--format", "json", "site"], in: directory)
    #expect(whole.status == 0)
    let summary = try #require(
      (try JSONSerialization.jsonObject(with: Data(whole.standardOutput.utf8)) as? [String: Any])?[
        "summary"] as? [String: Any])
    let warnings = try #require(summary["warnings"] as? Int)
    #expect(warnings >= 6 && summary["errors"] as? Int == 0)
    let within = try run(
      ["merge", "--max-warnings", "\(warnings)", "s1.json", "s2.json"], in: directory)
    #expect(within.status == 0)
    let over = try run(
      ["merge", "--max-warnings", "\(warnings - 1)", "s1.json", "s2.json"], in: directory)
    #expect(over.status == 1)
    #expect(
      over.standardError.contains(
        "error: \(warnings) warnings found; --max-warnings allows \(warnings - 1)"))
    let negative = try run(["merge", "--max-warnings", "-1", "s1.json"], in: directory)
    #expect(negative.status == 2)
  }

  @Test(
    "inputs that are not every shard of one run, once each, are refused with exit 2, naming the file"
  )
  func refused() throws {
    let directory = try site()
    defer { directory.remove() }
    let lint = ["lint", "--no-config", "site"]
    for index in 1...3 {
      _ = try run(
        lint + [
          "--shard", "\(index)/3", "--format", "json", "-o", "s\(index).json", "--format", "sarif",
          "-o", "s\(index).sarif",
        ], in: directory)
    }
    _ = try run(lint + ["--format", "json", "-o", "whole.json"], in: directory)
    _ = try run(
      lint + ["--quiet", "--shard", "3/3", "--format", "json", "-o", "quiet3.json"], in: directory)
    _ = try run(lint + ["--shard", "1/2", "--format", "json", "-o", "half1.json"], in: directory)
    let text = String(decoding: try read("s1.json", in: directory), as: UTF8.self)
    try directory.write("cut.json", String(text.prefix(300)))
    try directory.write("other.json", #"{"hello": "world"}"#)
    try directory.write(
      "old.json",
      text.replacingOccurrences(
        of: #""version": "\#(KeyboardTraitsVersion.current)""#, with: #""version": "0.0.1""#))
    for (arguments, message) in [
      (["s1.json", "s2.json"], "Shard 3/3 missing"),
      (["s1.json", "s1.json", "s2.json", "s3.json"], "s1.json and s1.json are both shard 1/3"),
      (["s1.json", "s2.sarif", "s3.json"], "s2.sarif is SARIF but s1.json is JSON"),
      (["whole.json"], "whole.json has no summary.shard"),
      (["s1.json", "s2.json", "quiet3.json"], "are shards of different runs"),
      (["s1.json", "half1.json"], "half1.json is shard 1/2 but s1.json is shard 1/3"),
      (["cut.json", "s2.json", "s3.json"], "cut.json is not valid JSON"),
      (["missing.json"], "missing.json cannot be read"),
      (["other.json"], "other.json is neither kbtraits lint JSON nor SARIF"),
      (["old.json", "s2.json", "s3.json"], "old.json was written by kbtraits 0.0.1"),
      (
        ["--format", "sarif", "s1.json", "s2.json", "s3.json"], "run the shards with --format sarif"
      ),
      (
        ["--format", "json", "s1.sarif", "s2.sarif", "s3.sarif"],
        "run the shards with --format json"
      ),
    ] {
      let outcome = try run(["merge", "-o", "merged.out"] + arguments, in: directory)
      #expect(outcome.status == 2, "\(arguments)")
      #expect(outcome.standardError.contains(message), "\(arguments): \(outcome.standardError)")
      #expect(!FileManager.default.fileExists(atPath: directory.path("merged.out")))
    }
    let none = try run(["merge"], in: directory)
    #expect(none.status == 2)
  }

  /// A SARIF log in kbtraits' layout, shard `index` of 2, with `rules` and a result for each
  /// of `results` (path, rule).
  private func sarif(index: Int, rules: [String], results: [(String, String)]) -> String {
    let descriptors = rules.map {
      "            {\n              \"id\": \"\($0)\",\n              \"name\": \"\($0)\"\n            }"
    }
    let items = results.map { path, rule in
      "        {\n          \"ruleId\": \"\(rule)\",\n          \"ruleIndex\": \(rules.firstIndex(of: rule)!),\n"
        + "          \"level\": \"warning\",\n          \"locations\": [\n            {\n"
        + "              \"physicalLocation\": {\n                \"artifactLocation\": {\n"
        + "                  \"uri\": \"\(path)\"\n                }\n              }\n"
        + "            }\n          ]\n        }"
    }
    return """
      {
        "version": "2.1.0",
        "runs": [
          {
            "tool": {
              "driver": {
                "name": "kbtraits",
                "version": "\(KeyboardTraitsVersion.current)",
                "rules": [
      \(descriptors.joined(separator: ",\n"))
                ]
              }
            },
            "results": [
      \(items.joined(separator: ",\n"))
            ],
            "invocations": [
              {
                "executionSuccessful": true,
                "toolExecutionNotifications": [],
                "properties": {
                  "shard": {
                    "index": \(index),
                    "count": 2,
                    "inputs": 3,
                    "run": "0123456789abcdef"
                  }
                }
              }
            ]
          }
        ]
      }

      """
  }

  @Test(
    "SARIF shards with different rules: the union in catalogue order, each ruleIndex renumbered")
  func ruleSubsets() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let catalogue = RuleRegistry.all.map { $0.description.id }
    let (a, b, c) = (catalogue[1], catalogue[5], catalogue[9])
    try directory.write("s1.sarif", sarif(index: 1, rules: [c], results: [("b.html", c)]))
    try directory.write(
      "s2.sarif",
      sarif(index: 2, rules: [a, b], results: [("a.html", b), ("c.html", a), ("c.html", b)]))
    let outcome = try run(["merge", "s2.sarif", "s1.sarif"], in: directory)
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]]).compactMap { $0["id"] as? String }
    #expect(rules == [a, b, c])
    let results = try #require(run["results"] as? [[String: Any]])
    let places = results.map { result -> String in
      let location = (result["locations"] as? [[String: Any]])?.first
      let physical = location?["physicalLocation"] as? [String: Any]
      return (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? ""
    }
    #expect(places == ["a.html", "b.html", "c.html", "c.html"])
    for result in results {
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules[index] == result["ruleId"] as? String)
    }
    #expect(run["invocations"].map { "\($0)".contains("shard") } == false)
  }
}
