import Foundation

/// The parameters of `workspace/didChangeConfiguration`.
public struct DidChangeConfigurationParams: Codable, Hashable, Sendable {
  /// The client's settings, in whatever shape it keeps them.
  public var settings: JSONValue?

  /// Creates the value from its members.
  public init(settings: JSONValue? = nil) {
    self.settings = settings
  }
}
