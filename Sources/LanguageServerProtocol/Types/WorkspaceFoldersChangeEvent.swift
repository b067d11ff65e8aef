import Foundation

/// Folders added to and removed from the workspace.
public struct WorkspaceFoldersChangeEvent: Codable, Hashable, Sendable {
  /// The folders added.
  public var added: [WorkspaceFolder]
  /// The folders removed.
  public var removed: [WorkspaceFolder]

  /// Creates the value from its members.
  public init(added: [WorkspaceFolder], removed: [WorkspaceFolder]) {
    self.added = added
    self.removed = removed
  }
}
