/// A UTF-8 validator for the hot path: eight ASCII bytes at a time, NUL detection on the way.
package enum UTF8Scanner {
  /// Whether `bytes` are valid UTF-8 and whether they hold a NUL byte.
  package static func scan(_ bytes: [UInt8]) -> (isValid: Bool, containsNUL: Bool) {
    bytes.withUnsafeBufferPointer(scan(_:))
  }

  /// Whether `bytes` are valid UTF-8 and whether they hold a NUL byte.
  package static func scan(_ bytes: ArraySlice<UInt8>) -> (isValid: Bool, containsNUL: Bool) {
    bytes.withUnsafeBufferPointer(scan(_:))
  }

  /// A part of a UTF-8 text as ``forEachPiece(of:_:)`` gives it.
  package enum Piece {
    /// Valid UTF-8, at these indices.
    case valid(Range<Int>)
    /// One maximal invalid subpart, which becomes one U+FFFD (Unicode's "U+FFFD substitution
    /// of maximal subparts", as browsers decode).
    case invalid
  }

  /// Calls `body` with the runs of valid UTF-8 in `bytes` and each maximal invalid subpart
  /// between them, in order.
  package static func forEachPiece(of bytes: ArraySlice<UInt8>, _ body: (Piece) -> Void) {
    let offset = bytes.startIndex
    bytes.withUnsafeBufferPointer { buffer in
      var runStart = 0
      var index = 0
      while index < buffer.count {
        let length = sequenceLength(in: buffer, at: index)
        if length > 0 {
          index += length
          continue
        }
        if runStart < index { body(.valid((offset + runStart)..<(offset + index))) }
        body(.invalid)
        index -= length
        runStart = index
      }
      if runStart < index { body(.valid((offset + runStart)..<(offset + index))) }
    }
  }

  /// How many Unicode scalars start in `bytes[range]`: every byte that is not a continuation
  /// byte (10xxxxxx) starts one.
  @inline(__always)
  package static func scalarCount(in bytes: [UInt8], _ range: Range<Int>) -> Int {
    precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "range out of bounds")
    return bytes.withUnsafeBufferPointer { buffer in
      var scalars = 0
      for index in range where buffer[index] & 0xC0 != 0x80 { scalars += 1 }
      return scalars
    }
  }

  private static func scan(_ buffer: UnsafeBufferPointer<UInt8>) -> (
    isValid: Bool, containsNUL: Bool
  ) {
    guard let base = buffer.baseAddress else { return (true, false) }
    let count = buffer.count
    var containsNUL = false
    var index = 0
    while index < count {
      while index + 8 <= count {
        let word = ByteWord.load(base, at: index)
        if word & ByteWord.highBits != 0 { break }
        if ByteWord.hasByte(0, in: word) { containsNUL = true }
        index += 8
      }
      guard index < count else { break }
      let byte = base[index]
      if byte < 0x80 {
        if byte == 0 { containsNUL = true }
        index += 1
        continue
      }
      let length = sequenceLength(in: buffer, at: index)
      guard length > 0 else { return (false, containsNUL) }
      index += length
    }
    return (true, containsNUL)
  }

  /// The length of the valid UTF-8 sequence at `index`, or minus the length of its maximal
  /// invalid subpart (at least 1), per Unicode's "U+FFFD substitution of maximal subparts".
  @inline(__always)
  private static func sequenceLength(in buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    let lead = buffer[index]
    if lead < 0x80 { return 1 }
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      secondRange = 0x80...0x9F
    case 0xF0:
      length = 4
      secondRange = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      secondRange = 0x80...0x8F
    default: return -1
    }
    for offset in 1..<length {
      guard index + offset < buffer.count else { return -offset }
      let byte = buffer[index + offset]
      let range = offset == 1 ? secondRange : 0x80...0xBF
      guard range.contains(byte) else { return -offset }
    }
    return length
  }
}
