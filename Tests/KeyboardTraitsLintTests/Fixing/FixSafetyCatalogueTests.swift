import Foundation
import TestHelpers
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// Every rule that offers a fix says whether it is safe: a sentence in `FixSafetyCatalogue`
/// (printed in the rule documentation) and a row in docs/fixes.md's table.
@Suite("Fix safety catalogue")
struct FixSafetyCatalogueTests {
  /// The rules that offer a fix in their own examples, with every rule on.
  static func rulesOfferingFixes() throws -> Set<String> {
    var rules: Set<String> = []
    for rule in RuleRegistry.all {
      let description = rule.description
      for example in description.triggeringExamples + description.nonTriggeringExamples {
        let document = try FormScanner().scan(
          bytes: Array(example.strippedHTML.utf8), documentURL: AdviceCoherenceTests.exampleURL,
          syntax: example.syntax)
        for diagnostic in AdviceCoherenceTests.linter.lint(document) where diagnostic.fix != nil {
          rules.insert(diagnostic.rule)
        }
      }
    }
    return rules
  }

  /// The rule ids in the first column of docs/fixes.md's table.
  static func documentedRules() throws -> Set<String> {
    let url = TestCorpus.packageRoot.appendingPathComponent("docs/fixes.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    return Set(
      text.split(separator: "\n").compactMap { line -> String? in
        guard line.hasPrefix("| `") else { return nil }
        return line.dropFirst(3).split(separator: "`").first.map(String.init)
      })
  }

  @Test("Every rule that offers a fix in its examples has a fix-safety sentence")
  func everyFixingRuleIsClassified() throws {
    let missing = try Self.rulesOfferingFixes().subtracting(FixSafetyCatalogue.ruleIDs)
    let names = missing.sorted().joined(separator: ", ")
    #expect(
      missing.isEmpty,
      "classify these rules' fixes by docs/fixes.md and add them to FixSafetyCatalogue: \(names)")
  }

  @Test("The catalogue names only registered rules")
  func catalogueNamesRules() {
    #expect(FixSafetyCatalogue.ruleIDs.subtracting(RuleRegistry.ids) == [])
  }

  @Test("docs/fixes.md has a row for exactly the rules the catalogue classifies")
  func documentMatchesCatalogue() throws {
    let documented = try Self.documentedRules()
    #expect(FixSafetyCatalogue.ruleIDs.subtracting(documented).sorted() == [])
    #expect(documented.subtracting(FixSafetyCatalogue.ruleIDs).sorted() == [])
  }

  @Test("The rule documentation states the fix safety")
  func ruleDocumentationSaysIt() throws {
    let description = try #require(RuleRegistry.rule(withID: "search-key-needs-form-action"))
      .description
    let markdown = RuleDocumentation.markdown(for: description)
    #expect(markdown.contains("- Fix: Safe (c) when `type=\"search\"`"))
    let noFix = try #require(RuleRegistry.rule(withID: "input-missing-label")).description
    #expect(RuleDocumentation.markdown(for: noFix).contains("- Fix: none."))
  }
}
