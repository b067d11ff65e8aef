/// Masks `{…}` expressions in Svelte and Astro markup, balancing braces and skipping string
/// literals: `{name}`, `{#if x}`, `{:else}`, `{/if}`, `{@html x}`. HTML comments are left alone.
///
/// As an attribute value (`type={kind}`) the braces become quotes, so that libxml2 reads one
/// quoted, blank value rather than taking the next attribute as the value. In Astro an
/// expression may hold markup (`{show && <input …>}`, `{items.map((i) => <li>…</li>)}`): the
/// markup from its first tag to its last `>` is kept and scanned, the code around it masked.
struct BraceExpressionMasker {
  /// Whether expressions may contain markup (Astro's JSX).
  var allowsMarkup: Bool

  func run(_ buffer: inout MaskingBuffer) {
    var index = 0
    while let open = buffer.firstIndex(of: UInt8(ascii: "{"), from: index, to: buffer.count) {
      // Braces in an HTML comment are its text (a suppression directive's reason may hold one):
      // the compilers read no expression there.
      if let comment = buffer.find(Self.commentOpen, from: index, limit: open) {
        index = buffer.find(Self.commentClose, from: comment + 4).map { $0 + 3 } ?? buffer.count
        continue
      }
      guard
        let end = buffer.balancedEnd(
          from: open, opener: UInt8(ascii: "{"), closer: UInt8(ascii: "}"))
      else {
        index = open + 1
        continue
      }
      if isAttributeValue(buffer, braceAt: open) {
        buffer.blank(open..<end, kind: .output)
        buffer.mask.text[open] = UInt8(ascii: "\"")
        buffer.mask.text[end - 1] = UInt8(ascii: "\"")
        index = end
        continue
      }
      if allowsMarkup, let markup = markup(buffer, inside: (open + 1)..<(end - 1)) {
        buffer.blank(open..<markup.lowerBound, kind: .logic)
        buffer.blank(markup.upperBound..<end, kind: .logic)
        index = markup.lowerBound  // nested expressions in the markup are masked in turn
        continue
      }
      buffer.blank(open..<end, kind: kind(buffer, braceAt: open))
      index = end
    }
  }

  private static let commentOpen = Array("<!--".utf8)
  private static let commentClose = Array("-->".utf8)

  /// Svelte's block tags (`{#…}`, `{:…}`, `{/…}`) and `{@const}`, `{@debug}` are logic.
  private func kind(_ buffer: MaskingBuffer, braceAt open: Int) -> TemplateMask.Kind {
    let next = buffer.skipWhitespace(from: open + 1)
    guard next < buffer.count else { return .logic }
    switch buffer.mask.text[next] {
    case UInt8(ascii: "#"), UInt8(ascii: ":"), UInt8(ascii: "/"): return .logic
    case UInt8(ascii: "@"):
      return buffer.matches(Array("@html".utf8), at: next) ? .output : .logic
    default: return .output
    }
  }

  /// Whether the `{` at `open` follows `=` (spaces allowed): an attribute's value.
  private func isAttributeValue(_ buffer: MaskingBuffer, braceAt open: Int) -> Bool {
    var index = open - 1
    while index >= 0, HTMLBytes.isWhitespace(buffer.mask.text[index]) { index -= 1 }
    return index >= 0 && buffer.mask.text[index] == UInt8(ascii: "=")
  }

  /// From the first `<` that opens a tag (`<a`, `</a`, `<>`) to just past the last `>`.
  private func markup(_ buffer: MaskingBuffer, inside span: Range<Int>) -> Range<Int>? {
    var first: Int?
    var index = span.lowerBound
    while index < span.upperBound {
      let byte = buffer.mask.text[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "`"),
        first == nil, let end = buffer.stringEnd(from: index, limit: span.upperBound)
      {
        index = end
        continue
      }
      if byte == UInt8(ascii: "<"), index + 1 < span.upperBound {
        let next = buffer.mask.text[index + 1]
        if MaskingBuffer.isLetter(next) || next == UInt8(ascii: "/") || next == UInt8(ascii: ">") {
          first = index
          break
        }
      }
      index += 1
    }
    guard let first else { return nil }
    var last = span.upperBound - 1
    while last > first, buffer.mask.text[last] != UInt8(ascii: ">") { last -= 1 }
    return last > first ? first..<(last + 1) : nil
  }
}
