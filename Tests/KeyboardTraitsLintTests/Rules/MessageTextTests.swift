import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// Messages quote attribute values as written; a newline or tab in a value is escaped, never
/// copied, so each finding stays on one line.
@Suite("Message text")
struct MessageTextTests {
  @Test func controlCharactersAreEscaped() {
    #expect(MessageText.oneLine("a\nb\r\nc\td\u{0C}e\u{1B}") == #"a\nb\r\nc\td\fe\u{1B}"#)
    #expect(MessageText.oneLine("plain 'text'") == "plain 'text'")
    let once = MessageText.oneLine("x\ny")
    #expect(MessageText.oneLine(once) == once)
  }

  @Test func everyFindingOfAFieldWithNewlinesInItsValuesIsOneLine() {
    let html = """
      <form action="/session" method="post">
        <input type="text" name="user&#10;name" id="u&#9;1" autocomplete="work&#10;email">
        <input type="password" name="pass&#13;word">
      </form>
      <form autocomplete="off&#10;" action="/x"><input name="q&#10;1"></form>
      """
    let document = FormScanner().scan(html: html, documentURL: "file:///t.html")
    var configuration = LintConfiguration()
    configuration.enabled = Set(RuleRegistry.ids)
    let diagnostics = Linter(configuration: configuration).lint(document)
    #expect(!diagnostics.isEmpty)
    for diagnostic in diagnostics {
      #expect(
        !diagnostic.message.contains(where: { $0.isNewline || $0 == "\t" }),
        "\(diagnostic.rule): \(diagnostic.message)")
    }
    #expect(diagnostics.contains { $0.message.contains(#"\n"#) })
  }
}
