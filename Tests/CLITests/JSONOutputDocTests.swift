import Foundation
import Testing

/// docs/json-output.md's promises that can be checked against the binary.
@Suite("docs/json-output.md")
struct JSONOutputDocTests {
  static func page() throws -> String {
    try String(
      contentsOf: KBTraitsProcess.packageRoot.appendingPathComponent("docs/json-output.md"),
      encoding: .utf8)
  }

  @Test("the example is the real output of show --format json Samples/sign-in.html, in full")
  func exampleIsRealOutput() throws {
    let page = try Self.page()
    let section = try #require(page.range(of: "\n## Example\n"))
    let open = try #require(page.range(of: "```json\n", range: section.upperBound..<page.endIndex))
    let close = try #require(page.range(of: "```", range: open.upperBound..<page.endIndex))
    let outcome = try KBTraitsProcess.run(["show", "--format", "json", "Samples/sign-in.html"])
    #expect(outcome.status == 0)
    #expect(String(page[open.upperBound..<close.lowerBound]) == outcome.standardOutput)
  }

  @Test("the Shards example is the real summary of lint --shard 1/1, its run digest aside")
  func shardExampleIsRealOutput() throws {
    let page = try Self.page()
    let section = try #require(page.range(of: "\n## Shards\n"))
    let open = try #require(page.range(of: "```json\n", range: section.upperBound..<page.endIndex))
    let close = try #require(page.range(of: "```", range: open.upperBound..<page.endIndex))
    let outcome = try KBTraitsProcess.run(
      ["lint", "--format", "json", "--shard", "1/1", "Samples/sign-in.html"])
    #expect(outcome.status == 1)
    // The digest covers the rules that run, so a new rule changes it; the rest must not change.
    func masked(_ text: String) -> String {
      text.split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.contains("\"run\": \"") ? "      \"run\": …" : String($0)
      }.joined(separator: "\n")
    }
    let example = masked(String(page[open.upperBound..<close.lowerBound]))
    #expect(masked(outcome.standardOutput).hasSuffix(example + "}\n"))
  }

  @Test("every keyboard description the Samples print for Android is one the page lists")
  func androidKeyboardValues() throws {
    let page = try Self.page()
    let outcome = try KBTraitsProcess.run(["show", "--format", "json", "Samples"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    let fields = (object["files"] as? [[String: Any]] ?? []).flatMap {
      $0["fields"] as? [[String: Any]] ?? []
    }
    let layouts = [
      "QWERTY", "Email keyboard", "URL keyboard", "Password keyboard", "Phone dial pad",
      "Number pad", "PIN pad", "Number pad with a decimal key",
    ]
    let keys = ["return", "Go", "Search", "Send", "Next", "Done", "Previous"]
    for field in fields {
      for key in ["android", "firefoxAndroid"] {
        let traits = try #require(field[key] as? [String: Any])
        let keyboard = try #require(traits["keyboard"] as? String)
        let hasEditorInfo = traits["inputType"] != nil
        if traits["presentation"] as? String == "keyboard" {
          let named = layouts.contains { layout in
            keys.contains {
              keyboard == "\(layout) with a \($0) key" || keyboard == "\(layout) and a \($0) key"
            }
          }
          #expect(named, "\(keyboard)")
          #expect(hasEditorInfo)
        } else if keyboard.hasPrefix("No keyboard (") && keyboard != "No keyboard (inputmode=none)"
          && keyboard != "No keyboard (read-only)"
        {
          #expect(!hasEditorInfo)
        } else {
          #expect(page.contains("`\(keyboard)`"), "\(keyboard) is not listed")
        }
      }
    }
  }
}
