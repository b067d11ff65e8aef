import Foundation

/// How the client sends document changes.
///
/// A struct rather than an enum so that a value this package does not name still decodes.
public struct TextDocumentSyncKind: RawRepresentable, Codable, Hashable, Sendable {
  /// The value as it is written in JSON.
  public var rawValue: Int

  /// The value written `rawValue` in JSON.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Not at all.
  public static let none = TextDocumentSyncKind(rawValue: 0)

  /// The whole text at every change.
  public static let full = TextDocumentSyncKind(rawValue: 1)

  /// Only the spans that changed.
  public static let incremental = TextDocumentSyncKind(rawValue: 2)
}
