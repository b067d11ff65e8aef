import Foundation
import KeyboardTraits
import KeyboardTraitsLint
import KeyboardTraitsReport

/// What `show`, `lint` and `report` will scan, and under which configuration: every file once
/// (by device and inode, as ``InputDiscovery`` decides), each with the configuration of its
/// folder.
///
/// Configuration is resolved per folder while the paths are walked (``ConfigurationResolver``),
/// so `kbtraits lint .` honours a `sub/.kbtraits.yml` for the files under `sub/`, and a nested
/// file's `include` and `exclude` decide about the files below it.
///
/// The paths are walked when the plan is made, to find every configuration that applies (an
/// output names their rules and platforms before its first file, and a bad configuration stops
/// the run before anything is scanned). Up to ``Settings/replayLimit`` inputs are kept from that
/// walk and replayed as the files are scanned (``inputs()``); a larger run walks the paths again
/// instead, so that no list of every file is held.
struct ScanPlan: Sendable {
  /// Files that share one configuration.
  struct Group: Sendable {
    /// The configuration files that apply, merged.
    var cascade: ConfigurationCascade
    /// The rules that run.
    var linter: Linter
    /// The base URL (`--base-url`, else `base-url:`), the concurrency, the syntax (`--syntax`,
    /// else the cascade's `syntax:` globs, else each file's name) and the JSX components (the
    /// cascade's `components:`, merged).
    var options: ScanOptions
    /// The platforms to show (`--platform`, else `platforms:`).
    var platforms: Set<TargetPlatform>

    /// A scanner that lints with this group's rules.
    var scanner: FormScanner { FormScanner(options: options, linter: linter) }
  }

  /// The configurations in the order their first files appear.
  var groups: [Group]
  /// How many inputs there are: files found when the plan was made, then web pages.
  private(set) var inputCount: Int
  /// Whether the files come in the order of `Settings/reportOrder` (always, without one).
  let isInReportOrder: Bool
  /// The configuration of each folder, for the second walk and the workers.
  private let configurations: PlanConfigurations
  /// What the first walk found, when it found at most ``Settings/replayLimit`` inputs.
  private let recordedWalk: RecordedWalk?
  /// The web pages, after the files.
  private var pages = RenderedPages()
  /// The addresses of the web pages, which take the current folder's configuration.
  private var pageAddresses: Set<String> = []
  /// What `--platform` gave; nil leaves the platforms to each configuration.
  private var platformsOverride: Set<TargetPlatform>?
  /// With `--shard`: the whole run's inputs, counted while finding this shard's.
  private(set) var shardTally: ShardTally?

  /// The settings a command gives about scanning, apart from configuration.
  struct Settings {
    var paths: [String]
    /// Paths from `--files-from` or `--changed-since`, taken as a walk that reached them would
    /// (silently left out when ignored or not HTML, as `InputDiscovery.stream(_:listed:…)` says).
    var listedPaths: [String] = []
    var baseURL: String?
    var concurrency: Int
    /// `--max-file-size`: larger files are refused unread.
    var maxFileSize = ScanOptions().maxFileSize
    /// `--syntax`: the syntax of every input, whatever its name.
    var syntax: SourceSyntax? = nil
    /// The most inputs kept from the first walk to replay (~100 bytes each); beyond it the
    /// paths are walked again. A second walk of the real corpus' 2,592 files cost ~17 ms of
    /// CPU, half of it in the kernel.
    var replayLimit = 10_000
    /// The path standard input is shown as, and whose folder's configuration applies to it.
    var standardInputName: String?
    /// Whether web pages will be added (``addPages(_:)``); they take the current folder's
    /// configuration.
    var includesPages = false
    /// The key files are reported by (`lint`'s display paths), when it may order them apart
    /// from their paths: the plan says whether it does (``isInReportOrder``).
    var reportOrder: (@Sendable (String) -> String)? = nil
    /// `--files-from` or `--changed-since`, which ``forCommand(_:configuration:rulesURL:)``
    /// reads into ``listedPaths``.
    var fileList: ListedFiles.Source? = nil
    /// `--shard`: only the inputs of this part are scanned (``inputs()``, ``inputCount``).
    var shard: Shard? = nil
  }

  /// Resolves the configuration of every folder on the way and walks the paths once.
  /// - Throws: ``ConfigurationErrors`` with every problem of every configuration file read.
  init(
    _ settings: Settings, configuration arguments: ConfigurationArguments
  ) throws(ConfigurationErrors) {
    // Validated with the arguments; a bad name never gets here.
    let platformsOverride = try? arguments.platforms
    let configurations = PlanConfigurations(
      settings: settings, filters: arguments.runFilters,
      skippedFolders: arguments.skippedFolderNames,
      resolver: ConfigurationResolver(lookup: arguments.lookup),
      grouping: Grouping(settings: settings, platforms: platformsOverride))
    // Only the configurations some input uses, in the order their first inputs come.
    var used = Set<Int>()
    var order: [Int] = []
    var count = 0
    var isInReportOrder = true
    var previousKey: String?
    let walk = configurations.stream()
    var recorded: [ScanInput]? = []
    var walked = 0
    // Split after discovery and the ignore rules, so a shard's files are some of the whole run's.
    var tally = settings.shard.map(ShardTally.init)
    let shardPaths = DisplayPaths(
      baseDirectory: nil, workingDirectory: FileManager.default.currentDirectoryPath)
    for input in walk {
      walked += 1
      if walked > settings.replayLimit { recorded = nil }
      // Every input's configuration counts, in this shard or not: the rules and platforms a
      // shard's outputs show are the whole run's, and an empty shard's too.
      let index = configurations.groupIndex(for: input)
      if used.insert(index).inserted { order.append(index) }
      if tally?.take(key: Shard.key(forPath: input.path, relativeTo: shardPaths)) == false {
        continue
      }
      count += 1
      recorded?.append(input)
      if let reportOrder = settings.reportOrder, isInReportOrder {
        let key = reportOrder(input.path)
        if let previousKey, key.utf8.lexicographicallyPrecedes(previousKey.utf8) {
          isInReportOrder = false
        }
        previousKey = key
      }
    }
    if settings.includesPages {
      let index = configurations.pageGroupIndex()
      if used.insert(index).inserted { order.append(index) }
    }
    let errors = configurations.errors
    guard errors.isEmpty else { throw ConfigurationErrors(errors) }
    groups = order.map { configurations.group(at: $0) }
    inputCount = count
    self.isInReportOrder = isInReportOrder
    self.configurations = configurations
    self.platformsOverride = platformsOverride
    shardTally = tally
    recordedWalk = recorded.map {
      RecordedWalk(
        inputs: $0, duplicateCount: walk.duplicateCount, notes: walk.notes, skips: walk.skips)
    }
  }

  /// The inputs, replayed from the first walk or found by walking the paths again as they are
  /// taken, then the web pages.
  func inputs() -> PlannedInputs {
    PlannedInputs(
      files: recordedWalk.map { .replay($0) } ?? .walk(configurations.stream(), shard: shard),
      pages: pages)
  }

  /// This shard's inputs of a second walk: nil keeps every input.
  private var shard: (@Sendable (ScanInput) -> Bool)? {
    guard let shard = shardTally?.shard else { return nil }
    let paths = DisplayPaths(
      baseDirectory: nil, workingDirectory: FileManager.default.currentDirectoryPath)
    return { shard.contains(key: Shard.key(forPath: $0.path, relativeTo: paths)) }
  }

  /// What this shard's outputs record about the whole run, with `options`, the options that
  /// shape the output besides the inputs; nil without `--shard`.
  func shardRecord(options: String) -> ScanShard? {
    shardTally?.record(options: options)
  }

  /// The platforms an output for the whole run shows (CSV and Markdown columns, SARIF
  /// keyboards): `--platform`, else every platform some file's configuration targets (all three
  /// when nothing was scanned).
  var platforms: Set<TargetPlatform> {
    if let platformsOverride { return platformsOverride }
    let configured = Set(groups.flatMap(\.platforms))
    return configured.isEmpty ? .allPlatforms : configured
  }

  /// Adds loaded web pages after the files, under the current folder's configuration (the
  /// plan must have been made with ``Settings/includesPages``).
  mutating func addPages(_ pages: RenderedPages) {
    self.pages.inputs += pages.inputs
    self.pages.duplicates += pages.duplicates
    self.pages.notes += pages.notes
    inputCount += pages.inputs.count
    if let pageTally = pages.shardTally { shardTally?.add(pageTally) }
    pageAddresses.formUnion(pages.inputs.map(\.path))
  }

  /// The configuration group of the input shown as `path`; safe to call from any task.
  func group(forPath path: String) -> Group {
    pageAddresses.contains(path)
      ? configurations.group(at: configurations.pageGroupIndex())
      : configurations.group(at: configurations.groupIndex(forPath: path))
  }

  /// The rules that run in any group, in catalogue order (for SARIF and documentation links).
  var ruleDescriptions: [RuleDescription] {
    let running = Set(groups.flatMap { $0.linter.rules.map(\.id) })
    return RuleRegistry.all.map { $0.description }.filter { running.contains($0.id) }
  }

  /// The `rules-url` the configurations give, if any. One run's reports link rules to one page,
  /// so two configurations that name different pages are an error (unless `--rules-url` decides).
  /// - Throws: ``ConfigurationError`` naming both files when they disagree.
  func configuredRulesURL() throws(ConfigurationError) -> RuleDocumentationURL? {
    var chosen: (url: RuleDocumentationURL, source: ConfigurationSource?)?
    for group in groups {
      let settings = group.cascade.settings
      guard let url = settings.rulesURL else { continue }
      let source = settings.sources["rules-url"]
      guard let earlier = chosen else {
        chosen = (url, source)
        continue
      }
      if earlier.url != url {
        let earlierFile = earlier.source?.file ?? "the configuration"
        throw ConfigurationError(
          file: source?.file ?? "the configuration", keyPath: "rules-url",
          message: "'\(url.page)' differs from '\(earlier.url.page)' in \(earlierFile); rules "
            + "link to one page per run, so give both the same rules-url or pass --rules-url",
          line: source?.line, column: source?.column)
      }
    }
    return chosen?.url
  }

  /// Runs `body` while the scanner's lookup tables are built on another core, as
  /// ``FormScanner/scan(paths:transform:body:)`` does while it discovers files.
  static func preparingTables<Result>(
    _ body: () throws(ConfigurationErrors) -> Result
  ) async throws(ConfigurationErrors) -> Result {
    let tables = Task.detached(priority: .high) { FormScanner(linter: Linter()).prepareTables() }
    let result = try body()
    await tables.value
    return result
  }
}

/// The inputs of a walk, with what it left out, kept to be replayed.
struct RecordedWalk: Sendable {
  var inputs: [ScanInput]
  var duplicateCount: Int
  var notes: [String]
  var skips: WalkSkips
}

/// The inputs of a plan: the files, replayed or walked as they are taken, then the web pages;
/// what was left out is known once they are all taken.
final class PlannedInputs: DiscoveredInputs, IteratorProtocol {
  /// Where the files come from.
  enum Files {
    /// A walk, with the test for the inputs of the shard when there is one.
    case walk(InputWalk, shard: (@Sendable (ScanInput) -> Bool)? = nil)
    case replay(RecordedWalk)
  }

  private let files: Files
  private var replayed: IndexingIterator<[ScanInput]>
  private var pages: IndexingIterator<[ScanInput]>
  private let pageDuplicates: Int
  private let pageNotes: [String]

  init(files: Files, pages: RenderedPages) {
    self.files = files
    if case .replay(let recorded) = files {
      replayed = recorded.inputs.makeIterator()
    } else {
      replayed = [].makeIterator()
    }
    self.pages = pages.inputs.makeIterator()
    pageDuplicates = pages.duplicates.count
    pageNotes = pages.notes
  }

  func next() -> ScanInput? {
    switch files {
    case .walk(let walk, let shard):
      while let input = walk.next() {
        if shard?(input) ?? true { return input }
      }
      return pages.next()
    case .replay: return replayed.next() ?? pages.next()
    }
  }

  var duplicateCount: Int {
    switch files {
    case .walk(let walk, _): walk.duplicateCount + pageDuplicates
    case .replay(let recorded): recorded.duplicateCount + pageDuplicates
    }
  }

  var notes: [String] {
    switch files {
    case .walk(let walk, _): walk.notes + pageNotes
    case .replay(let recorded): recorded.notes + pageNotes
    }
  }

  var skips: WalkSkips {
    switch files {
    case .walk(let walk, _): walk.skips
    case .replay(let recorded): recorded.skips
    }
  }
}

/// The configuration of every folder, shared by the walks and the workers that scan (under a
/// lock: resolving a folder reads its configuration files once and remembers it).
private final class PlanConfigurations: @unchecked Sendable {
  private let settings: ScanPlan.Settings
  private let filters: [PathFilter]
  /// The folders walks skip unless given (none with `--no-ignore`).
  private let skippedFolders: Set<String>
  /// Whether `-` is among the paths.
  private let readsStandardInput: Bool
  private let lock = NSLock()
  private let resolver: ConfigurationResolver
  private let grouping: Grouping

  init(
    settings: ScanPlan.Settings, filters: [PathFilter], skippedFolders: Set<String>,
    resolver: ConfigurationResolver, grouping: Grouping
  ) {
    self.settings = settings
    self.filters = filters
    self.skippedFolders = skippedFolders
    readsStandardInput = settings.paths.contains("-")
    self.resolver = resolver
    self.grouping = grouping
  }

  /// A new walk of the paths, each folder's entries decided by its configuration's globs.
  func stream() -> InputWalk {
    InputDiscovery.stream(
      settings.paths, listed: settings.listedPaths,
      standardInputName: settings.standardInputName ?? "-", filters: filters,
      filtersInside: { [self] folder in
        locked { grouping.group(for: resolver.cascade(forFolder: folder)).filters }
      }, skippingFolders: skippedFolders)
  }

  /// Every problem of the configuration files read so far.
  var errors: [ConfigurationError] { locked { resolver.errors } }

  func group(at index: Int) -> ScanPlan.Group { locked { grouping.groups[index].group } }

  /// The group of `input`.
  func groupIndex(for input: ScanInput) -> Int {
    switch input {
    case .standardInput(let path):
      locked {
        grouping.group(
          for: settings.standardInputName == nil
            ? resolver.cascade(forFolder: ".") : resolver.cascade(forFile: path)
        ).index
      }
    case .file(let path), .failed(let path, _): groupIndex(forPath: path)
    case .renderedPage, .failedPage: pageGroupIndex()
    }
  }

  /// The group of the file (or standard input) shown as `path`.
  func groupIndex(forPath path: String) -> Int {
    if readsStandardInput, path == (settings.standardInputName ?? "-") {
      return groupIndex(for: .standardInput(path: path))
    }
    return locked { grouping.group(for: resolver.cascade(forFile: path)).index }
  }

  /// The group of web pages: the current folder's configuration.
  func pageGroupIndex() -> Int {
    locked { grouping.group(for: resolver.cascade(forFolder: ".")).index }
  }

  private func locked<Result>(_ body: () -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}

/// The groups made so far while walking, one per distinct set of configuration files, each with
/// the filters for its files' `include`, `exclude` and `syntax` globs (made once, so each
/// remembers its folders).
private final class Grouping {
  struct Entry {
    var group: ScanPlan.Group
    var filters: [PathFilter]
  }

  let settings: ScanPlan.Settings
  /// `--platform`, which wins over every configuration's `platforms`.
  let platforms: Set<TargetPlatform>?
  private(set) var groups: [Entry] = []
  private var indexByFiles: [[String]: Int] = [:]

  init(settings: ScanPlan.Settings, platforms: Set<TargetPlatform>?) {
    self.settings = settings
    self.platforms = platforms
  }

  func group(for cascade: ConfigurationCascade) -> (index: Int, filters: [PathFilter]) {
    if let index = indexByFiles[cascade.filePaths] { return (index, groups[index].filters) }
    var settings = cascade.settings
    if let platforms { settings.platforms = platforms }
    var options = ScanOptions(
      baseURL: self.settings.baseURL ?? settings.baseURL,
      maxFileSize: self.settings.maxFileSize, concurrency: self.settings.concurrency)
    options.syntax = self.settings.syntax
    let syntaxRules = cascade.syntaxRules
    options.syntaxRules = syntaxRules
    options.components = settings.components.applied()
    let group = ScanPlan.Group(
      cascade: cascade, linter: Linter(configuration: settings.lintConfiguration),
      options: options, platforms: settings.platforms)
    // A walk takes the files `syntax:` names as it takes `include`d ones, and with
    // `--syntax jsx` or `tsx` the script files of that language.
    var filters = cascade.globFilters + (syntaxRules?.walkFilters ?? [])
    if let scripts = self.settings.syntax?.scriptFileGlobs, !scripts.isEmpty {
      filters.append(
        PathFilter(
          root: FileManager.default.currentDirectoryPath, include: scripts, ignoreFileName: nil))
    }
    groups.append(Entry(group: group, filters: filters))
    indexByFiles[cascade.filePaths] = groups.count - 1
    return (groups.count - 1, groups[groups.count - 1].filters)
  }
}
