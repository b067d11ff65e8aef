import Testing

@testable import LanguageServerProtocol

@Suite("Text: documents and their changes")
struct TextDocumentBufferTests {
  static func buffer(_ text: String) -> TextDocumentBuffer {
    TextDocumentBuffer(uri: "file:///a.html", languageId: "html", version: 1, text: text)
  }

  static func change(_ from: (Int, Int), _ to: (Int, Int), _ text: String)
    -> TextDocumentContentChangeEvent
  {
    TextDocumentContentChangeEvent(
      range: Range(
        start: Position(line: from.0, character: from.1),
        end: Position(line: to.0, character: to.1)),
      text: text)
  }

  @Test func insertsInALineAndAtItsEnd() {
    var buffer = Self.buffer("<input>\n<form>")
    buffer.apply(Self.change((0, 6), (0, 6), " type=email"), encoding: .utf16)
    #expect(buffer.text == "<input type=email>\n<form>")
    buffer.apply(Self.change((1, 6), (1, 6), "</form>"), encoding: .utf16)
    #expect(buffer.text == "<input type=email>\n<form></form>")
    #expect(buffer.lineIndex.lineCount == 2)
  }

  @Test func deletesAcrossLines() {
    var buffer = Self.buffer("abc\ndef\nghi")
    buffer.apply(Self.change((0, 1), (2, 1), ""), encoding: .utf8)
    #expect(buffer.text == "ahi")
    #expect(buffer.lineIndex.lineCount == 1)
  }

  @Test func insertsLineBreaksAndTheIndexFollows() {
    var buffer = Self.buffer("ab")
    buffer.apply(Self.change((0, 1), (0, 1), "\r\nx\ny\r"), encoding: .utf16)
    #expect(buffer.text == "a\r\nx\ny\rb")
    #expect(buffer.lineIndex.lineCount == 4)
    buffer.apply(Self.change((3, 0), (3, 1), "B"), encoding: .utf16)
    #expect(buffer.text == "a\r\nx\ny\rB")
  }

  @Test func countsPositionsInTheNegotiatedEncoding() {
    var utf16 = Self.buffer("🙂é<x>")
    utf16.apply(Self.change((0, 3), (0, 4), "["), encoding: .utf16)
    #expect(utf16.text == "🙂é[x>")
    var utf8 = Self.buffer("🙂é<x>")
    utf8.apply(Self.change((0, 6), (0, 7), "["), encoding: .utf8)
    #expect(utf8.text == "🙂é[x>")
    var utf32 = Self.buffer("🙂é<x>")
    utf32.apply(Self.change((0, 2), (0, 3), "["), encoding: .utf32)
    #expect(utf32.text == "🙂é[x>")
  }

  @Test func replacesInACRLFFile() {
    var buffer = Self.buffer("<a>\r\n<b>\r\n")
    buffer.apply(Self.change((0, 3), (1, 0), ""), encoding: .utf16)
    #expect(buffer.text == "<a><b>\r\n")
  }

  @Test func clampsPositionsPastTheEnd() {
    var buffer = Self.buffer("ab\ncd")
    buffer.apply(Self.change((0, 50), (0, 60), "!"), encoding: .utf16)
    #expect(buffer.text == "ab!\ncd")
    buffer.apply(Self.change((9, 0), (9, 0), "\nend"), encoding: .utf16)
    #expect(buffer.text == "ab!\ncd\nend")
    // A range written backwards is the same span.
    buffer.apply(Self.change((0, 3), (0, 0), ""), encoding: .utf16)
    #expect(buffer.text == "\ncd\nend")
  }

  @Test func aChangeWithoutARangeReplacesEverything() {
    var buffer = Self.buffer("old\ntext")
    buffer.apply(TextDocumentContentChangeEvent(text: "new"), encoding: .utf16)
    #expect(buffer.text == "new")
    #expect(buffer.bytes == Array("new".utf8))
    #expect(buffer.lineIndex.lineCount == 1)
  }

  @Test func appliesADidChangeInOrderAndTakesItsVersion() {
    var buffer = TextDocumentBuffer(
      TextDocumentItem(uri: "file:///a.vue", languageId: "vue", version: 4, text: "<b>\n</b>"))
    let params = DidChangeTextDocumentParams(
      textDocument: VersionedTextDocumentIdentifier(uri: "file:///a.vue", version: 7),
      contentChanges: [
        Self.change((0, 1), (0, 2), "i"),
        // In the text the first change left.
        Self.change((1, 2), (1, 3), "i"),
        Self.change((1, 4), (1, 4), "\n<br>"),
      ])
    buffer.apply(params, encoding: .utf16)
    #expect(buffer.text == "<i>\n</i>\n<br>")
    #expect(buffer.version == 7)
    #expect(buffer.languageId == "vue")
  }
}
