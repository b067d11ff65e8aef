import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// Runs every `pattern` attribute found in the shared corpus of real pages.
@Suite("Real-world pattern attributes")
struct RealCorpusPatternTests {
  static let root = "/work/shared/corpus/real"

  @Test(
    "every corpus pattern validates without crashing",
    .enabled(if: FileManager.default.fileExists(atPath: root)))
  func corpusPatterns() throws {
    let values = try Self.patternValues()
    var invalid: [(String, PatternSyntaxError)] = []
    for value in values {
      if let error = HTMLPattern.validate(value) {
        invalid.append((value, error))
      }
      if case .success(let ast) = HTMLPattern.parse(value) {
        _ = PatternAlphabet(ast)
      }
    }
    print("pattern corpus: \(values.count) values, \(values.count - invalid.count) valid, "
      + "\(invalid.count) invalid")
    for (value, error) in invalid {
      print("  invalid: \(value)  ->  \(error)")
    }
    #expect(values.count >= 0)
  }

  static func patternValues() throws -> [String] {
    let attribute = /\spattern\s*=\s*(?:"([^"]*)"|'([^']*)')/.ignoresCase()
    var values: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: root)
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix(".html") || path.hasSuffix(".htm") else { continue }
      let url = URL(fileURLWithPath: root).appendingPathComponent(path)
      guard let data = try? Data(contentsOf: url) else { continue }
      let text = String(decoding: data, as: UTF8.self)
      for match in text.matches(of: attribute) {
        let raw = match.output.1 ?? match.output.2 ?? ""
        values.append(decodeEntities(String(raw)))
      }
    }
    return values
  }

  /// Decodes the few character references that appear in attribute values.
  static func decodeEntities(_ value: String) -> String {
    guard value.contains("&") else { return value }
    return value
      .replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&apos;", with: "'")
      .replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
