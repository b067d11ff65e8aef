import Foundation

/// One input the scanner will report on: a file to read, standard input, or a path that already
/// failed (so that it still appears in the output and the counts).
public enum ScanInput: Sendable, Hashable {
  /// A file path, escaped as ``PathName`` says: as it will be shown.
  case file(String)
  /// Standard input, shown as `path`.
  case standardInput(path: String)
  /// A path that cannot be scanned, with the reason.
  case failed(String, ScanError)
  /// A web page as the browser built it (``RenderedPageLoader``), shown as its URL.
  case renderedPage(RenderedPage)
  /// A web page that could not be loaded, with its URL and the reason.
  case failedPage(url: String, ScanError)

  /// The path shown for this input (a rendered page's URL).
  public var path: String {
    switch self {
    case .file(let path), .standardInput(let path), .failed(let path, _): path
    case .renderedPage(let page): page.url
    case .failedPage(let url, _): url
    }
  }

  /// Whether this input is a web page loaded in a browser rather than a file.
  public var isRenderedPage: Bool {
    switch self {
    case .renderedPage, .failedPage: true
    case .file, .standardInput, .failed: false
    }
  }
}

/// Expands the paths a user gave into the inputs to scan.
public enum InputDiscovery {
  /// File name endings scanned when walking a directory (ASCII case-insensitive), with the
  /// template endings of ``TemplateSyntax/fileEndings``.
  public static let htmlExtensions: Set<String> = ["html", "htm", "xhtml"]

  /// The result of expanding paths.
  public struct Result: Sendable {
    /// Inputs sorted by path, each file once.
    public var inputs: [ScanInput]
    /// Paths left out because they are the same file as an earlier input (hard or symbolic
    /// link), or a symbolic link back to a folder that is already being walked.
    public var duplicates: [String]
    /// Why paths were left out that a user may have expected to be scanned: a named file that an
    /// ignore file or exclude glob excludes, a named directory with no HTML file in it, a link
    /// back into a folder already walked. One sentence each, starting with the path.
    public var notes: [String]
  }

  /// Expands files and directories (recursively, `*.html`, `*.htm`, `*.xhtml` and template files);
  /// `-` is standard input. Symbolic links are followed, but never in a loop and never to a file
  /// twice.
  /// - Parameters:
  ///   - paths: files and directories, escaped as ``PathName`` says (the same text for any
  ///     UTF-8 path without a backslash); `-` stands for standard input.
  ///   - standardInputName: the path reported for standard input (`--stdin-filename`).
  ///   - filters: `.kbtraitsignore`, `.gitignore` and include/exclude globs: excluded folders are
  ///     not entered, excluded files are left out (explicit ones too, as ESLint does, so that
  ///     pre-commit's file lists honour the ignore file), and included files are taken even
  ///     without an HTML extension. Several filters combine: excluded by any, included by any.
  ///   - filtersInside: more filters for the entries of one folder (as walked, relative or
  ///     absolute), such as the include and exclude globs of the configuration files that apply
  ///     there and their `templates:` globs (``TemplateSyntaxRules/walkFilters``); called once
  ///     per folder, for each folder that holds a path to decide.
  /// - Returns: The inputs sorted by path, the paths skipped as duplicates, and notes on paths
  ///   left out.
  public static func discover(
    _ paths: [String], standardInputName: String = "-", filters: [PathFilter] = [],
    filtersInside: ((String) -> [PathFilter])? = nil
  ) -> Result {
    var walker = Walker(filters: filters, filtersInside: filtersInside)
    for path in paths {
      if path == "-" {
        walker.record(.standardInput(path: standardInputName), nil)
      } else {
        let before = walker.found.count
        walker.visit(path, explicitly: true, ancestors: [])
        if walker.found.count == before, walker.notes.last?.hasPrefix(path + ":") != true {
          walker.notes.append(
            "\(path): no HTML file found (only *.html, *.htm, *.xhtml and template files are "
              + "scanned; add --include GLOB for other names)")
        }
      }
    }
    // Byte order, and for equal paths the order found; sorted in place, so that a folder of
    // any size costs this one list and the inputs taken from it.
    walker.found.sort { lhs, rhs in
      let order = comparePathBytes(lhs.input.path, rhs.input.path)
      return order != 0 ? order < 0 : lhs.order < rhs.order
    }
    var seen = Set<FileReader.FileIdentity>()
    var inputs: [ScanInput] = []
    var duplicates: [String] = []
    inputs.reserveCapacity(walker.found.count)
    for (input, identity, _) in walker.found {
      if let identity {
        guard seen.insert(identity).inserted else {
          duplicates.append(input.path)
          continue
        }
      }
      inputs.append(input)
    }
    return Result(
      inputs: inputs, duplicates: duplicates + walker.linksBack, notes: walker.notes)
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
    let filtersInside: ((String) -> [PathFilter])?
    /// The inputs, each file with its identity for spotting duplicates and its place in the
    /// order found (which decides between equal paths).
    var found: [(input: ScanInput, identity: FileReader.FileIdentity?, order: Int)] = []
    mutating func record(_ input: ScanInput, _ identity: FileReader.FileIdentity?) {
      found.append((input, identity, found.count))
    }

    /// Symbolic links back to a folder being walked (skipped: following one would loop).
    var linksBack: [String] = []
    /// See ``Result/notes``.
    var notes: [String] = []

    /// The filters that decide about the entries of `folder`.
    private func filters(inside folder: String) -> [PathFilter] {
      guard let filtersInside else { return filters }
      return filters + filtersInside(folder)
    }

    /// The filters that decide about `path`: its folder's.
    private func filters(for path: String) -> [PathFilter] {
      guard filtersInside != nil else { return filters }
      guard let slash = path.lastIndex(of: "/") else { return filters(inside: ".") }
      return filters(inside: slash == path.startIndex ? "/" : String(path[..<slash]))
    }

    /// Whether a file found while walking is an input.
    private func takes(_ path: String, name: String, filters: [PathFilter]) -> Bool {
      guard
        isHTMLFileName(name) || TemplateSyntax.isTemplateFileName(name)
          || filters.contains(where: { $0.isIncluded(path) })
      else {
        return false
      }
      return !filters.contains { $0.isExcluded(path, isDirectory: false) }
    }

    private func exclusion(of path: String, isDirectory: Bool) -> PathFilter.Exclusion? {
      filters(for: path).lazy.compactMap { $0.exclusion(of: path, isDirectory: isDirectory) }.first
    }

    mutating func visit(_ path: String, explicitly: Bool, ancestors: Set<FileReader.FileIdentity>) {
      let kind = FileReader.kind(of: path)
      switch kind {
      case .failure(let error):
        // A dangling link inside a directory is reported only if it looks like HTML.
        if explicitly || takes(path, name: path, filters: filters(for: path)) {
          record(.failed(path, error), nil)
        }
      case .success(.regularFile(let identity, _)):
        if explicitly, let exclusion = exclusion(of: path, isDirectory: false) {
          notes.append("\(path): excluded by \(exclusion), so it is not scanned")
          return
        }
        guard explicitly || takes(path, name: path, filters: filters(for: path)) else { return }
        record(.file(path), identity)
      case .success(.directory(let identity)):
        guard !ancestors.contains(identity) else {
          // Its files are scanned already, under the folder it points back to.
          linksBack.append(path)
          notes.append(
            "\(path): symbolic link back to a folder that contains it; skipped, since its files "
              + "are scanned there")
          return
        }
        let inner = ancestors.union([identity])
        // Once per folder: the configuration that decides may differ from folder to folder.
        let inside = filters(inside: path)
        // Regular files are taken as `readdir` gives them; only the rest (folders, links,
        // special files) need a `stat`, after the folder is closed, so that deep trees never
        // hold one descriptor per level. No need to sort: `discover` sorts everything found.
        var others: [String] = []
        let listingError = FileReader.forEachEntry(ofDirectory: path, device: identity.device) {
          entry in
          guard !entry.name.hasPrefix(".") else { return }
          let child = join(path, entry.name)
          if let identity = entry.regularFileIdentity {
            // A regular file: only HTML names (and included ones) are inputs.
            guard takes(child, name: entry.name, filters: inside) else { return }
            record(.file(child), identity)
          } else {
            others.append(child)
          }
        }
        if let listingError {
          record(
            .failed(
              path,
              ScanError(
                kind: listingError.kind,
                message: "\(listingError.message) The directory cannot be listed; check its "
                  + "permissions.")), nil)
          return
        }
        for child in others { visit(child, explicitly: false, ancestors: inner) }
      case .success(.special(let kind)):
        // A pipe or device named like HTML inside a directory is reported too, never opened.
        if explicitly || takes(path, name: path, filters: filters(for: path)) {
          record(.failed(path, FileReader.notRegularFile(path, kind)), nil)
        }
      }
    }

    private func join(_ directory: String, _ name: String) -> String {
      directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
  }
}
