import Foundation

/// The result of `textDocument/hover`.
public struct Hover: Codable, Hashable, Sendable {
  /// What to show.
  public var contents: MarkupContent
  /// The span the hover is about, which the client may highlight.
  public var range: Range?

  /// Creates the value from its members.
  public init(contents: MarkupContent, range: Range? = nil) {
    self.contents = contents
    self.range = range
  }
}
