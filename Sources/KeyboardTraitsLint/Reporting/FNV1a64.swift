import KeyboardTraits

/// The 64-bit FNV-1a hash: deterministic across runs and machines, unlike Swift's seeded
/// `Hasher`, so fingerprints written today match those computed tomorrow.
struct FNV1a64 {
  private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
  private static let prime: UInt64 = 0x0000_0100_0000_01b3

  /// The hash so far.
  private(set) var value = FNV1a64.offsetBasis

  /// Folds in the UTF-8 bytes of `text`, then a 0 byte, so that fields cannot run together.
  mutating func combine(_ text: String) {
    combine(bytes: text.utf8)
    combine(bytes: [0])
  }

  /// Folds in raw bytes.
  mutating func combine(bytes: some Sequence<UInt8>) {
    for byte in bytes { value = (value ^ UInt64(byte)) &* Self.prime }
  }

  /// The hash as 16 lower-case hex digits.
  var hexDigest: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
