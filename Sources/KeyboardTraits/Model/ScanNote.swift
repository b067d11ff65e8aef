/// Something the scanner noticed about a file that is not a field: encoding, parser recovery.
public struct ScanNote: Sendable, Hashable {
  /// What the note is about.
  public enum Kind: String, Sendable, Hashable, Codable {
    case encoding, nulBytes, nestedForm, markupInRawText, duplicateAttribute, attributeFlood
    /// JSX: the scanner stopped at code it could not read; the rest of the file is unread.
    case sourceNotRead
    /// Templates: fields rendered by helpers or components the scan does not read.
    case unreadFields
  }
  /// What the note is about.
  public var kind: Kind
  /// A sentence that says what happened, where, and what to do.
  public var message: String
  /// Where, when it applies to one place.
  public var position: SourcePosition?
  /// The name the note is about, so that rules need not read it out of ``message``: the
  /// repeated attribute of a `duplicateAttribute` note, the element of a `markupInRawText` one.
  public var subject: String? = nil
}

/// A message from libxml2's recovering parser, kept for diagnosis (most are harmless).
public struct ParserMessage: Sendable, Hashable {
  /// 1-based line libxml2 reported.
  public var line: Int
  /// libxml2's text.
  public var message: String
  /// Whether libxml2 called it an error rather than a warning.
  public var isError: Bool
}
