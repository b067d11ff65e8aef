import Foundation

/// Absolute, lexically normalised paths: no `.` or `..` components, no repeated or trailing
/// slashes. Symbolic links are not resolved, because ignore files (like git) speak about the
/// paths as the tree shows them.
package enum LexicalPath {
  /// `path` made absolute against `directory` (itself absolute) and normalised.
  package static func absolute(_ path: String, from directory: String) -> String {
    normalize(path.hasPrefix("/") ? path : directory + "/" + path)
  }

  /// `path` (absolute) without `.`, `..`, empty components or a trailing slash.
  static func normalize(_ path: String) -> String {
    var components: [Substring] = []
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch component {
      case ".": continue
      case "..": _ = components.popLast()
      default: components.append(component)
      }
    }
    return "/" + components.joined(separator: "/")
  }

  /// The folder containing `path` (absolute, normalised); `nil` for `/`.
  package static func parent(of path: String) -> String? {
    guard path != "/", let slash = path.lastIndex(of: "/") else { return nil }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// `path` relative to `folder` when it lies strictly inside it, else `nil`.
  static func relative(_ path: String, to folder: String) -> String? {
    let prefix = folder == "/" ? "/" : folder + "/"
    guard path.count > prefix.count, path.hasPrefix(prefix) else { return nil }
    return String(path.dropFirst(prefix.count))
  }

  /// `absolutePath` shown relative to `directory` when it lies inside it, else as is.
  package static func display(_ absolutePath: String, from directory: String) -> String {
    relative(absolutePath, to: normalize(directory)) ?? absolutePath
  }

  /// The process's current directory, normalised.
  package static var currentDirectory: String {
    normalize(FileManager.default.currentDirectoryPath)
  }
}
