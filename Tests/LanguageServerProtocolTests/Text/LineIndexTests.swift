import Testing

@testable import LanguageServerProtocol

@Suite("Text: byte offsets and positions")
struct LineIndexTests {
  static func position(_ line: Int, _ character: Int) -> Position {
    Position(line: line, character: character)
  }

  @Test func asciiCountsTheSameInEveryEncoding() {
    let index = LineIndex("abc\ndef")
    #expect(index.lineCount == 2)
    for encoding in PositionEncoding.allCases {
      #expect(index.position(ofByteOffset: 0, encoding: encoding) == Self.position(0, 0))
      #expect(index.position(ofByteOffset: 3, encoding: encoding) == Self.position(0, 3))
      #expect(index.position(ofByteOffset: 4, encoding: encoding) == Self.position(1, 0))
      #expect(index.position(ofByteOffset: 7, encoding: encoding) == Self.position(1, 3))
      #expect(index.byteOffset(of: Self.position(1, 2), encoding: encoding) == 6)
    }
  }

  /// `é` is 2 bytes, `日` 3, `🙂` 4 (2 UTF-16 code units).
  @Test(arguments: [
    (PositionEncoding.utf8, [0, 1, 3, 6, 10, 11]),
    (.utf16, [0, 1, 2, 3, 5, 6]),
    (.utf32, [0, 1, 2, 3, 4, 5]),
  ])
  func multiByteCharactersCountInTheirEncoding(encoding: PositionEncoding, characters: [Int]) {
    let index = LineIndex("aé日🙂b")
    let offsets = [0, 1, 3, 6, 10, 11]
    for (offset, character) in zip(offsets, characters) {
      #expect(
        index.position(ofByteOffset: offset, encoding: encoding) == Self.position(0, character))
      #expect(index.byteOffset(of: Self.position(0, character), encoding: encoding) == offset)
    }
  }

  @Test func insideACharacterRoundsDownToItsStart() {
    let index = LineIndex("x🙂y")
    // Between the two halves of the surrogate pair.
    #expect(index.byteOffset(of: Self.position(0, 2), encoding: .utf16) == 1)
    // Inside the UTF-8 sequence, in bytes.
    for character in 2...4 {
      #expect(index.byteOffset(of: Self.position(0, character), encoding: .utf8) == 1)
    }
    for offset in 2...4 {
      #expect(index.position(ofByteOffset: offset, encoding: .utf16) == Self.position(0, 1))
      #expect(index.position(ofByteOffset: offset, encoding: .utf8) == Self.position(0, 1))
    }
    #expect(index.position(ofByteOffset: 5, encoding: .utf16) == Self.position(0, 3))
  }

  @Test func crlfIsOneLineBreak() {
    let index = LineIndex("a\r\nb\r\n")
    #expect(index.lineCount == 3)
    #expect(index.byteRange(ofLine: 0) == 0..<1)
    #expect(index.byteRange(ofLine: 1) == 3..<4)
    #expect(index.byteRange(ofLine: 2) == 6..<6)
    #expect(index.position(ofByteOffset: 1, encoding: .utf16) == Self.position(0, 1))
    // Between \r and \n: still the end of line 0.
    #expect(index.position(ofByteOffset: 2, encoding: .utf16) == Self.position(0, 1))
    #expect(index.position(ofByteOffset: 3, encoding: .utf16) == Self.position(1, 0))
    #expect(index.byteOffset(of: Self.position(1, 1), encoding: .utf16) == 4)
    #expect(index.byteOffset(of: Self.position(2, 0), encoding: .utf16) == 6)
  }

  @Test func aLoneCRAndMixedBreaksEachEndALine() {
    let index = LineIndex("a\rb\n\r\nc\r")
    #expect(index.lineCount == 5)
    #expect(index.byteRange(ofLine: 0) == 0..<1)
    #expect(index.byteRange(ofLine: 1) == 2..<3)
    #expect(index.byteRange(ofLine: 2) == 4..<4)
    #expect(index.byteRange(ofLine: 3) == 6..<7)
    #expect(index.byteRange(ofLine: 4) == 8..<8)
    #expect(index.byteRange(ofLine: 5) == nil)
    #expect(index.position(ofByteOffset: 2, encoding: .utf8) == Self.position(1, 0))
    #expect(index.byteOffset(of: Self.position(3, 0), encoding: .utf8) == 6)
  }

  @Test func positionsPastTheEndsAreClamped() {
    let index = LineIndex("ab\ncé\n")
    for encoding in PositionEncoding.allCases {
      // Past the end of a line: that line's end, not the next line.
      #expect(index.byteOffset(of: Self.position(0, 99), encoding: encoding) == 2)
      #expect(index.byteOffset(of: Self.position(1, 99), encoding: encoding) == 6)
      // Past the last line: the text's end.
      #expect(index.byteOffset(of: Self.position(9, 0), encoding: encoding) == 7)
      #expect(index.byteOffset(of: Self.position(-1, 5), encoding: encoding) == 0)
      #expect(index.byteOffset(of: Self.position(1, -3), encoding: encoding) == 3)
      #expect(index.position(ofByteOffset: 99, encoding: encoding) == Self.position(2, 0))
      #expect(index.position(ofByteOffset: -5, encoding: encoding) == Self.position(0, 0))
    }
  }

  @Test func emptyTextHasOneEmptyLine() {
    let index = LineIndex("")
    #expect(index.lineCount == 1)
    #expect(index.position(ofByteOffset: 0, encoding: .utf16) == Self.position(0, 0))
    #expect(index.byteOffset(of: Self.position(0, 5), encoding: .utf16) == 0)
    #expect(index.byteOffset(of: Self.position(3, 5), encoding: .utf16) == 0)
  }

  @Test func agreesWithSwiftsOwnCountsAtEveryCharacter() {
    let text = "<input name=\"é-mail\">\r\n日本語 🙂🙂 x\rlast 👩‍👩‍👧 line\n\tü"
    let index = LineIndex(text)
    var lineStart = text.unicodeScalars.startIndex
    var line = 0
    var scalarIndex = text.unicodeScalars.startIndex
    var previous: Unicode.Scalar?
    while scalarIndex < text.unicodeScalars.endIndex {
      let scalar = text.unicodeScalars[scalarIndex]
      defer { previous = scalar }
      // The \n of a \r\n is inside a line break: no position is there (tested elsewhere).
      if scalar == "\n", previous == "\r" {
        scalarIndex = text.unicodeScalars.index(after: scalarIndex)
        line += 1
        lineStart = scalarIndex
        continue
      }
      let offset = text.utf8.distance(from: text.utf8.startIndex, to: scalarIndex)
      let prefix = text.unicodeScalars[lineStart..<scalarIndex]
      let expected: [PositionEncoding: Int] = [
        .utf8: String(prefix).utf8.count, .utf16: String(prefix).utf16.count,
        .utf32: prefix.count,
      ]
      for (encoding, character) in expected {
        let position = index.position(ofByteOffset: offset, encoding: encoding)
        #expect(position == Self.position(line, character), "offset \(offset) \(encoding)")
        #expect(index.byteOffset(of: position, encoding: encoding) == offset)
      }
      scalarIndex = text.unicodeScalars.index(after: scalarIndex)
      if scalar == "\n" || (scalar == "\r" && text.unicodeScalars[scalarIndex...].first != "\n") {
        line += 1
        lineStart = scalarIndex
      }
    }
  }

  @Test func invalidUTF8CountsOneUnitPerStrayByte() {
    // A stray continuation byte, a truncated sequence, a byte that never starts one, a surrogate.
    let index = LineIndex([0x61, 0x80, 0xE2, 0x82, 0x62, 0xFF, 0xED, 0xA0, 0x80, 0x63])
    for encoding in PositionEncoding.allCases {
      for offset in 0...10 {
        #expect(
          index.position(ofByteOffset: offset, encoding: encoding) == Self.position(0, offset))
        #expect(index.byteOffset(of: Self.position(0, offset), encoding: encoding) == offset)
      }
    }
  }

  @Test func convertsRangesBothWays() {
    let index = LineIndex("é\n🙂x")
    let range = index.range(ofByteRange: 2..<7, encoding: .utf16)
    #expect(range == Range(start: Self.position(0, 1), end: Self.position(1, 2)))
    #expect(index.byteRange(of: range, encoding: .utf16) == 2..<7)
    let backwards = Range(start: range.end, end: range.start)
    #expect(index.byteRange(of: backwards, encoding: .utf16) == 2..<7)
  }
}
