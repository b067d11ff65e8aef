import Foundation

/// Text to show to the user, plain or Markdown.
public struct MarkupContent: Codable, Hashable, Sendable {
  /// How `value` is to be rendered.
  public var kind: MarkupKind
  /// The content.
  public var value: String

  /// Creates the value from its members.
  public init(kind: MarkupKind, value: String) {
    self.kind = kind
    self.value = value
  }
}
