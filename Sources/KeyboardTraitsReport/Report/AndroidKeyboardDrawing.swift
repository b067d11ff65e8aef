import KeyboardTraits
import KeyboardTraitsLint

/// An SVG drawing of what an Android phone shows when a field is focused, as Gboard (English,
/// light theme) draws it: the layout the `EditorInfo.inputType` asks for, the action key with the
/// icon of its `imeOptions` action, the shift state of its capitalisation flags; or the dialog,
/// sheet or nothing the browser shows instead (`docs/browsers/android.md`).
///
/// Like ``KeyboardDrawing``, drawings are deterministic, self-contained and valid XML, and a value
/// is the picture: an action key or shift state the layout does not show is dropped when it is
/// made, so Chrome's and Firefox's predictions share one drawing when they show the same thing,
/// and the HTML report holds each distinct value once, as an image in its stylesheet (``image``).
public struct AndroidKeyboardDrawing: Sendable, Hashable, Identifiable {
  /// What is drawn.
  public enum Layout: String, Sendable, Hashable, CaseIterable {
    /// TEXT: QWERTY with `,` and `.` beside the space bar and a suggestion strip above.
    case qwerty
    /// An email variation: `@`, `.` and `.com` beside the space bar.
    case email
    /// TEXT|URI: `/`, `.` and `.com` beside the space bar.
    case url
    /// A password variation: QWERTY with no suggestions in the strip above.
    case password
    /// PHONE: the dial pad, digits with letters, `* #`, `+`.
    case phonePad
    /// NUMBER: digits, minus and space.
    case numberPad
    /// NUMBER|DECIMAL: the digits with `,` and `.`.
    case decimalPad
    /// NUMBER with the password variation: large digit keys, delete and the action key only.
    case pinPad
    /// The option list dialog of a `<select>`.
    case optionList
    /// The calendar dialog of a date or date-and-time input.
    case datePicker
    /// The month and year spinners of `type=month`.
    case monthPicker
    /// The week and year spinners of `type=week`.
    case weekPicker
    /// The clock dialog of `type=time`.
    case timePicker
    /// The colour suggestions dialog of `type=color`.
    case colorPicker
    /// The chooser sheet of a file input.
    case fileChooser
    /// Nothing slides up (checkbox, button, read-only, `inputmode=none`…).
    case noKeyboard
    /// `virtualkeyboardpolicy="manual"`: nothing until a script asks for the keyboard.
    case manual
    /// The field is disabled and cannot be focused.
    case disabled
  }

  /// The shift key at the start of the field (letter layouts only).
  public typealias Shift = KeyboardDrawing.Shift

  /// What is drawn.
  public var layout: Layout
  /// The action of the key at the bottom right (every keyboard and pad has one; `.none` is the
  /// return key ↵).
  public var action: AndroidIMEAction
  /// The shift key state (letter layouts only).
  public var shift: Shift
  /// What the drawing shows (the prediction's `keyboardDescription`), for its `<title>` and
  /// caption line.
  public var caption: String

  /// Creates a drawing. An action or shift state the layout does not show is dropped (`.none`,
  /// `.off`), so that equal pictures are equal values.
  public init(
    layout: Layout, action: AndroidIMEAction = .none, shift: Shift = .off, caption: String? = nil
  ) {
    self.layout = layout
    self.action = Self.showsActionKey(layout) ? action : .none
    self.shift = Self.showsShiftKey(layout) ? shift : .off
    self.caption = caption ?? layout.rawValue
  }

  /// The drawing for a field with these Android traits; `inputType` (the field's `<input>` type)
  /// chooses between the date, month, week and time dialogs.
  public init(traits: AndroidTraits, inputType: InputType?) {
    var shift = Shift.off
    if let type = traits.editorInfo?.inputType, type.inputClass == .text {
      if type.contains(.capCharacters) {
        shift = .capsLock
      } else if type.contains(.capWords) || type.contains(.capSentences) {
        shift = .on
      }
    }
    self.init(
      layout: Self.layout(for: traits, inputType: inputType),
      action: traits.editorInfo?.imeAction ?? .none, shift: shift,
      caption: traits.keyboardDescription)
  }

  /// The layout Android shows for `traits`.
  public static func layout(for traits: AndroidTraits, inputType: InputType?) -> Layout {
    switch traits.presentation {
    case .keyboard:
      switch traits.keyboard {
      case .qwerty?, nil: return .qwerty
      case .email?: return .email
      case .url?: return .url
      case .password?: return .password
      case .phonePad?: return .phonePad
      case .numberPad?: return .numberPad
      case .decimalPad?: return .decimalPad
      case .pinPad?: return .pinPad
      }
    case .manual: return .manual
    case .none, .notEditable: return .noKeyboard
    case .disabled: return .disabled
    case .select: return .optionList
    case .colorPicker: return .colorPicker
    case .fileUpload: return .fileChooser
    case .datePicker:
      switch inputType {
      case .time?: return .timePicker
      case .month?: return .monthPicker
      case .week?: return .weekPicker
      default: return .datePicker
      }
    }
  }

  /// Whether the layout has an action key.
  public var hasActionKey: Bool { Self.showsActionKey(layout) }

  /// Whether the layout shows letters (and so a shift key).
  public var hasShiftKey: Bool { Self.showsShiftKey(layout) }

  private static func showsActionKey(_ layout: Layout) -> Bool {
    showsShiftKey(layout) || [.phonePad, .numberPad, .decimalPad, .pinPad].contains(layout)
  }

  private static func showsShiftKey(_ layout: Layout) -> Bool {
    [.qwerty, .email, .url, .password].contains(layout)
  }

  /// Whether this is one of the short drawings for fields that show nothing.
  public var isPlaceholder: Bool { [.noKeyboard, .manual, .disabled].contains(layout) }

  /// The drawing's height, caption included.
  public var height: Int {
    isPlaceholder
      ? KeyboardDrawing.placeholderHeight
      : KeyboardDrawing.keyboardHeight + KeyboardDrawing.captionHeight
  }

  /// A one-line description: the caption (which names the action key) and the shift state.
  public var title: String {
    guard hasShiftKey else { return caption }
    switch shift {
    case .off: return caption + ", lower case"
    case .on: return caption + ", shift on"
    case .capsLock: return caption + ", caps lock"
    }
  }

  /// A standalone SVG element with the drawing.
  public var svg: String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.width)\" height=\"\(height)\" "
      + "\(viewBox) role=\"img\" class=\"kb\" data-layout=\"\(layout.rawValue)\">"
      + content + "</svg>"
  }

  /// `ka-` and eight hex digits of a hash of the layout, action, shift state and caption: the
  /// name of the drawing's ``image`` in the HTML report's stylesheet.
  public var id: String {
    "ka-" + SVGCanvas.hash("\(layout.rawValue)|\(action.rawValue)|\(shift.rawValue)|\(caption)")
  }

  /// The drawing (``svg``) as a CSS image, `url("data:image/svg+xml,…")`.
  public var image: String { CSSEscaping.svgImage(svg) }

  private static let width = KeyboardDrawing.width
  private var viewBox: String { "viewBox=\"0 0 \(Self.width) \(height)\"" }

  /// The title, the drawing and its caption line.
  private var content: String {
    var canvas = SVGCanvas()
    switch layout {
    case .qwerty, .email, .url, .password: drawLetters(&canvas)
    case .phonePad, .numberPad, .decimalPad: drawPad(&canvas)
    case .pinPad: drawPINPad(&canvas)
    case .optionList: drawOptionList(&canvas)
    case .datePicker: drawCalendar(&canvas)
    case .monthPicker:
      drawSpinners(&canvas, title: "Set month", columns: [["May", "June", "July"], Self.years])
    case .weekPicker:
      drawSpinners(
        &canvas, title: "Set week", columns: [["Week 23", "Week 24", "Week 25"], Self.years])
    case .timePicker: drawClock(&canvas)
    case .colorPicker: drawColorSuggestions(&canvas)
    case .fileChooser: drawChooser(&canvas)
    case .noKeyboard, .manual, .disabled: drawPlaceholder(&canvas)
    }
    if !isPlaceholder {
      canvas.text(
        title, x: 0, y: KeyboardDrawing.keyboardHeight + 16, size: 12, color: "#6e6e73",
        extra: " text-anchor=\"start\"")
    }
    return "<title>\(HTMLEscaping.text(title))</title>"
      + "<g font-family=\"\(Self.fontFamily)\" text-anchor=\"middle\">" + canvas.output + "</g>"
  }

  // MARK: Colours and metrics

  static let fontFamily = "Roboto, system-ui, Arial, sans-serif"
  private static let background = "#e8eaed"
  private static let letterKey = "#ffffff"
  private static let functionKey = "#cdd2d9"
  private static let accent = "#1a73e8"
  private static let ink = "#000000"
  private static let muted = "#5f6368"
  private static let dimmed = "#aeb1b6"
  private static let years = ["2024", "2025", "2026"]

  /// The tops of the four letter rows, under the suggestion strip.
  private static let rowTop = [40, 84, 128, 172]
  private static let keyHeight = 40

  // MARK: Keys

  private func key(
    _ canvas: inout SVGCanvas, x: Int, y: Int, width: Int, height: Int = Self.keyHeight,
    label: String = "", fill: String = Self.letterKey, fontSize: Int = 20
  ) {
    canvas.rect(x: x, y: y, width: width, height: height, fill: fill, radius: 6)
    guard !label.isEmpty else { return }
    canvas.text(label, x: x + width / 2, y: y + height / 2 + fontSize * 7 / 20, size: fontSize)
  }

  /// The centre of the action key, or nil for a layout without one.
  var actionKeyCentre: (x: Int, y: Int)? {
    switch layout {
    case .qwerty, .email, .url, .password: (297, Self.rowTop[3] + Self.keyHeight / 2)
    case .phonePad, .numberPad, .decimalPad: (274, Self.padRows[3] + Self.padKeyHeight / 2)
    case .pinPad: (266, Self.padRows[3] + Self.padKeyHeight / 2)
    default: nil
    }
  }

  /// The action key: an accent pill with the action's icon in white.
  private func actionKey(
    _ canvas: inout SVGCanvas, x: Int, y: Int, width: Int, height: Int = Self.keyHeight
  ) {
    canvas.rect(x: x, y: y, width: width, height: height, fill: Self.accent, radius: 20)
    Self.drawActionIcon(action, on: &canvas, cx: x + width / 2, cy: y + height / 2)
  }

  /// The markup of `action`'s icon centred on (`cx`, `cy`).
  static func actionIcon(_ action: AndroidIMEAction, cx: Int, cy: Int) -> String {
    var canvas = SVGCanvas()
    drawActionIcon(action, on: &canvas, cx: cx, cy: cy)
    return canvas.output
  }

  /// The icon Gboard draws for `action`, white, centred on (`cx`, `cy`): → Go, →| Next, |←
  /// Previous, a magnifier for Search, a paper plane for Send, ✓ Done, ↵ return.
  private static func drawActionIcon(
    _ action: AndroidIMEAction, on canvas: inout SVGCanvas, cx: Int, cy: Int
  ) {
    let white = "#ffffff"
    switch action {
    case .go:
      canvas.stroke("M\(cx - 8) \(cy)h16M\(cx + 2) \(cy - 6)l6 6l-6 6", color: white)
    case .next:
      canvas.stroke(
        "M\(cx - 9) \(cy)h13M\(cx - 2) \(cy - 6)l6 6l-6 6M\(cx + 8) \(cy - 7)v14", color: white)
    case .previous:
      canvas.stroke(
        "M\(cx + 9) \(cy)h-13M\(cx + 2) \(cy - 6)l-6 6l6 6M\(cx - 8) \(cy - 7)v14", color: white)
    case .search:
      canvas.stroke(
        "M\(cx - 9) \(cy - 2)a6 6 0 1 0 12 0a6 6 0 1 0 -12 0M\(cx + 2) \(cy + 3)l6 6",
        color: white)
    case .send:
      // Material's "send": a dart pointing right with a wedge cut from its tail.
      canvas.polygon(
        [
          (cx - 9, cy + 8), (cx + 9, cy), (cx - 9, cy - 8), (cx - 9, cy - 2), (cx + 3, cy),
          (cx - 9, cy + 2),
        ], fill: white, stroke: white)
    case .done:
      canvas.stroke("M\(cx - 8) \(cy)l5 5l11 -11", color: white)
    case .none:
      canvas.stroke("M\(cx + 7) \(cy - 7)v7h-15M\(cx - 4) \(cy - 4)l-4 4l4 4", color: white)
    }
  }

  private func deleteKey(
    _ canvas: inout SVGCanvas, x: Int, y: Int, width: Int, height: Int = Self.keyHeight
  ) {
    key(&canvas, x: x, y: y, width: width, height: height, fill: Self.functionKey)
    let cx = x + width / 2
    let cy = y + height / 2
    canvas.polygon(
      [(cx - 12, cy), (cx - 5, cy - 8), (cx + 11, cy - 8), (cx + 11, cy + 8), (cx - 5, cy + 8)],
      fill: "none", stroke: Self.ink)
    canvas.lines([((cx - 1, cy - 4), (cx + 7, cy + 4)), ((cx + 7, cy - 4), (cx - 1, cy + 4))])
  }

  // MARK: Letter layouts

  private func drawLetters(_ canvas: inout SVGCanvas) {
    canvas.rect(
      x: 0, y: 0, width: Self.width, height: KeyboardDrawing.keyboardHeight,
      fill: Self.background, radius: 8)
    drawStrip(&canvas)
    let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map { row in
      row.map { shift == .off ? String($0) : $0.uppercased() }
    }
    for (index, letter) in rows[0].enumerated() {
      let x = 2 + index * 32
      key(&canvas, x: x, y: Self.rowTop[0], width: 28, label: letter)
      canvas.text(
        String((index + 1) % 10), x: x + 23, y: Self.rowTop[0] + 10, size: 8, color: Self.muted)
    }
    for (index, letter) in rows[1].enumerated() {
      key(&canvas, x: 18 + index * 32, y: Self.rowTop[1], width: 28, label: letter)
    }
    drawShift(&canvas, x: 2, y: Self.rowTop[2])
    for (index, letter) in rows[2].enumerated() {
      key(&canvas, x: 50 + index * 32, y: Self.rowTop[2], width: 28, label: letter)
    }
    deleteKey(&canvas, x: 276, y: Self.rowTop[2], width: 42)
    let y = Self.rowTop[3]
    key(&canvas, x: 2, y: y, width: 42, label: "?123", fill: Self.functionKey, fontSize: 14)
    switch layout {
    case .email, .url:
      key(&canvas, x: 48, y: y, width: 28, label: layout == .email ? "@" : "/")
      key(&canvas, x: 80, y: y, width: 110)
      key(&canvas, x: 194, y: y, width: 28, label: ".")
      key(&canvas, x: 226, y: y, width: 46, label: ".com", fontSize: 14)
    default:
      key(&canvas, x: 48, y: y, width: 28, label: ",")
      key(&canvas, x: 80, y: y, width: 160)
      key(&canvas, x: 244, y: y, width: 28, label: ".")
    }
    actionKey(&canvas, x: 276, y: y, width: 42)
  }

  /// The strip above the keys: the apps grid, the suggestion slots (none for passwords) and the
  /// microphone.
  private func drawStrip(_ canvas: inout SVGCanvas) {
    for (dx, dy) in [(0, 0), (8, 0), (0, 8), (8, 8)] {
      canvas.rect(x: 12 + dx, y: 10 + dy, width: 6, height: 6, fill: Self.muted, radius: 1)
    }
    if layout != .password {
      for x in [116, 204] {
        canvas.rect(x: x, y: 10, width: 1, height: 16, fill: "#bdc1c6", radius: 0)
      }
    }
    canvas.rect(x: 297, y: 8, width: 8, height: 13, fill: Self.muted, radius: 4)
    canvas.stroke("M295 16a6 6 0 0 0 12 0M301 22v4", color: Self.muted, width: "1.5")
  }

  private func drawShift(_ canvas: inout SVGCanvas, x: Int, y: Int) {
    let active = shift != .off
    key(&canvas, x: x, y: y, width: 42, fill: active ? "#d3e3fd" : Self.functionKey)
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

  // MARK: Pads

  private static let padRows = [8, 60, 112, 164]
  private static let padKeyHeight = 46

  /// The dial pad, the number pad and the decimal pad: three columns of digits and a column of
  /// minus, space, delete and the action key.
  private func drawPad(_ canvas: inout SVGCanvas) {
    canvas.rect(
      x: 0, y: 0, width: Self.width, height: KeyboardDrawing.keyboardHeight,
      fill: Self.background, radius: 8)
    let letters = ["", "ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"]
    let columns = [4, 80, 156]
    let rows = Self.padRows
    for digit in 1...9 {
      padKey(
        &canvas, x: columns[(digit - 1) % 3], y: rows[(digit - 1) / 3], digit: String(digit),
        letters: layout == .phonePad ? letters[digit - 1] : "")
    }
    switch layout {
    case .phonePad:
      padKey(&canvas, x: columns[0], y: rows[3], digit: "* #", letters: "")
      padKey(&canvas, x: columns[1], y: rows[3], digit: "0", letters: "+")
      padKey(&canvas, x: columns[2], y: rows[3], digit: ".", letters: "")
    case .decimalPad:
      padKey(&canvas, x: columns[0], y: rows[3], digit: ",", letters: "")
      padKey(&canvas, x: columns[1], y: rows[3], digit: "0", letters: "")
      padKey(&canvas, x: columns[2], y: rows[3], digit: ".", letters: "")
    default:
      padKey(&canvas, x: columns[1], y: rows[3], digit: "0", letters: "")
    }
    let height = Self.padKeyHeight
    key(
      &canvas, x: 232, y: rows[0], width: 84, height: height, label: "\u{2212}",
      fill: Self.functionKey, fontSize: 22)
    key(&canvas, x: 232, y: rows[1], width: 84, height: height, fill: Self.functionKey)
    canvas.stroke("M264 \(rows[1] + 22)v5h20v-5", color: Self.ink, width: "1.5")
    deleteKey(&canvas, x: 232, y: rows[2], width: 84, height: height)
    actionKey(&canvas, x: 232, y: rows[3], width: 84, height: height)
  }

  private func padKey(_ canvas: inout SVGCanvas, x: Int, y: Int, digit: String, letters: String) {
    key(&canvas, x: x, y: y, width: 72, height: Self.padKeyHeight)
    if letters.isEmpty {
      canvas.text(digit, x: x + 36, y: y + 31, size: 22)
    } else {
      canvas.text(digit, x: x + 36, y: y + 25, size: 20)
      canvas.text(letters, x: x + 36, y: y + 39, size: 9, color: Self.muted)
    }
  }

  /// The PIN pad: three wide columns of digits, delete, 0 and the action key.
  private func drawPINPad(_ canvas: inout SVGCanvas) {
    canvas.rect(
      x: 0, y: 0, width: Self.width, height: KeyboardDrawing.keyboardHeight,
      fill: Self.background, radius: 8)
    let columns = [4, 110, 216]
    let rows = Self.padRows
    let height = Self.padKeyHeight
    for digit in 1...9 {
      key(
        &canvas, x: columns[(digit - 1) % 3], y: rows[(digit - 1) / 3], width: 100,
        height: height, label: String(digit), fontSize: 24)
    }
    deleteKey(&canvas, x: columns[0], y: rows[3], width: 100, height: height)
    key(&canvas, x: columns[1], y: rows[3], width: 100, height: height, label: "0", fontSize: 24)
    actionKey(&canvas, x: columns[2], y: rows[3], width: 100, height: height)
  }

  // MARK: Dialogs and sheets

  /// The dimmed page and a dialog card on it.
  private func dialog(
    _ canvas: inout SVGCanvas, x: Int = 16, y: Int = 4, width: Int = 288,
    height: Int = 208
  ) {
    canvas.rect(
      x: 0, y: 0, width: Self.width, height: KeyboardDrawing.keyboardHeight, fill: Self.dimmed,
      radius: 8)
    canvas.rect(x: x, y: y, width: width, height: height, fill: "#ffffff", radius: 16)
  }

  /// A dialog's buttons, right-aligned on one line, in the accent colour.
  private func buttons(_ canvas: inout SVGCanvas, _ labels: [(String, Int)], y: Int = 200) {
    for (label, x) in labels {
      canvas.text(
        label, x: x, y: y, size: 13, color: Self.accent, extra: " font-weight=\"600\"")
    }
  }

  private func heading(_ canvas: inout SVGCanvas, _ text: String) {
    canvas.text(
      text, x: 36, y: 34, size: 16, color: Self.ink,
      extra: " text-anchor=\"start\" font-weight=\"600\"")
  }

  /// Chrome's list of a `<select>`'s options: rows with radio buttons, the second chosen.
  private func drawOptionList(_ canvas: inout SVGCanvas) {
    dialog(&canvas, x: 28, y: 12, width: 264, height: 192)
    for (row, width) in [150, 110, 170, 130].enumerated() {
      let y = 28 + row * 44
      canvas.rect(x: 48, y: y + 12, width: width, height: 10, fill: "#3c4043", radius: 5)
      canvas.circle(
        cx: 264, cy: y + 17, radius: 8, fill: "none", stroke: row == 1 ? Self.accent : Self.muted)
    }
    canvas.circle(cx: 264, cy: 28 + 44 + 17, radius: 4, fill: Self.accent)
  }

  /// The calendar dialog: the chosen date as a heading, a month of days, Cancel and OK.
  private func drawCalendar(_ canvas: inout SVGCanvas) {
    dialog(&canvas)
    canvas.text(
      "Select date", x: 36, y: 24, size: 11, color: Self.muted, extra: " text-anchor=\"start\"")
    canvas.text(
      "Sat, Jun 14", x: 36, y: 50, size: 22, color: Self.ink, extra: " text-anchor=\"start\"")
    canvas.rect(x: 16, y: 60, width: 288, height: 1, fill: "#dadce0", radius: 0)
    canvas.text(
      "June 2025", x: 36, y: 80, size: 12, color: Self.ink,
      extra: " text-anchor=\"start\" font-weight=\"600\"")
    for (index, day) in ["S", "M", "T", "W", "T", "F", "S"].enumerated() {
      canvas.text(day, x: 52 + index * 36, y: 98, size: 10, color: Self.muted)
    }
    for day in 1...30 {
      let x = 52 + (day - 1) % 7 * 36
      let y = 116 + (day - 1) / 7 * 17
      if day == 14 {
        canvas.circle(cx: x, cy: y - 4, radius: 9, fill: Self.accent)
        canvas.text(String(day), x: x, y: y, size: 11, color: "#ffffff")
      } else {
        canvas.text(String(day), x: x, y: y, size: 11)
      }
    }
    buttons(&canvas, [("Cancel", 226), ("OK", 276)], y: 203)
  }

  /// Chrome's month or week dialog: two spinners (the middle value chosen), Clear, Cancel, Set.
  private func drawSpinners(_ canvas: inout SVGCanvas, title: String, columns: [[String]]) {
    dialog(&canvas)
    heading(&canvas, title)
    for (column, values) in columns.enumerated() {
      let x = 110 + column * 110
      canvas.rect(x: x - 44, y: 96, width: 88, height: 2, fill: Self.accent, radius: 0)
      canvas.rect(x: x - 44, y: 136, width: 88, height: 2, fill: Self.accent, radius: 0)
      for (row, value) in values.enumerated() {
        let selected = row == 1
        canvas.text(
          value, x: x, y: [80, 124, 164][row], size: selected ? 20 : 15,
          color: selected ? Self.ink : Self.muted)
      }
    }
    buttons(&canvas, [("Clear", 148), ("Cancel", 212), ("Set", 272)])
  }

  /// The clock dialog: hour and minute boxes, the dial with the hour chosen, Cancel and OK.
  private func drawClock(_ canvas: inout SVGCanvas) {
    dialog(&canvas)
    canvas.text(
      "Select time", x: 36, y: 24, size: 11, color: Self.muted, extra: " text-anchor=\"start\"")
    canvas.rect(x: 32, y: 38, width: 56, height: 44, fill: "#d3e3fd", radius: 8)
    canvas.rect(x: 104, y: 38, width: 56, height: 44, fill: Self.background, radius: 8)
    canvas.text("10", x: 60, y: 70, size: 28, color: "#041e49")
    canvas.text(":", x: 96, y: 70, size: 28, color: Self.ink)
    canvas.text("30", x: 132, y: 70, size: 28, color: Self.ink)
    let (cx, cy) = (232, 118)
    canvas.circle(cx: cx, cy: cy, radius: 62, fill: Self.background)
    // The hours at a radius of 48, from 12 clockwise (sin and cos of 30° steps, rounded).
    let offsets = [
      (0, -48), (24, -42), (42, -24), (48, 0), (42, 24), (24, 42), (0, 48), (-24, 42),
      (-42, 24), (-48, 0), (-42, -24), (-24, -42),
    ]
    canvas.lines([((cx, cy), (cx - 42, cy - 24))], stroke: Self.accent, width: "2")
    canvas.circle(cx: cx, cy: cy, radius: 3, fill: Self.accent)
    canvas.circle(cx: cx - 42, cy: cy - 24, radius: 12, fill: Self.accent)
    for (hour, offset) in offsets.enumerated() {
      let label = String(hour == 0 ? 12 : hour)
      canvas.text(
        label, x: cx + offset.0, y: cy + offset.1 + 4, size: 11,
        color: hour == 10 ? "#ffffff" : Self.ink)
    }
    buttons(&canvas, [("Cancel", 58), ("OK", 104)], y: 203)
  }

  /// Chrome's colour dialog: eight suggested colours, More, Cancel and Set.
  private func drawColorSuggestions(_ canvas: inout SVGCanvas) {
    dialog(&canvas)
    heading(&canvas, "Select color")
    let colours = [
      "#e53935", "#fb8c00", "#fdd835", "#43a047", "#1e88e5", "#8e24aa", "#6d4c41", "#212121",
    ]
    for (index, colour) in colours.enumerated() {
      canvas.rect(
        x: 42 + index % 4 * 62, y: 50 + index / 4 * 62, width: 50, height: 50, fill: colour,
        radius: 8)
    }
    canvas.text(
      "More", x: 36, y: 200, size: 13, color: Self.accent,
      extra: " text-anchor=\"start\" font-weight=\"600\"")
    buttons(&canvas, [("Cancel", 212), ("Set", 272)])
  }

  /// The chooser sheet a file input opens: Camera, Camcorder, Files.
  private func drawChooser(_ canvas: inout SVGCanvas) {
    canvas.rect(
      x: 0, y: 0, width: Self.width, height: KeyboardDrawing.keyboardHeight, fill: Self.dimmed,
      radius: 8)
    canvas.rect(x: 0, y: 36, width: Self.width, height: 180, fill: "#ffffff", radius: 16)
    canvas.rect(x: 144, y: 46, width: 32, height: 4, fill: "#dadce0", radius: 2)
    canvas.text(
      "Choose an action", x: 160, y: 78, size: 15, color: Self.ink,
      extra: " font-weight=\"600\"")
    for (index, label) in ["Camera", "Camcorder", "Files"].enumerated() {
      let x = 70 + index * 90
      canvas.circle(cx: x, cy: 126, radius: 24, fill: "#d3e3fd")
      canvas.text(label, x: x, y: 172, size: 12, color: Self.ink)
    }
  }

  /// The short drawing for a field that shows nothing: what and why.
  private func drawPlaceholder(_ canvas: inout SVGCanvas) {
    let disabled = layout == .disabled
    canvas.element(
      "<rect x=\"2\" y=\"2\" width=\"316\" height=\"\(KeyboardDrawing.placeholderHeight - 4)\" "
        + "rx=\"10\" fill=\"\(disabled ? "#eeeeee" : "#f6f7f9")\" stroke=\"#9a9ca1\" "
        + "stroke-dasharray=\"6 4\"/>")
    let (text, detail): (String, String)
    switch layout {
    case .manual:
      (text, detail) = ("No keyboard until a script asks", "virtualkeyboardpolicy=manual")
    case .disabled: (text, detail) = (caption, "cannot be focused, so nothing appears")
    default: (text, detail) = (caption, "no keyboard slides up")
    }
    canvas.text(
      text, x: 160, y: 32, size: 15, color: disabled ? "#6e6e73" : Self.ink,
      extra: " font-weight=\"600\"")
    canvas.text(detail, x: 160, y: 54, size: 13, color: "#6e6e73")
  }
}
