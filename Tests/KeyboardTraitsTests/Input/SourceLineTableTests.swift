import Testing

@testable import KeyboardTraits

@Suite("Source line table")
struct SourceLineTableTests {
  /// The position of `offset` in `text`.
  private func position(_ text: String, _ offset: Int) -> SourcePosition {
    let utf8 = Array(text.utf8)
    return SourceLineTable(utf8: utf8).position(ofByteOffset: offset, in: utf8)
  }

  @Test func lineBreaksLFCRLFAndLoneCR() {
    let utf8 = Array("ab\ncd\r\nef\rgh".utf8)
    let table = SourceLineTable(utf8: utf8)
    #expect(table.lineCount == 4)
    #expect(table.lineRange(1) == 0..<2)
    #expect(table.lineRange(2) == 3..<5)
    #expect(table.lineRange(3) == 7..<9)
    #expect(table.lineRange(4) == 10..<12)
    #expect(table.lineRange(5) == 0..<0)
    #expect(table.position(ofByteOffset: 0, in: utf8) == SourcePosition(line: 1, column: 1))
    #expect(table.position(ofByteOffset: 4, in: utf8) == SourcePosition(line: 2, column: 2))
    #expect(table.position(ofByteOffset: 7, in: utf8) == SourcePosition(line: 3, column: 1))
    #expect(table.position(ofByteOffset: 11, in: utf8) == SourcePosition(line: 4, column: 2))
  }

  /// LF-only text is searched with memchr, text with CR byte by byte: a break of either kind at
  /// any offset gives the same two lines.
  @Test func breaksAtEveryOffset() {
    for length in 0...40 {
      for breakOffset in 0..<max(length, 1) {
        for lineBreak in ["\n", "\r", "\r\n"] {
          var text = [UInt8](repeating: UInt8(ascii: "a"), count: length)
          guard breakOffset < length else { continue }
          text.replaceSubrange(breakOffset..<breakOffset + 1, with: Array(lineBreak.utf8))
          let table = SourceLineTable(utf8: text)
          #expect(table.lineCount == 2)
          #expect(table.lineRange(1) == 0..<breakOffset)
          #expect(table.lineRange(2) == (breakOffset + lineBreak.utf8.count)..<text.count)
        }
      }
    }
  }

  @Test func offsetAtEndOfFile() {
    #expect(position("ab\ncd", 5) == SourcePosition(line: 2, column: 3))
    #expect(position("ab\n", 3) == SourcePosition(line: 2, column: 1))
    #expect(position("", 0) == SourcePosition(line: 1, column: 1))
    #expect(SourceLineTable(utf8: []).lineCount == 1)
    #expect(position("ab", 99) == SourcePosition(line: 1, column: 3))
  }

  @Test func multibyteColumnsCountScalars() {
    let text = "é日本😀<input>\n\té<b>"
    let utf8 = Array(text.utf8)
    let table = SourceLineTable(utf8: utf8)
    let inputOffset = Array("é日本😀".utf8).count
    #expect(
      table.position(ofByteOffset: inputOffset, in: utf8)
        == SourcePosition(line: 1, column: 5))
    let bOffset = utf8.count - 3
    #expect(table.position(ofByteOffset: bOffset, in: utf8) == SourcePosition(line: 2, column: 3))
  }

  @Test func manyLines() {
    let lineCount = 75_000
    var utf8: [UInt8] = []
    for index in 0..<lineCount {
      utf8 += Array("line \(index) é\r\n".utf8)
    }
    let table = SourceLineTable(utf8: utf8)
    #expect(table.lineCount == lineCount + 1)
    let target = 70_123
    let range = table.lineRange(target)
    #expect(String(decoding: utf8[range], as: UTF8.self) == "line \(target - 1) é")
    #expect(
      table.position(ofByteOffset: range.upperBound, in: utf8)
        == SourcePosition(line: target, column: 13))
    #expect(
      table.position(ofByteOffset: utf8.count, in: utf8)
        == SourcePosition(line: lineCount + 1, column: 1))
  }

  @Test func positionsAreOrdered() {
    #expect(SourcePosition(line: 1, column: 9) < SourcePosition(line: 2, column: 1))
    #expect(SourcePosition(line: 3, column: 2) < SourcePosition(line: 3, column: 4))
    #expect(!(SourcePosition(line: 3, column: 4) < SourcePosition(line: 3, column: 4)))
  }
}
