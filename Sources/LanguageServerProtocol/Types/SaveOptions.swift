import Foundation

/// What the server wants with `textDocument/didSave`.
public struct SaveOptions: Codable, Hashable, Sendable {
  /// Whether the saved text comes with it.
  public var includeText: Bool?

  /// Creates the value from its members.
  public init(includeText: Bool? = nil) {
    self.includeText = includeText
  }
}
