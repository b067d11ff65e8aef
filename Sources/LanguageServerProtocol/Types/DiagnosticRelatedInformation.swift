import Foundation

/// Another place a diagnostic concerns, such as a second element a rule names.
public struct DiagnosticRelatedInformation: Codable, Hashable, Sendable {
  /// The place.
  public var location: Location
  /// What it has to do with the diagnostic.
  public var message: String

  /// Creates the value from its members.
  public init(location: Location, message: String) {
    self.location = location
    self.message = message
  }
}
