import Foundation
import KeyboardTraits
import KeyboardTraitsLint
import KeyboardTraitsReport

/// What `kbtraits lint` will do: the inputs grouped by the configuration that applies to them.
///
/// Each path uses the nearest `.kbtraits.yml` above it (or `--config`), so one run over a
/// monorepo can lint each site with its own rules.
struct LintPlan {
  /// Inputs that share one configuration.
  struct Group {
    var configuration: KBTraitsConfiguration
    var linter: Linter
    var inputs: [ScanInput]
  }

  var groups: [Group]
  var duplicatesSkipped: Int
  /// Why given paths were left out or held nothing (see ``InputDiscovery/Result/notes``).
  var discoveryNotes: [String]
  /// The rules that run in any group, in catalogue order (for SARIF and documentation links).
  var ruleDescriptions: [RuleDescription]

  /// Loads the configurations and expands the paths.
  /// - Throws: ``ConfigurationError`` for a configuration file that is wrong.
  init(
    paths: [String], configPath: String?, include: [String], exclude: [String],
    respectGitignore: Bool, stdinFilename: String?
  ) throws {
    var configurations: [String?: KBTraitsConfiguration] = [:]
    var pathsByConfiguration: [String?: [String]] = [:]
    var order: [String?] = []
    let explicit = try configPath.map { try ConfigurationLoader.load(fileAt: $0) }
    for path in paths {
      let key: String?
      if let configPath {
        key = configPath
        configurations[key] = explicit
      } else {
        let start = path == "-" ? (stdinFilename ?? ".") : path
        key = ConfigurationLoader.find(from: start)
        if configurations[key] == nil {
          configurations[key] = try key.map { try ConfigurationLoader.load(fileAt: $0) }
            ?? KBTraitsConfiguration()
        }
      }
      if pathsByConfiguration[key] == nil { order.append(key) }
      pathsByConfiguration[key, default: []].append(path)
    }

    let commandLineFilter =
      include.isEmpty && exclude.isEmpty
      ? nil
      : PathFilter(
        root: FileManager.default.currentDirectoryPath, include: include, exclude: exclude,
        ignoreFileName: nil)
    var groups: [Group] = []
    var duplicates = 0
    var notes: [String] = []
    for key in order {
      let configuration = configurations[key] ?? KBTraitsConfiguration()
      let filters =
        [PathFilter(configuration: configuration, respectGitignore: respectGitignore)]
        + (commandLineFilter.map { [$0] } ?? [])
      let discovered = InputDiscovery.discover(
        pathsByConfiguration[key] ?? [], standardInputName: stdinFilename ?? "-",
        filters: filters, templateRules: configuration.templateRules)
      duplicates += discovered.duplicates.count
      notes += discovered.notes
      groups.append(
        Group(
          configuration: configuration,
          linter: Linter(configuration: configuration.lintConfiguration),
          inputs: discovered.inputs))
    }
    self.groups = groups
    duplicatesSkipped = duplicates
    discoveryNotes = notes
    let running = Set(groups.flatMap { $0.linter.rules.map(\.id) })
    ruleDescriptions = RuleRegistry.all.map { $0.description }.filter { running.contains($0.id) }
  }

  /// The `rules-url` the configurations give, if any. One run's reports link rules to one page,
  /// so two configurations that name different pages are an error (unless `--rules-url` decides).
  /// - Throws: ``ConfigurationError`` naming both files when they disagree.
  func configuredRulesURL() throws(ConfigurationError) -> RuleDocumentationURL? {
    var chosen: (url: RuleDocumentationURL, file: String)?
    for group in groups {
      guard let url = group.configuration.rulesURL else { continue }
      let file = group.configuration.file ?? "the configuration"
      guard let earlier = chosen else {
        chosen = (url, file)
        continue
      }
      if earlier.url != url {
        throw ConfigurationError(
          file: file, keyPath: "rules-url",
          message: "'\(url.page)' differs from '\(earlier.url.page)' in \(earlier.file); rules "
            + "link to one page per run, so give both the same rules-url or pass --rules-url")
      }
    }
    return chosen?.url
  }
}
