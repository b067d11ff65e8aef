import Foundation

/// Decides which paths a scan skips and which extra files it takes, with `.gitignore` syntax and
/// git's semantics.
///
/// A path is excluded by, in this order of precedence (the first source with a matching line
/// decides, and within a source the last matching line wins, so `!` re-includes):
/// 1. the `exclude` globs (relative to ``root``, typically the configuration file's folder);
/// 2. `.kbtraitsignore` files in the path's folder and each folder above it, the nearest first,
///    up to the repository root (the first folder holding `.git`) or else the filesystem root;
/// 3. with ``respectsGitignore``, `.gitignore` files the same way (only inside a repository),
///    then the repository's `.git/info/exclude`.
///
/// As in git, a path inside an excluded folder is excluded whatever later lines say: a file
/// cannot be re-included when a folder above it is excluded. `.kbtraitsignore` wins over
/// `.gitignore` at every depth (ripgrep's order for its own ignore files), so it can re-include a
/// file that `.gitignore` ignores. Matching is case-sensitive and byte-wise, like git on Linux;
/// symbolic links are not resolved.
///
/// The filter reads ignore files lazily and remembers them (and each folder's verdict) for its
/// lifetime; copies share that memory, and it is safe to use from several tasks.
public struct PathFilter: Sendable {
  /// Why a path is excluded: the line that decided it (like `git check-ignore -v`).
  public struct Exclusion: Sendable, Hashable, CustomStringConvertible {
    /// Where a pattern came from.
    public enum Source: Sendable, Hashable {
      /// An ignore file (`.kbtraitsignore`, `.gitignore`, `.git/info/exclude`), by path.
      case ignoreFile(String)
      /// The `exclude` globs given to the filter.
      case excludeGlobs
    }
    /// Where the deciding pattern came from.
    public var source: Source
    /// Its 1-based line in the file, or position in the `exclude` list.
    public var line: Int
    /// The pattern as written.
    public var pattern: String
    /// The path the pattern matched: the path asked about, or the excluded folder above it.
    public var matchedPath: String

    /// `source:line:pattern`, as `git check-ignore -v` prints it.
    public var description: String {
      switch source {
      case .ignoreFile(let file): "\(file):\(line):\(pattern)"
      case .excludeGlobs: "exclude[\(line - 1)]:\(pattern)"
      }
    }
  }

  /// The folder the `include` and `exclude` globs are relative to (absolute, normalised).
  public let root: String
  /// Globs of extra files to take (see ``isIncluded(_:)``).
  public let include: [String]
  /// Globs of files and folders to skip.
  public let exclude: [String]
  /// The per-folder ignore file read everywhere; `nil` reads none.
  public let ignoreFileName: String?
  /// Whether `.gitignore` files and `.git/info/exclude` are honoured too.
  public let respectsGitignore: Bool

  private let includeList: IgnorePatternList
  private let excludeList: IgnorePatternList
  private let currentDirectory: String
  private let memory = PathFilterMemory()

  /// The name of the ignore file read by default.
  public static let defaultIgnoreFileName = ".kbtraitsignore"

  /// Ignore files larger than this are not read (a real one is a few kilobytes).
  static let maxIgnoreFileSize = 16 * 1024 * 1024

  /// Creates a filter.
  /// - Parameters:
  ///   - root: the folder `include` and `exclude` are relative to; relative paths (here and in
  ///     every query) are resolved against the current directory.
  ///   - include: globs of files to scan in addition to the HTML extensions.
  ///   - exclude: globs of files and folders to skip; they win over ignore files.
  ///   - ignoreFileName: the per-folder ignore file; `nil` to read none.
  ///   - respectGitignore: whether `.gitignore` files apply as well.
  public init(
    root: String, include: [String] = [], exclude: [String] = [],
    ignoreFileName: String? = PathFilter.defaultIgnoreFileName, respectGitignore: Bool = false
  ) {
    currentDirectory = LexicalPath.currentDirectory
    self.root = LexicalPath.absolute(root, from: currentDirectory)
    self.include = include
    self.exclude = exclude
    self.ignoreFileName = ignoreFileName
    respectsGitignore = respectGitignore
    includeList = IgnorePatternList(globs: include, folder: self.root, source: .excludeGlobs)
    excludeList = IgnorePatternList(globs: exclude, folder: self.root, source: .excludeGlobs)
  }

  /// Whether `path` is skipped (itself, or because a folder above it is).
  public func isExcluded(_ path: String, isDirectory: Bool) -> Bool {
    exclusion(of: path, isDirectory: isDirectory) != nil
  }

  /// The pattern that excludes `path`, or `nil` when it is not excluded.
  public func exclusion(of path: String, isDirectory: Bool) -> Exclusion? {
    let absolute = LexicalPath.absolute(path, from: currentDirectory)
    guard let parent = LexicalPath.parent(of: absolute) else { return nil }
    if let inherited = folderExclusion(parent) { return inherited }
    return ownExclusion(absolute, isDirectory: isDirectory, folder: parent)
  }

  /// Whether the file at `path` matches the `include` globs (itself, or a folder above it, as
  /// with exclusion), so that a directory walk takes it although it is not named like HTML.
  public func isIncluded(_ path: String) -> Bool {
    guard !include.isEmpty else { return false }
    let absolute = LexicalPath.absolute(path, from: currentDirectory)
    var folders: [String] = []
    var current = LexicalPath.parent(of: absolute)
    while let folder = current, LexicalPath.relative(folder, to: root) != nil {
      folders.append(folder)
      current = LexicalPath.parent(of: folder)
    }
    // Outermost folder first: a matching folder decides for everything inside it.
    for folder in folders.reversed() {
      if let pattern = includeList.lastMatch(for: folder, isDirectory: true), !pattern.isNegated {
        return true
      }
    }
    return includeList.lastMatch(for: absolute, isDirectory: false).map { !$0.isNegated } ?? false
  }

  /// Whether a `!` line of an `exclude` glob or an ignore file takes `path` itself back (the
  /// first source with a matching line decides, as for exclusion) while no folder above it is
  /// excluded: `!node_modules/` makes a walk enter the `node_modules` folders it skips by default
  /// (``InputDiscovery/defaultSkippedFolderNames``).
  public func isReincluded(_ path: String, isDirectory: Bool) -> Bool {
    let absolute = LexicalPath.absolute(path, from: currentDirectory)
    guard let parent = LexicalPath.parent(of: absolute), folderExclusion(parent) == nil,
      case .reincluded? = ownVerdict(absolute, isDirectory: isDirectory, folder: parent)
    else { return false }
    return true
  }

  /// Whether an `include` glob that names a folder `name` literally (`node_modules/@acme/**`,
  /// `**/node_modules/ui/*.jsx`, or `node_modules` alone) may match a file inside `folder`:
  /// its components before the first `**` match the folder's path (relative to ``root``) one by
  /// one, or the whole glob matches the folder or one above it. Walks use it to enter a folder
  /// they skip by default only where an `include` glob points into it, and there to enter only
  /// the subfolders that glob can reach; a glob such as `**/*.tpl`, which does not name the
  /// folder, never opens it.
  public func includeReaches(into folder: String, naming name: String) -> Bool {
    guard !include.isEmpty else { return false }
    let absolute = LexicalPath.absolute(folder, from: currentDirectory)
    guard let relative = LexicalPath.relative(absolute, to: root) else { return false }
    let components = PathName.fileSystemPath(relative).split(separator: UInt8(ascii: "/"))
      .map(Array.init)
    let nameBytes = PathName.fileSystemPath(name)
    return includeList.patterns.contains {
      !$0.isNegated && $0.mayMatchInside(components, naming: nameBytes)
    }
  }

  /// `inputs` without the files and failures whose paths are excluded; standard input and web
  /// pages stay.
  public func filter(_ inputs: [ScanInput]) -> [ScanInput] {
    inputs.filter { input in
      switch input {
      case .standardInput, .renderedPage, .failedPage: true
      case .file(let path), .failed(let path, _): !isExcluded(path, isDirectory: false)
      }
    }
  }

  // MARK: - Deciding

  /// The verdict for a folder (absolute), remembered: a folder is excluded when its own parent is
  /// or when a pattern matches it.
  private func folderExclusion(_ folder: String) -> Exclusion? {
    if let known = memory.folderVerdict(folder) { return known }
    guard let parent = LexicalPath.parent(of: folder) else { return nil }
    let verdict =
      folderExclusion(parent) ?? ownExclusion(folder, isDirectory: true, folder: parent)
    memory.remember(verdict, forFolder: folder)
    return verdict
  }

  /// What the first pattern list (in precedence order) that has a matching line decides.
  private enum Verdict {
    case excluded(Exclusion)
    /// A `!` line decided: the path is taken back.
    case reincluded
  }

  private func ownExclusion(_ path: String, isDirectory: Bool, folder: String) -> Exclusion? {
    let verdict = ownVerdict(path, isDirectory: isDirectory, folder: folder)
    guard case .excluded(let exclusion)? = verdict else { return nil }
    return exclusion
  }

  /// The first pattern list (in precedence order) that has a matching line decides.
  private func ownVerdict(_ path: String, isDirectory: Bool, folder: String) -> Verdict? {
    for list in [excludeList] + ignoreLists(applyingInside: folder) {
      guard let pattern = list.lastMatch(for: path, isDirectory: isDirectory) else { continue }
      if pattern.isNegated { return .reincluded }
      return .excluded(
        Exclusion(
          source: list.source, line: pattern.line, pattern: pattern.text, matchedPath: path))
    }
    return nil
  }

  /// The ignore files that apply to entries of `folder`, in precedence order.
  private func ignoreLists(applyingInside folder: String) -> [IgnorePatternList] {
    let chain = ignoreChain(folder)
    return chain.kbtraitsignore + chain.gitignore
  }

  /// Ignore files of `folder` and the folders above it, nearest first; remembered per folder.
  private func ignoreChain(_ folder: String) -> PathFilterMemory.Chain {
    if let known = memory.chain(folder) { return known }
    // Folders are escaped paths (`PathName`), so FileReader rather than FileManager looks.
    let isRepositoryRoot = FileReader.exists(join(folder, ".git"))
    let above =
      isRepositoryRoot
      ? PathFilterMemory.Chain(kbtraitsignore: [], gitignore: [], isInsideRepository: false)
      : LexicalPath.parent(of: folder).map(ignoreChain)
        ?? PathFilterMemory.Chain(kbtraitsignore: [], gitignore: [], isInsideRepository: false)
    var chain = above
    if let ignoreFileName, let list = read(join(folder, ignoreFileName), appliesIn: folder) {
      chain.kbtraitsignore.insert(list, at: 0)
    }
    if respectsGitignore {
      if isRepositoryRoot {
        chain.isInsideRepository = true
        if let list = read(infoExcludeFile(workTree: folder), appliesIn: folder) {
          chain.gitignore = [list]
        }
      }
      if chain.isInsideRepository, let list = read(join(folder, ".gitignore"), appliesIn: folder) {
        chain.gitignore.insert(list, at: 0)
      }
    }
    memory.remember(chain, forFolder: folder)
    return chain
  }

  private func read(_ file: String, appliesIn folder: String) -> IgnorePatternList? {
    guard FileReader.isRegularFile(file),
      case .success(let bytes) = FileReader.read(file, maxSize: Self.maxIgnoreFileSize)
    else { return nil }
    let list = IgnorePatternList(
      fileBytes: bytes, folder: folder,
      source: .ignoreFile(LexicalPath.display(file, from: currentDirectory)))
    return list.patterns.isEmpty ? nil : list
  }

  /// The `info/exclude` file of the repository whose work tree starts at `folder`: in its `.git`
  /// folder, or where a `.git` file points (`gitdir: …`, as linked worktrees and submodules
  /// have), in the common folder that a worktree's git folder names (`commondir`). Found without
  /// running git.
  func infoExcludeFile(workTree folder: String) -> String {
    var gitFolder = join(folder, ".git")
    if let target = Self.firstLine(of: gitFolder), target.starts(with: "gitdir:".utf8) {
      let path = Self.trimmed(target.dropFirst("gitdir:".utf8.count))
      gitFolder = LexicalPath.absolute(PathName.escaped(path), from: folder)
    }
    if let common = Self.firstLine(of: join(gitFolder, "commondir")).map(Self.trimmed),
      !common.isEmpty
    {
      gitFolder = LexicalPath.absolute(PathName.escaped(common), from: gitFolder)
    }
    return join(gitFolder, "info/exclude")
  }

  /// The first line of a small regular file (git's pointer files), without its line break.
  private static func firstLine(of file: String) -> ArraySlice<UInt8>? {
    guard FileReader.isRegularFile(file),
      case .success(let bytes) = FileReader.read(file, maxSize: 4096)
    else { return nil }
    return bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).first
  }

  private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    guard let start = bytes.firstIndex(where: { !isSpace($0) }),
      let end = bytes.lastIndex(where: { !isSpace($0) })
    else { return [] }
    return bytes[start...end]
  }

  private func join(_ folder: String, _ name: String) -> String {
    folder == "/" ? "/" + name : folder + "/" + name
  }
}

/// What a ``PathFilter`` has learnt about folders, shared by its copies. A lock makes it safe to
/// share between tasks; the values it holds never change once stored.
final class PathFilterMemory: @unchecked Sendable {
  /// The ignore files that apply inside one folder, nearest first.
  struct Chain {
    var kbtraitsignore: [IgnorePatternList]
    var gitignore: [IgnorePatternList]
    /// Whether a folder at or above this one holds `.git` (only then do `.gitignore` files count).
    var isInsideRepository: Bool
  }

  private let lock = NSLock()
  private var chains: [String: Chain] = [:]
  private var folderVerdicts: [String: PathFilter.Exclusion?] = [:]

  func chain(_ folder: String) -> Chain? {
    lock.withLock { chains[folder] }
  }

  func remember(_ chain: Chain, forFolder folder: String) {
    lock.withLock { chains[folder] = chain }
  }

  /// `.some(nil)` when the folder is known not to be excluded; `nil` when not yet decided.
  func folderVerdict(_ folder: String) -> PathFilter.Exclusion?? {
    lock.withLock { folderVerdicts[folder] }
  }

  func remember(_ verdict: PathFilter.Exclusion?, forFolder folder: String) {
    lock.withLock { folderVerdicts[folder] = .some(verdict) }
  }
}
