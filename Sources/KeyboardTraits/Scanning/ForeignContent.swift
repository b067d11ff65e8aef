/// SVG and MathML in an HTML page, as the HTML5 tree builder places them (WHATWG HTML
/// §13.2.6.5, "the rules for parsing tokens in foreign content"): libxml2 2.9.14 knows neither
/// and nests an `<input>` inside `<svg>` as an HTML control, where a browser makes it an SVG
/// element that is no field.
enum ForeignContent {
  enum Namespace { case html, svg, math }

  /// The namespace of a start tag `name` whose parent is `parent` (its namespace, and whether
  /// its children are HTML); `breakOut` is called when the tag leaves foreign content.
  static func namespace(
    of name: String, attributes: [RawAttribute], parent: (Namespace, Bool)?,
    breakOut: () -> Void
  ) -> Namespace {
    guard let (parentNamespace, childrenAreHTML) = parent, !childrenAreHTML else {
      return name == "svg" ? .svg : name == "math" ? .math : .html
    }
    if breaksOut(name, attributes: attributes) {
      breakOut()
      return name == "svg" ? .svg : name == "math" ? .math : .html
    }
    return name == "svg" ? .svg : name == "math" ? .math : parentNamespace
  }

  /// Whether the children of an element are parsed as HTML: HTML elements, and the HTML
  /// integration points (SVG `foreignObject`, `desc`, `title`; MathML `annotation-xml` with an
  /// HTML encoding) and MathML text integration points (`mi`, `mo`, `mn`, `ms`, `mtext`).
  static func childrenAreHTML(
    _ name: String, namespace: Namespace, attributes: [RawAttribute]
  ) -> Bool {
    switch namespace {
    case .html: return true
    case .svg: return ["foreignobject", "desc", "title"].contains(name)
    case .math:
      if ["mi", "mo", "mn", "ms", "mtext"].contains(name) { return true }
      guard name == "annotation-xml",
        let encoding = attributes.first(where: { $0.name == "encoding" })?.value
      else { return false }
      let lowered = encoding.asciiLowercased()
      return lowered == "text/html" || lowered == "application/xhtml+xml"
    }
  }

  /// The start tags that end foreign content (and `font` with `color`, `face` or `size`).
  private static func breaksOut(_ name: String, attributes: [RawAttribute]) -> Bool {
    if name == "font" {
      return attributes.contains { ["color", "face", "size"].contains($0.name) }
    }
    return breakingTags.contains(name)
  }

  private static let breakingTags: Set<String> = [
    "b", "big", "blockquote", "body", "br", "center", "code", "dd", "div", "dl", "dt", "em",
    "embed", "h1", "h2", "h3", "h4", "h5", "h6", "head", "hr", "i", "img", "li", "listing",
    "menu", "meta", "nobr", "ol", "p", "pre", "ruby", "s", "small", "span", "strong", "strike",
    "sub", "sup", "table", "tt", "u", "ul", "var",
  ]
}
