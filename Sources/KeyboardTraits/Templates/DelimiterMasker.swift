/// Masks template tags that open and close with fixed delimiters: `{{ }}`, `{{{ }}}`, `{% %}`,
/// `{# #}`, `{!! !!}`, `<% %>` and their variants, from one table per syntax.
///
/// Each entry is tried at every byte where an entry's first byte occurs, longest opener first. A
/// tag that does not close is left alone: the engine would reject it, and masking to the end of
/// the file would hide every field after it. A `{% comment %}` block that never ends is masked
/// to the end of the file, as the engine would drop it (Liquid, Django).
///
/// Comments (`{# … #}`, `{{-- … --}}`, `<%# … %>`, `{{!-- … --}}`, `{% comment %}` in Liquid,
/// Django (read as Jinja or plain HTML), Liquid's `{% # … %}`) are recorded in ``TemplateMask/comments`` as they are masked, so that
/// suppression directives work in the template's own comment syntax.
struct DelimiterMasker {
  /// One kind of tag.
  struct Pair {
    /// The opening delimiter.
    var open: [UInt8]
    /// The closing delimiter; empty for an escape that is only skipped (`<%%`, `\{{`).
    var close: [UInt8]
    /// What the tag is; nil decides from its first word (Mustache-style `{{#if}}`, `{{/if}}`,
    /// `{{else}}`, `{{!…}}`, `{{>…}}` are logic, anything else prints).
    var kind: TemplateMask.Kind?
    /// Whether string literals inside may hold the closing delimiter (expressions, not comments).
    var skipsStrings = true
    /// For a comment, the whitespace-control markers that may follow the opener or precede the
    /// closer and are not its text (the `-` of `{#- … -#}`, the `~` of `{{! … ~}}`); nil for a
    /// tag that is not a comment.
    var commentMarkers: [UInt8]?
    /// Another closing delimiter (`--~}}` for Handlebars' `{{!-- … --~}}`).
    var alternateClose: [UInt8]?
    /// Whether the tag may hold markup and run past ``DelimiterMasker/maximumLength`` (a
    /// comment in plain HTML: `{# <input name="old"> #}` is commented-out markup).
    var mayHoldMarkup = false

    init(_ open: String, _ close: String, _ kind: TemplateMask.Kind?, skipsStrings: Bool = true) {
      self.open = Array(open.utf8)
      self.close = Array(close.utf8)
      self.kind = kind
      self.skipsStrings = skipsStrings
    }

    /// An escape: the bytes are literal text for the engine and are skipped.
    static func escape(_ open: String) -> Pair { Pair(open, "", nil) }

    /// A comment: logic whose string quotes mean nothing, recorded as a comment.
    static func comment(
      _ open: String, _ close: String, markers: String = "", alternateClose: String? = nil
    ) -> Pair {
      var pair = Pair(open, close, .logic, skipsStrings: false)
      pair.commentMarkers = Array(markers.utf8)
      pair.alternateClose = alternateClose.map { Array($0.utf8) }
      return pair
    }
  }

  /// A statement that opens a block whose body is not template syntax: `{% raw %}` (body kept as
  /// written) or `{% comment %}` (body masked, and recorded as a comment).
  struct VerbatimBlock {
    var word: String
    var endWord: String
    var masksBody: Bool
  }

  /// The delimiters, longest first.
  var pairs: [Pair]
  /// Blocks opened by a `{% word %}` statement.
  var verbatimBlocks: [VerbatimBlock] = []
  /// For plain HTML: a tag must close within this many bytes and hold no `<` (unless
  /// ``Pair/mayHoldMarkup``).
  var maximumLength: Int?
  /// Whether a `{% … %}` statement whose first character is `#` is a comment (Liquid 5.4's
  /// `{% # … %}`, every line of which starts with `#`).
  var hasHashStatementComments = false

  /// Masks every tag in `buffer`.
  func run(_ buffer: inout MaskingBuffer) {
    var leadBytes = [Bool](repeating: false, count: 256)
    for pair in pairs { leadBytes[Int(pair.open[0])] = true }
    var index = 0
    let count = buffer.count
    // Where a search for a comment's closer ran to the end of the text, by opener: every later
    // search for it fails too (a page with many `{#` and no `#}` stays one pass).
    var unclosedCommentFrom: [[UInt8]: Int] = [:]
    while index < count {
      let byte = buffer.mask.text[index]
      guard leadBytes[Int(byte)] else {
        index += 1
        continue
      }
      guard var pair = pairs.first(where: { buffer.matches($0.open, at: index) }) else {
        index += 1
        continue
      }
      if pair.close.isEmpty {
        index += pair.open.count
        continue
      }
      // Liquid's `{% # … %}`: the text starts after the `#`.
      var textStart = index + pair.open.count
      if hasHashStatementComments, pair.open == Self.statementOpen,
        let hash = inlineCommentHash(buffer, after: textStart)
      {
        pair = Pair.comment("{%", "%}", markers: "-")
        textStart = hash + 1
      }
      let isComment = pair.commentMarkers != nil
      let isUnbounded = maximumLength == nil || pair.mayHoldMarkup
      if isComment, let unclosed = unclosedCommentFrom[pair.open], index >= unclosed {
        index += pair.open.count
        continue
      }
      guard let closer = closer(of: pair, openingAt: index, in: buffer) else {
        if isComment, isUnbounded, unclosedCommentFrom[pair.open] == nil {
          unclosedCommentFrom[pair.open] = index
        }
        index += pair.open.count
        continue
      }
      let end = closer.upperBound
      var kind = pair.kind ?? Self.curlyKind(buffer, inner: (index + pair.open.count)..<end)
      if pair.open == Self.statementOpen, isTranslation(buffer, statement: index..<end) {
        kind = .output
      }
      buffer.blankTag(index..<end, kind: kind)
      if let markers = pair.commentMarkers {
        buffer.recordComment(
          index..<end, text: Self.trim(textStart..<closer.lowerBound, markers, in: buffer),
          hasHashLines: textStart != index + pair.open.count)
        index = end
        continue
      }
      let statement = index..<end
      index = end
      if pair.open.last == UInt8(ascii: "%"), pair.close.first == UInt8(ascii: "%"),
        let block = verbatimBlock(buffer, statement: statement)
      {
        index = skipVerbatim(block, openedBy: statement, in: &buffer)
      }
    }
  }

  private static let statementOpen = Array("{%".utf8)

  /// Django's and Jinja's (i18n) statements that print a translated literal.
  private static let translationWords: Set<String> = ["trans", "translate"]

  /// Whether a `{% … %}` statement prints translated text (`{% trans "Email" %}`,
  /// `{% translate "Email" %}`), which a label holding it shows; `{% trans "x" as label %}`
  /// stores it instead. The body of `{% blocktranslate %}` is text libxml2 reads as written.
  private func isTranslation(_ buffer: MaskingBuffer, statement: Range<Int>) -> Bool {
    guard Self.translationWords.contains(firstWord(buffer, in: statement)) else { return false }
    let words = buffer.originalString(statement).split(whereSeparator: \.isWhitespace)
    return !words.contains("as")
  }

  /// The `#` that makes the statement whose text starts at `start` a Liquid inline comment
  /// (`{% # … %}`, `{%- # … -%}`, `{%#…%}`), if it is one.
  private func inlineCommentHash(_ buffer: MaskingBuffer, after start: Int) -> Int? {
    var index = start
    if index < buffer.count, buffer.original[index] == UInt8(ascii: "-") { index += 1 }
    index = buffer.skipWhitespace(from: index)
    return index < buffer.count && buffer.original[index] == UInt8(ascii: "#") ? index : nil
  }

  /// `text` without a whitespace-control marker at either end.
  private static func trim(_ text: Range<Int>, _ markers: [UInt8], in buffer: MaskingBuffer)
    -> Range<Int>
  {
    var start = text.lowerBound
    var end = text.upperBound
    if start < end, markers.contains(buffer.original[start]) { start += 1 }
    if start < end, markers.contains(buffer.original[end - 1]) { end -= 1 }
    return start..<end
  }

  /// The closing delimiter of the tag opening at `start`.
  private func closer(of pair: Pair, openingAt start: Int, in buffer: MaskingBuffer) -> Range<Int>?
  {
    let isBounded = maximumLength != nil && !pair.mayHoldMarkup
    let limit =
      isBounded ? min(buffer.count, start + (maximumLength ?? buffer.count)) : buffer.count
    var index = start + pair.open.count
    while index < limit {
      let byte = buffer.mask.text[index]
      if buffer.matches(pair.close, at: index) { return index..<(index + pair.close.count) }
      if let other = pair.alternateClose, buffer.matches(other, at: index) {
        return index..<(index + other.count)
      }
      if isBounded, byte == UInt8(ascii: "<") { return nil }
      if pair.skipsStrings, byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"),
        let stringEnd = buffer.stringEnd(from: index, limit: limit)
      {
        index = stringEnd
        continue
      }
      index += 1
    }
    return nil
  }

  /// Mustache-family tags: sections, inverted sections, closers, partials, comments and `else`
  /// are logic; everything else prints.
  static func curlyKind(_ buffer: MaskingBuffer, inner: Range<Int>) -> TemplateMask.Kind {
    var index = inner.lowerBound
    while index < inner.upperBound,
      [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "~"), UInt8(ascii: "-"), UInt8(ascii: "{")]
        .contains(buffer.original[index])
    {
      index += 1
    }
    guard index < inner.upperBound else { return .logic }
    let first = buffer.original[index]
    if [
      UInt8(ascii: "#"), UInt8(ascii: "/"), UInt8(ascii: "^"), UInt8(ascii: ">"),
      UInt8(ascii: "!"),
    ].contains(first) {
      return .logic
    }
    if buffer.matches(Array("else".utf8), at: index),
      !MaskingBuffer.isWordByte(index + 4 < buffer.count ? buffer.original[index + 4] : 0x20)
    {
      return .logic
    }
    return .output
  }

  /// The verbatim block a `{% … %}` statement opens, if its first word is one.
  private func verbatimBlock(_ buffer: MaskingBuffer, statement: Range<Int>) -> VerbatimBlock? {
    guard !verbatimBlocks.isEmpty else { return nil }
    let word = firstWord(buffer, in: statement)
    return verbatimBlocks.first { $0.word == word }
  }

  /// The first identifier inside `{% … %}`, after `{%`, `-` and spaces.
  private func firstWord(_ buffer: MaskingBuffer, in statement: Range<Int>) -> String {
    var index = statement.lowerBound + 2
    while index < statement.upperBound,
      [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "-"), UInt8(ascii: "~")].contains(
        buffer.original[index])
    {
      index += 1
    }
    var end = index
    while end < statement.upperBound, MaskingBuffer.isWordByte(buffer.original[end]) { end += 1 }
    return buffer.originalString(index..<end)
  }

  /// Skips (or masks, and records as a comment) a verbatim block's body up to its
  /// `{% endword %}`, masks that statement and returns the offset after it; the end of the text
  /// when it never ends.
  private func skipVerbatim(
    _ block: VerbatimBlock, openedBy opening: Range<Int>, in buffer: inout MaskingBuffer
  ) -> Int {
    let start = opening.upperBound
    var index = start
    while let open = buffer.find(Array("{%".utf8), from: index),
      let close = buffer.find(Array("%}".utf8), from: open + 2)
    {
      let statement = open..<(close + 2)
      if firstWord(buffer, in: statement) == block.endWord {
        buffer.blank(statement, kind: .logic)
        if block.masksBody {
          buffer.blank(start..<open, kind: .logic)
          buffer.recordComment(opening.lowerBound..<statement.upperBound, text: start..<open)
        }
        return statement.upperBound
      }
      index = open + 2
    }
    if block.masksBody { buffer.blank(start..<buffer.count, kind: .logic) }
    return buffer.count
  }
}

extension DelimiterMasker {
  /// The tables, one per syntax that uses fixed delimiters.
  static func forSyntax(_ syntax: SourceSyntax) -> DelimiterMasker? {
    let expression = Pair("{{", "}}", nil)
    let triple = Pair("{{{", "}}}", .output)
    let statement = Pair("{%", "%}", .logic)
    // Jinja strips whitespace with `{#-`/`-#}` (and `+`), Nunjucks with `-`, Twig with `-`/`~`.
    let hashComment = Pair.comment("{#", "#}", markers: "-+~")
    let raw = VerbatimBlock(word: "raw", endWord: "endraw", masksBody: false)
    let verbatim = VerbatimBlock(word: "verbatim", endWord: "endverbatim", masksBody: false)
    let blockComment = VerbatimBlock(word: "comment", endWord: "endcomment", masksBody: true)
    switch syntax {
    case .html:
      // A Django or Jinja page saved as `.html`: its comments hold markup (commented-out
      // fields), and one that does not close is left alone, as in the engines' own syntaxes.
      var pageComment = hashComment
      pageComment.mayHoldMarkup = true
      return DelimiterMasker(
        pairs: [triple, pageComment, expression, statement], verbatimBlocks: [blockComment],
        maximumLength: 1000)
    case .jinja:
      // Django templates are read as Jinja too: its `{% comment %}` block hides its body.
      return DelimiterMasker(
        pairs: [hashComment, expression, statement], verbatimBlocks: [raw, blockComment])
    case .nunjucks:
      return DelimiterMasker(
        pairs: [hashComment, expression, statement], verbatimBlocks: [raw, verbatim])
    case .twig:
      return DelimiterMasker(
        pairs: [hashComment, expression, statement], verbatimBlocks: [raw, verbatim])
    case .liquid:
      return DelimiterMasker(
        pairs: [expression, statement], verbatimBlocks: [raw, blockComment],
        hasHashStatementComments: true)
    case .handlebars:
      return DelimiterMasker(pairs: [
        Pair.escape("\\{{"),
        // `~` strips whitespace: `{{~!-- … --~}}`, `{{~! … ~}}`.
        Pair.comment("{{!--", "--}}", markers: "~", alternateClose: "--~}}"),
        Pair.comment("{{~!--", "--}}", markers: "~", alternateClose: "--~}}"),
        Pair.comment("{{!", "}}", markers: "~"),
        Pair.comment("{{~!", "}}", markers: "~"),
        Pair("{{{{", "}}}}", .logic),
        triple, expression,
      ])
    case .mustache:
      return DelimiterMasker(pairs: [
        Pair.comment("{{!", "}}"), triple, expression,
      ])
    case .vue, .angular:
      return DelimiterMasker(pairs: [expression])
    case .blade:
      return DelimiterMasker(pairs: [
        Pair("@{{", "}}", .output),
        Pair.comment("{{--", "--}}"),
        Pair("{!!", "!!}", .output),
        expression,
      ])
    case .erb:
      return DelimiterMasker(pairs: [
        Pair.escape("<%%"),
        // `-%>` trims the line break (Rails, Erubi).
        Pair.comment("<%#", "%>", markers: "-"),
        Pair("<%=", "%>", .output), Pair("<%-", "%>", .output),
        Pair("<%", "%>", .logic),
      ])
    case .ejs:
      return DelimiterMasker(pairs: [
        Pair.escape("<%%"),
        // `-%>` and `_%>` trim whitespace.
        Pair.comment("<%#", "%>", markers: "-_"),
        Pair("<%=", "%>", .output), Pair("<%-", "%>", .output),
        Pair("<%_", "%>", .logic), Pair("<%", "%>", .logic),
      ])
    case .svelte, .astro, .leaf, .php, .jsx, .tsx:
      return nil
    }
  }
}
