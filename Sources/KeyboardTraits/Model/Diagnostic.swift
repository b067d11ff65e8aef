/// How serious a finding is.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  case note, warning, error

  /// Orders note < warning < error.
  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// A lint finding about one field or one file.
public struct Diagnostic: Sendable, Hashable {
  /// The rule's stable kebab-case id.
  public var rule: String
  /// How serious it is.
  public var severity: Severity
  /// One sentence: the field as written, the keyboard it gets, and the fix.
  public var message: String
  /// The attribute at fault, else the element (1-based line, column in Unicode scalars).
  public var position: SourcePosition
  /// Where the attribute or tag that ``position`` points at ends: just past the attribute's
  /// value and closing quote, past the start tag's `>`, or past a comment's `-->` (1-based line,
  /// column in Unicode scalars). The ``position`` to this end is the finding's range, as SARIF
  /// regions and editors show it.
  ///
  /// `Linter` sets it on every finding it reports; it is nil only on diagnostics made without a
  /// scanned document. Use ``end`` to read it with that fallback.
  public var endPosition: SourcePosition?
  /// The 0-based index of the field in ``ScannedDocument/fields``, nil for file-level findings.
  public var fieldIndex: Int?
  /// A safe edit that fixes the finding, where there is one.
  public var fix: Fix?
  /// The text of the source line the finding is on (for code frames and baselines, which match
  /// findings by line text so that moved lines keep matching).
  public var sourceLine: String?

  /// Creates a diagnostic.
  public init(
    rule: String, severity: Severity, message: String, position: SourcePosition,
    endPosition: SourcePosition? = nil, fieldIndex: Int?, fix: Fix? = nil,
    sourceLine: String? = nil
  ) {
    self.rule = rule
    self.severity = severity
    self.message = message
    self.position = position
    self.endPosition = endPosition
    self.fieldIndex = fieldIndex
    self.fix = fix
    self.sourceLine = sourceLine
  }

  /// ``endPosition``, or ``position`` (an empty range) when it is not known.
  public var end: SourcePosition { endPosition ?? position }
}
