import Foundation

/// What the server announces it does, in the result of `initialize`. Nil members are left out,
/// which LSP reads as "not provided".
public struct ServerCapabilities: Codable, Hashable, Sendable {
  /// The encoding of every position exchanged (the session sets the negotiated one).
  public var positionEncoding: PositionEncoding?
  /// The document notifications it wants.
  public var textDocumentSync: TextDocumentSyncOptions?
  /// Whether it answers `textDocument/hover`.
  public var hoverProvider: Bool?
  /// Its code actions.
  public var codeActionProvider: CodeActionOptions?
  /// Whether it answers `textDocument/inlayHint`.
  public var inlayHintProvider: Bool?
  /// Its workspace capabilities.
  public var workspace: WorkspaceServerCapabilities?

  /// Creates the value from its members.
  public init(
    positionEncoding: PositionEncoding? = nil, textDocumentSync: TextDocumentSyncOptions? = nil,
    hoverProvider: Bool? = nil, codeActionProvider: CodeActionOptions? = nil,
    inlayHintProvider: Bool? = nil, workspace: WorkspaceServerCapabilities? = nil
  ) {
    self.positionEncoding = positionEncoding
    self.textDocumentSync = textDocumentSync
    self.hoverProvider = hoverProvider
    self.codeActionProvider = codeActionProvider
    self.inlayHintProvider = inlayHintProvider
    self.workspace = workspace
  }
}
