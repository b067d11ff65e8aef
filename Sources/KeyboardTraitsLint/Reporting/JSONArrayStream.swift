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

  /// Writes one item: a comma after the previous one, a line break, the item indented.
  mutating func write(_ item: JSONValue, to sink: any LintReportSink) throws {
    var bytes = Array((isEmpty ? "\n" : ",\n").utf8)
    bytes += repeatElement(UInt8(ascii: " "), count: indent + 2)
    item.write(to: &bytes, indent: indent + 2)
    isEmpty = false
    try sink.write(bytes)
  }

  /// What closes the array: `]` right after `[` when it is empty, else on a line of its own.
  var closing: String {
    isEmpty ? "]" : "\n" + String(repeating: " ", count: indent) + "]"
  }
}
