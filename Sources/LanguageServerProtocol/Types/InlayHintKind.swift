import Foundation

/// What an inlay hint annotates.
///
/// A struct rather than an enum so that a value this package does not name still decodes.
public struct InlayHintKind: RawRepresentable, Codable, Hashable, Sendable {
  /// The value as it is written in JSON.
  public var rawValue: Int

  /// The value written `rawValue` in JSON.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// A type.
  public static let type = InlayHintKind(rawValue: 1)

  /// A parameter.
  public static let parameter = InlayHintKind(rawValue: 2)
}
