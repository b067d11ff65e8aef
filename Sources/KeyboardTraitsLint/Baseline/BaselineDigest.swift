/// A 128-bit digest of a baseline entry's rule, line text and message: what a loaded baseline
/// keeps of an entry instead of its text (the path is the key it is filed under).
///
/// Two runs of the standard library's `Hasher` (SipHash, keyed once per process) over the same
/// fields after different leading words, so a collision that would silently accept a new
/// finding needs two independent 64-bit hashes to collide. `String` hashes its canonical form
/// and ends each string with a terminator, so canonically equal texts (a composed and a
/// decomposed "é") digest alike, as entries compared as `String`s match, and fields never run
/// into each other. Digests hold within one process only: nothing stores them.
struct BaselineDigest: Hashable, Sendable, Comparable {
  var high: UInt64
  var low: UInt64

  /// The digest of an entry with these fields (`sourceLine` as ``Baseline/lineKey(_:)`` made it).
  init(rule: String, sourceLine: String, message: String) {
    self.init { hasher in
      hasher.combine(rule)
      hasher.combine(sourceLine)
      hasher.combine(message)
    }
  }

  /// The digest of `entry`'s rule, line text and message.
  init(_ entry: Baseline.Entry) {
    self.init(rule: entry.rule, sourceLine: entry.sourceLine, message: entry.message)
  }

  /// The digest of what `feed` combines, as two independent 64-bit hashes.
  init(_ feed: (inout Hasher) -> Void) {
    high = Self.hash(leading: 0x6B62_7472_6169_7473, feed)
    low = Self.hash(leading: 0x6261_7365_6C69_6E65, feed)
  }

  private static func hash(leading word: UInt64, _ feed: (inout Hasher) -> Void) -> UInt64 {
    var hasher = Hasher()
    hasher.combine(word)
    feed(&hasher)
    return UInt64(truncatingIfNeeded: hasher.finalize())
  }

  static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.high, lhs.low) < (rhs.high, rhs.low)
  }
}
