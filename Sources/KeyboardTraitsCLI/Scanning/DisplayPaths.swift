import Foundation
import KeyboardTraits

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
    self.workingDirectory = LexicalPath.absolute(workingDirectory, from: "/")
    base = LexicalPath.absolute(baseDirectory ?? ".", from: self.workingDirectory)
  }

  /// The reported form of `path`; `isUnnamedStandardInput` for `-` read without a name.
  ///
  /// Paths are compared as bytes, as the file system compares them: each output asks for every
  /// file's path, and splitting paths into Characters showed in the profile of a whole run.
  func display(_ path: String, isUnnamedStandardInput: Bool = false) -> String {
    if isUnnamedStandardInput { return Self.standardInput }
    // Most paths are already plain below the base (the walk builds them so): keep them as they
    // are, without splitting and joining every file's path.
    if base == workingDirectory, Self.isPlainRelative(path[...]) { return path }
    if let rest = LexicalPath.relative(path, to: base), Self.isPlainRelative(rest[...]) {
      return rest
    }
    return Self.relative(LexicalPath.absolute(path, from: workingDirectory), from: base)
  }

  private static let slash = UInt8(ascii: "/")

  /// `target` relative to `base`, both absolute and normalized: a `..` for each component of
  /// `base` past those they share, then the rest of `target`.
  private static func relative(_ target: String, from base: String) -> String {
    let from = base.utf8.split(separator: slash)
    let to = target.utf8.split(separator: slash)
    var common = 0
    while common < min(from.count, to.count), from[common].elementsEqual(to[common]) {
      common += 1
    }
    var bytes: [UInt8] = []
    for _ in common..<from.count { bytes += "../".utf8 }
    for component in to[common...] {
      bytes += component
      bytes.append(slash)
    }
    guard !bytes.isEmpty else { return "." }
    bytes.removeLast()
    // Cut only at ASCII slashes, so every piece is still whole UTF-8.
    return String(decoding: bytes, as: UTF8.self)
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
}
