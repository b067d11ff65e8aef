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
  /// What opens the report.
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

  /// The renderer for this format.
  public var renderer: any ReportRenderer {
    switch self {
    case .html: HTMLReportRenderer()
    case .markdown: MarkdownReportRenderer()
    case .json: JSONReportRenderer()
    case .csv: CSVReportRenderer()
    }
  }
}

/// Where reports link to.
public enum ReportLinks {
  /// The rule catalogue; each rule has an anchor named by its id.
  public static let ruleDocumentation =
    "https://github.com/keyboardtraits/keyboardtraits/blob/main/docs/rules.md"

  /// The documentation URL of rule `id`. Ids are kebab-case; anything else is percent-encoded,
  /// so the fragment can never end the URL or start another one.
  public static func rule(_ id: String) -> String {
    var fragment = ""
    for byte in id.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "-"):
        fragment.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let digits = Array("0123456789ABCDEF")
        fragment += "%" + String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
      }
    }
    return ruleDocumentation + "#" + fragment
  }

  /// A stable HTML `id` for a file's section (FNV-1a of the path), safe in attributes and URLs.
  public static func fileAnchor(_ path: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in path.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let digits = Array("0123456789abcdef")
    return "file-" + String((0..<16).map { digits[Int(hash >> UInt64(60 - $0 * 4) & 0xF)] })
  }
}
