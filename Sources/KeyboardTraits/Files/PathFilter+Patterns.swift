/// One line of a `.gitignore`-syntax file, parsed as git's `parse_path_pattern` does.
struct IgnorePattern: Sendable, Hashable {
  /// The line as written (after trailing spaces were trimmed).
  let text: String
  /// The 1-based line number (or position in a glob list).
  let line: Int
  /// `!pattern`: a match re-includes the path.
  let isNegated: Bool
  /// `pattern/`: matches folders only.
  let mustBeDirectory: Bool
  /// No slash other than a trailing one: matched against the last path component at any depth.
  let matchesBasename: Bool
  /// The pattern bytes without the `!` and the trailing slash.
  let bytes: [UInt8]
  /// Length of the leading part without `*`, `?`, `[` or `\` (git's `nowildcardlen`).
  let literalPrefixLength: Int
  /// `*literal` with no other wildcard: a suffix comparison suffices.
  let isSuffixPattern: Bool

  /// Parses one line; `nil` for blank lines, comments and lines that cannot match anything.
  init?(line rawLine: [UInt8], number: Int) {
    var lineBytes = rawLine
    guard let first = lineBytes.first, first != UInt8(ascii: "#") else { return nil }
    if lineBytes.last == UInt8(ascii: "\r") { lineBytes.removeLast() }
    lineBytes = Self.trimmingTrailingSpaces(lineBytes)
    text = String(decoding: lineBytes, as: UTF8.self)
    line = number
    var pattern = lineBytes[...]
    isNegated = pattern.first == UInt8(ascii: "!")
    if isNegated { pattern = pattern.dropFirst() }
    // Computed before the trailing slash goes, as git does.
    isSuffixPattern =
      pattern.first == UInt8(ascii: "*") && !pattern.dropFirst().contains(where: Self.isSpecial)
    mustBeDirectory = pattern.last == UInt8(ascii: "/")
    if mustBeDirectory { pattern = pattern.dropLast() }
    guard !pattern.isEmpty else { return nil }
    matchesBasename = !pattern.contains(UInt8(ascii: "/"))
    bytes = Array(pattern)
    literalPrefixLength = bytes.firstIndex(where: Self.isSpecial) ?? bytes.count
  }

  static func isSpecial(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "*") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "[")
      || byte == UInt8(ascii: "\\")
  }

  /// Git's `trim_trailing_spaces`: drops trailing spaces unless the first is escaped with `\`.
  static func trimmingTrailingSpaces(_ bytes: [UInt8]) -> [UInt8] {
    var lastSpace: Int?
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "):
        if lastSpace == nil { lastSpace = index }
      case UInt8(ascii: "\\"):
        index += 1
        if index == bytes.count { return bytes }
        lastSpace = nil
      default:
        lastSpace = nil
      }
      index += 1
    }
    return lastSpace.map { Array(bytes[..<$0]) } ?? bytes
  }

  /// Whether the pattern matches `relativePath` (relative to the folder of the pattern's file,
  /// no leading slash), whose last component starts at `basenameStart`.
  func matches(_ relativePath: [UInt8], basenameStart: Int, isDirectory: Bool) -> Bool {
    if mustBeDirectory && !isDirectory { return false }
    if matchesBasename {
      let basename = Array(relativePath[basenameStart...])
      if literalPrefixLength == bytes.count { return basename == bytes }
      if isSuffixPattern {
        let suffix = bytes.dropFirst()
        return basename.count >= suffix.count && basename.suffix(suffix.count).elementsEqual(suffix)
      }
      return Wildmatch.matches(bytes, basename, pathname: false)
    }
    return matchesPathname(relativePath)
  }

  /// Whether the pattern names a folder `name` as one of its components, written literally, and
  /// may match a path inside the folder whose path components (relative to the pattern's folder)
  /// are `folder`, itself inside a folder `name`: the pattern up to that component matches the
  /// folder's path up to one named `name`, and each later component before the first one with
  /// `**` matches the folder's in turn, or the pattern ends there (it matched a folder that
  /// holds this one, which takes everything inside). A basename pattern names the folder only
  /// when it is `name` itself.
  func mayMatchInside(_ folder: [[UInt8]], naming name: [UInt8]) -> Bool {
    if matchesBasename { return bytes == name }
    var pattern = bytes[...]
    if pattern.first == UInt8(ascii: "/") { pattern = pattern.dropFirst() }
    let components = pattern.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    guard let named = components.firstIndex(where: { $0.elementsEqual(name) }) else {
      return false
    }
    let head = Array(components[...named].joined(separator: [UInt8(ascii: "/")]))
    let rest = components[(named + 1)...]
    for end in folder.indices where folder[end] == name {
      let path = Array(folder[...end].joined(separator: [UInt8(ascii: "/")]))
      guard Wildmatch.matches(head, path, pathname: true) else { continue }
      if Self.mayMatch(rest, below: folder[(end + 1)...]) { return true }
    }
    return false
  }

  /// Whether pattern components may match a path that starts with `folder`'s components.
  private static func mayMatch(
    _ pattern: ArraySlice<ArraySlice<UInt8>>, below folder: ArraySlice<[UInt8]>
  ) -> Bool {
    for (offset, component) in folder.enumerated() {
      let index = pattern.startIndex + offset
      // The pattern ends above the folder: it matched a folder that holds this one.
      guard index < pattern.endIndex else { return true }
      if hasDoubleStar(pattern[index]) { return true }
      guard Wildmatch.matches(Array(pattern[index]), component, pathname: true) else {
        return false
      }
    }
    return true
  }

  private static func hasDoubleStar(_ component: ArraySlice<UInt8>) -> Bool {
    zip(component, component.dropFirst()).contains {
      $0 == UInt8(ascii: "*") && $1 == UInt8(ascii: "*")
    }
  }

  /// Git's `match_pathname`: the literal prefix is compared first and cut off before wildmatch
  /// sees the rest (which is why `foo**/bar` treats its `**` as leading).
  private func matchesPathname(_ path: [UInt8]) -> Bool {
    var pattern = bytes[...]
    var prefix = literalPrefixLength
    if pattern.first == UInt8(ascii: "/") {
      pattern = pattern.dropFirst()
      prefix -= 1
    }
    var name = path[...]
    if prefix > 0 {
      if prefix > name.count { return false }
      guard pattern.prefix(prefix).elementsEqual(name.prefix(prefix)) else { return false }
      pattern = pattern.dropFirst(prefix)
      name = name.dropFirst(prefix)
      if pattern.isEmpty && name.isEmpty { return true }
    }
    return Wildmatch.matches(Array(pattern), Array(name), pathname: true)
  }
}

/// The patterns of one ignore file (or glob list), which apply to paths inside `folder`.
struct IgnorePatternList: Sendable, Hashable {
  /// Absolute, normalised folder the patterns are relative to.
  let folder: String
  /// What the patterns came from, for ``PathFilter/Exclusion``.
  let source: PathFilter.Exclusion.Source
  let patterns: [IgnorePattern]

  /// Parses the text of an ignore file: UTF-8 BOM skipped, one pattern per line.
  init(fileBytes: [UInt8], folder: String, source: PathFilter.Exclusion.Source) {
    var bytes = fileBytes[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    self.init(
      patterns: lines.enumerated().compactMap { IgnorePattern(line: Array($1), number: $0 + 1) },
      folder: folder, source: source)
  }

  /// One pattern per element, numbered from 1.
  init(globs: [String], folder: String, source: PathFilter.Exclusion.Source) {
    self.init(
      patterns: globs.enumerated().compactMap {
        IgnorePattern(line: Array($1.utf8), number: $0 + 1)
      },
      folder: folder, source: source)
  }

  private init(patterns: [IgnorePattern], folder: String, source: PathFilter.Exclusion.Source) {
    self.patterns = patterns
    self.folder = folder
    self.source = source
  }

  /// The last pattern that matches `path` (absolute, normalised), as git decides: later lines
  /// win. `nil` when the path is outside ``folder`` or nothing matches.
  func lastMatch(for path: String, isDirectory: Bool) -> IgnorePattern? {
    guard !patterns.isEmpty, let relative = LexicalPath.relative(path, to: folder) else {
      return nil
    }
    // Patterns match the name's own bytes, as git's do, not its escaped form (`PathName`).
    let bytes = PathName.fileSystemPath(relative)
    let basenameStart = (bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 }) ?? 0
    return patterns.last {
      $0.matches(bytes, basenameStart: basenameStart, isDirectory: isDirectory)
    }
  }
}
