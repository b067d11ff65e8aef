import Foundation

/// The server's workspace capabilities.
public struct WorkspaceServerCapabilities: Codable, Hashable, Sendable {
  /// Its support for workspace folders.
  public var workspaceFolders: WorkspaceFoldersServerCapabilities?

  /// Creates the value from its members.
  public init(workspaceFolders: WorkspaceFoldersServerCapabilities? = nil) {
    self.workspaceFolders = workspaceFolders
  }
}
