import KeyboardTraits

/// Edits of a `pattern` value as written: its anchors and the hyphens that the `v` flag rejects.
enum PatternText {
  /// Whether the value starts with a `^` assertion.
  static func hasLeadingAnchor(_ pattern: String) -> Bool {
    pattern.unicodeScalars.first == "^"
  }

  /// Whether the value ends with an unescaped `$` assertion (`\$` is a literal dollar sign).
  static func hasTrailingAnchor(_ pattern: String) -> Bool {
    let scalars = Array(pattern.unicodeScalars)
    guard scalars.last == "$" else { return false }
    var backslashes = 0
    var index = scalars.count - 2
    while index >= 0, scalars[index] == "\\" {
      backslashes += 1
      index -= 1
    }
    return backslashes % 2 == 0
  }

  /// `pattern` without its redundant leading `^` and trailing `$`, nil when it has neither
  /// (browsers already match the pattern against the whole value).
  static func withoutAnchors(_ pattern: String) -> String? {
    let leading = hasLeadingAnchor(pattern)
    let trailing = hasTrailingAnchor(pattern)
    guard leading || trailing else { return nil }
    var scalars = Array(pattern.unicodeScalars)
    if trailing { scalars.removeLast() }
    if leading { scalars.removeFirst() }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view)
  }

  /// The value with the `-` at scalar `offset` escaped, when that `-` opens or closes a
  /// character class (`[-a]`, `[^-a]`, `[a-]`): there `\-` means exactly what the unescaped
  /// hyphen meant before browsers switched to the `v` flag.
  static func escapingEdgeHyphen(in pattern: String, at offset: Int) -> String? {
    let scalars = Array(pattern.unicodeScalars)
    guard offset >= 0, offset < scalars.count, scalars[offset] == "-" else { return nil }
    let closesClass = offset + 1 < scalars.count && scalars[offset + 1] == "]"
    let opensClass =
      (offset >= 1 && scalars[offset - 1] == "[")
      || (offset >= 2 && scalars[offset - 1] == "^" && scalars[offset - 2] == "[")
    guard closesClass || opensClass else { return nil }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars[..<offset])
    view.append("\\")
    view.append(contentsOf: scalars[offset...])
    return String(view)
  }

  /// The value with every class-edge hyphen escaped, if that (and only that) makes it valid.
  static func fixingEdgeHyphens(_ pattern: String) -> String? {
    var current = pattern
    for _ in 0..<32 {
      guard let error = HTMLPattern.validate(current) else {
        return current == pattern ? nil : current
      }
      guard let next = escapingEdgeHyphen(in: current, at: error.offset) else { return nil }
      current = next
    }
    return nil
  }
}
