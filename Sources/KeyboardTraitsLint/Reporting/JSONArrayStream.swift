import KeyboardTraits

/// Writes the items of a JSON array one at a time, in exactly the layout
/// `JSONValue.rendered(indent:)` gives the whole array, so a streamed document has the bytes of
/// the one rendered at once. Holds nothing but whether an item was written.
struct JSONArrayStream {
  /// The indentation of the line the array's `[` is on.
  let indent: Int
  private(set) var isEmpty = true

  init(indent: Int) { self.indent = indent }

  /// `[`, which the caller writes after the member's key.
  static let opening = "["

  /// Appends one item to `bytes`: a comma after the previous one, a line break, then the item,
  /// indented, as `body` writes it. Reporters gather a file's items this way and hand them to
  /// the sink at once.
  mutating func append(to bytes: inout [UInt8], _ body: (inout JSONWriter) -> Void) {
    bytes.append(contentsOf: (isEmpty ? "\n" : ",\n").utf8)
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent + 2))
    JSONWriter.append(to: &bytes, indent: indent + 2, body)
    isEmpty = false
  }

  /// Writes one item given as a value.
  mutating func write(_ item: JSONValue, to sink: any LintReportSink) throws {
    var bytes: [UInt8] = []
    append(to: &bytes) { item.write(to: &$0) }
    try sink.write(bytes)
  }

  /// What closes the array: `]` right after `[` when it is empty, else on a line of its own.
  var closing: String {
    isEmpty ? "]" : "\n" + String(repeating: " ", count: indent) + "]"
  }
}
