import Foundation

/// The parameters of `textDocument/didClose`.
public struct DidCloseTextDocumentParams: Codable, Hashable, Sendable {
  /// The document closed.
  public var textDocument: TextDocumentIdentifier

  /// Creates the value from its members.
  public init(textDocument: TextDocumentIdentifier) {
    self.textDocument = textDocument
  }
}
