/// Writes JSON straight into bytes in the one layout kbtraits prints: two-space indentation,
/// one member or item per line, `{}` and `[]` when empty, keys in the order written.
///
/// Reports use it directly, without building a ``JSONValue`` tree first: for a run over
/// thousands of files the tree cost more than the writing. The lint reporters (SARIF, GitLab,
/// rdjson) share it, hence `package`.
package struct JSONWriter {
  /// The bytes written so far.
  package private(set) var output: [UInt8]
  /// The indentation of the outermost value.
  private let baseIndent: Int
  /// How many objects and arrays are open.
  private var depth = 0
  /// Whether the innermost open object or array has a member yet. The ones around it always
  /// have one: the member that holds it.
  private var innermostHasMembers = false

  /// Starts writing after `output`, the outermost value indented by `indent` spaces.
  private init(output: [UInt8], indent: Int) {
    self.output = output
    self.baseIndent = indent
  }

  /// Runs `body` with a writer that appends to `output`, its outermost value indented by
  /// `indent` spaces. The writer owns the bytes meanwhile, so appending never copies them.
  package static func append(
    to output: inout [UInt8], indent: Int, _ body: (inout JSONWriter) throws -> Void
  ) rethrows {
    var writer = JSONWriter(output: output, indent: indent)
    output = []
    defer { output = writer.output }
    try body(&writer)
  }

  package mutating func beginObject() { open(UInt8(ascii: "{")) }
  package mutating func endObject() { close(UInt8(ascii: "}")) }
  package mutating func beginArray() { open(UInt8(ascii: "[")) }
  package mutating func endArray() { close(UInt8(ascii: "]")) }

  /// Starts the next member of the open object: its key, then the value comes.
  package mutating func key(_ name: String) {
    name.withContiguousUTF8 { key(utf8: $0) }
  }

  private mutating func key(utf8 name: UnsafeBufferPointer<UInt8>) {
    // Keys are the reporters' own words and nearly never need escaping.
    guard Self.firstByteThatMayNeedEscape(in: name, from: 0) == name.count else {
      nextItem()
      string(utf8: name)
      output.append(contentsOf: ": ".utf8)
      return
    }
    appendMember(name, value: UnsafeBufferPointer(start: nil, count: 0), quoted: false)
  }

  /// The next member's comma, line break and indentation, its quoted `name` and ": ", then
  /// `value` (between quotes if `quoted`), in one append: each append costs about a hundred
  /// instructions, and a report writes a member per value. Neither may need escaping.
  private mutating func appendMember(
    _ name: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>, quoted: Bool
  ) {
    let comma = innermostHasMembers
    innermostHasMembers = true
    let indent = baseIndent + 2 * depth
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

  /// A member whose value is written by `appendValue` after `key(name)`, or, when neither
  /// needs escaping, in ``appendMember(_:value:quoted:)``'s one append.
  private mutating func member(
    _ name: String, value: UnsafeBufferPointer<UInt8>, quoted: Bool,
    orElse appendValue: (inout JSONWriter) -> Void
  ) {
    name.withContiguousUTF8 { name in
      let plain =
        Self.firstByteThatMayNeedEscape(in: name, from: 0) == name.count
        && (!quoted || Self.firstByteThatMayNeedEscape(in: value, from: 0) == value.count)
      // A long value goes out on its own rather than through a large scratch buffer.
      if plain, value.count <= Self.longestValueInOneAppend {
        appendMember(name, value: value, quoted: quoted)
      } else {
        key(utf8: name)
        appendValue(&self)
      }
    }
  }

  private static var longestValueInOneAppend: Int { 512 }

  /// Starts the next item of the open array.
  package mutating func nextItem() {
    // One append of ",\n" and the indentation, the comma left out for a first item.
    let skipsComma = !innermostHasMembers
    innermostHasMembers = true
    appendLineBreak(indent: baseIndent + 2 * depth, comma: !skipsComma)
  }

  package mutating func null() { output.append(contentsOf: "null".utf8) }
  package mutating func bool(_ value: Bool) {
    output.append(contentsOf: (value ? "true" : "false").utf8)
  }

  /// Writes the decimal digits of `value` directly, without making a string of them.
  package mutating func int(_ value: Int) {
    Self.withDigits(of: value) { output.append(contentsOf: $0) }
  }

  /// Runs `body` with the decimal digits of `value`, filled from the end of a small buffer.
  private static func withDigits<Result>(
    of value: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 21) { digits in
      var start = digits.count
      var magnitude = value.magnitude
      repeat {
        start -= 1
        digits[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      if value < 0 {
        start -= 1
        digits[start] = UInt8(ascii: "-")
      }
      return body(UnsafeBufferPointer(rebasing: digits[start...]))
    }
  }

  /// `value` as a string, or `null`.
  package mutating func string(_ value: String?) {
    if let value { string(value) } else { null() }
  }

  /// A member whose value is a string, an integer or a flag.
  package mutating func member(_ name: String, _ value: String?) {
    guard let value else {
      "null".withContiguousUTF8 { member(name, value: $0, quoted: false) { $0.null() } }
      return
    }
    value.withContiguousUTF8 { bytes in
      member(name, value: bytes, quoted: true) { $0.string(utf8: bytes) }
    }
  }
  package mutating func member(_ name: String, _ value: Int) {
    Self.withDigits(of: value) { digits in
      member(name, value: digits, quoted: false) { $0.output.append(contentsOf: digits) }
    }
  }
  package mutating func member(_ name: String, _ value: Bool) {
    (value ? "true" : "false").withContiguousUTF8 { bytes in
      member(name, value: bytes, quoted: false) { $0.bool(value) }
    }
  }

  /// A member whose value is an array, each item written by `write`.
  package mutating func member<Item>(
    _ name: String, items: some Sequence<Item>, _ write: (Item, inout JSONWriter) -> Void
  ) {
    key(name)
    beginArray()
    for item in items {
      nextItem()
      write(item, &self)
    }
    endArray()
  }

  /// A member whose value is an object, its members written by `body`.
  package mutating func member(_ name: String, object body: (inout JSONWriter) -> Void) {
    key(name)
    beginObject()
    body(&self)
    endObject()
  }

  private mutating func open(_ bracket: UInt8) {
    output.append(bracket)
    depth += 1
    innermostHasMembers = false
  }

  private mutating func close(_ bracket: UInt8) {
    depth -= 1
    if innermostHasMembers { appendLineBreak(indent: baseIndent + 2 * depth, comma: false) }
    output.append(bracket)
    innermostHasMembers = true
  }

  /// Writes a JSON string.
  package mutating func string(_ value: String) {
    var value = value
    value.withUTF8 { string(utf8: $0) }
  }

  /// Writes a JSON string whose text is the UTF-8 `bytes`: runs that need no escaping are
  /// copied whole.
  package mutating func string(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    output.append(UInt8(ascii: "\""))
    var runStart = 0
    var index = Self.firstByteThatMayNeedEscape(in: bytes, from: 0)
    while index < bytes.count {
      let byte = bytes[index]
      // U+2028 and U+2029 (E2 80 A8, E2 80 A9) are valid JSON but break JavaScript that
      // embeds it; any other E2 sequence is copied as it is.
      let isLineSeparator =
        byte == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80
        && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
      guard byte != 0xE2 || isLineSeparator else {
        index = Self.firstByteThatMayNeedEscape(in: bytes, from: index + 1)
        continue
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      if isLineSeparator {
        output.append(contentsOf: (bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
        index += 3
      } else {
        appendEscape(of: byte)
        index += 1
      }
      runStart = index
      index = Self.firstByteThatMayNeedEscape(in: bytes, from: index)
    }
    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    output.append(UInt8(ascii: "\""))
  }

  /// The escape of a quote, a backslash or a control character.
  private mutating func appendEscape(of byte: UInt8) {
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
  /// U+2029): the bytes ``string(utf8:)`` looks at twice.
  private static func mayNeedEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xE2
  }

  /// The index of the first byte at or after `start` that ``mayNeedEscape(_:)``, or
  /// `bytes.count`. Looks at eight bytes at a time: most text has none of these.
  private static func firstByteThatMayNeedEscape(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Int {
    var index = ByteWord.firstFlaggedWord(in: bytes, from: start) { word in
      ByteWord.hasByte(below: 0x20, in: word) || ByteWord.hasByte(0x22, in: word)
        || ByteWord.hasByte(0x5C, in: word) || ByteWord.hasByte(0xE2, in: word)
    }
    while index < bytes.count, !mayNeedEscape(bytes[index]) { index += 1 }
    return index
  }

  /// A comma (if `comma`), a line break and `indent` spaces, from a literal (no array, no lazy
  /// global) in one append when the indentation is within it: one append costs about as much
  /// as three single bytes.
  private mutating func appendLineBreak(indent: Int, comma: Bool) {
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
}
