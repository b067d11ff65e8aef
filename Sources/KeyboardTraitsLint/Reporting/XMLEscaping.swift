import KeyboardTraits

/// Escapes text for XML 1.0 content and double-quoted attributes.
enum XMLEscaping {
  /// `text` with `& < > " '` as entities, tab/newline/carriage return as character references
  /// (so attribute normalisation keeps them), and the control characters XML 1.0 cannot hold
  /// at all replaced by U+FFFD.
  static func escaped(_ text: String) -> String {
    // The report's attribute escaping is exactly this (and valid XML 1.0): one place to audit.
    HTMLEscaping.attribute(text)
  }
}
