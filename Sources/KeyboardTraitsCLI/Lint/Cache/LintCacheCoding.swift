import KeyboardTraitsLint

/// Appends the fields of a lint cache file: little-endian integers and length-prefixed bytes.
struct LintCacheWriter {
  private(set) var bytes: [UInt8] = []

  mutating func append(_ value: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: value >> shift))
    }
  }

  mutating func append(_ value: Int) { append(UInt64(bitPattern: Int64(value))) }

  mutating func append(_ digest: ContentDigest) {
    append(digest.first)
    append(digest.second)
  }

  /// The count, then the bytes.
  mutating func append(bytes value: [UInt8]) {
    append(value.count)
    bytes += value
  }

  mutating func append(_ value: String) { append(bytes: Array(value.utf8)) }
}

/// Reads the fields ``LintCacheWriter`` wrote, from bytes read out of a cache file; a field
/// that does not fit is ``LintCacheDamage``, never a crash.
struct LintCacheReader {
  private let source: [UInt8]
  /// Where `source` starts in the file, for the offset a damage reports.
  private let base: Int
  private var position = 0

  /// Where reading is, in the file.
  var offset: Int { base + position }

  init(_ bytes: [UInt8], at base: Int) {
    source = bytes
    self.base = base
  }

  var isAtEnd: Bool { position == source.count }

  private var damage: LintCacheDamage { LintCacheDamage(offset: offset) }

  mutating func unsigned() throws(LintCacheDamage) -> UInt64 {
    guard source.count - position >= 8 else { throw damage }
    var value: UInt64 = 0
    for index in (position..<position + 8).reversed() { value = value << 8 | UInt64(source[index]) }
    position += 8
    return value
  }

  mutating func integer() throws(LintCacheDamage) -> Int {
    Int(Int64(bitPattern: try unsigned()))
  }

  /// A count: an integer from 0 up to the bytes left, since every counted item takes one.
  mutating func count() throws(LintCacheDamage) -> Int {
    let value = try integer()
    guard value >= 0, value <= source.count - position else { throw damage }
    return value
  }

  mutating func digest() throws(LintCacheDamage) -> ContentDigest {
    ContentDigest(first: try unsigned(), second: try unsigned())
  }

  mutating func bytes() throws(LintCacheDamage) -> [UInt8] {
    let length = try count()
    defer { position += length }
    return Array(source[position..<position + length])
  }

  mutating func string() throws(LintCacheDamage) -> String {
    String(decoding: try bytes(), as: UTF8.self)
  }
}

/// A cache file whose fields do not fit together: written by something else, or cut short.
struct LintCacheDamage: Error {
  /// Where reading stopped.
  var offset: Int
}
