import Foundation

extension [UInt8] {
  /// The offset of the first `byte` in `start..<end`, or nil: `memchr`, far faster than a
  /// loop over the bytes (or the generic `firstIndex(of:)`) on the pages and files the scanner
  /// searches whole.
  package func firstOffset(of byte: UInt8, from start: Int, to end: Int) -> Int? {
    withUnsafeBytes { $0.firstOffset(of: byte, from: start, to: end) }
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

extension UnsafeRawBufferPointer {
  /// The offset of the first `byte` in `start..<end` of the buffer (`memchr`), or nil.
  fileprivate func firstOffset(of byte: UInt8, from start: Int, to end: Int) -> Int? {
    guard start < end, let base = baseAddress else { return nil }
    return memchr(base + start, Int32(byte), end - start).map { UnsafeRawPointer($0) - base }
  }
}
