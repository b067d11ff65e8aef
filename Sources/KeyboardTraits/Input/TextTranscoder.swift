import Foundation

/// Text converted to UTF-8, with a count of the byte sequences that had to be replaced.
struct TranscodedText: Sendable {
  /// The text as UTF-8 (it may still contain NUL bytes).
  var utf8: [UInt8] = []
  /// How many invalid byte sequences became U+FFFD.
  var replacementCount = 0
  /// The offset in `utf8` of the first U+FFFD that replaced an invalid sequence.
  var firstReplacementOffset: Int?
  /// `false` only when the text is known to hold no NUL byte, which saves a scan.
  var mayContainNUL = true
}

/// Converts bytes in one named encoding to UTF-8.
///
/// UTF-8, UTF-16, windows-1252 and x-user-defined are decoded here; other single-byte encodings
/// use a 128-entry table filled once from Foundation; the CJK encodings go through the C
/// library's iconv, else Foundation, line by line where a file has bytes Foundation rejects
/// (EUC-JP, which Foundation on Linux cannot decode, is then rewritten as Shift_JIS first).
enum TextTranscoder {
  /// The UTF-8 text of `bytes` when it is valid UTF-8, sharing its storage; `nil` otherwise.
  static func validUTF8(_ bytes: [UInt8]) -> TranscodedText? {
    let scan = UTF8Scanner.scan(bytes)
    guard scan.isValid else { return nil }
    return TranscodedText(utf8: bytes, mayContainNUL: scan.containsNUL)
  }

  /// A whole file decoded from `encodingName`; valid UTF-8 shares the file's storage.
  static func transcode(_ bytes: [UInt8], encodingName: String) -> TranscodedText? {
    if encodingName == "UTF-8", let valid = validUTF8(bytes) { return valid }
    return transcode(bytes[...], encodingName: encodingName)
  }

  /// `bytes` decoded from the encoding `encodingName`, or `nil` if this platform cannot decode
  /// that encoding.
  static func transcode(_ bytes: ArraySlice<UInt8>, encodingName: String) -> TranscodedText? {
    switch encodingName {
    case "UTF-8":
      return utf8(bytes)
    case "UTF-16LE":
      return utf16(bytes, bigEndian: false)
    case "UTF-16BE":
      return utf16(bytes, bigEndian: true)
    case "windows-1252":
      return windows1252(bytes)
    case "x-user-defined":
      return singleByte(bytes) { $0 < 0x80 ? UInt32($0) : 0xF700 + UInt32($0) }
    case "EUC-JP":
      return IconvDecoder.decode(bytes, encodingName: encodingName) ?? eucJP(bytes)
    default:
      if let table = SingleByteTables.table(for: encodingName) {
        return singleByte(bytes) { $0 < 0x80 ? UInt32($0) : table[Int($0) - 0x80] }
      }
      if let encoding = foundationMultiByteEncodings[encodingName] {
        return IconvDecoder.decode(bytes, encodingName: encodingName)
          ?? multiByte(bytes, encoding: encoding)
      }
      return nil
    }
  }

  /// UTF-8 with each invalid sequence (maximal subpart) replaced with U+FFFD, as browsers do.
  static func utf8(_ bytes: ArraySlice<UInt8>) -> TranscodedText {
    let scan = UTF8Scanner.scan(bytes)
    if scan.isValid { return TranscodedText(utf8: Array(bytes), mayContainNUL: scan.containsNUL) }
    var result = TranscodedText()
    result.utf8.reserveCapacity(bytes.count + 16)
    UTF8Scanner.forEachPiece(of: bytes) { piece in
      switch piece {
      case .valid(let range): result.utf8.append(contentsOf: bytes[range])
      case .invalid: appendReplacement(to: &result)
      }
    }
    return result
  }

  /// UTF-16 in the given byte order; unpaired surrogates and an odd last byte become U+FFFD.
  static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> TranscodedText {
    var result = TranscodedText()
    result.utf8.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    func unit(at position: Int) -> UInt32 {
      let first = UInt32(bytes[position])
      let second = UInt32(bytes[position + 1])
      return bigEndian ? first << 8 | second : second << 8 | first
    }
    while index + 1 < bytes.endIndex {
      let lead = unit(at: index)
      index += 2
      if lead < 0xD800 || lead > 0xDFFF {
        appendScalar(lead, to: &result.utf8)
      } else if lead <= 0xDBFF, index + 1 < bytes.endIndex,
        case let trail = unit(at: index), (0xDC00...0xDFFF).contains(trail)
      {
        appendScalar(0x10000 + ((lead - 0xD800) << 10) + (trail - 0xDC00), to: &result.utf8)
        index += 2
      } else {
        appendReplacement(to: &result)
      }
    }
    if index < bytes.endIndex { appendReplacement(to: &result) }
    return result
  }

  /// windows-1252 per the Encoding Standard: every byte maps to a character, so nothing is lost.
  static func windows1252(_ bytes: ArraySlice<UInt8>) -> TranscodedText {
    singleByte(bytes) { byte in
      (0x80...0x9F).contains(byte) ? windows1252HighControls[Int(byte) - 0x80] : UInt32(byte)
    }
  }

  /// What windows-1252 bytes 0x80–0x9F mean; the five undefined ones stay C1 controls.
  private static let windows1252HighControls: [UInt32] = [
    0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
    0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
    0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
  ]

  /// Maps each byte through `scalarForByte`; ``SingleByteTables/undefined`` becomes U+FFFD.
  private static func singleByte(
    _ bytes: ArraySlice<UInt8>, scalarForByte: (UInt8) -> UInt32
  ) -> TranscodedText {
    var result = TranscodedText()
    result.utf8.reserveCapacity(bytes.count + bytes.count / 2)
    for byte in bytes {
      if byte < 0x80 {
        result.utf8.append(byte)
        continue
      }
      let scalar = scalarForByte(byte)
      if scalar == SingleByteTables.undefined {
        appendReplacement(to: &result)
      } else {
        appendScalar(scalar, to: &result.utf8)
      }
    }
    return result
  }

  /// Foundation's encodings for the multi-byte WHATWG encodings it can decode on Linux.
  private static let foundationMultiByteEncodings: [String: String.Encoding] = [
    "Shift_JIS": .shiftJIS,
    "ISO-2022-JP": .iso2022JP,
    "EUC-KR": CoreFoundationEncoding.dosKorean,
    "Big5": CoreFoundationEncoding.big5HKSCS,
    "GBK": CoreFoundationEncoding.dosChineseSimplified,
    "gb18030": CoreFoundationEncoding.gb18030,
  ]

  /// Decodes with Foundation; when it rejects the whole input, decodes line by line and then
  /// character by character, so only the bad sequences become U+FFFD.
  private static func multiByte(
    _ bytes: ArraySlice<UInt8>, encoding: String.Encoding
  ) -> TranscodedText {
    if let text = String(bytes: bytes, encoding: encoding) {
      return TranscodedText(utf8: Array(text.utf8))
    }
    var result = TranscodedText()
    result.utf8.reserveCapacity(bytes.count * 3 / 2)
    // LF is never part of a multi-byte character in these encodings, so lines decode alone.
    var lineStart = bytes.startIndex
    while lineStart < bytes.endIndex {
      let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A).map { $0 + 1 } ?? bytes.endIndex
      let line = bytes[lineStart..<lineEnd]
      if let text = String(bytes: line, encoding: encoding) {
        result.utf8.append(contentsOf: text.utf8)
      } else {
        decodeCharacterByCharacter(line, encoding: encoding, into: &result)
      }
      lineStart = lineEnd
    }
    return result
  }

  /// The slow path for one bad line: ASCII as is, then the shortest 2-, 4- or 3-byte run that
  /// Foundation decodes to one character, else U+FFFD for the lead byte.
  private static func decodeCharacterByCharacter(
    _ line: ArraySlice<UInt8>, encoding: String.Encoding, into result: inout TranscodedText
  ) {
    var index = line.startIndex
    outer: while index < line.endIndex {
      let byte = line[index]
      if byte < 0x80 {
        result.utf8.append(byte)
        index += 1
        continue
      }
      for length in [1, 2, 4, 3] where index + length <= line.endIndex {
        if let text = String(bytes: line[index..<(index + length)], encoding: encoding),
          text.unicodeScalars.count == 1
        {
          result.utf8.append(contentsOf: text.utf8)
          index += length
          continue outer
        }
      }
      appendReplacement(to: &result)
      index += 1
    }
  }

  /// EUC-JP, rewritten as Shift_JIS (the same JIS X 0208 characters, arithmetically moved) and
  /// decoded by Foundation; JIS X 0212 and malformed sequences become U+FFFD.
  private static func eucJP(_ bytes: ArraySlice<UInt8>) -> TranscodedText {
    // 0xA0 is never valid Shift_JIS, so it marks a bad sequence for the decoder to replace.
    let invalid: UInt8 = 0xA0
    var shiftJIS: [UInt8] = []
    shiftJIS.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let lead = bytes[index]
      let next = index + 1 < bytes.endIndex ? bytes[index + 1] : 0
      if lead < 0x80 {
        shiftJIS.append(lead)
        index += 1
      } else if lead == 0x8E, (0xA1...0xDF).contains(next) {
        shiftJIS.append(next)
        index += 2
      } else if lead == 0x8F, (0xA1...0xFE).contains(next) {
        shiftJIS.append(invalid)
        index += 3
      } else if (0xA1...0xFE).contains(lead), (0xA1...0xFE).contains(next) {
        let row = Int(lead) - 0x80
        let cell = Int(next) - 0x80
        let first = (row + 1) / 2 + (row <= 0x5E ? 0x70 : 0xB0)
        let second = row % 2 == 1 ? cell + (cell <= 0x5F ? 0x1F : 0x20) : cell + 0x7E
        shiftJIS.append(UInt8(truncatingIfNeeded: first))
        shiftJIS.append(UInt8(truncatingIfNeeded: second))
        index += 2
      } else {
        shiftJIS.append(invalid)
        index += 1
      }
    }
    return multiByte(shiftJIS[...], encoding: .shiftJIS)
  }

  /// Appends U+FFFD and counts it as a replaced sequence.
  private static func appendReplacement(to result: inout TranscodedText) {
    if result.firstReplacementOffset == nil { result.firstReplacementOffset = result.utf8.count }
    result.replacementCount += 1
    result.utf8.append(contentsOf: [0xEF, 0xBF, 0xBD])
  }

  /// Appends the UTF-8 form of a scalar value (surrogates never reach here).
  private static func appendScalar(_ value: UInt32, to utf8: inout [UInt8]) {
    switch value {
    case 0..<0x80:
      utf8.append(UInt8(value))
    case 0x80..<0x800:
      utf8.append(UInt8(0xC0 | value >> 6))
      utf8.append(UInt8(0x80 | value & 0x3F))
    case 0x800..<0x10000:
      utf8.append(UInt8(0xE0 | value >> 12))
      utf8.append(UInt8(0x80 | value >> 6 & 0x3F))
      utf8.append(UInt8(0x80 | value & 0x3F))
    default:
      utf8.append(UInt8(0xF0 | value >> 18))
      utf8.append(UInt8(0x80 | value >> 12 & 0x3F))
      utf8.append(UInt8(0x80 | value >> 6 & 0x3F))
      utf8.append(UInt8(0x80 | value & 0x3F))
    }
  }
}

/// Foundation encodings that have no named constant, built from CoreFoundation encoding
/// numbers the way `CFStringConvertEncodingToNSStringEncoding` does (high bit set).
enum CoreFoundationEncoding {
  /// An encoding from its `kCFStringEncoding...` number.
  static func encoding(_ coreFoundationValue: UInt) -> String.Encoding {
    String.Encoding(rawValue: 0x8000_0000 | coreFoundationValue)
  }

  /// Code page 949 (Unified Hangul Code), the superset the Encoding Standard calls EUC-KR.
  static let dosKorean = encoding(0x0422)
  /// Big5 with the HKSCS extensions, as the Encoding Standard's Big5 has.
  static let big5HKSCS = encoding(0x0A06)
  /// Code page 936, the Encoding Standard's GBK.
  static let dosChineseSimplified = encoding(0x0421)
  /// GB 18030.
  static let gb18030 = encoding(0x0632)
}

/// The upper halves (bytes 0x80–0xFF) of the single-byte encodings, read once from Foundation.
enum SingleByteTables {
  /// Marks a byte the encoding leaves undefined.
  static let undefined: UInt32 = 0xFFFF_FFFF

  /// Each WHATWG single-byte encoding Foundation can decode, with its Foundation encoding.
  static let foundationEncodings: [String: String.Encoding] = [
    "IBM866": CoreFoundationEncoding.encoding(0x0413),
    "ISO-8859-2": .isoLatin2,
    "ISO-8859-3": CoreFoundationEncoding.encoding(0x0203),
    "ISO-8859-4": CoreFoundationEncoding.encoding(0x0204),
    "ISO-8859-5": CoreFoundationEncoding.encoding(0x0205),
    "ISO-8859-6": CoreFoundationEncoding.encoding(0x0206),
    "ISO-8859-7": CoreFoundationEncoding.encoding(0x0207),
    "ISO-8859-8": CoreFoundationEncoding.encoding(0x0208),
    "ISO-8859-8-I": CoreFoundationEncoding.encoding(0x0208),
    "ISO-8859-10": CoreFoundationEncoding.encoding(0x020A),
    "ISO-8859-13": CoreFoundationEncoding.encoding(0x020D),
    "ISO-8859-14": CoreFoundationEncoding.encoding(0x020E),
    "ISO-8859-15": CoreFoundationEncoding.encoding(0x020F),
    "ISO-8859-16": CoreFoundationEncoding.encoding(0x0210),
    "KOI8-R": CoreFoundationEncoding.encoding(0x0A02),
    "KOI8-U": CoreFoundationEncoding.encoding(0x0A08),
    "macintosh": .macOSRoman,
    "windows-874": CoreFoundationEncoding.encoding(0x041D),
    "windows-1250": .windowsCP1250,
    "windows-1251": .windowsCP1251,
    "windows-1253": .windowsCP1253,
    "windows-1254": .windowsCP1254,
    "windows-1255": CoreFoundationEncoding.encoding(0x0505),
    "windows-1256": CoreFoundationEncoding.encoding(0x0506),
    "windows-1257": CoreFoundationEncoding.encoding(0x0507),
    "windows-1258": CoreFoundationEncoding.encoding(0x0508),
    "x-mac-cyrillic": CoreFoundationEncoding.encoding(0x0007),
  ]

  /// The scalars of bytes 0x80...0xFF (or ``undefined``) in the encoding called `name`; nil
  /// when Foundation cannot decode it here. Each table is built on first use: building all 28
  /// at once (through ICU) cost more than a run spends on most legacy-encoded files.
  static func table(for name: String) -> [UInt32]? {
    guard let encoding = foundationEncodings[name] else { return nil }
    if let built = builtTables.value(for: name) { return built.table }
    let table = (0x80...0xFF).map { byte -> UInt32 in
      guard let text = String(bytes: [UInt8(byte)], encoding: encoding),
        text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first
      else { return undefined }
      return scalar.value
    }
    // An encoding Foundation cannot decode at all yields no usable table.
    let usable = table.contains { $0 != undefined } ? table : nil
    builtTables.store(BuiltTable(table: usable), for: name)
    return usable
  }

  /// A built table; `table` is nil when the encoding proved undecodable.
  private struct BuiltTable: Sendable {
    let table: [UInt32]?
  }

  private static let builtTables = LockedCache<String, BuiltTable>()
}
