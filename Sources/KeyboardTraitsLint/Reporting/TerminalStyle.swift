import KeyboardTraits

/// ANSI styling for the text reporter; with colour off every method returns its text unchanged.
struct TerminalStyle {
  /// Whether escape sequences are written.
  let useColor: Bool

  func bold(_ text: String) -> String { wrap(text, "1") }
  func dim(_ text: String) -> String { wrap(text, "2") }

  /// Red for errors, yellow for warnings, cyan for notes.
  func severity(_ severity: Severity, _ text: String) -> String {
    switch severity {
    case .error: wrap(text, "31")
    case .warning: wrap(text, "33")
    case .note: wrap(text, "36")
    }
  }

  private func wrap(_ text: String, _ code: String) -> String {
    useColor && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// `text` made safe for a terminal: a file's own escape sequences and other control
  /// characters become U+FFFD (one scalar each, so columns stay aligned); tabs are kept.
  static func printable(_ text: String) -> String {
    var output = ""
    output.unicodeScalars.append(
      contentsOf: text.unicodeScalars.map { scalar in
        switch scalar.value {
        case 0x09: scalar
        case 0x00...0x1F, 0x7F...0x9F: "\u{FFFD}"
        default: scalar
        }
      })
    return output
  }
}
