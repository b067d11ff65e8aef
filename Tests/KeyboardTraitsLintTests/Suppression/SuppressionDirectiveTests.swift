import Foundation
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

  /// What the JSX reader records for `{/* … */}`, `/* … */`, `/** … */` and `// …`: the text
  /// between the delimiters.
  static let javaScriptTexts: [String] = [
    " kbtraits-disable-next-line input-missing-label -- the icon labels it ",
    " kbtraits-disable-next-line input-missing-label -- the icon labels it",
    "kbtraits-disable-next-line input-missing-label -- the icon labels it",
    "* kbtraits-disable-next-line input-missing-label -- the icon labels it ",
    " kbtraits-disable-next-line input-missing-label -- the icon labels it **",
    "*\n   * kbtraits-disable-next-line\n   *   input-missing-label\n   * -- the icon labels it\n   ",
    "\r\n * kbtraits-disable-next-line input-missing-label -- the icon labels it\r\n ",
  ]

  @Test("JavaScript comments hold directives as HTML comments do", arguments: javaScriptTexts)
  func javaScriptComments(text: String) throws {
    let directive = try #require(Self.parsed(text))
    #expect(directive.kind == .disableNextLine)
    #expect(directive.ruleIDs == ["input-missing-label"])
    #expect(directive.reason == "the icon labels it")
  }

  @Test("ranges in block comments; a * inside the reason is kept")
  func javaScriptRanges() throws {
    let disable = try #require(Self.parsed("* kbtraits-disable input-missing-label -- 2 * 3 "))
    #expect(disable.kind == .disable)
    #expect(disable.reason == "2 * 3")
    let enable = try #require(Self.parsed(" kbtraits-enable input-missing-label "))
    #expect(enable.kind == .enable)
    #expect(enable.ruleIDs == ["input-missing-label"])
  }

  @Test("JavaScript comments that only mention kbtraits are not directives")
  func javaScriptMentions() {
    for text in [
      " eslint-disable-next-line jsx-a11y/label-has-associated-control ",
      " TODO: add kbtraits-disable-next-line once the label lands",
      "*\n * The form kbtraits checks.\n * @see kbtraits-disable in the README\n ",
      "/ kbtraits-disable",
      " -- kbtraits-disable ",
      " x = 1; // kbtraits-disable ",
    ] {
      #expect(SuppressionDirectiveParser.parse(Self.comment(text)) == .none, "\(text)")
    }
  }

  @Test("JSX comments hide findings and are reported at their slash")
  func jsxCommentsApplied() throws {
    // The JSX reader's comments, by hand: `{/* … */}` at the `/`, `// …` to the end of its line.
    let source = """
      export function SignIn() {
        // kbtraits-disable-next-line autocomplete-unknown-token -- the server maps it
        const kind = "emial"
        return (
          <form>
            {/* kbtraits-disable-next-line input-missing-label -- the icon labels it */}
            <input type="email" autoComplete={kind} />
            {/** kbtraits-disable-next-line input-missing-label */}
            <label>Code <input name="code" /></label>
          </form>
        )
      }
      """
    var document = SuppressionTestSupport.scan(source)
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    func comment(line: Int, open: String, close: String?) -> SourceComment {
      let text = lines[line - 1]
      let start = text.range(of: open)!
      let end = close.map { text.range(of: $0, range: start.upperBound..<text.endIndex)! }
      let column = { (index: String.Index) in text.distance(from: text.startIndex, to: index) + 1 }
      return SourceComment(
        text: String(text[start.upperBound..<(end?.lowerBound ?? text.endIndex)]),
        position: SourcePosition(line: line, column: column(start.lowerBound)),
        endPosition: SourcePosition(line: line, column: column(end?.upperBound ?? text.endIndex)))
    }
    document.comments = [
      comment(line: 2, open: "//", close: nil),
      comment(line: 6, open: "/*", close: "*/"),
      comment(line: 8, open: "/*", close: "*/"),
    ]
    let findings = [
      SuppressionTestSupport.finding("autocomplete-unknown-token", line: 3, column: 16),
      SuppressionTestSupport.finding("input-missing-label", line: 7, column: 7),
    ]
    let outcome = Suppressions(document: document).apply(to: findings)
    #expect(outcome.kept.isEmpty)
    #expect(outcome.suppressed.count == 2)
    #expect(outcome.invalid.isEmpty)
    let unused = try #require(outcome.unused.first)
    #expect(outcome.unused.count == 1)
    #expect(unused.position == SourcePosition(line: 8, column: 8))
    #expect(unused.endPosition == document.comments[2].endPosition)
    #expect(unused.message.hasSuffix("is on line 9; remove the comment."))
    #expect(Suppressions(document: document).directives.map(\.position.column) == [3, 8, 8])
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
