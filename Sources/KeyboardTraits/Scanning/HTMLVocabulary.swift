import Foundation

/// Element sets from the HTML standard that the builder needs.
enum HTMLVocabulary {
  enum RawTextKind { case untilEndTag, untilEndOfFile }

  /// What the builder does with an element.
  enum ElementRole {
    case other, form, field, button, label, base, template, link, iframe, summary, media
    /// Labelable but not a field or button (`meter`, `output`, `progress`).
    case labelable
  }

  /// Everything the builder needs to know about an element name, found with one lookup.
  struct ElementInfo {
    var role: ElementRole = .other
    var isPhrasing = false
    /// Its text is not label text (the options of `select` and `datalist`).
    var suppressesText = false
    var rawText: RawTextKind?

    /// Fields, forms, labels and buttons: their attribute names are read from the tag as
    /// written where libxml2 names them otherwise (``WrittenAttributes``).
    var takesAttributeNamesFromTag: Bool {
      switch role {
      case .field, .form, .label, .button: return true
      default: return false
      }
    }
  }

  /// The facts for `name` (lower-case, as libxml2 reports it).
  static func info(for name: String) -> ElementInfo {
    elementInfo[name] ?? ElementInfo()
  }

  private static let elementInfo = NameTable<ElementInfo>(
    {
      var table: [String: ElementInfo] = [:]
      let roles: [String: ElementRole] = [
        "form": .form, "input": .field, "textarea": .field, "select": .field,
        "button": .button, "label": .label, "base": .base, "template": .template, "a": .link,
        "area": .link, "iframe": .iframe, "summary": .summary, "audio": .media, "video": .media,
        "meter": .labelable, "output": .labelable, "progress": .labelable,
      ]
      for (name, role) in roles { table[name, default: ElementInfo()].role = role }
      for name in ["select", "datalist"] {
        table[name, default: ElementInfo()].suppressesText = true
      }
      for name in phrasingElements { table[name, default: ElementInfo()].isPhrasing = true }
      for (name, kind) in rawTextElements { table[name, default: ElementInfo()].rawText = kind }
      return table
    }())

  /// Elements whose content browsers tokenize as text: RCDATA (`textarea`, `title`), raw text
  /// (`script`, `style`, `xmp`, `iframe`, `noembed`, `noframes`, and `noscript` with scripting
  /// on, as in Safari and Chrome) and `plaintext`, which never ends.
  static let rawTextElements: [String: RawTextKind] = [
    "textarea": .untilEndTag, "title": .untilEndTag, "script": .untilEndTag,
    "style": .untilEndTag, "xmp": .untilEndTag, "iframe": .untilEndTag, "noembed": .untilEndTag,
    "noframes": .untilEndTag, "noscript": .untilEndTag, "plaintext": .untilEndOfFile,
  ]

  /// Phrasing elements: no word break at their edges when label text is collected.
  static let phrasingElements: Set<String> = [
    "a", "abbr", "b", "bdi", "bdo", "cite", "code", "data", "dfn", "em", "font", "i", "kbd",
    "label", "mark", "q", "s", "samp", "small", "span", "strong", "sub", "sup", "time", "u", "var",
  ]

  /// The elements of the HTML standard's index of elements, the SVG and MathML roots, and names
  /// pages still write often (`font`, `center`, and SVG's `path`, `g` and `use`): the names
  /// libxml2 reports that the parser bridge hands over without making a new `String`.
  static let elementNames: Set<String> = [
    "a", "abbr", "address", "area", "article", "aside", "audio", "b", "base", "bdi", "bdo",
    "blockquote", "body", "br", "button", "canvas", "caption", "cite", "code", "col", "colgroup",
    "data", "datalist", "dd", "del", "details", "dfn", "dialog", "div", "dl", "dt", "em", "embed",
    "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6",
    "head", "header", "hgroup", "hr", "html", "i", "iframe", "img", "input", "ins", "kbd",
    "label", "legend", "li", "link", "main", "map", "mark", "math", "menu", "meta", "meter",
    "nav", "noscript", "object", "ol", "optgroup", "option", "output", "p", "picture", "pre",
    "progress", "q", "rp", "rt", "ruby", "s", "samp", "script", "search", "section", "select",
    "slot", "small", "source", "span", "strong", "style", "sub", "summary", "sup", "svg", "table",
    "tbody", "td", "template", "textarea", "tfoot", "th", "thead", "time", "title", "tr",
    "track", "u", "ul", "var", "video", "wbr", "font", "center", "path", "g", "use",
  ]

  /// HTML5 elements libxml2 2.9.14 does not know (it reports "Tag … invalid" for them).
  static let html5Elements: Set<String> = [
    "article", "aside", "audio", "bdi", "canvas", "data", "datalist", "details", "dialog",
    "figcaption", "figure", "footer", "header", "hgroup", "main", "mark", "menu", "meter", "nav",
    "output", "picture", "progress", "rp", "rt", "ruby", "search", "section", "slot", "source",
    "summary", "svg", "template", "time", "track", "video", "wbr", "math", "foreignobject", "path",
    "g", "use", "symbol", "circle", "rect", "line", "polyline", "polygon", "ellipse", "defs",
  ]
}

/// Byte-level helpers over decoded UTF-8 source.
enum HTMLBytes {
  /// HTML whitespace: tab, LF, FF, CR, space.
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
  }

  /// The offset of the first `<` in `source[start..<end]` (`memchr`, which the builder runs
  /// over most of every page).
  static func firstTagOpen(in source: [UInt8], from start: Int, to end: Int) -> Int? {
    source.firstOffset(of: UInt8(ascii: "<"), from: start, to: end)
  }

  /// Whether `name` (lower-case) is written at `index`, ASCII case-insensitively, followed by a
  /// byte that ends a tag name (whitespace, `/`, `>`) or the end of the buffer.
  static func matchesName(_ name: String, in source: [UInt8], at index: Int) -> Bool {
    name.withUTF8Chunk { name in
      let end = index + name.count
      guard source.matchesIgnoringASCIICase(at: index..<end, lowercased: name) else {
        return false
      }
      guard end < source.count else { return true }
      let next = source[end]
      return isWhitespace(next) || next == UInt8(ascii: "/") || next == UInt8(ascii: ">")
    }
  }

  /// Whether the start tag whose `<` is at `tagStart` ends with `/>` (a self-closing tag,
  /// which HTML ignores on all but void and foreign elements, and Svelte and Vue honour).
  static func isSelfClosed(_ source: [UInt8], tagStart: Int) -> Bool {
    endsSelfClosed(source, tagEnd: TagAttributeLocator.tagEnd(in: source, tagStart: tagStart))
  }

  /// Whether the start tag that ends just before `tagEnd` ends with `/>`.
  static func endsSelfClosed(_ source: [UInt8], tagEnd end: Int) -> Bool {
    end >= 2 && source[end - 1] == UInt8(ascii: ">") && source[end - 2] == UInt8(ascii: "/")
  }
}
