import KeyboardTraits

/// Writes attribute values so that an HTML parser reads back exactly the intended text.
enum AttributeValueEscaper {
  /// `value` escaped for an attribute quoted with `quote` (`"` or `'`): the quote becomes a
  /// character reference, and `&` becomes `&amp;` only where it could start one (before a
  /// letter, digit or `#`). Everything else is written as is, so the edit stays minimal.
  static func escape(_ value: String, quote: UInt8) -> [UInt8] {
    let bytes = Array(value.utf8)
    var escaped: [UInt8] = []
    escaped.reserveCapacity(bytes.count)
    for (index, byte) in bytes.enumerated() {
      switch byte {
      case quote where quote == UInt8(ascii: "'"):
        escaped += Array("&#39;".utf8)
      case quote:
        escaped += Array("&quot;".utf8)
      case UInt8(ascii: "&") where index + 1 < bytes.count && startsReference(bytes[index + 1]):
        escaped += Array("&amp;".utf8)
      default:
        escaped.append(byte)
      }
    }
    return escaped
  }

  /// `value` quoted with `quote` and escaped for it.
  static func quoted(_ value: String, quote: UInt8) -> [UInt8] {
    [quote] + escape(value, quote: quote) + [quote]
  }

  private static func startsReference(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "#"):
      true
    default:
      false
    }
  }
}
