import Foundation

/// The parameters of `textDocument/didChange`.
public struct DidChangeTextDocumentParams: Codable, Hashable, Sendable {
  /// The document and its version after all the changes.
  public var textDocument: VersionedTextDocumentIdentifier
  /// The changes, to apply in order: each range is in the text the previous one left.
  public var contentChanges: [TextDocumentContentChangeEvent]

  /// Creates the value from its members.
  public init(
    textDocument: VersionedTextDocumentIdentifier, contentChanges: [TextDocumentContentChangeEvent]
  ) {
    self.textDocument = textDocument
    self.contentChanges = contentChanges
  }
}
