import Foundation
import TestHelpers
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
      try outcome.standardOutput.write(to: golden, atomically: false, encoding: .utf8)
    }
    let expected = try String(contentsOf: golden, encoding: .utf8)
    #expect(
      outcome.standardOutput == expected, "run with KBTRAITS_UPDATE_GOLDENS=1 to see the change")
  }

  @Test("text output over Samples fits 120 columns, except findings and notes on their own lines")
  func textFitsInOneHundredTwentyColumns() throws {
    let outcome = try KBTraitsProcess.run(["show", "--base-url", Self.baseURL, "Samples"])
    #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
    // A field's findings, and the file's own findings and notes.
    let messagePrefixes = [
      "      error: ", "      warning: ", "      note: ", "  note", "  error: ", "  warning: ",
    ]
    let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    for line in lines where !messagePrefixes.contains(where: { line.hasPrefix($0) }) {
      #expect(line.count <= 120, "\(line.count) columns: \(line)")
    }
    // Messages sit on their own lines: nothing else follows a finding on its line.
    #expect(lines.contains { $0.hasPrefix("      error: ") && $0.hasSuffix("]") })
  }

  @Test("each field is a line with its tag, then a row per platform under the header")
  func platformRows() throws {
    let outcome = try KBTraitsProcess.run(["show", "Samples/sign-in.html"])
    let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
    let header = try #require(lines.first { $0.hasPrefix("  LINE:COL") })
    let field = try #require(lines.firstIndex { $0.hasPrefix("  35:9 ") })
    #expect(lines[field].hasSuffix(#"<input type="email" name="email" id="signin-email">"#))
    let iPhone = lines[field + 1]
    let chrome = lines[field + 2]
    #expect(iPhone.hasPrefix("              iPhone  Email keyboard "))
    #expect(chrome.hasPrefix("              Chrome  Email keyboard "))
    // Columns line up with the header's: the Enter key under ENTER.
    let enter = try #require(header.range(of: "ENTER")).lowerBound.utf16Offset(in: header)
    for row in [iPhone, chrome] {
      #expect(row.dropFirst(enter).hasPrefix("Next "), "\(row)")
    }
    // Firefox asks for the same keyboard with the same key here, so it gets no row of its own.
    #expect(!lines[field + 3].contains("Firefox"))
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
      .contentsOfDirectory(
        atPath: KBTraitsProcess.packageRoot.appendingPathComponent("Samples").path
      )
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

  @Test("exit status 1 when a file cannot be read, and the run goes on; the error names it once")
  func failedFileExitsOne() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let binary = try folder.write("binary.html", bytes: [0, 1, 2, 3, 0, 0, 0, 0])
    let outcome = try KBTraitsProcess.run(["show", "Samples/sign-in.html", binary])
    #expect(outcome.status == 1)
    #expect(outcome.standardOutput.contains("\(binary)\n  error (binaryContent): not HTML: "))
    #expect(outcome.standardOutput.components(separatedBy: "binary.html").count == 2)
    #expect(outcome.standardOutput.contains("Samples/sign-in.html  ("))
    #expect(outcome.standardOutput.contains("\n2 files, 3 fields, 1 failed"))
  }

  @Test("number and phone pads show - for capitalisation and autocorrection on iPhone too")
  func padsHaveNoCapitalisation() throws {
    let outcome = try KBTraitsProcess.run(
      ["show", "--platform", "ios", "-"],
      input: #"<input type="tel" name="p"><input inputmode="decimal" name="a">"#)
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let rows = outcome.standardOutput.split(separator: "\n").filter { $0.contains("iPhone") }
    #expect(rows.count == 2)
    for row in rows {
      let cells = row.split(separator: " ", omittingEmptySubsequences: true)
      // iPhone, the keyboard's two words, the Enter key, then CAPS and AUTOCORRECT.
      #expect(cells.count >= 6 && cells[4] == "-" && cells[5] == "-", "\(row)")
    }
  }

  @Test(
    "a path that does not exist is a usage error (exit 2) in every command, as in ESLint",
    arguments: [
      ["show", "Samples/sign-in.html", "no-such-file.html"],
      ["lint", "no-such-file.html", "Samples/sign-in.html"],
      ["report", "--format", "csv", "--output", "-", "Samples", "no-such-folder/a.html"],
    ])
  func missingPath(arguments: [String]) throws {
    let outcome = try KBTraitsProcess.run(arguments)
    #expect(outcome.status == 2)
    let missing = arguments.first { $0.hasPrefix("no-such") } ?? ""
    #expect(
      outcome.standardError.contains("No such file or directory: '\(missing)'. Check the path"),
      "\(outcome.standardError)")
    // Nothing was scanned or written.
    #expect(outcome.standardOutput.isEmpty, "\(outcome.standardOutput)")
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
