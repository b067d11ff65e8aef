import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// Scans, lints and fixes HTML held in memory, for the fixing tests.
enum FixHarness {
  /// The document and diagnostics of `bytes`.
  static func lint(
    _ bytes: [UInt8], syntax: SourceSyntax = .html
  ) throws -> (ScannedDocument, [Diagnostic]) {
    let document = try FormScanner().scan(bytes: bytes, syntax: syntax)
    return (document, Linter().lint(document))
  }

  /// `html` with the safe fixes applied.
  static func fix(
    _ html: String, syntax: SourceSyntax = .html
  ) throws -> (text: String, result: FixResult) {
    try fix(bytes: Array(html.utf8), syntax: syntax)
  }

  /// `bytes` with the safe fixes applied.
  static func fix(
    bytes: [UInt8], syntax: SourceSyntax = .html
  ) throws -> (text: String, result: FixResult) {
    let (document, diagnostics) = try lint(bytes, syntax: syntax)
    let result = FixApplier.apply(diagnostics, to: document, fileBytes: bytes)
    return (String(decoding: result.bytes, as: UTF8.self), result)
  }

  /// `html` with `edits` applied as one fix to field `field` (unsafe fixes included).
  static func apply(
    _ edits: [Fix.Edit], field: Int = 0, to html: String, syntax: SourceSyntax = .html
  ) throws -> FixResult {
    try apply([edits], field: field, to: html, syntax: syntax)
  }

  /// `html` with each of `fixes` applied, in order, to field `field`.
  static func apply(
    _ fixes: [[Fix.Edit]], field: Int = 0, to html: String, syntax: SourceSyntax = .html
  ) throws -> FixResult {
    let bytes = Array(html.utf8)
    let document = try FormScanner().scan(bytes: bytes, syntax: syntax)
    let diagnostics = fixes.enumerated().map { index, edits in
      Diagnostic(
        rule: "test-\(index)", severity: .warning, message: "m",
        position: SourcePosition(line: 1, column: 1), fieldIndex: field,
        fix: Fix(summary: "s", edits: edits))
    }
    return FixApplier.apply(diagnostics, to: document, fileBytes: bytes, includingUnsafe: true)
  }

  /// A fresh temporary directory, removed by `body`'s caller through the returned URL.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbtraits-fix-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
