import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// Which findings each directive hides, with made-up findings at chosen lines.
@Suite("Suppression scopes")
struct SuppressionScopeTests {
  static let label = "input-missing-label"
  static let token = "autocomplete-unknown-token"

  static func kept(_ html: String, _ findings: [Diagnostic]) -> [String] {
    Suppressions(document: SuppressionTestSupport.scan(html)).apply(to: findings).kept.map {
      "\($0.position.line):\($0.rule)"
    }
  }

  static func finding(_ rule: String, _ line: Int, column: Int = 1, field: Int? = nil)
    -> Diagnostic
  {
    SuppressionTestSupport.finding(rule, line: line, column: column, field: field)
  }

  @Test("next-line hides the named rules on the next line only")
  func nextLine() {
    let html = """
      <!-- kbtraits-disable-next-line input-missing-label, autocomplete-unknown-token -->
      <input>
      <input>
      """
    let findings = [
      Self.finding(Self.label, 1, column: 90), Self.finding(Self.label, 2),
      Self.finding(Self.token, 2), Self.finding("inputmode-invalid", 2),
      Self.finding(Self.label, 3),
    ]
    #expect(
      Self.kept(html, findings) == [
        "1:input-missing-label", "2:inputmode-invalid", "3:input-missing-label",
      ])
  }

  @Test("next-line counts from the line the comment ends on")
  func nextLineAfterMultiLineComment() {
    let html = """
      <!-- kbtraits-disable-next-line
           input-missing-label
           -- the label is an image -->
      <input>
      """
    let findings = [2, 3, 4, 5].map { Self.finding(Self.label, $0) }
    #expect(
      Self.kept(html, findings) == [
        "2:input-missing-label", "3:input-missing-label",
        "5:input-missing-label",
      ])
  }

  @Test("next-line works the same with CRLF and lone CR line breaks")
  func nextLineAcrossCRLF() {
    for lineBreak in ["\r\n", "\r"] {
      let html = [
        "<p>a</p>", "<!-- kbtraits-disable-next-line", "input-missing-label -->",
        "<input>", "<input>",
      ].joined(separator: lineBreak)
      let findings = [4, 5].map { Self.finding(Self.label, $0) }
      #expect(Self.kept(html, findings) == ["5:input-missing-label"], "\(lineBreak.utf8.count)")
    }
  }

  @Test("next-line also covers the later lines of an element that starts on the next line")
  func nextLineWrappedElement() throws {
    let html = """
      <!-- kbtraits-disable-next-line autocomplete-unknown-token -->
      <input type="text"
             autocomplete="phone">
      <input type="text"
             autocomplete="phone">
      """
    let document = SuppressionTestSupport.scan(html)
    #expect(document.fields.map(\.position.line) == [2, 4])
    let findings = [Self.finding(Self.token, 3, field: 0), Self.finding(Self.token, 5, field: 1)]
    let outcome = Suppressions(document: document).apply(to: findings)
    #expect(outcome.kept.map(\.position.line) == [5])
  }

  @Test("disable-line hides findings on the comment's own lines")
  func disableLine() {
    let html = """
      <input> <!-- kbtraits-disable-line input-missing-label -->
      <input>
      """
    let findings = [1, 2].map { Self.finding(Self.label, $0) } + [Self.finding(Self.token, 1)]
    #expect(Self.kept(html, findings) == ["2:input-missing-label", "1:autocomplete-unknown-token"])
  }

  @Test("disable … enable hides findings between the comments")
  func range() {
    let html = """
      <input>
      <!-- kbtraits-disable input-missing-label -- legacy block -->
      <input>
      <input>
      <!-- kbtraits-enable input-missing-label -->
      <input>
      """
    let findings = (1...6).map { Self.finding(Self.label, $0) } + [Self.finding(Self.token, 3)]
    // Line 2 is the disable comment itself and line 5 the enable: outside the range.
    #expect(
      Self.kept(html, findings) == [
        "1:input-missing-label", "2:input-missing-label", "5:input-missing-label",
        "6:input-missing-label", "3:autocomplete-unknown-token",
      ])
  }

  @Test("a range starts after its comment, so findings before it on the same line stay")
  func rangeStartsAfterComment() {
    let html = "<input> <!-- kbtraits-disable --> <input>"
    let findings = [
      Self.finding(Self.label, 1, column: 1), Self.finding(Self.label, 1, column: 35),
    ]
    #expect(
      Suppressions(document: SuppressionTestSupport.scan(html)).apply(to: findings).kept
        .map(\.position.column) == [1])
  }

  @Test("a disable without enable runs to the end of the file; without ids it covers all")
  func rangeToEndOfFile() {
    let html = """
      <input>
      <!-- kbtraits-disable -->
      <input>
      <input>
      """
    let findings = [
      Self.finding(Self.label, 1), Self.finding(Self.label, 3),
      Self.finding(Self.token, 4),
    ]
    #expect(Self.kept(html, findings) == ["1:input-missing-label"])
  }

  @Test("enabling one rule inside an every-rule range re-enables only that rule")
  func enableOneInsideAll() {
    let html = """
      <!-- kbtraits-disable -->
      <input>
      <!-- kbtraits-enable input-missing-label -->
      <input>
      <!-- kbtraits-enable -->
      <input>
      """
    let findings = [2, 4, 6].flatMap {
      [Self.finding(Self.label, $0), Self.finding(Self.token, $0)]
    }
    #expect(
      Self.kept(html, findings) == [
        "4:input-missing-label", "6:input-missing-label", "6:autocomplete-unknown-token",
      ])
  }

  @Test("a bare enable ends every open range; a named one only its own")
  func enableScopes() {
    let html = """
      <!-- kbtraits-disable input-missing-label, autocomplete-unknown-token -->
      <input>
      <!-- kbtraits-enable autocomplete-unknown-token -->
      <input>
      <!-- kbtraits-enable -->
      <input>
      """
    let findings = [2, 4, 6].flatMap {
      [Self.finding(Self.label, $0), Self.finding(Self.token, $0)]
    }
    #expect(
      Self.kept(html, findings) == [
        "4:autocomplete-unknown-token", "6:input-missing-label", "6:autocomplete-unknown-token",
      ])
  }

  @Test("an unknown id is reported with the nearest id and suppresses nothing")
  func unknownID() throws {
    let html = """
      <!-- kbtraits-disable-next-line input-mising-label -->
      <input>
      """
    let outcome = Suppressions(document: SuppressionTestSupport.scan(html))
      .apply(to: [Self.finding(Self.label, 2)])
    #expect(outcome.kept.map(\.position.line) == [2])
    let report = try #require(outcome.invalid.first)
    #expect(outcome.invalid.count == 1)
    #expect(report.rule == "invalid-suppression")
    #expect(report.severity == .warning)
    #expect(report.position == SourcePosition(line: 1, column: 1))
    #expect(report.message.contains("'input-mising-label' (did you mean 'input-missing-label'?)"))
    #expect(report.sourceLine == "<!-- kbtraits-disable-next-line input-mising-label -->")
    #expect(outcome.unused.isEmpty, "an all-unknown directive is not also unused")
  }

  @Test("known ids next to an unknown one keep working")
  func mixedIDs() {
    let html = """
      <!-- kbtraits-disable-next-line nope, input-missing-label -->
      <input>
      """
    let outcome = Suppressions(document: SuppressionTestSupport.scan(html))
      .apply(to: [Self.finding(Self.label, 2), Self.finding(Self.token, 2)])
    #expect(outcome.kept.map(\.rule) == [Self.token])
    #expect(outcome.invalid.count == 1)
    #expect(outcome.unused.isEmpty)
  }

  @Test("an unknown keyword is reported with the intended one")
  func unknownKeyword() throws {
    let html = "<!-- kbtraits-disable-nextline input-missing-label -->\n<input>"
    let outcome = Suppressions(document: SuppressionTestSupport.scan(html))
      .apply(to: [Self.finding(Self.label, 2)])
    #expect(outcome.kept.count == 1)
    let report = try #require(outcome.invalid.first)
    #expect(
      report.message.hasPrefix(
        "kbtraits-disable-nextline is not a kbtraits directive (did you mean "
          + "kbtraits-disable-next-line?)"))
  }
}
