import KeyboardTraitsLint

/// Accumulates SVG elements with integer coordinates, in as few elements as the picture allows:
/// every HTML report embeds its drawings, so fewer elements are fewer bytes to send and to decode.
///
/// Rectangles of one fill become one `<path>`, placed where that fill was first used (every
/// drawing here either keeps same-fill shapes apart or wants them at the same depth, such as
/// key shadows under key faces). Text is drawn after all shapes; one-character labels on the
/// same baseline, size and colour become one `<text>` with a list of x positions (each
/// character then centred on its own x).
struct SVGCanvas {
  private enum Item {
    case path(fill: String, data: String)
    case element(String)
  }

  private var items: [Item] = []
  private var texts: [(key: String, xs: [Int], characters: String, element: String?)] = []

  /// The elements drawn so far, shapes first.
  var output: String {
    var output = ""
    for item in items {
      switch item {
      case .path(let fill, let data): output += "<path d=\"\(data)\" fill=\"\(fill)\"/>"
      case .element(let element): output += element
      }
    }
    for text in texts {
      if let element = text.element {
        output += element
      } else {
        let xs = text.xs.map(String.init).joined(separator: " ")
        output += "<text x=\"\(xs)\" \(text.key)>\(HTMLEscaping.text(text.characters))</text>"
      }
    }
    return output
  }

  mutating func background(height: Int) {
    rect(x: 0, y: 0, width: KeyboardDrawing.width, height: height, fill: "#d1d4d9", radius: 8)
  }

  mutating func rect(x: Int, y: Int, width: Int, height: Int, fill: String, radius: Int = 5) {
    let r = min(radius, width / 2, height / 2)
    let data =
      r == 0
      ? "M\(x) \(y)h\(width)v\(height)h-\(width)z"
      : "M\(x + r) \(y)h\(width - 2 * r)a\(r) \(r) 0 0 1 \(r) \(r)v\(height - 2 * r)"
        + "a\(r) \(r) 0 0 1 -\(r) \(r)h-\(width - 2 * r)a\(r) \(r) 0 0 1 -\(r) -\(r)"
        + "v-\(height - 2 * r)a\(r) \(r) 0 0 1 \(r) -\(r)z"
    for index in items.indices {
      if case .path(fill, let existing) = items[index] {
        items[index] = .path(fill: fill, data: existing + data)
        return
      }
    }
    items.append(.path(fill: fill, data: data))
  }

  /// An element drawn as it is, above the shapes before it.
  mutating func element(_ markup: String) {
    items.append(.element(markup))
  }

  mutating func circle(cx: Int, cy: Int, radius: Int, fill: String, stroke: String? = nil) {
    let outline = stroke.map { " stroke=\"\($0)\" stroke-width=\"2\"" } ?? ""
    element(
      "<circle cx=\"\(cx)\" cy=\"\(cy)\" r=\"\(radius)\" fill=\"\(fill)\"\(outline)/>")
  }

  mutating func text(
    _ value: String, x: Int, y: Int, size: Int, color: String = "#000000",
    extra: String = ""
  ) {
    // Black is SVG's default fill, so it is left out.
    let fill = color == "#000000" ? "" : " fill=\"\(color)\""
    let key = "y=\"\(y)\" font-size=\"\(size)\"\(fill)\(extra)"
    guard value.count == 1 else {
      let element = "<text x=\"\(x)\" \(key)>" + HTMLEscaping.text(value) + "</text>"
      texts.append((key: key, xs: [], characters: "", element: element))
      return
    }
    if let index = texts.firstIndex(where: { $0.key == key && $0.element == nil }) {
      texts[index].xs.append(x)
      texts[index].characters += value
    } else {
      texts.append((key: key, xs: [x], characters: value, element: nil))
    }
  }

  mutating func polygon(_ points: [(Int, Int)], fill: String, stroke: String) {
    element(
      "<polygon points=\"\(Self.points(points))\" fill=\"\(fill)\" stroke=\"\(stroke)\" "
        + "stroke-width=\"1.5\" stroke-linejoin=\"round\"/>")
  }

  mutating func polyline(_ points: [(Int, Int)], stroke: String) {
    element(
      "<polyline points=\"\(Self.points(points))\" fill=\"none\" stroke=\"\(stroke)\" "
        + "stroke-width=\"2.5\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>")
  }

  /// Straight strokes, drawn as one path.
  mutating func lines(
    _ segments: [((Int, Int), (Int, Int))], stroke: String = "#000000", width: String = "1.5"
  ) {
    let data = segments.map { "M\($0.0.0) \($0.0.1)L\($0.1.0) \($0.1.1)" }.joined()
    element(
      "<path d=\"\(data)\" stroke=\"\(stroke)\" stroke-width=\"\(width)\" "
        + "stroke-linecap=\"round\"/>")
  }

  /// Round-capped strokes along an SVG path (`M`, `L`, `A`… with integer coordinates), as one
  /// element: an icon.
  mutating func stroke(_ data: String, color: String, width: String = "2.5") {
    element(
      "<path d=\"\(data)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(width)\" "
        + "stroke-linecap=\"round\" stroke-linejoin=\"round\"/>")
  }

  /// A key: shadow, face, centred label.
  mutating func key(
    x: Int, y: Int, width: Int, label: String, fill: String = "#ffffff",
    textColor: String = "#000000", fontSize: Int = 22
  ) {
    rect(x: x, y: y + 1, width: width, height: 40, fill: "#898a8d")
    rect(x: x, y: y, width: width, height: 40, fill: fill)
    let baseline = y + 20 + fontSize * 7 / 20
    text(label, x: x + width / 2, y: baseline, size: fontSize, color: textColor)
  }

  /// Eight hex digits of the 32-bit FNV-1a hash of `text`'s UTF-8 bytes, for drawing ids.
  static func hash(_ text: String) -> String {
    var hash: UInt32 = 0x811c_9dc5
    for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
    let digits = Array("0123456789abcdef")
    return String((0..<8).map { digits[Int(hash >> UInt32(28 - $0 * 4) & 0xF)] })
  }

  private static func points(_ points: [(Int, Int)]) -> String {
    points.map { "\($0.0),\($0.1)" }.joined(separator: " ")
  }
}
