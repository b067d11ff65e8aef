/// Writes JSON straight into bytes in the one layout kbtraits prints: two-space indentation,
/// one member or item per line, `{}` and `[]` when empty, keys in the order written.
///
/// Reports use it directly, without building a ``JSONValue`` tree first: for a run over
/// thousands of files the tree cost more than the writing.
struct JSONWriter {
  /// The bytes written so far.
  private(set) var output: [UInt8]
  /// The indentation of the outermost value.
  private let baseIndent: Int
  /// For each open object or array, whether it has a member yet.
  private var hasMembers: [Bool] = []

  /// Starts writing after `output`, the outermost value indented by `indent` spaces.
  private init(output: [UInt8], indent: Int) {
    self.output = output
    self.baseIndent = indent
  }

  /// Runs `body` with a writer that appends to `output`, its outermost value indented by
  /// `indent` spaces. The writer owns the bytes meanwhile, so appending never copies them.
  static func append(
    to output: inout [UInt8], indent: Int, _ body: (inout JSONWriter) -> Void
  ) {
    var writer = JSONWriter(output: output, indent: indent)
    output = []
    body(&writer)
    output = writer.output
  }

  mutating func beginObject() { open(UInt8(ascii: "{")) }
  mutating func endObject() { close(UInt8(ascii: "}")) }
  mutating func beginArray() { open(UInt8(ascii: "[")) }
  mutating func endArray() { close(UInt8(ascii: "]")) }

  /// Starts the next member of the open object: its key, then the value comes.
  mutating func key(_ name: String) {
    nextItem()
    string(name)
    output.append(UInt8(ascii: ":"))
    output.append(UInt8(ascii: " "))
  }

  /// Starts the next item of the open array.
  mutating func nextItem() {
    let level = hasMembers.count
    if hasMembers[level - 1] {
      output.append(UInt8(ascii: ","))
    } else {
      hasMembers[level - 1] = true
    }
    output.append(UInt8(ascii: "\n"))
    appendSpaces(baseIndent + 2 * level)
  }

  mutating func null() { output.append(contentsOf: "null".utf8) }
  mutating func bool(_ value: Bool) { output.append(contentsOf: (value ? "true" : "false").utf8) }
  mutating func int(_ value: Int) { output.append(contentsOf: String(value).utf8) }
  /// `value` as a string, or `null`.
  mutating func string(_ value: String?) {
    if let value { string(value) } else { null() }
  }

  /// A member whose value is a string, an integer or a flag.
  mutating func member(_ name: String, _ value: String?) {
    key(name)
    string(value)
  }
  mutating func member(_ name: String, _ value: Int) {
    key(name)
    int(value)
  }
  mutating func member(_ name: String, _ value: Bool) {
    key(name)
    bool(value)
  }

  /// A member whose value is an array, each item written by `write`.
  mutating func member<Item>(
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

  private mutating func open(_ bracket: UInt8) {
    output.append(bracket)
    hasMembers.append(false)
  }

  private mutating func close(_ bracket: UInt8) {
    if hasMembers.removeLast() {
      output.append(UInt8(ascii: "\n"))
      appendSpaces(baseIndent + 2 * hasMembers.count)
    }
    output.append(bracket)
  }

  /// Writes a JSON string: runs that need no escaping are copied whole.
  mutating func string(_ value: String) {
    output.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { bytes in
      var runStart = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        // Most bytes need no escape; only these few are looked at closely.
        let mayNeedEscape =
          byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xE2
        guard mayNeedEscape else {
          index += 1
          continue
        }
        let escape: String?
        switch byte {
        case UInt8(ascii: "\""): escape = "\\\""
        case UInt8(ascii: "\\"): escape = "\\\\"
        case 0x0A: escape = "\\n"
        case 0x0D: escape = "\\r"
        case 0x09: escape = "\\t"
        case 0..<0x20:
          let hex = String(byte, radix: 16)
          escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default:
          // U+2028 and U+2029 are valid JSON but break JavaScript that embeds it.
          let isSeparator =
            index + 2 < bytes.count && bytes[index + 1] == 0x80
            && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
          escape = isSeparator ? (bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029") : nil
        }
        guard let escape else {
          index += 1
          continue
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        output.append(contentsOf: escape.utf8)
        index += byte == 0xE2 ? 3 : 1
        runStart = index
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    }
    output.append(UInt8(ascii: "\""))
  }

  /// Appends `count` spaces of indentation.
  private mutating func appendSpaces(_ count: Int) {
    if count <= Self.spaces.count {
      output.append(contentsOf: Self.spaces[..<count])
    } else {
      output.append(contentsOf: repeatElement(0x20, count: count))
    }
  }

  private static let spaces = [UInt8](repeating: 0x20, count: 64)
}
