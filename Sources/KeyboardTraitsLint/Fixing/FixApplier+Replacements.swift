import KeyboardTraits

extension FixApplier {
  /// The byte replacements that make `diagnostic`'s fix in the file `document` was scanned
  /// from, planned exactly as ``apply(_:to:fileBytes:includingUnsafe:)`` would plan that fix alone; nil
  /// when the diagnostic has no fix or the fix cannot be placed exactly (see
  /// `Fix.replacements`).
  ///
  /// Offsets are into the file as read: the decoded text is the file's own bytes after
  /// `ScannedDocument.fileOffset` (only UTF-8 files qualify, `ScannedDocument.isFileText`).
  public static func replacements(
    for diagnostic: Diagnostic, in document: ScannedDocument
  ) -> [Fix.Replacement]? {
    guard let target = FixTarget.locate(diagnostic, in: document) else { return nil }
    return replacements(for: diagnostic, on: target, in: document)
  }

  /// ``replacements(for:in:)`` on the element `target`, already located for `diagnostic`.
  static func replacements(
    for diagnostic: Diagnostic, on target: FixTarget, in document: ScannedDocument
  ) -> [Fix.Replacement]? {
    guard let fix = diagnostic.fix, document.isFileText else { return nil }
    var planner = AttributeEditPlanner(
      bytes: document.utf8, fileOffset: 0, isJSX: document.isJSX, masked: document.maskedUTF8)
    do {
      try planner.plan(fix, on: target, rule: diagnostic.rule)
    } catch {
      return nil
    }
    let edits = planner.edits.map(\.edit).sorted { $0.range.lowerBound < $1.range.lowerBound }
    guard !edits.isEmpty else { return nil }
    let offset = document.fileOffset
    return edits.map { edit in
      Fix.Replacement(
        byteRange: (edit.range.lowerBound + offset)..<(edit.range.upperBound + offset),
        text: String(decoding: edit.replacement, as: UTF8.self))
    }
  }
}
