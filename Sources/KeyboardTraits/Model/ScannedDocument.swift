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
  /// The comments that mention `kbtraits` (suppression directives), in document order: HTML
  /// comments, and a template's own comments (``SourceComment``).
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
  /// The syntax the text was read as when it was not plain HTML: a template syntax that was
  /// masked before parsing (when the text held any), or ``SourceSyntax/jsx`` or
  /// ``SourceSyntax/tsx`` for JSX; nil when libxml2 parsed the text as written.
  public var syntax: SourceSyntax?
  /// Fields rendered by template helpers and components the scan does not read (Rails'
  /// `f.select`, Django's `{{ form.email }}`, `<el-input>`), in source order: the file has
  /// fields no rule checked. The first one also carries an `unreadFields` note.
  public var unreadFields: [UnreadField] = []
  /// Whether the text is JavaScript or TypeScript read for its JSX.
  public var isJSX: Bool { syntax?.isJSX == true }
  /// For JSX, where each element's tag and each attribute ends, by the offset of the tag's `<`
  /// or the attribute name's first byte (``endOfMarkup(startingAt:)``).
  package var markupEnds: [Int: Int]?
  /// For JSX, the byte ranges where elements' children are written: JSX text is read there,
  /// code elsewhere (a comment is `{/* … */}` in the one and `// …` in the other).
  package var jsxChildRanges: [Range<Int>] = []
  /// Where the dynamic attributes of fields, forms and labels are written (their names' first
  /// characters): a finding there would be a guess about a value the template decides.
  public var dynamicAttributePositions: Set<SourcePosition> = []
  /// For a template, the text libxml2 parsed: ``utf8`` with the template syntax replaced by
  /// spaces of the same byte length, every line break kept; nil for text parsed as written.
  /// Markup ends are found in it, so that a `>` inside template code does not end a tag.
  package var maskedUTF8: [UInt8]?
  /// For a template, the alternatives of its conditionals; nil when it has none.
  package var templateBranches: TemplateBranches?
  /// Whether the scan read partials this template includes (``TemplateIncludes``): its result
  /// depends on files besides its own, so `kbtraits lint --cache` never keeps it.
  package var readsPartials = false

  /// Whether `first` and `second` lie in different alternatives of one template conditional,
  /// so that the page never holds both: rules that compare two fields skip such pairs.
  package func excludes(_ first: FormField, _ second: FormField) -> Bool {
    templateBranches?.excludes(first.byteOffset, second.byteOffset) ?? false
  }

  /// The text of 1-based `line` without its line break, or nil when there is no such line.
  public func sourceLine(_ line: Int) -> String? {
    guard line >= 1, line <= lines.lineCount else { return nil }
    return String(decoding: utf8[lines.lineRange(line)], as: UTF8.self)
  }

  /// Where the markup that starts at `position` ends: just past the start tag when `position` is
  /// a tag's `<`, past the comment when it is a `<!--`, past the attribute's value (and its
  /// closing quote) when it is the first character of an attribute name. This is how every lint
  /// finding gets its end: findings point at the attribute at fault or at the element.
  ///
  /// - Returns: the end (1-based line, column in Unicode scalars, just past the last character),
  ///   or `position` itself when nothing starts there.
  public func endOfMarkup(startingAt position: SourcePosition) -> SourcePosition {
    // A template's markup is read with its template syntax blanked; offsets are the same.
    let text = maskedUTF8 ?? utf8
    guard let offset = byteOffset(of: position), offset < text.count else { return position }
    if let markupEnds {
      return markupEnds[offset].map { self.position(ofByteOffset: $0) } ?? position
    }
    let end: Int
    if text[offset] == UInt8(ascii: "<") {
      if text[offset...].starts(with: "<!--".utf8) {
        end = Self.commentEnd(in: text, from: offset + 4)
      } else {
        end = TagAttributeLocator.tagEnd(in: text, tagStart: offset)
      }
    } else if HTMLBytes.isWhitespace(text[offset]) || text[offset] == UInt8(ascii: ">")
      || text[offset] == UInt8(ascii: "/")
    {
      return position
    } else {
      end = TagAttributeLocator.attributeEnd(in: text, nameStart: offset)
    }
    return end > offset ? self.position(ofByteOffset: end) : position
  }

  /// The offset in the decoded text of `position`, or nil when the text has no such place.
  public func byteOffset(of position: SourcePosition) -> Int? {
    lines.byteOffset(of: position, in: utf8)
  }

  /// The line and column of a byte offset in the decoded text (clamped to the text).
  public func position(ofByteOffset offset: Int) -> SourcePosition {
    lines.position(ofByteOffset: offset, in: utf8)
  }

  /// Just past the `-->` that closes a comment whose text starts at `start` (the end of the
  /// text when it is never closed).
  private static func commentEnd(in utf8: [UInt8], from start: Int) -> Int {
    var index = start
    while index + 2 < utf8.count {
      if utf8[index] == UInt8(ascii: "-"), utf8[index + 1] == UInt8(ascii: "-"),
        utf8[index + 2] == UInt8(ascii: ">")
      {
        return index + 3
      }
      index += 1
    }
    return utf8.count
  }

  /// The decoded text's bytes in `range` (byte offsets, as in ``AttributeSourceRange``).
  public func sourceBytes(_ range: Range<Int>) -> ArraySlice<UInt8> {
    utf8[range.clamped(to: 0..<utf8.count)]
  }
}

/// A comment in the source that may hold a suppression directive: an HTML comment
/// (`<!-- … -->`), a template language's own comment (`{# … #}`, `{{-- … --}}`, `<%# … %>`,
/// `{{!-- … --}}`, `{{! … }}`, `{% comment %} … {% endcomment %}`, `{% # … %}`), or a JavaScript
/// comment in JSX (`/* … */`, `// …`).
public struct SourceComment: Sendable, Hashable {
  /// The text between the comment's delimiters (`<!--` and `-->`, `{#` and `#}`, `/*` and `*/`),
  /// without whitespace-control markers (the `-` of `{#- … -#}`, the `~` of `{{~! … ~}}`). In
  /// Liquid's `{% # … %}` the `#` that starts each line is a space. In a template, template code
  /// inside an HTML comment reads as spaces.
  public var text: String
  /// Where the comment's opening delimiter starts (`<!--`, `{#`, `<%#`, the `{%` of
  /// `{% comment %}`; in JSX's `{/* … */}`, the `/`).
  public var position: SourcePosition
  /// Just past the comment's closing delimiter (`-->`, `#}`, `{% endcomment %}`, `*/`; the end
  /// of the line for `//`).
  public var endPosition: SourcePosition
  /// Where ``text`` is written: byte offsets into the decoded text (as in
  /// ``AttributeSourceRange``), from just after the opening delimiter and its marker to the
  /// closing one's marker; nil when not recorded. An edit inside the comment's text belongs
  /// there: the delimiters differ in length from one syntax to the next.
  public var textRange: Range<Int>?

  /// Creates a comment.
  public init(
    text: String, position: SourcePosition, endPosition: SourcePosition,
    textRange: Range<Int>? = nil
  ) {
    self.text = text
    self.position = position
    self.endPosition = endPosition
    self.textRange = textRange
  }
}
