import Foundation
import KeyboardTraits

/// Findings accepted for now, so a run reports only new ones (SwiftLint's baseline).
///
/// Each entry keys one finding on its rule, its file's path, the trimmed text of its line and
/// its message, but not on its line number: inserting or moving lines above a finding does not
/// bring it back, while editing its line or its message does. Identical findings need one entry
/// each; when a file has more of them than the baseline, all of them are reported, because
/// nothing tells which one is new.
///
/// Paths are compared as given (after dropping a leading `./`), so write and read the baseline
/// from the same directory with relative paths: `kbtraits lint Sources --write-baseline
/// .kbtraits-baseline.json`, then `kbtraits lint Sources --baseline .kbtraits-baseline.json`.
public struct Baseline: Sendable, Hashable, Codable {
  /// The format version this build writes and reads.
  public static let currentVersion = 1

  /// One accepted finding.
  public struct Entry: Sendable, Hashable, Codable, Comparable {
    /// The rule id.
    public var rule: String
    /// The file's path, as given to the scanner.
    public var path: String
    /// The finding's line, trimmed (see ``Baseline/lineKey(_:)``).
    public var sourceLine: String
    /// The finding's message.
    public var message: String

    /// Creates an entry; `sourceLine` is stored as ``Baseline/lineKey(_:)`` makes it.
    public init(rule: String, path: String, sourceLine: String, message: String) {
      self.rule = rule
      self.path = Baseline.pathKey(path)
      self.sourceLine = Baseline.lineKey(sourceLine)
      self.message = message
    }

    /// The entry for `diagnostic` in the file at `path`.
    public init(_ diagnostic: Diagnostic, path: String) {
      self.init(
        rule: diagnostic.rule, path: path, sourceLine: diagnostic.sourceLine ?? "",
        message: diagnostic.message)
    }

    /// The entry's object in the baseline file.
    var json: JSONValue {
      .object([
        ("rule", .string(rule)), ("path", .string(path)), ("sourceLine", .string(sourceLine)),
        ("message", .string(message)),
      ])
    }

    /// Orders by path, rule, line text, then message (UTF-8 order, independent of locale).
    public static func < (lhs: Entry, rhs: Entry) -> Bool {
      for (left, right) in [
        (lhs.path, rhs.path), (lhs.rule, rhs.rule), (lhs.sourceLine, rhs.sourceLine),
        (lhs.message, rhs.message),
      ] where left != right {
        return left.utf8.lexicographicallyPrecedes(right.utf8)
      }
      return false
    }
  }

  /// The format version.
  public var version: Int
  /// The accepted findings, sorted.
  public var entries: [Entry]

  /// A baseline of `entries`.
  public init(entries: [Entry]) {
    version = Self.currentVersion
    self.entries = entries.sorted()
  }

  /// A baseline of `entries`, sorted in place (a large baseline is not copied to be sorted).
  init(sorting entries: consuming [Entry]) {
    version = Self.currentVersion
    entries.sort()
    self.entries = entries
  }

  /// A baseline of every finding in `files` (failed files have none).
  public init(runs files: [FileReport]) {
    self.init(
      entries: files.flatMap { file in file.diagnostics.map { Entry($0, path: file.path) } })
  }

  /// Removes the findings the baseline accepts.
  ///
  /// - returns: `files` without the accepted findings, how many were removed, and the entries
  ///   that match nothing any more (for `--strict-baseline`). Only entries of files that were
  ///   scanned and read count as stale: a file left out of this run, or one that failed, says
  ///   nothing about its findings.
  public func filter(_ files: [FileReport]) -> (
    files: [FileReport], baselined: Int, stale: [Entry]
  ) {
    let matcher = BaselineMatcher(self)
    var baselined = 0
    var stale: [Entry] = []
    let filtered = files.map { file in
      let match = matcher.filter(file)
      baselined += match.baselined
      stale += match.stale
      return match.file
    }
    return (filtered, baselined, stale.sorted())
  }

  /// The path as the baseline compares it: a leading `./` is dropped.
  static func pathKey(_ path: String) -> String {
    var key = Substring(path)
    while key.hasPrefix("./"), key.count > 2 { key = key.dropFirst(2) }
    return String(key)
  }

  /// The line text as the baseline stores it: trimmed of whitespace, so re-indenting keeps
  /// matching; a line over ``maxLineLength`` characters (minified HTML) is cut and followed by a
  /// hash of the whole line, which keeps the file small and the match exact.
  public static func lineKey(_ line: String) -> String {
    let trimmed = String(line.trimmingHTMLWhitespace())
    // A key is shorter than the limit, so making a key of a key changes nothing.
    guard trimmed.unicodeScalars.count > maxLineLength else { return trimmed }
    let prefix = String(String.UnicodeScalarView(trimmed.unicodeScalars.prefix(prefixLength)))
    return prefix + hashMarker + FNV1a64.hexDigest(of: trimmed)
  }

  /// Longest line text stored whole.
  public static let maxLineLength = 240
  private static let prefixLength = 200
  private static let hashMarker = "… fnv1a:"

}
