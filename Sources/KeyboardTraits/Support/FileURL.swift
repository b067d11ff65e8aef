import Foundation

/// `file://` URLs for scanned files, built by hand: Foundation's
/// `URL(fileURLWithPath:).standardizedFileURL` gives the same text but stats the path and
/// parses the result, which cost more than some small files take to scan.
package enum FileURL {
  /// The URL of the file at `path`: absolute, without `.` and `..` segments or doubled slashes,
  /// and percent-encoded as a URL path (RFC 3986 `pchar` and `/` stay as they are).
  package static func string(forPath path: String) -> String {
    var absolute: [UInt8] = []
    absolute.reserveCapacity(path.utf8.count + 256)
    if path.utf8.first != UInt8(ascii: "/") {
      absolute.append(contentsOf: currentDirectory().utf8)
      absolute.append(UInt8(ascii: "/"))
    }
    // The path's own bytes (a name that is not UTF-8 becomes its bytes percent-encoded).
    absolute.append(contentsOf: PathName.fileSystemPath(path))
    // The segments that remain, as byte ranges of `absolute`.
    var segments: [Range<Int>] = []
    var start = 0
    for end in absolute.indices
    where absolute[end] == UInt8(ascii: "/") || end == absolute.count - 1 {
      let segment = start..<(absolute[end] == UInt8(ascii: "/") ? end : end + 1)
      start = end + 1
      switch segment.count {
      case 0: continue
      case 1 where absolute[segment.lowerBound] == UInt8(ascii: "."): continue
      case 2
      where absolute[segment.lowerBound] == UInt8(ascii: ".")
        && absolute[segment.lowerBound + 1] == UInt8(ascii: "."):
        _ = segments.popLast()
      default: segments.append(segment)
      }
    }
    var url = Array("file://".utf8)
    url.reserveCapacity(url.count + absolute.count + 16)
    for segment in segments {
      url.append(UInt8(ascii: "/"))
      PercentEncoding.append(absolute[segment], to: &url, keeping: isPathCharacter)
    }
    let namesDirectory =
      segments.isEmpty || path.hasSuffix("/") || path.hasSuffix("/.") || path.hasSuffix("/..")
    if namesDirectory { url.append(UInt8(ascii: "/")) }
    return String(decoding: url, as: UTF8.self)
  }

  /// The process's working directory, straight from `getcwd` (FileManager's costs more).
  private static func currentDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else {
      return FileManager.default.currentDirectoryPath
    }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Unreserved characters, sub-delimiters, `:` and `@`.
  private static func isPathCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
      UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"),
      UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"),
      UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ":"),
      UInt8(ascii: "@"):
      true
    default:
      false
    }
  }
}
