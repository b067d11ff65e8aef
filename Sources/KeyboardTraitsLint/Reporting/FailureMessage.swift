import KeyboardTraits

/// The text of a file's scan error without the leading `path: ` that scan errors carry, for
/// formats that already show the path next to it.
enum FailureMessage {
  /// `error.message`, minus a leading `"<path>: "`.
  static func detail(_ error: ScanError, path: String) -> String {
    let prefix = path + ": "
    guard error.message.hasPrefix(prefix), error.message.count > prefix.count else {
      return error.message
    }
    return String(error.message.dropFirst(prefix.count))
  }
}
