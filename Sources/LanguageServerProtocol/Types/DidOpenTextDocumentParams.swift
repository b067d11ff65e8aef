import Foundation

/// The parameters of `textDocument/didOpen`.
public struct DidOpenTextDocumentParams: Codable, Hashable, Sendable {
  /// The document opened, with its text.
  public var textDocument: TextDocumentItem

  /// Creates the value from its members.
  public init(textDocument: TextDocumentItem) {
    self.textDocument = textDocument
  }
}
