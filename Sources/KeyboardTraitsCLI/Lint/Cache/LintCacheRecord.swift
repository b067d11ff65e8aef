import KeyboardTraits
import KeyboardTraitsLint

/// What `kbtraits lint --cache` keeps of one file: what it was linted from (its key), what it
/// added to the run's totals, and each report's fragment of it, so that an unchanged file is
/// reported by copying bytes, without being parsed, linted or rendered.
struct LintCacheRecord: Sendable, Equatable {
  /// What it was linted from, which a file must match for the record to be reused.
  var key: Key
  /// What the file adds to the totals the reports show (`--quiet` applied), with `files` 1.
  var summary: ScanSummary
  /// Its warnings before `--quiet` left them out, which `--max-warnings` counts.
  var warningsBeforeQuiet: Int
  /// Whether it has findings `--fix` would fix, and findings `--fix --unsafe-fixes` would: a
  /// kept record with something to fix is not reused by a run that fixes.
  var hasSafeFixes: Bool
  var hasUnsafeFixes: Bool
  /// The line text of each finding reported (``Baseline/lineKey(_:)``), which a shard records
  /// for `merge --baseline`.
  var lineKeys: [String]
  /// One fragment per report of the run, in the order of its destinations.
  var fragments: [LintReportFragment]

  /// Whether a run that fixes (`fix`) can report the file from this record.
  func isReusable(fixing fix: FixMode, includingUnsafe: Bool) -> Bool {
    switch fix {
    case .none: true
    case .write, .dryRun: !(includingUnsafe ? hasUnsafeFixes : hasSafeFixes)
    }
  }

  /// The record as stored: the key first, so that a lookup reads no further when it differs.
  func encoded() -> [UInt8] {
    var writer = LintCacheWriter()
    writer.append(key.displayPath)
    writer.append(key.content)
    writer.append(key.byteCount)
    writer.append(key.settings)
    for count in [
      summary.fields, summary.unreadFields, summary.errors, summary.warnings, summary.notes,
      warningsBeforeQuiet, (hasSafeFixes ? 1 : 0) | (hasUnsafeFixes ? 2 : 0),
    ] {
      writer.append(count)
    }
    writer.append(lineKeys.count)
    for key in lineKeys { writer.append(key) }
    writer.append(fragments.count)
    for fragment in fragments {
      writer.append(bytes: fragment.body)
      writer.append(bytes: fragment.aside)
      writer.append(fragment.counts.count)
      for count in fragment.counts { writer.append(count) }
    }
    return writer.bytes
  }

  /// The record stored as `bytes` (at `offset` in the cache file) when its key matches `key`
  /// (any key when nil), nil when it does not.
  /// - Throws: ``LintCacheDamage`` when the bytes are not a record.
  static func decode(
    _ bytes: [UInt8], at offset: Int, matching key: LintCacheRecord.Key?
  ) throws(LintCacheDamage) -> LintCacheRecord? {
    var reader = LintCacheReader(bytes, at: offset)
    let found = Key(
      displayPath: try reader.string(), content: try reader.digest(),
      byteCount: try reader.integer(), settings: try reader.digest())
    guard key == nil || found == key else { return nil }
    var summary = ScanSummary()
    summary.files = 1
    summary.fields = try reader.integer()
    summary.unreadFields = try reader.integer()
    summary.errors = try reader.integer()
    summary.warnings = try reader.integer()
    summary.notes = try reader.integer()
    let warningsBeforeQuiet = try reader.integer()
    let fixes = try reader.integer()
    var lineKeys: [String] = []
    for _ in 0..<(try reader.count()) { lineKeys.append(try reader.string()) }
    var fragments: [LintReportFragment] = []
    for _ in 0..<(try reader.count()) {
      var fragment = LintReportFragment(body: try reader.bytes(), aside: try reader.bytes())
      for _ in 0..<(try reader.count()) { fragment.counts.append(try reader.integer()) }
      fragments.append(fragment)
    }
    guard reader.isAtEnd else { throw LintCacheDamage(offset: reader.offset) }
    return LintCacheRecord(
      key: found, summary: summary, warningsBeforeQuiet: warningsBeforeQuiet,
      hasSafeFixes: fixes & 1 != 0,
      hasUnsafeFixes: fixes & 2 != 0, lineKeys: lineKeys, fragments: fragments)
  }

  /// What a record must match to be reused.
  struct Key: Hashable, Sendable {
    /// The path the reports show; a file shown under another path is linted again.
    var displayPath: String
    /// The file's content: its digest and byte count.
    var content: ContentDigest
    var byteCount: Int
    /// The settings of its configuration (``LintCacheSettings``).
    var settings: ContentDigest
  }
}
