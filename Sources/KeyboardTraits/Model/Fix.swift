/// A suggested correction: attribute edits on one element, or a field inserted before it.
///
/// Every finding that recommends an attribute change carries its fix, safe or not; only safe
/// fixes are applied unattended (`kbtraits lint --fix`), the rest are suggestions a person
/// reviews (`--unsafe-fixes` applies them too).
public struct Fix: Sendable, Hashable {
  /// Whether a fix may be applied without review (ruff's safe and unsafe fixes; the policy is
  /// docs/fixes.md).
  public enum Safety: String, Sendable, Hashable {
    /// Corrects a value no browser gives a meaning to into the one the author evidently meant,
    /// removes an attribute no browser reads there, or sets keyboard traits (inputmode,
    /// enterkeyhint, autocapitalize, …) for a purpose the field's type, `autocomplete`,
    /// `pattern` or `inputmode` declares.
    case safe
    /// Changes what the field submits, validates or autofills (its type, `autocomplete`,
    /// `name`, `pattern`), rests on a purpose read from words, or picks one of several
    /// reasonable corrections: a suggestion to review.
    case unsafe
  }

  /// One edit of the element, or an insertion before it.
  public enum Edit: Sendable, Hashable {
    /// Replace the value of an attribute that exists.
    case setValue(attribute: String, value: String)
    /// Rename an attribute, keeping its value (`autocapitalization` → `autocapitalize`).
    case rename(attribute: String, to: String)
    /// Remove an attribute.
    case remove(attribute: String)
    /// Add an attribute that is missing.
    case add(attribute: String, value: String)
    /// Insert one form field, written as `markup`, right before the element's start tag (a
    /// hidden `autocomplete="username"` input before a change form's password). The element
    /// itself is unchanged. `markup` is written by the rule, its values escaped: it never
    /// holds text from the scanned file.
    case insertBefore(markup: String)
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
  /// The edits, applied in order to the element the finding is about (an insertion goes
  /// before it).
  public var edits: [Edit]
  /// Whether `kbtraits lint --fix` applies the fix unattended.
  public var safety: Safety
  /// ``edits`` as byte replacements in the file, sorted by offset and never overlapping, as
  /// `kbtraits lint --fix` would make them (values quoted and escaped, a new attribute after the
  /// last one, an inserted field as an empty range at the element's `<`). `Linter` sets them; nil when they cannot be placed exactly: a file that is not
  /// UTF-8 (or had bytes replaced while decoding), or an attribute the source does not show
  /// where the scanner found it.
  public var replacements: [Replacement]?

  /// Creates a fix, unsafe unless `safety` says otherwise.
  public init(
    summary: String, edits: [Edit], safety: Safety = .unsafe, replacements: [Replacement]? = nil
  ) {
    self.summary = summary
    self.edits = edits
    self.safety = safety
    self.replacements = replacements
  }

  /// Whether the fix is ``Safety/safe``.
  public var isSafe: Bool { safety == .safe }

  /// A summary naming every edit: `Set inputmode="numeric" and autocapitalize="none"`.
  public static func summary(of edits: [Edit]) -> String {
    let phrases = edits.map(\.phrase)
    guard let first = phrases.first else { return "" }
    let rest = phrases.dropFirst().map { $0.prefix(1).lowercased() + $0.dropFirst() }
    let joined = ([first] + rest)
    return joined.count <= 2
      ? joined.joined(separator: " and ")
      : joined.dropLast().joined(separator: ", ") + " and " + joined[joined.count - 1]
  }
}

extension Fix.Edit {
  /// The edit as a short imperative (`Set type="text"`, `Remove inputmode`, `Insert <input …>
  /// before it`).
  public var phrase: String {
    switch self {
    case .setValue(let attribute, let value), .add(let attribute, let value):
      "Set \(attribute)=\"\(value)\""
    case .remove(let attribute): "Remove \(attribute)"
    case .rename(let attribute, let newName): "Rename \(attribute) to \(newName)"
    case .insertBefore(let markup): "Insert \(markup) before it"
    }
  }
}
