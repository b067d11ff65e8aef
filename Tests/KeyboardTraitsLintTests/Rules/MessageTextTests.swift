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

  /// The check skips eight bytes at a time: a control character, DEL or a C1 control (two
  /// bytes, `C2 85`) is found at every offset, a C1 control split across two words included,
  /// and a `C2` that starts an ordinary letter (`é` is `C3 A9`, `¢` is `C2 A2`) is no control.
  @Test func controlCharactersAreFoundAtEveryOffset() {
    for offset in 0..<20 {
      let padding = String(repeating: "a", count: offset)
      #expect(MessageText.oneLine(padding + "\u{1F}b") == padding + #"\u{1F}b"#)
      #expect(MessageText.oneLine(padding + "\u{7F}b") == padding + #"\u{7F}b"#)
      #expect(MessageText.oneLine(padding + "\u{85}b") == padding + #"\u{85}b"#)
      #expect(MessageText.oneLine(padding + "¢ é b") == padding + "¢ é b")
    }
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
