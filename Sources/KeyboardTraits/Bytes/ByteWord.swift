/// Tests on eight bytes at once (SWAR, "Bit Twiddling Hacks": `hasless`, `haszero`), for scans
/// where nearly every byte is ordinary text and a byte loop would be the cost.
package enum ByteWord {
  /// 0x01 in each byte.
  @inlinable package static var ones: UInt64 { 0x0101_0101_0101_0101 }
  /// The high bit of each byte: a word `&` this is zero when all eight bytes are ASCII.
  @inlinable package static var highBits: UInt64 { 0x8080_8080_8080_8080 }

  /// The eight bytes at `offset` (no alignment needed), for this folder's loops, which keep
  /// within their buffers themselves.
  @inlinable
  static func load(_ base: UnsafePointer<UInt8>, at offset: Int) -> UInt64 {
    UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
  }

  /// The bytes of `chunk` from `offset` on, at most eight, as a little-endian word padded with
  /// zero bytes; never reads outside `chunk`.
  @inlinable
  package static func loadPadded(_ chunk: ByteChunk, at offset: Int) -> UInt64 {
    let bytes = chunk.bytes
    let available = bytes.count - offset
    guard let base = bytes.baseAddress, available > 0 else { return 0 }
    if available >= 8 { return load(base, at: offset) }
    // The buffer's last eight bytes, shifted so that the wanted ones come first.
    if bytes.count >= 8 { return load(base, at: bytes.count - 8) >> UInt64(8 * (8 - available)) }
    var word: UInt64 = 0
    for index in 0..<available { word |= UInt64(base[offset + index]) << UInt64(8 * index) }
    return word
  }

  /// `word` with its ASCII capitals lower-cased, eight bytes at once; other bytes, non-ASCII
  /// ones included, stay as they are.
  @inlinable
  package static func asciiLowercased(_ word: UInt64) -> UInt64 {
    let sevenBits = word & 0x7F7F_7F7F_7F7F_7F7F
    // High bit of each byte: at least "A", and past "Z"; neither addition carries into the
    // next byte.
    let atLeastA = sevenBits &+ 0x3F3F_3F3F_3F3F_3F3F
    let pastZ = sevenBits &+ 0x2525_2525_2525_2525
    let capitals = atLeastA & ~pastZ & ~word & highBits
    return word | capitals >> 2
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

  /// The offset of the first eight-byte word of `chunk`, from `start` on, for which `flags`
  /// holds, or of the last few bytes (fewer than eight) when none does. The caller's byte loop
  /// goes on from there: every byte before it lies in a word `flags` passed over.
  @inlinable
  package static func firstFlaggedWord(
    in chunk: ByteChunk, from start: Int, _ flags: (UInt64) -> Bool
  ) -> Int {
    let bytes = chunk.bytes
    guard let base = bytes.baseAddress else { return start }
    var index = start
    while index + 8 <= bytes.count, !flags(load(base, at: index)) { index += 8 }
    return index
  }
}
