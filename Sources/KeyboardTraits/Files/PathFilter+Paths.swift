import Foundation

/// Absolute, lexically normalised paths: no `.` or `..` components, no repeated or trailing
/// slashes. Symbolic links are not resolved, because ignore files (like git) speak about the
/// paths as the tree shows them.
///
/// Paths are read as bytes, as the kernel reads them: every file of a walk passes through here
/// more than once, and splitting paths into Characters was about half the walk's time.
/// (A `/` followed by a combining mark is one Character, yet still a separator to the kernel.)
package enum LexicalPath {
  private static let slash = UInt8(ascii: "/")
  private static let dot = UInt8(ascii: ".")

  /// `path` made absolute against `directory` (itself absolute) and normalised.
  package static func absolute(_ path: String, from directory: String) -> String {
    normalize(path.utf8.first == slash ? path : directory + "/" + path)
  }

  /// `path` (absolute) without `.`, `..`, empty components or a trailing slash.
  static func normalize(_ path: String) -> String {
    let normalized = path.withUTF8Chunk { bytes in
      var output: [UInt8] = []
      output.reserveCapacity(bytes.count + 1)
      // Where each component kept so far starts in `output` (at its slash), for `..`.
      var componentStarts: [Int] = []
      var index = 0
      while index < bytes.count {
        while index < bytes.count, bytes[index] == slash { index += 1 }
        let start = index
        while index < bytes.count, bytes[index] != slash { index += 1 }
        let component = bytes.extracting(start..<index)
        if component.isEmpty || (component.count == 1 && component[0] == dot) { continue }
        if component.count == 2, component[0] == dot, component[1] == dot {
          if let last = componentStarts.popLast() { output.removeSubrange(last...) }
          continue
        }
        componentStarts.append(output.count)
        output.append(slash)
        output.append(contentsOf: component)
      }
      return output
    }
    // Cut only at ASCII slashes, so every piece is still whole UTF-8.
    return normalized.isEmpty ? "/" : String(decoding: normalized, as: UTF8.self)
  }

  /// The folder containing `path` (absolute, normalised); `nil` for `/`.
  package static func parent(of path: String) -> String? {
    let utf8 = path.utf8
    guard path != "/", let slash = utf8.lastIndex(of: slash) else { return nil }
    return slash == utf8.startIndex ? "/" : String(decoding: utf8[..<slash], as: UTF8.self)
  }

  /// `path` relative to `folder` when it lies strictly inside it, else `nil`.
  package static func relative(_ path: String, to folder: String) -> String? {
    let prefix = folder == "/" ? "/" : folder + "/"
    let utf8 = path.utf8
    guard utf8.count > prefix.utf8.count, utf8.starts(with: prefix.utf8) else { return nil }
    return String(decoding: utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
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
