import Foundation
import TestHelpers
import Testing

@testable import KeyboardTraits

/// Decodes `bytes` and fails the test if they were rejected as binary.
private func decoded(
  _ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation
) throws -> DecodedInput {
  switch InputDecoder.decode(bytes) {
  case .success(let input): return input
  case .failure(let failure):
    Issue.record("unexpectedly binary: \(failure)", sourceLocation: sourceLocation)
    throw failure
  }
}

/// The decoded text as a Swift string.
private func text(_ input: DecodedInput) -> String { String(decoding: input.utf8, as: UTF8.self) }

/// ASCII text followed by raw bytes.
private func bytes(_ ascii: String, _ raw: [UInt8] = [], _ tail: String = "") -> [UInt8] {
  Array(ascii.utf8) + raw + Array(tail.utf8)
}

@Suite("Byte order marks")
struct ByteOrderMarkTests {
  @Test func utf8BOMIsStripped() throws {
    let input = try decoded([0xEF, 0xBB, 0xBF] + Array("<p>é</p>".utf8))
    #expect(input.encoding == DetectedEncoding(name: "UTF-8", source: .byteOrderMark))
    #expect(text(input) == "<p>é</p>")
    #expect(input.notes.isEmpty)
  }

  @Test func utf16LittleEndian() throws {
    let units = Array("<p>é日😀</p>".utf16)
    let raw = units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let input = try decoded([0xFF, 0xFE] + raw)
    #expect(input.encoding == DetectedEncoding(name: "UTF-16LE", source: .byteOrderMark))
    #expect(text(input) == "<p>é日😀</p>")
  }

  @Test func utf16BigEndian() throws {
    let raw = Array("<a>ü</a>".utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    let input = try decoded([0xFE, 0xFF] + raw)
    #expect(input.encoding == DetectedEncoding(name: "UTF-16BE", source: .byteOrderMark))
    #expect(text(input) == "<a>ü</a>")
  }

  @Test func utf16UnpairedSurrogateBecomesReplacement() throws {
    // "a", a lone high surrogate, "b", then an odd trailing byte.
    let input = try decoded([0xFF, 0xFE, 0x61, 0x00, 0x00, 0xD8, 0x62, 0x00, 0x63])
    #expect(text(input) == "a\u{FFFD}b\u{FFFD}")
    #expect(input.notes.count == 1)
    #expect(input.notes[0].message.contains("2 byte sequences"))
  }

  @Test func bomBeatsMeta() throws {
    let input = try decoded([0xEF, 0xBB, 0xBF] + bytes("<meta charset=windows-1251>é"))
    #expect(input.encoding.name == "UTF-8")
    #expect(text(input) == "<meta charset=windows-1251>é")
  }
}

@Suite("The meta prescan")
struct PrescanTests {
  /// The name the prescan returns for `html`.
  private func prescanned(_ html: String) -> String? {
    EncodingSniffer.prescan(Array(html.utf8)).encodingName
  }

  @Test func metaCharsetQuotedAndUnquoted() {
    #expect(prescanned("<meta charset=\"Shift_JIS\">") == "Shift_JIS")
    #expect(prescanned("<META CHARSET='windows-1251'>") == "windows-1251")
    #expect(prescanned("<meta charset=euc-kr>") == "EUC-KR")
    #expect(prescanned("<meta charset = \" latin1 \" >") == "windows-1252")
    #expect(prescanned("<meta/charset=koi8-r>") == "KOI8-R")
  }

  @Test func httpEquivWithContent() {
    let html = "<meta http-equiv=\"Content-Type\" content=\"text/html; charset=ISO-8859-2\">"
    #expect(prescanned(html) == "ISO-8859-2")
    #expect(
      prescanned("<meta content='text/html;charset = gb2312' http-equiv=content-type>")
        == "GBK")
    #expect(
      prescanned("<meta content=\"text/html; charset='big5'\" http-equiv=Content-Type>")
        == "Big5")
  }

  @Test func contentWithoutPragmaIsIgnored() {
    #expect(prescanned("<meta content=\"text/html; charset=windows-1251\">") == nil)
    #expect(prescanned("<meta name=x content=\"charset=windows-1251\">") == nil)
  }

  @Test func commentsAndOtherTagsAreSkipped() {
    #expect(prescanned("<!-- <meta charset=windows-1251> --><p>") == nil)
    #expect(prescanned("<!--><meta charset=windows-1253>") == "windows-1253")
    #expect(
      prescanned("<div title='<meta charset=windows-1251>'><meta charset=utf-8>")
        == "UTF-8")
    #expect(prescanned("<!DOCTYPE html><?php x ?></div foo='<meta charset=big5>'>") == nil)
    #expect(prescanned("<metadata charset=big5><meta charset=euc-jp>") == "EUC-JP")
  }

  @Test func firstAttributeOfANameWins() {
    #expect(prescanned("<meta charset=koi8-u charset=big5>") == "KOI8-U")
  }

  @Test func metaAfter1024BytesIsIgnored() {
    let padding = String(repeating: "x", count: 1024)
    #expect(prescanned(padding + "<meta charset=windows-1251>") == nil)
    #expect(
      prescanned(String(repeating: "x", count: 990) + "<meta charset=windows-1251>")
        == "windows-1251")
  }

  @Test func utf16DeclaredMeansUTF8() {
    #expect(prescanned("<meta charset=utf-16>") == "UTF-8")
    #expect(prescanned("<meta charset=UTF-16BE>") == "UTF-8")
  }

  @Test func xUserDefinedMeansWindows1252() {
    // The HTML standard's prescan (since 2014) turns x-user-defined into windows-1252.
    #expect(prescanned("<meta charset=x-user-defined>") == "windows-1252")
  }

  @Test func unknownLabelIsRemembered() {
    let result = EncodingSniffer.prescan(Array("<meta charset=klingon>".utf8))
    #expect(result.encodingName == nil)
    #expect(result.unknownLabels == ["klingon"])
  }

  @Test func xmlDeclarationCounts() {
    #expect(prescanned("<?xml version=\"1.0\" encoding=\"ISO-8859-7\"?><html>") == "ISO-8859-7")
    let utf16 = EncodingSniffer.prescan([0x3C, 0x00, 0x3F, 0x00, 0x78, 0x00, 0x6D, 0x00])
    #expect(utf16.encodingName == "UTF-16LE")
  }

  @Test func labelTable() {
    #expect(EncodingSniffer.encodingName(forLabel: " ASCII ") == "windows-1252")
    #expect(EncodingSniffer.encodingName(forLabel: "iso-8859-1") == "windows-1252")
    #expect(EncodingSniffer.encodingName(forLabel: "iso-8859-9") == "windows-1254")
    #expect(EncodingSniffer.encodingName(forLabel: "x-sjis") == "Shift_JIS")
    #expect(EncodingSniffer.encodingName(forLabel: "GB18030") == "gb18030")
    #expect(EncodingSniffer.encodingName(forLabel: "tis-620") == "windows-874")
    #expect(EncodingSniffer.encodingName(forLabel: "utf-7") == nil)
  }
}

@Suite("Choosing and decoding the encoding")
struct EncodingChoiceTests {
  @Test func lyingMetaWinsOverValidUTF8() throws {
    // The prescan result beats the bytes, as in browsers: "é" in UTF-8 reads as "Ã©".
    let input = try decoded(bytes("<meta charset=windows-1252><p>é</p>"))
    #expect(input.encoding == DetectedEncoding(name: "windows-1252", source: .metaDeclaration))
    #expect(text(input) == "<meta charset=windows-1252><p>Ã©</p>")
  }

  @Test func utf16MetaReadsAsUTF8() throws {
    let input = try decoded(bytes("<meta charset=utf-16><p>é</p>"))
    #expect(input.encoding == DetectedEncoding(name: "UTF-8", source: .metaDeclaration))
    #expect(text(input) == "<meta charset=utf-16><p>é</p>")
  }

  @Test func noMetaValidUTF8() throws {
    let input = try decoded(bytes("<p>日本 é 😀</p>"))
    #expect(input.encoding == DetectedEncoding(name: "UTF-8", source: .validUTF8))
    #expect(text(input) == "<p>日本 é 😀</p>")
    #expect(input.notes.isEmpty)
  }

  @Test func noMetaLatin1FallsBackToWindows1252() throws {
    let input = try decoded(bytes("<p>caf", [0xE9, 0x20, 0x93], "q\u{7F}"))
    #expect(input.encoding == DetectedEncoding(name: "windows-1252", source: .fallback))
    #expect(text(input) == "<p>café “q\u{7F}")
    #expect(input.notes.count == 1)
  }

  @Test func windows1252IsLosslessForEveryByte() throws {
    let all = (0x20...0xFF).map { UInt8($0) }
    let result = TextTranscoder.windows1252(all[...])
    let scalars = Array(String(decoding: result.utf8, as: UTF8.self).unicodeScalars)
    #expect(scalars.count == all.count)
    #expect(result.replacementCount == 0)
    #expect(scalars[0x81 - 0x20].value == 0x81)
    #expect(scalars[0x8D - 0x20].value == 0x8D)
    #expect(scalars[0x9D - 0x20].value == 0x9D)
    #expect(scalars[0x80 - 0x20].value == 0x20AC)
    #expect(scalars[0xFF - 0x20].value == 0xFF)
  }

  @Test func windows1251Cyrillic() throws {
    let input = try decoded(bytes("<meta charset=windows-1251><p>", [0xCF, 0xF0, 0xE8, 0xE2]))
    #expect(input.encoding == DetectedEncoding(name: "windows-1251", source: .metaDeclaration))
    #expect(text(input) == "<meta charset=windows-1251><p>Прив")
  }

  @Test func shiftJIS() throws {
    let input = try decoded(bytes("<meta charset=shift_jis><p>", [0x93, 0xFA, 0x96, 0x7B]))
    #expect(input.encoding.name == "Shift_JIS")
    #expect(text(input) == "<meta charset=shift_jis><p>日本")
  }

  @Test func shiftJISWithABadByteKeepsTheRest() throws {
    let raw = bytes("<meta charset=sjis>\n", [0x93, 0xFA, 0x0A, 0x85, 0x20, 0x96, 0x7B])
    let input = try decoded(raw)
    #expect(text(input) == "<meta charset=sjis>\n日\n\u{FFFD} 本")
    #expect(input.notes.count == 1)
    #expect(input.notes[0].message.contains("line 3"))
  }

  @Test func eucJPThroughShiftJIS() throws {
    let raw = bytes("<meta charset=euc-jp><p>", [0xC6, 0xFC, 0xCB, 0xDC, 0x8E, 0xB1, 0xA4, 0xA2])
    let input = try decoded(raw)
    #expect(input.encoding.name == "EUC-JP")
    #expect(text(input) == "<meta charset=euc-jp><p>日本ｱあ")
  }

  @Test func otherLegacyEncodings() throws {
    let cases: [(String, [UInt8], String)] = [
      ("euc-kr", [0xC7, 0xD1, 0xB1, 0xDB], "한글"),
      ("big5", [0xA4, 0xA4, 0xA4, 0xE5], "中文"),
      ("gb2312", [0xD6, 0xD0, 0xCE, 0xC4], "中文"),
      ("gb18030", [0xD6, 0xD0, 0xCE, 0xC4], "中文"),
      ("windows-1256", [0xC7, 0xE1], "ال"),
      ("windows-1253", [0xC1, 0xE2], "Αβ"),
      ("koi8-r", [0xF0, 0xD2], "Пр"),
      ("iso-8859-2", [0xB1, 0xE6], "ąć"),
      ("iso-8859-15", [0xA4], "€"),
      ("iso-2022-jp", [0x1B, 0x24, 0x42, 0x46, 0x7C, 0x1B, 0x28, 0x42], "日"),
    ]
    for (label, raw, expected) in cases {
      let prefix = "<meta charset=\(label)>"
      let input = try decoded(bytes(prefix, raw))
      #expect(input.encoding.source == .metaDeclaration, "\(label)")
      #expect(text(input) == prefix + expected, "\(label)")
    }
  }

  @Test func unsupportedEncodingFallsBackWithANote() throws {
    // iso-2022-kr is the Encoding Standard's "replacement" encoding: nothing decodes it here.
    let input = try decoded(bytes("<meta charset=iso-2022-kr><p>caf", [0xE9]))
    #expect(input.encoding == DetectedEncoding(name: "windows-1252", source: .fallback))
    #expect(text(input) == "<meta charset=iso-2022-kr><p>café")
    #expect(input.notes.count == 1)
    #expect(input.notes[0].message.contains("replacement"))
  }

  @Test func unknownLabelGetsANote() throws {
    let input = try decoded(bytes("<meta charset=klingon><p>x"))
    #expect(input.encoding == DetectedEncoding(name: "UTF-8", source: .validUTF8))
    #expect(input.notes.count == 1)
    #expect(input.notes[0].message.contains("\"klingon\""))
  }

  @Test func declaredUTF8WithInvalidBytesIsRepaired() throws {
    let raw = bytes("<meta charset=utf-8>\n<p>a", [0xE9, 0x62, 0xF0, 0x9F, 0x98], "</p>")
    let input = try decoded(raw)
    #expect(input.encoding == DetectedEncoding(name: "UTF-8", source: .metaDeclaration))
    #expect(text(input) == "<meta charset=utf-8>\n<p>a\u{FFFD}b\u{FFFD}</p>")
    #expect(input.notes.count == 1)
    #expect(input.notes[0].message.contains("2 byte sequences"))
    #expect(input.notes[0].message.contains("line 2"))
  }

  @Test func maximalSubpartsMatchTheStandardLibrary() {
    let samples: [[UInt8]] = [
      [0xE0, 0x80, 0x41], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF],
      [0xF0, 0x9F, 0x41], [0xE2, 0x82], [0x80, 0xBF, 0x61], [0xF0, 0x9F, 0x98, 0x80, 0xFF],
    ]
    for sample in samples {
      let ours = TextTranscoder.utf8(sample[...]).utf8
      let library = Array(String(decoding: sample, as: UTF8.self).utf8)
      #expect(ours == library, "\(sample)")
    }
  }
}

@Suite("NUL bytes and binary files")
struct BinaryAndNULTests {
  @Test func nulsAreReplacedAndCounted() throws {
    // Long enough that three NULs stay far below the 10 % binary threshold.
    let filler = String(repeating: "<p>text</p>", count: 10)
    let input = try decoded(bytes(filler + "\r\n<p>", [0x00], "b\n\u{0}c\u{0}"))
    #expect(input.replacedNULCount == 3)
    #expect(text(input) == filler + "\r\n<p>\u{FFFD}b\n\u{FFFD}c\u{FFFD}")
    #expect(input.notes.count == 1)
    #expect(input.notes[0].message.contains("3 NUL characters"))
    #expect(input.notes[0].message.contains("line 2"))
  }

  @Test func aTextFileWithThreeNULsIsNotBinary() throws {
    var raw = Array(String(repeating: "<p>hello</p>\n", count: 50).utf8)
    raw[10] = 0
    raw[20] = 0
    raw[30] = 0
    let input = try decoded(raw)
    #expect(input.replacedNULCount == 3)
  }

  @Test func pngIsBinary() {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D]
    #expect(throws: DecodingFailure.binary(description: "PNG image data")) {
      try InputDecoder.decode(png).get()
    }
  }

  @Test func otherSignatures() {
    for (raw, description) in [
      (bytes("%PDF-1.7\n"), "PDF document"), ([0x1F, 0x8B, 0x08, 0x00], "gzip compressed data"),
      ([0x7F, 0x45, 0x4C, 0x46, 0x02], "ELF executable"),
      ([0x00, 0x61, 0x73, 0x6D, 0x01], "WebAssembly binary"),
    ] {
      #expect(throws: DecodingFailure.binary(description: description)) {
        try InputDecoder.decode(raw).get()
      }
    }
  }

  @Test func randomBytesAreBinary() throws {
    var generator = SplitMix64(seed: 42)
    let blob = (0..<4096).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    let result = InputDecoder.decode(blob)
    guard case .failure(.binary(let description)) = result else {
      Issue.record("random bytes were accepted as text")
      return
    }
    #expect(description.hasPrefix("NUL and control bytes are "))
    #expect(description.hasSuffix(" % of its first 4,096 bytes"))
  }

  @Test("Markup is text up to its first NUL: a control byte at any offset before it is not")
  func markupStartIsCheckedAtEveryOffset() {
    let markup = Array("<!doctype html>\n<p>a\tb\u{1B}c\r\n\u{0C}</p> and more text here".utf8)
    #expect(InputDecoder.startsAsHTML(markup))
    for offset in 2..<markup.count {
      var controlled = markup
      controlled[offset] = 0x01
      #expect(!InputDecoder.startsAsHTML(controlled), "control byte at \(offset)")
      var afterNUL = markup
      afterNUL[offset] = 0x00
      if offset + 1 < markup.count { afterNUL[offset + 1] = 0x01 }
      #expect(InputDecoder.startsAsHTML(afterNUL), "NUL at \(offset)")
    }
    // Past the sample, bytes are not looked at.
    let long = markup + [UInt8](repeating: 0x20, count: InputDecoder.binarySampleLength) + [0x01]
    #expect(InputDecoder.startsAsHTML(long))
  }

  @Test func controlBytesWithoutNULAreText() throws {
    let raw = [UInt8](repeating: 0x01, count: 100) + bytes("<p>")
    let input = try decoded(raw)
    #expect(input.encoding.name == "UTF-8")
  }

  @Test func emptyInputIsValid() throws {
    let input = try decoded([])
    #expect(input.utf8.isEmpty)
    #expect(input.encoding == DetectedEncoding(name: "UTF-8", source: .validUTF8))
    #expect(input.notes.isEmpty)
    #expect(input.replacedNULCount == 0)
  }

  @Test func bomLessUTF16WithXMLDeclarationIsText() throws {
    let raw = Array("<?xml version='1.0'?><p>é</p>".utf16).flatMap {
      [UInt8($0 & 0xFF), UInt8($0 >> 8)]
    }
    let input = try decoded(raw)
    #expect(input.encoding == DetectedEncoding(name: "UTF-16LE", source: .metaDeclaration))
    #expect(text(input) == "<?xml version='1.0'?><p>é</p>")
  }
}

/// Decodes every file of real pages (legacy encodings, byte errors on purpose): the fixture
/// corpus always, the full corpus when `KBTRAITS_CORPUS` names it.
@Suite("Real pages decode")
struct CorpusDecodingTests {
  @Test("every fixture-corpus file decodes or is binary")
  func everyFixtureDecodes() throws {
    let counts = try decodeEveryFile(in: TestCorpus.fixtures)
    // The fixtures were chosen to cover these; a lost one would quietly narrow the test.
    for encoding in ["Shift_JIS", "UTF-16BE", "UTF-16LE", "windows-1252"] {
      #expect(counts.keys.contains { $0.hasPrefix(encoding + " ") }, "no \(encoding) fixture")
    }
  }

  @Test(
    "every full-corpus file decodes or is binary",
    .enabled(if: TestCorpus.hasFullCorpus, TestCorpus.fullCorpusSkipMessage))
  func everyCorpusFileDecodes() throws {
    _ = try decodeEveryFile(in: try #require(TestCorpus.full))
  }

  /// Decodes every file below `root` and returns how many got each encoding.
  private func decodeEveryFile(in root: URL) throws -> [String: Int] {
    let enumerator = FileManager.default.enumerator(
      at: root, includingPropertiesForKeys: [.isRegularFileKey])
    var counts: [String: Int] = [:]
    var fileCount = 0
    while let url = enumerator?.nextObject() as? URL {
      guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true,
        ["html", "htm"].contains(url.pathExtension.lowercased())
      else { continue }
      let data = try Data(contentsOf: url)
      fileCount += 1
      switch InputDecoder.decode([UInt8](data)) {
      case .success(let input):
        #expect(String(validating: input.utf8, as: UTF8.self) != nil, "\(url.path)")
        #expect(!input.utf8.contains(0), "\(url.path)")
        counts["\(input.encoding.name) (\(input.encoding.source.rawValue))", default: 0] += 1
      case .failure(.binary):
        counts["binary", default: 0] += 1
      }
    }
    #expect(fileCount > 0)
    #expect(counts.values.reduce(0, +) == fileCount)
    let summary = counts.sorted { $0.value > $1.value }.map { "\($0.value) \($0.key)" }
    print(
      "Decoded \(fileCount) files of \(root.lastPathComponent): " + summary.joined(separator: ", "))
    return counts
  }
}

/// A small deterministic generator, so the random-bytes test never flakes.
private struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
