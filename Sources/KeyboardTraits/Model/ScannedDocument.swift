/// Everything the scanner found in one HTML document.
public struct ScannedDocument: Sendable, Hashable {
  /// The URL relative `action`s resolve against (the file's `file://` URL or `--base-url`).
  public var documentURL: String
  /// How the bytes were decoded.
  public var encoding: DetectedEncoding
  /// The `<title>` text, whitespace collapsed.
  public var title: String?
  /// Every form field in document order.
  public var fields: [FormField]
  /// Every `<form>` the parser created, in document order.
  public var forms: [FormElement]
  /// Every `<label>`, in document order.
  public var labels: [LabelElement]
  /// Every focusable control (fields included) in document order.
  public var controls: [FocusableControl]
  /// Notes about decoding and parser recovery.
  public var notes: [ScanNote]
  /// The first messages of libxml2's recovering parser (see ``parserMessageCount``).
  public var parserMessages: [ParserMessage]
  /// How many messages libxml2 emitted in all.
  public var parserMessageCount: Int
  /// Number of lines in the decoded text.
  public var lineCount: Int
  /// Size of the decoded text in UTF-8 bytes.
  public var byteCount: Int
  /// HTML comments that mention `kbtraits` (suppression directives), in document order.
  public var comments: [SourceComment]
  /// The decoded text, for source lines in messages and exact edits.
  package let utf8: [UInt8]
  /// Line starts of ``utf8``.
  let lines: SourceLineTable
  /// Bytes before the text in the file (a UTF-8 byte order mark), when ``isFileText`` is true.
  public var fileOffset = 0
  /// Whether the decoded text is byte for byte the file's content after ``fileOffset`` bytes
  /// (UTF-8 with nothing replaced), so byte offsets into it are offsets into the file.
  public var isFileText = false
  /// The template syntax that was masked before parsing, when the text held any; nil when
  /// libxml2 parsed the text as written.
  public var templateSyntax: TemplateSyntax?
  /// Where the dynamic attributes of fields, forms and labels are written (their names' first
  /// characters): a finding there would be a guess about a value the template decides.
  public var dynamicAttributePositions: Set<SourcePosition> = []

  /// The text of 1-based `line` without its line break, or nil when there is no such line.
  public func sourceLine(_ line: Int) -> String? {
    guard line >= 1, line <= lines.lineCount else { return nil }
    return String(decoding: utf8[lines.lineRange(line)], as: UTF8.self)
  }

  /// The decoded text's bytes in `range` (byte offsets, as in ``AttributeSourceRange``).
  public func sourceBytes(_ range: Range<Int>) -> ArraySlice<UInt8> {
    utf8[range.clamped(to: 0..<utf8.count)]
  }
}

/// An HTML comment in the source.
public struct SourceComment: Sendable, Hashable {
  /// The text between `<!--` and `-->`.
  public var text: String
  /// Where `<!--` starts.
  public var position: SourcePosition
  /// Where the comment ends (just after `-->`).
  public var endPosition: SourcePosition
}
