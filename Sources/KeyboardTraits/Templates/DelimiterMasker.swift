/// Masks template tags that open and close with fixed delimiters: `{{ }}`, `{{{ }}}`, `{% %}`,
/// `{# #}`, `{!! !!}`, `<% %>` and their variants, from one table per syntax.
///
/// Each entry is tried at every byte where an entry's first byte occurs, longest opener first. A
/// tag that does not close is left alone: the engine would reject it, and masking to the end of
/// the file would hide every field after it.
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

    init(_ open: String, _ close: String, _ kind: TemplateMask.Kind?, skipsStrings: Bool = true) {
      self.open = Array(open.utf8)
      self.close = Array(close.utf8)
      self.kind = kind
      self.skipsStrings = skipsStrings
    }

    /// An escape: the bytes are literal text for the engine and are skipped.
    static func escape(_ open: String) -> Pair { Pair(open, "", nil) }
  }

  /// A statement that opens a block whose body is not template syntax: `{% raw %}` (body kept as
  /// written) or `{% comment %}` (body masked).
  struct VerbatimBlock {
    var word: String
    var endWord: String
    var masksBody: Bool
  }

  /// The delimiters, longest first.
  var pairs: [Pair]
  /// Blocks opened by a `{% word %}` statement.
  var verbatimBlocks: [VerbatimBlock] = []
  /// For plain HTML: a tag must close within this many bytes and hold no `<`.
  var maximumLength: Int?

  /// Masks every tag in `buffer`.
  func run(_ buffer: inout MaskingBuffer) {
    var leadBytes = [Bool](repeating: false, count: 256)
    for pair in pairs { leadBytes[Int(pair.open[0])] = true }
    var index = 0
    let count = buffer.count
    while index < count {
      let byte = buffer.mask.text[index]
      guard leadBytes[Int(byte)] else {
        index += 1
        continue
      }
      guard let pair = pairs.first(where: { buffer.matches($0.open, at: index) }) else {
        index += 1
        continue
      }
      if pair.close.isEmpty {
        index += pair.open.count
        continue
      }
      guard let end = closeEnd(of: pair, openingAt: index, in: buffer) else {
        index += pair.open.count
        continue
      }
      let kind = pair.kind ?? Self.curlyKind(buffer, inner: (index + pair.open.count)..<end)
      buffer.blankTag(index..<end, kind: kind)
      let statement = index..<end
      index = end
      if pair.open.last == UInt8(ascii: "%"), pair.close.first == UInt8(ascii: "%"),
        let block = verbatimBlock(buffer, statement: statement)
      {
        index = skipVerbatim(block, from: end, in: &buffer)
      }
    }
  }

  /// Just past the closing delimiter of the tag opening at `start`.
  private func closeEnd(of pair: Pair, openingAt start: Int, in buffer: MaskingBuffer) -> Int? {
    let limit = maximumLength.map { min(buffer.count, start + $0) } ?? buffer.count
    var index = start + pair.open.count
    while index < limit {
      let byte = buffer.mask.text[index]
      if buffer.matches(pair.close, at: index) { return index + pair.close.count }
      if maximumLength != nil, byte == UInt8(ascii: "<") { return nil }
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
    if [UInt8(ascii: "#"), UInt8(ascii: "/"), UInt8(ascii: "^"), UInt8(ascii: ">"),
      UInt8(ascii: "!")].contains(first)
    {
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

  /// Skips (or masks) a verbatim block's body up to its `{% endword %}`, masks that statement and
  /// returns the offset after it; the end of the text when it never ends.
  private func skipVerbatim(
    _ block: VerbatimBlock, from start: Int, in buffer: inout MaskingBuffer
  ) -> Int {
    var index = start
    while let open = buffer.find(Array("{%".utf8), from: index),
      let close = buffer.find(Array("%}".utf8), from: open + 2)
    {
      let statement = open..<(close + 2)
      if firstWord(buffer, in: statement) == block.endWord {
        if block.masksBody { buffer.blank(start..<open, kind: .logic) }
        buffer.blank(statement, kind: .logic)
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
    let hashComment = Pair("{#", "#}", .logic, skipsStrings: false)
    let raw = VerbatimBlock(word: "raw", endWord: "endraw", masksBody: false)
    let verbatim = VerbatimBlock(word: "verbatim", endWord: "endverbatim", masksBody: false)
    switch syntax {
    case .html:
      return DelimiterMasker(pairs: [triple, expression, statement], maximumLength: 1000)
    case .jinja:
      return DelimiterMasker(
        pairs: [hashComment, expression, statement], verbatimBlocks: [raw])
    case .nunjucks:
      return DelimiterMasker(
        pairs: [hashComment, expression, statement], verbatimBlocks: [raw, verbatim])
    case .twig:
      return DelimiterMasker(
        pairs: [hashComment, expression, statement], verbatimBlocks: [raw, verbatim])
    case .liquid:
      return DelimiterMasker(
        pairs: [expression, statement],
        verbatimBlocks: [
          raw, VerbatimBlock(word: "comment", endWord: "endcomment", masksBody: true),
        ])
    case .handlebars:
      return DelimiterMasker(pairs: [
        Pair.escape("\\{{"),
        Pair("{{!--", "--}}", .logic, skipsStrings: false),
        Pair("{{!", "}}", .logic, skipsStrings: false),
        Pair("{{{{", "}}}}", .logic),
        triple, expression,
      ])
    case .mustache:
      return DelimiterMasker(pairs: [
        Pair("{{!", "}}", .logic, skipsStrings: false), triple, expression,
      ])
    case .vue, .angular:
      return DelimiterMasker(pairs: [expression])
    case .blade:
      return DelimiterMasker(pairs: [
        Pair("@{{", "}}", .output),
        Pair("{{--", "--}}", .logic, skipsStrings: false),
        Pair("{!!", "!!}", .output),
        expression,
      ])
    case .erb:
      return DelimiterMasker(pairs: [
        Pair.escape("<%%"),
        Pair("<%#", "%>", .logic, skipsStrings: false),
        Pair("<%=", "%>", .output), Pair("<%-", "%>", .output),
        Pair("<%", "%>", .logic),
      ])
    case .ejs:
      return DelimiterMasker(pairs: [
        Pair.escape("<%%"),
        Pair("<%#", "%>", .logic, skipsStrings: false),
        Pair("<%=", "%>", .output), Pair("<%-", "%>", .output),
        Pair("<%_", "%>", .logic), Pair("<%", "%>", .logic),
      ])
    case .svelte, .astro, .leaf, .php, .jsx, .tsx:
      return nil
    }
  }
}
