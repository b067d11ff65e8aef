import KeyboardTraits
import KeyboardTraitsLint

/// A report format, rendered in pieces so that a run over any number of files never holds more
/// than one file's output at a time.
///
/// The report is `begin()`, then `header(summary:)`, then each file's `section(for:)` in path
/// order (joined by ``sectionSeparator``), then `end(summary:)`. Formats whose summary comes
/// first (HTML, Markdown) spool the sections to a temporary file until the summary is known;
/// ``ReportWriter`` does that.
public protocol ReportRenderer: Sendable {
  /// The format this renderer writes.
  var format: ReportFormat { get }
  /// What opens the report, when it can be written before the run (empty for HTML, whose head
  /// holds the run's drawings and is written by ``header(summary:)``).
  func begin() -> String
  /// What follows ``begin()`` and needs the whole run (the HTML and Markdown summary); empty
  /// when the summary comes last.
  func header(summary: ReportSummary) -> String
  /// One file's part. Pure and thread-safe: it runs on the scanning workers.
  func section(for report: FileReport) -> String
  /// What goes between two sections.
  var sectionSeparator: String { get }
  /// What closes the report.
  func end(summary: ReportSummary) -> String
}

extension ReportRenderer {
  /// Whether ``header(summary:)`` can say anything, so sections must wait for the summary.
  public var needsSummaryFirst: Bool { format == .html || format == .markdown }
}

/// The formats of `kbtraits report`.
public enum ReportFormat: String, Sendable, Hashable, CaseIterable {
  case html, markdown, json, csv

  /// The usual file name extension.
  public var fileExtension: String {
    switch self {
    case .html: "html"
    case .markdown: "md"
    case .json: "json"
    case .csv: "csv"
    }
  }

  /// The renderer for this format, linking rules to no outside address, with every platform.
  public var renderer: any ReportRenderer { renderer(rulesURL: nil) }

  /// The renderer for this format. Markdown links rules to `rulesURL` when it is given and to
  /// its own Rules section otherwise; HTML always embeds the documentation and links within the
  /// page; JSON and CSV hold no links. CSV and Markdown show the keyboards of `platforms`; JSON
  /// always carries all three, and HTML draws the iPhone's.
  public func renderer(
    rulesURL: RuleDocumentationURL?, platforms: Set<TargetPlatform> = .allPlatforms
  ) -> any ReportRenderer {
    switch self {
    case .html: HTMLReportRenderer()
    case .markdown: MarkdownReportRenderer(rulesURL: rulesURL, platforms: platforms)
    case .json: JSONReportRenderer()
    case .csv: CSVReportRenderer(platforms: platforms)
    }
  }
}

/// Where reports link to: anchors within the report itself. No report links to an address the
/// user did not give (see `RuleDocumentationURL`).
public enum ReportLinks {
  /// The anchor (HTML `id`, Markdown `<a id>`) of rule `id`'s documentation in the report:
  /// `rule-` and the id, any byte other than `a-z`, `0-9` and `-` percent-encoded, so it is safe
  /// in attributes, URLs and Markdown.
  public static func ruleAnchor(_ id: String) -> String {
    "rule-" + RuleDocumentationURL.fragment(forRule: id)
  }

  /// The rules that have findings in `summary`, in catalogue order, each with its description
  /// (`nil` for an id the registry does not know), unknown ids last by id.
  public static func documentedRules(
    _ summary: ReportSummary
  ) -> [(id: String, description: RuleDescription?)] {
    let known = RuleRegistry.all.map { $0.description }.filter { summary.rules[$0.id] != nil }
    let knownIDs = Set(known.map(\.id))
    let unknown = summary.rules.keys.filter { !knownIDs.contains($0) }.sorted()
    return known.map { (id: $0.id, description: Optional($0)) }
      + unknown.map { (id: $0, description: nil) }
  }

  /// `value` for a URL's query: any byte other than `a-z`, `0-9` and `-` percent-encoded (as in
  /// ``ruleAnchor(_:)``), so it is safe in attributes and URLs.
  public static func queryValue(_ value: String) -> String {
    RuleDocumentationURL.fragment(forRule: value)
  }

  /// A stable HTML `id` for a file's section (FNV-1a of the path), safe in attributes and URLs.
  public static func fileAnchor(_ path: String) -> String {
    "file-" + FNV1a64.hexDigest(of: path)
  }
}
