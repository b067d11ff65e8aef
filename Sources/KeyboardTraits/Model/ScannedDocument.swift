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
}
