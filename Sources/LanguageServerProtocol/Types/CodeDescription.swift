import Foundation

/// Where a diagnostic's code is explained.
public struct CodeDescription: Codable, Hashable, Sendable {
  /// The URI of the explanation.
  public var href: String

  /// Creates the value from its members.
  public init(href: String) {
    self.href = href
  }
}
