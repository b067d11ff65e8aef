/// The byte work of ``JSONWriter``: JSON strings escaped from UTF-8, a member's line written in
/// one append, line breaks. Each appends to the writer's output array.
package enum JSONBytes {
  /// Appends `text` as a JSON string, quotes included.
  package static func appendString(_ text: String, to output: inout [UInt8]) {
    var text = text
    text.withUTF8 { appendString(utf8: $0, to: &output) }
  }

  /// Appends the UTF-8 `bytes` as a JSON string, quotes included.
  package static func appendString(utf8 bytes: [UInt8], to output: inout [UInt8]) {
    bytes.withUnsafeBufferPointer { appendString(utf8: $0, to: &output) }
  }

  /// Appends a JSON string whose UTF-8 `write` appends to `output` in place, so that text
  /// made on the spot (a fingerprint) needs no string or array of its own. What `write`
  /// appended is escaped afterwards if it has to be.
  package static func appendString(
    writing write: (inout [UInt8]) -> Void, to output: inout [UInt8]
  ) {
    let start = output.count
    output.append(UInt8(ascii: "\""))
    write(&output)
    precondition(output.count > start, "write removed bytes it did not append")
    let isPlain = output.withUnsafeBufferPointer { buffer in
      let text = UnsafeBufferPointer(rebasing: buffer[(start + 1)...])
      return firstByteThatMayNeedEscape(in: text, from: 0) == text.count
    }
    guard isPlain else {
      let text = Array(output[(start + 1)...])
      output.removeSubrange(start...)
      appendString(utf8: text, to: &output)
      return
    }
    output.append(UInt8(ascii: "\""))
  }

  /// Appends the next member's comma (if `comma`), line break and `indent` spaces, its quoted
  /// `name` and ": ", in one append; returns false, having appended nothing, when the name
  /// needs escaping.
  package static func appendPlainKey(
    _ name: String, comma: Bool, indent: Int, to output: inout [UInt8]
  ) -> Bool {
    name.withUTF8Chunk { name in
      let name = name.bytes
      guard firstByteThatMayNeedEscape(in: name, from: 0) == name.count else { return false }
      appendMember(
        name, value: UnsafeBufferPointer(start: nil, count: 0), quoted: false, comma: comma,
        indent: indent, to: &output)
      return true
    }
  }

  /// Appends ``appendPlainKey(_:comma:indent:to:)``'s text and then `value` (between quotes if
  /// `quoted`) in one append: each append has a fixed cost, and a report writes a member per
  /// value. Returns false, having appended nothing, when the name or a quoted value needs
  /// escaping, or the value is long.
  package static func appendPlainMember(
    _ name: String, value: String, quoted: Bool, comma: Bool, indent: Int,
    to output: inout [UInt8]
  ) -> Bool {
    name.withUTF8Chunk { name in
      value.withUTF8Chunk { value in
        appendMemberIfPlain(
          name.bytes, value: value.bytes, quoted: quoted, comma: comma, indent: indent, to: &output)
      }
    }
  }

  /// ``appendPlainMember(_:value:quoted:comma:indent:to:)`` with the decimal digits of `value`.
  package static func appendPlainMember(
    _ name: String, digitsOf value: Int, comma: Bool, indent: Int, to output: inout [UInt8]
  ) -> Bool {
    name.withUTF8Chunk { name in
      Digits.withDecimal(of: value) { digits in
        appendMemberIfPlain(
          name.bytes, value: digits.bytes, quoted: false, comma: comma, indent: indent, to: &output)
      }
    }
  }

  /// Appends a comma (if `comma`), a line break and `indent` spaces, from a literal (no array,
  /// no lazy global) in one append when the indentation is within it: one append costs about
  /// as much as three single bytes.
  package static func appendLineBreak(indent: Int, comma: Bool, to output: inout [UInt8]) {
    let text: StaticString = ",\n                                                                "
    let skipped = comma ? 0 : 1
    if indent <= text.utf8CodeUnitCount - 2 {
      let count = 2 - skipped + indent
      output.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start + skipped, count: count))
    } else {
      output.append(
        contentsOf: UnsafeBufferPointer(start: text.utf8Start + skipped, count: 2 - skipped))
      output.append(contentsOf: repeatElement(0x20, count: indent))
    }
  }

  private static var longestValueInOneAppend: Int { 512 }

  private static func appendMemberIfPlain(
    _ name: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>, quoted: Bool,
    comma: Bool, indent: Int, to output: inout [UInt8]
  ) -> Bool {
    let plain =
      firstByteThatMayNeedEscape(in: name, from: 0) == name.count
      && (!quoted || firstByteThatMayNeedEscape(in: value, from: 0) == value.count)
    // A long value goes out on its own rather than through a large scratch buffer.
    guard plain, value.count <= longestValueInOneAppend else { return false }
    appendMember(name, value: value, quoted: quoted, comma: comma, indent: indent, to: &output)
    return true
  }

  /// The member's line through a scratch buffer on the stack, in one append.
  private static func appendMember(
    _ name: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>, quoted: Bool,
    comma: Bool, indent: Int, to output: inout [UInt8]
  ) {
    let length = 2 + indent + name.count + 4 + value.count + 2
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { scratch in
      let start = scratch.baseAddress!
      var cursor = start
      func put(_ byte: UInt8) {
        cursor.initialize(to: byte)
        cursor += 1
      }
      func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        cursor.initialize(from: base, count: bytes.count)
        cursor += bytes.count
      }
      if comma { put(UInt8(ascii: ",")) }
      put(UInt8(ascii: "\n"))
      cursor.initialize(repeating: UInt8(ascii: " "), count: indent)
      cursor += indent
      put(UInt8(ascii: "\""))
      put(name)
      put(UInt8(ascii: "\""))
      put(UInt8(ascii: ":"))
      put(UInt8(ascii: " "))
      if quoted { put(UInt8(ascii: "\"")) }
      put(value)
      if quoted { put(UInt8(ascii: "\"")) }
      output.append(contentsOf: UnsafeBufferPointer(start: start, count: cursor - start))
    }
  }

  /// Appends a JSON string whose text is the UTF-8 `bytes`: runs that need no escaping are
  /// copied whole.
  private static func appendString(
    utf8 bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]
  ) {
    output.append(UInt8(ascii: "\""))
    var runStart = 0
    var index = firstByteThatMayNeedEscape(in: bytes, from: 0)
    while index < bytes.count {
      let byte = bytes[index]
      // U+2028 and U+2029 (E2 80 A8, E2 80 A9) are valid JSON but break JavaScript that
      // embeds it; any other E2 sequence is copied as it is.
      let isLineSeparator =
        byte == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80
        && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
      guard byte != 0xE2 || isLineSeparator else {
        index = firstByteThatMayNeedEscape(in: bytes, from: index + 1)
        continue
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      if isLineSeparator {
        output.append(contentsOf: (bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
        index += 3
      } else {
        appendEscape(of: byte, to: &output)
        index += 1
      }
      runStart = index
      index = firstByteThatMayNeedEscape(in: bytes, from: index)
    }
    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    output.append(UInt8(ascii: "\""))
  }

  /// The escape of a quote, a backslash or a control character.
  private static func appendEscape(of byte: UInt8, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\\"))
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
    case 0x0A: output.append(UInt8(ascii: "n"))
    case 0x0D: output.append(UInt8(ascii: "r"))
    case 0x09: output.append(UInt8(ascii: "t"))
    default:
      // Lower-case hex, as `String(_:radix:)` writes it.
      func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
      }
      output.append(contentsOf: "u00".utf8)
      output.append(hexDigit(byte >> 4))
      output.append(hexDigit(byte & 0xF))
    }
  }

  /// Whether `byte` is a control character, `"`, `\` or 0xE2 (the lead byte of U+2028 and
  /// U+2029): the bytes a JSON string's writing looks at twice.
  private static func mayNeedEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xE2
  }

  /// The index of the first byte at or after `start` that ``mayNeedEscape(_:)``, or
  /// `bytes.count`. Looks at eight bytes at a time: most text has none of these.
  private static func firstByteThatMayNeedEscape(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Int {
    var index = ByteWord.firstFlaggedWord(in: ByteChunk(bytes), from: start) { word in
      ByteWord.hasByte(below: 0x20, in: word) || ByteWord.hasByte(0x22, in: word)
        || ByteWord.hasByte(0x5C, in: word) || ByteWord.hasByte(0xE2, in: word)
    }
    while index < bytes.count, !mayNeedEscape(bytes[index]) { index += 1 }
    return index
  }
}
