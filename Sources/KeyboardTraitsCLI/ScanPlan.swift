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
struct ScanPlan: Sendable {
  /// Files that share one configuration.
  struct Group: Sendable {
    /// The configuration files that apply, merged.
    var cascade: ConfigurationCascade
    /// The rules that run.
    var linter: Linter
    /// The base URL (`--base-url`, else `base-url:`), the concurrency and the template syntax
    /// (`--syntax`, else the cascade's `templates:` globs, else each file's name).
    var options: ScanOptions
    /// The platforms to show (`--platform`, else `platforms:`).
    var platforms: Set<TargetPlatform>

    /// A scanner that lints with this group's rules.
    var scanner: FormScanner { FormScanner(options: options, linter: linter) }
  }

  /// Every input (sorted by path, each file once), the duplicates left out and why given
  /// paths were left out or held nothing.
  var discovery: InputDiscovery.Result
  /// The configurations in the order their first files appear.
  var groups: [Group]

  /// Every input, sorted by path, each file once.
  var inputs: [ScanInput] { discovery.inputs }
  var duplicatesSkipped: Int { discovery.duplicates.count }
  /// Why given paths were left out or held nothing (see ``InputDiscovery/Result/notes``).
  var discoveryNotes: [String] { discovery.notes }
  /// The group of each input, by path.
  private var groupIndexByPath: [String: Int]
  /// What `--platform` gave; nil leaves the platforms to each configuration.
  private var platformsOverride: Set<TargetPlatform>?
  /// The group of web pages (the current folder's configuration), when pages were asked for.
  private var pageGroupIndex: Int?

  /// The settings a command gives about scanning, apart from configuration.
  struct Settings {
    var paths: [String]
    var baseURL: String?
    var concurrency: Int
    /// `--max-file-size`: larger files are refused unread.
    var maxFileSize = ScanOptions().maxFileSize
    /// `--syntax`: the template syntax of every input, whatever its name.
    var syntax: TemplateSyntax? = nil
    /// The path standard input is shown as, and whose folder's configuration applies to it.
    var standardInputName: String?
    /// Whether web pages will be added (``addPages(_:)``); they take the current folder's
    /// configuration.
    var includesPages = false
  }

  /// Resolves the configuration of every folder on the way and expands the paths.
  /// - Throws: ``ConfigurationErrors`` with every problem of every configuration file read.
  init(
    _ settings: Settings, configuration arguments: ConfigurationArguments
  ) throws(ConfigurationErrors) {
    let resolver = ConfigurationResolver(lookup: arguments.lookup)
    // Validated with the arguments; a bad name never gets here.
    let platformsOverride = try? arguments.platforms
    let grouping = Grouping(settings: settings, platforms: platformsOverride)
    let discovered = InputDiscovery.discover(
      settings.paths, standardInputName: settings.standardInputName ?? "-",
      filters: arguments.runFilters,
      filtersInside: { folder in
        grouping.group(for: resolver.cascade(forFolder: folder)).filters
      })
    var groupIndexByPath: [String: Int] = [:]
    for input in discovered.inputs {
      let cascade =
        switch input {
        case .standardInput(let path):
          settings.standardInputName == nil
            ? resolver.cascade(forFolder: ".") : resolver.cascade(forFile: path)
        case .file(let path), .failed(let path, _): resolver.cascade(forFile: path)
        case .renderedPage, .failedPage: resolver.cascade(forFolder: ".")
        }
      groupIndexByPath[input.path] = grouping.group(for: cascade).index
    }
    let pageGroup =
      settings.includesPages ? grouping.group(for: resolver.cascade(forFolder: ".")).index : nil
    guard resolver.errors.isEmpty else { throw ConfigurationErrors(resolver.errors) }

    discovery = discovered
    // Only the configurations some input uses, in the order their first inputs come.
    var renumbered: [Int: Int] = [:]
    var groups: [Group] = []
    for input in discovered.inputs {
      guard let index = groupIndexByPath[input.path], renumbered[index] == nil else { continue }
      renumbered[index] = groups.count
      groups.append(grouping.groups[index].group)
    }
    if let pageGroup, renumbered[pageGroup] == nil {
      renumbered[pageGroup] = groups.count
      groups.append(grouping.groups[pageGroup].group)
    }
    self.groups = groups
    self.groupIndexByPath = groupIndexByPath.compactMapValues { renumbered[$0] }
    self.platformsOverride = platformsOverride
    pageGroupIndex = pageGroup.flatMap { renumbered[$0] }
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
    discovery.inputs += pages.inputs
    discovery.duplicates += pages.duplicates
    discovery.notes += pages.notes
    guard let pageGroupIndex else { return }
    for input in pages.inputs { groupIndexByPath[input.path] = pageGroupIndex }
  }

  /// The configuration group of the input shown as `path`.
  func group(forPath path: String) -> Group {
    groups[groupIndexByPath[path] ?? 0]
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

/// The groups made so far while walking, one per distinct set of configuration files, each with
/// the filters for its files' `include`, `exclude` and `templates` globs (made once, so each
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
    let templateRules = cascade.templateRules
    options.templateRules = templateRules
    let group = ScanPlan.Group(
      cascade: cascade, linter: Linter(configuration: settings.lintConfiguration),
      options: options, platforms: settings.platforms)
    // A walk takes the files `templates:` names as it takes `include`d ones.
    groups.append(
      Entry(group: group, filters: cascade.globFilters + (templateRules?.walkFilters ?? [])))
    indexByFiles[cascade.filePaths] = groups.count - 1
    return (groups.count - 1, groups[groups.count - 1].filters)
  }
}
