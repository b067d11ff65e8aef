import Foundation

/// One change to a watched file.
public struct FileEvent: Codable, Hashable, Sendable {
  /// The file's URI.
  public var uri: String
  /// What happened to it.
  public var type: FileChangeType

  /// Creates the value from its members.
  public init(uri: String, type: FileChangeType) {
    self.uri = uri
    self.type = type
  }
}
