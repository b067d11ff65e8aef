/// Decodes the multi-byte legacy encodings with the C library's `iconv`, which runs at C speed
/// where Foundation rejects a whole file for one bad byte and must be retried line by line.
enum IconvDecoder {
  /// iconv's names for the WHATWG encodings (the WHATWG ones are Microsoft's supersets).
  private static let iconvNames: [String: String] = [
    "Shift_JIS": "CP932", "EUC-JP": "EUC-JP", "ISO-2022-JP": "ISO-2022-JP",
    "EUC-KR": "CP949", "Big5": "BIG5-HKSCS", "GBK": "GBK", "gb18030": "GB18030",
  ]

  /// The UTF-8 text of `bytes`, each byte iconv rejects replaced with U+FFFD; nil when this C
  /// library has no converter for `encodingName`.
  static func decode(_ bytes: ArraySlice<UInt8>, encodingName: String) -> TranscodedText? {
    guard let name = iconvNames[encodingName],
      let converted = IconvConverter.utf8(from: bytes, encodedAs: name)
    else { return nil }
    return TranscodedText(
      utf8: converted.utf8, replacementCount: converted.replacementCount,
      firstReplacementOffset: converted.firstReplacementOffset)
  }
}
