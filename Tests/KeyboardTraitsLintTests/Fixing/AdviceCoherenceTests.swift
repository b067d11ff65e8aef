import Foundation
import TestHelpers
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// Advice that holds together, over the samples, every rule's examples and real pages (the
/// fixture corpus always, the full corpus when `KBTRAITS_CORPUS` names it), with every rule on:
///
/// 1. applying one finding's edits never brings a finding of another rule to that field;
/// 2. no two findings on one field recommend different values for the same attribute;
/// 3. once every safe fix is applied, linting again finds nothing safe to fix;
/// 4. once a field's safe fixes are applied together (as `kbtraits lint --fix` does), no rule
///    reports that field where it did not before. (Fixes on another field can reveal what this
///    one lacks: `tpye="password"` fixed makes the field before it an account name without
///    `autocomplete="username"`. That finding was there to make, not made by the fix.)
@Suite("Advice coherence")
struct AdviceCoherenceTests {
  /// The three checks' problems over a set of pages, each naming the page, field and rules.
  struct Outcome: Sendable {
    var pages = 0
    var fixes = 0
    var newFindings: [String] = []
    var disagreements: [String] = []
    var fixableAfterFixing: [String] = []
    var newAfterSafeFixes: [String] = []

    mutating func add(_ other: Outcome) {
      pages += other.pages
      fixes += other.fixes
      newFindings += other.newFindings
      disagreements += other.disagreements
      fixableAfterFixing += other.fixableAfterFixing
      newAfterSafeFixes += other.newAfterSafeFixes
    }
  }

  /// A page to check: its name for messages, its bytes and the URL it is linted at.
  struct Page: Sendable {
    var name: String
    var bytes: [UInt8]
    var documentURL: String
    var syntax: SourceSyntax = .html
  }

  /// Every rule on, notes included (`extends: strict`).
  static let linter = Linter(configuration: LintConfiguration(enabled: Set(RuleRegistry.ids)))
  /// The URL rule examples are linted at (as in the rule example tests).
  static let exampleURL = "https://shop.example/checkout/"

  static let samplesAndExamples: Outcome = check(samplePages() + examplePages())
  static let fixtureCorpus: Outcome = check(corpusPages(TestCorpus.fixtures))
  static let fullCorpus: Outcome? = TestCorpus.full.map { check(corpusPages($0)) }

  // MARK: (1) one finding's edits bring no other rule's finding

  @Test("(1) one finding's fix trips no other rule on its field: samples and rule examples")
  func newFindingsInSamplesAndExamples() {
    Self.expectNone(Self.samplesAndExamples.newFindings, checked: Self.samplesAndExamples)
  }

  @Test("(1) one finding's fix trips no other rule on its field: the fixture corpus")
  func newFindingsInFixtureCorpus() {
    Self.expectNone(Self.fixtureCorpus.newFindings, checked: Self.fixtureCorpus)
  }

  @Test(
    "(1) one finding's fix trips no other rule on its field: the full corpus",
    .enabled(if: TestCorpus.hasFullCorpus, TestCorpus.fullCorpusSkipMessage))
  func newFindingsInFullCorpus() throws {
    let outcome = try #require(Self.fullCorpus)
    Self.expectNone(outcome.newFindings, checked: outcome)
  }

  // MARK: (2) one value per attribute per field

  @Test("(2) findings on one field agree on every attribute's value: samples and rule examples")
  func disagreementsInSamplesAndExamples() {
    Self.expectNone(Self.samplesAndExamples.disagreements, checked: Self.samplesAndExamples)
  }

  @Test("(2) findings on one field agree on every attribute's value: the fixture corpus")
  func disagreementsInFixtureCorpus() {
    Self.expectNone(Self.fixtureCorpus.disagreements, checked: Self.fixtureCorpus)
  }

  @Test(
    "(2) findings on one field agree on every attribute's value: the full corpus",
    .enabled(if: TestCorpus.hasFullCorpus, TestCorpus.fullCorpusSkipMessage))
  func disagreementsInFullCorpus() throws {
    let outcome = try #require(Self.fullCorpus)
    Self.expectNone(outcome.disagreements, checked: outcome)
  }

  // MARK: (3) nothing safe left to fix after fixing

  @Test("(3) after every safe fix, nothing is safely fixable: samples and rule examples")
  func fixableAfterFixingSamplesAndExamples() {
    Self.expectNone(Self.samplesAndExamples.fixableAfterFixing, checked: Self.samplesAndExamples)
  }

  @Test("(3) after every safe fix, nothing is safely fixable: the fixture corpus")
  func fixableAfterFixingFixtureCorpus() {
    Self.expectNone(Self.fixtureCorpus.fixableAfterFixing, checked: Self.fixtureCorpus)
  }

  @Test(
    "(3) after every safe fix, nothing is safely fixable: the full corpus",
    .enabled(if: TestCorpus.hasFullCorpus, TestCorpus.fullCorpusSkipMessage))
  func fixableAfterFixingFullCorpus() throws {
    let outcome = try #require(Self.fullCorpus)
    Self.expectNone(outcome.fixableAfterFixing, checked: outcome)
  }

  // MARK: (4) the safe fixes together bring no new finding

  @Test("(4) a field's safe fixes together trip no rule on it: samples and rule examples")
  func newAfterSafeFixesInSamplesAndExamples() {
    Self.expectNone(Self.samplesAndExamples.newAfterSafeFixes, checked: Self.samplesAndExamples)
  }

  @Test("(4) a field's safe fixes together trip no rule on it: the fixture corpus")
  func newAfterSafeFixesInFixtureCorpus() {
    Self.expectNone(Self.fixtureCorpus.newAfterSafeFixes, checked: Self.fixtureCorpus)
  }

  @Test(
    "(4) a field's safe fixes together trip no rule on it: the full corpus",
    .enabled(if: TestCorpus.hasFullCorpus, TestCorpus.fullCorpusSkipMessage))
  func newAfterSafeFixesInFullCorpus() throws {
    let outcome = try #require(Self.fullCorpus)
    Self.expectNone(outcome.newAfterSafeFixes, checked: outcome)
  }

  // MARK: Checking

  private static func expectNone(
    _ problems: [String], checked outcome: Outcome,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    // A check over pages without fixes would pass over nothing.
    #expect(outcome.pages > 0 && outcome.fixes > 0, sourceLocation: sourceLocation)
    let sample = problems.prefix(25).joined(separator: "\n")
    #expect(
      problems.isEmpty, "\(problems.count) problems:\n\(sample)", sourceLocation: sourceLocation)
  }

  /// The three checks over `pages`, shared between two workers.
  static func check(_ pages: [Page]) -> Outcome {
    let workers = 2
    let collector = Collector()
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      var outcome = Outcome()
      for index in stride(from: worker, to: pages.count, by: workers) {
        outcome.add(check(pages[index]))
      }
      collector.add(outcome)
    }
    var total = collector.total
    total.newFindings.sort()
    total.disagreements.sort()
    total.fixableAfterFixing.sort()
    total.newAfterSafeFixes.sort()
    return total
  }

  /// The workers' outcomes, added up under a lock.
  private final class Collector: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var total = Outcome()

    func add(_ outcome: Outcome) {
      lock.lock()
      defer { lock.unlock() }
      total.add(outcome)
    }
  }

  static func check(_ page: Page) -> Outcome {
    var outcome = Outcome()
    guard
      let document = try? FormScanner().scan(
        bytes: page.bytes, documentURL: page.documentURL, syntax: page.syntax)
    else { return outcome }
    outcome.pages = 1
    let before = linter.lint(document)
    let withFixes = before.filter { $0.fix != nil }
    outcome.fixes = withFixes.count
    outcome.newFindings = newFindings(page, document, before, withFixes)
    outcome.disagreements = disagreements(page, document, withFixes)
    outcome.fixableAfterFixing = fixableAfterFixing(page, document, before)
    outcome.newAfterSafeFixes = newAfterSafeFixes(page, document, before)
    return outcome
  }

  /// (1): each fix applied alone; rules on the edited field that did not report it before.
  private static func newFindings(
    _ page: Page, _ document: ScannedDocument, _ before: [Diagnostic], _ withFixes: [Diagnostic]
  ) -> [String] {
    var problems: [String] = []
    for diagnostic in withFixes {
      guard let field = diagnostic.fieldIndex else { continue }
      let result = FixApplier.apply(
        [diagnostic], to: document, fileBytes: page.bytes, includingUnsafe: true)
      // A fix that cannot be placed (a template binding, a file in another encoding) changes
      // nothing to check.
      guard result.applied.count == 1,
        let fixed = try? FormScanner().scan(
          bytes: result.bytes, documentURL: page.documentURL, syntax: page.syntax)
      else { continue }
      let earlier = Set(before.filter { $0.fieldIndex == field }.map(\.rule))
      let new = linter.lint(fixed).filter {
        $0.fieldIndex == field && $0.rule != diagnostic.rule && !earlier.contains($0.rule)
      }
      for finding in new {
        problems.append(
          "\(page.name):\(diagnostic.position.line): \(diagnostic.rule)'s fix "
            + "(\(diagnostic.fix?.summary ?? "")) brings \(finding.rule): \(finding.message)")
      }
    }
    return problems
  }

  /// (2): on each field, the value every fix leaves on each attribute it edits.
  private static func disagreements(
    _ page: Page, _ document: ScannedDocument, _ withFixes: [Diagnostic]
  ) -> [String] {
    var problems: [String] = []
    let byField = Dictionary(grouping: withFixes.filter { $0.fieldIndex != nil }) {
      $0.fieldIndex ?? -1
    }
    for (field, diagnostics) in byField.sorted(by: { $0.key < $1.key }) {
      let attributes = document.fields[field].attributes
      var first: [String: (rule: String, value: String?)] = [:]
      for diagnostic in diagnostics {
        guard let fix = diagnostic.fix else { continue }
        for (name, value) in resultingValues(of: fix, on: attributes) {
          guard let earlier = first[name] else {
            first[name] = (diagnostic.rule, value)
            continue
          }
          if earlier.value != value {
            problems.append(
              "\(page.name):\(diagnostic.position.line): \(earlier.rule) leaves "
                + "\(describe(name, earlier.value)) but \(diagnostic.rule) leaves "
                + describe(name, value))
          }
        }
      }
    }
    return problems
  }

  /// (3): every safe fix applied, as `--fix` would, then linted again.
  private static func fixableAfterFixing(
    _ page: Page, _ document: ScannedDocument, _ before: [Diagnostic]
  ) -> [String] {
    guard before.contains(where: { $0.fix?.isSafe == true }) else { return [] }
    let result = FixApplier.apply(before, to: document, fileBytes: page.bytes)
    guard result.isChanged,
      let fixed = try? FormScanner().scan(
        bytes: result.bytes, documentURL: page.documentURL, syntax: page.syntax)
    else { return [] }
    return linter.lint(fixed).filter { $0.fix?.isSafe == true }.map {
      "\(page.name):\($0.position.line): \($0.rule) still has a safe fix: \($0.message)"
    }
  }

  /// (4): each field's safe fixes applied together, then linted again: the rules that report
  /// the field now and did not before. Fixes edit attributes only, so field indices stay.
  private static func newAfterSafeFixes(
    _ page: Page, _ document: ScannedDocument, _ before: [Diagnostic]
  ) -> [String] {
    let safe = before.filter { $0.fix?.isSafe == true && $0.fieldIndex != nil }
    var problems: [String] = []
    for (field, fixes) in Dictionary(grouping: safe, by: { $0.fieldIndex ?? -1 }) {
      let result = FixApplier.apply(fixes, to: document, fileBytes: page.bytes)
      guard result.isChanged,
        let fixed = try? FormScanner().scan(
          bytes: result.bytes, documentURL: page.documentURL, syntax: page.syntax)
      else { continue }
      let earlier = Set(before.filter { $0.fieldIndex == field }.map(\.rule))
      for finding in linter.lint(fixed)
      where finding.fieldIndex == field && !earlier.contains(finding.rule) {
        problems.append(
          "\(page.name):\(finding.position.line): \(finding.rule) is new after the safe fixes "
            + "(\(result.applied.map(\.rule).joined(separator: ", "))): \(finding.message)")
      }
    }
    return problems
  }

  /// The value `fix` leaves on each attribute it edits (nil: removed), in edit order.
  static func resultingValues(of fix: Fix, on attributes: FieldAttributes) -> [(String, String?)] {
    var values: [(String, String?)] = []
    func set(_ name: String, _ value: String?) {
      if let index = values.firstIndex(where: { $0.0 == name }) {
        values[index].1 = value
      } else {
        values.append((name, value))
      }
    }
    for edit in fix.edits {
      switch edit {
      case .setValue(let name, let value), .add(let name, let value): set(name, value)
      case .remove(let name): set(name, nil)
      case .rename(let name, let newName):
        let value = values.first { $0.0 == name }?.1 ?? attributes.first { $0.name == name }?.value
        set(name, nil)
        set(newName, value)
      case .insertBefore: continue  // A field before this one; this one is unchanged.
      }
    }
    return values
  }

  private static func describe(_ name: String, _ value: String?) -> String {
    value.map { "\(name)=\"\($0)\"" } ?? "no \(name)"
  }

  // MARK: Pages

  static func samplePages() -> [Page] {
    let folder = TestCorpus.packageRoot.appendingPathComponent("Samples")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".html") }.sorted().compactMap { name in
      let url = folder.appendingPathComponent(name)
      guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
      return Page(name: "Samples/\(name)", bytes: Array(data), documentURL: url.absoluteString)
    }
  }

  static func examplePages() -> [Page] {
    RuleRegistry.all.flatMap { rule in
      let description = rule.description
      return (description.triggeringExamples + description.nonTriggeringExamples).map { example in
        Page(
          name: "\(description.id) example at line \(example.line)",
          bytes: Array(example.strippedHTML.utf8), documentURL: exampleURL,
          syntax: example.syntax)
      }
    }
  }

  static func corpusPages(_ root: URL) -> [Page] {
    let files = (try? TestCorpus.htmlFiles(in: root)) ?? []
    return files.compactMap { url in
      guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
      let name = String(url.path.dropFirst(root.path.count).drop { $0 == "/" })
      return Page(name: name, bytes: Array(data), documentURL: url.absoluteString)
    }
  }
}
