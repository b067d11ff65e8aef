/// What a rule reports; the linter turns it into a ``Diagnostic`` with the rule's id and severity.
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

/// A suggested correction: attribute edits on one element.
public struct Fix: Sendable, Hashable {
  /// One attribute edit.
  public enum Edit: Sendable, Hashable {
    /// Replace the value of an attribute that exists.
    case setValue(attribute: String, value: String)
    /// Rename an attribute, keeping its value (`autocapitalization` → `autocapitalize`).
    case rename(attribute: String, to: String)
    /// Remove an attribute.
    case remove(attribute: String)
    /// Add an attribute that is missing.
    case add(attribute: String, value: String)
  }

  /// A short imperative description ("Set inputmode=\"numeric\"").
  public var summary: String
  /// The edits, applied in order to the element the finding is about.
  public var edits: [Edit]

  /// Creates a fix.
  public init(summary: String, edits: [Edit]) {
    self.summary = summary
    self.edits = edits
  }
}
