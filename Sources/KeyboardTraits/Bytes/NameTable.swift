/// A fixed map from names to values, looked up by length and end bytes instead of by hash.
///
/// The scanner asks about every element of every page; hashing each name cost more than
/// comparing it with the one or two names of the same length and end letters, and short
/// names compare as two machine words.
package struct NameTable<Value: Sendable>: Sendable {
  /// The names, grouped by bucket; `values[i]` belongs to `names[i]`.
  private let names: [String]
  private let values: [Value]
  /// Where each bucket's names start in `names` (one more entry than buckets).
  private let bucketStarts: [Int]

  private static var bucketCount: Int { 2048 }

  /// A table holding `entries`.
  ///
  /// The entries are placed by a counting sort on their buckets: the order within a bucket
  /// does not matter (the names are distinct), and sorting by name compared `String`s with
  /// Unicode rules, a visible cost at every start for the classifier's words.
  package init(_ entries: [String: Value]) {
    let entries = Array(entries)
    let buckets = entries.map { Self.bucket(of: $0.key) }
    var starts = [Int](repeating: 0, count: Self.bucketCount + 1)
    for bucket in buckets { starts[bucket + 1] += 1 }
    for bucket in 0..<Self.bucketCount { starts[bucket + 1] += starts[bucket] }
    var nextSlot = starts
    var order = [Int](repeating: 0, count: entries.count)
    for (index, bucket) in buckets.enumerated() {
      order[nextSlot[bucket]] = index
      nextSlot[bucket] += 1
    }
    names = order.map { entries[$0].key }
    values = order.map { entries[$0].value }
    bucketStarts = starts
  }

  /// The value stored for `name`, nil when there is none.
  package subscript(name: String) -> Value? {
    let bucket = Self.bucket(of: name)
    for index in bucketStarts[bucket]..<bucketStarts[bucket + 1] where names[index] == name {
      return values[index]
    }
    return nil
  }

  /// The value stored for the name whose UTF-8 is `bytes`: for names still in a parser's
  /// buffer, which need no `String` made of them to be looked up.
  package subscript(utf8 bytes: ByteChunk) -> Value? {
    let bucket = Self.bucket(of: bytes)
    for index in bucketStarts[bucket]..<bucketStarts[bucket + 1]
    where names[index].withUTF8Chunk({ Self.equal($0, bytes) }) {
      return values[index]
    }
    return nil
  }

  /// Byte equality in a plain loop: the generic `elementsEqual` was not specialized here and
  /// cost many times more.
  private static func equal(_ a: ByteChunk, _ b: ByteChunk) -> Bool {
    guard a.count == b.count else { return false }
    let (a, b) = (a.bytes, b.bytes)
    for index in 0..<a.count where a[index] != b[index] { return false }
    return true
  }

  /// Length (mod 16) and seven bits mixed from the first and last bytes. The first byte alone
  /// put 26 of the classifier's 990 words in one bucket (all Cyrillic words share a lead
  /// byte); with the last byte mixed in no bucket holds more than 7.
  private static func bucket(of name: String) -> Int {
    name.withUTF8Chunk(bucket(of:))
  }

  private static func bucket(of bytes: ByteChunk) -> Int {
    let bytes = bytes.bytes
    let mixed = Int(bytes.first ?? 0) &* 31 &+ Int(bytes.last ?? 0)
    return (bytes.count & 0x0F) << 7 | (mixed & 0x7F)
  }
}

extension NameTable where Value == Bool {
  /// A set of names.
  init(set names: some Sequence<String>) {
    self.init(Dictionary(names.map { ($0, true) }, uniquingKeysWith: { first, _ in first }))
  }

  /// Whether `name` is in the set.
  func contains(_ name: String) -> Bool { self[name] != nil }
}

extension NameTable where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
  /// The cases of a string enum by raw value: `init(rawValue:)` compares a name with each case
  /// in turn, which rules that ask about every attribute of every field cannot afford.
  package init(casesOf _: Value.Type) {
    self.init(Dictionary(uniqueKeysWithValues: Value.allCases.map { ($0.rawValue, $0) }))
  }
}
