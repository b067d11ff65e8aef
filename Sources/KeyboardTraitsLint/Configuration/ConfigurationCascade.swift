import KeyboardTraits

/// The configuration that applies in one folder: the nearest `.kbtraits.yml` merged with the ones
/// in the folders above it, up to one that says `root: true` (or the filesystem root).
///
/// The nearer file wins key by key, as in ESLint's and SwiftLint's cascades:
/// - `rules` merge per rule id (a nearer file changes the rules it names and keeps the others);
/// - `extends`, `platforms`, `base-url` and `rules-url` come from the nearest file that sets them;
/// - every file's `include` and `exclude` apply, each relative to its own folder
///   (``globFilters``), so a nearer file cannot take back a farther file's `exclude`;
/// - every file's `syntax` globs apply, each relative to its own folder, the nearest file's
///   first (``syntaxRules``): the first glob that matches a path decides its syntax;
/// - `components` merge per component name, as `rules` do per rule id: every file's entries
///   apply, and where several files map the same name the nearest file's entry wins whole (its
///   element and attributes; a farther file's attributes for that name are not kept).
public struct ConfigurationCascade: Sendable, Hashable {
  /// The files that apply, nearest first; empty when none does and the defaults apply.
  public let files: [KBTraitsConfiguration]
  /// The merged settings, with ``KBTraitsConfiguration/sources`` saying which file each came
  /// from. Its `include`, `exclude` and `syntax` are empty and its `file` is `nil`: globs stay
  /// with the file whose folder they are relative to. Its `components` are every file's, merged.
  public let settings: KBTraitsConfiguration

  /// Merges `files`, nearest first; files after one that says `root: true` are ignored.
  public init(files: [KBTraitsConfiguration]) {
    let applying = files.firstIndex(where: \.isRoot).map { Array(files[...$0]) } ?? files
    self.files = applying
    var merged = KBTraitsConfiguration()
    // Farthest first, so that each nearer file overwrites what it sets.
    for file in applying.reversed() {
      merged.merge(file)
    }
    merged.include = []
    merged.exclude = []
    merged.syntax = []
    merged.file = nil
    merged.isRoot = applying.contains(where: \.isRoot)
    settings = merged
  }

  /// The configuration files' paths, nearest first: two cascades with the same files are the
  /// same configuration.
  public var filePaths: [String] { files.compactMap(\.file) }

  /// One filter per file for its `include` and `exclude`, relative to its folder; they read no
  /// ignore file (the caller's own filter reads `.kbtraitsignore` once for the whole run).
  public var globFilters: [PathFilter] {
    files.filter { !$0.include.isEmpty || !$0.exclude.isEmpty }.map {
      PathFilter(configuration: $0, ignoreFileName: nil)
    }
  }

  /// Every file's `syntax` globs, each relative to its own folder, the nearest file's first;
  /// nil when no file has any.
  public var syntaxRules: SourceSyntaxRules? {
    let scopes = files.compactMap(\.syntaxRules).flatMap(\.scopes)
    return scopes.isEmpty ? nil : SourceSyntaxRules(scopes: scopes)
  }
}

extension KBTraitsConfiguration {
  /// Takes the settings `nearer` makes (by its ``sources``), over the ones already here.
  fileprivate mutating func merge(_ nearer: KBTraitsConfiguration) {
    let sets = { (key: String) in nearer.sources[key] != nil }
    if sets("extends") { extends = nearer.extends }
    if sets("platforms") { platforms = nearer.platforms }
    if sets("base-url") { baseURL = nearer.baseURL }
    if sets("rules-url") { rulesURL = nearer.rulesURL }
    for (id, level) in nearer.rules { rules[id] = level }
    for (name, component) in nearer.components.components {
      components.components[name] = component
      components.turnedOff.remove(name)
    }
    for name in nearer.components.turnedOff {
      components.components[name] = nil
      components.turnedOff.insert(name)
    }
    // Globs stay with their own file (see `globFilters` and `syntaxRules`).
    for (key, source) in nearer.sources
    where !key.hasPrefix("include[") && !key.hasPrefix("exclude[")
      && !key.hasPrefix("syntax.")
    {
      sources[key] = source
    }
  }
}
