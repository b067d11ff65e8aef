import Foundation

/// A 128-bit digest of a baseline entry's rule, line text and message: what a loaded baseline
/// keeps of an entry instead of its text (the path is the key it is filed under).
///
/// Two 64-bit hashes over the same bytes, FNV-1a and the byte step of xxHash64 with its final
/// avalanche, so a collision that would silently accept a new finding needs both to collide.
/// Each field goes in as its length (8 bytes, little-endian) then its bytes, so fields cannot run
/// into each other. The bytes are those of the text's canonical composition (NFC): entries
/// matched as `String`s compare that way, and digests must accept exactly what they accept.
struct BaselineDigest: Hashable, Sendable, Comparable {
  var high: UInt64
  var low: UInt64

  /// The digest of an entry with these fields (`sourceLine` as ``Baseline/lineKey(_:)`` made it).
  init(rule: String, sourceLine: String, message: String) {
    var hasher = Hasher128()
    hasher.combine(rule)
    hasher.combine(sourceLine)
    hasher.combine(message)
    self = hasher.digest
  }

  /// The digest of `entry`'s rule, line text and message.
  init(_ entry: Baseline.Entry) {
    self.init(rule: entry.rule, sourceLine: entry.sourceLine, message: entry.message)
  }

  init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.high, lhs.low) < (rhs.high, rhs.low)
  }
}

/// The two hashes of ``BaselineDigest``, fed field by field.
struct Hasher128 {
  private var fnv: UInt64 = 0xcbf2_9ce4_8422_2325
  private var xx: UInt64 = Self.xxSeed &+ Self.xxPrime5

  private static let fnvPrime: UInt64 = 0x0000_0100_0000_01b3
  private static let xxPrime1: UInt64 = 0x9E37_79B1_85EB_CA87
  private static let xxPrime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
  private static let xxPrime3: UInt64 = 0x1656_67B1_9E37_79F9
  private static let xxPrime5: UInt64 = 0x27D4_EB2F_1656_67C5
  /// Any fixed seed: it only has to differ from nothing and never change.
  private static let xxSeed: UInt64 = 0x6B62_7472_6169_7473

  /// Folds in one field: its length, then its bytes, in canonical composition.
  mutating func combine(_ text: String) {
    if Self.isComposed(text) {
      combine(field: text.utf8)
    } else {
      combine(field: text.precomposedStringWithCanonicalMapping.utf8)
    }
  }

  /// Folds in one field of bytes: its length, then the bytes.
  mutating func combine(field bytes: some Collection<UInt8>) {
    withUnsafeBytes(of: UInt64(bytes.count).littleEndian) { length in
      for byte in length { combine(byte: byte) }
    }
    let wasContiguous: Void? = bytes.withContiguousStorageIfAvailable { buffer in
      for byte in buffer { combine(byte: byte) }
    }
    if wasContiguous == nil {
      for byte in bytes { combine(byte: byte) }
    }
  }

  @inline(__always)
  private mutating func combine(byte: UInt8) {
    fnv = (fnv ^ UInt64(byte)) &* Self.fnvPrime
    // xxHash64's step for a single trailing byte.
    xx ^= UInt64(byte) &* Self.xxPrime5
    xx = Self.rotateLeft(xx, by: 11) &* Self.xxPrime1
  }

  /// The digest of the fields so far.
  var digest: BaselineDigest {
    // xxHash64's avalanche, so that the last bytes reach every bit.
    var mixed = xx
    mixed ^= mixed >> 33
    mixed = mixed &* Self.xxPrime2
    mixed ^= mixed >> 29
    mixed = mixed &* Self.xxPrime3
    mixed ^= mixed >> 32
    return BaselineDigest(high: fnv, low: mixed)
  }

  private static func rotateLeft(_ value: UInt64, by count: UInt64) -> UInt64 {
    (value << count) | (value >> (64 - count))
  }

  /// Whether `text` is surely its own canonical composition: no scalar from U+0300 on (where
  /// combining marks start) can change under NFC, which Unicode's quick check relies on too.
  private static func isComposed(_ text: String) -> Bool {
    // UTF-8 lead bytes below 0xCC encode scalars below U+0300.
    text.utf8.allSatisfy { $0 < 0xCC }
  }
}
