import Foundation

/// The result of `initialize`.
public struct InitializeResult: Codable, Hashable, Sendable {
  /// What the server does.
  public var capabilities: ServerCapabilities
  /// Who it is.
  public var serverInfo: ServerInfo?

  /// Creates the value from its members.
  public init(capabilities: ServerCapabilities, serverInfo: ServerInfo? = nil) {
    self.capabilities = capabilities
    self.serverInfo = serverInfo
  }
}
