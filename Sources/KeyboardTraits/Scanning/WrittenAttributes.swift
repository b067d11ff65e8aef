/// The attributes of one start tag as the HTML5 tokenizer reads them, found in one pass over the
/// tag's bytes (``TagAttributeLocator``): where each name and value is written, the first of
/// each name only (browsers ignore a repeated one), and where each repeated name is written
/// again.
///
/// Names are compared as bytes, ASCII case folded, as a `Set` of lower-cased names would
/// compare them; a `String` is made only for what a caller keeps.
struct WrittenAttributes {
  private let source: [UInt8]
  /// The first attribute of each name, in source order.
  private(set) var spans: [AttributeSourceRange] = []
  /// Whether each name in ``spans`` is all ASCII (then its bytes alone decide equality).
  private var isASCII: [Bool] = []
  /// For each name written more than once: its index in ``spans`` and where it is written
  /// the second time.
  private var repeats: [(first: Int, offset: Int)] = []
  /// Each lower-cased name's index in ``spans``, for a tag with very many attributes
  /// (generated or hostile markup), so that finding each one never turns quadratic.
  private var indexByName: [String: Int]?
  private static let listLimit = 16

  /// Reads the start tag in `source[tagStart..<tagEnd]` (`tagStart` is its `<`).
  init(in source: [UInt8], tagStart: Int, tagEnd: Int) {
    self.source = source
    let end = min(tagEnd, source.count)
    var index = TagAttributeLocator.afterTagName(in: source, tagStart: tagStart, end: end)
    while let (span, next) = TagAttributeLocator.nextAttribute(in: source, from: index, end: end) {
      add(span)
      index = next
    }
  }

  private mutating func add(_ span: AttributeSourceRange) {
    let isASCII = Self.isASCII(source, span.name)
    if let first = firstIndex(named: span.name, isASCII: isASCII) {
      if !repeats.contains(where: { $0.first == first }) {
        repeats.append((first, span.name.lowerBound))
      }
      return
    }
    if indexByName == nil, spans.count == Self.listLimit {
      indexByName = Dictionary(
        spans.indices.map { (name(at: $0), $0) }, uniquingKeysWith: { first, _ in first })
    }
    if indexByName != nil {
      let name = name(at: span.name)
      indexByName?[name] = spans.count
    }
    spans.append(span)
    self.isASCII.append(isASCII)
  }

  /// The index of the attribute already read whose name is the one written at `range`.
  private func firstIndex(named range: Range<Int>, isASCII: Bool) -> Int? {
    if let indexByName { return indexByName[name(at: range)] }
    for index in spans.indices {
      let other = spans[index].name
      if isASCII, self.isASCII[index] {
        if Self.equalFolded(source, range, source, other) { return index }
      } else if name(at: range) == name(at: other) {
        // Beyond ASCII, names the bytes tell apart may still be equal strings.
        return index
      }
    }
    return nil
  }

  // MARK: Reading

  /// The name of attribute `index`, lower-cased.
  func name(at index: Int) -> String { name(at: spans[index].name) }

  /// The value of attribute `index` as HTML5 decodes it (nil for a bare attribute).
  func value(at index: Int) -> String? {
    spans[index].value.map(value(in:))
  }

  /// The index of the attribute called `name` (lower-case), or nil.
  func index(of name: String) -> Int? {
    if let indexByName { return indexByName[name] }
    return name.withUTF8Chunk { bytes in
      for index in spans.indices where nameMatches(at: index, bytes: bytes, name: name) {
        return index
      }
      return nil
    }
  }

  /// Where the attribute called `name` is written the second time, if it is written twice.
  func repeatedNameOffset(of name: String) -> Int? {
    guard let first = index(of: name) else { return nil }
    return repeats.first { $0.first == first }?.offset
  }

  /// The tag's own attributes as HTML5 reads them: names lower-cased, values decoded.
  var attributes: [RawAttribute] {
    spans.indices.map { index in
      RawAttribute(name: name(at: index), value: value(at: index), span: spans[index])
    }
  }

  /// `attributes`, the ones libxml2 reported for this tag, each with the place of the tag's
  /// attribute of that name; a value written with a `&` or a CR is decoded from the tag.
  func locating(_ attributes: [RawAttribute]) -> [RawAttribute] {
    var result = attributes
    for position in result.indices {
      guard let index = index(of: result[position].name) else { continue }
      result[position].span = spans[index]
      if result[position].value != nil, let value = spans[index].value,
        Self.needsDecoding(source, value)
      {
        result[position].value = AttributeCharacterReferences.decode(source[value])
      }
    }
    return result
  }

  /// ``locateInOrder(_:in:tagStart:tagEnd:)`` over a tag already read: `attributes` with the
  /// tag's places when libxml2 named them as the tag does, else the tag's own attributes.
  func agreeing(with attributes: [RawAttribute]) -> [RawAttribute] {
    guard attributes.count == spans.count else { return self.attributes }
    for (index, attribute) in attributes.enumerated() {
      let matches = attribute.name.withUTF8Chunk { bytes in
        nameMatches(at: index, bytes: bytes, name: attribute.name)
      }
      if !matches { return self.attributes }
    }
    var result = attributes
    for index in result.indices {
      result[index].span = spans[index]
      if result[index].value != nil, let value = spans[index].value,
        Self.needsDecoding(source, value)
      {
        result[index].value = AttributeCharacterReferences.decode(source[value])
      }
    }
    return result
  }

  /// Whether attribute `index` is called `name`, whose UTF-8 is `bytes`.
  private func nameMatches(at index: Int, bytes: ByteChunk, name: String) -> Bool {
    let range = spans[index].name
    guard isASCII[index] else { return self.name(at: range).isSameName(as: name) }
    return source.matchesIgnoringASCIICase(at: range, lowercased: bytes)
  }

  // MARK: libxml2's attributes in order

  /// Gives each of `attributes`, the ones libxml2 reported for the start tag in
  /// `source[tagStart..<tagEnd]`, the place of the tag's attribute at the same rank (the tag's
  /// repeated names aside), and decodes a value written with a `&` or a CR from the tag:
  /// libxml2 drops or truncates at some character references (``AttributeCharacterReferences``)
  /// and keeps CRs. The usual case, in one pass over the tag that makes no `String` and keeps
  /// no list of its own.
  ///
  /// - Returns: false when libxml2 named the tag's attributes differently (then `attributes`
  ///   are left half done, and the tag's own, ``attributes``, are the ones HTML5 reads): it
  ///   ends a name at a quote or `<` and drops a name that follows a `/` or starts with `=`
  ///   (`<input/type="email"/name="e">` has both attributes in a browser).
  static func locateInOrder(
    _ attributes: inout [RawAttribute], in source: [UInt8], tagStart: Int, tagEnd: Int
  ) -> Bool {
    let end = min(tagEnd, source.count)
    let decodes = !attributes.isEmpty && needsDecoding(source, tagStart..<end)
    var matched = 0
    var index = TagAttributeLocator.afterTagName(in: source, tagStart: tagStart, end: end)
    while let (span, next) = TagAttributeLocator.nextAttribute(in: source, from: index, end: end) {
      index = next
      if matched < attributes.count, isName(span.name, in: source, attributes[matched].name) {
        attributes[matched].span = span
        if decodes, attributes[matched].value != nil, let value = span.value,
          needsDecoding(source, value)
        {
          attributes[matched].value = AttributeCharacterReferences.decode(source[value])
        }
        matched += 1
        continue
      }
      // libxml2 keeps no repeated name, so a name it reported already is the tag's repeat.
      let isRepeat = attributes[..<matched].contains { isName(span.name, in: source, $0.name) }
      if !isRepeat { return false }
    }
    return matched == attributes.count
  }

  /// Whether the name written at `range` is `name` (lower-case), as strings compare.
  private static func isName(_ range: Range<Int>, in source: [UInt8], _ name: String) -> Bool {
    if source.matchesIgnoringASCIICase(at: range, lowercased: name) { return true }
    // Beyond ASCII, names the bytes tell apart may still be equal strings.
    guard !isASCII(source, range) else { return false }
    return String(decoding: source[range], as: UTF8.self).asciiLowercased() == name
  }

  // MARK: Bytes

  private func name(at range: Range<Int>) -> String {
    String(decoding: source[range], as: UTF8.self).asciiLowercased()
  }

  /// The value written at `range`, decoded when it holds a reference or a CR.
  private func value(in range: Range<Int>) -> String {
    Self.needsDecoding(source, range)
      ? AttributeCharacterReferences.decode(source[range])
      : String(decoding: source[range], as: UTF8.self)
  }

  /// Whether `range` holds a `&` or a CR (libxml2 keeps CRs in values): two `memchr`s.
  static func needsDecoding(_ source: [UInt8], _ range: Range<Int>) -> Bool {
    source.firstOffset(of: UInt8(ascii: "&"), from: range.lowerBound, to: range.upperBound)
      != nil
      || source.firstOffset(of: 0x0D, from: range.lowerBound, to: range.upperBound) != nil
  }

  private static func isASCII(_ source: [UInt8], _ range: Range<Int>) -> Bool {
    for index in range where source[index] >= 0x80 { return false }
    return true
  }

  /// Whether two ASCII names are equal, ASCII case folded.
  private static func equalFolded(
    _ left: [UInt8], _ leftRange: Range<Int>, _ right: [UInt8], _ rightRange: Range<Int>
  ) -> Bool {
    guard leftRange.count == rightRange.count else { return false }
    for offset in 0..<leftRange.count
    where left[leftRange.lowerBound + offset].asciiLowercased
      != right[rightRange.lowerBound + offset].asciiLowercased
    {
      return false
    }
    return true
  }
}
