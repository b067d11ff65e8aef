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

/// Inputs found from the paths a user gave, with what was left out: an ``InputWalk`` (known
/// once every input has been taken) or a whole ``InputDiscovery/Result``.
public protocol DiscoveredInputs: Sequence where Element == ScanInput {
  /// How many paths were left out as the same file as an earlier input, or as a link back to a
  /// folder being walked.
  var duplicateCount: Int { get }
  /// Why paths were left out that a user may have expected to be scanned.
  var notes: [String] { get }
  /// The paths given that an ignore pattern excludes and the folders skipped by default.
  var skips: WalkSkips { get }
}

extension DiscoveredInputs {
  /// Nothing skipped, for inputs that were not walked.
  public var skips: WalkSkips { WalkSkips() }
}

/// Expands the paths a user gave into the inputs to scan.
public enum InputDiscovery {
  /// File name endings scanned when walking a directory (ASCII case-insensitive), with the
  /// template endings of ``SourceSyntax/fileEndings``.
  public static let htmlExtensions: Set<String> = ["html", "htm", "xhtml"]

  /// Folders a walk never enters unless they are given, a filter's `!` line takes them back
  /// (`!node_modules/` in `.kbtraitsignore`) or an `include` glob names them (then only the
  /// files it includes are taken there): ESLint's defaults, at any depth. `.git` is hidden, so
  /// walks skip it anyway.
  public static let defaultSkippedFolderNames: Set<String> = [
    "node_modules", "bower_components", ".git",
  ]

  /// The result of expanding paths.
  public struct Result: Sendable, DiscoveredInputs {
    /// Inputs sorted by path, each file once.
    public var inputs: [ScanInput]
    /// Paths left out because they are the same file as an earlier input (hard or symbolic
    /// link), or a symbolic link back to a folder that is already being walked.
    public var duplicates: [String]
    /// Why paths were left out that a user may have expected to be scanned: a named file that an
    /// ignore file or exclude glob excludes, a named directory with no HTML file in it, a link
    /// back into a folder already walked. One sentence each, starting with the path.
    public var notes: [String]
    /// The paths given that an ignore pattern or exclude glob excludes, and the folders skipped
    /// by default (``defaultSkippedFolderNames``).
    public var skips: WalkSkips

    /// The inputs, in order.
    public func makeIterator() -> IndexingIterator<[ScanInput]> { inputs.makeIterator() }
    /// How many ``duplicates``.
    public var duplicateCount: Int { duplicates.count }
  }

  /// Expands files and directories (recursively, `*.html`, `*.htm`, `*.xhtml` and template files);
  /// `-` is standard input. Symbolic links are followed, but never in a loop and never to a file
  /// twice; hidden entries and the folders of ``defaultSkippedFolderNames`` are skipped unless
  /// given. This holds every input at once; ``stream(_:standardInputName:filters:filtersInside:)``
  /// gives the same inputs one at a time.
  /// - Parameters:
  ///   - paths: files and directories, escaped as ``PathName`` says (the same text for any
  ///     UTF-8 path without a backslash); `-` stands for standard input.
  ///   - standardInputName: the path reported for standard input (`--stdin-filename`).
  ///   - filters: `.kbtraitsignore`, `.gitignore` and include/exclude globs: excluded folders are
  ///     not entered, excluded files are left out (explicit ones too, as ESLint does, so that
  ///     pre-commit's file lists honour the ignore file: they are listed in
  ///     ``Result/skips``), and included files are taken even without an HTML extension.
  ///     Several filters combine: excluded by any, included by any.
  ///   - filtersInside: more filters for the entries of one folder (as walked, relative or
  ///     absolute), such as the include and exclude globs of the configuration files that apply
  ///     there and their `templates:` globs (``SourceSyntaxRules/walkFilters``); called once
  ///     per folder, for each folder that holds a path to decide.
  /// - Returns: The inputs sorted by path, the paths skipped as duplicates, notes on paths
  ///   left out, and what was skipped on purpose.
  public static func discover(
    _ paths: [String], standardInputName: String = "-", filters: [PathFilter] = [],
    filtersInside: ((String) -> [PathFilter])? = nil
  ) -> Result {
    discover(
      paths, standardInputName: standardInputName, filters: filters, filtersInside: filtersInside,
      skippingFolders: defaultSkippedFolderNames)
  }

  /// ``discover(_:standardInputName:filters:filtersInside:)`` skipping the folders named
  /// `skippingFolders` instead of ``defaultSkippedFolderNames``: none, for `--no-ignore`.
  public static func discover(
    _ paths: [String], standardInputName: String, filters: [PathFilter],
    filtersInside: ((String) -> [PathFilter])?, skippingFolders: Set<String>
  ) -> Result {
    let stream = InputWalk(
      paths, standardInputName: standardInputName, filters: filters, filtersInside: filtersInside,
      skippingFolders: skippingFolders)
    var inputs: [ScanInput] = []
    var duplicates: [String] = []
    while let event = stream.nextEvent() {
      switch event {
      case .input(let input): inputs.append(input)
      case .duplicate(let path): duplicates.append(path)
      }
    }
    return Result(
      inputs: inputs, duplicates: duplicates + stream.linksBack, notes: stream.notes,
      skips: stream.skips)
  }

  /// The inputs ``discover(_:standardInputName:filters:filtersInside:)`` finds, in the same order,
  /// found one at a time as they are taken: memory grows with the depth of the folders and the
  /// size of the largest one, not with the number of files.
  public static func stream(
    _ paths: [String], standardInputName: String = "-", filters: [PathFilter] = [],
    filtersInside: ((String) -> [PathFilter])? = nil
  ) -> InputWalk {
    stream(
      paths, standardInputName: standardInputName, filters: filters, filtersInside: filtersInside,
      skippingFolders: defaultSkippedFolderNames)
  }

  /// ``stream(_:standardInputName:filters:filtersInside:)`` skipping the folders named
  /// `skippingFolders` instead of ``defaultSkippedFolderNames``: none, for `--no-ignore`.
  ///
  /// `listed` are paths from a list (`--files-from`, `--changed-since`) rather than given one by
  /// one: each is taken or left out as a walk of the working directory that reached it would,
  /// silently (an ignored or non-HTML file is no warning, and a hidden or `node_modules`
  /// folder on its way leaves it out), since a list names every file that changed.
  public static func stream(
    _ paths: [String], listed: [String] = [], standardInputName: String, filters: [PathFilter],
    filtersInside: ((String) -> [PathFilter])?, skippingFolders: Set<String>
  ) -> InputWalk {
    InputWalk(
      paths, listed: listed, standardInputName: standardInputName, filters: filters,
      filtersInside: filtersInside, skippingFolders: skippingFolders)
  }

  /// Compares two paths byte by byte (`memcmp`, then length), as `sort` would with `utf8`.
  static func comparePathBytes(_ lhs: String, _ rhs: String) -> Int {
    String.compareUTF8(lhs, rhs)
  }

  /// Whether `key` sorts between `path` and `path/`: it is `path` followed by a byte before
  /// `/`, such as `b-c.html` or `b.html` for `b`.
  static func sortsBetween(_ key: String, pathAndItsFolder path: String) -> Bool {
    let key = key.utf8
    let path = path.utf8
    guard key.count > path.count, key.starts(with: path) else { return false }
    return key[key.index(key.startIndex, offsetBy: path.count)] < UInt8(ascii: "/")
  }

  /// Whether a file name ends in one of ``htmlExtensions``.
  public static func isHTMLFileName(_ name: String) -> Bool {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
    return htmlExtensions.contains(String(name[name.index(after: dot)...]).asciiLowercased())
  }
}
