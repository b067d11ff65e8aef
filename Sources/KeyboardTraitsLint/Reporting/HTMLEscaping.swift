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
    var output = ""
    output.reserveCapacity(value.utf8.count)
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"" where quotes: output += "&quot;"
      case "'" where quotes: output += "&#39;"
      case "\n" where inAttribute: output += "&#10;"
      case "\t" where inAttribute: output += "&#9;"
      case "\r": output += inAttribute ? "&#13;" : "\n"
      case "\n", "\t": output.unicodeScalars.append(scalar)
      default:
        output.unicodeScalars.append(isForbidden(scalar) ? "\u{FFFD}" : scalar)
      }
    }
    return output
  }

  /// NUL, C0 and C1 controls (other than tab, LF, CR), and noncharacters: not allowed in HTML
  /// text or in XML 1.0, so they are replaced rather than passed through.
  private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
    if (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE { return true }
    return false
  }
}
