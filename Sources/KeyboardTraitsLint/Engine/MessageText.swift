import KeyboardTraits

/// Keeps every finding's message on one line.
///
/// Messages quote attribute values as written, and a value may hold a newline or a tab
/// (`placeholder="a&#10;b"`, an `autocomplete` split over two lines). Copied raw, it breaks the
/// one-line-per-finding output of the text, GitHub and GitLab reporters and hides what the
/// value really holds. ``Linter`` passes every message through ``oneLine(_:)``, so no rule has
/// to remember to.
enum MessageText {
  /// `text` with each control character written as an escape: `\n`, `\r`, `\t`, `\f`, else
  /// `\u{1B}`. Idempotent: the escapes contain no control characters.
  static func oneLine(_ text: String) -> String {
    guard containsControl(text) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      guard isControl(scalar) else {
        result.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{0C}": result += "\\f"
      default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    }
    return result
  }

  /// An attribute value as a message quotes it: ``oneLine(_:)``.
  static func quoted(_ value: some StringProtocol) -> String { oneLine(String(value)) }

  /// ``isControl(_:)`` over UTF-8 bytes: C0 and DEL are single bytes, C1 is `C2 80`–`C2 9F`.
  /// Every finding's message comes through here, and almost none has a control character.
  private static func containsControl(_ text: String) -> Bool {
    text.withUTF8Chunk { bytes in
      // Whole words without a control byte, DEL or 0xC2 are skipped: the byte loop then
      // starts on a word boundary, after no 0xC2.
      let start = ByteWord.firstFlaggedWord(in: bytes, from: 0) { word in
        ByteWord.hasByte(below: 0x20, in: word) || ByteWord.hasByte(0x7F, in: word)
          || ByteWord.hasByte(0xC2, in: word)
      }
      var afterC2 = false
      for byte in bytes.extracting(start..<bytes.count) {
        if byte < 0x20 || byte == 0x7F || (afterC2 && byte <= 0x9F) { return true }
        afterC2 = byte == 0xC2
      }
      return false
    }
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
