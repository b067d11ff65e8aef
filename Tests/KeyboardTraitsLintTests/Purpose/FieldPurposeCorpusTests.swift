import Foundation
import TestHelpers
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// Runs the classifier over every `<input>` of real pages: the fixture corpus always, the full
/// corpus when `KBTRAITS_CORPUS` names it. Set `KBTRAITS_PURPOSE_REPORT=1` to print every
/// classified field for checking by hand.
@Suite("Field purpose over real pages")
struct FieldPurposeCorpusTests {

  /// Input types browsers know; anything else behaves as `text`.
  static let knownTypes: Set<String> = [
    "text", "search", "email", "tel", "url", "password", "number", "checkbox", "radio",
    "submit", "button", "reset", "image", "hidden", "file", "range", "color", "date",
    "datetime-local", "month", "week", "time",
  ]

  @Test("every input of the fixture corpus")
  func classifiesEveryFixtureInput() throws {
    try classifiesEveryInput(in: TestCorpus.fixtures, atLeast: 100)
  }

  @Test(
    "every input of the full corpus",
    .enabled(if: TestCorpus.hasFullCorpus, TestCorpus.fullCorpusSkipMessage))
  func classifiesEveryCorpusInput() throws {
    try classifiesEveryInput(in: try #require(TestCorpus.full), atLeast: 1000)
  }

  private func classifiesEveryInput(in corpus: URL, atLeast minimum: Int) throws {
    let inputs = try Self.inputs(in: corpus)
    #expect(inputs.count > minimum)
    var counts: [FieldPurpose: Int] = [:]
    var classified: [(FieldPurposeInput, FieldPurposeClassification)] = []
    for input in inputs {
      let result = FieldPurposeClassifier.classify(input)
      if let primary = result.primary { counts[primary, default: 0] += 1 }
      if !result.evidence.isEmpty { classified.append((input, result)) }
      // Keyboardless controls take no purpose from words.
      if ["checkbox", "radio", "submit", "button", "hidden", "file"].contains(input.type) {
        #expect(result.evidence.allSatisfy { $0.source == .autocomplete }, "\(input)")
      }
      if input.type == "email", input.autocomplete == nil {
        #expect(result.primary == .email, "\(input)")
      }
    }
    print("purpose corpus: \(inputs.count) inputs, \(classified.count) with evidence")
    for (purpose, count) in counts.sorted(by: {
      ($1.value, $0.key.rawValue) < ($0.value, $1.key.rawValue)
    }) {
      print("purpose corpus count: \(purpose.rawValue) \(count)")
    }
    if ProcessInfo.processInfo.environment["KBTRAITS_PURPOSE_REPORT"] != nil {
      for (input, result) in classified {
        let evidence = result.evidence.map {
          "\($0.source.rawValue):\($0.purpose.rawValue)[\($0.matched)]"
        }
        let primary = result.primary?.rawValue ?? "-"
        print("purpose corpus field: \(primary) | \(describe(input)) | \(evidence)")
      }
    }
  }

  private func describe(_ input: FieldPurposeInput) -> String {
    [
      input.type.map { "type=\($0)" }, input.name.map { "name=\($0)" }, input.id.map { "id=\($0)" },
      input.placeholder.map { "placeholder=\($0)" },
      input.autocomplete.map { "autocomplete=\($0)" },
    ].compactMap { $0 }.joined(separator: " ")
  }

  /// The inputs of every page, read with a simple tag and attribute pattern.
  static func inputs(in corpus: URL) throws -> [FieldPurposeInput] {
    var inputs: [FieldPurposeInput] = []
    for file in try TestCorpus.htmlFiles(in: corpus) {
      let page = String(decoding: try Data(contentsOf: file), as: UTF8.self)
      for tag in page.matches(of: /<input\b[^>]*>/.ignoresCase()) {
        inputs.append(input(from: String(tag.output)))
      }
    }
    return inputs
  }

  private static func input(from tag: String) -> FieldPurposeInput {
    var attributes: [String: String] = [:]
    let pattern = /\s([a-zA-Z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/
    for match in tag.matches(of: pattern) {
      let name = match.output.1.lowercased()
      let value = match.output.2 ?? match.output.3 ?? match.output.4 ?? ""
      if attributes[name] == nil { attributes[name] = String(value) }
    }
    let type = attributes["type"].map { $0.lowercased() }
    return FieldPurposeInput(
      type: type.map { knownTypes.contains($0) ? $0 : "text" } ?? "text",
      autocomplete: attributes["autocomplete"], name: attributes["name"], id: attributes["id"],
      placeholder: attributes["placeholder"], inputMode: attributes["inputmode"],
      pattern: attributes["pattern"], maxLength: attributes["maxlength"].flatMap { Int($0) })
  }
}
