import Foundation

/// Decodes the character references of an attribute value as the HTML5 tokenizer does, from
/// the value's bytes as written.
///
/// libxml2 2.9.14 drops or truncates at references HTML5 maps elsewhere (`&#x80;` is `€` by
/// the C1 table; `&#0;`, surrogates and numbers past U+10FFFF are U+FFFD; `&#11;` stays
/// U+000B, where libxml2 cut `username&#11;webauthn` to `username`). The builder re-reads
/// only values written with a `&`. Named references come from WHATWG's table
/// (``NamedCharacterReferences``), not libxml2's HTML 4 one, which lacks `&check;`.
enum AttributeCharacterReferences {
  /// The value of `bytes` (a value as written, quotes excluded) with its references decoded
  /// and its written line breaks normalised (CR LF and CR become LF, as the input stream
  /// does; a CR written `&#13;` stays).
  static func decode(_ bytes: ArraySlice<UInt8>) -> String {
    var scalars = String.UnicodeScalarView()
    var literalStart = bytes.startIndex
    var index = bytes.startIndex
    func flushLiteral(upTo end: Int) {
      guard literalStart < end else { return }
      let literal = String(decoding: bytes[literalStart..<end], as: UTF8.self)
      scalars.append(contentsOf: normalisingLineBreaks(literal).unicodeScalars)
    }
    while let ampersand = bytes.firstOffset(of: UInt8(ascii: "&"), from: index, to: bytes.endIndex)
    {
      flushLiteral(upTo: ampersand)
      if let (scalar, next) = reference(in: bytes, at: ampersand) {
        scalars.append(contentsOf: scalar)
        index = next
      } else {
        scalars.append("&")
        index = ampersand + 1
      }
      literalStart = index
    }
    flushLiteral(upTo: bytes.endIndex)
    return String(scalars)
  }

  /// The reference at `start` (its `&`), decoded, and the offset after it; nil when the `&`
  /// is a literal.
  private static func reference(
    in bytes: ArraySlice<UInt8>, at start: Int
  ) -> ([Unicode.Scalar], Int)? {
    let end = bytes.endIndex
    var index = start + 1
    guard index < end else { return nil }
    if bytes[index] == UInt8(ascii: "#") { return numeric(in: bytes, from: index + 1) }
    // Named: the longest name in the table, with `;`, or a legacy name without it.
    let nameStart = index
    while index < end, index - nameStart < 32, isAlphanumeric(bytes[index]) { index += 1 }
    guard index > nameStart else { return nil }
    if index < end, bytes[index] == UInt8(ascii: ";"),
      let characters = NamedCharacterReferences.characters(bytes[nameStart...index])
    {
      return (characters, index + 1)
    }
    // Only the legacy names are in the table without `;`, none longer than six letters.
    for nameEnd in stride(from: min(index, nameStart + 6), to: nameStart, by: -1) {
      guard let characters = NamedCharacterReferences.characters(bytes[nameStart..<nameEnd])
      else { continue }
      // In an attribute, a legacy name followed by `=` or an alphanumeric stays as written.
      if nameEnd < end, bytes[nameEnd] == UInt8(ascii: "=") || isAlphanumeric(bytes[nameEnd]) {
        return nil
      }
      return (characters, nameEnd)
    }
    return nil
  }

  /// `&#…` from just after the `#`: decimal or `x` hexadecimal digits, an optional `;`.
  private static func numeric(
    in bytes: ArraySlice<UInt8>, from start: Int
  ) -> ([Unicode.Scalar], Int)? {
    let end = bytes.endIndex
    var index = start
    var radix: UInt32 = 10
    if index < end, bytes[index] | 0x20 == UInt8(ascii: "x") {
      radix = 16
      index += 1
    }
    let digitsStart = index
    var value: UInt32 = 0
    while index < end, let digit = digitValue(bytes[index], radix: radix) {
      value = min(value &* radix &+ digit, 0x11_0000)  // saturates: anything larger is U+FFFD
      index += 1
    }
    guard index > digitsStart else { return nil }
    if index < end, bytes[index] == UInt8(ascii: ";") { index += 1 }
    return ([scalar(forCodePoint: value)], index)
  }

  /// WHATWG HTML "numeric character reference end state".
  static func scalar(forCodePoint value: UInt32) -> Unicode.Scalar {
    if value == 0 || value > 0x10_FFFF || (0xD800...0xDFFF).contains(value) {
      return "\u{FFFD}"
    }
    if (0x80...0x9F).contains(value), let mapped = c1Replacements[Int(value - 0x80)] {
      return mapped
    }
    return Unicode.Scalar(value) ?? "\u{FFFD}"
  }

  /// The windows-1252 characters the C1 references stand for (nil: kept as the control).
  private static let c1Replacements: [Unicode.Scalar?] = [
    "\u{20AC}", nil, "\u{201A}", "\u{0192}", "\u{201E}", "\u{2026}", "\u{2020}", "\u{2021}",
    "\u{02C6}", "\u{2030}", "\u{0160}", "\u{2039}", "\u{0152}", nil, "\u{017D}", nil,
    nil, "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}", "\u{2022}", "\u{2013}", "\u{2014}",
    "\u{02DC}", "\u{2122}", "\u{0161}", "\u{203A}", "\u{0153}", nil, "\u{017E}", "\u{0178}",
  ]

  private static func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16:
      return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16:
      return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    let folded = byte | 0x20
    return (folded >= UInt8(ascii: "a") && folded <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  private static func normalisingLineBreaks(_ value: String) -> String {
    guard value.utf8.contains(0x0D) else { return value }
    return value.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(
      of: "\r", with: "\n")
  }
}
