import Foundation
import KeyboardTraits
import KeyboardTraitsLint

/// What `kbtraits lint` says on standard error about what it did besides reporting: fixes,
/// baselines, the warning limit. Each is one line that names the file, rule or number at stake,
/// so that nothing changes (or fails) silently.
enum LintMessages {
  /// Writes `lines` to standard error, one per line.
  static func print(_ lines: [String]) {
    guard !lines.isEmpty else { return }
    FileHandle.standardError.write(Data(lines.map { $0 + "\n" }.joined().utf8))
  }

  /// `rule-a (2), rule-b (1)`, rules in order of first appearance.
  fileprivate static func countsByRule(_ diagnostics: [Diagnostic]) -> String {
    var order: [String] = []
    var counts: [String: Int] = [:]
    for diagnostic in diagnostics {
      if counts[diagnostic.rule] == nil { order.append(diagnostic.rule) }
      counts[diagnostic.rule, default: 0] += 1
    }
    return order.map { "\($0) (\(counts[$0] ?? 0))" }.joined(separator: ", ")
  }

  /// After `--write-baseline`: the line that stands for the text report's summary, which
  /// would otherwise say "No problems".
  static func wroteBaseline(entries: Int, path: String, files: Int) -> String {
    "note: wrote \(entries) baseline entr\(entries == 1 ? "y" : "ies") to \(path) from "
      + "\(files) file\(files == 1 ? "" : "s"); the report lists no findings"
  }

  /// After `--baseline`: how many findings it hid, and how many entries no longer match.
  /// `listed` holds those entries, sorted, when they are to be named (`--strict-baseline`), or
  /// why they could not be read back.
  static func appliedBaseline(
    path: String, hidden: Int, staleCount: Int, listed: Result<[Baseline.Entry], any Error>?,
    strict: Bool
  ) -> [String] {
    var lines = [
      "note: baseline \(path) hid \(hidden) finding\(hidden == 1 ? "" : "s")"
    ]
    guard staleCount > 0 else { return lines }
    switch listed {
    case .success(let stale):
      for entry in stale {
        lines.append(
          "error: stale baseline entry: \(entry.rule) in \(entry.path) on the line "
            + "'\(entry.sourceLine)' no longer occurs")
      }
    case .failure(let error):
      lines.append("error: cannot list the stale baseline entries: \(error)")
    case nil:
      break
    }
    if strict {
      lines.append(
        "error: \(staleCount) baselined finding\(staleCount == 1 ? "" : "s") no longer "
          + "occur\(staleCount == 1 ? "s" : ""); rewrite the baseline with --write-baseline "
          + "\(path) so it shrinks.")
    } else {
      lines.append(
        "note: \(staleCount) entr\(staleCount == 1 ? "y" : "ies") of \(path) no longer "
          + "match\(staleCount == 1 ? "es" : "") a finding; rewrite it with --write-baseline "
          + "\(path) so it shrinks")
    }
    return lines
  }

  /// When the warnings exceed `--max-warnings`.
  static func tooManyWarnings(_ warnings: Int, allowed: Int, quiet: Bool) -> String {
    "error: \(warnings) warning\(warnings == 1 ? "" : "s") found; --max-warnings allows "
      + "\(allowed)" + (quiet ? " (--quiet leaves them out of the report)" : "")
  }
}

/// What `--fix` or `--fix-dry-run` says on standard error, gathered file by file: one line per
/// fixed file (`fixed PATH: RULE (COUNT), …`), one per reason a safe fix was not made, and a
/// total. Only these lines are kept, never the files' bytes.
struct FixMessages {
  let dryRun: Bool
  private var lines: [String] = []
  private var fixedFindings = 0
  private var fixedFiles = 0
  /// Whether the fixes of some file could not be made at all.
  private(set) var failed = false

  init(dryRun: Bool) { self.dryRun = dryRun }

  /// Adds the lines about one file; `outcome` carries its display path.
  mutating func add(_ outcome: FixOutcome) {
    if let failure = outcome.failure {
      lines.append("error: \(failure)")
      failed = true
      return
    }
    if !outcome.applied.isEmpty {
      fixedFiles += 1
      fixedFindings += outcome.applied.count
      lines.append(
        "\(dryRun ? "would fix" : "fixed") \(outcome.path): "
          + LintMessages.countsByRule(outcome.applied))
    }
    // One line per reason: a file in another encoding gives one line for all its fixes.
    var reasons: [String] = []
    var rulesByReason: [String: [Diagnostic]] = [:]
    for skipped in outcome.skipped {
      if rulesByReason[skipped.reason] == nil { reasons.append(skipped.reason) }
      rulesByReason[skipped.reason, default: []].append(skipped.diagnostic)
    }
    for reason in reasons {
      let diagnostics = rulesByReason[reason] ?? []
      lines.append(
        "warning: \(outcome.path): not fixed (\(LintMessages.countsByRule(diagnostics))): "
          + reason)
    }
  }

  /// The lines so far and the total over `files` files.
  func all(files: Int) -> [String] {
    let findings = "\(fixedFindings) finding\(fixedFindings == 1 ? "" : "s")"
    let inFiles = "\(fixedFiles) of \(files) file\(files == 1 ? "" : "s")"
    return lines + [
      dryRun
        ? "--fix-dry-run: would fix \(findings) in \(inFiles); nothing was written"
        : "--fix: fixed \(findings) in \(inFiles)"
    ]
  }
}
