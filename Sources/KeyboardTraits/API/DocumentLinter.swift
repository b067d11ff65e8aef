/// Checks a scanned document and reports findings.
///
/// `KeyboardTraitsLint`'s `Linter` conforms; ``FormScanner`` calls the one it is given on every
/// document it scans, so the core library needs no rule engine of its own.
public protocol DocumentLinter: Sendable {
  /// The findings for `document`, in source order.
  func lint(_ document: ScannedDocument) -> [Diagnostic]
}
