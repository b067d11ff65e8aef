import Foundation

/// Which document notifications the server wants, and how changes come.
public struct TextDocumentSyncOptions: Codable, Hashable, Sendable {
  /// Whether to send `didOpen` and `didClose`.
  public var openClose: Bool?
  /// How to send `didChange`.
  public var change: TextDocumentSyncKind?
  /// Whether (non-nil) and how to send `didSave`.
  public var save: SaveOptions?

  /// Creates the value from its members.
  public init(openClose: Bool? = nil, change: TextDocumentSyncKind? = nil, save: SaveOptions? = nil)
  {
    self.openClose = openClose
    self.change = change
    self.save = save
  }
}
