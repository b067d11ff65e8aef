import KeyboardTraits

// Helpers shared by the pattern, label and form-structure rules: how a field is named for
// assistive technology, and text for messages.

// MARK: - Accessible names

/// What gives a field its accessible name: labels and ARIA first (HTML-AAM), then the fallbacks
/// `placeholder` (on the types that show one) and `title`; when both fallbacks exist, the
/// placeholder is the one the user sees, so it is the one reported.
enum FieldNaming: Equatable, Sendable {
  /// A `<label>`, `aria-labelledby` or `aria-label`.
  case labelled
  /// Only the placeholder, which disappears once the user types.
  case placeholderOnly(String)
  /// Only the `title`, which a phone never shows.
  case titleOnly(String)
  /// Nothing at all.
  case unnamed
}

extension FormField {
  /// Whether the field needs a name from its author: not hidden, and not a button, which is
  /// named by its `value` or `alt`. A control with its own `hidden` attribute is not rendered
  /// and not in the accessibility tree (scripts often hide a native `<select>` behind a custom
  /// widget), so VoiceOver and Voice Control never reach it.
  var needsAuthorLabel: Bool {
    if has(.hidden) { return false }
    switch inputType {
    case .hidden, .submit, .reset, .button, .image: return false
    default: return true
    }
  }

  /// Where the field's accessible name comes from.
  var naming: FieldNaming {
    switch labelSource {
    case .labelFor, .wrappingLabel, .ariaLabelledBy, .ariaLabel: return .labelled
    case .placeholder, nil: break
    }
    // The scanner takes any placeholder; only the types that show one get a name from it.
    if labelSource == .placeholder, accepts(.placeholder), let label {
      return .placeholderOnly(label)
    }
    if let title = self[.title]?.collapsingWhitespace(), !title.isEmpty {
      return .titleOnly(title)
    }
    return .unnamed
  }
}

// MARK: - Text for messages

enum PatternAndStructureText {
  /// A value quoted for a message, shortened past `limit` characters.
  static func quoted(_ value: String, limit: Int = 60) -> String {
    let short = value.count > limit ? String(value.prefix(limit - 1)) + "…" : value
    return "\"\(short)\""
  }

  /// A sentence fragment without its final period, so it can sit inside another sentence.
  static func clause(_ text: String) -> String {
    var result = text.trimmingHTMLWhitespace()
    while result.hasSuffix(".") { result = result.dropLast() }
    return String(result)
  }
}

extension Array {
  /// The last element of the prefix where `isBefore` holds, found by bisection: for elements
  /// in document order and a test "starts before a position", which holds for a prefix.
  func lastInPrefix(where isBefore: (Element) -> Bool) -> Element? {
    let end = partitioningIndex { !isBefore($0) }
    return end > startIndex ? self[end - 1] : nil
  }
}
