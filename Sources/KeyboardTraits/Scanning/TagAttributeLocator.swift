/// Finds where each attribute name starts inside one start tag whose extent libxml2 has already
/// determined. libxml2's SAX interface gives values but no positions, so this follows the HTML
/// tokenizer's attribute states over the tag's own bytes only: names end at whitespace, `/`,
/// `>` or `=`; values are quoted or end at whitespace.
enum TagAttributeLocator {
  /// Where each attribute's name and value are in `source[tagStart...tagEnd]` (`tagStart` is
  /// the `<`): names lower-cased, only the first of duplicate names.
  static func spans(in source: [UInt8], tagStart: Int, tagEnd: Int) -> AttributeSpans {
    var spans = AttributeSpans()
    forEachName(in: source, tagStart: tagStart, tagEnd: tagEnd) { name, span in
      spans.addFirst(name, span)
    }
    return spans
  }

  /// Byte offsets of the second occurrence of each attribute name written more than once in
  /// the tag (the one browsers ignore, and libxml2 reports as "redefined").
  static func repeatedNameOffsets(in source: [UInt8], tagStart: Int, tagEnd: Int) -> [String: Int] {
    var seen: Set<String> = []
    var repeated: [String: Int] = [:]
    forEachName(in: source, tagStart: tagStart, tagEnd: tagEnd) { name, span in
      if !seen.insert(name).inserted, repeated[name] == nil {
        repeated[name] = span.name.lowerBound
      }
    }
    return repeated
  }

  /// Calls `body` with each attribute name (lower-cased) and its offset, in source order.
  static func forEachName(
    in source: [UInt8], tagStart: Int, tagEnd: Int, _ body: (String, AttributeSourceRange) -> Void
  ) {
    let end = min(tagEnd, source.count)
    var index = afterTagName(in: source, tagStart: tagStart, end: end)
    while let (name, span, next) = nextAttribute(in: source, from: index, end: end) {
      body(name, span)
      index = next
    }
  }

  /// Just past the start tag whose `<` is at `tagStart`: past its `>`, or the end of the source
  /// when the tag is never closed. Quoted values may hold `>`; they are skipped as the tokenizer
  /// does.
  static func tagEnd(in source: [UInt8], tagStart: Int) -> Int {
    let end = source.count
    var index = afterTagName(in: source, tagStart: tagStart, end: end)
    while let (_, _, next) = nextAttribute(in: source, from: index, end: end) { index = next }
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
    while let (_, span, next) = nextAttribute(in: source, from: index, end: end) {
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
    guard let (_, span, _) = nextAttribute(in: source, from: nameStart, end: source.count) else {
      return nameStart
    }
    guard let value = span.value else { return span.name.upperBound }
    return span.quote == nil ? value.upperBound : min(value.upperBound + 1, source.count)
  }

  /// The offset after the tag name of the tag whose `<` is at `tagStart`.
  private static func afterTagName(in source: [UInt8], tagStart: Int, end: Int) -> Int {
    var index = tagStart + 1
    while index < end, !isNameEnd(source[index]) { index += 1 }
    return index
  }

  /// The attribute at or after `index` (skipping whitespace and `/`), with the offset just past
  /// it; nil at `>` or at `end`.
  private static func nextAttribute(
    in source: [UInt8], from start: Int, end: Int
  ) -> (String, AttributeSourceRange, Int)? {
    var index = start
    while index < end, HTMLBytes.isWhitespace(source[index]) || source[index] == slash {
      index += 1
    }
    guard index < end, source[index] != greaterThan else { return nil }
    let nameStart = index
    index += 1  // a name may start with '=' (tokenizer: "before attribute name" state)
    while index < end, !isNameEnd(source[index]), source[index] != equals { index += 1 }
    let name = String(decoding: source[nameStart..<index], as: UTF8.self).asciiLowercased()
    let nameRange = nameStart..<index
    let nameEnd = index
    while index < end, HTMLBytes.isWhitespace(source[index]) { index += 1 }
    guard index < end, source[index] == equals else {
      // The whitespace after a bare name belongs to no attribute; the next one starts after it.
      return (name, AttributeSourceRange(name: nameRange, value: nil, quote: nil), nameEnd)
    }
    index += 1
    while index < end, HTMLBytes.isWhitespace(source[index]) { index += 1 }
    guard index < end else {
      return (name, AttributeSourceRange(name: nameRange, value: index..<index, quote: nil), index)
    }
    let quote = source[index]
    if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
      index += 1
      let valueStart = index
      while index < end, source[index] != quote { index += 1 }
      let span = AttributeSourceRange(
        name: nameRange, value: valueStart..<index, quote: Character(Unicode.Scalar(quote)))
      return (name, span, index + 1)
    }
    let valueStart = index
    while index < end, !HTMLBytes.isWhitespace(source[index]), source[index] != greaterThan {
      index += 1
    }
    let span = AttributeSourceRange(name: nameRange, value: valueStart..<index, quote: nil)
    return (name, span, index)
  }

  private static let slash = UInt8(ascii: "/")
  private static let equals = UInt8(ascii: "=")
  private static let greaterThan = UInt8(ascii: ">")

  private static func isNameEnd(_ byte: UInt8) -> Bool {
    HTMLBytes.isWhitespace(byte) || byte == slash || byte == greaterThan
  }
}

/// The attribute spans of one tag by name. A tag has a handful of attributes, and comparing a
/// few names costs less than hashing them; a tag with very many (generated or hostile markup)
/// gets a dictionary, so that looking each one up never turns quadratic.
struct AttributeSpans {
  private var list: [(name: String, span: AttributeSourceRange)] = []
  private var index: [String: AttributeSourceRange]?
  private static let listLimit = 16

  /// Records `span` for `name` unless the name was seen before.
  mutating func addFirst(_ name: String, _ span: AttributeSourceRange) {
    if index == nil, list.count == Self.listLimit {
      index = Dictionary(list.map { ($0.name, $0.span) }, uniquingKeysWith: { first, _ in first })
    }
    if index != nil {
      if index?[name] == nil { index?[name] = span }
    } else if !list.contains(where: { $0.name.isSameName(as: name) }) {
      list.append((name, span))
    }
  }

  /// The span of the attribute called `name`.
  subscript(name: String) -> AttributeSourceRange? {
    if let index { return index[name] }
    return list.first { $0.name.isSameName(as: name) }?.span
  }
}
