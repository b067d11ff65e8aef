import Foundation
import TestHelpers
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// `--fix` over real pages (the fixture corpus always, the full corpus when `KBTRAITS_CORPUS`
/// names it): files without a safe fix stay byte-identical, and fixed files lose exactly their
/// fixed findings with every byte outside the edited attributes unchanged.
@Suite("Fix round trip over real pages")
struct CorpusRoundTripTests {

  /// What one file's round trip found wrong (empty when it is right), and what it fixed.
  struct Outcome: Sendable {
    var problems: [String] = []
    var applied = 0
  }

  @Test("the fixture corpus: unfixable files byte-identical, only fixed attributes touched")
  func fixtureRoundTrip() async throws {
    try await roundTrip(over: TestCorpus.fixtures, atLeast: 40)
  }

  @Test(
    "the full corpus: unfixable files byte-identical, only fixed attributes touched",
    .enabled(if: TestCorpus.hasFullCorpus, TestCorpus.fullCorpusSkipMessage))
  func corpusRoundTrip() async throws {
    try await roundTrip(over: try #require(TestCorpus.full), atLeast: 100)
  }

  private func roundTrip(over corpus: URL, atLeast minimum: Int) async throws {
    let copy = try FixHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: copy) }
    let root = copy.appendingPathComponent("corpus")
    try FileManager.default.copyItem(at: corpus, to: root)
    let paths = InputDiscovery.discover([root.path]).inputs.compactMap { input -> String? in
      if case .file(let path) = input { return path }
      return nil
    }
    #expect(paths.count > minimum)
    // Two workers, a share of the files each: the whole corpus in debug within the time budget.
    let workers = 2
    let outcomes = await withTaskGroup(of: [Outcome].self) { group in
      for worker in 0..<workers {
        let share = stride(from: worker, to: paths.count, by: workers).map { paths[$0] }
        group.addTask { share.map(Self.roundTrip) }
      }
      return await group.reduce(into: [Outcome]()) { $0 += $1 }
    }
    let problems = outcomes.flatMap(\.problems)
    let sample = problems.prefix(10).joined(separator: "\n")
    #expect(problems.isEmpty, "\(problems.count) files:\n\(sample)")
    // The corpus has real typos and invalid values; a run that fixes nothing tests nothing.
    #expect(outcomes.map(\.applied).reduce(0, +) > 0)
  }

  private static func roundTrip(_ path: String) -> Outcome {
    var outcome = Outcome()
    guard let original = FileManager.default.contents(atPath: path).map(Array.init) else {
      return outcome
    }
    let scanner = FormScanner()
    let linter = Linter()
    guard let document = try? scanner.scan(bytes: original) else { return outcome }
    let before = linter.lint(document)
    let fixable = before.filter { FixApplier.isFixable($0) }
    let result: FixResult
    do {
      result = try FixApplier.fixFile(atPath: path, linter: linter)
    } catch {
      outcome.problems.append("\(path): fixFile threw \(error)")
      return outcome
    }
    let written = FileManager.default.contents(atPath: path).map(Array.init) ?? []
    outcome.applied = result.applied.count
    guard !fixable.isEmpty, !result.applied.isEmpty else {
      if written != original { outcome.problems.append("\(path): changed without a fix") }
      return outcome
    }
    if written != result.bytes { outcome.problems.append("\(path): written bytes differ") }
    guard let fixed = try? scanner.scan(bytes: written) else {
      outcome.problems.append("\(path): the fixed file no longer scans")
      return outcome
    }
    let after = linter.lint(fixed)
    for key in Set(result.applied.map(FindingKey.init)) {
      let count = { (list: [Diagnostic]) in list.filter { FindingKey($0) == key }.count }
      if count(after) > count(before) - count(result.applied) {
        outcome.problems.append("\(path): \(key.rule) still reported after its fix")
      }
    }
    let regions = editableRegions(result.applied, in: document, original: original)
    if !unchangedOutside(regions, original: original, fixed: written) {
      outcome.problems.append("\(path): bytes outside the fixed attributes changed")
    }
    return outcome
  }

  /// A rule's findings on one element (a field, else a line).
  private struct FindingKey: Hashable {
    var rule: String
    var field: Int?
    var line: Int?

    init(_ diagnostic: Diagnostic) {
      rule = diagnostic.rule
      field = diagnostic.fieldIndex
      line = diagnostic.fieldIndex == nil ? diagnostic.position.line : nil
    }
  }

  /// The file byte ranges the applied fixes may change: each named attribute from its name to
  /// its closing quote; for an added attribute, the point after the last attribute (else after
  /// the tag name), where the planner inserts it.
  private static func editableRegions(
    _ applied: [Diagnostic], in document: ScannedDocument, original: [UInt8]
  ) -> [Range<Int>] {
    var regions: [Range<Int>] = []
    for diagnostic in applied {
      guard let target = FixTarget.locate(diagnostic, in: document),
        let edits = diagnostic.fix?.edits
      else { continue }
      let spans = target.attributes.compactMap { attribute in
        attribute.sourceRange.map { (attribute.name, span($0, offset: document.fileOffset)) }
      }
      for edit in edits {
        switch edit {
        case .setValue(let name, _), .rename(let name, _):
          regions += spans.filter { $0.0 == name.lowercased() }.map(\.1)
        case .remove(let name):
          // Removal also takes the spaces before the name.
          regions += spans.filter { $0.0 == name.lowercased() }.map { _, span in
            var start = span.lowerBound
            while start > 0, original[start - 1] == 0x20 || original[start - 1] == 0x09 {
              start -= 1
            }
            return start..<span.upperBound
          }
        case .add:
          if let end = spans.map(\.1.upperBound).max() {
            regions.append(end..<end)
          } else if let start = target.tagStart {
            regions.append(start..<(start + 1 + target.elementName.utf8.count))
          }
        case .insertBefore:
          // Unsafe (a field the server must fill), so never applied here; its place is the tag.
          if let start = target.insertionTag?.start { regions.append(start..<start) }
        }
      }
    }
    return regions
  }

  private static func span(_ range: AttributeSourceRange, offset: Int) -> Range<Int> {
    let end =
      range.value.map { $0.upperBound + (range.quote == nil ? 0 : 1) }
      ?? range.name.upperBound
    return (range.name.lowerBound + offset)..<(end + offset)
  }

  /// Whether `fixed` is `original` with only `regions` replaced, each by text that stays inside
  /// one tag (no `<`, `>` or line break).
  static func unchangedOutside(_ regions: [Range<Int>], original: [UInt8], fixed: [UInt8])
    -> Bool
  {
    var merged: [Range<Int>] = []
    for region in regions.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = merged.last, region.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, region.upperBound)
      } else {
        merged.append(region)
      }
    }
    var segments: [ArraySlice<UInt8>] = []
    var start = 0
    for region in merged {
      segments.append(original[start..<region.lowerBound])
      start = region.upperBound
    }
    segments.append(original[start...])
    func isAttributeText(_ bytes: ArraySlice<UInt8>) -> Bool {
      !bytes.contains { $0 == 0x3C || $0 == 0x3E || $0 == 0x0A || $0 == 0x0D }
    }
    guard fixed.starts(with: segments[0]) else { return false }
    var position = segments[0].count
    for (index, segment) in segments.enumerated().dropFirst() {
      if index == segments.count - 1 {
        let end = fixed.count - segment.count
        return end >= position && fixed[end...].elementsEqual(segment)
          && isAttributeText(fixed[position..<end])
      }
      var found: Int?
      var candidate = position
      while candidate + segment.count <= fixed.count {
        if !isAttributeText(fixed[position..<candidate]) { break }
        if fixed[candidate..<(candidate + segment.count)].elementsEqual(segment) {
          found = candidate
          break
        }
        candidate += 1
      }
      guard let found else { return false }
      position = found + segment.count
    }
    return position == fixed.count
  }
}
