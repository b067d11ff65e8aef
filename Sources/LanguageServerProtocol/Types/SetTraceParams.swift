import Foundation

/// The parameters of `$/setTrace`.
public struct SetTraceParams: Codable, Hashable, Sendable {
  /// The new trace level.
  public var value: TraceValue

  /// Creates the value from its members.
  public init(value: TraceValue) {
    self.value = value
  }
}
