import Foundation

/// The paths `kbtraits lint` reports: relative to the working directory, or to `--base-dir`,
/// in every format alike, whatever form the paths were given in (`./site`, `site/../site`, an
/// absolute path). Standard input without `--stdin-filename` is `<stdin>`.
struct DisplayPaths {
  /// What unnamed standard input is called in every output.
  static let standardInput = "<stdin>"

  /// The directory paths are relative to, absolute and normalized.
  let base: String
  private let workingDirectory: String

  /// Paths relative to `baseDirectory` (itself relative to `workingDirectory`), or to the
  /// working directory when it is nil.
  init(baseDirectory: String?, workingDirectory: String) {
    self.workingDirectory = Self.normalized(workingDirectory)
    base = Self.absolute(baseDirectory ?? ".", in: self.workingDirectory)
  }

  /// The reported form of `path`; `isUnnamedStandardInput` for `-` read without a name.
  func display(_ path: String, isUnnamedStandardInput: Bool = false) -> String {
    if isUnnamedStandardInput { return Self.standardInput }
    // Most paths are already plain below the base (the walk builds them so): keep them as they
    // are, without splitting and joining every file's path.
    if base == workingDirectory, Self.isPlainRelative(path[...]) { return path }
    if path.hasPrefix(base + "/"), case let rest = path.dropFirst(base.count + 1),
      Self.isPlainRelative(rest)
    {
      return String(rest)
    }
    let target = Self.absolute(path, in: workingDirectory)
    let from = Self.components(base)
    let to = Self.components(target)
    var common = 0
    while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
    let parts = Array(repeating: "..", count: from.count - common) + to[common...]
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }

  /// `path` made absolute against `directory`, with `.`, `..` and repeated slashes resolved
  /// lexically (symbolic links are not followed, so the path keeps the names the user gave).
  static func absolute(_ path: String, in directory: String) -> String {
    normalized(path.hasPrefix("/") ? path : directory + "/" + path)
  }

  private static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..": if !parts.isEmpty { parts.removeLast() }
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// Whether `path` is relative and normalized: no leading, trailing or repeated `/`, and no
  /// `.` or `..` component.
  static func isPlainRelative(_ path: Substring) -> Bool {
    // Each component, at each `/` and at the end: not empty, and not `.` or `..`.
    var length = 0
    var dots = 0
    var isPlainComponent: Bool { length > 0 && !(dots == length && length <= 2) }
    for byte in path.utf8 {
      if byte == UInt8(ascii: "/") {
        guard isPlainComponent else { return false }
        length = 0
        dots = 0
      } else {
        length += 1
        if byte == UInt8(ascii: ".") { dots += 1 }
      }
    }
    return isPlainComponent
  }

  private static func components(_ absolute: String) -> [Substring] {
    absolute.split(separator: "/", omittingEmptySubsequences: true)
  }
}
