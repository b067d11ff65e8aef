/// Escapes text for XML 1.0 content and double-quoted attributes.
enum XMLEscaping {
  /// `text` with `& < > " '` as entities, tab/newline/carriage return as character references
  /// (so attribute normalisation keeps them), and the control characters XML 1.0 cannot hold
  /// at all replaced by U+FFFD.
  static func escaped(_ text: String) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&apos;"
      case "\t": output += "&#9;"
      case "\n": output += "&#10;"
      case "\r": output += "&#13;"
      case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": output += "\u{FFFD}"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
