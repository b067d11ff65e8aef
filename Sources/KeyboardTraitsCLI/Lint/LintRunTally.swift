import KeyboardTraits
import KeyboardTraitsLint

/// What `kbtraits lint` does with each linted file, in report order, before the reports get it:
/// the fix messages, the baseline (written, or applied), `--quiet` and the totals. It keeps
/// counts and messages, never the reports, so memory stays flat over any number of files.
struct LintRunTally {
  /// What the run does with a baseline.
  enum BaselineUse {
    /// No baseline is written or applied.
    case unused
    /// `--write-baseline`: every finding goes to the baseline and none to the reports.
    case write(BaselineWriter)
    /// `--baseline`: the findings it accepts are left out.
    case apply(BaselineIndex)
  }

  private let baseline: BaselineUse
  private let quiet: Bool
  /// The lines `--fix` or `--fix-dry-run` print.
  private(set) var fixMessages: FixMessages
  /// Totals of what the reports show: after suppressions, fixes, the baseline and `--quiet`.
  private(set) var summary = ScanSummary()
  /// Warnings before `--quiet` leaves them out (`--max-warnings` counts them).
  private(set) var warnings = 0
  /// Every file and page handed over.
  private(set) var files = 0
  /// Findings the applied baseline hid.
  private(set) var baselined = 0
  /// Entries of the applied baseline that match nothing any more, as digests: their text is
  /// read back from the baseline only to be listed.
  private(set) var stale: [BaselineIndex.StaleEntry] = []
  /// How many entries of the applied baseline match nothing any more.
  var staleCount: Int { stale.reduce(0) { $0 + $1.count } }
  /// With `recordsLines` (a shard): the line text of every finding reported, by file, which
  /// `merge --baseline` matches a baseline with (the outputs do not carry it).
  private(set) var shardLines: [ScanShard.FileLines]?

  init(baseline: BaselineUse, quiet: Bool, dryRun: Bool, recordsLines: Bool = false) {
    self.baseline = baseline
    self.quiet = quiet
    fixMessages = FixMessages(dryRun: dryRun)
    if recordsLines { shardLines = [] }
  }

  /// Takes one linted file (with its display path) and returns what the reports show of it.
  mutating func take(_ report: FileReport, fix: FixOutcome?) throws -> FileReport {
    var report = report
    files += 1
    if let fix { fixMessages.add(fix) }
    switch baseline {
    case .unused: break
    case .write(let writer):
      try writer.add(report)
      report.diagnostics = []
    case .apply(let matcher):
      let match = matcher.filter(report)
      report = match.file
      baselined += match.baselined
      stale += match.stale
    }
    warnings += report.diagnostics.count { $0.severity == .warning }
    if quiet { report.diagnostics = report.diagnostics.filter { $0.severity == .error } }
    summary.add(report)
    // A failed file is not matched against a baseline, so its entries never go stale.
    if shardLines != nil, report.error == nil {
      shardLines?.append(
        ScanShard.FileLines(
          path: report.path,
          lines: report.diagnostics.map { Baseline.lineKey($0.sourceLine ?? "") }))
    }
    return report
  }

  /// Takes one file reported from the cache, as ``take(_:fix:)`` took it when it was linted.
  mutating func take(_ record: LintCacheRecord) {
    files += 1
    warnings += record.warningsBeforeQuiet
    summary.merge(record.summary)
    shardLines?.append(ScanShard.FileLines(path: record.key.displayPath, lines: record.lineKeys))
  }
}
