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
  /// The 0-based index of the field in ``ScannedDocument/fields``, nil for file-level findings.
  public var fieldIndex: Int?
  /// A safe edit that fixes the finding, where there is one.
  public var fix: Fix?
  /// The text of the source line the finding is on (for code frames and baselines, which match
  /// findings by line text so that moved lines keep matching).
  public var sourceLine: String?

  /// Creates a diagnostic.
  public init(rule: String, severity: Severity, message: String, position: SourcePosition,
              fieldIndex: Int?, fix: Fix? = nil, sourceLine: String? = nil) {
    self.rule = rule
    self.severity = severity
    self.message = message
    self.position = position
    self.fieldIndex = fieldIndex
    self.fix = fix
    self.sourceLine = sourceLine
  }
}
