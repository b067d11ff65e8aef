/// Percent-encoding (RFC 3986 §2.1): each byte a caller does not keep becomes `%` and two
/// upper-case hexadecimal digits. Each caller keeps its own set: a URL path's characters, a
/// rule id's, or whatever cannot end the CSS string or `<style>` a `data:` URL is written into.
package enum PercentEncoding {
  /// Appends `bytes` to `output`, each byte that `keeps` refuses percent-encoded.
  package static func append(
    _ bytes: ArraySlice<UInt8>, to output: inout [UInt8], keeping keeps: (UInt8) -> Bool
  ) {
    for byte in bytes {
      if keeps(byte) {
        output.append(byte)
      } else {
        output.append(UInt8(ascii: "%"))
        output.append(hexDigits[Int(byte >> 4)])
        output.append(hexDigits[Int(byte & 0xF)])
      }
    }
  }

  /// `bytes` (a file name's own bytes, or a string's UTF-8) with each byte that `keeps`
  /// refuses percent-encoded. Not generic: a generic form was not specialized across modules
  /// and cost several times more for the path of every file in a SARIF log.
  package static func string(_ bytes: [UInt8], keeping keeps: (UInt8) -> Bool) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    append(bytes[...], to: &output, keeping: keeps)
    return String(decoding: output, as: UTF8.self)
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
