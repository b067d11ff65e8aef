import Foundation

/// Names a document and the version the client has after a change.
public struct VersionedTextDocumentIdentifier: Codable, Hashable, Sendable {
  /// The document's URI.
  public var uri: String
  /// The version after the change; it increases with every change.
  public var version: Int

  /// Creates the value from its members.
  public init(uri: String, version: Int) {
    self.uri = uri
    self.version = version
  }
}
