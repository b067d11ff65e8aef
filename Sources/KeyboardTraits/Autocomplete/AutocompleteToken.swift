/// One whitespace-separated token of an autocomplete attribute.
public struct AutocompleteToken: Sendable, Hashable {
  /// The token exactly as written.
  public let text: String
  /// The token with ASCII letters lowercased; other characters are kept, as the spec compares
  /// tokens ASCII case-insensitively.
  public let lowercased: String
  /// The 0-based offset, in Unicode scalars, of the token's first scalar in the raw value.
  public let offset: Int

  package init(text: String, offset: Int) {
    self.text = text
    self.lowercased = text.asciiLowercased()
    self.offset = offset
  }

  /// Splits `value` on ASCII whitespace (tab, LF, FF, CR, space), as the HTML standard does;
  /// other Unicode spaces are token characters.
  static func split(_ value: String) -> [AutocompleteToken] {
    var tokens: [AutocompleteToken] = []
    var current = String.UnicodeScalarView()
    var start = 0
    for (offset, scalar) in value.unicodeScalars.enumerated() {
      if isASCIIWhitespace(scalar) {
        if !current.isEmpty {
          tokens.append(AutocompleteToken(text: String(current), offset: start))
          current = String.UnicodeScalarView()
        }
      } else {
        if current.isEmpty { start = offset }
        current.append(scalar)
      }
    }
    if !current.isEmpty {
      tokens.append(AutocompleteToken(text: String(current), offset: start))
    }
    return tokens
  }

  private static func isASCIIWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0C, 0x0D, 0x20: true
    default: false
    }
  }
}
