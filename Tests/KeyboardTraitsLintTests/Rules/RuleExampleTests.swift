import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// One rule type, named by its id in test output.
struct RuleUnderTest: Sendable, CustomTestStringConvertible {
  let type: any Rule.Type
  var description: RuleDescription { type.description }
  var testDescription: String { type.id }
}

/// Every rule's own examples, run the same way for every rule (SwiftLint's `verifyRule`).
@Suite("Rule examples")
struct RuleExampleTests {
  static let rules = RuleRegistry.all.map { RuleUnderTest(type: $0) }
  static let documentURL = "https://shop.example/checkout/"
  /// A line of multi-byte text: columns after it must not move, lines must shift by one.
  static let multibytePrefix = "<p>Ünïcödé 日本語 🙂 ok</p>\n"
  /// The same for a JSX example: a line of script.
  static let multibyteScriptPrefix = "const greeting = \"Ünïcödé 日本語 🙂 ok\";\n"

  static func positions(
    of rule: RuleUnderTest, in html: String, syntax: SourceSyntax = .html
  ) -> [SourcePosition] {
    diagnostics(
      of: rule, in: FormScanner().scan(html: html, documentURL: documentURL, syntax: syntax)
    )
    .map(\.position)
  }

  /// What `rule` reports on `document` (with the rules it needs).
  static func diagnostics(of rule: RuleUnderTest, in document: ScannedDocument) -> [Diagnostic] {
    // Suppression reports need the rules they suppress to run; every other rule runs alone.
    let isSuppressionRule = RuleRegistry.suppressionRules.contains {
      ObjectIdentifier($0) == ObjectIdentifier(rule.type)
    }
    let linter = Linter(
      configuration: isSuppressionRule
        ? LintConfiguration() : LintConfiguration(only: [rule.type.id]))
    return linter.lint(document).filter { $0.rule == rule.type.id }
  }

  static func location(_ example: RuleExample) -> SourceLocation {
    let path = "\(example.file)"
    let fileName = path.split(separator: "/").last.map(String.init) ?? path
    return SourceLocation(
      fileID: "KeyboardTraits/\(fileName)", filePath: path, line: Int(example.line), column: 1)
  }

  @Test("each triggering example fires exactly at its markers", arguments: rules)
  func triggering(rule: RuleUnderTest) {
    for example in rule.description.triggeringExamples {
      #expect(
        !example.markedPositions.isEmpty, "a triggering example needs a ↓ marker",
        sourceLocation: Self.location(example))
      #expect(
        Self.positions(of: rule, in: example.strippedHTML, syntax: example.syntax)
          == example.markedPositions,
        sourceLocation: Self.location(example))
    }
  }

  @Test("no non-triggering example fires", arguments: rules)
  func nonTriggering(rule: RuleUnderTest) {
    for example in rule.description.nonTriggeringExamples {
      #expect(
        Self.positions(of: rule, in: example.strippedHTML, syntax: example.syntax).isEmpty,
        sourceLocation: Self.location(example))
    }
  }

  @Test("an example inside an HTML comment fires nothing", arguments: rules)
  func commentedOut(rule: RuleUnderTest) {
    let examples = rule.description.triggeringExamples + rule.description.nonTriggeringExamples
    for example in examples where !example.strippedHTML.contains("--") {
      if example.syntax.isJSX {
        guard !example.strippedHTML.contains("*/") else { continue }
        let jsx = "/* " + example.strippedHTML + " */"
        #expect(
          Self.positions(of: rule, in: jsx, syntax: example.syntax).isEmpty,
          sourceLocation: Self.location(example))
        continue
      }
      let html = "<!-- " + example.strippedHTML + " -->"
      #expect(Self.positions(of: rule, in: html).isEmpty, sourceLocation: Self.location(example))
    }
  }

  @Test("a multi-byte line before the example shifts only the line", arguments: rules)
  func multibytePrefix(rule: RuleUnderTest) {
    for example in rule.description.triggeringExamples {
      let expected = example.markedPositions.map {
        SourcePosition(line: $0.line + 1, column: $0.column)
      }
      let prefix = example.syntax.isJSX ? Self.multibyteScriptPrefix : Self.multibytePrefix
      #expect(
        Self.positions(of: rule, in: prefix + example.strippedHTML, syntax: example.syntax)
          == expected,
        sourceLocation: Self.location(example))
    }
  }

  @Test("each marker is a character of its own, so removing its bytes is exact", arguments: rules)
  func markersStandAlone(rule: RuleUnderTest) {
    let examples = rule.description.triggeringExamples + rule.description.nonTriggeringExamples
    for example in examples {
      let characterFiltered = example.html.filter { $0 != RuleExample.marker }
      #expect(example.strippedHTML == characterFiltered, sourceLocation: Self.location(example))
    }
  }

  @Test("metadata is complete and well-formed", arguments: rules)
  func metadata(rule: RuleUnderTest) {
    let description = rule.description
    #expect(description.id.wholeMatch(of: /[a-z0-9]+(-[a-z0-9]+)*/) != nil, "kebab-case id")
    #expect(description.name.first?.isUppercase == true, "Title Case name")
    #expect(description.summary.hasSuffix("."), "the summary is a sentence")
    #expect(!description.summary.contains("\n"), "the summary is one line")
    #expect(description.rationale.count > 40, "the rationale says what the user sees")
    #expect(!description.basis.isEmpty, "the basis names the spec or source")
    #expect(!description.triggeringExamples.isEmpty)
    #expect(!description.nonTriggeringExamples.isEmpty)
  }

  @Test("rule ids are unique")
  func uniqueIDs() {
    let ids = RuleRegistry.all.map { $0.id }
    #expect(Set(ids).count == ids.count)
  }
}
