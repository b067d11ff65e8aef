extension String {
  /// Lower-cases ASCII letters only, as HTML does for enumerated attribute values.
  func asciiLowercased() -> String {
    guard utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return self }
    return String(decoding: utf8.map { ($0 >= 0x41 && $0 <= 0x5A) ? $0 + 0x20 : $0 }, as: UTF8.self)
  }

  /// Compares with a lower-case ASCII literal, ignoring ASCII case (WebKit's `equalLettersIgnoringASCIICase`).
  func equalsIgnoringASCIICase(_ lowercaseLiteral: String) -> Bool {
    utf8.count == lowercaseLiteral.utf8.count && asciiLowercased() == lowercaseLiteral
  }

  /// Collapses runs of HTML whitespace to one space and trims both ends.
  func collapsingWhitespace() -> String {
    split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" })
      .joined(separator: " ")
  }

  /// Trims HTML whitespace (space, tab, LF, FF, CR) from both ends.
  func trimmingHTMLWhitespace() -> Substring {
    let isSpace: (Character) -> Bool = {
      $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" || $0 == "\r\n"
    }
    guard let start = firstIndex(where: { !isSpace($0) }) else { return "" }
    let end = lastIndex(where: { !isSpace($0) }) ?? start
    return self[start...end]
  }
}
