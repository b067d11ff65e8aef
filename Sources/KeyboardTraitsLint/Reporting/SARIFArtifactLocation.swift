import Foundation
import KeyboardTraits

/// Where a file is, as SARIF wants it: a URI reference relative to `%SRCROOT%` when a base
/// directory is known (so GitHub code scanning maps results onto the repository), else the
/// path as given.
struct SARIFArtifactLocation {
  /// The base id that relative URIs are resolved against.
  static let baseID = "%SRCROOT%"

  /// The path used in fingerprints: relative to the base directory when under it.
  let relativePath: String
  /// The `uri` value (percent-encoded).
  let uri: String
  /// `%SRCROOT%` when ``uri`` is relative to the base directory.
  let uriBaseID: String?

  /// Relative paths are taken as relative to `baseDirectory` already (the CLI passes its
  /// working directory); absolute ones under it are made relative; others stay `file://` URIs.
  init(path: String, baseDirectory: String?) {
    var path = path
    while path.hasPrefix("./") { path.removeFirst(2) }
    if path.hasPrefix("/") {
      if let base = baseDirectory.map(Self.trimmedDirectory), path.hasPrefix(base + "/") {
        relativePath = String(path.dropFirst(base.count + 1))
        uri = Self.percentEncoded(relativePath)
        uriBaseID = Self.baseID
      } else {
        relativePath = path
        uri = "file://" + Self.percentEncoded(path)
        uriBaseID = nil
      }
    } else {
      relativePath = path
      uri = Self.percentEncoded(path)
      uriBaseID = baseDirectory == nil ? nil : Self.baseID
    }
  }

  /// A web page's location: its URL as the `uri`, absolute, with no base id.
  init(pageURL: String) {
    relativePath = pageURL
    uri = pageURL
    uriBaseID = nil
  }

  /// The `file://` URI of the base directory, ending in `/` as SARIF requires.
  static func baseURI(for directory: String) -> String {
    var absolute = directory
    if !absolute.hasPrefix("/") {
      absolute = FileManager.default.currentDirectoryPath + "/" + absolute
    }
    let trimmed = trimmedDirectory(absolute)
    return "file://" + percentEncoded(trimmed) + "/"
  }

  /// Writes the object for `artifactLocation`.
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("uri", uri)
    if let uriBaseID { json.member("uriBaseId", uriBaseID) }
    json.endObject()
  }

  private static func trimmedDirectory(_ directory: String) -> String {
    var trimmed = directory
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
    return trimmed == "/" ? "" : trimmed
  }

  /// Percent-encodes every byte outside RFC 3986's unreserved and path characters. `:` is
  /// encoded too, so that a relative path is never read as a scheme. The bytes are the file's
  /// own (`PathName`): a name that is not UTF-8 gets `%FF`, which names that very file.
  private static func percentEncoded(_ path: String) -> String {
    PercentEncoding.string(PathName.fileSystemPath(path)) { isAllowedInPath[Int($0)] }
  }

  /// For each byte value, whether a path keeps it as it is: RFC 3986's unreserved and path
  /// characters other than `:`.
  private static let isAllowedInPath: [Bool] = {
    var table = [Bool](repeating: false, count: 256)
    let allowed = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/!$&'()*+,;=@"
    for byte in allowed.utf8 { table[Int(byte)] = true }
    return table
  }()
}
