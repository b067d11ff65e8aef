import Foundation
import KeyboardTraits

/// Finds the configuration for each folder a scan visits, reading each `.kbtraits.yml` once.
///
/// Folders are resolved lazily and remembered, so a walk over 100,000 files reads every
/// configuration file once and asks the file system once per folder. A file with problems is
/// treated as absent so that the walk can go on, and its problems are kept in ``errors``: a run
/// reports them all at the end (and then stops, since a wrong configuration must not pass).
///
/// Not thread-safe: use it from the task that walks the paths.
public final class ConfigurationResolver {
  /// Where configuration comes from.
  public enum Lookup: Sendable, Hashable {
    /// The cascade of `.kbtraits.yml` files above each folder (``ConfigurationCascade``).
    case cascade
    /// This one file for every folder, instead of the cascade (`--config FILE`).
    case file(String)
    /// The defaults everywhere (`--no-config`).
    case defaults
  }

  /// Where configuration comes from.
  public let lookup: Lookup
  /// Every problem in the configuration files read so far, each file's in document order.
  public private(set) var errors: [ConfigurationError] = []

  private let currentDirectory = LexicalPath.currentDirectory
  /// Cascades by absolute folder.
  private var cascades: [String: ConfigurationCascade] = [:]
  /// The one cascade of `.file`, once read.
  private var fixed: ConfigurationCascade?
  /// The last folder a file was resolved in, as written, and its cascade: files come folder by
  /// folder, so most need no absolute path made.
  private var lastFileFolder: (written: Substring, cascade: ConfigurationCascade)?

  /// Creates a resolver; nothing is read until a folder is asked for.
  public init(lookup: Lookup) {
    self.lookup = lookup
  }

  /// The configuration for the files in `folder` (relative to the current directory, or
  /// absolute).
  public func cascade(forFolder folder: String) -> ConfigurationCascade {
    switch lookup {
    case .cascade:
      return cascade(absoluteFolder: LexicalPath.absolute(folder, from: currentDirectory))
    case .file(let path):
      if let fixed { return fixed }
      let cascade = ConfigurationCascade(files: load(path).map { [$0] } ?? [])
      fixed = cascade
      return cascade
    case .defaults:
      return ConfigurationCascade(files: [])
    }
  }

  /// The configuration for the file at `path` (its folder's).
  public func cascade(forFile path: String) -> ConfigurationCascade {
    guard case .cascade = lookup else { return cascade(forFolder: ".") }
    // The text before the last slash names the folder whatever it holds (`..`, `.`, `//`),
    // since a file's own name is never one of those.
    let utf8 = path.utf8
    let written = utf8.lastIndex(of: UInt8(ascii: "/")).map { Substring(utf8[...$0]) } ?? ""
    if let lastFileFolder, lastFileFolder.written == written { return lastFileFolder.cascade }
    let absolute = LexicalPath.absolute(path, from: currentDirectory)
    let cascade = cascade(forFolder: LexicalPath.parent(of: absolute) ?? "/")
    lastFileFolder = (written, cascade)
    return cascade
  }

  private func cascade(absoluteFolder folder: String) -> ConfigurationCascade {
    if let known = cascades[folder] { return known }
    let above = LexicalPath.parent(of: folder).map { cascade(absoluteFolder: $0) }
    let own = ConfigurationLoader.file(inFolder: folder).flatMap {
      load(LexicalPath.display($0, from: currentDirectory))
    }
    let result: ConfigurationCascade
    if let own {
      result = ConfigurationCascade(files: own.isRoot ? [own] : [own] + (above?.files ?? []))
    } else {
      result = above ?? ConfigurationCascade(files: [])
    }
    cascades[folder] = result
    return result
  }

  /// The file's configuration, or `nil` (with its problems recorded) when it has any.
  private func load(_ path: String) -> KBTraitsConfiguration? {
    do {
      return try ConfigurationLoader.load(fileAt: path)
    } catch {
      errors += error.errors
      return nil
    }
  }
}
