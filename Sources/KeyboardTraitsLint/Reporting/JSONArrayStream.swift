import KeyboardTraits

/// Writes the items of a JSON array one file at a time, in exactly the layout
/// `JSONValue.rendered(indent:)` gives the whole array, so a streamed document has the bytes of
/// the one rendered at once. Items are rendered apart (``item(to:_:)``), each opening with its
/// comma, and placed in order (``place(_:to:)``), which drops the first item's comma; the
/// stream holds nothing but whether an item was placed.
struct JSONArrayStream {
  /// The indentation of the line the array's `[` is on.
  let indent: Int
  private(set) var isEmpty = true

  init(indent: Int) { self.indent = indent }

  /// `[`, which the caller writes after the member's key.
  static let opening = "["

  /// Appends one item to `bytes`: a comma, a line break, then the item, indented, as `body`
  /// writes it. Reporters gather a file's items this way and place them at once.
  func item(to bytes: inout [UInt8], _ body: (inout JSONWriter) -> Void) {
    bytes.append(contentsOf: ",\n".utf8)
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent + 2))
    JSONWriter.append(to: &bytes, indent: indent + 2, body)
  }

  /// Writes items made by ``item(to:_:)`` after those placed before; the array's first item
  /// loses its comma.
  mutating func place(_ items: [UInt8], to sink: any LintReportSink) throws {
    guard !items.isEmpty else { return }
    try sink.write(isEmpty ? Array(items.dropFirst()) : items)
    isEmpty = false
  }

  /// Writes one item given as a value.
  mutating func write(_ item: JSONValue, to sink: any LintReportSink) throws {
    var bytes: [UInt8] = []
    self.item(to: &bytes) { item.write(to: &$0) }
    try place(bytes, to: sink)
  }

  /// What closes the array: `]` right after `[` when it is empty, else on a line of its own.
  var closing: String {
    isEmpty ? "]" : "\n" + String(repeating: " ", count: indent) + "]"
  }
}
