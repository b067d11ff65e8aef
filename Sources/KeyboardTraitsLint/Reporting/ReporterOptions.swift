import KeyboardTraits

/// How a reporter renders a run; the CLI decides these from the terminal and its flags.
public struct ReporterOptions: Sendable {
  /// Whether to use ANSI colour (the CLI turns it on only for a TTY without `NO_COLOR`).
  public var useColor: Bool
  /// The directory that relative paths are relative to: SARIF reports artifact URIs relative
  /// to it under the `%SRCROOT%` base id. Nil leaves paths as given.
  public var baseDirectory: String?
  /// Where the rules are documented (`--rules-url`, `rules-url:`). SARIF writes
  /// `informationUri` and each rule's `helpUri` only when it is set; nil links nowhere.
  public var rulesURL: RuleDocumentationURL?
  /// The platforms whose keyboards SARIF names in each field's result (`properties.keyboards`);
  /// the CLI passes `--platform`, else every platform the configurations target.
  public var platforms: Set<TargetPlatform>
  /// Whether the run writes its findings to a baseline (`--write-baseline`) instead of
  /// reporting them: the text summary then says nothing rather than "No problems", and the
  /// CLI says how many entries it wrote.
  public var writesBaseline: Bool

  /// Creates options; the defaults give plain text, paths as given, no documentation links,
  /// every platform, and findings reported.
  public init(
    useColor: Bool = false, baseDirectory: String? = nil, rulesURL: RuleDocumentationURL? = nil,
    platforms: Set<TargetPlatform> = .allPlatforms, writesBaseline: Bool = false
  ) {
    self.useColor = useColor
    self.baseDirectory = baseDirectory
    self.rulesURL = rulesURL
    self.platforms = platforms
    self.writesBaseline = writesBaseline
  }
}
