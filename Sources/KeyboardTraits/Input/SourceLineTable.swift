import Foundation

/// A 1-based position in a source file; columns count Unicode scalars.
public struct SourcePosition: Sendable, Hashable, Comparable, Codable {
  /// The line, starting at 1.
  public var line: Int
  /// The column, starting at 1, in Unicode scalars (a tab counts as one).
  public var column: Int

  /// Creates a position from a 1-based line and column.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// Orders positions by line, then column.
  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

/// The start of every line in a UTF-8 text, for turning byte offsets into line and column.
///
/// Line breaks are LF, CRLF (one break) and a lone CR. A text ending in a line break has an
/// empty last line after it, so the end-of-file offset always has a position.
struct SourceLineTable: Sendable, Hashable {
  /// The byte offset where each line starts; the first is always 0.
  private var lineStarts: [Int]
  /// The byte offset where each line's content ends, before its line break.
  private var lineContentEnds: [Int]

  /// Finds all line starts in `utf8`.
  init(utf8: [UInt8]) {
    (lineStarts, lineContentEnds) = LineBreaks.lines(of: utf8)
  }

  /// How many lines the text has (at least 1, even when empty).
  var lineCount: Int { lineStarts.count }

  /// Where the previous lookup ended, so that lookups in increasing order on one long line
  /// (minified pages are often a single line) count each byte once instead of from the start.
  struct Cursor {
    var line = -1
    var offset = 0
    var column = 1
  }

  /// The 1-based line and column (in Unicode scalars) of the byte at `offset`.
  func position(ofByteOffset offset: Int, in utf8: [UInt8]) -> SourcePosition {
    var cursor = Cursor()
    return position(ofByteOffset: offset, in: utf8, cursor: &cursor)
  }

  /// ``position(ofByteOffset:in:)``, continuing from `cursor` when the offset is later on the
  /// same line.
  func position(ofByteOffset offset: Int, in utf8: [UInt8], cursor: inout Cursor) -> SourcePosition
  {
    let clamped = min(max(offset, 0), utf8.count)
    // The last line start at or before the offset.
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
    }
    let resume = cursor.line == low && cursor.offset <= clamped
    let scalars =
      (resume ? cursor.column - 1 : 0)
      + UTF8Scanner.scalarCount(in: utf8, (resume ? cursor.offset : lineStarts[low])..<clamped)
    cursor = Cursor(line: low, offset: clamped, column: scalars + 1)
    return SourcePosition(line: low + 1, column: scalars + 1)
  }

  /// The byte offset of `position` (1-based line, column in Unicode scalars), or nil when the
  /// text has no such line or the line is shorter. The column just past a line's last
  /// character is its end.
  func byteOffset(of position: SourcePosition, in utf8: [UInt8]) -> Int? {
    guard position.line >= 1, position.line <= lineStarts.count, position.column >= 1 else {
      return nil
    }
    let range = lineRange(position.line)
    var scalars = 1
    var index = range.lowerBound
    while scalars < position.column {
      guard index < range.upperBound else { return nil }
      index += 1
      while index < range.upperBound, utf8[index] & 0xC0 == 0x80 { index += 1 }
      scalars += 1
    }
    return index
  }

  func lineRange(_ line: Int) -> Range<Int> {
    guard line >= 1, line <= lineStarts.count else { return 0..<0 }
    return lineStarts[line - 1]..<lineContentEnds[line - 1]
  }
}
