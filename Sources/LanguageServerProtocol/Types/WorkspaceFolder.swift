import Foundation

/// A root folder the client has open.
public struct WorkspaceFolder: Codable, Hashable, Sendable {
  /// The folder's URI.
  public var uri: String
  /// Its name in the user interface.
  public var name: String

  /// Creates the value from its members.
  public init(uri: String, name: String) {
    self.uri = uri
    self.name = name
  }
}
