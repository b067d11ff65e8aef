/// Globs that give files a template syntax, as the `templates:` key of `.kbtraits.yml` writes
/// them: `"views/**/*.tpl": jinja`. The first glob that matches a path decides; globs use
/// `.gitignore` syntax relative to ``root``.
public struct TemplateSyntaxRules: Sendable, Hashable {
  /// One glob and the syntax it gives.
  public struct Rule: Sendable, Hashable {
    /// The glob, as written.
    public var glob: String
    /// The syntax of the files it matches.
    public var syntax: TemplateSyntax

    /// Creates a rule.
    public init(glob: String, syntax: TemplateSyntax) {
      self.glob = glob
      self.syntax = syntax
    }
  }

  /// The folder the globs are relative to.
  public let root: String
  /// The rules, in the order written.
  public let rules: [Rule]
  private let filters: [PathFilter]

  /// Creates the rules for `root` (the configuration file's folder).
  public init(root: String, rules: [Rule]) {
    self.root = root
    self.rules = rules
    filters = rules.map { PathFilter(root: root, include: [$0.glob], ignoreFileName: nil) }
  }

  /// The syntax the first matching glob gives `path`, or nil when none matches.
  public func syntax(for path: String) -> TemplateSyntax? {
    for (index, filter) in filters.enumerated() where filter.isIncluded(path) {
      return rules[index].syntax
    }
    return nil
  }

  /// Whether a directory walk should take `path` (a glob matches it).
  public func matches(_ path: String) -> Bool { syntax(for: path) != nil }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.root == rhs.root && lhs.rules == rhs.rules
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(root)
    hasher.combine(rules)
  }
}
