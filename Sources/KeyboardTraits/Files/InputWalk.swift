/// The inputs of the paths a user gave, found one at a time in the byte order of their paths
/// (``InputDiscovery/stream(_:standardInputName:filters:filtersInside:)``).
///
/// Each path given is walked depth first, every folder's entries sorted so that the walk comes
/// out in the order of whole paths: a folder `b` sorts as `b/`, so `b-c.html` and `b.html` come
/// before the files in it. Every path in a walk starts with the path given, so the walks are
/// merged in the order of the paths given, each started only once its path can come next: a
/// run over one folder, or over a list of 100,000 files, walks one path at a time.
///
/// Hidden entries are never walked, nor folders that the filters exclude, nor (unless a filter's
/// `!` line takes them back, or an `include` glob names them) the folders named like
/// ``InputDiscovery/defaultSkippedFolderNames``: such a folder is neither listed nor counted,
/// only noted (``skips``). A path given is walked whatever its name.
///
/// What the stream holds grows with the depth of the folders and the size of the largest one
/// (its HTML files and subfolders, sorted), and with the number of files only through the set of
/// identities (device and inode, 16 bytes a file) that keeps a file reached twice through links
/// from being scanned twice.
///
/// Not thread-safe: take the inputs on one task.
public final class InputWalk: DiscoveredInputs, IteratorProtocol {
  /// What the stream takes next: an input, or a path left out as a duplicate of an earlier one.
  enum Event {
    case input(ScanInput)
    case duplicate(String)
  }

  /// Paths left out so far because they are the same file as an earlier input, or a symbolic
  /// link back to a folder being walked (``InputDiscovery/Result/duplicates``).
  public var duplicateCount: Int { identityDuplicates + linksBackCount }
  /// Why paths were left out that a user may have expected to be scanned
  /// (``InputDiscovery/Result/notes``); complete once ``next()`` has returned nil.
  public private(set) var notes: [String] = []
  /// The paths given that an ignore pattern excludes and the folders skipped by default
  /// (``InputDiscovery/Result/skips``); complete once ``next()`` has returned nil.
  public private(set) var skips = WalkSkips()
  /// The symbolic links back to a folder being walked, in the order of the paths given;
  /// complete once ``next()`` has returned nil.
  private(set) var linksBack: [String] = []

  private let rules: WalkRules
  private let standardInputName: String
  /// The paths given, sorted by path (standard input by its name), then in the order given.
  private let roots: [(key: String, index: Int)]
  private let paths: [String]
  /// The index in ``paths`` of the first listed path: the paths after it were listed
  /// (`--files-from`, `--changed-since`) rather than given.
  private let firstListed: Int
  private var nextRoot = 0
  /// The walks under way, each with the input it gives next.
  private var active: [(walk: RootWalk, head: RootWalk.Found)] = []
  /// What each finished walk found, by the index of its path, for the notes.
  private var outcomes: [Int: RootWalk.Outcome] = [:]
  private var seen = Set<FileReader.FileIdentity>()
  private var identityDuplicates = 0
  private var linksBackCount = 0
  private var isFinished = false

  init(
    _ paths: [String], listed: [String] = [], standardInputName: String, filters: [PathFilter],
    filtersInside: ((String) -> [PathFilter])?, skippingFolders: Set<String>
  ) {
    self.paths = paths + listed
    firstListed = paths.count
    self.standardInputName = standardInputName
    rules = WalkRules(
      filters: filters, filtersInside: filtersInside, skippedFolderNames: skippingFolders)
    // Equal paths keep the order given: an input found twice is the earlier path's.
    roots = self.paths.enumerated()
      .map { (key: $0.element == "-" ? standardInputName : $0.element, index: $0.offset) }
      .sorted { lhs, rhs in
        let order = InputDiscovery.comparePathBytes(lhs.key, rhs.key)
        return order != 0 ? order < 0 : lhs.index < rhs.index
      }
  }

  /// The next input, skipping duplicates; nil at the end.
  public func next() -> ScanInput? {
    while let event = nextEvent() {
      if case .input(let input) = event { return input }
    }
    return nil
  }

  /// The next input or duplicate; nil at the end, when the notes are complete.
  func nextEvent() -> Event? {
    guard let found = nextFound() else {
      finish()
      return nil
    }
    if let identity = found.identity, !seen.insert(identity).inserted {
      identityDuplicates += 1
      return .duplicate(found.input.path)
    }
    return .input(found.input)
  }

  /// The next thing any walk found, in path order (for equal paths, the earlier path given's).
  private func nextFound() -> RootWalk.Found? {
    while nextRoot < roots.count {
      let root = roots[nextRoot]
      // Every path a walk finds starts with its root, so a root after the smallest path waiting
      // cannot come before it yet.
      if let smallest = smallestActive(),
        InputDiscovery.comparePathBytes(root.key, active[smallest].head.input.path) > 0
      {
        break
      }
      nextRoot += 1
      let walk =
        paths[root.index] == "-"
        ? RootWalk(standardInput: standardInputName, index: root.index)
        : RootWalk(
          path: paths[root.index], index: root.index, isListed: root.index >= firstListed)
      if let head = walk.next(rules) {
        active.append((walk, head))
      } else {
        end(walk)
      }
    }
    guard let smallest = smallestActive() else { return nil }
    let found = active[smallest].head
    if let following = active[smallest].walk.next(rules) {
      active[smallest].head = following
    } else {
      end(active.remove(at: smallest).walk)
    }
    return found
  }

  private func smallestActive() -> Int? {
    guard !active.isEmpty else { return nil }
    var smallest = 0
    for candidate in active.indices.dropFirst() {
      let order = InputDiscovery.comparePathBytes(
        active[candidate].head.input.path, active[smallest].head.input.path)
      if order < 0 || (order == 0 && active[candidate].walk.index < active[smallest].walk.index) {
        smallest = candidate
      }
    }
    return smallest
  }

  private func end(_ walk: RootWalk) {
    linksBackCount += walk.outcome.linksBack.count
    outcomes[walk.index] = walk.outcome
  }

  /// The notes and links back in the order of the paths given, as the paths were walked.
  private func finish() {
    guard !isFinished else { return }
    isFinished = true
    var skipped: [String: [String]] = [:]
    var skippedSeen = Set<String>()
    for (index, path) in paths.enumerated() {
      guard let outcome = outcomes[index] else { continue }
      notes += outcome.notes
      linksBack += outcome.linksBack
      skips.ignoredPaths += outcome.ignored
      // A path given twice is walked twice; its skipped folders are noted once.
      for folder in outcome.skippedFolders where skippedSeen.insert(folder).inserted {
        skipped[lastPathComponent(folder), default: []].append(folder)
      }
      // A listed path that finds nothing was left out as a walk leaves it out: silently.
      if path != "-", index < firstListed, outcome.found == 0, outcome.ignored.isEmpty,
        notes.last?.hasPrefix(path + ":") != true
      {
        notes.append(
          "\(path): no HTML file found (only *.html, *.htm, *.xhtml, template files and React "
            + "components, *.jsx and *.tsx, are scanned; add --include GLOB for other names)")
      }
    }
    skips.skippedFolders = skipped.keys.sorted().map {
      WalkSkips.SkippedFolders(name: $0, paths: skipped[$0] ?? [])
    }
    outcomes = [:]
  }
}

/// What a walk left out on purpose and says so: paths given that an ignore pattern excludes,
/// and the folders it skips by default (``InputDiscovery/defaultSkippedFolderNames``).
public struct WalkSkips: Sendable, Hashable {
  /// A path given that an `exclude` glob or an ignore file excludes, so it is not scanned.
  public struct IgnoredPath: Sendable, Hashable {
    /// The path as given.
    public var path: String
    /// Whether it is a folder (nothing in it is scanned).
    public var isDirectory: Bool
    /// The pattern that excludes it.
    public var exclusion: PathFilter.Exclusion

    /// Creates an ignored path.
    public init(path: String, isDirectory: Bool, exclusion: PathFilter.Exclusion) {
      self.path = path
      self.isDirectory = isDirectory
      self.exclusion = exclusion
    }
  }

  /// The folders of one name skipped by default: not listed, so what they hold is not known.
  public struct SkippedFolders: Sendable, Hashable {
    /// The folder name (`node_modules`).
    public var name: String
    /// Each folder skipped, as walked, in the order of the paths given.
    public var paths: [String]

    /// Creates a record of skipped folders.
    public init(name: String, paths: [String]) {
      self.name = name
      self.paths = paths
    }
  }

  /// The paths given that are excluded, in the order given.
  public var ignoredPaths: [IgnoredPath] = []
  /// The folders skipped by default, by name (sorted).
  public var skippedFolders: [SkippedFolders] = []

  /// Nothing skipped.
  public init() {}

  /// Adds another walk's skips.
  public mutating func merge(_ other: WalkSkips) {
    ignoredPaths += other.ignoredPaths
    for folders in other.skippedFolders {
      if let index = skippedFolders.firstIndex(where: { $0.name == folders.name }) {
        skippedFolders[index].paths += folders.paths
      } else {
        skippedFolders.append(folders)
        skippedFolders.sort { $0.name < $1.name }
      }
    }
  }
}

/// The name of the file or folder at `path` (a path as walked: no trailing slash).
private func lastPathComponent(_ path: String) -> String {
  let utf8 = path.utf8
  guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
  return String(Substring(utf8[utf8.index(after: slash)...]))
}

/// Which files a walk takes: the filters given and each folder's own.
private struct WalkRules {
  let filters: [PathFilter]
  let filtersInside: ((String) -> [PathFilter])?
  /// Names of folders not entered unless a filter takes them back or an `include` names them.
  let skippedFolderNames: Set<String>

  /// The filters that decide about the entries of `folder`.
  func filters(inside folder: String) -> [PathFilter] {
    guard let filtersInside else { return filters }
    return filters + filtersInside(folder)
  }

  /// The filters that decide about `path`: its folder's.
  func filters(for path: String) -> [PathFilter] {
    guard filtersInside != nil else { return filters }
    let utf8 = path.utf8
    guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return filters(inside: ".") }
    return filters(inside: slash == utf8.startIndex ? "/" : String(Substring(utf8[..<slash])))
  }

  /// Whether a file found while walking is an input; inside a folder skipped by default that an
  /// `include` glob opened (`onlyIncluded`), only the files the globs include are.
  func takes(
    _ path: String, name: String, filters: [PathFilter], onlyIncluded: Bool = false
  ) -> Bool {
    guard
      (!onlyIncluded
        && (InputDiscovery.isHTMLFileName(name) || SourceSyntax.isTemplateFileName(name)))
        || filters.contains(where: { $0.isIncluded(path) })
    else {
      return false
    }
    return !filters.contains { $0.isExcluded(path, isDirectory: false) }
  }

  /// How the walk treats a folder it found (not one given): `nil` when it is not entered, else
  /// the name of the skipped-by-default folder whose `include` globs alone decide inside it
  /// (`.some(nil)` when the folder is walked as usual). `opened` is that name for the folder
  /// holding it, `filters` are that folder's; `skipped` is called for a folder skipped by
  /// default.
  func entry(
    ofFolder path: String, name: String, opened: String?, filters: [PathFilter],
    skipped: (String) -> Void
  ) -> String?? {
    if filters.contains(where: { $0.isExcluded(path, isDirectory: true) }) { return nil }
    if let opened, !filters.contains(where: { $0.includeReaches(into: path, naming: opened) }) {
      return nil
    }
    guard skippedFolderNames.contains(name),
      !filters.contains(where: { $0.isReincluded(path, isDirectory: true) })
    else { return .some(opened) }
    if filters.contains(where: { $0.includeReaches(into: path, naming: name) }) { return name }
    skipped(path)
    return nil
  }

  func exclusion(of path: String, isDirectory: Bool) -> PathFilter.Exclusion? {
    filters(for: path).lazy.compactMap { $0.exclusion(of: path, isDirectory: isDirectory) }.first
  }
}

/// The walk of one path given: depth first, each folder listed when it is reached and its
/// entries sorted, so that what it finds comes out sorted by path.
private final class RootWalk {
  /// An input with its file's identity, when it has one, for spotting duplicates.
  struct Found {
    var input: ScanInput
    var identity: FileReader.FileIdentity?
  }

  /// What a walk found, for the notes.
  struct Outcome {
    /// How many inputs (failed ones and duplicates too).
    var found = 0
    var notes: [String] = []
    var linksBack: [String] = []
    /// The path given, when an ignore pattern excludes it.
    var ignored: [WalkSkips.IgnoredPath] = []
    /// The folders skipped by default, as walked.
    var skippedFolders: [String] = []
  }

  /// An entry of a folder: an input, or a folder to walk (sorted as its path and a `/`).
  private struct Entry {
    enum Kind {
      case found(Found)
      /// A folder, with the name of the skipped-by-default folder it is in, if an `include` glob
      /// opened one (only included files are taken there).
      case folder(String, FileReader.FileIdentity, opened: String?)
    }
    var key: String
    var kind: Kind
  }

  /// A folder being walked: its identity (a link back to it would loop) and its entries.
  private struct Frame {
    var identity: FileReader.FileIdentity
    var entries: [Entry]
    var position = 0
  }

  /// The index of the path given, which decides between equal paths.
  let index: Int
  private(set) var outcome = Outcome()
  private let path: String
  /// Whether the path was listed (`--files-from`, `--changed-since`) rather than given: it is
  /// then taken or left out as a walk that reached it would, silently.
  private let isListed: Bool
  private var isStarted = false
  /// What the path given is itself, when it is not a folder.
  private var pending: Found?
  private var frames: [Frame] = []

  init(path: String, index: Int, isListed: Bool = false) {
    self.path = path
    self.index = index
    self.isListed = isListed
  }

  init(standardInput name: String, index: Int) {
    path = name
    self.index = index
    isListed = false
    isStarted = true
    pending = Found(input: .standardInput(path: name), identity: nil)
  }

  /// The next input of the walk, nil at its end.
  func next(_ rules: WalkRules) -> Found? {
    if !isStarted {
      isStarted = true
      let reached = isListed ? reachedByWalk(rules) : .some(nil)
      guard let opened = reached else { return nil }
      switch classify(path, explicitly: !isListed, rules, ancestors: [], opened: opened) {
      case .found(let found)?: pending = found
      case .folder(let folder, let identity, let opened)?:
        pending = enter(folder, identity, opened: opened, rules)
      case nil: break
      }
    }
    if let pending {
      self.pending = nil
      outcome.found += 1
      return pending
    }
    while let top = frames.indices.last {
      guard frames[top].position < frames[top].entries.count else {
        frames.removeLast()
        continue
      }
      let entry = frames[top].entries[frames[top].position]
      frames[top].position += 1
      switch entry.kind {
      case .found(let found):
        outcome.found += 1
        return found
      case .folder(let folder, let identity, let opened):
        if let failure = enter(folder, identity, opened: opened, rules) {
          outcome.found += 1
          return failure
        }
      }
    }
    return nil
  }

  /// What `path` is to the walk: an input, a folder to walk, or nothing (left out, perhaps
  /// with a note). `ancestors` are the folders it is in, besides those being walked; `opened`
  /// the skipped-by-default folder an `include` glob opened that it is in; `inside` the filters
  /// of its folder, when known.
  private func classify(
    _ path: String, explicitly: Bool, _ rules: WalkRules,
    ancestors: [FileReader.FileIdentity], opened: String?, inside: [PathFilter]? = nil
  ) -> Entry.Kind? {
    switch FileReader.kind(of: path) {
    case .failure(let error):
      // A dangling link inside a directory is reported only if it looks like HTML.
      guard explicitly || takes(path, rules, opened: opened) else { return nil }
      return .found(Found(input: .failed(path, error), identity: nil))
    case .success(.regularFile(let identity, _)):
      if explicitly, let exclusion = rules.exclusion(of: path, isDirectory: false) {
        outcome.ignored.append(
          WalkSkips.IgnoredPath(path: path, isDirectory: false, exclusion: exclusion))
        return nil
      }
      guard explicitly || takes(path, rules, opened: opened) else { return nil }
      return .found(Found(input: .file(path), identity: identity))
    case .success(.directory(let identity)):
      guard !ancestors.contains(identity), !frames.contains(where: { $0.identity == identity })
      else {
        // Its files are scanned already, under the folder it points back to.
        outcome.linksBack.append(path)
        outcome.notes.append(
          "\(path): symbolic link back to a folder that contains it; skipped, since its files "
            + "are scanned there")
        return nil
      }
      if explicitly {
        if let exclusion = rules.exclusion(of: path, isDirectory: true) {
          outcome.ignored.append(
            WalkSkips.IgnoredPath(path: path, isDirectory: true, exclusion: exclusion))
          return nil
        }
        return .folder(path, identity, opened: nil)
      }
      let entry = rules.entry(
        ofFolder: path, name: lastPathComponent(path), opened: opened,
        filters: inside ?? rules.filters(for: path),
        skipped: { outcome.skippedFolders.append($0) })
      guard let opened = entry else { return nil }
      return .folder(path, identity, opened: opened)
    case .success(.special(let kind)):
      // A pipe or device named like HTML inside a directory is reported too, never opened.
      guard explicitly || takes(path, rules, opened: opened) else { return nil }
      return .found(
        Found(input: .failed(path, FileReader.notRegularFile(path, kind)), identity: nil))
    }
  }

  /// Whether a walk from the working directory would reach the listed ``path``: `nil` when one
  /// of its folders is hidden, excluded or skipped by default (``WalkRules/entry``), else the
  /// skipped-by-default folder an `include` glob opened that it is in (`.some(nil)`: none).
  /// The folders of an absolute path, and `.` and `..`, are not checked.
  private func reachedByWalk(_ rules: WalkRules) -> String?? {
    guard !path.hasPrefix("/") else { return .some(nil) }
    let components = path.split(separator: "/", omittingEmptySubsequences: true).dropLast()
    var folder = ""
    var opened: String? = nil
    for component in components {
      folder = folder.isEmpty ? String(component) : folder + "/" + component
      if component == "." || component == ".." { continue }
      if component.hasPrefix(".") { return nil }
      let entry = rules.entry(
        ofFolder: folder, name: String(component), opened: opened,
        filters: rules.filters(for: folder), skipped: { _ in })
      guard let entered = entry else { return nil }
      opened = entered
    }
    return .some(opened)
  }

  private func takes(_ path: String, _ rules: WalkRules, opened: String?) -> Bool {
    rules.takes(path, name: path, filters: rules.filters(for: path), onlyIncluded: opened != nil)
  }

  /// Lists `folder` and puts its entries, sorted, on top of the walk; returns the folder as a
  /// failed input when it cannot be listed. `opened` is the skipped-by-default folder an
  /// `include` glob opened that it is (in), where only included files are taken.
  private func enter(
    _ folder: String, _ identity: FileReader.FileIdentity, opened: String?, _ rules: WalkRules
  ) -> Found? {
    // Once per folder: the configuration that decides may differ from folder to folder.
    let inside = rules.filters(inside: folder)
    var entries: [Entry] = []
    // Regular files are taken as `readdir` gives them; only the rest (folders, links, special
    // files) need a `stat`, after the folder is closed, so that deep trees never hold one
    // descriptor per level.
    var others: [String] = []
    let listingError = FileReader.forEachEntry(ofDirectory: folder, device: identity.device) {
      entry in
      guard !entry.name.hasPrefix(".") else { return }
      let child = Self.join(folder, entry.name)
      if let identity = entry.regularFileIdentity {
        // A regular file: only HTML names (and included ones) are inputs.
        guard rules.takes(child, name: entry.name, filters: inside, onlyIncluded: opened != nil)
        else { return }
        entries.append(
          Entry(key: child, kind: .found(Found(input: .file(child), identity: identity))))
      } else {
        others.append(child)
      }
    }
    if let listingError {
      return Found(input: .failed(folder, FileReader.unlistable(listingError)), identity: nil)
    }
    for child in others {
      switch classify(
        child, explicitly: false, rules, ancestors: [identity], opened: opened, inside: inside)
      {
      case .found(let found)?:
        entries.append(Entry(key: child, kind: .found(found)))
      case .folder(let path, let identity, let opened)?:
        entries.append(Entry(key: path + "/", kind: .folder(path, identity, opened: opened)))
      case nil:
        break
      }
    }
    entries = Self.sortedByKey(entries)
    if reportUnlistableFoldersInPlace(&entries) { entries = Self.sortedByKey(entries) }
    frames.append(Frame(identity: identity, entries: entries))
    return nil
  }

  /// A folder that cannot be listed is reported under its own path `b`, found out when the walk
  /// enters it at `b/`. That is the same place unless names sort between the two (`b-c.html`,
  /// `b.html`, right before `b/` in the sorted entries): only then is the folder opened now, and
  /// a failure put in its place. Returns whether one was, so the entries need sorting again.
  private func reportUnlistableFoldersInPlace(_ entries: inout [Entry]) -> Bool {
    var changed = false
    for index in entries.indices.dropFirst() {
      guard case .folder(let path, _, _) = entries[index].kind,
        InputDiscovery.sortsBetween(entries[index - 1].key, pathAndItsFolder: path),
        let failure = FileReader.listingError(ofDirectory: path)
      else { continue }
      entries[index] = Entry(
        key: path, kind: .found(Found(input: .failed(path, failure), identity: nil)))
      changed = true
    }
    return changed
  }

  /// The entries in the byte order of their keys. Their positions are sorted, not the entries:
  /// moving an entry (a path and an input) cost more than comparing two keys.
  private static func sortedByKey(_ entries: [Entry]) -> [Entry] {
    let order = entries.indices.sorted {
      InputDiscovery.comparePathBytes(entries[$0].key, entries[$1].key) < 0
    }
    return order.map { entries[$0] }
  }

  private static func join(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }
}
