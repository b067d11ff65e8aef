/// HTML's "rules for parsing integers", which `tabindex` follows (Blink's `ParseHTMLInteger`).
enum HTMLInteger {
  /// Leading HTML whitespace is skipped, a `-` or `+` sign is allowed, and parsing stops at the
  /// first byte that is not a digit (`"3px"` is 3); nil without digits or on overflow.
  static func parse(_ value: String) -> Int? {
    var bytes = value.utf8[...]
    while let first = bytes.first, HTMLBytes.isWhitespace(first) { bytes = bytes.dropFirst() }
    var isNegative = false
    if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
      isNegative = sign == UInt8(ascii: "-")
      bytes = bytes.dropFirst()
    }
    var result = 0
    var sawDigit = false
    for byte in bytes {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { break }
      sawDigit = true
      let digit = Int(byte - UInt8(ascii: "0"))
      // Blink keeps the value in an `int`: anything beyond 32 bits is a parse error.
      let (times, overflow) = result.multipliedReportingOverflow(by: 10)
      guard !overflow, times + digit <= Int(Int32.max) + 1 else { return nil }
      result = times + digit
    }
    guard sawDigit else { return nil }
    let signed = isNegative ? -result : result
    guard signed >= Int(Int32.min), signed <= Int(Int32.max) else { return nil }
    return signed
  }
}
