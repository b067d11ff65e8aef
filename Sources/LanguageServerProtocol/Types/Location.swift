import Foundation

/// A span in a given document.
public struct Location: Codable, Hashable, Sendable {
  /// The document's URI.
  public var uri: String
  /// The span.
  public var range: Range

  /// Creates the value from its members.
  public init(uri: String, range: Range) {
    self.uri = uri
    self.range = range
  }
}
