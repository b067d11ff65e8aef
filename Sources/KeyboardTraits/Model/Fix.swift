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

  /// One change to the bytes of the file a finding was made in: what an editor or a review bot
  /// applies to make the fix.
  public struct Replacement: Sendable, Hashable {
    /// The bytes replaced, as offsets into the file as it was read (a UTF-8 byte order mark
    /// counts), the upper bound exclusive. An empty range inserts at its offset.
    public var byteRange: Range<Int>
    /// What replaces those bytes (written to the file as UTF-8).
    public var text: String

    /// Creates a replacement.
    public init(byteRange: Range<Int>, text: String) {
      self.byteRange = byteRange
      self.text = text
    }
  }

  /// A short imperative description ("Set inputmode=\"numeric\"").
  public var summary: String
  /// The edits, applied in order to the element the finding is about.
  public var edits: [Edit]
  /// ``edits`` as byte replacements in the file, sorted by offset and never overlapping, as
  /// `kbtraits lint --fix` would make them (values quoted and escaped, a new attribute after the
  /// last one). `Linter` sets them; nil when they cannot be placed exactly: a file that is not
  /// UTF-8 (or had bytes replaced while decoding), or an attribute the source does not show
  /// where the scanner found it.
  public var replacements: [Replacement]?

  /// Creates a fix.
  public init(summary: String, edits: [Edit], replacements: [Replacement]? = nil) {
    self.summary = summary
    self.edits = edits
    self.replacements = replacements
  }
}
