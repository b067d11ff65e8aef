import KeyboardTraits

/// What a rule reports; the linter turns it into a `Diagnostic` with the rule's id and severity.
public struct Finding: Sendable, Hashable {
  /// One sentence: the field as written, the keyboard it will get, and the fix.
  public var message: String
  /// The attribute at fault, else the element.
  public var position: SourcePosition
  /// The field the finding is about, nil for document-level findings.
  public var fieldIndex: Int?
  /// A safe, exact edit that fixes the problem, where there is one.
  public var fix: Fix?

  /// Creates a finding.
  public init(message: String, position: SourcePosition, fieldIndex: Int?, fix: Fix? = nil) {
    self.message = message
    self.position = position
    self.fieldIndex = fieldIndex
    self.fix = fix
  }
}
