import KeyboardTraits

/// One inline suppression comment, parsed: `<!-- kbtraits-disable-next-line rule-a, rule-b --
/// reason -->`, or the same in a template's own comment (`{# … #}`, `{{-- … --}}`, `<%# … %>`,
/// `{{!-- … --}}`, `{% comment %} … {% endcomment %}`) or a JavaScript one (`{/* … */}`, `// …`).
///
/// The syntax follows ESLint and html-validate: the keyword, then rule ids separated by commas
/// or whitespace (none means every rule), then an optional reason after a `--` that stands
/// alone between spaces. The keyword must start the comment: only white space, and the `*`s of
/// a `/** … */` block, may come before it.
public struct SuppressionDirective: Sendable, Hashable {
  /// What the directive does.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// `kbtraits-disable-next-line`: findings on the line after the comment's last line.
    case disableNextLine = "kbtraits-disable-next-line"
    /// `kbtraits-disable-line`: findings on the lines the comment itself is on.
    case disableLine = "kbtraits-disable-line"
    /// `kbtraits-disable`: findings from the comment to the matching `kbtraits-enable`.
    case disable = "kbtraits-disable"
    /// `kbtraits-enable`: ends `kbtraits-disable` ranges.
    case enable = "kbtraits-enable"
  }

  /// What the directive does.
  public var kind: Kind
  /// The rule ids as written, in order (unknown ones included); empty means every rule.
  public var ruleIDs: [String]
  /// The text after `--`, if any.
  public var reason: String?
  /// Where the comment's opening delimiter (`<!--`, `{#`, `<%#`, `/*`, …) starts.
  public var position: SourcePosition
  /// Just after the comment's closing delimiter (`-->`, `#}`, `%>`, `*/`, …).
  public var endPosition: SourcePosition

  /// Creates a directive.
  public init(
    kind: Kind, ruleIDs: [String], reason: String?, position: SourcePosition,
    endPosition: SourcePosition
  ) {
    self.kind = kind
    self.ruleIDs = ruleIDs
    self.reason = reason
    self.position = position
    self.endPosition = endPosition
  }
}

/// Turns comment text into directives.
enum SuppressionDirectiveParser {
  /// The prefix that makes a comment a directive when the comment starts with it; other
  /// comments that merely mention `kbtraits` are ordinary comments. The rule is the same for
  /// every comment syntax.
  static let prefix = "kbtraits-"

  /// The outcome for one comment.
  enum Parsed: Equatable {
    /// Not meant as a directive.
    case none
    /// A directive.
    case directive(SuppressionDirective)
    /// Starts with `kbtraits-` but the keyword is unknown (`kbtraits-disable-nextline`).
    case unknownKeyword(String)
  }

  static func parse(_ comment: SourceComment) -> Parsed {
    let text = directiveText(comment.text)
    guard text.hasPrefix(prefix) else { return .none }
    let keywordEnd = text.firstIndex(where: isSeparator) ?? text.endIndex
    let keyword = String(text[..<keywordEnd])
    guard let kind = SuppressionDirective.Kind(rawValue: keyword) else {
      return .unknownKeyword(keyword)
    }
    let (ids, reason) = splitReason(text[keywordEnd...])
    return .directive(
      SuppressionDirective(
        kind: kind, ruleIDs: ids, reason: reason, position: comment.position,
        endPosition: comment.endPosition))
  }

  /// The comment's text as a directive reads it: white space trimmed, and the decoration of a
  /// JavaScript block comment removed: the `*`s that start a line (`/** kbtraits-disable */`,
  /// and each line of a `/* … */` block written with a `*` margin) and those that end the text
  /// (`**/`).
  static func directiveText(_ text: String) -> Substring {
    guard text.contains("*") else { return text.trimmingHTMLWhitespace() }
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
      line in
      let body = line.drop(while: \.isWhitespace)
      return body.first == "*" ? body.drop(while: { $0 == "*" }) : line
    }
    var joined = Substring(lines.joined(separator: "\n"))
    while let last = joined.last, last.isWhitespace || last == "*" { joined = joined.dropLast() }
    return String(joined).trimmingHTMLWhitespace()
  }

  /// The rule ids before the reason separator, and the reason after it.
  static func splitReason(_ rest: Substring) -> (ids: [String], reason: String?) {
    var ids: [String] = []
    var remainder = rest[...]
    while true {
      remainder = remainder.drop(while: isSeparator)
      guard !remainder.isEmpty else { return (ids, nil) }
      let tokenEnd = remainder.firstIndex(where: isSeparator) ?? remainder.endIndex
      let token = remainder[..<tokenEnd]
      // Only a dash run between spaces starts the reason, so `--reason` is not one.
      if token.count >= 2, token.allSatisfy({ $0 == "-" }) {
        let reason = String(remainder[tokenEnd...].trimmingHTMLWhitespaceSubstring())
        return (ids, reason.isEmpty ? nil : reason)
      }
      ids.append(String(token))
      remainder = remainder[tokenEnd...]
    }
  }

  static func isSeparator(_ character: Character) -> Bool {
    character == "," || character.isWhitespace
  }
}

extension Substring {
  /// Trims HTML whitespace from both ends.
  fileprivate func trimmingHTMLWhitespaceSubstring() -> Substring {
    String(self).trimmingHTMLWhitespace()
  }
}
