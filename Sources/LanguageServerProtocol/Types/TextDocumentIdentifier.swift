import Foundation

/// Names a document by its URI.
public struct TextDocumentIdentifier: Codable, Hashable, Sendable {
  /// The document's URI.
  public var uri: String

  /// Creates the value from its members.
  public init(uri: String) {
    self.uri = uri
  }
}
