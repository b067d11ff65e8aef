/// Tests on eight bytes at once (SWAR, "Bit Twiddling Hacks": `hasless`, `haszero`), for scans
/// where nearly every byte is ordinary text and a byte loop would be the cost.
package enum ByteWord {
  /// 0x01 in each byte.
  @inlinable package static var ones: UInt64 { 0x0101_0101_0101_0101 }
  /// The high bit of each byte: a word `&` this is zero when all eight bytes are ASCII.
  @inlinable package static var highBits: UInt64 { 0x8080_8080_8080_8080 }

  /// The eight bytes at `offset` (no alignment needed).
  @inlinable
  package static func load(_ base: UnsafePointer<UInt8>, at offset: Int) -> UInt64 {
    UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
  }

  /// Whether some byte of `word` is below `limit` (at most 0x80). Exact about whether one is;
  /// not about which.
  @inlinable
  package static func hasByte(below limit: UInt8, in word: UInt64) -> Bool {
    (word &- ones &* UInt64(limit)) & ~word & highBits != 0
  }

  /// Whether some byte of `word` is `byte`.
  @inlinable
  package static func hasByte(_ byte: UInt8, in word: UInt64) -> Bool {
    hasByte(below: 1, in: word ^ (ones &* UInt64(byte)))
  }

  /// The offset of the first eight-byte word of `bytes`, from `start` on, for which `flags`
  /// holds, or of the last few bytes (fewer than eight) when none does. The caller's byte loop
  /// goes on from there: every byte before it lies in a word `flags` passed over.
  @inlinable
  package static func firstFlaggedWord(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ flags: (UInt64) -> Bool
  ) -> Int {
    guard let base = bytes.baseAddress else { return start }
    var index = start
    while index + 8 <= bytes.count, !flags(load(base, at: index)) { index += 8 }
    return index
  }

  /// ``firstFlaggedWord(in:from:_:)`` over a chunk.
  @inlinable
  package static func firstFlaggedWord(
    in chunk: ByteChunk, from start: Int, _ flags: (UInt64) -> Bool
  ) -> Int {
    firstFlaggedWord(in: chunk.bytes, from: start, flags)
  }
}
