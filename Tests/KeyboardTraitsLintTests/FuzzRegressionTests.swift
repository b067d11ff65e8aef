import Foundation
import TestHelpers
import Testing

@_spi(Fuzzing) @testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// Replays every input the fuzzers (Scripts/fuzz.sh) ever crashed on, through the entry point of
/// the target that found it, so that a fixed crash stays fixed.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  static let root = TestCorpus.packageRoot.appendingPathComponent("Tests/Fixtures/fuzz-regressions")

  /// `(target, file)` for every saved input.
  static func inputs() throws -> [FuzzInput] {
    let targets = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
    return try targets.flatMap { target in
      try FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent(target).path
      ).sorted().map { FuzzInput(target: target, file: $0) }
    }
  }

  struct FuzzInput: CustomTestStringConvertible, Sendable {
    var target: String
    var file: String
    var testDescription: String { "\(target)/\(file)" }
    var bytes: [UInt8] {
      get throws {
        [UInt8](
          try Data(
            contentsOf: FuzzRegressionTests.root.appendingPathComponent(target)
              .appendingPathComponent(file)))
      }
    }
  }

  static let everyRule = Linter(
    configuration: LintConfiguration(enabled: Set(RuleRegistry.all.map { $0.id })))

  @Test("the saved inputs exist") func savedInputsExist() throws {
    #expect(try !Self.inputs().isEmpty)
  }

  @Test("each saved input runs through its target without crashing", arguments: try inputs())
  func replay(_ input: FuzzInput) throws {
    let bytes = try input.bytes
    let text = String(decoding: bytes, as: UTF8.self)
    switch input.target {
    case "FuzzScanner", "FuzzLint":
      let document = try FormScanner().scan(bytes: bytes, documentURL: "https://fuzz.example/")
      _ = Self.everyRule.lint(document)
    case "FuzzPattern":
      _ = HTMLPattern.validate(text)
      if case .success(let ast) = HTMLPattern.parse(text) { _ = PatternAlphabet(ast) }
    case "FuzzAutocomplete":
      _ = AutocompleteValue.parse(text).problems(on: .input(type: "text"))
    case "FuzzTemplateMasker":
      let (syntax, template) = TemplateMaskProbe.split(bytes)
      #expect(TemplateMaskProbe.brokenPromise(in: template, syntax: syntax) == nil)
      _ = TemplateMaskProbe.scanWithVariants(template, syntax: syntax)
    case "FuzzConfiguration":
      _ = try? ConfigurationLoader.parse(text, file: "fuzz/.kbtraits.yml")
    case "FuzzBaseline":
      let directory = try TemporaryDirectory()
      defer { directory.remove() }
      let path = try directory.write("baseline.json", bytes: bytes)
      #expect(
        (try? Baseline.load(from: path)) == nil || (try? BaselineIndex(contentsOf: path)) != nil)
    default:
      Issue.record("no replay for fuzz target \(input.target)")
    }
  }
}
