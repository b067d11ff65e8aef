import Foundation

/// The file events a ``FileSystemWatcher`` wants: a bit set.
public struct WatchKind: OptionSet, Codable, Hashable, Sendable {
  /// The bits as written in JSON.
  public var rawValue: Int

  /// The set written `rawValue` in JSON.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Files created.
  public static let create = WatchKind(rawValue: 1)
  /// Files changed.
  public static let change = WatchKind(rawValue: 2)
  /// Files deleted.
  public static let delete = WatchKind(rawValue: 4)
  /// All three, what LSP assumes when `kind` is left out.
  public static let all: WatchKind = [.create, .change, .delete]
}
