import Foundation

/// A JSON document in the layout kbtraits writes (two-space indentation, one key or array item
/// per line, strings on one line), read as lines: `merge` copies the shards' items byte for
/// byte, so the merged output is the very text one run would have written.
struct PrettyJSONLines {
  /// The document's bytes.
  let bytes: [UInt8]
  /// Where each line starts; a line ends before the next one's start (its line break).
  private let starts: [Int]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
      starts.append(index + 1)
    }
    if starts.last == bytes.count { starts.removeLast() }
    self.starts = starts
  }

  var lineCount: Int { starts.count }

  /// Line `index` without its line break.
  func line(_ index: Int) -> ArraySlice<UInt8> {
    let end = index + 1 < starts.count ? starts[index + 1] - 1 : bytes.count
    return bytes[starts[index]..<max(end, starts[index])]
  }

  /// The bytes of lines `range`, without the last one's line break and without a comma that
  /// ends it (the comma belongs between items, which the merge places again).
  func text(of range: Range<Int>) -> ArraySlice<UInt8> {
    guard !range.isEmpty else { return [] }
    var last = line(range.upperBound - 1)
    if last.last == UInt8(ascii: ",") { last = last.dropLast() }
    return bytes[starts[range.lowerBound]..<last.endIndex]
  }

  /// The bytes of lines `range` with their line breaks, as they are.
  func lines(_ range: Range<Int>) -> ArraySlice<UInt8> {
    guard !range.isEmpty else { return [] }
    let end = range.upperBound < starts.count ? starts[range.upperBound] : bytes.count
    return bytes[starts[range.lowerBound]..<end]
  }

  /// What follows the first `]` on line `index`: the rest of an array's closing line.
  func afterBracket(onLine index: Int) -> ArraySlice<UInt8> {
    let text = line(index)
    guard let bracket = text.lastIndex(of: UInt8(ascii: "]")) else { return [] }
    return text[(bracket + 1)...]
  }

  /// Like ``text(of:)``, with line `replaced` (within `range`) read as `replacement`.
  func text(of range: Range<Int>, replacing replaced: Int, with replacement: [UInt8]) -> [UInt8] {
    let item = text(of: range)
    let start = starts[replaced]
    let end = replaced + 1 < starts.count ? starts[replaced + 1] - 1 : bytes.count
    return Array(item[..<start]) + replacement + item[end...]
  }

  /// An array in the document: the line that opens it, the one that closes it (the same for
  /// `[]`) and the lines of each of its items, which are objects.
  struct ArrayBlock {
    var opening: Int
    var closing: Int
    var items: [Range<Int>]
  }

  /// The first array that is the value of `key` at `indent` spaces, from line `start` on.
  func array(key: String, indent: Int, from start: Int = 0) -> ArrayBlock? {
    let open = Array((String(repeating: " ", count: indent) + "\"\(key)\": [").utf8)
    guard let opening = (start..<lineCount).first(where: { line($0).starts(with: open) }) else {
      return nil
    }
    let rest = line(opening).dropFirst(open.count)
    if rest.first == UInt8(ascii: "]") {
      return ArrayBlock(opening: opening, closing: opening, items: [])
    }
    let itemOpen = Array((String(repeating: " ", count: indent + 2) + "{").utf8)
    let itemClose = Array((String(repeating: " ", count: indent + 2) + "}").utf8)
    let close = Array((String(repeating: " ", count: indent) + "]").utf8)
    let comma = UInt8(ascii: ",")
    let closeWithComma = close + [comma]
    let itemCloseWithComma = itemClose + [comma]
    var items: [Range<Int>] = []
    var itemStart: Int?
    var index = opening + 1
    while index < lineCount {
      let text = line(index)
      if itemStart == nil, text.elementsEqual(close) || text.elementsEqual(closeWithComma) {
        return ArrayBlock(opening: opening, closing: index, items: items)
      }
      if itemStart == nil, text.elementsEqual(itemOpen) {
        itemStart = index
      } else if let start = itemStart,
        text.elementsEqual(itemClose) || text.elementsEqual(itemCloseWithComma)
      {
        items.append(start..<index + 1)
        itemStart = nil
      }
      index += 1
    }
    return nil
  }

  /// The first line in `range` whose text, after its indentation, starts with `"key": `, and
  /// the string value it holds (nil when the line has none or it is not a string).
  func member(_ key: String, in range: Range<Int>) -> (line: Int, value: String?)? {
    let prefix = Array("\"\(key)\": ".utf8)
    for index in range {
      let text = line(index).drop { $0 == UInt8(ascii: " ") }
      guard text.starts(with: prefix) else { continue }
      var value = text.dropFirst(prefix.count)
      if value.last == UInt8(ascii: ",") { value = value.dropLast() }
      let decoded = try? JSONSerialization.jsonObject(
        with: Data(value), options: .fragmentsAllowed)
      return (index, decoded as? String)
    }
    return nil
  }
}
