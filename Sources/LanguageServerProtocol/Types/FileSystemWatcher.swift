import Foundation

/// Files the client is to watch for the server.
public struct FileSystemWatcher: Codable, Hashable, Sendable {
  /// A glob such as `**/.kbtraits.yml`, relative to each workspace folder.
  public var globPattern: String
  /// The events wanted; nil means all three.
  public var kind: WatchKind?

  /// Creates the value from its members.
  public init(globPattern: String, kind: WatchKind? = nil) {
    self.globPattern = globPattern
    self.kind = kind
  }
}
