import KeyboardTraits

/// The 64-bit FNV-1a hash: deterministic across runs and machines, unlike Swift's seeded
/// `Hasher`, so fingerprints written today match those computed tomorrow.
package struct FNV1a64 {
  private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
  private static let prime: UInt64 = 0x0000_0100_0000_01b3

  /// The hash so far.
  package private(set) var value = FNV1a64.offsetBasis

  /// An empty hash.
  package init() {}

  /// The 16 lower-case hex digits of the hash of `text`'s UTF-8 bytes alone (no 0 byte after
  /// them): a stable name for a path, a situation or a baseline line.
  package static func hexDigest(of text: String) -> String {
    var hash = FNV1a64()
    hash.combine(bytes: text.utf8)
    return hash.hexDigest
  }

  /// Folds in the UTF-8 bytes of `text`, then a 0 byte, so that fields cannot run together.
  mutating func combine(_ text: String) {
    text.withUTF8Chunk { combine(field: $0) }
  }

  /// Folds in `bytes`, then a 0 byte, as ``combine(_:)`` does for a string.
  mutating func combine(field bytes: ByteChunk) {
    combine(bytes: bytes)
    combine(byte: 0)
  }

  /// Folds in raw bytes, the hash kept in a local meanwhile.
  package mutating func combine(bytes: some Sequence<UInt8>) {
    var value = value
    for byte in bytes { value = (value ^ UInt64(byte)) &* Self.prime }
    self.value = value
  }

  /// ``combine(bytes:)`` over an array, compiled here for arrays: a caller in another module
  /// gets the generic version unspecialised, which costs seconds over the 100 MB of 10,000
  /// pages (`kbtraits lint --cache` hashes every file it reads).
  package mutating func combine(bytes: [UInt8]) {
    var value = value
    for byte in bytes { value = (value ^ UInt64(byte)) &* Self.prime }
    self.value = value
  }

  private mutating func combine(byte: UInt8) { value = (value ^ UInt64(byte)) &* Self.prime }

  /// The hash as 16 lower-case hex digits.
  package var hexDigest: String {
    var digits: [UInt8] = []
    appendHexDigits(to: &digits)
    return String(decoding: digits, as: UTF8.self)
  }

  /// Appends the 16 lower-case hex digits of the hash, as ASCII.
  func appendHexDigits(to bytes: inout [UInt8]) {
    bytes.appendHexDigits(of: value)
  }
}
