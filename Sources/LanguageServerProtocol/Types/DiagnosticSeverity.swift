import Foundation

/// How serious a diagnostic is.
///
/// A struct rather than an enum so that a value this package does not name still decodes.
public struct DiagnosticSeverity: RawRepresentable, Codable, Hashable, Sendable {
  /// The value as it is written in JSON.
  public var rawValue: Int

  /// The value written `rawValue` in JSON.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// An error.
  public static let error = DiagnosticSeverity(rawValue: 1)

  /// A warning.
  public static let warning = DiagnosticSeverity(rawValue: 2)

  /// Information.
  public static let information = DiagnosticSeverity(rawValue: 3)

  /// A hint.
  public static let hint = DiagnosticSeverity(rawValue: 4)
}
