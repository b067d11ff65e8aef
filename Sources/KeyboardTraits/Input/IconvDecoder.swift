#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    guard let name = iconvNames[encodingName] else { return nil }
    let converter = iconv_open("UTF-8", name)
    guard let converter, converter != iconv_t(bitPattern: -1) else { return nil }
    defer { iconv_close(converter) }

    var result = TranscodedText()
    var output = [UInt8](repeating: 0, count: max(64, bytes.count * 3 + 16))
    var written = 0
    var input = Array(bytes)
    input.withUnsafeMutableBufferPointer { inputBuffer in
      guard let base = inputBuffer.baseAddress else { return }
      var inPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(base)
        .assumingMemoryBound(to: CChar.self)
      var inLeft = inputBuffer.count
      while inLeft > 0 {
        var outLeft = output.count - written
        let status = output.withUnsafeMutableBufferPointer { outputBuffer -> Int in
          var outPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(
            outputBuffer.baseAddress! + written
          ).assumingMemoryBound(to: CChar.self)
          let status = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
          written = outputBuffer.count - outLeft
          return status
        }
        guard status == -1 else { break }
        switch errno {
        case E2BIG:
          output.append(contentsOf: repeatElement(0, count: output.count))
        case EILSEQ, EINVAL:
          // A byte the encoding does not allow (or a truncated character at the end).
          if output.count - written < 3 { output.append(contentsOf: repeatElement(0, count: 64)) }
          if result.firstReplacementOffset == nil { result.firstReplacementOffset = written }
          result.replacementCount += 1
          output.replaceSubrange(written..<(written + 3), with: [0xEF, 0xBF, 0xBD])
          written += 3
          inPointer = inPointer.map { $0 + 1 }
          inLeft -= 1
        default:
          inLeft = 0
        }
      }
    }
    output.removeSubrange(written...)
    result.utf8 = output
    return result
  }
}
