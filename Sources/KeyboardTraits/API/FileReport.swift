/// The outcome for one input file: its document, or why it has none.
public struct FileReport: Sendable, Hashable {
  /// The path as given or found while walking a directory.
  public var path: String
  /// What the scanner found; nil when the file failed.
  public var document: ScannedDocument?
  /// Why the file could not be scanned; nil on success.
  public var error: ScanError?
  /// Lint findings, in source order.
  public var diagnostics: [Diagnostic]
  /// Set for a web page loaded in a browser (``RenderedPage``): ``path`` is its URL, and its
  /// fields and findings are named by ``FormField/selector``, not by line and column.
  public var page: PageInfo?

  /// What a report on a rendered page knows about the page.
  public struct PageInfo: Sendable, Hashable {
    /// The HTTP status of the page's response, when known.
    public var status: Int?

    /// Creates the page information.
    public init(status: Int?) {
      self.status = status
    }
  }

  /// Creates a report.
  public init(
    path: String, document: ScannedDocument?, error: ScanError?,
    diagnostics: [Diagnostic] = [], page: PageInfo? = nil
  ) {
    self.path = path
    self.document = document
    self.error = error
    self.diagnostics = diagnostics
    self.page = page
  }

  /// Whether this is a web page loaded in a browser rather than a file.
  public var isRenderedPage: Bool { page != nil }

  /// The fields found, or none for a failed file.
  public var fields: [FormField] { document?.fields ?? [] }
}

/// Totals over a run.
public struct ScanSummary: Sendable, Hashable {
  /// Files reported (failed ones included).
  public var files = 0
  /// Files that could not be read or decoded.
  public var failedFiles = 0
  /// Fields found.
  public var fields = 0
  /// Fields rendered by template helpers and components the scan does not read
  /// (``ScannedDocument/unreadFields``): fields that are there but were not checked.
  public var unreadFields = 0
  /// Findings by severity.
  public var errors = 0, warnings = 0, notes = 0
  /// Paths left out because they are the same file as another input.
  public var duplicatesSkipped = 0
  /// Why paths given to the scan were left out or found nothing (``InputDiscovery/Result/notes``).
  public var discoveryNotes: [String] = []
  /// The paths given that an ignore pattern excludes and the folders skipped by default
  /// (``InputWalk/skips``).
  public var discoverySkips = WalkSkips()
  /// Web pages loaded in a browser, failed ones included (they count in ``files`` too).
  public var pages = 0
  /// Web pages that could not be loaded (they count in ``failedFiles`` too).
  public var failedPages = 0
  /// The part of a split run this was (`--shard I/N`); nil for a whole run.
  public var shard: ScanShard?

  /// Creates an empty summary.
  public init() {}

  /// Adds another summary's counts.
  public mutating func merge(_ other: ScanSummary) {
    files += other.files
    failedFiles += other.failedFiles
    fields += other.fields
    unreadFields += other.unreadFields
    errors += other.errors
    warnings += other.warnings
    notes += other.notes
    duplicatesSkipped += other.duplicatesSkipped
    discoveryNotes += other.discoveryNotes
    discoverySkips.merge(other.discoverySkips)
    pages += other.pages
    failedPages += other.failedPages
  }

  /// The web pages of a run as a summary line says them: "3 pages given (2 rendered, 1 failed)".
  public var pagesDescription: String {
    "\(pages) page\(pages == 1 ? "" : "s") given (\(pages - failedPages) rendered, "
      + "\(failedPages) failed)"
  }

  /// Adds one file's report.
  public mutating func add(_ report: FileReport) {
    files += 1
    if report.error != nil { failedFiles += 1 }
    if report.isRenderedPage {
      pages += 1
      if report.error != nil { failedPages += 1 }
    }
    fields += report.fields.count
    unreadFields += report.document?.unreadFields.count ?? 0
    for diagnostic in report.diagnostics {
      switch diagnostic.severity {
      case .error: errors += 1
      case .warning: warnings += 1
      case .note: notes += 1
      }
    }
  }
}

/// All reports of a run, sorted by path, with their totals.
public struct ScanRun: Sendable, Hashable {
  /// One report per input, sorted by path.
  public var files: [FileReport]
  /// Totals.
  public var summary: ScanSummary

  /// Creates a run from its reports and totals.
  public init(files: [FileReport], summary: ScanSummary) {
    self.files = files
    self.summary = summary
  }
}

extension FileReport {
  /// What is said where a file's fields would be listed and none was read: "No form fields",
  /// or, when helpers or components render fields the scan does not read, that they are there.
  public var noFieldsDescription: String {
    let unread = document?.unreadFields.count ?? 0
    guard unread > 0 else { return "No form fields" }
    let fields = unread == 1 ? "1 field" : "\(unread) fields"
    return "No form fields read, but \(fields) rendered by helpers or components were not read"
  }
}

extension ScanSummary {
  /// ", but 3 fields were not read (rendered by helpers or components)" when some were, for a
  /// summary line; empty otherwise.
  public var unreadFieldsClause: String {
    guard unreadFields > 0 else { return "" }
    let fields = unreadFields == 1 ? "1 field was" : "\(unreadFields) fields were"
    return ", but \(fields) not read (rendered by helpers or components)"
  }
}
