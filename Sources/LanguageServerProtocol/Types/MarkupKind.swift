import Foundation

/// How a ``MarkupContent`` is to be rendered.
///
/// A struct rather than an enum so that a value this package does not name still decodes.
public struct MarkupKind: RawRepresentable, Codable, Hashable, Sendable {
  /// The value as it is written in JSON.
  public var rawValue: String

  /// The value written `rawValue` in JSON.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Plain text.
  public static let plaintext = MarkupKind(rawValue: "plaintext")

  /// Markdown (GitHub flavoured).
  public static let markdown = MarkupKind(rawValue: "markdown")
}
