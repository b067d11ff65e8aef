/// Bytes that someone else owns, lent for the length of one call: a parser's text run, a
/// string's UTF-8. Reading it is safe: every member is bounds-checked or bounded by the chunk.
///
/// A chunk is valid only inside the call that hands it over (``String/withUTF8Chunk(_:)``, the
/// SAX handler's `characters`); keep its bytes with `Array(chunk)` or
/// `array.append(contentsOf: chunk)`, never the chunk itself.
@usableFromInline
package struct ByteChunk: RandomAccessCollection {
  @usableFromInline let bytes: UnsafeBufferPointer<UInt8>

  /// A chunk over `bytes`, for the code that owns them (Parsing/ and Bytes/).
  @inlinable
  package init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  @inlinable package var startIndex: Int { 0 }
  @inlinable package var endIndex: Int { bytes.count }
  @inlinable package var count: Int { bytes.count }
  @inlinable package var isEmpty: Bool { bytes.isEmpty }

  @inlinable
  package subscript(index: Int) -> UInt8 {
    precondition(index >= 0 && index < bytes.count, "ByteChunk index out of range")
    return bytes[index]
  }

  /// The bytes in `range` (offsets in this chunk) as a chunk of their own, whose offsets start
  /// at 0.
  @inlinable
  package func extracting(_ range: Range<Int>) -> ByteChunk {
    precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "range out of bounds")
    return ByteChunk(UnsafeBufferPointer(rebasing: bytes[range]))
  }

  /// Iterates over the buffer itself: bounded by the chunk, so no check per byte.
  @inlinable
  package func makeIterator() -> UnsafeBufferPointer<UInt8>.Iterator { bytes.makeIterator() }

  /// Whether some byte satisfies `predicate`, in one loop over the buffer.
  @inlinable
  package func contains(where predicate: (UInt8) throws -> Bool) rethrows -> Bool {
    try bytes.contains(where: predicate)
  }

  /// Runs `body` over the bytes `transform` makes of this chunk's (those it maps to nil are
  /// dropped), copied into a scratch buffer (on the stack when small) and lent as a chunk: text
  /// folded once and then searched, with no array made of it.
  @inlinable
  package func withCompactMapped<Result>(
    _ transform: (UInt8) -> UInt8?, _ body: (ByteChunk) throws -> Result
  ) rethrows -> Result {
    try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count + 1) { buffer in
      var count = 0
      for byte in bytes {
        guard let kept = transform(byte) else { continue }
        buffer[count] = kept
        count += 1
      }
      return try body(ByteChunk(UnsafeBufferPointer(rebasing: buffer[..<count])))
    }
  }

  /// Lets the standard library's copies (`Array(chunk)`, `String(decoding:as:)`) read the
  /// buffer at once.
  @inlinable
  package func withContiguousStorageIfAvailable<Result>(
    _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result? {
    try body(bytes)
  }
}

extension [UInt8] {
  /// Appends the chunk's bytes in one copy.
  @inlinable
  package mutating func append(contentsOf chunk: ByteChunk) {
    append(contentsOf: chunk.bytes)
  }
}

extension String {
  /// Runs `body` over the UTF-8 bytes as one chunk, which a loop reads far faster than it
  /// iterates `utf8`. A native string is contiguous already; any other is copied once.
  /// Always inlined, so that `body` is too: called through a closure, it cost the name tables
  /// and JSON keys more than their own loops.
  @inlinable @inline(__always)
  package func withUTF8Chunk<Result>(_ body: (ByteChunk) throws -> Result) rethrows -> Result {
    if let result = try utf8.withContiguousStorageIfAvailable({ try body(ByteChunk($0)) }) {
      return result
    }
    var copy = self
    return try copy.withUTF8 { try body(ByteChunk($0)) }
  }

  /// The UTF-8 `chunk` as a string, ASCII capitals lower-cased.
  package init(asciiLowercasing chunk: ByteChunk) {
    self.init(unsafeUninitializedCapacity: chunk.count) { output in
      for (index, byte) in chunk.bytes.enumerated() {
        output[index] = byte.asciiLowercased
      }
      return chunk.count
    }
  }
}
