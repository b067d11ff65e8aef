/// Percent-encoding (RFC 3986 §2.1): each byte a caller does not keep becomes `%` and two
/// upper-case hexadecimal digits. Each caller keeps its own set: a URL path's characters, a
/// rule id's, or whatever cannot end the CSS string or `<style>` a `data:` URL is written into.
package enum PercentEncoding {
  /// Appends `bytes` to `output`, each byte that `keeps` refuses percent-encoded.
  package static func append(
    _ bytes: ArraySlice<UInt8>, to output: inout [UInt8], keeping keeps: (UInt8) -> Bool
  ) {
    for byte in bytes { append(byte, to: &output, keeping: keeps) }
  }

  /// `bytes` with each byte that `keeps` refuses percent-encoded.
  package static func string(_ bytes: [UInt8], keeping keeps: (UInt8) -> Bool) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    append(bytes[...], to: &output, keeping: keeps)
    return String(decoding: output, as: UTF8.self)
  }

  /// `text`'s UTF-8 bytes with each byte that `keeps` refuses percent-encoded.
  package static func string(_ text: String, keeping keeps: (UInt8) -> Bool) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(text.utf8.count)
    for byte in text.utf8 { append(byte, to: &output, keeping: keeps) }
    return String(decoding: output, as: UTF8.self)
  }

  private static func append(
    _ byte: UInt8, to output: inout [UInt8], keeping keeps: (UInt8) -> Bool
  ) {
    guard !keeps(byte) else {
      output.append(byte)
      return
    }
    output.append(UInt8(ascii: "%"))
    output.append(hexDigits[Int(byte >> 4)])
    output.append(hexDigits[Int(byte & 0xF)])
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
