import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// Each React component of `Tests/Fixtures/jsx/` against its static-HTML twin (``JSXFixture``):
/// the same fields, attributes, traits and positions, to the column, and the same findings of
/// the rules that judge values.
@Suite("JSX fixtures and their static-HTML twins")
struct JSXTwinTests {
  @Test("fields, attributes, traits and positions equal the twin's", arguments: JSXFixture.all)
  func twin(_ fixture: JSXFixture) throws {
    let scanner = FormScanner(options: JSXFixture.options)
    let source = scanner.report(for: .file(fixture.sourcePath))
    let twin = scanner.report(for: .file(fixture.twinPath))
    let document = try #require(source.document, "\(source.error?.message ?? "")")
    let twinDocument = try #require(twin.document, "\(twin.error?.message ?? "")")
    #expect(document.syntax == SourceSyntax(fileName: fixture.file))
    #expect(twinDocument.syntax == nil)
    #expect(!document.notes.contains { $0.kind == .sourceNotRead }, "\(document.notes)")
    #expect(document.fields.count == fixture.fieldCount)
    #expect(twinDocument.fields.count == document.fields.count)
    let sourceJSON = try JSXTwinComparison.fieldObjects(source)
    let twinJSON = try JSXTwinComparison.fieldObjects(twin)
    for (field, expected) in zip(document.fields, twinDocument.fields) {
      let place = Comment(rawValue: "\(fixture.file) field \(field.index) at \(field.position)")
      let dynamic = fixture.dynamic[field.index] ?? JSXFixture.Dynamic(attributes: [])
      #expect(field.element == expected.element, place)
      if !dynamic.attributes.contains("type") {
        #expect(field.inputType == expected.inputType, place)
      }
      #expect(field.position == expected.position, place)
      #expect(field.label == (dynamic.label ?? expected.label), place)
      #expect(field.formIndex == expected.formIndex, place)
      #expect(field.dynamicAttributes == dynamic.attributes, place)
      #expect(field.hasSpreadAttributes == dynamic.spread, place)
      JSXTwinComparison.expectSameAttributes(field, expected, dynamic: dynamic, place: place)
      #expect(field.unknownIOSTraits.map(\.trait) == dynamic.unknownIOS, place)
      if dynamic.attributes.isEmpty {
        #expect(field.ios == expected.ios, place)
        #expect(field.android == expected.android, place)
        #expect(field.firefoxAndroid == expected.firefoxAndroid, place)
      }
      // With dynamic attributes, the traits they cannot change are the twin's.
      JSXTwinComparison.expectSameKnownTraits(
        sourceJSON[field.index], twinJSON[field.index], place: place)
    }
  }

  @Test("the rules that judge values find the same, at the same places", arguments: JSXFixture.all)
  func findings(_ fixture: JSXFixture) throws {
    let scanner = FormScanner(options: JSXFixture.options, linter: Linter())
    let source = scanner.report(for: .file(fixture.sourcePath))
    let twin = scanner.report(for: .file(fixture.twinPath))
    let found = JSXTwinComparison.comparedFindings(source)
    #expect(found == JSXTwinComparison.comparedFindings(twin))
    #expect(Set(found.map(\.rule)) == fixture.expectedRules, "\(found)")
  }
}

/// What ``JSXTwinTests`` and ``JSXRenderedTwinTests`` compare.
enum JSXTwinComparison {
  /// A finding of ``JSXFixture/comparedRules``: its rule, place and severity (messages name
  /// props in React's spelling, so their text is not compared).
  struct Finding: Equatable, CustomStringConvertible {
    var rule: String
    var position: SourcePosition?
    var severity: String
    var description: String {
      "\(rule) \(severity) at \(position.map { "\($0.line):\($0.column)" } ?? "-")"
    }
  }

  /// The report's findings of ``JSXFixture/comparedRules``, in order; `positions: false` leaves
  /// places out (a rendered page's lines are the browser's).
  static func comparedFindings(_ report: FileReport, positions: Bool = true) -> [Finding] {
    report.diagnostics.filter { JSXFixture.comparedRules.contains($0.rule) }.map {
      Finding(
        rule: $0.rule, position: positions ? $0.position : nil, severity: "\($0.severity)")
    }
  }

  /// The report's fields as its JSON output writes them.
  static func fieldObjects(_ report: FileReport) throws -> [[String: Any]] {
    let text = JSONReport.file(report, isFirst: true)
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    return try #require(object?["fields"] as? [[String: Any]])
  }

  /// Every platform's traits of a source field equal the twin's, but for those the source
  /// marks unknown (which the twin, having no dynamic attribute, must not).
  static func expectSameKnownTraits(
    _ field: [String: Any], _ twin: [String: Any], place: Comment,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for platform in ["ios", "android", "firefoxAndroid"] {
      var traits = field[platform] as? [String: Any] ?? [:]
      var expected = twin[platform] as? [String: Any] ?? [:]
      #expect(expected["unknown"] == nil, place, sourceLocation: sourceLocation)
      let unknown = (traits["unknown"] as? [String: Any])?.keys.map { $0 } ?? []
      for key in unknown + ["unknown"] {
        traits[key] = nil
        expected[key] = nil
      }
      #expect(
        canonical(traits) == canonical(expected), "\(place.rawValue) \(platform)",
        sourceLocation: sourceLocation)
    }
  }

  /// A JSON object's text with its keys sorted, for comparing.
  private static func canonical(_ object: [String: Any]) -> String {
    let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return data.map { String(decoding: $0, as: UTF8.self) } ?? "not JSON"
  }

  /// The source's static attributes are the twin's, with the same values, in the same order,
  /// at the same places. The twin's values of the source's dynamic attributes, and what a
  /// spread supplies, are left out; a mapped component's own attributes (placed at its name)
  /// are compared but for their place. `exact: false` (a rendered page) compares names and
  /// values alone.
  static func expectSameAttributes(
    _ field: FormField, _ twin: FormField, dynamic: JSXFixture.Dynamic, place: Comment,
    exact: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let open = Set(dynamic.attributes + dynamic.supplied)
    let written = field.attributes.filter { !$0.isDynamic }
    let twins = twin.attributes.filter { !open.contains($0.name) }
    #expect(written.map(\.name) == twins.map(\.name), place, sourceLocation: sourceLocation)
    #expect(written.map(\.value) == twins.map(\.value), place, sourceLocation: sourceLocation)
    guard exact else { return }
    #expect(
      written.map(\.hasValue) == twins.map(\.hasValue), place, sourceLocation: sourceLocation)
    let componentPlace = SourcePosition(
      line: field.position.line, column: field.position.column + 1)
    for (attribute, expected) in zip(written, twins) where attribute.position != componentPlace {
      #expect(
        attribute.position == expected.position, "\(place.rawValue) \(attribute.name)",
        sourceLocation: sourceLocation)
    }
  }
}
