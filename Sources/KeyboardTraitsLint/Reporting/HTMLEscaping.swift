import KeyboardTraits

/// Escaping for text taken from scanned files (paths, names, labels, attribute values,
/// messages) before it goes into HTML or SVG. Every renderer uses these functions and no other,
/// so there is exactly one place to audit.
public enum HTMLEscaping {
  /// Escapes `value` for an element's text content: `&`, `<`, `>` and both quotes become
  /// character references, and control characters that HTML forbids become U+FFFD.
  ///
  /// The output is inert in element content, in SVG `<text>` and in XML.
  public static func text(_ value: some StringProtocol) -> String {
    escape(value)
  }

  /// Escapes `value` for an element's text content in an HTML document, and nowhere else:
  /// like ``text(_:)`` but quotes stay as they are, since they mean nothing between tags.
  ///
  /// For text that repeats thousands of times in one page (the HTML report's fields and
  /// findings), where `&quot;` would be pure weight. Never use it for attribute values.
  public static func content(_ value: some StringProtocol) -> String {
    escape(value, quotes: false)
  }

  /// Escapes `value` for a double- or single-quoted attribute value (`data-` attributes
  /// included). Newlines and tabs become character references so that the value survives
  /// attribute-value normalisation unchanged.
  public static func attribute(_ value: some StringProtocol) -> String {
    escape(value, inAttribute: true)
  }

  private static func escape(
    _ value: some StringProtocol, inAttribute: Bool = false, quotes: Bool = true
  ) -> String {
    let text = String(value)
    return text.withUTF8Chunk { escape($0, inAttribute: inAttribute, quotes: quotes) } ?? text
  }

  /// The escaped bytes as a string, or nil when no byte needs a change (most names, paths and
  /// labels): reports escape every scanned value, so this works on UTF-8 bytes, not scalars.
  private static func escape(
    _ bytes: ByteChunk, inAttribute: Bool, quotes: Bool
  ) -> String? {
    var output: [UInt8] = []
    var copied = 0
    var index = 0
    func replace(length: Int, with replacement: String) {
      if output.isEmpty { output.reserveCapacity(bytes.count + 32) }
      output.append(contentsOf: bytes.extracting(copied..<index))
      output.append(contentsOf: replacement.utf8)
      index += length
      copied = index
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "&"): replace(length: 1, with: "&amp;")
      case UInt8(ascii: "<"): replace(length: 1, with: "&lt;")
      case UInt8(ascii: ">"): replace(length: 1, with: "&gt;")
      case UInt8(ascii: "\"") where quotes: replace(length: 1, with: "&quot;")
      case UInt8(ascii: "'") where quotes: replace(length: 1, with: "&#39;")
      case UInt8(ascii: "\n") where inAttribute: replace(length: 1, with: "&#10;")
      case UInt8(ascii: "\t") where inAttribute: replace(length: 1, with: "&#9;")
      case UInt8(ascii: "\r"): replace(length: 1, with: inAttribute ? "&#13;" : "\n")
      case UInt8(ascii: "\n"), UInt8(ascii: "\t"): index += 1
      case 0..<0x20, 0x7F: replace(length: 1, with: "\u{FFFD}")
      case 0x80...:
        // A valid string's scalar: 2, 3 or 4 bytes by its lead byte.
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        var value = UInt32(byte) & (byte >= 0xF0 ? 0x07 : byte >= 0xE0 ? 0x0F : 0x1F)
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        if isForbidden(value) {
          replace(length: length, with: "\u{FFFD}")
        } else {
          index += length
        }
      default: index += 1
      }
    }
    guard copied > 0 else { return nil }
    output.append(contentsOf: bytes.extracting(copied..<bytes.count))
    return String(decoding: output, as: UTF8.self)
  }

  /// NUL, C0 and C1 controls (other than tab, LF, CR), and noncharacters: not allowed in HTML
  /// text or in XML 1.0, so they are replaced rather than passed through.
  private static func isForbidden(_ value: UInt32) -> Bool {
    if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
    if (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE { return true }
    return false
  }
}
