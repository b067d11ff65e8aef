import Foundation
import KeyboardTraits

/// Finds, reads and validates `.kbtraits.yml` files.
public enum ConfigurationLoader {
  /// The names a configuration file may have, in the order they are looked for in each folder.
  public static let fileNames = [".kbtraits.yml", ".kbtraits.yaml"]

  /// Reads and validates the configuration file at `path`; the result's `file` is `path`.
  public static func load(fileAt path: String) throws(ConfigurationError) -> KBTraitsConfiguration {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw ConfigurationError(
        file: path, keyPath: "",
        message: "cannot read the configuration file (\(reason(error))); check the path and its "
          + "permissions")
    }
    var bytes = [UInt8](data)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    guard let yaml = String(bytes: bytes, encoding: .utf8) else {
      throw ConfigurationError(
        file: path, keyPath: "", message: "the file is not valid UTF-8; save it as UTF-8")
    }
    return try parse(yaml, file: path)
  }

  /// Validates configuration text; `file` names it in errors and becomes the result's `file`.
  public static func parse(
    _ yaml: String, file: String
  ) throws(ConfigurationError) -> KBTraitsConfiguration {
    var configuration = try ConfigurationParser(file: file).parse(yaml)
    configuration.file = file
    return configuration
  }

  /// The nearest configuration file at or above `path` (a file or a folder), looking in each
  /// folder up to the filesystem root; `nil` when there is none.
  ///
  /// Only the nearest file applies (configurations are not merged), so the search simply stops
  /// at the first one. The result is relative to the current directory when it lies inside it,
  /// else absolute.
  public static func find(from path: String) -> String? {
    let currentDirectory = LexicalPath.currentDirectory
    let start = LexicalPath.absolute(path, from: currentDirectory)
    var isDirectory: ObjCBool = false
    let startIsFolder =
      FileManager.default.fileExists(atPath: start, isDirectory: &isDirectory)
      && isDirectory.boolValue
    var folder: String? = startIsFolder ? start : LexicalPath.parent(of: start)
    while let current = folder {
      for name in fileNames {
        let candidate = current == "/" ? "/" + name : current + "/" + name
        var candidateIsFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: candidate, isDirectory: &candidateIsFolder),
          !candidateIsFolder.boolValue
        {
          return LexicalPath.display(candidate, from: currentDirectory)
        }
      }
      folder = LexicalPath.parent(of: current)
    }
    return nil
  }

  private static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoSuchFileError {
      return "no such file"
    }
    return nsError.localizedDescription
  }
}
