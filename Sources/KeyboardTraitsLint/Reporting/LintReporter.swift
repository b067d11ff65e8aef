import KeyboardTraits

/// One output format of `kbtraits lint`: renders a whole run as one string.
public protocol LintReporter: Sendable {
  /// The name used with `--format`: `text`, `json`, `sarif`, `github`, `junit`, `checkstyle`,
  /// `gitlab`, `rdjson`.
  static var identifier: String { get }
  /// One line describing the format, for `--help`.
  static var summary: String { get }
  /// Creates the reporter (reporters hold no state).
  init()
  /// The complete output for `run`, ending with a newline unless it is empty.
  func report(_ run: LintRun, options: ReporterOptions) -> String
  /// Whether the output is independent lines (text, GitHub annotations) that can share standard
  /// output with other such lines. A document (JSON, SARIF, XML) is parsed whole, so it must be
  /// alone there; the default is false.
  static var isLineOriented: Bool { get }
}

extension LintReporter {
  /// A document format unless the reporter says otherwise.
  public static var isLineOriented: Bool { false }
}

/// The built-in reporters.
public enum LintReporters {
  /// The identifier closest to a misspelt one ("sarf" → "sarif"), nil when none is close.
  public static func nearestIdentifier(to misspelt: String) -> String? {
    EditDistance.nearest(
      to: misspelt.lowercased(), in: all.map { $0.identifier }, maxDistance: 2)
  }

  /// Every reporter, in the order `--help` lists them.
  public static let all: [any LintReporter.Type] = [
    TextReporter.self, JSONReporter.self, SARIFReporter.self, GitHubActionsReporter.self,
    JUnitReporter.self, CheckstyleReporter.self, GitLabCodeQualityReporter.self,
    RDJSONReporter.self,
  ]

  /// The reporter whose ``LintReporter/identifier`` is `name`, if any.
  public static func reporter(named name: String) -> (any LintReporter.Type)? {
    all.first { $0.identifier == name }
  }
}
