/// CSSOM's serialization of identifiers and strings, for the CSS selectors the scanner
/// records and the stylesheet the HTML report writes.
package enum CSSSerialization {
  /// CSSOM's `CSS.escape` for an identifier.
  package static func escapedIdentifier(_ value: String) -> String {
    var output = ""
    let scalars = Array(value.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      let code = scalar.value
      let isDigit = code >= 0x30 && code <= 0x39
      if code == 0 {
        output += "\u{FFFD}"
      } else if (code >= 0x01 && code <= 0x1F) || code == 0x7F
        || (index == 0 && isDigit)
        || (index == 1 && isDigit && scalars[0] == "-")
      {
        output += "\\" + String(code, radix: 16) + " "
      } else if index == 0, scalars.count == 1, scalar == "-" {
        output += "\\-"
      } else if code >= 0x80 || scalar == "-" || scalar == "_" || isDigit
        || (code >= 0x41 && code <= 0x5A) || (code >= 0x61 && code <= 0x7A)
      {
        output.unicodeScalars.append(scalar)
      } else {
        output += "\\"
        output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// A value for a double-quoted CSS string.
  package static func escapedString(_ value: String) -> String {
    var output = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"", "\\": output += "\\" + String(scalar)
      case "\0": output += "\u{FFFD}"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          output += "\\" + String(scalar.value, radix: 16) + " "
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output
  }
}
