import Foundation

/// One replacement in a document.
public struct TextEdit: Codable, Hashable, Sendable {
  /// The span replaced (empty to insert).
  public var range: Range
  /// Its new text (empty to delete).
  public var newText: String

  /// Creates the value from its members.
  public init(range: Range, newText: String) {
    self.range = range
    self.newText = newText
  }
}
