import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// The sign-in form of each syntax in `Tests/Fixtures/templates/<syntax>/`, and `static.html`
/// beside it: the same page as plain HTML, laid out line for line and column for column.
enum TemplateFixture {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/templates")

  /// The template of `syntax` (the one file that is not `static.html` or a golden).
  static func template(_ syntax: SourceSyntax) throws -> URL {
    let folder = root.appendingPathComponent(syntax.rawValue)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0 != "static.html" && !$0.hasSuffix(".json") && $0 != casesFolder }
    return folder.appendingPathComponent(try #require(names.first))
  }

  /// The folder beside a sign-in form that holds fixtures for single cases.
  static let casesFolder = "cases"

  /// Every template syntax; JSX has fixtures of its own (`Tests/Fixtures/jsx`, `JSXTwinTests`).
  static let syntaxes = SourceSyntax.allCases.filter { $0 != .html && !$0.isJSX }
}

@Suite("Template fixtures")
struct TemplateFixtureTests {
  @Test(
    "Fields, traits and findings equal the static HTML's, to the column",
    arguments: TemplateFixture.syntaxes)
  func equivalence(syntax: SourceSyntax) throws {
    let templateURL = try TemplateFixture.template(syntax)
    let staticURL = templateURL.deletingLastPathComponent().appendingPathComponent("static.html")
    #expect(SourceSyntax(fileName: templateURL.lastPathComponent) == syntax)
    let linter = Linter()
    let scanner = FormScanner(options: ScanOptions(baseURL: "https://shop.example/"))
    let template = try scanner.scanFile(atPath: templateURL.path)
    let plain = try scanner.scanFile(atPath: staticURL.path)
    #expect(template.syntax == syntax)
    #expect(template.fields.count == plain.fields.count)
    #expect(template.fields.contains { !$0.dynamicAttributes.isEmpty }, "a dynamic attribute")
    for (field, expected) in zip(template.fields, plain.fields) {
      let place = "\(syntax) field \(field.index)"
      #expect(field.element == expected.element, "\(place)")
      #expect(field.inputType == expected.inputType, "\(place)")
      #expect(field.id == expected.id && field.name == expected.name, "\(place)")
      #expect(field.label == expected.label, "\(place)")
      #expect(field.position == expected.position, "\(place)")
      #expect(field.formIndex == expected.formIndex, "\(place)")
      #expect(field.ios == expected.ios, "\(place)")
      #expect(field.android == expected.android, "\(place)")
      #expect(field.firefoxAndroid == expected.firefoxAndroid, "\(place)")
      #expect(field.unknownIOSTraits.isEmpty, "\(place)")
      #expect(field.unknownAndroidTraits.isEmpty, "\(place)")
      #expect(field.unknownFirefoxAndroidTraits.isEmpty, "\(place)")
      // Static attributes are the same, at the same place; dynamic ones are the template's.
      let dynamic = Set(field.dynamicAttributes)
      let written = field.attributes.filter { !$0.isDynamic }
      let twins = expected.attributes.filter { !dynamic.contains($0.name) }
      #expect(written.map(\.name) == twins.map(\.name), "\(place)")
      #expect(written.map(\.value) == twins.map(\.value), "\(place)")
      #expect(written.map(\.position) == twins.map(\.position), "\(place)")
    }
    let found = linter.lint(template).map { [$0.rule, "\($0.position)", $0.message] }
    let expected = linter.lint(plain).map { [$0.rule, "\($0.position)", $0.message] }
    #expect(found == expected, "\(syntax)")
    #expect(!found.isEmpty)
  }
}
