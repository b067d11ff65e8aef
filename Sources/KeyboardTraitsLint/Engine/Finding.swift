import KeyboardTraits

/// What a rule reports; the linter turns it into a `Diagnostic` with the rule's id and severity.
public struct Finding: Sendable, Hashable {
  /// One sentence: the field as written, the keyboard it will get, and the fix.
  public var message: String
  /// The attribute at fault, else the element.
  public var position: SourcePosition
  /// Where the finding ends, when the rule knows better than the source does; nil (the usual
  /// case) lets ``Linter`` take the end of the attribute or tag at ``position``
  /// (``ScannedDocument/endOfMarkup(startingAt:)``).
  public var endPosition: SourcePosition?
  /// The field the finding is about, nil for document-level findings.
  public var fieldIndex: Int?
  /// A safe, exact edit that fixes the problem, where there is one.
  public var fix: Fix?

  /// Creates a finding.
  public init(
    message: String, position: SourcePosition, endPosition: SourcePosition? = nil,
    fieldIndex: Int?, fix: Fix? = nil
  ) {
    self.message = message
    self.position = position
    self.endPosition = endPosition
    self.fieldIndex = fieldIndex
    self.fix = fix
  }
}
