import Foundation
import Testing

@testable import KeyboardTraitsLint

/// Rules compare a field with its advice and never run, or borrow from, another rule: where
/// two rules' advice meet, they meet in `FieldAdvice` or a support type named for what it
/// knows. The registry lists, which name every rule, live outside `Rules/`.
@Suite("Rule independence")
struct RuleIndependenceTests {
  static let rulesFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/KeyboardTraitsLint/Rules")

  /// Every Swift file under `Rules/`, with its text.
  static func ruleFolderFiles() throws -> [(name: String, text: String)] {
    let files = FileManager.default.enumerator(at: rulesFolder, includingPropertiesForKeys: nil)
    let urls = (files?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
    return try urls.map { url in
      (url.lastPathComponent, try String(contentsOf: url, encoding: .utf8))
    }.sorted { $0.name < $1.name }
  }

  /// The names in `text` that are whole identifiers.
  static func identifiers(in text: String) -> Set<Substring> {
    Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") })
  }

  @Test("no file in Rules/ names a rule type other than its own")
  func noRuleNamesAnotherRule() throws {
    let ruleNames = Set(RuleRegistry.all.map { String(describing: $0) })
    let files = try Self.ruleFolderFiles()
    // Every registered rule is in Rules/, so an empty or misplaced folder does not pass.
    #expect(files.count >= ruleNames.count)
    for (name, text) in files {
      // `XRule.swift` and `XRule+Examples.swift` belong to XRule; support files to no rule.
      let owner = String(name.dropLast(".swift".count).prefix { $0 != "+" })
      let named = Self.identifiers(in: text).map(String.init).filter {
        ruleNames.contains($0) && $0 != owner
      }
      #expect(named.isEmpty, "\(name) names \(named.sorted().joined(separator: ", "))")
    }
  }

  @Test("every registered rule has its own file in Rules/")
  func everyRuleHasItsFile() throws {
    let fileNames = Set(try Self.ruleFolderFiles().map(\.name))
    for rule in RuleRegistry.all {
      #expect(fileNames.contains("\(String(describing: rule)).swift"))
    }
  }
}
