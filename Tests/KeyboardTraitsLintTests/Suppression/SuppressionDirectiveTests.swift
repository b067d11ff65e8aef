import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

@Suite("Suppression directives")
struct SuppressionDirectiveTests {
  typealias Kind = SuppressionDirective.Kind

  static func directives(_ html: String) -> [SuppressionDirective] {
    Suppressions(document: SuppressionTestSupport.scan(html)).directives
  }

  static func comment(_ text: String) -> SourceComment {
    SourceComment(
      text: text, position: SourcePosition(line: 1, column: 1),
      endPosition: SourcePosition(line: 1, column: text.count + 8))
  }

  static func parsed(_ text: String) -> SuppressionDirective? {
    guard case .directive(let directive) = SuppressionDirectiveParser.parse(comment(text)) else {
      return nil
    }
    return directive
  }

  @Test("every keyword is recognised", arguments: Kind.allCases)
  func keywords(kind: Kind) throws {
    let directive = try #require(Self.parsed(" \(kind.rawValue) input-missing-label "))
    #expect(directive.kind == kind)
    #expect(directive.ruleIDs == ["input-missing-label"])
    #expect(directive.reason == nil)
  }

  @Test("ids are separated by commas or whitespace; a lone -- starts the reason")
  func idsAndReason() throws {
    let directive = try #require(
      Self.parsed("kbtraits-disable-next-line rule-a, rule-b  rule-c,rule-d -- legacy form"))
    #expect(directive.ruleIDs == ["rule-a", "rule-b", "rule-c", "rule-d"])
    #expect(directive.reason == "legacy form")
  }

  @Test("whitespace around and inside the directive is tolerated, newlines and tabs too")
  func whitespace() throws {
    let directive = try #require(
      Self.parsed("\n\t kbtraits-disable\trule-a ,\n   rule-b\n --- \n reason \n"))
    #expect(directive.kind == .disable)
    #expect(directive.ruleIDs == ["rule-a", "rule-b"])
    #expect(directive.reason == "reason")
  }

  @Test("no ids means every rule; a reason alone keeps it so")
  func noIDs() throws {
    #expect(try #require(Self.parsed("kbtraits-disable")).ruleIDs.isEmpty)
    let withReason = try #require(Self.parsed("kbtraits-disable-line -- generated markup"))
    #expect(withReason.ruleIDs.isEmpty)
    #expect(withReason.reason == "generated markup")
    #expect(try #require(Self.parsed("kbtraits-enable --")).reason == nil)
  }

  @Test("dashes inside a token are not a reason separator")
  func dashesInTokens() throws {
    let directive = try #require(Self.parsed("kbtraits-disable rule-a --reason"))
    #expect(directive.ruleIDs == ["rule-a", "--reason"])
    #expect(directive.reason == nil)
  }

  @Test("comments that only mention kbtraits are not directives")
  func ordinaryComments() {
    for text in [
      " checked by kbtraits ", "kbtraits disable-next-line x", " see kbtraits-disable docs ",
      "KBTRAITS-DISABLE",
    ] {
      #expect(SuppressionDirectiveParser.parse(Self.comment(text)) == .none, "\(text)")
    }
  }

  @Test("an unknown kbtraits- keyword is reported, not ignored")
  func unknownKeyword() {
    #expect(
      SuppressionDirectiveParser.parse(Self.comment("kbtraits-disable-nextline x"))
        == .unknownKeyword("kbtraits-disable-nextline"))
    #expect(
      SuppressionDirectiveParser.parse(Self.comment("kbtraits-disable-next-linex"))
        == .unknownKeyword("kbtraits-disable-next-linex"))
  }

  @Test("directives come from the scanned document with the comment's positions")
  func positionsFromDocument() throws {
    let html = """
      <p>x</p>
        <!-- kbtraits-disable-next-line
             input-missing-label -- wrapped -->
      <input>
      """
    let directive = try #require(Self.directives(html).first)
    #expect(directive.position == SourcePosition(line: 2, column: 3))
    #expect(directive.endPosition.line == 3)
    #expect(directive.ruleIDs == ["input-missing-label"])
    #expect(directive.reason == "wrapped")
  }

  @Test("comments inside raw text (textarea, title, script) are text: no directives")
  func rawText() {
    let html = """
      <form><textarea name="t"><!-- kbtraits-disable --></textarea>
      <title><!-- kbtraits-disable --></title>
      <script>/* <!-- kbtraits-disable --> */</script></form>
      """
    #expect(SuppressionTestSupport.scan(html).comments.isEmpty)
    #expect(Self.directives(html).isEmpty)
    let findings = [SuppressionTestSupport.finding("input-missing-label", line: 3)]
    #expect(SuppressionTestSupport.keptLines(html, findings) == [3])
  }
}
