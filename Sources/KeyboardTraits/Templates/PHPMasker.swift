/// Masks PHP blocks: `<?php … ?>`, `<?= … ?>` and short `<? … ?>`, skipping the string literals
/// and comments inside them, which may hold `?>` (a line comment ends at `?>`, as in PHP). A
/// block left open runs to the end of the file, as PHP allows.
struct PHPMasker {
  func run(_ buffer: inout MaskingBuffer) {
    var index = 0
    while let open = buffer.find(Array("<?".utf8), from: index) {
      let isEcho = buffer.matches(Array("<?=".utf8), at: open)
      // `<?xml` is an XML declaration, not PHP (short tags are off for it in practice).
      if buffer.matchesCaseInsensitive(Array("<?xml".utf8), at: open) {
        index = open + 2
        continue
      }
      let end = blockEnd(buffer, from: open + 2)
      buffer.blankTag(open..<end, kind: isEcho ? .output : .logic)
      index = end
    }
  }

  /// Just past the `?>` that closes the block, or the end of the text.
  private func blockEnd(_ buffer: MaskingBuffer, from start: Int) -> Int {
    var index = start
    let count = buffer.count
    let text = buffer.mask.text
    while index < count {
      let byte = text[index]
      if byte == UInt8(ascii: "?"), index + 1 < count, text[index + 1] == UInt8(ascii: ">") {
        return index + 2
      }
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        index = multilineStringEnd(buffer, from: index) ?? count
        continue
      case UInt8(ascii: "#"):
        index = lineCommentEnd(buffer, from: index + 1)
        continue
      case UInt8(ascii: "/") where index + 1 < count && text[index + 1] == UInt8(ascii: "/"):
        index = lineCommentEnd(buffer, from: index + 2)
        continue
      case UInt8(ascii: "/") where index + 1 < count && text[index + 1] == UInt8(ascii: "*"):
        index = buffer.find(Array("*/".utf8), from: index + 2).map { $0 + 2 } ?? count
        continue
      default:
        index += 1
      }
    }
    return count
  }

  /// PHP strings may span lines.
  private func multilineStringEnd(_ buffer: MaskingBuffer, from start: Int) -> Int? {
    let quote = buffer.mask.text[start]
    var index = start + 1
    while index < buffer.count {
      let byte = buffer.mask.text[index]
      if byte == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if byte == quote { return index + 1 }
      index += 1
    }
    return nil
  }

  /// A `//` or `#` comment ends at the line break or just before `?>`.
  private func lineCommentEnd(_ buffer: MaskingBuffer, from start: Int) -> Int {
    var index = start
    let text = buffer.mask.text
    while index < buffer.count {
      if text[index] == 0x0A || text[index] == 0x0D { return index }
      if text[index] == UInt8(ascii: "?"), index + 1 < buffer.count,
        text[index + 1] == UInt8(ascii: ">")
      {
        return index
      }
      index += 1
    }
    return buffer.count
  }
}
