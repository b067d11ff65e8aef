import Foundation

/// The parameters of `workspace/didChangeWorkspaceFolders`.
public struct DidChangeWorkspaceFoldersParams: Codable, Hashable, Sendable {
  /// The folders added and removed.
  public var event: WorkspaceFoldersChangeEvent

  /// Creates the value from its members.
  public init(event: WorkspaceFoldersChangeEvent) {
    self.event = event
  }
}
