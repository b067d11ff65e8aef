import KeyboardTraits

/// Text made safe to put inside the HTML report's `<style>` element, where the keyboard drawings
/// live as images.
///
/// Both forms keep `<` out of the output (so no `</style>` can end the element early) and
/// cannot end the CSS token they are in, whatever the text.
enum CSSEscaping {
  /// `url("data:image/svg+xml,…")` holding `svg`. The SVG is percent-encoded only where a URL
  /// or a quoted CSS string needs it (`"`, `#`, `%`, `<`, `\`, controls and every byte outside
  /// ASCII), so a drawing grows by about a quarter, not by base64's third on top of escapes.
  static func svgImage(_ svg: String) -> String {
    let encoded = PercentEncoding.string(Array(svg.utf8)) { byte in
      byte >= 0x20 && byte < 0x7F && !percentEncoded.contains(byte)
    }
    return "url(\"data:image/svg+xml," + encoded + "\")"
  }

  /// `text` as a double-quoted CSS string, serialized as CSSOM does
  /// (`CSSSerialization.escapedString`), with each `<` as a hexadecimal escape too.
  static func string(_ text: String) -> String {
    var output = "\""
    for scalar in CSSSerialization.escapedString(text).unicodeScalars {
      if scalar == "<" { output += "\\3c " } else { output.unicodeScalars.append(scalar) }
    }
    return output + "\""
  }

  private static let percentEncoded: Set<UInt8> = Set("\"#%<\\".utf8)
}
