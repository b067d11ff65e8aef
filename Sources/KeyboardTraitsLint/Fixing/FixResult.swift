import KeyboardTraits

/// What ``FixApplier`` did to one file.
public struct FixResult: Sendable, Hashable {
  /// The file's bytes after the applied fixes (the original bytes when nothing was applied).
  public var bytes: [UInt8]
  /// The diagnostics whose fixes are in ``bytes``, in source order.
  public var applied: [Diagnostic]
  /// The diagnostics with a fix that was not applied, each with the reason.
  public var skipped: [SkippedFix]

  /// Creates a result.
  public init(bytes: [UInt8], applied: [Diagnostic] = [], skipped: [SkippedFix] = []) {
    self.bytes = bytes
    self.applied = applied
    self.skipped = skipped
  }

  /// Whether any fix was applied, so the file needs writing.
  public var isChanged: Bool { !applied.isEmpty }
}

/// A diagnostic whose fix was left alone, and why.
public struct SkippedFix: Sendable, Hashable {
  /// The diagnostic, with its `Diagnostic.fix`.
  public var diagnostic: Diagnostic
  /// One sentence: why the fix was not applied and what to do instead.
  public var reason: String

  /// Creates a skipped fix.
  public init(diagnostic: Diagnostic, reason: String) {
    self.diagnostic = diagnostic
    self.reason = reason
  }
}
