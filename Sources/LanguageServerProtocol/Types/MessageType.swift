import Foundation

/// How important a logged or shown message is.
///
/// A struct rather than an enum so that a value this package does not name still decodes.
public struct MessageType: RawRepresentable, Codable, Hashable, Sendable {
  /// The value as it is written in JSON.
  public var rawValue: Int

  /// The value written `rawValue` in JSON.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// An error.
  public static let error = MessageType(rawValue: 1)

  /// A warning.
  public static let warning = MessageType(rawValue: 2)

  /// Information.
  public static let info = MessageType(rawValue: 3)

  /// A log line.
  public static let log = MessageType(rawValue: 4)

  /// Debugging detail (LSP 3.18; older clients may show it as a log line).
  public static let debug = MessageType(rawValue: 5)
}
