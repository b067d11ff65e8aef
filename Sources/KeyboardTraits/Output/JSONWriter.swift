/// Writes JSON straight into bytes in the one layout kbtraits prints: two-space indentation,
/// one member or item per line, `{}` and `[]` when empty, keys in the order written.
///
/// Reports use it directly, without building a ``JSONValue`` tree first: for a run over
/// thousands of files the tree cost more than the writing. The lint reporters (SARIF, GitLab,
/// rdjson) share it, hence `package`. The layout is here; the byte work (escaping, one append
/// per member) is in ``JSONBytes``.
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
    // Keys are the reporters' own words and nearly never need escaping.
    if JSONBytes.appendPlainKey(
      name, comma: innermostHasMembers, indent: indent, to: &output)
    {
      innermostHasMembers = true
      return
    }
    nextItem()
    JSONBytes.appendString(name, to: &output)
    output.append(contentsOf: ": ".utf8)
  }

  /// The indentation of the next member or item.
  private var indent: Int { baseIndent + 2 * depth }

  /// Starts the next item of the open array.
  package mutating func nextItem() {
    // One append of ",\n" and the indentation, the comma left out for a first item.
    let skipsComma = !innermostHasMembers
    innermostHasMembers = true
    JSONBytes.appendLineBreak(indent: indent, comma: !skipsComma, to: &output)
  }

  package mutating func null() { output.append(contentsOf: "null".utf8) }
  package mutating func bool(_ value: Bool) {
    output.append(contentsOf: (value ? "true" : "false").utf8)
  }

  /// Writes the decimal digits of `value` directly, without making a string of them.
  package mutating func int(_ value: Int) {
    output.appendDecimalDigits(of: value)
  }

  /// `value` as a string, or `null`.
  package mutating func string(_ value: String?) {
    if let value { string(value) } else { null() }
  }

  /// A member whose value is a string, an integer or a flag: in one append when neither the
  /// name nor the value needs escaping, else the key and then the value.
  package mutating func member(_ name: String, _ value: String?) {
    guard let value else {
      if !appendPlainMember(name, value: "null", quoted: false) {
        key(name)
        null()
      }
      return
    }
    if !appendPlainMember(name, value: value, quoted: true) {
      key(name)
      string(value)
    }
  }
  package mutating func member(_ name: String, _ value: Int) {
    if JSONBytes.appendPlainMember(
      name, digitsOf: value, comma: innermostHasMembers, indent: indent, to: &output)
    {
      innermostHasMembers = true
    } else {
      key(name)
      int(value)
    }
  }
  package mutating func member(_ name: String, _ value: Bool) {
    if !appendPlainMember(name, value: value ? "true" : "false", quoted: false) {
      key(name)
      bool(value)
    }
  }

  /// ``JSONBytes/appendPlainMember(_:value:quoted:comma:indent:to:)`` at the writer's place.
  private mutating func appendPlainMember(_ name: String, value: String, quoted: Bool) -> Bool {
    guard
      JSONBytes.appendPlainMember(
        name, value: value, quoted: quoted, comma: innermostHasMembers, indent: indent,
        to: &output)
    else { return false }
    innermostHasMembers = true
    return true
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
    if innermostHasMembers {
      JSONBytes.appendLineBreak(indent: indent, comma: false, to: &output)
    }
    output.append(bracket)
    innermostHasMembers = true
  }

  /// Writes a JSON string.
  package mutating func string(_ value: String) {
    JSONBytes.appendString(value, to: &output)
  }

  /// Writes a JSON string whose text is the UTF-8 `bytes`.
  package mutating func string(utf8 bytes: [UInt8]) {
    JSONBytes.appendString(utf8: bytes, to: &output)
  }

  /// Writes a JSON string whose UTF-8 `write` appends in place (escaped afterwards if it has
  /// to be): text made on the spot needs no string of its own.
  package mutating func string(writing write: (inout [UInt8]) -> Void) {
    JSONBytes.appendString(writing: write, to: &output)
  }
}
