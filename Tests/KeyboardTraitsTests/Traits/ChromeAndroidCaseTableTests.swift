import Testing

@testable import KeyboardTraits

/// `android.md` §4, rows 1–67: Chrome for Android's EditorInfo for each snippet, with the
/// corrections of §5 applied. None of the 67 expected values changes under §5: §5.4 changes the
/// reason row 66 has no keyboard (Blink's text input type is NONE, the picker is the date
/// chooser), not the result, and §5.1–§5.3 and §5.5–§5.6 concern markup no row uses.
@Suite("Chrome for Android case table (android.md §4)")
struct ChromeAndroidCaseTableTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var number: Int
    var markup: String
    /// `EditorInfo.inputType`; nil when the row says "none" (no input connection).
    var inputType: Int?
    var action: AndroidIMEAction?
    var presentation: AndroidPresentation

    var testDescription: String { "row \(number): \(markup)" }

    init(
      _ number: Int, _ markup: String, _ inputType: Int?, _ action: AndroidIMEAction?,
      _ presentation: AndroidPresentation = .keyboard
    ) {
      self.number = number
      self.markup = markup
      self.inputType = inputType
      self.action = action
      self.presentation = presentation
    }
  }

  static let rows: [Row] = [
    Row(1, #"<input type="text">"#, 0xC0A1, .go),
    Row(2, #"<input>"#, 0xC0A1, .go),
    Row(3, #"<input type="bogus">"#, 0xC0A1, .go),
    Row(4, #"<textarea></textarea>"#, 0x2C0A1, AndroidIMEAction.none),
    Row(5, #"<div contenteditable="true"></div>"#, 0x2C0A1, AndroidIMEAction.none),
    Row(6, #"<input type="search">"#, 0x40A1, .search),
    Row(7, #"<input type="email">"#, 0xD1, .go),
    Row(8, #"<input type="url">"#, 0x11, .go),
    Row(9, #"<input type="tel">"#, 0x4003, .go),
    Row(10, #"<input type="number">"#, 0x6002, .go),
    Row(11, #"<input type="password">"#, 0xE1, .go),
    Row(12, #"<form><input id="t"><input></form>"#, 0xC0A1, .next),
    Row(13, #"<form><input id="t"><button>OK</button><input></form>"#, 0xC0A1, .go),
    Row(14, #"<form><input id="t"><select><option>a</option></select></form>"#, 0xC0A1, .next),
    Row(15, #"<form><input id="t"><input type="checkbox"></form>"#, 0xC0A1, .go),
    Row(16, #"<form><input id="t"><input readonly></form>"#, 0xC0A1, .go),
    Row(17, #"<input id="t"><input>"#, 0xC0A1, .next),
    Row(18, #"<input id="t"><form><input></form>"#, 0xC0A1, .go),
    Row(
      19,
      #"<form><input id="t" type="email"><input type="password"><button>Sign in</button></form>"#,
      0xD1, .next),
    Row(
      20,
      #"<form><input type="email"><input id="t" type="password"><button>Sign in</button></form>"#,
      0xE1, .go),
    Row(21, #"<input inputmode="numeric">"#, 0x4002, .go),
    Row(22, #"<input inputmode="decimal">"#, 0x6002, .go),
    Row(23, #"<input inputmode="tel">"#, 0x4003, .go),
    Row(24, #"<input inputmode="email">"#, 0x40D1, .go),
    Row(25, #"<input inputmode="url">"#, 0x4011, .go),
    Row(26, #"<input inputmode="text">"#, 0x2C0A1, AndroidIMEAction.none),
    Row(27, #"<input type="search" inputmode="search">"#, 0x2C0A1, AndroidIMEAction.none),
    Row(28, #"<input inputmode="NUMERIC">"#, 0x4002, .go),
    Row(29, #"<input inputmode="digits">"#, 0xC0A1, .go),
    Row(30, #"<input inputmode="none">"#, 0x2C0A1, AndroidIMEAction.none, .none),
    Row(31, #"<input type="email" inputmode="numeric">"#, 0xD1, .go),
    Row(32, #"<input type="email" inputmode="none">"#, 0xD1, .go),
    Row(33, #"<input type="tel" inputmode="numeric">"#, 0x4003, .go),
    Row(34, #"<input type="password" inputmode="numeric">"#, 0x12, .go),
    Row(35, #"<input type="password" inputmode="tel">"#, 0xE1, .go),
    Row(36, #"<input type="password" inputmode="email">"#, 0xD1, .go),
    Row(37, #"<textarea inputmode="numeric"></textarea>"#, 0x4002, .go),
    Row(38, #"<div contenteditable inputmode="tel"></div>"#, 0x4003, .go),
    Row(39, #"<input enterkeyhint="send">"#, 0xC0A1, .send),
    Row(40, #"<input enterkeyhint="Done">"#, 0xC0A1, .done),
    Row(41, #"<input enterkeyhint="submit">"#, 0xC0A1, .go),
    Row(42, #"<input enterkeyhint="enter">"#, 0xC0A1, AndroidIMEAction.none),
    Row(43, #"<form><input id="t" enterkeyhint="previous"><input></form>"#, 0xC0A1, .previous),
    Row(44, #"<textarea enterkeyhint="send"></textarea>"#, 0x2C0A1, .send),
    Row(45, #"<input type="email" enterkeyhint="send">"#, 0xD1, .go),
    Row(46, #"<input type="search" enterkeyhint="go">"#, 0x40A1, .go),
    Row(47, #"<input autocapitalize="none">"#, 0x80A1, .go),
    Row(48, #"<input autocapitalize="off">"#, 0x80A1, .go),
    Row(49, #"<input autocapitalize="characters">"#, 0x90A1, .go),
    Row(50, #"<input autocapitalize="words">"#, 0xA0A1, .go),
    Row(51, #"<input autocapitalize="shout">"#, 0xC0A1, .go),
    Row(52, #"<input type="url" autocapitalize="words">"#, 0x11, .go),
    Row(53, #"<form autocapitalize="none"><input id="t"></form>"#, 0x80A1, .go),
    Row(
      54, #"<form autocapitalize="none"><input id="t" autocapitalize="words"></form>"#, 0xA0A1,
      .go),
    Row(55, #"<input autocomplete="email">"#, 0x80A1, .go),
    Row(56, #"<input autocomplete="shipping email">"#, 0xC0A1, .go),
    Row(57, #"<input autocomplete="off">"#, 0x8C0A1, .go),
    Row(58, #"<input type="email" autocomplete="off">"#, 0xD1, .go),
    Row(59, #"<input autocorrect="off">"#, 0x40A1, .go),
    Row(60, #"<input autocorrect="OFF">"#, 0xC0A1, .go),
    Row(61, #"<textarea spellcheck="false"></textarea>"#, 0x2C0A1, AndroidIMEAction.none),
    Row(62, #"<input pattern="[0-9]*">"#, 0xC0A1, .go),
    Row(63, #"<input type="number" autocapitalize="characters">"#, 0x3002, .go),
    Row(64, #"<input inputmode="numeric" autocapitalize="words">"#, 0x2002, .go),
    Row(65, #"<input readonly>"#, nil, nil, .none),
    Row(66, #"<input type="date">"#, nil, nil, .datePicker),
    Row(
      67, #"<div contenteditable virtualkeyboardpolicy="manual"></div>"#, 0x2C0A1,
      AndroidIMEAction.none, .manual),
  ]

  @Test("every row is here once, in order")
  func rowNumbers() {
    #expect(Self.rows.map(\.number) == Array(1...67))
  }

  @Test(arguments: rows)
  func row(_ row: Row) throws {
    let traits = try AndroidTest.chrome(row.markup)
    #expect(traits.presentation == row.presentation)
    #expect(traits.editorInfo?.inputType.rawValue == row.inputType)
    #expect(traits.editorInfo?.imeAction == row.action)
    if let action = row.action {
      // §4: the full imeOptions is the action with NO_FULLSCREEN|NO_EXTRACT_UI (C2).
      #expect(traits.editorInfo?.imeOptions == 0x1200_0000 | action.code)
    }
  }
}
