/// Finds the encoding a file declares: its byte order mark, or the HTML prescan of its first
/// 1024 bytes (WHATWG HTML "prescan a byte stream to determine its encoding").
enum EncodingSniffer {
  /// How many leading bytes the prescan looks at, as the HTML standard recommends.
  static let prescanLimit = 1024

  /// What the prescan found.
  struct PrescanResult: Sendable, Hashable {
    /// The WHATWG name of the declared encoding, or `nil` when nothing usable was declared.
    var encodingName: String?
    /// Labels that a `<meta>` or XML declaration used but the Encoding Standard does not know.
    var unknownLabels: [String] = []
  }

  /// The encoding named by a byte order mark at the start of `bytes`, and the mark's length.
  static func byteOrderMark(in bytes: [UInt8]) -> (name: String, length: Int)? {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      return ("UTF-8", 3)
    }
    if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE { return ("UTF-16LE", 2) }
    if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF { return ("UTF-16BE", 2) }
    return nil
  }

  /// The WHATWG encoding name for `label`, after trimming ASCII whitespace and lower-casing it,
  /// or `nil` when the Encoding Standard does not know the label.
  static func encodingName(forLabel label: String) -> String? {
    let whitespace: Set<Character> = ["\t", "\n", "\u{0C}", "\r", " "]
    var trimmed = Substring(label)
    while let first = trimmed.first, whitespace.contains(first) { trimmed.removeFirst() }
    while let last = trimmed.last, whitespace.contains(last) { trimmed.removeLast() }
    // ASCII-only lower-casing, as the Encoding standard requires for labels.
    return labelTable[String(trimmed).asciiLowercased()]
  }

  /// Runs the HTML prescan over the first ``prescanLimit`` bytes of `bytes`.
  static func prescan(_ bytes: [UInt8]) -> PrescanResult {
    var scanner = PrescanScanner(bytes: bytes.prefix(prescanLimit))
    return scanner.run()
  }

  /// Every label of the Encoding Standard, mapped to its encoding's canonical name.
  static let labelTable: [String: String] = {
    var table: [String: String] = [:]
    for (name, labels) in labelsByEncoding {
      for label in labels { table[label] = name }
    }
    return table
  }()

  /// The Encoding Standard's label table, grouped by encoding.
  private static let labelsByEncoding: [(String, [String])] = [
    (
      "UTF-8",
      [
        "unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "utf-8", "utf8", "x-unicode20utf8",
      ]
    ),
    ("IBM866", ["866", "cp866", "csibm866", "ibm866"]),
    (
      "ISO-8859-2",
      [
        "csisolatin2", "iso-8859-2", "iso-ir-101", "iso8859-2", "iso88592", "iso_8859-2",
        "iso_8859-2:1987", "l2", "latin2",
      ]
    ),
    (
      "ISO-8859-3",
      [
        "csisolatin3", "iso-8859-3", "iso-ir-109", "iso8859-3", "iso88593", "iso_8859-3",
        "iso_8859-3:1988", "l3", "latin3",
      ]
    ),
    (
      "ISO-8859-4",
      [
        "csisolatin4", "iso-8859-4", "iso-ir-110", "iso8859-4", "iso88594", "iso_8859-4",
        "iso_8859-4:1988", "l4", "latin4",
      ]
    ),
    (
      "ISO-8859-5",
      [
        "csisolatincyrillic", "cyrillic", "iso-8859-5", "iso-ir-144", "iso8859-5", "iso88595",
        "iso_8859-5", "iso_8859-5:1988",
      ]
    ),
    (
      "ISO-8859-6",
      [
        "arabic", "asmo-708", "csiso88596e", "csiso88596i", "csisolatinarabic", "ecma-114",
        "iso-8859-6", "iso-8859-6-e", "iso-8859-6-i", "iso-ir-127", "iso8859-6", "iso88596",
        "iso_8859-6", "iso_8859-6:1987",
      ]
    ),
    (
      "ISO-8859-7",
      [
        "csisolatingreek", "ecma-118", "elot_928", "greek", "greek8", "iso-8859-7", "iso-ir-126",
        "iso8859-7", "iso88597", "iso_8859-7", "iso_8859-7:1987", "sun_eu_greek",
      ]
    ),
    (
      "ISO-8859-8",
      [
        "csiso88598e", "csisolatinhebrew", "hebrew", "iso-8859-8", "iso-8859-8-e", "iso-ir-138",
        "iso8859-8", "iso88598", "iso_8859-8", "iso_8859-8:1988", "visual",
      ]
    ),
    ("ISO-8859-8-I", ["csiso88598i", "iso-8859-8-i", "logical"]),
    (
      "ISO-8859-10",
      [
        "csisolatin6", "iso-8859-10", "iso-ir-157", "iso8859-10", "iso885910", "l6", "latin6",
      ]
    ),
    ("ISO-8859-13", ["iso-8859-13", "iso8859-13", "iso885913"]),
    ("ISO-8859-14", ["iso-8859-14", "iso8859-14", "iso885914"]),
    (
      "ISO-8859-15",
      [
        "csisolatin9", "iso-8859-15", "iso8859-15", "iso885915", "iso_8859-15", "l9",
      ]
    ),
    ("ISO-8859-16", ["iso-8859-16"]),
    ("KOI8-R", ["cskoi8r", "koi", "koi8", "koi8-r", "koi8_r"]),
    ("KOI8-U", ["koi8-ru", "koi8-u"]),
    ("macintosh", ["csmacintosh", "mac", "macintosh", "x-mac-roman"]),
    (
      "windows-874",
      [
        "dos-874", "iso-8859-11", "iso8859-11", "iso885911", "tis-620", "windows-874",
      ]
    ),
    ("windows-1250", ["cp1250", "windows-1250", "x-cp1250"]),
    ("windows-1251", ["cp1251", "windows-1251", "x-cp1251"]),
    (
      "windows-1252",
      [
        "ansi_x3.4-1968", "ascii", "cp1252", "cp819", "csisolatin1", "ibm819", "iso-8859-1",
        "iso-ir-100", "iso8859-1", "iso88591", "iso_8859-1", "iso_8859-1:1987", "l1", "latin1",
        "us-ascii", "windows-1252", "x-cp1252",
      ]
    ),
    ("windows-1253", ["cp1253", "windows-1253", "x-cp1253"]),
    (
      "windows-1254",
      [
        "cp1254", "csisolatin5", "iso-8859-9", "iso-ir-148", "iso8859-9", "iso88599", "iso_8859-9",
        "iso_8859-9:1989", "l5", "latin5", "windows-1254", "x-cp1254",
      ]
    ),
    ("windows-1255", ["cp1255", "windows-1255", "x-cp1255"]),
    ("windows-1256", ["cp1256", "windows-1256", "x-cp1256"]),
    ("windows-1257", ["cp1257", "windows-1257", "x-cp1257"]),
    ("windows-1258", ["cp1258", "windows-1258", "x-cp1258"]),
    ("x-mac-cyrillic", ["x-mac-cyrillic", "x-mac-ukrainian"]),
    (
      "GBK",
      [
        "chinese", "csgb2312", "csiso58gb231280", "gb2312", "gb_2312", "gb_2312-80", "gbk",
        "iso-ir-58", "x-gbk",
      ]
    ),
    ("gb18030", ["gb18030"]),
    ("Big5", ["big5", "big5-hkscs", "cn-big5", "csbig5", "x-x-big5"]),
    ("EUC-JP", ["cseucpkdfmtjapanese", "euc-jp", "x-euc-jp"]),
    ("ISO-2022-JP", ["csiso2022jp", "iso-2022-jp"]),
    (
      "Shift_JIS",
      [
        "csshiftjis", "ms932", "ms_kanji", "shift-jis", "shift_jis", "sjis", "windows-31j",
        "x-sjis",
      ]
    ),
    (
      "EUC-KR",
      [
        "cseuckr", "csksc56011987", "euc-kr", "iso-ir-149", "korean", "ks_c_5601-1987",
        "ks_c_5601-1989", "ksc5601", "ksc_5601", "windows-949",
      ]
    ),
    (
      "replacement",
      [
        "csiso2022kr", "hz-gb-2312", "iso-2022-cn", "iso-2022-cn-ext", "iso-2022-kr", "replacement",
      ]
    ),
    ("UTF-16BE", ["unicodefffe", "utf-16be"]),
    (
      "UTF-16LE",
      [
        "csunicode", "iso-10646-ucs-2", "ucs-2", "unicode", "unicodefeff", "utf-16", "utf-16le",
      ]
    ),
    ("x-user-defined", ["x-user-defined"]),
  ]
}

/// One run of the prescan: a cursor over at most 1024 bytes and the steps that move it.
private struct PrescanScanner {
  /// The bytes being scanned (already cut to the prescan limit).
  let bytes: ArraySlice<UInt8>
  /// The current byte, as an index into `bytes`.
  var position: Int
  /// Labels seen but not found in the label table.
  var unknownLabels: [String] = []

  /// Starts at the first byte of `bytes`.
  init(bytes: ArraySlice<UInt8>) {
    self.bytes = bytes
    self.position = bytes.startIndex
  }

  /// One attribute found by "get an attribute": name and value, ASCII-lowercased byte strings.
  struct Attribute {
    /// The attribute's name.
    var name: [UInt8] = []
    /// The attribute's value.
    var value: [UInt8] = []
  }

  /// The prescan proper: the UTF-16 XML declaration check, the loop over tags, then the XML
  /// declaration fallback.
  mutating func run() -> EncodingSniffer.PrescanResult {
    if let utf16 = utf16XMLDeclaration() {
      return EncodingSniffer.PrescanResult(encodingName: utf16)
    }
    while position < bytes.endIndex {
      // Every step below starts at a '<'; the text between tags is skipped with `memchr`.
      guard bytes[position] == UInt8(ascii: "<") else {
        position = bytes.firstOffset(of: 0x3C, from: position, to: bytes.endIndex) ?? bytes.endIndex
        continue
      }
      if startsWith("<!--") {
        // The end is a '>' after two '-', which may be the ones in "<!--" itself ("<!-->").
        guard let end = firstIndex(of: Array("-->".utf8), from: position + 2) else { break }
        position = end + 2
      } else if startsWithMetaTag() {
        position += 5
        if let name = scanMetaAttributes() {
          return EncodingSniffer.PrescanResult(encodingName: name, unknownLabels: unknownLabels)
        }
      } else if startsWithTagName() {
        while position < bytes.endIndex, !isSpaceOrGreaterThan(bytes[position]) { position += 1 }
        // Only where the attributes end matters here: their bytes are not collected.
        while getAttribute(collecting: false) != nil {}
      } else if startsWith("<!") || startsWith("</") || startsWith("<?") {
        guard let end = bytes[(position + 1)...].firstIndex(of: 0x3E) else { break }
        position = end
      }
      position += 1
    }
    return EncodingSniffer.PrescanResult(
      encodingName: xmlDeclarationEncoding(), unknownLabels: unknownLabels)
  }

  /// `<?x` in UTF-16 without a byte order mark: the prescan returns UTF-16LE or UTF-16BE.
  private func utf16XMLDeclaration() -> String? {
    let head = Array(bytes.prefix(6))
    if head == [0x3C, 0x00, 0x3F, 0x00, 0x78, 0x00] { return "UTF-16LE" }
    if head == [0x00, 0x3C, 0x00, 0x3F, 0x00, 0x78] { return "UTF-16BE" }
    return nil
  }

  /// The attribute loop and processing steps for one `<meta`; the encoding name when the
  /// element decides the encoding, `nil` to go on scanning.
  private mutating func scanMetaAttributes() -> String? {
    var seenNames: Set<[UInt8]> = []
    var gotPragma = false
    var needPragma: Bool?
    var charset: String?
    var charsetIsFailure = false
    while let attribute = getAttribute() {
      guard seenNames.insert(attribute.name).inserted else { continue }
      switch attribute.name {
      case Array("http-equiv".utf8):
        if attribute.value == Array("content-type".utf8) { gotPragma = true }
      case Array("content".utf8):
        if charset == nil, !charsetIsFailure,
          let label = Self.charsetLabel(inContent: attribute.value)
        {
          if let name = lookUp(label) {
            charset = name
            needPragma = true
          }
        }
      case Array("charset".utf8):
        let name = lookUp(String(decoding: attribute.value, as: UTF8.self))
        charset = name
        charsetIsFailure = name == nil
        needPragma = false
      default:
        break
      }
    }
    guard let needPragma, !needPragma || gotPragma, let charset else { return nil }
    switch charset {
    case "UTF-16LE", "UTF-16BE": return "UTF-8"
    case "x-user-defined": return "windows-1252"
    default: return charset
    }
  }

  /// The Encoding Standard name for `label`, remembering labels it does not know.
  private mutating func lookUp(_ label: String) -> String? {
    if let name = EncodingSniffer.encodingName(forLabel: label) { return name }
    unknownLabels.append(label)
    return nil
  }

  /// "Get an attribute": `nil` when there is no further attribute (or the bytes run out). When
  /// not `collecting`, the attribute returned is empty: only the position moves.
  private mutating func getAttribute(collecting: Bool = true) -> Attribute? {
    while let byte = current, byte.isSpace || byte == 0x2F { position += 1 }
    guard let first = current, first != 0x3E else { return nil }
    var attribute = Attribute()
    var nameLength = 0
    var sawSpace = false
    nameLoop: while let byte = current {
      switch byte {
      case 0x3D where nameLength > 0:
        position += 1
        break nameLoop
      case _ where byte.isSpace:
        sawSpace = true
        break nameLoop
      case 0x2F, 0x3E:
        return attribute
      default:
        nameLength += 1
        if collecting { attribute.name.append(byte.asciiLowercased) }
      }
      position += 1
    }
    guard current != nil else { return nil }
    if sawSpace {
      while let byte = current, byte.isSpace { position += 1 }
      guard let byte = current else { return nil }
      guard byte == 0x3D else { return attribute }
      position += 1
    }
    while let byte = current, byte.isSpace { position += 1 }
    guard let valueStart = current else { return nil }
    switch valueStart {
    case 0x22, 0x27:
      while true {
        position += 1
        guard let byte = current else { return nil }
        if byte == valueStart {
          position += 1
          return attribute
        }
        if collecting { attribute.value.append(byte.asciiLowercased) }
      }
    case 0x3E:
      return attribute
    default:
      if collecting { attribute.value.append(valueStart.asciiLowercased) }
      position += 1
    }
    while let byte = current {
      if isSpaceOrGreaterThan(byte) { return attribute }
      if collecting { attribute.value.append(byte.asciiLowercased) }
      position += 1
    }
    return nil
  }

  /// "Extract a character encoding from a meta element" up to the label (which the caller maps).
  static func charsetLabel(inContent content: [UInt8]) -> String? {
    let word = Array("charset".utf8)
    var position = 0
    while true {
      guard let found = firstIndex(of: word, in: content, from: position) else { return nil }
      position = found + word.count
      while position < content.count, content[position].isSpace { position += 1 }
      if position < content.count, content[position] == 0x3D {
        position += 1
        break
      }
    }
    while position < content.count, content[position].isSpace { position += 1 }
    guard position < content.count else { return nil }
    let next = content[position]
    if next == 0x22 || next == 0x27 {
      guard let close = content[(position + 1)...].firstIndex(of: next) else { return nil }
      return String(decoding: content[(position + 1)..<close], as: UTF8.self)
    }
    var end = position
    while end < content.count, !content[end].isSpace, content[end] != 0x3B { end += 1 }
    return String(decoding: content[position..<end], as: UTF8.self)
  }

  /// "Get an XML encoding": the label in `<?xml ... encoding="...">` at the very start.
  private mutating func xmlDeclarationEncoding() -> String? {
    guard bytes.starts(with: Array("<?xml".utf8)),
      let declarationEnd = bytes.firstIndex(of: 0x3E)
    else { return nil }
    let declaration = Array(bytes[bytes.startIndex..<declarationEnd])
    guard let found = Self.firstIndex(of: Array("encoding".utf8), in: declaration, from: 0)
    else { return nil }
    var index = found + 8
    while index < declaration.count, declaration[index] <= 0x20 { index += 1 }
    guard index < declaration.count, declaration[index] == 0x3D else { return nil }
    index += 1
    while index < declaration.count, declaration[index] <= 0x20 { index += 1 }
    guard index < declaration.count, declaration[index] == 0x22 || declaration[index] == 0x27
    else { return nil }
    let quote = declaration[index]
    guard let close = declaration[(index + 1)...].firstIndex(of: quote) else { return nil }
    let label = declaration[(index + 1)..<close]
    // A label with bytes at or below 0x20 inside is not a label.
    guard !label.contains(where: { $0 <= 0x20 }) else { return nil }
    guard let name = lookUp(String(decoding: label, as: UTF8.self)) else { return nil }
    return name == "UTF-16LE" || name == "UTF-16BE" ? "UTF-8" : name
  }

  /// The byte at `position`, or `nil` past the end.
  private var current: UInt8? { position < bytes.endIndex ? bytes[position] : nil }

  /// Whether the bytes at `position` start with the ASCII `text` (case-sensitive).
  private func startsWith(_ text: String) -> Bool {
    bytes[position...].starts(with: text.utf8)
  }

  /// `<meta` (any case) followed by a space or `/`.
  private func startsWithMetaTag() -> Bool {
    guard position + 5 < bytes.endIndex, bytes[position] == 0x3C else { return false }
    // Compared in place: this runs at every `<` of the prescan, and a lower-cased copy of
    // the name cost an allocation each time.
    let after = bytes[position + 5]
    return bytes[(position + 1)..<(position + 5)].equalsIgnoringASCIICase(lowercased: "meta".utf8)
      && (after.isSpace || after == 0x2F)
  }

  /// `<` optionally followed by `/`, then an ASCII letter.
  private func startsWithTagName() -> Bool {
    guard bytes[position] == 0x3C else { return false }
    var next = position + 1
    if next < bytes.endIndex, bytes[next] == 0x2F { next += 1 }
    return next < bytes.endIndex && bytes[next].isASCIILetter
  }

  /// Whether `byte` ends a tag name or an unquoted value.
  private func isSpaceOrGreaterThan(_ byte: UInt8) -> Bool { byte.isSpace || byte == 0x3E }

  /// The index in `bytes` where `needle` first occurs at or after `start`.
  private func firstIndex(of needle: [UInt8], from start: Int) -> Int? {
    guard start <= bytes.endIndex - needle.count else { return nil }
    for index in start...(bytes.endIndex - needle.count)
    where bytes[index..<(index + needle.count)].elementsEqual(needle) {
      return index
    }
    return nil
  }

  /// The index in `haystack` where `needle` first occurs at or after `start`, ignoring ASCII case.
  static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
    guard start <= haystack.count - needle.count else { return nil }
    for index in start...(haystack.count - needle.count)
    where haystack[index..<(index + needle.count)].equalsIgnoringASCIICase(lowercased: needle) {
      return index
    }
    return nil
  }
}

extension UInt8 {
  /// TAB, LF, FF, CR or SPACE: ASCII whitespace as the HTML standard counts it.
  fileprivate var isSpace: Bool { HTMLBytes.isWhitespace(self) }

  /// Whether the byte is `A`–`Z` or `a`–`z`.
  fileprivate var isASCIILetter: Bool {
    (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self)
  }
}
