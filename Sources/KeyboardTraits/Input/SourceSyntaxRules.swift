/// Globs that give files a syntax, as the `syntax:` key of `.kbtraits.yml` (or its older name
/// `templates:`) writes them: `"views/**/*.tpl": jinja`, `"src/**/*.js": jsx`. Globs use
/// `.gitignore` syntax, each relative to the folder of the file that wrote it (its ``Scope``);
/// the first glob that matches a path decides, trying the scopes in order (in a configuration
/// cascade, the nearest file's first).
public struct SourceSyntaxRules: Sendable, Hashable {
  /// One glob and the syntax it gives.
  public struct Rule: Sendable, Hashable {
    /// The glob, as written.
    public var glob: String
    /// The syntax of the files it matches.
    public var syntax: SourceSyntax

    /// Creates a rule.
    public init(glob: String, syntax: SourceSyntax) {
      self.glob = glob
      self.syntax = syntax
    }
  }

  /// The rules of one configuration file, with the folder their globs are relative to.
  public struct Scope: Sendable, Hashable {
    /// The folder the globs are relative to.
    public var root: String
    /// The rules, in the order written.
    public var rules: [Rule]

    /// Creates a scope.
    public init(root: String, rules: [Rule]) {
      self.root = root
      self.rules = rules
    }
  }

  /// The scopes, in the order they are tried.
  public let scopes: [Scope]
  /// One include-only filter per rule, in the order tried, with the rule it stands for.
  private let matchers: [(filter: PathFilter, syntax: SourceSyntax)]

  /// Creates the rules of one file, relative to `root` (the configuration file's folder).
  public init(root: String, rules: [Rule]) {
    self.init(scopes: [Scope(root: root, rules: rules)])
  }

  /// Creates rules from several files' scopes, tried in the order given.
  public init(scopes: [Scope]) {
    self.scopes = scopes
    matchers = scopes.flatMap { scope in
      scope.rules.map {
        (PathFilter(root: scope.root, include: [$0.glob], ignoreFileName: nil), $0.syntax)
      }
    }
  }

  /// Every rule, in the order tried.
  public var rules: [Rule] { scopes.flatMap(\.rules) }

  /// The syntax the first matching glob gives `path`, or nil when none matches.
  public func syntax(for path: String) -> SourceSyntax? {
    matchers.first { $0.filter.isIncluded(path) }?.syntax
  }

  /// Whether a directory walk should take `path` (a glob matches it).
  public func matches(_ path: String) -> Bool { syntax(for: path) != nil }

  /// Filters that include what the globs match and exclude nothing, for
  /// ``InputDiscovery/discover(_:standardInputName:filters:filtersInside:)``: a directory walk
  /// takes the files `syntax:` names, whatever their extension (`.js`, `.mjs` and `.ts` files
  /// only when a glob names them).
  public var walkFilters: [PathFilter] {
    scopes.filter { !$0.rules.isEmpty }.map {
      PathFilter(root: $0.root, include: $0.rules.map(\.glob), ignoreFileName: nil)
    }
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.scopes == rhs.scopes
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(scopes)
  }
}
