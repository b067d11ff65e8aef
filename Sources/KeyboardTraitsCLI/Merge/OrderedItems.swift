/// Items of the shards' outputs (a file's entry, a result, a notification) in the order one
/// run writes them: files by path, comparing UTF-8 bytes, then web pages in the order given.
///
/// A shard writes its items in that order already, and each file is in one shard only, so the
/// items of one file stay together, as they come.
struct OrderedItems {
  /// The whole run's pages, with their place.
  private let pageOrder: [String: Int]
  private var items: [(key: String, page: Int?, shard: Int, order: Int, bytes: ArraySlice<UInt8>)] =
    []

  init(pages: [String]) {
    pageOrder = Dictionary(pages.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
  }

  /// Adds an item of shard `shard` that belongs to the file or page `key`.
  mutating func add(_ bytes: ArraySlice<UInt8>, key: String, shard: Int) {
    items.append((key, pageOrder[key], shard, items.count, bytes))
  }

  /// The items in report order.
  var ordered: [ArraySlice<UInt8>] {
    items.sorted { a, b in
      switch (a.page, b.page) {
      case (nil, nil):
        if a.key != b.key { return a.key.utf8.lexicographicallyPrecedes(b.key.utf8) }
      case (nil, _?): return true
      case (_?, nil): return false
      case (let x?, let y?): if x != y { return x < y }
      }
      return (a.shard, a.order) < (b.shard, b.order)
    }.map(\.bytes)
  }

  /// `items` as the elements of an array whose items are indented by `indent` spaces: `[]`
  /// when empty, else each on its own lines and the closing bracket below them.
  static func array(_ items: [ArraySlice<UInt8>], indent: Int) -> [UInt8] {
    guard !items.isEmpty else { return Array("[]".utf8) }
    var bytes = Array("[".utf8)
    for (offset, item) in items.enumerated() {
      bytes += (offset == 0 ? "\n" : ",\n").utf8
      bytes += item
    }
    bytes += ("\n" + String(repeating: " ", count: indent - 2) + "]").utf8
    return bytes
  }
}
