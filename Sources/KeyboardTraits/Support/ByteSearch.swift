import Foundation

extension [UInt8] {
  /// The offset of the first `byte` in `start..<end`, or nil: `memchr`, far faster than a
  /// loop over the bytes (or the generic `firstIndex(of:)`) on the pages and files the scanner
  /// searches whole.
  package func firstOffset(of byte: UInt8, from start: Int, to end: Int) -> Int? {
    guard start < end else { return nil }
    return withUnsafeBytes { buffer in
      memchr(buffer.baseAddress! + start, Int32(byte), end - start).map {
        UnsafeRawPointer($0) - buffer.baseAddress!
      }
    }
  }
}
