import Foundation

extension String {
  /// Lower-cases ASCII letters only, as HTML does for enumerated attribute values.
  package func asciiLowercased() -> String {
    guard utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return self }
    return String(decoding: utf8.map { ($0 >= 0x41 && $0 <= 0x5A) ? $0 + 0x20 : $0 }, as: UTF8.self)
  }

  /// Compares with a lower-case ASCII literal, ignoring ASCII case (WebKit's `equalLettersIgnoringASCIICase`).
  /// Byte by byte, so no lower-cased copy is made.
  func equalsIgnoringASCIICase(_ lowercaseLiteral: String) -> Bool {
    guard utf8.count == lowercaseLiteral.utf8.count else { return false }
    return zip(utf8, lowercaseLiteral.utf8).allSatisfy { byte, expected in
      ((byte >= 0x41 && byte <= 0x5A) ? byte + 0x20 : byte) == expected
    }
  }

  /// Whether `other` (not empty) occurs in this string, compared as UTF-8 bytes; Foundation's
  /// `contains` bridges to NSString and costs far more on Linux.
  package func containsText(_ other: String) -> Bool {
    var haystack = self
    var needle = other
    return haystack.withUTF8 { text in
      needle.withUTF8 { pattern in
        guard !pattern.isEmpty else { return false }
        guard pattern.count <= text.count else { return false }
        let first = pattern[0]
        var start = 0
        while start + pattern.count <= text.count {
          if text[start] == first,
            memcmp(text.baseAddress! + start, pattern.baseAddress!, pattern.count) == 0
          {
            return true
          }
          start += 1
        }
        return false
      }
    }
  }

  /// Collapses runs of HTML whitespace to one space and trims both ends.
  package func collapsingWhitespace() -> String {
    // HTML whitespace is ASCII, so UTF-8 bytes suffice (and "\r\n", one Character, is two bytes).
    var result: [UInt8] = []
    result.reserveCapacity(utf8.count)
    var pendingSpace = false
    for byte in utf8 {
      if HTMLBytes.isWhitespace(byte) {
        pendingSpace = !result.isEmpty
      } else {
        if pendingSpace { result.append(0x20) }
        pendingSpace = false
        result.append(byte)
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Trims HTML whitespace (space, tab, LF, FF, CR) from both ends.
  package func trimmingHTMLWhitespace() -> Substring {
    let scalars = unicodeScalars
    guard let start = scalars.firstIndex(where: { !HTMLWhitespace.contains($0) }),
      let last = scalars.lastIndex(where: { !HTMLWhitespace.contains($0) })
    else { return "" }
    return self[start...last]
  }
}

/// HTML's ASCII whitespace: space, tab, LF, FF, CR.
package enum HTMLWhitespace {
  package static func contains(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
  }
}
