import Foundation

/// The parameters of `textDocument/didSave`.
public struct DidSaveTextDocumentParams: Codable, Hashable, Sendable {
  /// The document saved.
  public var textDocument: TextDocumentIdentifier
  /// The text saved, when the server asked for it (`includeText`).
  public var text: String?

  /// Creates the value from its members.
  public init(textDocument: TextDocumentIdentifier, text: String? = nil) {
    self.textDocument = textDocument
    self.text = text
  }
}
