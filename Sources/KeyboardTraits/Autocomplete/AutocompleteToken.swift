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
  package static func split(_ value: String) -> [AutocompleteToken] {
    // Over the UTF-8 bytes: the separators are ASCII, which never occurs inside a multi-byte
    // character, and offsets count scalars (lead bytes). Appending scalar by scalar is far
    // slower.
    value.withUTF8Chunk { bytes in
      var tokens: [AutocompleteToken] = []
      var scalarsBefore = 0
      var tokenStart: (byte: Int, scalar: Int)?
      func finishToken(at end: Int) {
        guard let start = tokenStart else { return }
        let text = String(decoding: bytes.extracting(start.byte..<end), as: UTF8.self)
        tokens.append(AutocompleteToken(text: text, offset: start.scalar))
        tokenStart = nil
      }
      for index in 0..<bytes.count {
        let byte = bytes[index]
        if HTMLBytes.isWhitespace(byte) {
          finishToken(at: index)
        } else if tokenStart == nil {
          tokenStart = (index, scalarsBefore)
        }
        if byte & 0xC0 != 0x80 { scalarsBefore += 1 }
      }
      finishToken(at: bytes.count)
      return tokens
    }
  }
}
