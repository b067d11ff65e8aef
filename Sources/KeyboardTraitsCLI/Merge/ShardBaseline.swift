import KeyboardTraits
import KeyboardTraitsLint
import KeyboardTraitsReport

/// `merge --baseline`: hides the merged findings a baseline accepts, file by file, with the
/// matcher `lint --baseline` uses (``BaselineIndex/filter(_:)``), so the same findings are
/// hidden, the same entries go stale and the same note is printed.
///
/// The outputs do not carry a finding's line text, which a baseline entry matches; each
/// shard's record lists it (``ScanShard/lines``), in the order the outputs list the findings.
struct ShardBaseline {
  /// One finding as an output lists it.
  struct Finding {
    var rule: String
    var severity: Severity
    var message: String
  }

  /// `--baseline`, as given.
  let path: String
  let index: BaselineIndex
  /// Findings hidden so far.
  private(set) var hidden = 0
  /// Entries that matched no finding of their file.
  private(set) var stale: [BaselineIndex.StaleEntry] = []
  var staleCount: Int { stale.reduce(0) { $0 + $1.count } }

  /// Loads the baseline at `path`.
  /// - Throws: ``MergeError`` when it is missing or malformed, with lint's message.
  init(path: String) throws(MergeError) {
    self.path = path
    do {
      index = try BaselineIndex(contentsOf: path)
    } catch {
      throw MergeError("\(error)")
    }
  }

  /// Checks that every shard can have a baseline applied after it: none applied one already
  /// and each recorded its findings' line texts.
  static func check(_ set: ShardOutputSet) throws(MergeError) {
    for output in set.outputs {
      if output.shard.usedBaseline {
        throw MergeError(
          "\(output.path) is the output of a shard run with --baseline or --write-baseline, "
            + "which already hid findings; give --baseline to the shards or to merge, not both.")
      }
      if output.shard.quiet {
        throw MergeError(
          "\(output.path) is the output of a shard run with --quiet, which left out the "
            + "warnings a baseline also matches; run the shards without --quiet to merge with "
            + "--baseline.")
      }
      if output.shard.lines == nil {
        throw MergeError(
          output.path,
          "has no line texts in its shard record (\"lines\"), which --baseline matches; "
            + "write it with kbtraits lint --shard I/N")
      }
    }
  }

  /// The positions of `findings` (one file's, in output order) that the baseline hides;
  /// `lines` are their line texts from the shard record. Counts what it hides and what went
  /// stale; call once for every file of the record, with or without findings.
  mutating func hiddenFindings(
    path: String, findings: [Finding], lines: [String]
  ) -> Set<Int> {
    // Each finding's line number is its position, to tell which ones the filter kept.
    let diagnostics = zip(findings, lines).enumerated().map { offset, pair in
      Diagnostic(
        rule: pair.0.rule, severity: pair.0.severity, message: pair.0.message,
        position: SourcePosition(line: offset, column: 0), fieldIndex: nil, sourceLine: pair.1)
    }
    let match = index.filter(
      FileReport(path: path, document: nil, error: nil, diagnostics: diagnostics))
    hidden += match.baselined
    stale += match.stale
    let kept = Set(match.file.diagnostics.map(\.position.line))
    return Set(findings.indices).subtracting(kept)
  }

  /// The lines `lint --baseline` prints after the run.
  func messages(strict: Bool) -> [String] {
    let count = staleCount
    let listed = strict && count > 0 ? Result { try index.staleEntries(stale) } : nil
    return LintMessages.appliedBaseline(
      path: path, hidden: hidden, staleCount: count, listed: listed, strict: strict)
  }

  /// A shard's record of line texts by path, each path once.
  static func linesByPath(_ output: ShardOutput) -> [String: [String]] {
    Dictionary(
      (output.shard.lines ?? []).map { ($0.path, $0.lines) }, uniquingKeysWith: { a, _ in a })
  }

  /// The error for a file whose findings and line texts do not pair up.
  static func mismatch(_ output: ShardOutput, path: String, findings: Int, lines: Int?)
    -> MergeError
  {
    MergeError(
      output.path,
      "lists \(NumberText.counted(findings, "finding")) for \(path) but its shard record has "
        + (lines.map { NumberText.counted($0, "line text") } ?? "no line texts for it")
        + "; was it edited? Write it again with kbtraits lint --shard I/N")
  }
}
