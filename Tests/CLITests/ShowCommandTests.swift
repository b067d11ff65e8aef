import Foundation
import Testing

/// `kbtraits show` as users run it: golden output over `Samples/`, formats, exit codes, stdin.
@Suite("kbtraits show")
struct ShowCommandTests {
  /// Set KBTRAITS_UPDATE_GOLDENS=1 to rewrite the golden files after an intended change.
  static let updateGoldens = ProcessInfo.processInfo.environment["KBTRAITS_UPDATE_GOLDENS"] == "1"
  static let baseURL = "https://larkspur.example/"

  @Test("text output over Samples matches Samples/expected/show.txt", arguments: ["text", "json"])
  func goldenOutput(format: String) throws {
    let outcome = try KBTraitsProcess.run(
      ["show", "--format", format, "--base-url", Self.baseURL, "Samples"])
    #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
    let golden = KBTraitsProcess.packageRoot
      .appendingPathComponent("Samples/expected/show.\(format == "text" ? "txt" : "json")")
    if Self.updateGoldens {
      try outcome.standardOutput.write(to: golden, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: golden, encoding: .utf8)
    #expect(outcome.standardOutput == expected, "run with KBTRAITS_UPDATE_GOLDENS=1 to see the change")
  }

  @Test("JSON output follows the contract and lists every sample file")
  func jsonContract() throws {
    let outcome = try KBTraitsProcess.run(["show", "--format", "json", "Samples"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    #expect(object["schemaVersion"] as? Int == 1)
    let tool = try #require(object["tool"] as? [String: Any])
    #expect(tool["name"] as? String == "kbtraits")
    let files = try #require(object["files"] as? [[String: Any]])
    let samplePaths = try FileManager.default
      .contentsOfDirectory(atPath: KBTraitsProcess.packageRoot.appendingPathComponent("Samples").path)
      .filter { $0.hasSuffix(".html") }.map { "Samples/" + $0 }.sorted()
    #expect(files.compactMap { $0["path"] as? String } == samplePaths)
    let summary = try #require(object["summary"] as? [String: Any])
    #expect(summary["files"] as? Int == samplePaths.count)
    #expect(summary["failedFiles"] as? Int == 0)
    let fieldCount = files.map { ($0["fields"] as? [Any])?.count ?? 0 }.reduce(0, +)
    #expect(summary["fields"] as? Int == fieldCount)
    let firstField = try #require((files.first?["fields"] as? [[String: Any]])?.first)
    for key in [
      "element", "id", "name", "label", "line", "column", "attributes", "ios", "android",
      "firefoxAndroid",
    ] {
      #expect(firstField.keys.contains(key), "missing \(key)")
    }
  }

  @Test("standard input is scanned with '-'")
  func standardInput() throws {
    let outcome = try KBTraitsProcess.run(
      ["show", "--format", "json", "-"], input: #"<input type="tel" name="phone">"#)
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput.contains(#""keyboardType": "phonePad""#))
    #expect(outcome.standardOutput.contains(#""path": "-""#))
  }

  @Test("exit status 1 when a file cannot be read, and the run goes on")
  func failedFileExitsOne() throws {
    let outcome = try KBTraitsProcess.run(["show", "Samples/sign-in.html", "no-such-file.html"])
    #expect(outcome.status == 1)
    #expect(outcome.standardOutput.contains("no-such-file.html\n  error (notFound)"))
    #expect(outcome.standardOutput.contains("Samples/sign-in.html  ("))
    #expect(outcome.standardOutput.contains("\n2 files, 3 fields, 1 failed"))
  }

  @Test(
    "exit status 2 for usage errors, with a message naming the problem",
    arguments: [
      (["show"], "Give at least one HTML file"),
      (["show", "--format", "yaml", "Samples"], "yaml"),
      (["show", "--base-url", "not a url", "Samples"], "--base-url"),
      (["show", "--no-such-flag", "Samples"], "--no-such-flag"),
    ])
  func usageErrors(arguments: [String], mention: String) throws {
    let outcome = try KBTraitsProcess.run(arguments)
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains(mention))
  }
}
