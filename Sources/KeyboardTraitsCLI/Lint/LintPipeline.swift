import Foundation
import KeyboardTraits
import KeyboardTraitsLint
import KeyboardTraitsReport

/// How `kbtraits lint` treats the safe fixes.
enum FixMode: Sendable {
  /// Report the findings; fix nothing.
  case none
  /// `--fix`: write the fixes, then report what is left.
  case write
  /// `--fix-dry-run`: work the fixes out and report what would be left, writing nothing.
  case dryRun
}

/// One linted file and, when fixing, what the fixes did to it.
struct LintedFile: Sendable {
  var report: FileReport
  var fix: FixOutcome?
}

/// What `--fix` or `--fix-dry-run` did to one file, for the messages on standard error and the
/// dry run's diff.
struct FixOutcome: Sendable {
  /// The file's path as scanned.
  var path: String
  /// The findings whose fixes were applied (or would be, in a dry run).
  var applied: [Diagnostic] = []
  /// Safe fixes that were not applied, each with the reason.
  var skipped: [SkippedFix] = []
  /// The file before and after, kept for the dry run's diff.
  var original: [UInt8] = []
  var fixed: [UInt8] = []
  /// Why the fixes could not be made at all (the file could not be read or written).
  var failure: String?
}

/// The steps of `kbtraits lint` on each scanned file: lint (with suppressions) and fix.
enum LintPipeline {
  /// Why a file's fixes failed, naming the file once as the reports show it: the messages of
  /// ``FixError`` and `ScanError` open with the path as scanned (`./a.html`).
  static func fixFailure(_ error: any Error, scannedPath: String, displayPath: String) -> String {
    ScanError.message(
      (error as? FixError)?.message ?? "\(error)", replacingPath: scannedPath, with: displayPath)
  }

  /// Lints one scanned file; with `fix`, applies the safe fixes (and with `includingUnsafe` the
  /// unsafe ones) to the file in place (or works them out without writing) and lints the
  /// result, so the report shows what is left. Runs on the scanning workers.
  ///
  /// `displayPath` is the path the reports show, which the baseline's entries use too.
  static func lint(
    _ report: FileReport, displayPath: String, linter: Linter, options: ScanOptions,
    fix: FixMode, includingUnsafe: Bool, isStandardInput: Bool, baseline: BaselineIndex?
  ) -> LintedFile {
    guard let document = report.document else { return LintedFile(report: report) }
    var linted = report
    linted.diagnostics = linter.lint(document)
    // A rendered page is no file to write to.
    guard fix != .none, !isStandardInput, !report.isRenderedPage,
      linted.diagnostics.contains(where: {
        FixApplier.isFixable($0, includingUnsafe: includingUnsafe)
      })
    else { return LintedFile(report: linted) }
    var outcome = FixOutcome(path: report.path)
    let result: FixResult
    do {
      result = try FixApplier.fixFile(
        atPath: report.path, linter: linter, options: options,
        includingUnsafe: includingUnsafe, dryRun: fix == .dryRun,
        keeping: { document, diagnostics in
          // Findings the baseline accepts are left as they are.
          guard let baseline else { return diagnostics }
          let file = FileReport(
            path: displayPath, document: document, error: nil, diagnostics: diagnostics)
          return baseline.filter(file).file.diagnostics
        })
    } catch {
      // The file is reported as it was scanned; fixing failed before anything was written.
      outcome.failure = fixFailure(error, scannedPath: report.path, displayPath: displayPath)
      return LintedFile(report: linted, fix: outcome)
    }
    outcome.applied = result.applied
    // Unsafe fixes left out on purpose are suggestions, not failures to report.
    outcome.skipped = result.skipped.filter {
      FixApplier.isFixable($0.diagnostic, includingUnsafe: includingUnsafe)
    }
    guard result.isChanged else { return LintedFile(report: linted, fix: outcome) }
    let scanner = FormScanner(options: options, linter: linter)
    switch fix {
    case .dryRun:
      outcome.original = FixOutcome.fileBytes(of: document)
      outcome.fixed = result.bytes
      // The report shows what would be left, as after --fix.
      let url = options.baseURL ?? FileURL.string(forPath: report.path)
      if let fixed = try? scanner.scan(
        bytes: result.bytes, documentURL: url, syntax: options.syntax(forPath: report.path))
      {
        linted = FileReport(
          path: report.path, document: fixed, error: nil, diagnostics: linter.lint(fixed))
      }
    case .write, .none:
      linted = scanner.report(for: .file(report.path))
    }
    return LintedFile(report: linted, fix: outcome)
  }

  /// The dry run's unified diff of one file (empty when nothing would change).
  static func diff(_ outcome: FixOutcome) -> String {
    UnifiedDiff.render(old: outcome.original, new: outcome.fixed, path: outcome.path)
  }

  /// Loads a baseline file as an index of its entries' digests, not their text; a missing or
  /// malformed one is a usage error.
  static func loadBaseline(_ path: String) throws -> BaselineIndex {
    do {
      return try BaselineIndex(contentsOf: path)
    } catch {
      throw UsageFailure("\(error)")
    }
  }
}

extension FixOutcome {
  /// The bytes of the file `document` was scanned from: its text after the byte order mark,
  /// when there was one (only such files are fixed).
  static func fileBytes(of document: ScannedDocument) -> [UInt8] {
    let mark: [UInt8] = document.fileOffset == 3 ? [0xEF, 0xBB, 0xBF] : []
    return mark + document.utf8
  }
}

/// A problem with the command's inputs (exit status 2), with the message to print.
struct UsageFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
