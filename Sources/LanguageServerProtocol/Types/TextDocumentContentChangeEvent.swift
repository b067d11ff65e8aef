import Foundation

/// One change to a document: `text` replaces `range`, or the whole document when there is no
/// range.
public struct TextDocumentContentChangeEvent: Codable, Hashable, Sendable {
  /// The span replaced, in the document as it is before this change; nil for a full change.
  public var range: Range?
  /// The replaced span's length (deprecated by LSP; not needed, as `range` says it all).
  public var rangeLength: Int?
  /// The new text of the span, or of the whole document.
  public var text: String

  /// A change; without a range, a full change.
  public init(range: Range? = nil, rangeLength: Int? = nil, text: String) {
    self.range = range
    self.rangeLength = rangeLength
    self.text = text
  }
}
