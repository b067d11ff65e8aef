/// Settings for a ``FormScanner``.
public struct ScanOptions: Sendable, Hashable {
  /// The URL relative form `action`s resolve against instead of each file's `file://` URL
  /// (WebKit's login rule reads the resolved action).
  public var baseURL: String?
  /// Files larger than this many bytes are reported as `tooLarge` instead of being read.
  public var maxFileSize: Int
  /// How many files are scanned at once; defaults to the number of active cores.
  public var concurrency: Int
  /// The syntax of every input (`--syntax`), whatever its name; nil decides per file from
  /// ``syntaxRules``, then the file name (``SourceSyntax/init(fileName:)``), else HTML.
  public var syntax: SourceSyntax?
  /// Globs that give files a syntax (the `syntax:` key of `.kbtraits.yml`).
  public var syntaxRules: SourceSyntaxRules?
  /// The components that render a native element: the `components:` key of `.kbtraits.yml`
  /// applied over ``ComponentMap/defaults`` (``ComponentMap/applied(over:)``), which it is
  /// unless set. JSX reads its capitalised and member names, templates their tags (see
  /// docs/components.md). What a scan reads as a field comes from this map alone.
  public var components = ComponentMap.defaults

  /// Creates options.
  public init(
    baseURL: String? = nil, maxFileSize: Int = 256 * 1024 * 1024,
    concurrency: Int = ScanOptions.defaultConcurrency
  ) {
    self.baseURL = baseURL
    self.maxFileSize = maxFileSize
    self.concurrency = max(1, concurrency)
  }

  /// The syntax a file at `path` is scanned with: ``syntax``, else the first of
  /// ``syntaxRules`` that matches, else the file name's ending, else plain HTML.
  public func syntax(forPath path: String) -> SourceSyntax {
    syntax ?? syntaxRules?.syntax(for: path) ?? SourceSyntax(fileName: path) ?? .html
  }

  /// The number of active processor cores.
  public static var defaultConcurrency: Int { ProcessInfoCores.active }
}
