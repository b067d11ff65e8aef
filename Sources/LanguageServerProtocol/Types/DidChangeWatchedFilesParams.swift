import Foundation

/// The parameters of `workspace/didChangeWatchedFiles`.
public struct DidChangeWatchedFilesParams: Codable, Hashable, Sendable {
  /// The changes, in order.
  public var changes: [FileEvent]

  /// Creates the value from its members.
  public init(changes: [FileEvent]) {
    self.changes = changes
  }
}
