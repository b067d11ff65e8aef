import Foundation

/// The server's name and version, announced in ``InitializeResult``.
public struct ServerInfo: Codable, Hashable, Sendable {
  /// The name.
  public var name: String
  /// The version.
  public var version: String?

  /// Creates the value from its members.
  public init(name: String, version: String? = nil) {
    self.name = name
    self.version = version
  }
}
