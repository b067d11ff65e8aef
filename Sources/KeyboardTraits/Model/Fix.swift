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
