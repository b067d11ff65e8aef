import Foundation

/// The server's support for workspace folders.
public struct WorkspaceFoldersServerCapabilities: Codable, Hashable, Sendable {
  /// Whether it handles several workspace folders.
  public var supported: Bool?
  /// Whether it wants `workspace/didChangeWorkspaceFolders`.
  public var changeNotifications: Bool?

  /// Creates the value from its members.
  public init(supported: Bool? = nil, changeNotifications: Bool? = nil) {
    self.supported = supported
    self.changeNotifications = changeNotifications
  }
}
