import Foundation

extension [UInt8] {
  /// The offset of the first `byte` in `start..<end`, or nil: `memchr`, far faster than a
  /// loop over the bytes (or the generic `firstIndex(of:)`) on the pages and files the scanner
  /// searches whole.
  package func firstOffset(of byte: UInt8, from start: Int, to end: Int) -> Int? {
    withUnsafeBytes { $0.firstOffset(of: byte, from: start, to: end) }
  }

  /// The offset of the first byte below `limit` (at most 0x80) in `start..<end`, or nil:
  /// eight bytes at a time, for control bytes in text that has few.
  package func firstOffset(ofByteBelow limit: UInt8, from start: Int, to end: Int) -> Int? {
    precondition(start >= 0 && end <= count, "range out of bounds")
    return withUnsafeBufferPointer { buffer in
      let bytes = UnsafeBufferPointer(rebasing: buffer[..<end])
      var index = start
      while index < end {
        index = ByteWord.firstFlaggedWord(in: ByteChunk(bytes), from: index) {
          ByteWord.hasByte(below: limit, in: $0)
        }
        let wordEnd = Swift.min(index + 8, end)
        while index < wordEnd {
          if bytes[index] < limit { return index }
          index += 1
        }
      }
      return nil
    }
  }

  /// Whether the array ends with exactly the bytes of `suffix` (one `memcmp`).
  package func ends(with suffix: [UInt8]) -> Bool {
    guard suffix.count <= count else { return false }
    guard !suffix.isEmpty else { return true }
    return withUnsafeBufferPointer { bytes in
      suffix.withUnsafeBufferPointer { suffix in
        memcmp(bytes.baseAddress! + (bytes.count - suffix.count), suffix.baseAddress!, suffix.count)
          == 0
      }
    }
  }
}

extension ArraySlice<UInt8> {
  /// The index of the first `byte` in `start..<end` (indices of the slice), or nil: `memchr`,
  /// as for an array.
  package func firstOffset(of byte: UInt8, from start: Int, to end: Int) -> Int? {
    withUnsafeBytes {
      $0.firstOffset(of: byte, from: start - startIndex, to: end - startIndex)
        .map { $0 + startIndex }
    }
  }
}

extension String {
  /// Orders two strings by their UTF-8 bytes (`memcmp`, then length), as `sort` orders file
  /// names: negative, zero or positive.
  package static func compareUTF8(_ lhs: String, _ rhs: String) -> Int {
    var lhs = lhs
    var rhs = rhs
    return lhs.withUTF8 { left in
      rhs.withUTF8 { right in
        let common = Swift.min(left.count, right.count)
        let order = common == 0 ? 0 : Int(memcmp(left.baseAddress!, right.baseAddress!, common))
        return order != 0 ? order : left.count - right.count
      }
    }
  }
}

extension UnsafeRawBufferPointer {
  /// The offset of the first `byte` in `start..<end` of the buffer (`memchr`), or nil.
  fileprivate func firstOffset(of byte: UInt8, from start: Int, to end: Int) -> Int? {
    guard start < end, let base = baseAddress else { return nil }
    return memchr(base + start, Int32(byte), end - start).map { UnsafeRawPointer($0) - base }
  }
}
