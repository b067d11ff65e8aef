import KeyboardTraits
import KeyboardTraitsLint

/// An SVG drawing of what an iPhone shows when a field is focused: the keyboard layout with its
/// return key labelled as iOS labels it and the shift state at the start of the field, or the
/// picker, panel or nothing that appears instead.
///
/// Drawings are deterministic (integer coordinates, no randomness), self-contained (presentation
/// attributes, no external fonts or images) and valid XML. Keyboards and pickers carry their
/// caption as a line of text under the drawing; the short no-keyboard drawings say it inside.
///
/// A value is the drawing's identity: a return key the layout does not show and a shift state
/// without a shift key are dropped when it is made, so two values are equal exactly when they
/// draw the same picture. The HTML report holds each distinct value once, as an image in its
/// stylesheet (``image``, named by ``id``), which every field's picture (``FieldKeyboards``)
/// paints.
public struct KeyboardDrawing: Sendable, Hashable, Identifiable {
  /// What is drawn.
  public enum Layout: String, Sendable, Hashable, CaseIterable {
    /// The default QWERTY keyboard.
    case qwerty
    /// QWERTY with `@` and `.` beside a short space bar.
    case email
    /// QWERTY with `.`, `/` and `.com` instead of a space bar.
    case url
    /// QWERTY with a space bar and `.`.
    case webSearch
    /// The 123 layer: digits and punctuation.
    case numbersAndPunctuation
    /// Digits 0–9 with letters under them, no return key.
    case numberPad
    /// The dial pad with `+*#`.
    case phonePad
    /// Digits with the decimal separator.
    case decimalPad
    /// The wheel picker of a `<select>`.
    case picker
    /// The calendar of a date or date-and-time input.
    case datePicker
    /// The month and year wheels of `type=month`.
    case monthPicker
    /// The week and year wheels of `type=week`.
    case weekPicker
    /// The time wheels of `type=time`.
    case timePicker
    /// The colour grid of `type=color`.
    case colorPicker
    /// The menu of a file input.
    case fileUpload
    /// Nothing slides up (hidden, checkbox, read-only, `inputmode=none`…).
    case noKeyboard
    /// The field is disabled and cannot be focused.
    case disabled
  }

  /// The shift key at the start of the field.
  public enum Shift: String, Sendable, Hashable, CaseIterable {
    /// Lower-case letters (`autocapitalize` none).
    case off
    /// Shift on for the first letter (sentences, words).
    case on
    /// Caps lock (all characters).
    case capsLock
  }

  /// The drawing's width in CSS pixels (an iPhone SE keyboard is 320 points wide).
  public static let width = 320
  /// The height of a keyboard or picker, without its caption.
  public static let keyboardHeight = 216
  /// The height of the caption line under a keyboard or picker.
  public static let captionHeight = 22
  /// The height of the short "no keyboard" and "disabled" drawings.
  public static let placeholderHeight = 72

  /// What is drawn.
  public var layout: Layout
  /// The return key (shown on the letter and 123 layouts; iOS pads have none).
  public var returnKey: IOSReturnKeyType
  /// The shift key state (letter layouts only).
  public var shift: Shift
  /// What the drawing shows, for its `<title>` and the no-keyboard text.
  public var caption: String

  /// Creates a drawing. A return key or shift state the layout does not show is dropped
  /// (`.default`, `.off`), so that equal pictures are equal values.
  public init(
    layout: Layout, returnKey: IOSReturnKeyType = .default, shift: Shift = .off,
    caption: String? = nil
  ) {
    self.layout = layout
    self.returnKey = Self.showsReturnKey(layout) ? returnKey : .default
    self.shift = Self.showsShiftKey(layout) ? shift : .off
    self.caption = caption ?? layout.rawValue
  }

  /// The drawing for a field with these traits.
  public init(traits: IOSTraits) {
    let shift: Shift
    switch traits.autocapitalizationType {
    case .none: shift = .off
    case .words, .sentences: shift = .on
    case .allCharacters: shift = .capsLock
    }
    self.init(
      layout: Self.layout(for: traits), returnKey: traits.returnKeyType, shift: shift,
      caption: traits.keyboardDescription)
  }

  /// The layout iOS shows for `traits`.
  public static func layout(for traits: IOSTraits) -> Layout {
    switch traits.presentation {
    case .keyboard:
      switch traits.keyboardType {
      case .default: return .qwerty
      case .emailAddress: return .email
      case .URL: return .url
      case .webSearch: return .webSearch
      case .numbersAndPunctuation: return .numbersAndPunctuation
      case .numberPad: return .numberPad
      case .phonePad: return .phonePad
      case .decimalPad: return .decimalPad
      }
    case .none, .notEditable: return .noKeyboard
    case .select: return .picker
    case .datePicker:
      switch traits.elementType {
      case .time: return .timePicker
      case .month: return .monthPicker
      case .week: return .weekPicker
      default: return .datePicker
      }
    case .colorPicker: return .colorPicker
    case .fileUpload: return .fileUpload
    case .disabled: return .disabled
    }
  }

  /// Whether the layout has a return key.
  public var hasReturnKey: Bool { Self.showsReturnKey(layout) }

  /// Whether the layout shows letters (and so a shift key).
  public var hasShiftKey: Bool { Self.showsShiftKey(layout) }

  private static func showsReturnKey(_ layout: Layout) -> Bool {
    [.qwerty, .email, .url, .webSearch, .numbersAndPunctuation].contains(layout)
  }

  private static func showsShiftKey(_ layout: Layout) -> Bool {
    [.qwerty, .email, .url, .webSearch].contains(layout)
  }

  /// Whether this is one of the short drawings for fields that show nothing.
  public var isPlaceholder: Bool { layout == .noKeyboard || layout == .disabled }

  /// The drawing's height, caption included.
  public var height: Int {
    isPlaceholder ? Self.placeholderHeight : Self.keyboardHeight + Self.captionHeight
  }

  /// A one-line description: the caption, the return key and the shift state.
  public var title: String {
    var parts = [caption]
    if hasReturnKey { parts.append("return key \u{201C}\(returnKey.label)\u{201D}") }
    if hasShiftKey {
      switch shift {
      case .off: parts.append("lower case")
      case .on: parts.append("shift on")
      case .capsLock: parts.append("caps lock")
      }
    }
    if [.numberPad, .phonePad, .decimalPad].contains(layout) { parts.append("no return key") }
    return parts.joined(separator: ", ")
  }

  /// A standalone SVG element with the drawing.
  public var svg: String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.width)\" height=\"\(height)\" "
      + "\(viewBox) role=\"img\" class=\"kb\" data-layout=\"\(layout.rawValue)\">"
      + content + "</svg>"
  }

  /// `kb-` and eight hex digits of a hash of the layout, return key, shift state and caption:
  /// the name of the drawing's ``image`` in the HTML report's stylesheet.
  public var id: String {
    "kb-" + SVGCanvas.hash("\(layout.rawValue)|\(returnKey.rawValue)|\(shift.rawValue)|\(caption)")
  }

  /// The drawing (``svg``) as a CSS image, `url("data:image/svg+xml,…")`. A browser decodes it
  /// once however many fields paint it, and draws it only where it is on screen.
  public var image: String { CSSEscaping.svgImage(svg) }

  private var viewBox: String { "viewBox=\"0 0 \(Self.width) \(height)\"" }

  /// The title, the drawing and its caption line.
  private var content: String {
    var canvas = SVGCanvas()
    switch layout {
    case .qwerty, .email, .url, .webSearch: drawLetters(&canvas)
    case .numbersAndPunctuation: drawNumbersAndPunctuation(&canvas)
    case .numberPad, .phonePad, .decimalPad: drawPad(&canvas)
    case .picker: drawPicker(&canvas)
    case .datePicker: drawCalendar(&canvas)
    case .monthPicker: drawMonthWheels(&canvas)
    case .weekPicker: drawWeekWheels(&canvas)
    case .timePicker: drawTimeWheels(&canvas)
    case .colorPicker: drawColorGrid(&canvas)
    case .fileUpload: drawFileMenu(&canvas)
    case .noKeyboard, .disabled: drawPlaceholder(&canvas)
    }
    if !isPlaceholder {
      canvas.text(
        title, x: 0, y: Self.keyboardHeight + 16, size: 12, color: "#6e6e73",
        extra: " text-anchor=\"start\"")
    }
    return "<title>\(HTMLEscaping.text(title))</title>"
      + "<g font-family=\"\(Self.fontFamily)\" text-anchor=\"middle\">"
      + canvas.output + "</g>"
  }

  // MARK: Colours and metrics

  static let fontFamily = "-apple-system, system-ui, Helvetica, Arial, sans-serif"
  private static let background = "#d1d4d9"
  private static let letterKey = "#ffffff"
  private static let functionKey = "#abb0ba"
  private static let keyShadow = "#898a8d"
  private static let ink = "#000000"
  private static let blue = "#007aff"

  private static let rowTop = [10, 64, 118, 172]
  private static let keyHeight = 40

  // MARK: Letter layouts

  private func drawLetters(_ canvas: inout SVGCanvas) {
    canvas.background(height: Self.keyboardHeight)
    let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map { row in
      row.map { shift == .off ? String($0) : $0.uppercased() }
    }
    for (index, letter) in rows[0].enumerated() {
      canvas.key(x: 2 + index * 32, y: Self.rowTop[0], width: 28, label: letter)
    }
    for (index, letter) in rows[1].enumerated() {
      canvas.key(x: 18 + index * 32, y: Self.rowTop[1], width: 28, label: letter)
    }
    drawShift(&canvas, x: 2, y: Self.rowTop[2])
    for (index, letter) in rows[2].enumerated() {
      canvas.key(x: 50 + index * 32, y: Self.rowTop[2], width: 28, label: letter)
    }
    drawDelete(&canvas, x: 276, y: Self.rowTop[2], width: 42, keyed: true)
    let y = Self.rowTop[3]
    canvas.key(x: 2, y: y, width: 40, label: "123", fill: Self.functionKey, fontSize: 15)
    switch layout {
    case .email:
      canvas.key(x: 46, y: y, width: 106, label: "space", fontSize: 15)
      canvas.key(x: 156, y: y, width: 38, label: "@")
      canvas.key(x: 198, y: y, width: 38, label: ".")
    case .url:
      canvas.key(x: 46, y: y, width: 38, label: ".")
      canvas.key(x: 88, y: y, width: 38, label: "/")
      canvas.key(x: 130, y: y, width: 106, label: ".com", fontSize: 17)
    case .webSearch:
      canvas.key(x: 46, y: y, width: 150, label: "space", fontSize: 15)
      canvas.key(x: 200, y: y, width: 36, label: ".")
    default:
      canvas.key(x: 46, y: y, width: 190, label: "space", fontSize: 15)
    }
    drawReturn(&canvas)
  }

  private func drawShift(_ canvas: inout SVGCanvas, x: Int, y: Int) {
    let active = shift != .off
    canvas.rect(x: x, y: y + 1, width: 42, height: Self.keyHeight, fill: Self.keyShadow)
    canvas.rect(
      x: x, y: y, width: 42, height: Self.keyHeight,
      fill: active ? Self.letterKey : Self.functionKey)
    let cx = x + 21
    let cy = y + 19
    let arrow = [
      (cx, cy - 10), (cx + 10, cy + 1), (cx + 4, cy + 1), (cx + 4, cy + 8), (cx - 4, cy + 8),
      (cx - 4, cy + 1), (cx - 10, cy + 1),
    ]
    canvas.polygon(arrow, fill: active ? Self.ink : "none", stroke: Self.ink)
    if shift == .capsLock {
      canvas.rect(x: cx - 5, y: cy + 11, width: 10, height: 3, fill: Self.ink, radius: 0)
    }
  }

  private func drawDelete(_ canvas: inout SVGCanvas, x: Int, y: Int, width: Int, keyed: Bool) {
    if keyed {
      canvas.rect(x: x, y: y + 1, width: width, height: Self.keyHeight, fill: Self.keyShadow)
      canvas.rect(x: x, y: y, width: width, height: Self.keyHeight, fill: Self.functionKey)
    }
    let cx = x + width / 2
    let cy = y + (keyed ? 20 : 23)
    let outline = [
      (cx - 12, cy), (cx - 5, cy - 8), (cx + 11, cy - 8), (cx + 11, cy + 8),
      (cx - 5, cy + 8),
    ]
    canvas.polygon(outline, fill: "none", stroke: Self.ink)
    canvas.lines([((cx - 1, cy - 4), (cx + 7, cy + 4)), ((cx + 7, cy - 4), (cx - 1, cy + 4))])
  }

  private func drawReturn(_ canvas: inout SVGCanvas) {
    let prominent = returnKey != .default && returnKey != .next
    canvas.key(
      x: 240, y: Self.rowTop[3], width: 78, label: returnKey.label,
      fill: prominent ? Self.blue : Self.functionKey, textColor: prominent ? "#ffffff" : Self.ink,
      fontSize: 16)
  }

  // MARK: 123 layer

  private func drawNumbersAndPunctuation(_ canvas: inout SVGCanvas) {
    canvas.background(height: Self.keyboardHeight)
    for (index, label) in "1234567890".enumerated() {
      canvas.key(x: 2 + index * 32, y: Self.rowTop[0], width: 28, label: String(label))
    }
    for (index, label) in "-/:;()$&@\"".enumerated() {
      canvas.key(x: 2 + index * 32, y: Self.rowTop[1], width: 28, label: String(label))
    }
    canvas.key(
      x: 2, y: Self.rowTop[2], width: 42, label: "#+=", fill: Self.functionKey,
      fontSize: 15)
    for (index, label) in ".,?!'".enumerated() {
      canvas.key(x: 50 + index * 45, y: Self.rowTop[2], width: 40, label: String(label))
    }
    drawDelete(&canvas, x: 276, y: Self.rowTop[2], width: 42, keyed: true)
    canvas.key(
      x: 2, y: Self.rowTop[3], width: 40, label: "ABC", fill: Self.functionKey,
      fontSize: 15)
    canvas.key(x: 46, y: Self.rowTop[3], width: 190, label: "space", fontSize: 15)
    drawReturn(&canvas)
  }

  // MARK: Pads

  private func drawPad(_ canvas: inout SVGCanvas) {
    canvas.background(height: Self.keyboardHeight)
    let letters = ["", "ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"]
    let columns = [6, 110, 214]
    let rows = [8, 60, 112, 164]
    let showLetters = layout != .decimalPad
    for digit in 1...9 {
      let x = columns[(digit - 1) % 3]
      let y = rows[(digit - 1) / 3]
      padKey(
        &canvas, x: x, y: y, digit: String(digit), letters: showLetters ? letters[digit - 1] : "")
    }
    padKey(&canvas, x: columns[1], y: rows[3], digit: "0", letters: layout == .phonePad ? "+" : "")
    switch layout {
    case .phonePad:
      canvas.text("+ * #", x: columns[0] + 50, y: rows[3] + 29, size: 20)
    case .decimalPad:
      canvas.text(".", x: columns[0] + 50, y: rows[3] + 30, size: 28)
    default: break
    }
    drawDelete(&canvas, x: columns[2], y: rows[3], width: 100, keyed: false)
  }

  private func padKey(_ canvas: inout SVGCanvas, x: Int, y: Int, digit: String, letters: String) {
    canvas.rect(x: x, y: y + 1, width: 100, height: 46, fill: Self.keyShadow)
    canvas.rect(x: x, y: y, width: 100, height: 46, fill: Self.letterKey)
    if letters.isEmpty {
      canvas.text(digit, x: x + 50, y: y + 32, size: 26)
    } else {
      canvas.text(digit, x: x + 50, y: y + 27, size: 24)
      canvas.text(letters, x: x + 50, y: y + 40, size: 10, extra: " letter-spacing=\"2\"")
    }
  }

  // MARK: Pickers and panels

  /// The form assistant bar Safari shows above pickers: previous, next, Done.
  private func drawAssistantBar(_ canvas: inout SVGCanvas) {
    canvas.rect(x: 0, y: 0, width: Self.width, height: 40, fill: "#f4f5f7", radius: 0)
    canvas.polyline([(16, 24), (24, 16), (32, 24)], stroke: Self.blue)
    canvas.polyline([(48, 16), (56, 24), (64, 16)], stroke: Self.blue)
    canvas.text("Done", x: 288, y: 26, size: 16, color: Self.blue, extra: " font-weight=\"600\"")
    canvas.rect(x: 0, y: 40, width: Self.width, height: 1, fill: "#c8c7cc", radius: 0)
  }

  private func drawPicker(_ canvas: inout SVGCanvas) {
    canvas.rect(
      x: 0, y: 0, width: Self.width, height: Self.keyboardHeight, fill: "#e9eaee", radius: 8)
    drawAssistantBar(&canvas)
    canvas.rect(x: 12, y: 110, width: 296, height: 34, fill: "#d6d7dc", radius: 8)
    let rows: [(y: Int, width: Int, fill: String)] = [
      (60, 120, "#c7c7cc"), (88, 160, "#aeaeb2"), (122, 190, "#3c3c43"), (156, 150, "#aeaeb2"),
      (184, 110, "#c7c7cc"),
    ]
    for row in rows {
      canvas.rect(
        x: 160 - row.width / 2, y: row.y, width: row.width, height: 10, fill: row.fill,
        radius: 5)
    }
  }

  private func drawCalendar(_ canvas: inout SVGCanvas) {
    canvas.rect(
      x: 0, y: 0, width: Self.width, height: Self.keyboardHeight, fill: "#f4f5f7", radius: 8)
    canvas.text(
      "Month Year", x: 70, y: 24, size: 15, color: Self.ink, extra: " font-weight=\"600\"")
    canvas.polyline([(262, 12), (270, 20), (262, 28)], stroke: Self.blue)
    canvas.polyline([(238, 12), (230, 20), (238, 28)], stroke: Self.blue)
    for (index, day) in ["S", "M", "T", "W", "T", "F", "S"].enumerated() {
      canvas.text(day, x: 25 + index * 45, y: 50, size: 11, color: "#8e8e93")
    }
    for day in 1...31 {
      let cell = day + 1
      let x = 25 + (cell % 7) * 45
      let y = 74 + (cell / 7) * 28
      if day == 14 {
        canvas.circle(cx: x, cy: y - 5, radius: 13, fill: Self.blue)
        canvas.text(String(day), x: x, y: y, size: 15, color: "#ffffff")
      } else {
        canvas.text(String(day), x: x, y: y, size: 15, color: Self.ink)
      }
    }
  }

  private func drawTimeWheels(_ canvas: inout SVGCanvas) {
    drawWheels(
      &canvas,
      columns: [
        (90, ["7", "8", "9", "10", "11"]), (160, ["28", "29", "30", "31", "32"]),
        (230, ["", "", "AM", "PM", ""]),
      ])
  }

  /// `type=month`: a month wheel and a year wheel, no days.
  private func drawMonthWheels(_ canvas: inout SVGCanvas) {
    drawWheels(
      &canvas,
      columns: [
        (120, ["April", "May", "June", "July", "August"]),
        (232, ["2023", "2024", "2025", "2026", "2027"]),
      ])
  }

  /// `type=week`: a week wheel and a year wheel, no days.
  private func drawWeekWheels(_ canvas: inout SVGCanvas) {
    drawWheels(
      &canvas,
      columns: [
        (120, ["Week 22", "Week 23", "Week 24", "Week 25", "Week 26"]),
        (232, ["2023", "2024", "2025", "2026", "2027"]),
      ])
  }

  /// The wheel pickers: the assistant bar, the selection band and five rows per column, the
  /// middle one selected.
  private func drawWheels(_ canvas: inout SVGCanvas, columns: [(x: Int, values: [String])]) {
    canvas.rect(
      x: 0, y: 0, width: Self.width, height: Self.keyboardHeight, fill: "#e9eaee", radius: 8)
    drawAssistantBar(&canvas)
    canvas.rect(x: 12, y: 110, width: 296, height: 34, fill: "#d6d7dc", radius: 8)
    let colours = ["#c7c7cc", "#8e8e93", Self.ink, "#8e8e93", "#c7c7cc"]
    for column in columns {
      for (row, value) in column.values.enumerated() where !value.isEmpty {
        canvas.text(
          value, x: column.x, y: 70 + row * 34, size: row == 2 ? 21 : 18,
          color: colours[row])
      }
    }
  }

  private func drawColorGrid(_ canvas: inout SVGCanvas) {
    canvas.rect(
      x: 0, y: 0, width: Self.width, height: Self.keyboardHeight, fill: "#f4f5f7", radius: 8)
    canvas.text("Colours", x: 160, y: 24, size: 15, color: Self.ink, extra: " font-weight=\"600\"")
    for row in 0..<6 {
      for column in 0..<12 {
        let fill = row == 0 ? Self.grey(column) : Self.hue(column, lightness: row)
        canvas.rect(
          x: 16 + column * 24, y: 40 + row * 28, width: 24, height: 28, fill: fill,
          radius: 0)
      }
    }
  }

  private func drawFileMenu(_ canvas: inout SVGCanvas) {
    canvas.rect(
      x: 0, y: 0, width: Self.width, height: Self.keyboardHeight, fill: "#00000033", radius: 8)
    canvas.rect(x: 40, y: 48, width: 240, height: 132, fill: "#f2f2f7", radius: 13)
    let items = ["Photo Library", "Take Photo or Video", "Choose File"]
    for (index, item) in items.enumerated() {
      let y = 48 + index * 44
      if index > 0 { canvas.rect(x: 40, y: y, width: 240, height: 1, fill: "#c6c6c8", radius: 0) }
      canvas.text(
        item, x: 56, y: y + 28, size: 16, color: Self.ink, extra: " text-anchor=\"start\"")
    }
  }

  private func drawPlaceholder(_ canvas: inout SVGCanvas) {
    let disabled = layout == .disabled
    canvas.element(
      "<rect x=\"2\" y=\"2\" width=\"316\" height=\"\(Self.placeholderHeight - 4)\" rx=\"10\" "
        + "fill=\"\(disabled ? "#eeeeee" : "#f6f7f9")\" stroke=\"#9a9ca1\" stroke-dasharray=\"6 4\"/>"
    )
    canvas.text(
      caption, x: 160, y: 32, size: 15, color: disabled ? "#6e6e73" : Self.ink,
      extra: " font-weight=\"600\"")
    let detail = disabled ? "cannot be focused, so nothing appears" : "no keyboard slides up"
    canvas.text(detail, x: 160, y: 54, size: 13, color: "#6e6e73")
  }

  private static func grey(_ column: Int) -> String {
    let level = 255 - column * 255 / 11
    return "#" + String(repeating: hex(level), count: 3)
  }

  /// Twelve hues at five lightness steps, from a fixed table (deterministic, no floating point).
  private static func hue(_ column: Int, lightness row: Int) -> String {
    let base: [(Int, Int, Int)] = [
      (0, 122, 255), (88, 86, 214), (175, 82, 222), (255, 45, 85), (255, 59, 48), (255, 149, 0),
      (255, 204, 0), (52, 199, 89), (0, 199, 190), (48, 176, 199), (50, 173, 230), (162, 132, 94),
    ]
    let (red, green, blue) = base[column]
    // Rows 1–5: tint towards white, the pure colour, then shade towards black.
    let mix: (Int) -> Int = { value in
      switch row {
      case 1: value + (255 - value) * 2 / 3
      case 2: value + (255 - value) / 3
      case 3: value
      case 4: value * 2 / 3
      default: value / 3
      }
    }
    return "#" + hex(mix(red)) + hex(mix(green)) + hex(mix(blue))
  }

  private static func hex(_ value: Int) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[value / 16], digits[value % 16]])
  }
}
