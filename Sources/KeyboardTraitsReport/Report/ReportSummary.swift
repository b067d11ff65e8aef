import KeyboardTraits
import KeyboardTraitsLint

/// What one file contributes to a ``ReportSummary``: counts and its error, never its text.
///
/// Built on the worker that scanned the file, so the document can be dropped there.
public struct ReportFileTally: Sendable, Hashable {
  /// The file's path.
  public var path: String
  /// Totals for this one file.
  public var totals: ScanSummary
  /// Fields per `IOSTraits.keyboardDescription`.
  public var keyboards: [String: Int]
  /// Findings per rule id and severity.
  public var rules: [String: ReportSummary.SeverityCounts]
  /// The distinct keyboard drawings of the file's fields.
  public var drawings: Set<KeyboardDrawing>
  /// Why the file failed, if it did.
  public var error: ScanError?

  /// Counts `report`.
  public init(_ report: FileReport) {
    path = report.path
    totals = ScanSummary()
    totals.add(report)
    keyboards = [:]
    drawings = []
    for field in report.fields {
      keyboards[field.ios.keyboardDescription, default: 0] += 1
      drawings.insert(KeyboardDrawing(traits: field.ios))
    }
    rules = [:]
    for diagnostic in report.diagnostics {
      rules[diagnostic.rule, default: .init()].add(diagnostic.severity)
    }
    error = report.error
  }

  /// Findings of every severity.
  public var findings: Int { totals.errors + totals.warnings + totals.notes }
}

/// The totals a report opens with, accumulated file by file so that memory does not grow with
/// the number of files: counts per keyboard and per rule, the few files with the most findings,
/// and the failed files (at most ``maximumFailuresListed`` of them with their messages).
public struct ReportSummary: Sendable, Hashable {
  /// Findings of one rule, by severity.
  public struct SeverityCounts: Sendable, Hashable {
    /// Findings at each severity.
    public var errors = 0, warnings = 0, notes = 0
    /// Creates zero counts.
    public init() {}
    /// Counts one finding.
    public mutating func add(_ severity: Severity) {
      switch severity {
      case .error: errors += 1
      case .warning: warnings += 1
      case .note: notes += 1
      }
    }
    /// Adds another rule's counts.
    public mutating func merge(_ other: SeverityCounts) {
      errors += other.errors
      warnings += other.warnings
      notes += other.notes
    }
    /// All findings.
    public var total: Int { errors + warnings + notes }
    /// The most serious severity counted, if any.
    public var highest: Severity? {
      errors > 0 ? .error : warnings > 0 ? .warning : notes > 0 ? .note : nil
    }
  }

  /// A file with findings, for the "most findings" list.
  public struct FileCount: Sendable, Hashable {
    /// The file's path.
    public var path: String
    /// Its findings.
    public var findings: Int
    /// Its error-severity findings.
    public var errors: Int
  }

  /// A file that could not be scanned.
  public struct FailedFile: Sendable, Hashable {
    /// The file's path.
    public var path: String
    /// Why.
    public var error: ScanError
  }

  /// How many files the "most findings" list keeps.
  public static let topFileCount = 10
  /// How many failed files are kept with their messages; the rest are only counted.
  public static let maximumFailuresListed = 200

  /// Files, fields and findings by severity (the JSON contract's `summary`).
  public var totals = ScanSummary()
  /// Fields per keyboard description.
  public var keyboards: [String: Int] = [:]
  /// Findings per rule id.
  public var rules: [String: SeverityCounts] = [:]
  /// Every distinct keyboard drawing of the run (bounded by the drawings there are, not by the
  /// number of files): the HTML report draws each once and points fields at it.
  public var drawings: Set<KeyboardDrawing> = []
  /// The files with the most findings, most first, ties by path.
  public private(set) var topFiles: [FileCount] = []
  /// Failed files in path order, up to ``maximumFailuresListed``.
  public private(set) var failedFiles: [FailedFile] = []

  /// Creates an empty summary.
  public init() {}

  /// Adds one file's report.
  public mutating func add(_ report: FileReport) { add(ReportFileTally(report)) }

  /// Adds one file's counts.
  public mutating func add(_ tally: ReportFileTally) {
    totals.merge(tally.totals)
    for (keyboard, count) in tally.keyboards { keyboards[keyboard, default: 0] += count }
    drawings.formUnion(tally.drawings)
    for (rule, counts) in tally.rules { rules[rule, default: SeverityCounts()].merge(counts) }
    if let error = tally.error, failedFiles.count < Self.maximumFailuresListed {
      failedFiles.append(FailedFile(path: tally.path, error: error))
    }
    guard tally.findings > 0 else { return }
    let entry = FileCount(path: tally.path, findings: tally.findings, errors: tally.totals.errors)
    if topFiles.count == Self.topFileCount, let last = topFiles.last,
      !Self.ranksBefore(entry, last)
    {
      return
    }
    let index = topFiles.firstIndex { Self.ranksBefore(entry, $0) } ?? topFiles.count
    topFiles.insert(entry, at: index)
    if topFiles.count > Self.topFileCount { topFiles.removeLast() }
  }

  /// Keyboards, most fields first, ties by name.
  public var keyboardsByCount: [(keyboard: String, fields: Int)] {
    keyboards.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
      .map { (keyboard: $0.key, fields: $0.value) }
  }

  /// Rules, most serious first, then most findings, ties by id.
  public var rulesByCount: [(rule: String, counts: SeverityCounts)] {
    rules.sorted { lhs, rhs in
      let left = (lhs.value.errors, lhs.value.warnings, lhs.value.notes)
      let right = (rhs.value.errors, rhs.value.warnings, rhs.value.notes)
      return left != right ? left > right : lhs.key < rhs.key
    }.map { (rule: $0.key, counts: $0.value) }
  }

  /// Failed files beyond those listed.
  public var unlistedFailures: Int { totals.failedFiles - failedFiles.count }

  private static func ranksBefore(_ lhs: FileCount, _ rhs: FileCount) -> Bool {
    if lhs.findings != rhs.findings { return lhs.findings > rhs.findings }
    if lhs.errors != rhs.errors { return lhs.errors > rhs.errors }
    return lhs.path.utf8.lexicographicallyPrecedes(rhs.path.utf8)
  }
}
