import Foundation

/// Converts between byte offsets in UTF-8 text and LSP positions (line, character) in any
/// ``PositionEncoding``.
///
/// Line breaks are LSP's: `\n`, `\r\n` and a lone `\r`. A `\r\n` is one break, so there is no
/// position between its two bytes.
///
/// Both conversions clamp rather than fail, because positions come from the client and offsets
/// from scans of possibly older text:
/// - a character past the end of its line is the line's end (before the break);
/// - a line past the last one is the end of the text;
/// - a position or offset inside a character (between the two halves of a UTF-16 surrogate
///   pair, or inside a multi-byte UTF-8 sequence) rounds down to the character's start.
///
/// Invalid UTF-8 counts one code unit per byte that does not begin a well-formed sequence, as
/// an editor shows each as a replacement character.
///
/// Building the index is one pass over the text; a conversion walks one line, and no walk at all
/// on a line that is all ASCII.
public struct LineIndex: Sendable {
  /// The text, in UTF-8.
  public let bytes: [UInt8]
  /// The offset of each line's first byte.
  private let lineStarts: [Int]
  /// The offset just past each line's content (its break excluded).
  private let lineEnds: [Int]
  /// Whether each line is ASCII only, where every encoding counts bytes.
  private let asciiLines: [Bool]

  /// Indexes `bytes`, UTF-8 text.
  public init(_ bytes: [UInt8]) {
    var starts = [0]
    var ends: [Int] = []
    var ascii: [Bool] = []
    var lineIsASCII = true
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte == 0x0A || byte == 0x0D {
        ends.append(index)
        ascii.append(lineIsASCII)
        lineIsASCII = true
        if byte == 0x0D, index + 1 < count, bytes[index + 1] == 0x0A {
          index += 1
        }
        starts.append(index + 1)
      } else if byte >= 0x80 {
        lineIsASCII = false
      }
      index += 1
    }
    ends.append(count)
    ascii.append(lineIsASCII)
    self.bytes = bytes
    self.lineStarts = starts
    self.lineEnds = ends
    self.asciiLines = ascii
  }

  /// Indexes a string's UTF-8.
  public init(_ text: String) {
    self.init(Array(text.utf8))
  }

  /// The number of lines: one more than the number of line breaks.
  public var lineCount: Int { lineStarts.count }

  /// The byte range of line `line`'s content, without its break; nil past the last line.
  public func byteRange(ofLine line: Int) -> Swift.Range<Int>? {
    guard line >= 0, line < lineCount else { return nil }
    return lineStarts[line]..<lineEnds[line]
  }

  /// The position of the byte at `offset` (clamped to the text), counted in `encoding`.
  ///
  /// An offset inside a line break is the end of its line; one inside a character is that
  /// character's start.
  public func position(ofByteOffset offset: Int, encoding: PositionEncoding) -> Position {
    let offset = min(max(offset, 0), bytes.count)
    let line = self.line(containing: offset)
    let start = lineStarts[line]
    let target = min(offset, lineEnds[line])
    if asciiLines[line] {
      return Position(line: line, character: target - start)
    }
    var index = start
    var character = 0
    while index < target {
      let length = scalarLength(at: index, before: lineEnds[line])
      guard index + length <= target else { break }  // Inside this character: round down.
      character += encoding.codeUnits(ofScalarWithUTF8Length: length)
      index += length
    }
    return Position(line: line, character: character)
  }

  /// The byte offset of `position`, whose character is counted in `encoding`, clamped as the
  /// type's description says.
  public func byteOffset(of position: Position, encoding: PositionEncoding) -> Int {
    guard position.line >= 0 else { return 0 }
    guard position.line < lineCount else { return bytes.count }
    let start = lineStarts[position.line]
    let end = lineEnds[position.line]
    let target = max(position.character, 0)
    if asciiLines[position.line] {
      return start + min(target, end - start)
    }
    var index = start
    var character = 0
    while index < end, character < target {
      let length = scalarLength(at: index, before: end)
      let units = encoding.codeUnits(ofScalarWithUTF8Length: length)
      guard character + units <= target else { break }  // Inside this character: round down.
      character += units
      index += length
    }
    return index
  }

  /// The LSP range of the bytes `byteRange`.
  public func range(ofByteRange byteRange: Swift.Range<Int>, encoding: PositionEncoding) -> Range {
    Range(
      start: position(ofByteOffset: byteRange.lowerBound, encoding: encoding),
      end: position(ofByteOffset: byteRange.upperBound, encoding: encoding))
  }

  /// The bytes `range` covers; a range whose end comes before its start is read backwards.
  public func byteRange(of range: Range, encoding: PositionEncoding) -> Swift.Range<Int> {
    let start = byteOffset(of: range.start, encoding: encoding)
    let end = byteOffset(of: range.end, encoding: encoding)
    return min(start, end)..<max(start, end)
  }

  /// The line whose bytes, break included, contain `offset` (the last line for the text's end).
  private func line(containing offset: Int) -> Int {
    // The last line starting at or before `offset`.
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset {
        low = middle
      } else {
        high = middle - 1
      }
    }
    return low
  }

  /// The length of the well-formed UTF-8 sequence at `index` (which must end before `limit`),
  /// or 1 for a byte that does not begin one.
  private func scalarLength(at index: Int, before limit: Int) -> Int {
    // The second byte's range excludes overlong forms, surrogates and values past U+10FFFF.
    let length: Int
    let secondRange: ClosedRange<UInt8>
    switch bytes[index] {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: (length, secondRange) = (2, 0x80...0xBF)
    case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: (length, secondRange) = (3, 0x80...0xBF)
    case 0xED: (length, secondRange) = (3, 0x80...0x9F)
    case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
    case 0xF1...0xF3: (length, secondRange) = (4, 0x80...0xBF)
    case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
    default: return 1
    }
    guard index + length <= limit, secondRange.contains(bytes[index + 1]) else { return 1 }
    for next in (index + 2)..<(index + length) where !(0x80...0xBF).contains(bytes[next]) {
      return 1
    }
    return length
  }
}
