/// Why a file produced no fields. Every failed file is reported with one of these.
public struct ScanError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The kind of failure, stable for scripts (`"kind"` in JSON).
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    case notFound, permissionDenied, isDirectory, notRegularFile, brokenSymlink, symlinkLoop
    case tooLarge, readFailed, binaryContent
  }
  /// The kind of failure.
  public var kind: Kind
  /// What happened, to which file, and what to do next.
  public var message: String

  /// Creates an error.
  public init(kind: Kind, message: String) {
    self.kind = kind
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
