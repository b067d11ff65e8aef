import Foundation

/// What to watch, in a `workspace/didChangeWatchedFiles` registration.
public struct DidChangeWatchedFilesRegistrationOptions: Codable, Hashable, Sendable {
  /// The globs to watch.
  public var watchers: [FileSystemWatcher]

  /// Creates the value from its members.
  public init(watchers: [FileSystemWatcher]) {
    self.watchers = watchers
  }
}
