import Foundation

/// The parameters of `$/cancelRequest`.
public struct CancelParams: Codable, Hashable, Sendable {
  /// The request to cancel.
  public var id: RequestID

  /// Creates the value from its members.
  public init(id: RequestID) {
    self.id = id
  }
}
