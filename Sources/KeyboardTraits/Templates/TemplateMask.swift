import Foundation

/// The text libxml2 parses for a template, and what was masked in it.
///
/// ``text`` has exactly the bytes of the original, except that template syntax is replaced by
/// spaces (every LF and CR kept), so a byte offset, a line and a line break mean the same in both;
/// columns are counted on the original bytes.
struct TemplateMask: Sendable {
  /// What a masked range held.
  enum Kind: Sendable, Hashable {
    /// Something that prints text: `{{ x }}`, `<%= x %>`, `{x}`, `#(x)`, `<?= $x ?>`.
    case output
    /// Control flow, comments, code, bound attribute values and everything else.
    case logic
  }

  /// One masked stretch of the original.
  struct Range: Sendable, Hashable {
    var bytes: Swift.Range<Int>
    var kind: Kind
    /// Whether the range lies inside a start tag (set by the binding pass).
    var isInTag = false
  }

  /// A bound attribute rewritten as a plain attribute name (`:type="kind"` → ` type="    "`).
  struct Binding: Sendable, Hashable {
    /// Where the bound name now starts in ``TemplateMask/text``.
    var nameOffset: Int
    /// The whole binding as written (`:type="kind"`, `bind:value`, `@disabled($x)`).
    var written: Swift.Range<Int>
    /// The attribute it binds, lower-case.
    var name: String
    /// Whether the framework merges it with a plain attribute of the same name in the tag
    /// (Vue's `:class` with `class`, Angular's `[(ngModel)]` beside `value`): no duplicate.
    var mergesWithSameName = false
  }

  /// A comment in the template language's own syntax (`{# … #}`, `{{-- … --}}`, `<%# … %>`,
  /// `{{!-- … --}}`, `{% comment %} … {% endcomment %}`, `{% # … %}`): masked like other
  /// template code, and recorded so that suppression directives can be written in it.
  struct Comment: Sendable, Hashable {
    /// The whole comment, delimiters included.
    var bytes: Swift.Range<Int>
    /// Its text: between the delimiters and their whitespace-control markers.
    var text: Swift.Range<Int>
    /// Whether each line of the text starts with a `#` that is syntax, not text (Liquid's
    /// `{% # … %}`, whose first `#` is outside ``text``).
    var hasHashLines = false
  }

  /// The masked text, as long as the original.
  var text: [UInt8]
  /// The masked ranges, sorted and disjoint.
  var ranges: [Range] = []
  /// The template's own comments, in source order.
  var comments: [Comment] = []
  /// Bound attributes by ``Binding/nameOffset``.
  var bindings: [Int: Binding] = [:]
  /// Offsets of attribute names written between two template statements inside one tag
  /// (`<input {% if x %}disabled{% endif %}>`): present or not depending on the template.
  var conditionalNames: Set<Int> = []
  /// Offsets of the start tags on which the template handles typing in script (`@input`,
  /// `(keyup.enter)`, `on:keydown`, `x-on:change`): handlers masked with the other directives.
  var typingHandlerTags: Set<Int> = []
  /// Offsets of the start tags that bind an object of attributes (`v-bind="$attrs"`): any
  /// attribute may come from it (``FormField/hasSpreadAttributes``).
  var spreadTags: Set<Int> = []
  /// Offsets where an engine's form tag (`{% form 'contact' %}`, `{{ form_start(form) }}`) now
  /// reads `<form>` (``TemplateForms``): a form whose action the template decides.
  var formTags: Set<Int> = []
  /// The syntax it was masked as.
  var syntax: SourceSyntax = .html

  /// A helper call whose field the scan does not read (`f.select`), by where it is written.
  struct UnreadHelper: Sendable, Hashable {
    var offset: Int
    var helper: String
  }

  /// Elements helpers render (Rails' `f.email_field`), by the offset of the placeholder tag the
  /// masker wrote for each (see ``TemplateHelperElement``).
  var helperElements: [Int: TemplateHelperElement] = [:]
  /// Helper calls that render fields the scan does not read, in source order.
  var unreadHelpers: [UnreadHelper] = []
  /// The alternatives of the template's conditionals, for ``TemplateBranches/excludes(_:_:)``.
  var branches = TemplateBranches([])

  /// Whether anything was masked.
  var isEmpty: Bool { ranges.isEmpty && bindings.isEmpty && branches.isEmpty }

  /// Whether a form that opens at `tagStart` is written by the template rather than as a
  /// `<form>` tag: an engine's form tag, or a form component (`<el-form>`).
  func writesForm(named name: String, at tagStart: Int) -> Bool {
    formTags.contains(tagStart) || TemplateForms.componentNames.contains(name)
  }

  /// The index of the first range that ends after `offset`.
  func firstRange(endingAfter offset: Int) -> Int {
    var low = 0
    var high = ranges.count
    while low < high {
      let middle = (low + high) / 2
      if ranges[middle].bytes.upperBound <= offset { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Whether any masked range overlaps `span`.
  func overlaps(_ span: Swift.Range<Int>) -> Bool {
    let index = firstRange(endingAfter: span.lowerBound)
    return index < ranges.count && ranges[index].bytes.lowerBound < span.upperBound
      && !span.isEmpty
  }

  /// The masked ranges that lie inside `span`.
  func ranges(in span: Swift.Range<Int>) -> ArraySlice<Range> {
    var index = firstRange(endingAfter: span.lowerBound)
    let start = index
    while index < ranges.count, ranges[index].bytes.lowerBound < span.upperBound { index += 1 }
    return ranges[start..<index]
  }
}

/// The masking buffer every syntax family writes into: the original bytes, the masked copy and
/// the ranges masked so far.
struct MaskingBuffer {
  let original: [UInt8]
  var mask: TemplateMask
  /// The alternatives of conditionals found so far.
  var branches = BranchRecorder()
  /// Whether ``TemplateMask/ranges`` and ``TemplateMask/comments`` are sorted and the ranges
  /// disjoint: the binding pass normalises before each tag, and re-sorting sorted ranges for
  /// each of a page's tags cost a sixth of a 2,000-line template's analysis.
  private var isNormalised = true

  init(_ original: [UInt8]) {
    self.original = original
    mask = TemplateMask(text: original)
  }

  var count: Int { original.count }

  /// Replaces `range` with spaces, keeping LF and CR, and records it.
  mutating func blank(_ range: Range<Int>, kind: TemplateMask.Kind) {
    let clamped = range.clamped(to: 0..<original.count)
    guard !clamped.isEmpty else { return }
    mask.text.blankKeepingLineBreaks(clamped)
    if let last = mask.ranges.last, last.bytes.upperBound > clamped.lowerBound {
      isNormalised = false
    }
    mask.ranges.append(TemplateMask.Range(bytes: clamped, kind: kind))
  }

  /// Masks one template tag; when it is a whole unquoted attribute value (`value={{ x }}`,
  /// `value=<?= $x ?>`) its first and last bytes become quotes, so that libxml2 reads one blank
  /// quoted value instead of taking the next attribute as the value.
  mutating func blankTag(_ range: Range<Int>, kind: TemplateMask.Kind) {
    blank(range, kind: kind)
    guard range.count >= 2, range.upperBound <= count else { return }
    var before = range.lowerBound - 1
    while before >= 0, mask.text[before] == 0x20 || mask.text[before] == 0x09 { before -= 1 }
    guard before >= 0, mask.text[before] == UInt8(ascii: "=") else { return }
    let after = range.upperBound
    let endsValue =
      after == count || HTMLBytes.isWhitespace(mask.text[after])
      || mask.text[after] == UInt8(ascii: ">")
      || (mask.text[after] == UInt8(ascii: "/") && after + 1 < count
        && mask.text[after + 1] == UInt8(ascii: ">"))
    guard endsValue, mask.text[range.lowerBound] == 0x20, mask.text[after - 1] == 0x20 else {
      return
    }
    mask.text[range.lowerBound] = UInt8(ascii: "\"")
    mask.text[after - 1] = UInt8(ascii: "\"")
  }

  /// Whether a byte of `range` is already masked (a later pass must not mask it twice).
  func isMasked(_ offset: Int) -> Bool {
    mask.overlaps(offset..<(offset + 1))
  }

  /// Records a template comment (already masked as a tag or block).
  mutating func recordComment(_ bytes: Range<Int>, text: Range<Int>, hasHashLines: Bool = false) {
    guard bytes.lowerBound >= 0, bytes.upperBound <= count, text.lowerBound <= text.upperBound
    else { return }
    if let last = mask.comments.last, last.bytes.lowerBound > bytes.lowerBound {
      isNormalised = false
    }
    mask.comments.append(
      TemplateMask.Comment(bytes: bytes, text: text, hasHashLines: hasHashLines))
  }

  /// Sorts and merges the recorded ranges (passes append out of order).
  mutating func normalise() {
    guard !isNormalised else { return }
    isNormalised = true
    mask.comments.sort { $0.bytes.lowerBound < $1.bytes.lowerBound }
    mask.ranges.sort { $0.bytes.lowerBound < $1.bytes.lowerBound }
    var merged: [TemplateMask.Range] = []
    for range in mask.ranges {
      if let last = merged.last, last.bytes.upperBound > range.bytes.lowerBound {
        // Overlapping ranges come from a pass re-masking part of an earlier one: keep the union.
        merged[merged.count - 1].bytes =
          last.bytes.lowerBound..<max(last.bytes.upperBound, range.bytes.upperBound)
      } else {
        merged.append(range)
      }
    }
    mask.ranges = merged
  }

  // MARK: Byte helpers

  /// Whether `literal` is written at `offset` in the masked text.
  func matches(_ literal: [UInt8], at offset: Int) -> Bool {
    guard offset >= 0, offset + literal.count <= count else { return false }
    for (index, byte) in literal.enumerated() where mask.text[offset + index] != byte {
      return false
    }
    return true
  }

  /// Whether `literal` is written at `offset`, ASCII case-insensitively (`literal` lower-case).
  func matchesCaseInsensitive(_ literal: [UInt8], at offset: Int) -> Bool {
    guard offset >= 0, offset + literal.count <= count else { return false }
    return mask.text[offset..<(offset + literal.count)].equalsIgnoringASCIICase(lowercased: literal)
  }

  /// The first offset at or after `start` where `literal` is written in the masked text.
  func find(_ literal: [UInt8], from start: Int, limit: Int? = nil) -> Int? {
    let end = min(limit ?? count, count)
    guard let first = literal.first, start < end else { return nil }
    var index = start
    while index + literal.count <= end {
      guard let found = firstIndex(of: first, from: index, to: end) else { return nil }
      if matches(literal, at: found) { return found }
      index = found + 1
    }
    return nil
  }

  /// The first offset of `byte` in `start..<end` of the masked text (`memchr`).
  func firstIndex(of byte: UInt8, from start: Int, to end: Int) -> Int? {
    mask.text.firstOffset(of: byte, from: start, to: end)
  }

  /// The end (exclusive) of the string literal opening with the quote at `start`, or nil when it
  /// does not close before a line break (`'` and `"`) or the end. Backslash escapes are skipped.
  func stringEnd(from start: Int, limit: Int) -> Int? {
    let quote = mask.text[start]
    var index = start + 1
    while index < limit {
      let byte = mask.text[index]
      if byte == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if byte == quote { return index + 1 }
      if quote != UInt8(ascii: "`"), byte == 0x0A || byte == 0x0D { return nil }
      index += 1
    }
    return nil
  }

  /// Where the code that opens at `start` with `opener` ends: just past the `closer` that balances
  /// it, skipping string literals. Nil when it never balances before `limit`.
  func balancedEnd(from start: Int, opener: UInt8, closer: UInt8, limit: Int? = nil) -> Int? {
    let end = min(limit ?? count, count)
    var depth = 0
    var index = start
    while index < end {
      let byte = mask.text[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "`") {
        if let stringEnd = stringEnd(from: index, limit: end) {
          index = stringEnd
          continue
        }
      } else if byte == opener {
        depth += 1
      } else if byte == closer {
        depth -= 1
        if depth == 0 { return index + 1 }
      }
      index += 1
    }
    return nil
  }

  /// Whether `byte` can be part of an identifier (ASCII letters, digits, `_`).
  static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
      || byte == UInt8(ascii: "_")
  }

  /// Whether `byte` is an ASCII letter.
  static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
  }

  /// The end of the identifier starting at `start` (letters, digits, `_`).
  func identifierEnd(from start: Int) -> Int {
    var index = start
    while index < count, Self.isWordByte(mask.text[index]) { index += 1 }
    return index
  }

  /// The first offset at or after `start` that is not a space or tab.
  func skipSpaces(from start: Int) -> Int {
    var index = start
    while index < count, mask.text[index] == 0x20 || mask.text[index] == 0x09 { index += 1 }
    return index
  }

  /// The first offset at or after `start` that is not HTML whitespace.
  func skipWhitespace(from start: Int) -> Int {
    var index = start
    while index < count, HTMLBytes.isWhitespace(mask.text[index]) { index += 1 }
    return index
  }

  /// The text of `range` in the original, as a string.
  func originalString(_ range: Range<Int>) -> String {
    String(decoding: original[range.clamped(to: 0..<count)], as: UTF8.self)
  }
}
