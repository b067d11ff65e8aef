import Foundation

/// The parameters of `textDocument/inlayHint`.
public struct InlayHintParams: Codable, Hashable, Sendable {
  /// The document.
  public var textDocument: TextDocumentIdentifier
  /// The visible span to give hints for.
  public var range: Range

  /// Creates the value from its members.
  public init(textDocument: TextDocumentIdentifier, range: Range) {
    self.textDocument = textDocument
    self.range = range
  }
}
