import Foundation
import TestHelpers
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// Runs every `pattern` attribute of real pages through the validator and the alphabet
/// builder: the fixture corpus always, the full corpus when `KBTRAITS_CORPUS` names it.
@Suite("Real-world pattern attributes")
struct RealCorpusPatternTests {
  @Test("every fixture-corpus pattern validates without crashing")
  func fixturePatterns() throws {
    try checkPatterns(in: TestCorpus.fixtures)
  }

  @Test(
    "every full-corpus pattern validates without crashing",
    .enabled(if: TestCorpus.hasFullCorpus, TestCorpus.fullCorpusSkipMessage))
  func corpusPatterns() throws {
    try checkPatterns(in: try #require(TestCorpus.full))
  }

  private func checkPatterns(in corpus: URL) throws {
    let values = try Self.patternValues(in: corpus)
    // A corpus without patterns would test nothing.
    #expect(!values.isEmpty)
    var invalid: [(String, PatternSyntaxError)] = []
    for value in values {
      if let error = HTMLPattern.validate(value) {
        invalid.append((value, error))
      }
      if case .success(let ast) = HTMLPattern.parse(value) {
        _ = PatternAlphabet(ast)
      }
    }
    print(
      "pattern corpus: \(values.count) values, \(values.count - invalid.count) valid, "
        + "\(invalid.count) invalid")
    for (value, error) in invalid {
      print("  invalid: \(value)  ->  \(error)")
    }
  }

  static func patternValues(in corpus: URL) throws -> [String] {
    let attribute = /\spattern\s*=\s*(?:"([^"]*)"|'([^']*)')/.ignoresCase()
    var values: [String] = []
    for url in try TestCorpus.htmlFiles(in: corpus) {
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
    return
      value
      .replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&apos;", with: "'")
      .replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
