import Foundation
import KeyboardTraits

/// The paths `--files-from` or `--changed-since` list, read before the plan is made.
enum ListedFiles {
  /// Where a list comes from.
  enum Source: Sendable, Equatable {
    /// `--files-from FILE`: one path a line.
    case file(String)
    /// `--files-from -`.
    case standardInput
    /// `--changed-since REF` (``GitChangedFiles``).
    case changedSince(String)

    /// How messages name the list.
    var description: String {
      switch self {
      case .file(let path): "--files-from \(path)"
      case .standardInput: "--files-from -"
      case .changedSince(let ref): "--changed-since \(ref)"
      }
    }
  }

  /// The paths the list names that exist, escaped as ``PathName`` says. A path that does not
  /// exist (a file deleted since the list was made) is left out with a note on standard error;
  /// git's lists leave deleted files out already.
  /// - Throws: ``UsageFailure`` when the list cannot be read or git cannot list the changes.
  static func paths(from source: Source) throws(UsageFailure) -> [String] {
    let listed: [String]
    switch source {
    case .file(let path):
      guard let data = FileManager.default.contents(atPath: path) else {
        let why = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "does not exist"
        throw UsageFailure(
          "--files-from \(path): the list \(why); give a readable file with one path a line, "
            + "or '-' to read the list from standard input.")
      }
      listed = lines(of: Array(data))
    case .standardInput:
      listed = lines(of: Array(FileHandle.standardInput.readDataToEndOfFile()))
    case .changedSince(let ref):
      listed = try GitChangedFiles.paths(since: ref)
    }
    var missing: [String] = []
    let existing = listed.filter { path in
      var info = stat()
      let exists =
        lstat(PathName.cString(path), &info) == 0 || (errno != ENOENT && errno != ENOTDIR)
      if !exists { missing.append(path) }
      return exists
    }
    if !missing.isEmpty {
      let shown = missing.prefix(3).joined(separator: ", ") + (missing.count > 3 ? ", …" : "")
      let count =
        missing.count == 1
        ? "1 listed file no longer exists" : "\(missing.count) listed files no longer exist"
      FileHandle.standardError.write(
        Data("note: \(source.description): \(count), skipped: \(shown)\n".utf8))
    }
    return existing
  }

  /// The paths of a newline-separated list: a line's trailing carriage return and empty lines
  /// are dropped; the bytes of a path that is not UTF-8 are kept (``PathName``).
  static func lines(of bytes: [UInt8]) -> [String] {
    bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).compactMap {
      line in
      let path = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
      return path.isEmpty ? nil : PathName.escaped(path)
    }
  }

  /// The note for a list that leaves nothing to scan: a success, as an empty shard is.
  static func nothingToScan(_ source: Source, listed: Int) -> String {
    switch (source, listed) {
    case (.changedSince(let ref), 0):
      "note: no file changed since \(ref); nothing to scan"
    case (_, 0):
      "note: \(source.description) lists no file; nothing to scan"
    default:
      "note: none of the \(listed) file\(listed == 1 ? "" : "s") that \(source.description) "
        + "lists is an HTML or template file that the configuration and ignore files leave in; "
        + "nothing to scan"
    }
  }
}
