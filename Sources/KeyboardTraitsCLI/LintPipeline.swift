import Foundation
import KeyboardTraits
import KeyboardTraitsLint
import KeyboardTraitsReport

/// The steps of `kbtraits lint` after scanning: lint (with suppressions), fix, baseline, totals.
enum LintPipeline {
  /// Lints one scanned file; with `fix`, applies the safe fixes to the file in place and lints it
  /// again, so the report shows what is left. Runs on the scanning workers.
  static func lint(
    _ report: FileReport, linter: Linter, options: ScanOptions, fix: Bool, isStandardInput: Bool,
    baseline: Baseline?
  ) -> FileReport {
    guard let document = report.document else { return report }
    var linted = report
    linted.diagnostics = linter.lint(document)
    // A rendered page is no file to write to.
    guard fix, !isStandardInput, !report.isRenderedPage,
      linted.diagnostics.contains(where: { FixApplier.isFixable($0) })
    else { return linted }
    do {
      let result = try FixApplier.fixFile(
        atPath: report.path, linter: linter, options: options,
        keeping: { document, diagnostics in
          // Findings the baseline accepts are left as they are.
          guard let baseline else { return diagnostics }
          let file = FileReport(path: report.path, document: document, error: nil,
                                diagnostics: diagnostics)
          return baseline.filter([file]).files.first?.diagnostics ?? diagnostics
        })
      guard result.isChanged else { return linted }
    } catch {
      return linted  // the file is reported as it is; the fix failed before writing anything
    }
    return FormScanner(options: options, linter: linter).report(for: .file(report.path))
  }

  /// Totals for `reports` (after suppressions, fixes or the baseline changed their findings).
  static func recount(_ reports: [FileReport], duplicatesSkipped: Int) -> ScanSummary {
    var summary = ScanSummary()
    for report in reports { summary.add(report) }
    summary.duplicatesSkipped = duplicatesSkipped
    return summary
  }

  /// Records every finding in a baseline file.
  static func writeBaseline(_ reports: [FileReport], to path: String) throws {
    do {
      try Baseline(runs: reports).write(to: path)
    } catch {
      throw UsageFailure("cannot write the baseline to \(path): \(error)")
    }
  }

  /// Reads a baseline file; a missing or malformed one is a usage error.
  static func loadBaseline(_ path: String) throws -> Baseline {
    do {
      return try Baseline.load(from: path)
    } catch {
      throw UsageFailure("\(error)")
    }
  }
}

/// A problem with the command's inputs (exit status 2), with the message to print.
struct UsageFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
