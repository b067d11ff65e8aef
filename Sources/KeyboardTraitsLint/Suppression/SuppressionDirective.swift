import KeyboardTraits

/// One inline suppression comment, parsed: `<!-- kbtraits-disable-next-line rule-a, rule-b --
/// reason -->`.
///
/// The syntax follows ESLint and html-validate: the keyword, then rule ids separated by commas
/// or whitespace (none means every rule), then an optional reason after a `--` that stands
/// alone between spaces.
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
  /// Where the comment's `<!--` starts.
  public var position: SourcePosition
  /// Just after the comment's `-->`.
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
  /// The prefix that makes a comment a directive; other comments that merely mention
  /// `kbtraits` are ordinary comments.
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
    let text = comment.text.trimmingHTMLWhitespace()
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
