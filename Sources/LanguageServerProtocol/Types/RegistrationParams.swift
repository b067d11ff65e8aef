import Foundation

/// The parameters of `client/registerCapability`.
public struct RegistrationParams: Codable, Hashable, Sendable {
  /// The capabilities to register.
  public var registrations: [Registration]

  /// Creates the value from its members.
  public init(registrations: [Registration]) {
    self.registrations = registrations
  }
}
