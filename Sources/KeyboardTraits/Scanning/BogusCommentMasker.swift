/// Blanks the markup HTML5 tokenizes as a comment but libxml2 2.9.14 reads otherwise, before
/// libxml2 sees it, as the template masker does (same length, line breaks kept, so every
/// position stays exact):
///
/// - `<!-->` and `<!--->` end at once in HTML5; libxml2 reads on to the next `-->` and swallows
///   the fields between.
/// - `<![CDATA[`, `<!` followed by anything but `--` or a doctype, and `</` followed by a
///   non-letter open a bogus comment that ends at the first `>`; libxml2 reads the markup
///   inside. `</>` is ignored.
/// - `</body>` and `</html>` followed by more than whitespace and comments: libxml2 drops all
///   that follows `</html>` and closes every open element at `</body>`, while a browser keeps
///   its stack of open elements and puts what follows in the body (still in a form left open).
///   Blanking the end tags gives libxml2 the browser's tree; at the end of a page, where they
///   belong, they are kept.
///
/// Most pages have none: one pass over the `<`s looks at the byte or two after each. Only a
/// page with a candidate gets the careful pass, which skips tags (quoted values may hold `<`),
/// comments and raw-text elements, so that a `<!` inside a script or a value stays as written.
enum BogusCommentMasker {
  /// Blanks every such comment in `utf8`; returns whether anything changed. With
  /// `closesSelfClosingTags` (Svelte, Vue), `<textarea />` has no text to skip.
  @discardableResult
  static func mask(_ utf8: inout [UInt8], closesSelfClosingTags: Bool = false) -> Bool {
    guard hasCandidate(utf8) else { return false }
    var changed = false
    var index = 0
    let count = utf8.count
    while let open = HTMLBytes.firstTagOpen(in: utf8, from: index, to: count - 1) {
      let next = utf8[open + 1]
      if isLetter(next) {
        index = skipStartTag(in: utf8, at: open, closesSelfClosingTags: closesSelfClosingTags)
      } else if next == slash {
        index = endTag(in: &utf8, at: open, changed: &changed)
      } else if next == bang {
        index = markupDeclaration(in: &utf8, at: open, changed: &changed)
      } else {
        index = open + 1
      }
    }
    return changed
  }

  /// Whether some `<` starts a construct this masker changes (a cheap over-approximation).
  static func hasCandidate(_ utf8: [UInt8]) -> Bool {
    var index = 0
    let count = utf8.count
    while let open = HTMLBytes.firstTagOpen(in: utf8, from: index, to: count - 1) {
      let next = utf8[open + 1]
      if next == slash, open + 2 < count {
        if !isLetter(utf8[open + 2]) { return true }
        if isStrayEndOfBody(utf8, at: open) { return true }
      }
      if next == bang, open + 2 < count {
        let third = utf8[open + 2]
        if third == UInt8(ascii: "[") { return true }
        if third == dash {
          if open + 4 < count, utf8[open + 3] == dash,
            utf8[open + 4] == greaterThan
              || (utf8[open + 4] == dash && open + 5 < count && utf8[open + 5] == greaterThan)
          {
            return true
          }
        } else if third | 0x20 != UInt8(ascii: "d") {
          return true
        }
      }
      index = open + 1
    }
    return false
  }

  /// Past the start tag at `open`, and past the text of a raw-text element it opens.
  private static func skipStartTag(
    in utf8: [UInt8], at open: Int, closesSelfClosingTags: Bool
  ) -> Int {
    let end = TagAttributeLocator.tagEnd(in: utf8, tagStart: open)
    if closesSelfClosingTags, HTMLBytes.endsSelfClosed(utf8, tagEnd: end) { return end }
    var nameEnd = open + 1
    while nameEnd < utf8.count, isLetter(utf8[nameEnd]) || isDigit(utf8[nameEnd]) { nameEnd += 1 }
    let name = String(decoding: utf8[(open + 1)..<nameEnd], as: UTF8.self).asciiLowercased()
    guard let kind = HTMLVocabulary.rawTextElements[name] else { return end }
    guard kind == .untilEndTag else { return utf8.count }
    var index = end
    while let close = HTMLBytes.firstTagOpen(in: utf8, from: index, to: utf8.count - 1) {
      if utf8[close + 1] == slash, HTMLBytes.matchesName(name, in: utf8, at: close + 2) {
        return close
      }
      index = close + 1
    }
    return utf8.count
  }

  /// `</…`: an end tag is skipped; `</>` is blanked; `</` and a non-letter is a bogus comment.
  private static func endTag(in utf8: inout [UInt8], at open: Int, changed: inout Bool) -> Int {
    guard open + 2 < utf8.count else { return utf8.count }
    let third = utf8[open + 2]
    let close = utf8.firstOffset(of: greaterThan, from: open + 2, to: utf8.count)
    if isLetter(third) {
      let end = (close ?? utf8.count - 1) + 1
      if isStrayEndOfBody(utf8, at: open) {
        blank(&utf8, open..<end)
        changed = true
      }
      return end
    }
    // A bogus comment up to the first `>` (or the end of the file).
    let end = (close ?? utf8.count - 1) + 1
    blank(&utf8, open..<end)
    changed = true
    return end
  }

  /// `<!…`: a comment (blanked when it ends at once, else skipped), a doctype (skipped), or a
  /// bogus comment up to the first `>` (blanked).
  private static func markupDeclaration(
    in utf8: inout [UInt8], at open: Int, changed: inout Bool
  ) -> Int {
    let count = utf8.count
    if open + 3 < count, utf8[open + 2] == dash, utf8[open + 3] == dash {
      for abrupt in [[greaterThan], [dash, greaterThan]] where open + 4 + abrupt.count <= count {
        if utf8[(open + 4)..<(open + 4 + abrupt.count)].elementsEqual(abrupt) {
          blank(&utf8, open..<(open + 4 + abrupt.count))
          changed = true
          return open + 4 + abrupt.count
        }
      }
      return commentEnd(in: utf8, from: open + 4)
    }
    let close = utf8.firstOffset(of: greaterThan, from: open + 2, to: count)
    let end = (close ?? count - 1) + 1
    if open + 2 < count, utf8[open + 2] | 0x20 == UInt8(ascii: "d") { return end }  // doctype
    blank(&utf8, open..<end)
    changed = true
    return end
  }

  /// Whether the end tag at `open` is `</body>` or `</html>` with more than whitespace,
  /// comments and such end tags after it. Checked only at those two names, and on most pages
  /// only the whitespace after them is read.
  private static func isStrayEndOfBody(_ utf8: [UInt8], at open: Int) -> Bool {
    guard let end = endOfBodyTagEnd(utf8, at: open) else { return false }
    var index = end
    let count = utf8.count
    while index < count {
      if HTMLBytes.isWhitespace(utf8[index]) {
        index += 1
      } else if utf8[index] != lessThan || index + 1 >= count {
        return true
      } else if utf8[index + 1] == bang, index + 3 < count, utf8[index + 2] == dash,
        utf8[index + 3] == dash
      {
        index = commentEnd(in: utf8, from: index + 4)
      } else if let next = endOfBodyTagEnd(utf8, at: index) {
        index = next
      } else {
        return true
      }
    }
    return false
  }

  /// Past the `>` of a `</body>` or `</html>` end tag at `open`, or nil for any other markup.
  private static func endOfBodyTagEnd(_ utf8: [UInt8], at open: Int) -> Int? {
    guard open + 2 < utf8.count, utf8[open + 1] == slash else { return nil }
    let first = utf8[open + 2] | 0x20
    guard first == UInt8(ascii: "b") || first == UInt8(ascii: "h"),
      HTMLBytes.matchesName("body", in: utf8, at: open + 2)
        || HTMLBytes.matchesName("html", in: utf8, at: open + 2)
    else { return nil }
    return (utf8.firstOffset(of: greaterThan, from: open + 6, to: utf8.count) ?? utf8.count - 1)
      + 1
  }

  /// Past the `-->` or `--!>` that ends a comment whose text starts at `start`.
  private static func commentEnd(in utf8: [UInt8], from start: Int) -> Int {
    var index = start
    while let dashAt = utf8.firstOffset(of: dash, from: index, to: utf8.count - 2) {
      if utf8[dashAt + 1] == dash {
        if utf8[dashAt + 2] == greaterThan { return dashAt + 3 }
        if dashAt + 3 < utf8.count, utf8[dashAt + 2] == bang, utf8[dashAt + 3] == greaterThan {
          return dashAt + 4
        }
      }
      index = dashAt + 1
    }
    return utf8.count
  }

  /// Spaces over `range`, keeping LF and CR.
  private static func blank(_ utf8: inout [UInt8], _ range: Range<Int>) {
    for index in range where utf8[index] != 0x0A && utf8[index] != 0x0D { utf8[index] = 0x20 }
  }

  private static let lessThan = UInt8(ascii: "<")
  private static let slash = UInt8(ascii: "/")
  private static let bang = UInt8(ascii: "!")
  private static let dash = UInt8(ascii: "-")
  private static let greaterThan = UInt8(ascii: ">")

  private static func isLetter(_ byte: UInt8) -> Bool {
    let folded = byte | 0x20
    return folded >= UInt8(ascii: "a") && folded <= UInt8(ascii: "z")
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
