import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// Every finding carries the end of the attribute, tag or comment it points at, for every rule.
@Suite("Finding ends")
struct FindingEndTests {
  /// The source text from a diagnostic's position to its end.
  static func text(of diagnostic: Diagnostic, in document: ScannedDocument) -> String? {
    guard let start = document.byteOffset(of: diagnostic.position),
      let end = diagnostic.endPosition.flatMap(document.byteOffset(of:)), start < end
    else { return nil }
    return String(decoding: document.sourceBytes(start..<end), as: UTF8.self)
  }

  @Test(
    "each triggering example's findings span a whole attribute, tag or comment",
    arguments: RuleExampleTests.rules)
  func triggeringExamplesHaveEnds(rule: RuleUnderTest) {
    for example in rule.description.triggeringExamples {
      let document = FormScanner().scan(
        html: example.strippedHTML, documentURL: RuleExampleTests.documentURL)
      for diagnostic in RuleExampleTests.diagnostics(of: rule, in: document) {
        let location = RuleExampleTests.location(example)
        guard let text = Self.text(of: diagnostic, in: document) else {
          Issue.record(
            "\(diagnostic.rule) at \(diagnostic.position) has no end after it",
            sourceLocation: location)
          continue
        }
        if text.hasPrefix("<!--") {
          #expect(text.hasSuffix("-->"), "\(text)", sourceLocation: location)
        } else if text.hasPrefix("<") {
          #expect(text.hasSuffix(">"), "\(text)", sourceLocation: location)
        } else {
          // name, name=value, name="value" or name='value', with nothing after it.
          #expect(
            text.wholeMatch(of: /[^\s=>\/][^\s=>\/]*(\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/) != nil,
            "\(text)", sourceLocation: location)
        }
      }
    }
  }

  @Test("an attribute ends after its closing quote; columns count Unicode scalars")
  func attributeEnd() throws {
    let html = "<p>é</p>\n<input name=\"zïp\" inputmode='number' type=\"text\">\n"
    let document = FormScanner().scan(html: html)
    let diagnostics = Linter(configuration: LintConfiguration(only: ["inputmode-invalid"]))
      .lint(document)
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostic.position == SourcePosition(line: 2, column: 19))
    #expect(diagnostic.endPosition == SourcePosition(line: 2, column: 37))
    #expect(Self.text(of: diagnostic, in: document) == "inputmode='number'")
  }

  @Test("a finding at an element ends after its start tag, over several lines")
  func tagEnd() throws {
    let html =
      "<form action=\"/s\">\n<input\n  type=\"number\"\n  name=\"otp\" data-x=\"a>b\">\n</form>\n"
    let document = FormScanner().scan(html: html, documentURL: "https://shop.example/")
    let field = try #require(document.fields.first)
    #expect(field.position == SourcePosition(line: 2, column: 1))
    #expect(document.endOfMarkup(startingAt: field.position) == SourcePosition(line: 4, column: 27))
  }

  @Test("an unused suppression ends after its comment")
  func commentEnd() throws {
    let html = "<!-- kbtraits-disable-next-line inputmode-none -->\n<p>nothing</p>\n"
    let document = FormScanner().scan(html: html)
    let diagnostic = try #require(Linter().lint(document).first { $0.rule == "unused-suppression" })
    #expect(diagnostic.position == SourcePosition(line: 1, column: 1))
    #expect(diagnostic.endPosition == SourcePosition(line: 1, column: 51))
  }

  @Test("endOfMarkup leaves a position that starts nothing where it is")
  func nothingStartsThere() {
    let document = FormScanner().scan(html: "<p> <input name=a></p>")
    let space = SourcePosition(line: 1, column: 4)
    #expect(document.endOfMarkup(startingAt: space) == space)
    let beyond = SourcePosition(line: 9, column: 1)
    #expect(document.endOfMarkup(startingAt: beyond) == beyond)
    #expect(
      document.endOfMarkup(startingAt: SourcePosition(line: 1, column: 12))
        == SourcePosition(line: 1, column: 18))
  }
}
