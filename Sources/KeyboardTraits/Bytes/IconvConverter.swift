#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library's `iconv`, from a named encoding to UTF-8, over arrays.
package enum IconvConverter {
  /// UTF-8 converted by iconv, with the bytes it rejected.
  package struct Converted {
    /// The text as UTF-8.
    package var utf8: [UInt8]
    /// How many bytes iconv rejected, each replaced with U+FFFD.
    package var replacementCount = 0
    /// The offset in `utf8` of the first U+FFFD that replaced a rejected byte.
    package var firstReplacementOffset: Int?
  }

  /// The UTF-8 text of `bytes` in the encoding iconv calls `name`, each byte iconv rejects
  /// replaced with U+FFFD; nil when this C library has no converter for it.
  package static func utf8(from bytes: ArraySlice<UInt8>, encodedAs name: String) -> Converted? {
    let converter = iconv_open("UTF-8", name)
    guard let converter, converter != iconv_t(bitPattern: -1) else { return nil }
    defer { iconv_close(converter) }

    var result = Converted(utf8: [])
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
