import Foundation
import KeyboardTraits

extension Baseline {
  /// Reads a baseline written by ``write(to:)``.
  ///
  /// - throws: ``BaselineError`` when the file is missing or unreadable, is not a baseline, or
  ///   was written by a different format version.
  public static func load(from path: String) throws -> Baseline {
    var entries: [Entry] = []
    try readEntries(from: path) { entries.append($0) }
    return Baseline(sorting: entries)
  }

  /// Reads the baseline at `path` a piece at a time, handing each entry to `take` in file
  /// order, keyed as new findings are; `take` keeps what it needs of them.
  ///
  /// - throws: ``BaselineError``, as ``load(from:)`` does; entries handed over before an error
  ///   are of no use then.
  static func readEntries(from path: String, _ take: (Entry) -> Void) throws(BaselineError) {
    guard FileManager.default.fileExists(atPath: path) else {
      throw BaselineError.missingFile(path: path)
    }
    let handle: FileHandle
    do {
      handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    } catch {
      throw BaselineError.unreadable(path: path, reason: error.localizedDescription)
    }
    defer { try? handle.close() }
    var reader = BaselineReader(handle)
    let contents: BaselineReader.Contents
    do {
      contents = try reader.read(take)
    } catch {
      switch error {
      case .unreadable(let reason):
        throw BaselineError.unreadable(path: path, reason: reason)
      case .notAnObject:
        throw BaselineError.notABaseline(
          path: path, reason: "it is not a JSON object with a \"version\" number")
      }
    }
    // The version first, so an old or newer file gets a version error, not a decoding one.
    guard let version = contents.version else {
      throw BaselineError.notABaseline(
        path: path, reason: "it is not a JSON object with a \"version\" number")
    }
    guard version == currentVersion else {
      throw BaselineError.unsupportedVersion(path: path, found: version, supported: currentVersion)
    }
    guard contents.hasEntries else {
      throw BaselineError.notABaseline(path: path, reason: "missing key \"entries\"")
    }
    if let problem = contents.entriesProblem {
      throw BaselineError.notABaseline(path: path, reason: problem)
    }
  }

  /// Writes the baseline as pretty JSON (two-space indentation, entries sorted, a final
  /// newline), so the same findings always give the same bytes and diffs stay small. The file
  /// is written as a shell's `>` would: a regular file is replaced only once complete, a
  /// symbolic link is written through (`OutputFile`).
  ///
  /// - throws: ``BaselineError/unwritable(path:reason:)``.
  public func write(to path: String) throws {
    do {
      try OutputFile.write(Array(jsonText.utf8), to: path)
    } catch {
      throw BaselineError.unwritable(path: path, reason: error.reason)
    }
  }

  /// The file's text: what ``write(to:)`` writes.
  public var jsonText: String {
    let value = JSONValue.object([
      ("version", .int(version)),
      (
        "entries",
        .array(entries.sorted().map(\.json))
      ),
    ])
    return value.rendered() + "\n"
  }
}

/// Why a baseline could not be read or written.
public enum BaselineError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No file at the path.
  case missingFile(path: String)
  /// The file exists but could not be read.
  case unreadable(path: String, reason: String)
  /// The file is not a kbtraits baseline.
  case notABaseline(path: String, reason: String)
  /// The file was written by another format version.
  case unsupportedVersion(path: String, found: Int, supported: Int)
  /// The file could not be written.
  case unwritable(path: String, reason: String)

  /// What happened, where, and what to do next.
  public var description: String {
    switch self {
    case .missingFile(let path):
      "baseline \(path) does not exist; create it with --write-baseline \(path)"
    case .unreadable(let path, let reason):
      "cannot read baseline \(path): \(reason)"
    case .notABaseline(let path, let reason):
      "\(path) is not a kbtraits baseline (\(reason)); regenerate it with --write-baseline \(path)"
    case .unsupportedVersion(let path, let found, let supported):
      "baseline \(path) has version \(found), but this kbtraits reads version \(supported); "
        + "regenerate it with --write-baseline \(path)"
    case .unwritable(let path, let reason):
      "cannot write baseline \(path): \(reason)"
    }
  }
}
