import Foundation

/// A piece of text the editor shows inline, not part of the document.
public struct InlayHint: Codable, Hashable, Sendable {
  /// Where it is shown.
  public var position: Position
  /// The text shown.
  public var label: String
  /// What it annotates, if one of the kinds LSP names.
  public var kind: InlayHintKind?
  /// Whether to leave a space before it.
  public var paddingLeft: Bool?
  /// Whether to leave a space after it.
  public var paddingRight: Bool?

  /// Creates the value from its members.
  public init(
    position: Position, label: String, kind: InlayHintKind? = nil, paddingLeft: Bool? = nil,
    paddingRight: Bool? = nil
  ) {
    self.position = position
    self.label = label
    self.kind = kind
    self.paddingLeft = paddingLeft
    self.paddingRight = paddingRight
  }
}
