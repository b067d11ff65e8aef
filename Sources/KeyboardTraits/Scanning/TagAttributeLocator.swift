/// Finds where each attribute name starts inside one start tag whose extent libxml2 has already
/// determined. libxml2's SAX interface gives values but no positions, so this follows the HTML
/// tokenizer's attribute states over the tag's own bytes only: names end at whitespace, `/`,
/// `>` or `=`; values are quoted or end at whitespace. The tokenizer makes no `String`;
/// ``WrittenAttributes`` reads a whole tag with it in one pass.
enum TagAttributeLocator {
  /// Calls `body` with each attribute name (lower-cased) and its offset, in source order.
  static func forEachName(
    in source: [UInt8], tagStart: Int, tagEnd: Int, _ body: (String, AttributeSourceRange) -> Void
  ) {
    let end = min(tagEnd, source.count)
    var index = afterTagName(in: source, tagStart: tagStart, end: end)
    while let (span, next) = nextAttribute(in: source, from: index, end: end) {
      body(String(decoding: source[span.name], as: UTF8.self).asciiLowercased(), span)
      index = next
    }
  }

  /// Just past the start tag whose `<` is at `tagStart`: past its `>`, or the end of the source
  /// when the tag is never closed. Quoted values may hold `>`; they are skipped as the tokenizer
  /// does.
  static func tagEnd(in source: [UInt8], tagStart: Int) -> Int {
    let end = source.count
    var index = afterTagName(in: source, tagStart: tagStart, end: end)
    while let (_, next) = nextAttribute(in: source, from: index, end: end) { index = next }
    while index < end, source[index] != greaterThan { index += 1 }
    return min(index + 1, end)
  }

  /// Where the attribute after the first `count` starts in the start tag at `tagStart`, and
  /// where that tag ends (past its `>`); nil offset when the tag has no more than `count`.
  static func attributeStart(
    after count: Int, in source: [UInt8], tagStart: Int
  ) -> (offset: Int?, tagEnd: Int) {
    let end = source.count
    var index = afterTagName(in: source, tagStart: tagStart, end: end)
    var seen = 0
    var offset: Int?
    while let (span, next) = nextAttribute(in: source, from: index, end: end) {
      seen += 1
      if seen == count + 1 { offset = span.name.lowerBound }
      index = next
    }
    while index < end, source[index] != greaterThan { index += 1 }
    return (offset, min(index + 1, end))
  }

  /// Just past the attribute whose name starts at `nameStart`: past its value and closing quote,
  /// or past its name when it has no value.
  static func attributeEnd(in source: [UInt8], nameStart: Int) -> Int {
    guard let (span, _) = nextAttribute(in: source, from: nameStart, end: source.count) else {
      return nameStart
    }
    guard let value = span.value else { return span.name.upperBound }
    return span.quote == nil ? value.upperBound : min(value.upperBound + 1, source.count)
  }

  /// The offset after the tag name of the tag whose `<` is at `tagStart`.
  static func afterTagName(in source: [UInt8], tagStart: Int, end: Int) -> Int {
    var index = tagStart + 1
    while index < end, !isNameEnd(source[index]) { index += 1 }
    return index
  }

  /// The attribute at or after `index` (skipping whitespace and `/`), with the offset just past
  /// it; nil at `>` or at `end`.
  static func nextAttribute(
    in source: [UInt8], from start: Int, end: Int
  ) -> (AttributeSourceRange, Int)? {
    var index = start
    while index < end, HTMLBytes.isWhitespace(source[index]) || source[index] == slash {
      index += 1
    }
    guard index < end, source[index] != greaterThan else { return nil }
    let nameStart = index
    index += 1  // a name may start with '=' (tokenizer: "before attribute name" state)
    while index < end, !isNameEnd(source[index]), source[index] != equals { index += 1 }
    let nameRange = nameStart..<index
    let nameEnd = index
    while index < end, HTMLBytes.isWhitespace(source[index]) { index += 1 }
    guard index < end, source[index] == equals else {
      // The whitespace after a bare name belongs to no attribute; the next one starts after it.
      return (AttributeSourceRange(name: nameRange, value: nil, quote: nil), nameEnd)
    }
    index += 1
    while index < end, HTMLBytes.isWhitespace(source[index]) { index += 1 }
    guard index < end else {
      return (AttributeSourceRange(name: nameRange, value: index..<index, quote: nil), index)
    }
    let quote = source[index]
    if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
      index += 1
      let valueStart = index
      while index < end, source[index] != quote { index += 1 }
      let span = AttributeSourceRange(
        name: nameRange, value: valueStart..<index, quote: Character(Unicode.Scalar(quote)))
      return (span, index + 1)
    }
    let valueStart = index
    while index < end, !HTMLBytes.isWhitespace(source[index]), source[index] != greaterThan {
      index += 1
    }
    let span = AttributeSourceRange(name: nameRange, value: valueStart..<index, quote: nil)
    return (span, index)
  }

  private static let slash = UInt8(ascii: "/")
  private static let equals = UInt8(ascii: "=")
  private static let greaterThan = UInt8(ascii: ">")

  private static func isNameEnd(_ byte: UInt8) -> Bool {
    HTMLBytes.isWhitespace(byte) || byte == slash || byte == greaterThan
  }
}
