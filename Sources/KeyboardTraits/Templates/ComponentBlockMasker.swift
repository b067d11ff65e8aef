/// Masks the parts of a component file that are not markup: everything outside a Vue single-file
/// component's top-level `<template>` (its tags included), the `<script>` and `<style>` blocks of
/// Svelte and Astro components, and Astro's front matter (`---` … `---` at the top).
enum ComponentBlockMasker {
  /// Keeps only the content of the first top-level `<template>` (matching nested `<template>`
  /// tags); a component without one has no markup to scan.
  static func keepVueTemplate(_ buffer: inout MaskingBuffer) {
    var index = 0
    while let open = buffer.firstIndex(of: UInt8(ascii: "<"), from: index, to: buffer.count) {
      if buffer.matches(Array("<!--".utf8), at: open) {
        index = buffer.find(Array("-->".utf8), from: open + 4).map { $0 + 3 } ?? buffer.count
        continue
      }
      let nameStart = open + 1
      guard nameStart < buffer.count, MaskingBuffer.isLetter(buffer.mask.text[nameStart]) else {
        index = open + 1
        continue
      }
      let name = tagName(buffer, at: nameStart)
      guard let tagEnd = startTagEnd(buffer, from: nameStart) else { break }
      if name == "template" {
        let content = (tagEnd + 1)..<matchingTemplateClose(buffer, from: tagEnd + 1)
        buffer.blank(0..<content.lowerBound, kind: .logic)
        buffer.blank(content.upperBound..<buffer.count, kind: .logic)
        return
      }
      // Another block (`<script>`, `<style>`, `<i18n>`): skip to its end tag.
      index = endTagEnd(buffer, of: name, from: tagEnd + 1)
    }
    buffer.blank(0..<buffer.count, kind: .logic)
  }

  /// Masks every `<script>` and `<style>` element, tags included.
  static func maskScriptsAndStyles(_ buffer: inout MaskingBuffer) {
    var index = 0
    while let open = buffer.firstIndex(of: UInt8(ascii: "<"), from: index, to: buffer.count) {
      index = open + 1
      for name in ["script", "style"]
      where buffer.matchesCaseInsensitive(Array(name.utf8), at: open + 1)
        && isNameEnd(buffer, at: open + 1 + name.utf8.count)
      {
        guard let tagEnd = startTagEnd(buffer, from: open + 1) else { return }
        let end = endTagEnd(buffer, of: name, from: tagEnd + 1)
        buffer.blank(open..<end, kind: .logic)
        index = end
      }
    }
  }

  /// Masks Astro's front matter: a `---` line at the top (after blank lines) to the next one.
  static func maskFrontMatter(_ buffer: inout MaskingBuffer) {
    let start = buffer.skipWhitespace(from: 0)
    let fence = Array("---".utf8)
    guard buffer.matches(fence, at: start) else { return }
    var index = start + 3
    while let newline = buffer.firstIndex(of: 0x0A, from: index, to: buffer.count) {
      let line = newline + 1
      if buffer.matches(fence, at: line) {
        var end = line + 3
        while end < buffer.count, buffer.mask.text[end] != 0x0A { end += 1 }
        buffer.blank(start..<end, kind: .logic)
        return
      }
      index = line
    }
  }

  // MARK: Tags

  /// The lower-case tag name at `start`.
  static func tagName(_ buffer: MaskingBuffer, at start: Int) -> String {
    var end = start
    while end < buffer.count, !isNameEnd(buffer, at: end) { end += 1 }
    return buffer.originalString(start..<end).asciiLowercased()
  }

  static func isNameEnd(_ buffer: MaskingBuffer, at index: Int) -> Bool {
    guard index < buffer.count else { return true }
    let byte = buffer.mask.text[index]
    return HTMLBytes.isWhitespace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
  }

  /// The offset of the `>` that ends the start tag whose name starts at `start`: quoted values
  /// (after `=`) may hold `>`.
  static func startTagEnd(_ buffer: MaskingBuffer, from start: Int) -> Int? {
    var index = start
    var afterEquals = false
    let text = buffer.mask.text
    while index < buffer.count {
      let byte = text[index]
      if byte == UInt8(ascii: ">") { return index }
      if afterEquals, byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        guard let close = buffer.firstIndex(of: byte, from: index + 1, to: buffer.count) else {
          return nil
        }
        index = close + 1
        afterEquals = false
        continue
      }
      if byte == UInt8(ascii: "=") {
        afterEquals = true
      } else if !HTMLBytes.isWhitespace(byte) {
        afterEquals = false
      }
      index += 1
    }
    return nil
  }

  /// Just past the `>` of the first `</name` at or after `start`, or the end of the text.
  static func endTagEnd(_ buffer: MaskingBuffer, of name: String, from start: Int) -> Int {
    let closer = Array("</\(name)".utf8)
    var index = start
    while let open = buffer.firstIndex(of: UInt8(ascii: "<"), from: index, to: buffer.count) {
      if buffer.matchesCaseInsensitive(closer, at: open),
        isNameEnd(buffer, at: open + closer.count)
      {
        return buffer.firstIndex(of: UInt8(ascii: ">"), from: open, to: buffer.count).map {
          $0 + 1
        } ?? buffer.count
      }
      index = open + 1
    }
    return buffer.count
  }

  /// The `<` of the `</template>` that closes the template whose content starts at `start`.
  private static func matchingTemplateClose(_ buffer: MaskingBuffer, from start: Int) -> Int {
    var depth = 1
    var index = start
    let opener = Array("<template".utf8)
    let closer = Array("</template".utf8)
    while let open = buffer.firstIndex(of: UInt8(ascii: "<"), from: index, to: buffer.count) {
      if buffer.matchesCaseInsensitive(closer, at: open), isNameEnd(buffer, at: open + 10) {
        depth -= 1
        if depth == 0 { return open }
      } else if buffer.matchesCaseInsensitive(opener, at: open), isNameEnd(buffer, at: open + 9) {
        depth += 1
      }
      index = open + 1
    }
    return buffer.count
  }
}
