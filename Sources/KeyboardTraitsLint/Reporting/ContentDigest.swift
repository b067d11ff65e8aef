import KeyboardTraits

/// 128 bits that stand for bytes kept track of between runs (`kbtraits lint --cache`: a
/// file's content, a configuration's text and settings): two ``FNV1a64`` hashes of the same
/// bytes with different offset bases, so that two different inputs meeting would take two
/// collisions at once.
package struct ContentDigest: Hashable, Sendable {
  package var first: UInt64
  package var second: UInt64

  /// The digest of `bytes`.
  package init(_ bytes: [UInt8]) {
    var first = FNV1a64()
    // The second basis is the first with one more byte folded in.
    var second = FNV1a64()
    second.combine(bytes: [0x5A])
    first.combine(bytes: bytes)
    second.combine(bytes: bytes)
    self.init(first: first.value, second: second.value)
  }

  package init(first: UInt64, second: UInt64) {
    self.first = first
    self.second = second
  }

  /// 32 lower-case hex digits.
  package var hex: String {
    var digits: [UInt8] = []
    digits.appendHexDigits(of: first)
    digits.appendHexDigits(of: second)
    return String(decoding: digits, as: UTF8.self)
  }
}
