import Foundation

/// Edits to documents, keyed by URI.
public struct WorkspaceEdit: Codable, Hashable, Sendable {
  /// Each document's edits; they must not overlap.
  public var changes: [String: [TextEdit]]?

  /// Creates the value from its members.
  public init(changes: [String: [TextEdit]]? = nil) {
    self.changes = changes
  }
}
