import Foundation

/// The parameters of `textDocument/codeAction`.
public struct CodeActionParams: Codable, Hashable, Sendable {
  /// The document.
  public var textDocument: TextDocumentIdentifier
  /// The span (or the cursor, as an empty span) the actions are for.
  public var range: Range
  /// The diagnostics there and the kinds of actions wanted.
  public var context: CodeActionContext

  /// Creates the value from its members.
  public init(textDocument: TextDocumentIdentifier, range: Range, context: CodeActionContext) {
    self.textDocument = textDocument
    self.range = range
    self.context = context
  }
}
