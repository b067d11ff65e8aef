import Foundation

/// The parameters of `window/logMessage`.
public struct LogMessageParams: Codable, Hashable, Sendable {
  /// How important it is.
  public var type: MessageType
  /// The message.
  public var message: String

  /// Creates the value from its members.
  public init(type: MessageType, message: String) {
    self.type = type
    self.message = message
  }
}
