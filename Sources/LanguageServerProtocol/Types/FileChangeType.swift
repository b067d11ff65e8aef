import Foundation

/// What happened to a watched file.
///
/// A struct rather than an enum so that a value this package does not name still decodes.
public struct FileChangeType: RawRepresentable, Codable, Hashable, Sendable {
  /// The value as it is written in JSON.
  public var rawValue: Int

  /// The value written `rawValue` in JSON.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The file was created.
  public static let created = FileChangeType(rawValue: 1)

  /// The file changed.
  public static let changed = FileChangeType(rawValue: 2)

  /// The file was deleted.
  public static let deleted = FileChangeType(rawValue: 3)
}
