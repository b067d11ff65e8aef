import KeyboardTraits

/// Character predicates and small numeric helpers used by the pattern parser.
extension PatternParser {
  /// SyntaxCharacter: `^ $ \ . * + ? ( ) [ ] { } |`.
  static let syntaxCharacters: Set<Unicode.Scalar> = [
    "^", "$", "\\", ".", "*", "+", "?", "(", ")", "[", "]", "{", "}", "|",
  ]
  /// ClassSetSyntaxCharacter: must be escaped inside a v-mode class.
  static let classSetSyntaxCharacters: Set<Unicode.Scalar> = [
    "(", ")", "[", "]", "{", "}", "/", "-", "\\", "|",
  ]
  /// Characters that may not appear doubled inside a v-mode class.
  static let classSetReservedDoublePunctuators: Set<Unicode.Scalar> = [
    "&", "!", "#", "$", "%", "*", "+", ",", ".", ":", ";", "<", "=", ">", "?", "@", "^",
    "`", "~",
  ]
  /// ClassSetReservedPunctuator: may be escaped inside a v-mode class.
  static let classSetReservedPunctuators: Set<Unicode.Scalar> = [
    "&", "-", "!", "#", "%", ",", ":", ";", "<", "=", ">", "@", "`", "~",
  ]

  static func decimalValue(_ scalar: Unicode.Scalar) -> UInt32? {
    ("0"..."9").contains(scalar) ? scalar.value - 0x30 : nil
  }

  static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
    switch scalar {
    case "0"..."9": scalar.value - 0x30
    case "a"..."f": scalar.value - 0x61 + 10
    case "A"..."F": scalar.value - 0x41 + 10
    default: nil
    }
  }

  static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  /// UnicodePropertyNameCharacter / UnicodePropertyValueCharacter, plus the '=' separator.
  static func isPropertyCharacter(_ scalar: Unicode.Scalar) -> Bool {
    isASCIILetter(scalar) || decimalValue(scalar) != nil || scalar == "_" || scalar == "="
  }

  /// IdentifierStartChar: ID_Start, `$` or `_`.
  static func isIdentifierStart(_ value: UInt32) -> Bool {
    if value == 0x24 || value == 0x5F { return true }
    return Unicode.Scalar(value)?.properties.isIDStart ?? false
  }

  /// IdentifierPartChar: ID_Continue, `$`, ZWNJ or ZWJ.
  static func isIdentifierPart(_ value: UInt32) -> Bool {
    if value == 0x24 || value == 0x200C || value == 0x200D { return true }
    return Unicode.Scalar(value)?.properties.isIDContinue ?? false
  }

  /// Parses decimal digits, saturating at `Int.max` instead of overflowing.
  static func saturatingValue(_ digits: [UInt32]) -> Int {
    var value = 0
    for digit in digits {
      let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times.addingReportingOverflow(Int(digit))
      if overflow1 || overflow2 { return Int.max }
      value = sum
    }
    return value
  }

  static func decimalDigits(of value: Int) -> [UInt32] {
    String(value).unicodeScalars.map { $0.value - 0x30 }
  }

  /// Compares two arbitrarily long decimal numbers exactly; returns -1, 0 or 1.
  static func compareDecimal(_ lhs: [UInt32], _ rhs: [UInt32]) -> Int {
    let left = Array(lhs.drop { $0 == 0 })
    let right = Array(rhs.drop { $0 == 0 })
    if left.count != right.count { return left.count < right.count ? -1 : 1 }
    for (a, b) in zip(left, right) where a != b {
      return a < b ? -1 : 1
    }
    return 0
  }
}
