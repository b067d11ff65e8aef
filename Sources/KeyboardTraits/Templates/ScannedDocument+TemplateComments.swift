extension ScannedDocument {
  /// Adds the template's own comments that mention `kbtraits` (``TemplateMask/comments``) to
  /// ``comments``, in source order with the HTML comments, and records where each HTML
  /// comment's text is written (``SourceComment/textRange``).
  ///
  /// Only comments that mention `kbtraits` are kept, as for HTML comments: the others cannot be
  /// suppression directives, and most templates have many.
  mutating func addComments(of template: TemplateMask?) {
    guard !comments.isEmpty || template?.comments.isEmpty == false else { return }
    let html = comments.map(withTextRange)
    let own = (template?.comments ?? []).compactMap(sourceComment)
    guard !own.isEmpty else {
      comments = html
      return
    }
    // Both lists are in source order: merge them.
    var merged: [SourceComment] = []
    merged.reserveCapacity(html.count + own.count)
    var next = 0
    for comment in own {
      while next < html.count, html[next].position <= comment.position {
        merged.append(html[next])
        next += 1
      }
      merged.append(comment)
    }
    comments = merged + html[next...]
  }

  /// `comment` (an HTML comment) with the range of its text, when `<!--` and `-->` are where
  /// its positions say.
  private func withTextRange(_ comment: SourceComment) -> SourceComment {
    guard comment.textRange == nil, let start = byteOffset(of: comment.position),
      let end = byteOffset(of: comment.endPosition), end - start >= 7,
      utf8[start..<(start + 4)].elementsEqual("<!--".utf8),
      utf8[(end - 3)..<end].elementsEqual("-->".utf8)
    else { return comment }
    var comment = comment
    comment.textRange = (start + 4)..<(end - 3)
    return comment
  }

  private static let toolName = Array("kbtraits".utf8)

  /// The comment as a ``SourceComment``, or nil when it does not mention `kbtraits`.
  private func sourceComment(_ comment: TemplateMask.Comment) -> SourceComment? {
    let text = comment.text.clamped(to: 0..<utf8.count)
    guard Self.mentions(Self.toolName, in: utf8[text]) else { return nil }
    var bytes = Array(utf8[text])
    if comment.hasHashLines {
      // Liquid's `{% # … %}`: every line starts with `#`, which is syntax, not text.
      var atLineStart = false
      for index in bytes.indices {
        let byte = bytes[index]
        if byte == 0x0A || byte == 0x0D {
          atLineStart = true
        } else if atLineStart, byte == UInt8(ascii: "#") {
          bytes[index] = 0x20
          atLineStart = false
        } else if byte != 0x20, byte != 0x09 {
          atLineStart = false
        }
      }
    }
    return SourceComment(
      text: String(decoding: bytes, as: UTF8.self),
      position: position(ofByteOffset: comment.bytes.lowerBound),
      endPosition: position(ofByteOffset: comment.bytes.upperBound), textRange: text)
  }

  /// Whether `needle` occurs in `haystack`.
  private static func mentions(_ needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Bool {
    guard let first = needle.first, haystack.count >= needle.count else { return false }
    var index = haystack.startIndex
    let last = haystack.endIndex - needle.count
    while index <= last {
      if haystack[index] == first, haystack[index..<(index + needle.count)].elementsEqual(needle) {
        return true
      }
      index += 1
    }
    return false
  }
}
