import Foundation
import KeyboardTraits

/// Finds, reads and validates `.kbtraits.yml` files.
public enum ConfigurationLoader {
  /// The names a configuration file may have, in the order they are looked for in each folder.
  public static let fileNames = [".kbtraits.yml", ".kbtraits.yaml"]

  /// Reads and validates the configuration file at `path`; the result's `file` is `path`.
  /// - Throws: ``ConfigurationErrors`` with every problem in the file.
  public static func load(
    fileAt path: String
  ) throws(ConfigurationErrors) -> KBTraitsConfiguration {
    // Read by its bytes (a folder's name need not be UTF-8; see `PathName`).
    var bytes: [UInt8]
    switch FileReader.read(path, maxSize: Int.max) {
    case .success(let read): bytes = read
    case .failure(let error):
      throw ConfigurationErrors([
        ConfigurationError(
          file: path, keyPath: "",
          message: "cannot read the configuration file (\(reason(error))); check the path and "
            + "its permissions")
      ])
    }
    let sourceDigest = "\(ContentDigest(bytes).hex) \(bytes.count)"
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    guard let yaml = String(bytes: bytes, encoding: .utf8) else {
      throw ConfigurationErrors([
        ConfigurationError(
          file: path, keyPath: "", message: "the file is not valid UTF-8; save it as UTF-8")
      ])
    }
    var configuration = try parse(yaml, file: path)
    configuration.sourceDigest = sourceDigest
    return configuration
  }

  /// Validates configuration text; `file` names it in errors and becomes the result's `file`.
  /// - Throws: ``ConfigurationErrors`` with every problem in the text, in document order.
  public static func parse(
    _ yaml: String, file: String
  ) throws(ConfigurationErrors) -> KBTraitsConfiguration {
    var parser = ConfigurationParser(file: file)
    var configuration = parser.parse(yaml)
    guard parser.errors.isEmpty else { throw ConfigurationErrors(parser.errors) }
    configuration.file = file
    return configuration
  }

  /// The nearest configuration file in `folder` itself (absolute, escaped as `PathName`
  /// says), by ``fileNames`` order.
  static func file(inFolder folder: String) -> String? {
    for name in fileNames {
      let candidate = folder == "/" ? "/" + name : folder + "/" + name
      if FileReader.isRegularFile(candidate) { return candidate }
    }
    return nil
  }

  /// The nearest configuration file at or above `path` (a file or a folder), looking in each
  /// folder up to the filesystem root; `nil` when there is none.
  ///
  /// This is the first file of the cascade; ``ConfigurationResolver`` finds the ones above it
  /// and merges them. The result is relative to the current directory when it lies inside it,
  /// else absolute.
  public static func find(from path: String) -> String? {
    let currentDirectory = LexicalPath.currentDirectory
    let start = LexicalPath.absolute(path, from: currentDirectory)
    var folder: String? = FileReader.isDirectory(start) ? start : LexicalPath.parent(of: start)
    while let current = folder {
      if let found = file(inFolder: current) {
        return LexicalPath.display(found, from: currentDirectory)
      }
      folder = LexicalPath.parent(of: current)
    }
    return nil
  }

  /// Why the file could not be read, as `strerror` says it.
  private static func reason(_ error: ScanError) -> String {
    switch error.kind {
    case .notFound, .brokenSymlink: "no such file"
    case .permissionDenied: String(cString: strerror(EACCES))
    case .isDirectory: String(cString: strerror(EISDIR))
    case .symlinkLoop: String(cString: strerror(ELOOP))
    case .notRegularFile: "not a regular file"
    default: error.message
    }
  }
}
