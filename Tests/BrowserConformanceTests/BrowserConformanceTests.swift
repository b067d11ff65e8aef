import Foundation
import KeyboardTraits
import TestHelpers
import Testing

/// The scanner's fields, attributes and form owners against Chromium's DOM, case by case
/// (``ConformanceCases``). All cases load in one browser run, shared by the tests.
@Suite(.serialized) struct BrowserConformanceTests {
  @Test func casesAreNamedOnceAndNumerous() {
    let names = ConformanceCases.all.map(\.name)
    #expect(Set(names).count == names.count, "case names must be unique")
    #expect(names.count >= 60)
    for name in names {
      #expect(name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(name)")
    }
  }

  @Test(
    .enabled(if: RenderingFixtures.hasBrowser, RenderingFixtures.skipMessage),
    arguments: ConformanceCases.all)
  func scannerAgreesWithChromium(_ conformanceCase: ConformanceCase) async throws {
    let browserFields = try await BrowserRun.shared.fields()
    let expected = try #require(
      browserFields[conformanceCase.name], "Chromium reported nothing for \(conformanceCase.name)")
    let actual = try Self.scannerFields(of: conformanceCase)
    let difference = Self.difference(expected: expected, actual: actual)
    switch (difference, conformanceCase.knownDifference) {
    case (nil, nil):
      break
    case (let difference?, nil):
      Issue.record("\(conformanceCase.name): the scanner differs from Chromium\n\(difference)")
    case (nil, let reason?):
      let message =
        "\(conformanceCase.name) is marked as a known difference (\(reason)) but now agrees "
        + "with Chromium: remove the mark"
      Issue.record(Comment(rawValue: message))
    case (_?, _?):
      break  // a known difference, documented in docs/browsers/html-parsing.md
    }
  }

  /// The scanner's fields, as the browser's are recorded.
  static func scannerFields(of conformanceCase: ConformanceCase) throws -> [FieldRecord] {
    let document = try FormScanner().scan(
      bytes: conformanceCase.bytes, documentURL: "http://127.0.0.1/\(conformanceCase.name).html")
    return document.fields.map { field in
      let form = field.formIndex.map { index in
        document.forms[index].id.map { "#\($0)" } ?? "form\(index)"
      }
      return FieldRecord(
        tag: field.element, attributes: field.attributes.map { [$0.name, $0.value] },
        form: field.isEditingHost ? nil : form, template: field.context.isInTemplate)
    }
  }

  /// What differs, as lines for the test log; nil when the fields agree (in any order: the
  /// browser moves fostered and template fields, the scanner keeps the source order).
  static func difference(expected: [FieldRecord], actual: [FieldRecord]) -> String? {
    var missing = expected
    var extra: [FieldRecord] = []
    for field in actual {
      if let index = missing.firstIndex(of: field) {
        missing.remove(at: index)
      } else {
        extra.append(field)
      }
    }
    guard !missing.isEmpty || !extra.isEmpty else { return nil }
    return (missing.map { "  browser only: \($0)" } + extra.map { "  scanner only: \($0)" })
      .joined(separator: "\n")
  }
}

/// The one browser run every case reads.
actor BrowserRun {
  static let shared = BrowserRun()
  private var task: Task<[String: [FieldRecord]], any Error>?

  func fields() async throws -> [String: [FieldRecord]] {
    if let task { return try await task.value }
    let browser = RenderingFixtures.browser ?? ""
    let task = Task {
      try await ChromiumDOMReader.fields(of: ConformanceCases.all, browser: browser)
    }
    self.task = task
    return try await task.value
  }
}
