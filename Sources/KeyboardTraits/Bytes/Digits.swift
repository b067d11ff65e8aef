/// Decimal and hexadecimal digits written from a small buffer on the stack, without making a
/// string of them.
enum Digits {
  /// Runs `body` with the decimal digits of `value` (a `-` first when it is negative), filled
  /// from the end of a small buffer.
  static func withDecimal<Result>(
    of value: Int, _ body: (ByteChunk) -> Result
  ) -> Result {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 21) { digits in
      var start = digits.count
      var magnitude = value.magnitude
      repeat {
        start -= 1
        digits[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      if value < 0 {
        start -= 1
        digits[start] = UInt8(ascii: "-")
      }
      return body(ByteChunk(UnsafeBufferPointer(rebasing: digits[start...])))
    }
  }
}

extension [UInt8] {
  /// Appends the decimal digits of `value` (a `-` first when it is negative), in one append.
  package mutating func appendDecimalDigits(of value: Int) {
    Digits.withDecimal(of: value) { append(contentsOf: $0) }
  }

  /// Appends the 16 lower-case hexadecimal digits of `value`, leading zeros included, in one
  /// append.
  package mutating func appendHexDigits(of value: UInt64) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { digits in
      for position in 0..<16 {
        let digit = UInt8(truncatingIfNeeded: value >> UInt64(60 - 4 * position)) & 0xF
        digits[position] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
      }
      append(contentsOf: UnsafeBufferPointer(digits))
    }
  }
}
