import Foundation

/// One input the scanner will report on: a file to read, standard input, or a path that already
/// failed (so that it still appears in the output and the counts).
public enum ScanInput: Sendable, Hashable {
  /// A file path, as it will be shown.
  case file(String)
  /// Standard input, shown as `path`.
  case standardInput(path: String)
  /// A path that cannot be scanned, with the reason.
  case failed(String, ScanError)

  /// The path shown for this input.
  public var path: String {
    switch self {
    case .file(let path), .standardInput(let path), .failed(let path, _): path
    }
  }
}

/// Expands the paths a user gave into the inputs to scan.
public enum InputDiscovery {
  /// File name endings scanned when walking a directory (ASCII case-insensitive).
  public static let htmlExtensions: Set<String> = ["html", "htm", "xhtml"]

  /// The result of expanding paths.
  public struct Result: Sendable {
    /// Inputs sorted by path, each file once.
    public var inputs: [ScanInput]
    /// Paths left out because they are the same file as an earlier input (hard or symbolic link).
    public var duplicates: [String]
  }

  /// Expands files and directories (recursively, `*.html`, `*.htm`, `*.xhtml`); `-` is standard
  /// input. Symbolic links are followed, but never in a loop and never to a file twice.
  /// - Parameters:
  ///   - paths: files and directories as given; `-` stands for standard input.
  ///   - standardInputName: the path reported for standard input (`--stdin-filename`).
  ///   - filters: `.kbtraitsignore`, `.gitignore` and include/exclude globs: excluded folders are
  ///     not entered, excluded files are left out (explicit ones too, as ESLint does, so that
  ///     pre-commit's file lists honour the ignore file), and included files are taken even
  ///     without an HTML extension. Several filters combine: excluded by any, included by any.
  /// - Returns: The inputs sorted by path, and the paths skipped as duplicates.
  public static func discover(
    _ paths: [String], standardInputName: String = "-", filters: [PathFilter] = []
  ) -> Result {
    var walker = Walker(filters: filters)
    for path in paths {
      if path == "-" {
        walker.found.append((.standardInput(path: standardInputName), nil))
      } else {
        walker.visit(path, explicitly: true, ancestors: [])
      }
    }
    // Byte order, and for equal paths the order found.
    let sorted = walker.found.enumerated().sorted { lhs, rhs in
      let order = comparePathBytes(lhs.element.input.path, rhs.element.input.path)
      return order != 0 ? order < 0 : lhs.offset < rhs.offset
    }.map(\.element)
    var seen = Set<FileReader.FileIdentity>()
    var inputs: [ScanInput] = []
    var duplicates: [String] = []
    for (input, identity) in sorted {
      if let identity {
        guard seen.insert(identity).inserted else {
          duplicates.append(input.path)
          continue
        }
      }
      inputs.append(input)
    }
    return Result(inputs: inputs, duplicates: duplicates)
  }

  /// Compares two paths byte by byte (`memcmp`, then length), as `sort` would with `utf8`.
  private static func comparePathBytes(_ lhs: String, _ rhs: String) -> Int {
    var lhs = lhs
    var rhs = rhs
    return lhs.withUTF8 { left in
      rhs.withUTF8 { right in
        let common = min(left.count, right.count)
        let order = common == 0 ? 0 : Int(memcmp(left.baseAddress!, right.baseAddress!, common))
        return order != 0 ? order : left.count - right.count
      }
    }
  }

  /// Whether a file name ends in one of ``htmlExtensions``.
  public static func isHTMLFileName(_ name: String) -> Bool {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
    return htmlExtensions.contains(String(name[name.index(after: dot)...]).asciiLowercased())
  }

  private struct Walker {
    let filters: [PathFilter]
    /// The inputs in the order found, each file with its identity for spotting duplicates.
    var found: [(input: ScanInput, identity: FileReader.FileIdentity?)] = []

    /// Whether a file found while walking is an input.
    private func takes(_ path: String, name: String) -> Bool {
      guard isHTMLFileName(name) || filters.contains(where: { $0.isIncluded(path) }) else {
        return false
      }
      return !isExcluded(path, isDirectory: false)
    }

    private func isExcluded(_ path: String, isDirectory: Bool) -> Bool {
      filters.contains { $0.isExcluded(path, isDirectory: isDirectory) }
    }

    mutating func visit(_ path: String, explicitly: Bool, ancestors: Set<FileReader.FileIdentity>) {
      let kind = FileReader.kind(of: path)
      switch kind {
      case .failure(let error):
        // A dangling link inside a directory is reported only if it looks like HTML.
        if explicitly || takes(path, name: path) { found.append((.failed(path, error), nil)) }
      case .success(.regularFile(let identity, _)):
        let isInput =
          explicitly ? !isExcluded(path, isDirectory: false) : takes(path, name: path)
        guard isInput else { return }
        found.append((.file(path), identity))
      case .success(.directory(let identity)):
        guard !ancestors.contains(identity) else {
          found.append((
            .failed(
              path,
              ScanError(
                kind: .symlinkLoop,
                message: "\(path): symbolic link back to a directory that contains it; skipped "
                  + "to avoid a loop. Remove the link or exclude it.")), nil))
          return
        }
        let entries: [FileReader.DirectoryEntry]
        switch FileReader.entries(ofDirectory: path, device: identity.device) {
        case .success(let listed): entries = listed
        case .failure(let error):
          found.append((
            .failed(
              path,
              ScanError(
                kind: error.kind,
                message: "\(error.message) The directory cannot be listed; check its "
                  + "permissions.")), nil))
          return
        }
        let inner = ancestors.union([identity])
        // No need to sort: `discover` sorts everything found at the end.
        for entry in entries where !entry.name.hasPrefix(".") {
          let child = join(path, entry.name)
          if let identity = entry.regularFileIdentity {
            // A regular file (no stat needed): only HTML names are inputs.
            guard takes(child, name: entry.name) else { continue }
            found.append((.file(child), identity))
          } else {
            visit(child, explicitly: false, ancestors: inner)
          }
        }
      case .success(.other):
        // A pipe or device named like HTML inside a directory is reported too, never opened.
        if explicitly || takes(path, name: path) {
          found.append((
            .failed(
              path,
              ScanError(
                kind: .notRegularFile,
                message: "\(path): not a regular file (a device, socket or pipe). Save the HTML "
                  + "to a file, or pipe it to `kbtraits show -`.")), nil))
        }
      }
    }

    private func join(_ directory: String, _ name: String) -> String {
      directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
  }
}
