import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint
@testable import KeyboardTraitsReport

/// The SVG drawings of what Android shows: valid XML for every layout, action and shift state,
/// each action key with its icon, the layout each kind of field gets, deterministic.
@Suite("Report: Android keyboard drawings")
struct AndroidKeyboardDrawingTests {
  /// Every layout with every action and shift state.
  static let all: [AndroidKeyboardDrawing] = AndroidKeyboardDrawing.Layout.allCases.flatMap {
    layout in
    AndroidIMEAction.allCases.flatMap { action in
      AndroidKeyboardDrawing.Shift.allCases.map {
        AndroidKeyboardDrawing(layout: layout, action: action, shift: $0)
      }
    }
  }

  static let keyboards: [AndroidKeyboardDrawing.Layout] = [
    .qwerty, .email, .url, .password, .phonePad, .numberPad, .decimalPad, .pinPad,
  ]

  static func labels(_ layout: AndroidKeyboardDrawing.Layout) -> [String] {
    KeyboardDrawingTests.labels(of: AndroidKeyboardDrawing(layout: layout).svg)
  }

  /// The first field of `html`, scanned as the report scans it.
  static func field(_ html: String) -> FormField {
    FormScanner().scan(html: html).fields[0]
  }

  @Test("every drawing is well-formed SVG with a title", arguments: all)
  func wellFormed(drawing: AndroidKeyboardDrawing) throws {
    let svg = drawing.svg
    let names = try #require(KeyboardDrawingTests.elements(of: svg), "\(svg.prefix(200))")
    #expect(names.first == "svg" && names.contains("title"))
    #expect(svg.contains("width=\"320\" height=\"\(drawing.height)\""))
    #expect(!svg.contains("href"), "no links or external resources in a drawing")
    #expect(drawing.id.range(of: #"^ka-[0-9a-f]{8}$"#, options: .regularExpression) != nil)
    #expect(CSSEscapingTests.svg(in: drawing.image) == svg)
    // Every report embeds its drawings: fewer elements are fewer bytes to send and decode.
    #expect(names.count <= (drawing.hasShiftKey ? 30 : 60), "\(names.count) elements")
  }

  @Test(
    "each action key shows its icon, on every keyboard and pad",
    arguments: AndroidIMEAction.allCases)
  func actionIcons(action: AndroidIMEAction) throws {
    let icon = AndroidKeyboardDrawing.actionIcon(action, cx: 0, cy: 0)
    // Each icon is one white element, and no two actions share one.
    #expect(icon.contains("#ffffff"))
    #expect(KeyboardDrawingTests.elements(of: "<g>\(icon)</g>")?.count == 2)
    for other in AndroidIMEAction.allCases where other != action {
      #expect(AndroidKeyboardDrawing.actionIcon(other, cx: 0, cy: 0) != icon, "\(other)")
    }
    for layout in Self.keyboards {
      let drawing = AndroidKeyboardDrawing(layout: layout, action: action)
      let centre = try #require(drawing.actionKeyCentre)
      #expect(drawing.hasActionKey && drawing.action == action)
      #expect(
        drawing.svg.contains(AndroidKeyboardDrawing.actionIcon(action, cx: centre.x, cy: centre.y)),
        "\(layout)")
    }
  }

  @Test("the action comes from the field: enterkeyhint, a search input, multi-line return")
  func actionFromField() {
    let cases: [(String, AndroidIMEAction)] = [
      (#"<input enterkeyhint="go">"#, .go), (#"<input enterkeyhint="next">"#, .next),
      (#"<input enterkeyhint="previous">"#, .previous),
      (#"<input enterkeyhint="search">"#, .search), (#"<input type="search">"#, .search),
      (#"<input enterkeyhint="send">"#, .send), (#"<input enterkeyhint="done">"#, .done),
      ("<textarea></textarea>", .none),
    ]
    for (html, action) in cases {
      let field = Self.field(html)
      let drawing = AndroidKeyboardDrawing(traits: field.android, inputType: field.inputType)
      #expect(drawing.action == action, "\(html)")
    }
  }

  @Test("the layout each kind of field gets in Chrome")
  func layouts() {
    let cases: [(String, AndroidKeyboardDrawing.Layout)] = [
      ("<input>", .qwerty), (#"<input type="email">"#, .email), (#"<input type="url">"#, .url),
      (#"<input type="password">"#, .password), (#"<input type="tel">"#, .phonePad),
      (#"<input inputmode="numeric">"#, .numberPad), (#"<input type="number">"#, .decimalPad),
      (#"<input inputmode="decimal">"#, .decimalPad),
      (#"<input type="password" inputmode="numeric">"#, .pinPad),
      ("<select><option>a</select>", .optionList), (#"<input type="date">"#, .datePicker),
      (#"<input type="datetime-local">"#, .datePicker), (#"<input type="month">"#, .monthPicker),
      (#"<input type="week">"#, .weekPicker), (#"<input type="time">"#, .timePicker),
      (#"<input type="color">"#, .colorPicker), (#"<input type="file">"#, .fileChooser),
      (#"<input type="checkbox">"#, .noKeyboard), ("<input readonly>", .noKeyboard),
      (#"<input inputmode="none">"#, .noKeyboard), ("<input disabled>", .disabled),
      (#"<input virtualkeyboardpolicy="manual">"#, .manual),
    ]
    for (html, layout) in cases {
      let field = Self.field(html)
      let drawing = AndroidKeyboardDrawing(traits: field.android, inputType: field.inputType)
      #expect(drawing.layout == layout, "\(html)")
      #expect(drawing.caption == field.android.keyboardDescription)
    }
  }

  @Test("the keys that tell the layouts apart")
  func specialKeys() {
    let qwerty = Self.labels(.qwerty)
    #expect(["q", "p", "m", "?123", ",", ".", "1", "0"].allSatisfy(qwerty.contains))
    #expect(!qwerty.contains("@") && !qwerty.contains(".com"))
    let email = Self.labels(.email)
    #expect(email.contains("@") && email.contains(".com") && !email.contains("/"))
    let url = Self.labels(.url)
    #expect(url.contains("/") && url.contains(".com") && !url.contains("@"))
    let phone = Self.labels(.phonePad)
    #expect(["* #", "+", "ABC", "WXYZ", "0", "\u{2212}"].allSatisfy(phone.contains))
    let digits = Self.labels(.numberPad)
    #expect(digits.contains("0") && !digits.contains(",") && !digits.contains("ABC"))
    let decimal = Self.labels(.decimalPad)
    #expect(decimal.contains(",") && decimal.contains("."))
    let pin = Self.labels(.pinPad)
    #expect(pin.contains("9") && !pin.contains("\u{2212}") && !pin.contains("."))
    #expect(Self.labels(.monthPicker).contains("June"))
    #expect(Self.labels(.weekPicker).contains("Week 24"))
    #expect(Self.labels(.datePicker).contains("June 2025"))
    #expect(Self.labels(.fileChooser).contains("Camera"))
    #expect(Self.labels(.manual).contains("virtualkeyboardpolicy=manual"))
  }

  @Test("shift follows the capitalisation flags, on text keyboards only")
  func shift() {
    let cases: [(String, AndroidKeyboardDrawing.Shift)] = [
      ("<input>", .on), (#"<input autocapitalize="none">"#, .off),
      (#"<input autocapitalize="characters">"#, .capsLock), (#"<input type="email">"#, .off),
      (#"<input type="tel" autocapitalize="characters">"#, .off),
    ]
    for (html, shift) in cases {
      let field = Self.field(html)
      let drawing = AndroidKeyboardDrawing(traits: field.android, inputType: field.inputType)
      #expect(drawing.shift == shift, "\(html)")
    }
    let on = KeyboardDrawingTests.labels(
      of: AndroidKeyboardDrawing(layout: .qwerty, shift: .on).svg)
    #expect(on.contains("Q") && !on.contains("q"))
  }

  @Test("a value is the picture: what a layout does not show is not part of it")
  func identity() {
    let picker = AndroidKeyboardDrawing(layout: .optionList, action: .go, shift: .on)
    #expect(picker == AndroidKeyboardDrawing(layout: .optionList))
    let pad = AndroidKeyboardDrawing(layout: .phonePad, action: .next, shift: .capsLock)
    #expect(pad.shift == .off && pad.action == .next)
    #expect(pad != AndroidKeyboardDrawing(layout: .phonePad))
    let distinct = Set(Self.all)
    #expect(Set(distinct.map(\.id)).count == distinct.count)
    for drawing in distinct { #expect(drawing.svg == drawing.svg) }
  }
}

extension AndroidKeyboardDrawing: CustomTestStringConvertible {
  public var testDescription: String {
    "\(layout.rawValue) \(action.rawValue) \(shift.rawValue)"
  }
}
