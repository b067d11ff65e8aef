import Foundation

/// A document as the client opens it: its whole text.
public struct TextDocumentItem: Codable, Hashable, Sendable {
  /// The document's URI.
  public var uri: String
  /// The client's name for the language (`html`, `vue`, `javascriptreact`...).
  public var languageId: String
  /// The version; it increases with every change.
  public var version: Int
  /// The whole content.
  public var text: String

  /// Creates the value from its members.
  public init(uri: String, languageId: String, version: Int, text: String) {
    self.uri = uri
    self.languageId = languageId
    self.version = version
    self.text = text
  }
}
