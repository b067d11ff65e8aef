import KeyboardTraits

/// Applies the fixes rules attach to diagnostics (`kbtraits lint --fix`) to a file's bytes,
/// touching nothing but the attributes the fixes name.
///
/// ```swift
/// let document = try FormScanner().scan(bytes: bytes)
/// let result = FixApplier.apply(Linter().lint(document), to: document, fileBytes: bytes)
/// // result.bytes: the fixed file; result.skipped: what needs a person, and why.
/// ```
///
/// Only UTF-8 files whose decoded text is the file's own bytes are edited (see
/// `ScannedDocument.isFileText`). Values keep the attribute's quote (`"` for a bare, unquoted
/// or new attribute) and are escaped for it; an added attribute goes right after the element's
/// last attribute; edits never add or remove a line break, so line numbers stay put.
public enum FixApplier {
  /// Whether `diagnostic` has a fix that ``apply(_:to:fileBytes:includingUnsafe:)`` would
  /// apply: a safe one, or any one with `includingUnsafe`.
  public static func isFixable(_ diagnostic: Diagnostic, includingUnsafe: Bool = false) -> Bool {
    guard let fix = diagnostic.fix else { return false }
    return fix.isSafe || includingUnsafe
  }

  /// Applies the safe fixes of `diagnostics` (found in `document`, scanned from `fileBytes`),
  /// and the unsafe ones too with `includingUnsafe`, in the order given; a fix that collides
  /// with an earlier one on the same attribute is skipped. Diagnostics without a fix are
  /// ignored; unsafe fixes left out are reported as skipped.
  ///
  /// Safe fixes restore what the author evidently meant without changing anything else (a
  /// misspelt attribute renamed, `autocorrect="false"` → `"off"`, a value re-cased or its one
  /// obvious correction, a `pattern` rewritten to match the same strings). Unsafe fixes change
  /// what a field does (its type, autofill purpose, keyboard or paste handling), or pick one of
  /// several corrections, and are for a person to review.
  public static func apply(
    _ diagnostics: [Diagnostic], to document: ScannedDocument, fileBytes: [UInt8],
    includingUnsafe: Bool = false
  ) -> FixResult {
    let withFixes = diagnostics.filter { $0.fix != nil }
    guard !withFixes.isEmpty else { return FixResult(bytes: fileBytes) }
    if let reason = unfixableFileReason(document, fileBytes: fileBytes) {
      return FixResult(
        bytes: fileBytes, skipped: withFixes.map { SkippedFix(diagnostic: $0, reason: reason) })
    }
    var planner = AttributeEditPlanner(
      bytes: fileBytes, fileOffset: document.fileOffset, isJSX: document.isJSX,
      masked: document.maskedUTF8)
    var result = FixResult(bytes: fileBytes)
    for diagnostic in withFixes {
      guard let fix = diagnostic.fix else { continue }
      guard fix.isSafe || includingUnsafe else {
        result.skipped.append(
          SkippedFix(
            diagnostic: diagnostic,
            reason: "the fix of \(diagnostic.rule) is unsafe: it changes what the field does, "
              + "so review it and edit by hand, or pass --unsafe-fixes (\(fix.summary))"))
        continue
      }
      guard let target = FixTarget.locate(diagnostic, in: document) else {
        result.skipped.append(
          SkippedFix(
            diagnostic: diagnostic,
            reason: "the element the finding is about could not be located; edit it by hand "
              + "(\(fix.summary))"))
        continue
      }
      do {
        try planner.plan(fix, on: target, rule: diagnostic.rule)
        result.applied.append(diagnostic)
      } catch {
        result.skipped.append(SkippedFix(diagnostic: diagnostic, reason: error.reason))
      }
    }
    result.bytes = ByteEdit.apply(planner.edits.map(\.edit), to: fileBytes)
    return result
  }

  /// Why no byte of this file may be edited, or nil when edits are safe.
  private static func unfixableFileReason(_ document: ScannedDocument, fileBytes: [UInt8])
    -> String?
  {
    guard document.isFileText else {
      let cause =
        document.encoding.name == "UTF-8"
        ? "has bytes that were replaced while decoding (invalid UTF-8 or NUL)"
        : "is encoded as \(document.encoding.name), not UTF-8"
      return "the file \(cause), so kbtraits cannot edit it byte for byte; convert it to UTF-8 "
        + "or fix it by hand"
    }
    guard fileBytes.count == document.fileOffset + document.utf8.count,
      fileBytes[document.fileOffset...].elementsEqual(document.utf8)
    else {
      return "the file's bytes are not the ones that were scanned (it changed?); scan it again"
    }
    return nil
  }
}
