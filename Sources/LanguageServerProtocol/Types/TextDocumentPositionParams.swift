import Foundation

/// A position in a document: the parameters of `textDocument/hover` and its kind.
public struct TextDocumentPositionParams: Codable, Hashable, Sendable {
  /// The document.
  public var textDocument: TextDocumentIdentifier
  /// The position in it.
  public var position: Position

  /// Creates the value from its members.
  public init(textDocument: TextDocumentIdentifier, position: Position) {
    self.textDocument = textDocument
    self.position = position
  }
}

/// The parameters of `textDocument/hover`: a position (LSP adds only a progress token).
public typealias HoverParams = TextDocumentPositionParams
