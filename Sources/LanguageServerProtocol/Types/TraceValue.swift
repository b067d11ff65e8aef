import Foundation

/// How much the server is to trace through `$/logTrace`.
///
/// A struct rather than an enum so that a value this package does not name still decodes.
public struct TraceValue: RawRepresentable, Codable, Hashable, Sendable {
  /// The value as it is written in JSON.
  public var rawValue: String

  /// The value written `rawValue` in JSON.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Nothing.
  public static let off = TraceValue(rawValue: "off")

  /// One line per message.
  public static let messages = TraceValue(rawValue: "messages")

  /// Messages with details.
  public static let verbose = TraceValue(rawValue: "verbose")
}
