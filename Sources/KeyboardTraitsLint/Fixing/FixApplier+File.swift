import Foundation
import KeyboardTraits

extension FixApplier {
  /// Reads, scans and lints the file at `path`, applies the safe fixes (and the unsafe ones
  /// with `includingUnsafe`), checks the result, and
  /// writes it back only when something changed: atomically, through a symbolic link to the
  /// file it names (as editors do), keeping the file's permissions (`OutputFile`).
  ///
  /// The fixed bytes are scanned and linted again before anything is written: every fixed
  /// finding must be gone, and no rule may report more on an edited element than before. Fixes
  /// that fail this check are skipped (with the reason) and the rest applied again, so a file
  /// on disk never holds a fix that did not work.
  ///
  /// - Parameters:
  ///   - path: the file to fix.
  ///   - linter: the rules to run (the configuration's severities and switches apply).
  ///   - options: scan options; `ScanOptions.baseURL` matters to rules about form actions.
  ///   - includingUnsafe: applies unsafe fixes too (`--unsafe-fixes`).
  ///   - dryRun: plans and checks the fixes as usual but writes nothing (`--fix-dry-run`).
  ///   - keeping: drops the diagnostics that must not be fixed, such as suppressed or
  ///     baselined ones; it sees the document and its diagnostics, before and after fixing.
  /// - Returns: the fixed bytes (as written, or as they would be written) and what was applied
  ///   or skipped.
  /// - Throws: `ScanError` when the file cannot be read or is not text, ``FixError`` when it
  ///   cannot be written (it is then unchanged).
  public static func fixFile(
    atPath path: String, linter: Linter, options: ScanOptions = ScanOptions(),
    includingUnsafe: Bool = false, dryRun: Bool = false,
    keeping: (ScannedDocument, [Diagnostic]) -> [Diagnostic] = { $1 }
  ) throws -> FixResult {
    let bytes: [UInt8]
    switch FileReader.read(path, maxSize: options.maxFileSize) {
    case .success(let read): bytes = read
    case .failure(let error): throw error
    }
    let scanner = FormScanner(options: options)
    let url = options.baseURL ?? FileURL.string(forPath: path)
    func lint(_ bytes: [UInt8]) throws(ScanError) -> (ScannedDocument, [Diagnostic]) {
      do {
        let document = try scanner.scan(
          bytes: bytes, documentURL: url, syntax: options.syntax(forPath: path))
        return (document, keeping(document, linter.lint(document)))
      } catch {
        throw ScanError(kind: error.kind, message: "\(path): \(error.message)")
      }
    }
    let (document, diagnostics) = try lint(bytes)
    var refused: [SkippedFix] = []
    // Each round drops at least one fix, so this ends; the bound is a guard, not a limit.
    for _ in 0...diagnostics.count {
      let excluded = Set(refused.map(\.diagnostic))
      var result = apply(
        diagnostics.filter { !excluded.contains($0) }, to: document, fileBytes: bytes,
        includingUnsafe: includingUnsafe)
      result.skipped += refused
      guard result.isChanged else { return result }
      let (_, after) = try lint(result.bytes)
      let failures = FixVerifier.failures(
        applied: result.applied, before: diagnostics, after: after, fields: document.fields.count)
      if failures.isEmpty {
        if !dryRun { try save(result.bytes, to: path) }
        return result
      }
      refused += failures
    }
    return FixResult(bytes: bytes, skipped: refused)
  }

  /// Writes the fixed bytes over the file (see `OutputFile`).
  private static func save(_ bytes: [UInt8], to path: String) throws(FixError) {
    do {
      try OutputFile.write(bytes, to: path)
    } catch {
      throw FixError(
        message: "\(path): the fixes were not saved: \(error.reason). The file is unchanged; "
          + "run --fix again once that is solved.")
    }
  }
}
