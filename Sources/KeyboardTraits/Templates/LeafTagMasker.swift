/// Masks Leaf tags (Vapor's Leaf 4): `#(value)` prints, `#name(…)` with a balanced parameter list
/// and an optional `:` that opens a body, and the bodiless `#else:` and `#endname`. A `#` not
/// followed by one of these (`href="#top"`, `color: #fff`) is text, and `\#` is a literal `#`.
struct LeafTagMasker {
  /// Tags that control the template rather than print.
  static let controlTags: Set<String> = [
    "if", "elseif", "for", "while", "extend", "export", "import", "unless", "evaluate",
  ]

  func run(_ buffer: inout MaskingBuffer) {
    var index = 0
    while let hash = buffer.firstIndex(of: UInt8(ascii: "#"), from: index, to: buffer.count) {
      index = hash + 1
      if hash > 0, buffer.mask.text[hash - 1] == UInt8(ascii: "\\") { continue }
      let nameEnd = buffer.identifierEnd(from: hash + 1)
      let name = buffer.originalString((hash + 1)..<nameEnd)
      if nameEnd < buffer.count, buffer.mask.text[nameEnd] == UInt8(ascii: "("),
        let close = buffer.balancedEnd(
          from: nameEnd, opener: UInt8(ascii: "("), closer: UInt8(ascii: ")"))
      {
        var end = close
        if end < buffer.count, buffer.mask.text[end] == UInt8(ascii: ":") { end += 1 }
        let prints = name.isEmpty || !Self.controlTags.contains(name)
        buffer.blankTag(hash..<end, kind: prints ? .output : .logic)
        index = end
      } else if name == "else"
        || (name.hasPrefix("end") && Self.controlTags.contains(String(name.dropFirst(3))))
      {
        var end = nameEnd
        if end < buffer.count, buffer.mask.text[end] == UInt8(ascii: ":") { end += 1 }
        buffer.blank(hash..<end, kind: .logic)
        index = end
      }
    }
  }
}
