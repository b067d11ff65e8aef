import Foundation

/// Where the encoding of a file came from.
public enum EncodingSource: String, Sendable, Hashable, Codable {
  /// A UTF-8 or UTF-16 byte order mark at the start of the file.
  case byteOrderMark
  /// The HTML prescan of the first 1024 bytes: a `<meta charset>`, a `<meta http-equiv>` pragma,
  /// or (as the prescan also allows) an XML declaration.
  case metaDeclaration
  /// Nothing was declared and the whole file is valid UTF-8.
  case validUTF8
  /// Nothing was declared, the file is not valid UTF-8, or the declared encoding cannot be
  /// decoded here: the file was read as windows-1252.
  case fallback
}

/// The encoding used to decode one file.
public struct DetectedEncoding: Sendable, Hashable {
  /// The WHATWG canonical name: "UTF-8", "windows-1252", "Shift_JIS", "UTF-16LE", ...
  public var name: String
  /// Where the encoding came from.
  public var source: EncodingSource

  /// Creates a detected encoding.
  public init(name: String, source: EncodingSource) {
    self.name = name
    self.source = source
  }
}

/// Something worth telling the user about the decoding (not fatal).
public struct DecodingNote: Sendable, Hashable {
  /// Full sentences: what happened, where, and what to do.
  public var message: String
  /// What the note is about (`encoding`, or `nulBytes` for replaced NUL characters).
  public var kind: ScanNote.Kind

  /// Creates a note.
  public init(message: String, kind: ScanNote.Kind = .encoding) {
    self.message = message
    self.kind = kind
  }
}

/// A file's text as UTF-8, ready for the parser, and how it was obtained.
struct DecodedInput: Sendable {
  /// The text as UTF-8 bytes: no byte order mark, no NUL.
  var utf8: [UInt8]
  /// The encoding the bytes were decoded from.
  var encoding: DetectedEncoding
  /// Everything the user should hear about the decoding.
  var notes: [DecodingNote]
  /// How many U+0000 characters were replaced with U+FFFD.
  var replacedNULCount: Int
}

/// Why a file was not decoded at all.
enum DecodingFailure: Error, Sendable, Hashable {
  /// The file is not text; `description` says why, e.g. "PNG image data".
  case binary(description: String)
}

/// Turns the bytes of a file into UTF-8 text: byte order mark, then the HTML prescan, then
/// UTF-8 if valid, then windows-1252; NUL becomes U+FFFD; binary files are rejected.
enum InputDecoder {
  /// How many leading bytes the control-byte check for binary data looks at.
  static let binarySampleLength = 8192

  /// Decodes `bytes`, or reports that they are binary data.
  static func decode(_ bytes: [UInt8]) -> Result<DecodedInput, DecodingFailure> {
    let byteOrderMark = EncodingSniffer.byteOrderMark(in: bytes)
    if let magic = BinarySignature.matching(bytes) {
      return .failure(.binary(description: magic))
    }
    let isUTF16 = byteOrderMark.map { $0.name != "UTF-8" } ?? false
    // Prescan before the control-byte check: a BOM-less UTF-16 XML declaration is text.
    let prescan = byteOrderMark == nil ? EncodingSniffer.prescan(bytes) : nil
    let isUTF16Declared = prescan?.encodingName.map { $0.hasPrefix("UTF-16") } ?? false
    if !isUTF16, !isUTF16Declared, !startsAsHTML(bytes), let reason = controlByteReason(bytes) {
      return .failure(.binary(description: reason))
    }

    var notes: [DecodingNote] = []
    var decoded: TranscodedText
    let encoding: DetectedEncoding
    if let byteOrderMark {
      encoding = DetectedEncoding(name: byteOrderMark.name, source: .byteOrderMark)
      decoded =
        TextTranscoder.transcode(
          bytes[byteOrderMark.length...], encodingName: byteOrderMark.name) ?? TranscodedText()
    } else if let declared = prescan?.encodingName {
      if let text = TextTranscoder.transcode(bytes, encodingName: declared) {
        encoding = DetectedEncoding(name: declared, source: .metaDeclaration)
        decoded = text
      } else {
        encoding = DetectedEncoding(name: "windows-1252", source: .fallback)
        decoded = TextTranscoder.windows1252(bytes[...])
        notes.append(unsupportedEncodingNote(declared))
      }
    } else if let valid = TextTranscoder.validUTF8(bytes) {
      encoding = DetectedEncoding(name: "UTF-8", source: .validUTF8)
      decoded = valid
    } else {
      encoding = DetectedEncoding(name: "windows-1252", source: .fallback)
      decoded = TextTranscoder.windows1252(bytes[...])
      notes.append(
        DecodingNote(
          message: "The file is not valid UTF-8 and declares no encoding, so it was read as "
            + "windows-1252; non-ASCII text may be wrong. Save it as UTF-8 or declare its "
            + "encoding with <meta charset> in the first 1024 bytes."))
    }
    for label in prescan?.unknownLabels ?? [] {
      notes.append(
        DecodingNote(
          message: "The encoding label \"\(label)\" in the first 1024 bytes is not one the "
            + "WHATWG Encoding Standard knows, so browsers ignore it too. Use a standard label "
            + "such as \"utf-8\"."))
    }
    if decoded.replacementCount > 0 {
      let line = lineNumber(ofByteOffset: decoded.firstReplacementOffset ?? 0, in: decoded.utf8)
      let sequences =
        decoded.replacementCount == 1
        ? "1 byte sequence that is" : "\(decoded.replacementCount) byte sequences that are"
      notes.append(
        DecodingNote(
          message: "The file has \(sequences) not valid \(encoding.name), the first on line "
            + "\(line); each was replaced with U+FFFD. Fix those bytes or declare the encoding "
            + "the file really uses."))
    }
    let nulCount = decoded.mayContainNUL ? replaceNULs(in: &decoded.utf8, notes: &notes) : 0
    return .success(
      DecodedInput(
        utf8: decoded.utf8, encoding: encoding, notes: notes, replacedNULCount: nulCount))
  }

  /// The note for a declared encoding this platform cannot decode.
  private static func unsupportedEncodingNote(_ name: String) -> DecodingNote {
    DecodingNote(
      message: "The file declares the encoding \(name), which cannot be decoded on this "
        + "platform, so it was read as windows-1252; non-ASCII text may be wrong. Save the file "
        + "as UTF-8 to check it exactly.")
  }

  /// Replaces every NUL byte with U+FFFD, adds a note when there was one, returns the count.
  static func replaceNULs(in utf8: inout [UInt8], notes: inout [DecodingNote]) -> Int {
    // Every file that was transcoded (not found valid UTF-8) is searched whole.
    guard let firstNUL = utf8.firstOffset(of: 0, from: 0, to: utf8.count) else { return 0 }
    let line = lineNumber(ofByteOffset: firstNUL, in: utf8)
    var repaired: [UInt8] = []
    repaired.reserveCapacity(utf8.count + 16)
    repaired.append(contentsOf: utf8[..<firstNUL])
    var count = 0
    for byte in utf8[firstNUL...] {
      if byte == 0 {
        repaired.append(contentsOf: [0xEF, 0xBF, 0xBD])
        count += 1
      } else {
        repaired.append(byte)
      }
    }
    utf8 = repaired
    let characters = count == 1 ? "1 NUL character" : "\(count) NUL characters"
    notes.append(
      DecodingNote(
        message: "The text contains \(characters), the first on line \(line); each was "
          + "replaced with U+FFFD before parsing. Remove them: NUL is never valid in HTML.",
        kind: .nulBytes))
    return count
  }

  /// The 1-based line of `offset`, counting LF, CRLF and lone CR as line breaks.
  private static func lineNumber(ofByteOffset offset: Int, in utf8: [UInt8]) -> Int {
    var line = 1
    var index = 0
    while index < offset {
      if utf8[index] == 0x0A {
        line += 1
      } else if utf8[index] == 0x0D {
        line += 1
        if index + 1 < offset, utf8[index + 1] == 0x0A { index += 1 }
      }
      index += 1
    }
    return line
  }

  /// Whether the bytes begin as an HTML page does: ASCII whitespace, then `<` and a letter, `!`
  /// or `?`, with only text before the first NUL. A browser reads a file served as HTML as HTML
  /// whatever follows, and file(1) calls such a file an HTML document, so trailing NUL padding
  /// (saved test pages, truncated downloads) does not make it binary; its NULs become U+FFFD.
  static func startsAsHTML(_ bytes: [UInt8]) -> Bool {
    var index = 0
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    index = start
    while index < bytes.count, HTMLBytes.isWhitespace(bytes[index]) { index += 1 }
    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "<") else { return false }
    let next = bytes[index + 1]
    let isLetter = (next | 0x20) >= UInt8(ascii: "a") && (next | 0x20) <= UInt8(ascii: "z")
    guard isLetter || next == UInt8(ascii: "!") || next == UInt8(ascii: "?") else { return false }
    // Up to the first NUL (or the sample's end) the bytes must be text.
    let sampleEnd = min(bytes.count, index + binarySampleLength)
    // Each control byte (a line break, mostly) up to the first NUL, found eight bytes at a time.
    var position = index
    while let control = bytes.firstOffset(ofByteBelow: 0x20, from: position, to: sampleEnd) {
      let byte = bytes[control]
      if byte == 0 { return true }
      if !HTMLBytes.isWhitespace(byte), byte != 0x1B { return false }
      position = control + 1
    }
    return true
  }

  /// Why the first bytes look binary: a NUL and more than 10 % control bytes other than TAB,
  /// LF, FF, CR and ESC. `nil` for text; a few stray NULs in a text file stay text.
  static func controlByteReason(_ bytes: [UInt8]) -> String? {
    let sample = bytes.prefix(binarySampleLength)
    guard bytes.firstOffset(of: 0, from: 0, to: sample.count) != nil else { return nil }
    var controlCount = 0
    for byte in sample where byte < 0x20 || byte == 0x7F {
      switch byte {
      case 0x09, 0x0A, 0x0C, 0x0D, 0x1B: break
      default: controlCount += 1
      }
    }
    guard controlCount * 10 > sample.count else { return nil }
    let percent = controlCount * 100 / sample.count
    return "NUL and control bytes are \(percent) % of its first "
      + "\(groupedThousands(sample.count)) bytes"
  }

  /// `8192` as "8,192".
  private static func groupedThousands(_ value: Int) -> String {
    let digits = String(value)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }
}

/// File signatures that mark a file as binary whatever else it contains.
enum BinarySignature {
  /// Each known signature: its bytes at offset 0 and what it means.
  static let all: [(prefix: [UInt8], description: String)] = [
    ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "PNG image data"),
    (Array("GIF87a".utf8), "GIF image data"),
    (Array("GIF89a".utf8), "GIF image data"),
    ([0xFF, 0xD8, 0xFF], "JPEG image data"),
    (Array("%PDF-".utf8), "PDF document"),
    ([0x50, 0x4B, 0x03, 0x04], "Zip archive data"),
    ([0x50, 0x4B, 0x05, 0x06], "Zip archive data (empty)"),
    ([0x1F, 0x8B], "gzip compressed data"),
    ([0x7F, 0x45, 0x4C, 0x46], "ELF executable"),
    ([0xFE, 0xED, 0xFA, 0xCE], "Mach-O executable"),
    ([0xFE, 0xED, 0xFA, 0xCF], "Mach-O executable"),
    ([0xCE, 0xFA, 0xED, 0xFE], "Mach-O executable"),
    ([0xCF, 0xFA, 0xED, 0xFE], "Mach-O executable"),
    ([0xCA, 0xFE, 0xBA, 0xBE], "Mach-O universal binary"),
    ([0x00, 0x61, 0x73, 0x6D], "WebAssembly binary"),
    (Array("SQLite format 3".utf8) + [0x00], "SQLite database"),
  ]

  /// The description of the signature `bytes` start with, if any.
  static func matching(_ bytes: [UInt8]) -> String? {
    all.first { bytes.starts(with: $0.prefix) }?.description
  }
}
