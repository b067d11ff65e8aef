/// Why a file produced no fields. Every failed file is reported with one of these.
public struct ScanError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The kind of failure, stable for scripts (`"kind"` in JSON).
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    case notFound, permissionDenied, isDirectory, notRegularFile, brokenSymlink, symlinkLoop
    case tooLarge, readFailed, binaryContent
    /// A rendered page whose server answered with an HTTP status of 400 or more.
    case httpError
    /// A rendered page the browser could not load (a network error, a browser that failed).
    case pageLoadFailed
    /// A rendered page that took longer than the page timeout.
    case pageTimeout
  }
  /// The kind of failure.
  public var kind: Kind
  /// What happened, to which file, and what to do next.
  public var message: String
  /// For ``Kind/httpError``: the status the server answered.
  public var httpStatus: Int?

  /// Creates an error.
  public init(kind: Kind, message: String, httpStatus: Int? = nil) {
    self.kind = kind
    self.message = message
    self.httpStatus = httpStatus
  }

  /// The message.
  public var description: String { message }

  /// The message without the `path: ` it opens with, for an output that shows the path beside
  /// it (a report's line or section for the file); the whole message when it does not open so.
  package func message(besidePath path: String) -> String {
    let prefix = path + ": "
    guard message.hasPrefix(prefix), message.count > prefix.count else { return message }
    return String(message.dropFirst(prefix.count))
  }

  /// The error with `shown` in place of the `path` its message opens with: an output that
  /// shows paths another way (relative to the working directory) names the file once, the
  /// same way everywhere.
  package func replacingPath(_ path: String, with shown: String) -> ScanError {
    var error = self
    error.message = Self.message(message, replacingPath: path, with: shown)
    return error
  }

  /// `message` with `shown` in place of the `path: ` it opens with (any error message that
  /// names its file so, such as a fix's), unchanged when it does not open so.
  package static func message(
    _ message: String, replacingPath path: String, with shown: String
  ) -> String {
    guard path != shown, message.hasPrefix(path + ": ") else { return message }
    return shown + message.dropFirst(path.count)
  }
}
