import Foundation
import TestHelpers
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// No finding carries a fix without edits: every rule on, over the samples, every rule's
/// examples and real pages (the fixture corpus always, the full corpus when `KBTRAITS_CORPUS`
/// names it). On a UTF-8 page without template bindings each fix's edits are also placed in
/// the file's bytes, since a fix whose element cannot be found is dropped.
@Suite("Fixes have edits")
struct FixHasEditsTests {
  typealias Page = AdviceCoherenceTests.Page

  /// Every rule on, notes included.
  static let linter = AdviceCoherenceTests.linter

  /// Each fix without edits (or without byte edits where they can be placed), by page and rule.
  static func emptyFixes(in pages: [Page]) -> (pages: Int, fixes: Int, empty: [String]) {
    var checked = 0
    var fixes = 0
    var empty: [String] = []
    for page in pages {
      guard
        let document = try? FormScanner().scan(
          bytes: page.bytes, documentURL: page.documentURL, syntax: page.syntax)
      else { continue }
      checked += 1
      let placeable = document.isFileText && !document.hasDynamicAttributes
      for diagnostic in linter.lint(document) {
        guard let fix = diagnostic.fix else { continue }
        fixes += 1
        let unplaced = placeable && (fix.replacements ?? []).isEmpty
        if fix.edits.isEmpty || unplaced {
          empty.append(
            "\(page.name):\(diagnostic.position.line) \(diagnostic.rule): \(fix.summary)")
        }
      }
    }
    return (checked, fixes, empty)
  }

  @Test("Samples and rule examples offer no fix without edits")
  func samplesAndExamples() {
    let outcome = Self.emptyFixes(
      in: AdviceCoherenceTests.samplePages() + AdviceCoherenceTests.examplePages())
    #expect(outcome.fixes > 0)
    #expect(outcome.empty == [])
  }

  @Test("The fixture corpus offers no fix without edits")
  func fixtureCorpus() {
    let outcome = Self.emptyFixes(in: AdviceCoherenceTests.corpusPages(TestCorpus.fixtures))
    #expect(outcome.pages > 0)
    #expect(outcome.empty == [])
  }

  @Test(
    "The full corpus offers no fix without edits", .enabled(if: TestCorpus.hasFullCorpus),
    TestCorpus.fullCorpusSkipMessage)
  func fullCorpus() throws {
    let root = try #require(TestCorpus.full)
    let outcome = Self.emptyFixes(in: AdviceCoherenceTests.corpusPages(root))
    #expect(outcome.pages > 0)
    #expect(outcome.empty == [], "\(outcome.empty.count) of \(outcome.fixes) fixes")
  }

  @Test("A label-for-broken fix is placed on the label's for attribute")
  func labelFixIsPlaced() throws {
    let html = #"<label for="zip">Zip</label><input name="zip" id="postcode">"#
    let document = try FormScanner().scan(bytes: Array(html.utf8))
    let diagnostic = try #require(
      Self.linter.lint(document).first { $0.rule == "label-for-broken" })
    let replacement = try #require(diagnostic.fix?.replacements?.first)
    #expect(replacement.text == "postcode")
    #expect(Array(html.utf8)[replacement.byteRange] == Array("zip".utf8)[...])
  }

  @Test("The engine drops a fix with no edits, or for an element it cannot find")
  func engineDropsEmptyFixes() throws {
    let html = #"<input name="q"><label for="x">X</label>"#
    let document = try FormScanner().scan(bytes: Array(html.utf8))
    let linter = Linter(ruleTypes: [EmptyFixRule.self])
    let diagnostics = linter.lint(document)
    #expect(diagnostics.count == 2)
    #expect(diagnostics.allSatisfy { $0.fix == nil })
  }
}

/// Reports every field with a fix that has no edits, and the document with a fix on no element.
private struct EmptyFixRule: Rule {
  static let description = RuleDescription(
    id: "test-empty-fix", name: "Test Empty Fix", summary: "A test rule.", rationale: "None.",
    category: .labelsAndStructure, severity: .warning, basis: "None.",
    triggeringExamples: [], nonTriggeringExamples: [])

  func validate(_ document: LintDocument) -> [Finding] {
    let onField = document.fields.map { field in
      field.finding("empty", fix: Fix(summary: "Nothing", edits: []))
    }
    let nowhere = Finding(
      message: "nowhere", position: SourcePosition(line: 1, column: 1), fieldIndex: nil,
      fix: Fix(summary: "Set a", edits: [.add(attribute: "a", value: "b")]))
    return onField + [nowhere]
  }
}
