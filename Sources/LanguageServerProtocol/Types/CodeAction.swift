import Foundation

/// An action the client offers: here always a workspace edit.
public struct CodeAction: Codable, Hashable, Sendable {
  /// What the user sees.
  public var title: String
  /// Its kind, for filtering (`quickfix`, `source.fixAll.<tool>`...).
  public var kind: CodeActionKind?
  /// The diagnostics it resolves.
  public var diagnostics: [Diagnostic]?
  /// Whether it is the one to apply for its diagnostics (for "auto fix").
  public var isPreferred: Bool?
  /// The edit it makes.
  public var edit: WorkspaceEdit?
  /// Anything the server wants back in `codeAction/resolve`.
  public var data: JSONValue?

  /// Creates the value from its members.
  public init(
    title: String, kind: CodeActionKind? = nil, diagnostics: [Diagnostic]? = nil,
    isPreferred: Bool? = nil, edit: WorkspaceEdit? = nil, data: JSONValue? = nil
  ) {
    self.title = title
    self.kind = kind
    self.diagnostics = diagnostics
    self.isPreferred = isPreferred
    self.edit = edit
    self.data = data
  }
}
