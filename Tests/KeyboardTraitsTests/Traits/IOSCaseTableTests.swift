import Testing

@testable import KeyboardTraits

/// `docs/browsers/ios.md` §4, rows 1–101, run as data. Rows 98 and 101 list several markups; each is
/// its own case. Row 99 (week) follows late-2025 trunk, which shows a picker (R2.2).
@Suite("iOS case table (docs/browsers/ios.md §4)")
struct IOSCaseTableTests {
  /// The kb, rk, cap, cor, sec and tct columns of one row.
  struct Columns: Sendable {
    var kb: IOSKeyboardType
    var rk: IOSReturnKeyType
    var cap: IOSAutocapitalizationType
    var cor: IOSTraitState
    var sec: Bool
    /// `–` in the table is nil.
    var tct: IOSTextContentType?
  }

  struct Row: Sendable, CustomTestStringConvertible {
    var number: Int
    /// The markup exactly as in the table.
    var markup: String
    /// The trait columns; nil for rows 93–101, which give only what appears.
    var columns: Columns?
    /// What appears on focus: a keyboard unless the row says otherwise.
    var presentation: IOSPresentation
    /// Rows 78 and 79: spellCheckingType, smartQuotesType and smartDashesType are all `no`.
    var spellingOff = false

    var testDescription: String { "row \(number): \(markup)" }

    /// A row with trait columns.
    static func keys(
      _ number: Int, _ markup: String, _ kb: IOSKeyboardType, _ rk: IOSReturnKeyType,
      _ cap: IOSAutocapitalizationType, _ cor: IOSTraitState, _ sec: Bool,
      _ tct: IOSTextContentType? = nil, presentation: IOSPresentation = .keyboard,
      spellingOff: Bool = false
    ) -> Row {
      Row(
        number: number, markup: markup,
        columns: Columns(kb: kb, rk: rk, cap: cap, cor: cor, sec: sec, tct: tct),
        presentation: presentation, spellingOff: spellingOff)
    }

    /// A row that gives only what appears (no keyboard traits).
    static func shows(_ number: Int, _ markup: String, _ presentation: IOSPresentation) -> Row {
      Row(number: number, markup: markup, columns: nil, presentation: presentation)
    }
  }

  // One letter, so that each row of the table stays on one line.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  static let Y = true
  // swift-format-ignore: AlwaysUseLowerCamelCase
  static let N = false

  static let rows: [Row] = [
    .keys(1, #"<input>"#, .default, .default, .sentences, .yes, N),
    .keys(2, #"<input type="password">"#, .default, .default, .none, .no, Y),
    .keys(3, #"<input type="search">"#, .default, .default, .sentences, .yes, N),
    .keys(4, #"<input type="email">"#, .emailAddress, .default, .none, .no, N),
    .keys(5, #"<input type="url">"#, .URL, .default, .none, .no, N),
    .keys(6, #"<input type="tel">"#, .phonePad, .default, .sentences, .yes, N),
    .keys(7, #"<input type="number">"#, .numbersAndPunctuation, .default, .sentences, .yes, N),
    .keys(8, #"<input type="bogus">"#, .default, .default, .sentences, .yes, N),
    .keys(9, #"<input type="datetime">"#, .default, .default, .sentences, .yes, N),
    .keys(10, #"<input pattern="[0-9]*">"#, .numberPad, .default, .sentences, .yes, N),
    .keys(11, #"<input pattern="\d*">"#, .numberPad, .default, .sentences, .yes, N),
    .keys(
      12, #"<input type="number" pattern="[0-9]*">"#, .numberPad, .default, .sentences, .yes, N),
    .keys(13, #"<input pattern="[0-9]+">"#, .default, .default, .sentences, .yes, N),
    .keys(14, #"<input pattern="^\d*$">"#, .default, .default, .sentences, .yes, N),
    .keys(15, #"<input type="tel" pattern="\d*">"#, .phonePad, .default, .sentences, .yes, N),
    .keys(
      16, #"<input pattern="\d*" inputmode="decimal">"#, .decimalPad, .default, .sentences,
      .yes, N),
    .keys(17, #"<input inputmode="numeric">"#, .numberPad, .default, .sentences, .yes, N),
    .keys(18, #"<input inputmode="decimal">"#, .decimalPad, .default, .sentences, .yes, N),
    .keys(19, #"<input inputmode="tel">"#, .phonePad, .default, .sentences, .yes, N),
    .keys(20, #"<input inputmode="email">"#, .emailAddress, .default, .sentences, .yes, N),
    .keys(21, #"<input inputmode="url">"#, .URL, .default, .sentences, .yes, N),
    .keys(22, #"<input inputmode="search">"#, .webSearch, .default, .sentences, .yes, N),
    .keys(
      23, #"<input type="search" inputmode="search">"#, .webSearch, .default, .sentences,
      .yes, N),
    .keys(24, #"<input type="email" inputmode="text">"#, .default, .default, .none, .no, N),
    .keys(
      25, #"<input type="password" inputmode="numeric">"#, .numberPad, .default, .none, .no, Y),
    .keys(26, #"<input type="url" inputmode="decimal">"#, .decimalPad, .default, .none, .no, N),
    .keys(27, #"<input type="tel" inputmode="text">"#, .default, .default, .sentences, .yes, N),
    .keys(28, #"<input inputmode="NUMERIC">"#, .numberPad, .default, .sentences, .yes, N),
    .keys(29, #"<input inputmode="number">"#, .default, .default, .sentences, .yes, N),
    .keys(
      30, #"<input type="number" inputmode="phone">"#, .numbersAndPunctuation, .default,
      .sentences, .yes, N),
    .keys(
      31, #"<input inputmode="none">"#, .default, .default, .sentences, .yes, N,
      presentation: .none),
    .keys(
      32, #"<input type="email" inputmode="none">"#, .emailAddress, .default, .none, .no, N,
      presentation: .none),
    .keys(33, #"<form action="/s"><input name="q"></form>"#, .default, .go, .sentences, .yes, N),
    .keys(
      34, #"<form action="/s"><input type="search"></form>"#, .default, .search, .sentences,
      .yes, N),
    .keys(35, #"<form><input></form>"#, .default, .default, .sentences, .yes, N),
    .keys(36, #"<form action=""><input></form>"#, .default, .go, .sentences, .yes, N),
    .keys(
      37, #"<form action="/s"><input name="site_search"></form>"#, .default, .search,
      .sentences, .yes, N),
    .keys(
      38, #"<form action="/s"><input id="Search"></form>"#, .default, .go, .sentences, .yes, N),
    .keys(
      39, #"<form action="/s"><input name="search" pattern="\d*"></form>"#, .numberPad, .go,
      .sentences, .yes, N),
    .keys(40, #"<input enterkeyhint="done">"#, .default, .done, .sentences, .yes, N),
    .keys(41, #"<input enterkeyhint="next">"#, .default, .next, .sentences, .yes, N),
    .keys(42, #"<input enterkeyhint="send">"#, .default, .send, .sentences, .yes, N),
    .keys(43, #"<input enterkeyhint="go">"#, .default, .go, .sentences, .yes, N),
    .keys(44, #"<input enterkeyhint="search">"#, .default, .search, .sentences, .yes, N),
    .keys(
      45, #"<form action="/x"><input enterkeyhint="enter"></form>"#, .default, .default,
      .sentences, .yes, N),
    .keys(
      46, #"<form action="/x"><input enterkeyhint="previous"></form>"#, .default, .go,
      .sentences, .yes, N),
    .keys(
      47, #"<form action="/x"><input type="search" enterkeyhint="previous"></form>"#, .default,
      .search, .sentences, .yes, N),
    .keys(48, #"<input enterkeyhint="previous">"#, .default, .default, .sentences, .yes, N),
    .keys(49, #"<input enterkeyhint="DONE">"#, .default, .done, .sentences, .yes, N),
    .keys(50, #"<textarea></textarea>"#, .default, .default, .sentences, .yes, N),
    .keys(
      51, #"<form action="/x"><textarea></textarea></form>"#, .default, .default, .sentences,
      .yes, N),
    .keys(52, #"<textarea enterkeyhint="send"></textarea>"#, .default, .send, .sentences, .yes, N),
    .keys(53, #"<div contenteditable></div>"#, .default, .default, .sentences, .yes, N),
    .keys(
      54, #"<div contenteditable enterkeyhint="done" inputmode="decimal"></div>"#, .decimalPad,
      .done, .sentences, .yes, N),
    .keys(55, #"<input autocapitalize="words">"#, .default, .default, .words, .yes, N),
    .keys(
      56, #"<div contenteditable autocapitalize="words"></div>"#, .default, .default, .words,
      .yes, N),
    .keys(
      57, #"<input autocapitalize="characters">"#, .default, .default, .allCharacters, .yes, N),
    .keys(58, #"<input autocapitalize="off">"#, .default, .default, .none, .yes, N),
    .keys(59, #"<input autocapitalize="NONE">"#, .default, .default, .none, .yes, N),
    .keys(60, #"<input autocapitalize="on">"#, .default, .default, .sentences, .yes, N),
    .keys(61, #"<input autocapitalize="false">"#, .default, .default, .sentences, .yes, N),
    .keys(
      62, #"<form autocapitalize="none"><input></form>"#, .default, .default, .none, .yes, N),
    .keys(
      63, #"<form autocapitalize="none"><input autocapitalize=""></form>"#, .default, .default,
      .none, .yes, N),
    .keys(
      64, #"<form autocapitalize="none"><input autocapitalize="bogus"></form>"#, .default,
      .default, .sentences, .yes, N),
    .keys(
      65, #"<form autocapitalize="characters"><textarea></textarea></form>"#, .default,
      .default, .allCharacters, .yes, N),
    .keys(
      66, #"<form autocapitalize="none"><div contenteditable></div></form>"#, .default,
      .default, .sentences, .yes, N),
    .keys(
      67, #"<fieldset autocapitalize="none"><input></fieldset>"#, .default, .default,
      .sentences, .yes, N),
    .keys(
      68, #"<input type="email" autocapitalize="words" autocorrect="on">"#, .emailAddress,
      .default, .none, .no, N),
    .keys(69, #"<input autocorrect="off">"#, .default, .default, .sentences, .no, N),
    .keys(70, #"<input autocorrect="false">"#, .default, .default, .sentences, .yes, N),
    .keys(71, #"<form autocorrect="off"><input></form>"#, .default, .default, .sentences, .no, N),
    // Corrected with R6.3: a present attribute counts, even empty (WebKit PR #32388).
    .keys(
      72, #"<form autocorrect="off"><input autocorrect=""></form>"#, .default, .default,
      .sentences, .yes, N),
    .keys(
      73, #"<form autocorrect="off"><input autocorrect="on"></form>"#, .default, .default,
      .sentences, .yes, N),
    .keys(
      74, #"<div contenteditable autocorrect="OFF"></div>"#, .default, .default, .sentences,
      .no, N),
    .keys(
      75, #"<form action="/login"><input name="user"></form>"#, .default, .go, .none, .no, N),
    .keys(76, #"<form action="/Login"><input></form>"#, .default, .go, .sentences, .yes, N),
    .keys(
      77, #"<form action="/login"><textarea></textarea></form>"#, .default, .default,
      .sentences, .yes, N),
    .keys(
      78, #"<input spellcheck="false">"#, .default, .default, .sentences, .yes, N,
      spellingOff: true),
    .keys(
      79, #"<div spellcheck="false"><div contenteditable></div></div>"#, .default, .default,
      .sentences, .yes, N, spellingOff: true),
    .keys(
      80, #"<input autocomplete="username">"#, .default, .default, .sentences, .yes, N,
      .username),
    .keys(
      81, #"<input type="email" autocomplete="email">"#, .emailAddress, .default, .none, .no, N,
      .emailAddress),
    .keys(
      82, #"<input type="password" autocomplete="current-password">"#, .default, .default,
      .none, .no, Y),
    .keys(
      83, #"<input type="password" autocomplete="new-password">"#, .default, .default, .none,
      .no, Y),
    // Row 84 and 85: the 2024+ mapping (R9.6).
    .keys(
      84, #"<input autocomplete="one-time-code" inputmode="numeric">"#, .numberPad, .default,
      .sentences, .yes, N, .oneTimeCode),
    .keys(
      85, #"<input autocomplete="given-name">"#, .default, .default, .sentences, .yes, N,
      .givenName),
    .keys(
      86, #"<input autocomplete="section-a shipping postal-code">"#, .default, .default,
      .sentences, .yes, N, .postalCode),
    .keys(
      87, #"<input type="tel" autocomplete="work tel">"#, .phonePad, .default, .sentences, .yes,
      N, .telephoneNumber),
    .keys(
      88, #"<input autocomplete="cc-number" inputmode="numeric">"#, .numberPad, .default,
      .sentences, .yes, N),
    .keys(89, #"<input autocomplete="foo email">"#, .default, .default, .sentences, .yes, N),
    .keys(
      90, #"<input autocomplete="EMAIL">"#, .default, .default, .sentences, .yes, N,
      .emailAddress),
    .keys(
      91, #"<input autocomplete="username webauthn">"#, .default, .default, .sentences, .yes,
      N, .username),
    .keys(
      92, #"<textarea autocomplete="street-address"></textarea>"#, .default, .default,
      .sentences, .yes, N, .fullStreetAddress),
    .shows(93, #"<input readonly>"#, .none),
    .shows(94, #"<input disabled>"#, .disabled),
    .shows(95, #"<select><option>a</select>"#, .select),
    .shows(96, #"<input type="color">"#, .colorPicker),
    .shows(97, #"<input type="date">"#, .datePicker),
    .shows(98, #"<input type="time">"#, .datePicker),
    .shows(98, #"<input type="datetime-local">"#, .datePicker),
    .shows(98, #"<input type="month">"#, .datePicker),
    .shows(99, #"<input type="week">"#, .datePicker),
    .shows(100, #"<input type="file">"#, .fileUpload),
    .shows(101, #"<input type="range">"#, .notEditable),
    .shows(101, #"<input type="checkbox">"#, .notEditable),
    .shows(101, #"<input type="radio">"#, .notEditable),
    .shows(101, #"<input type="submit">"#, .notEditable),
    .shows(101, #"<input type="button">"#, .notEditable),
    .shows(101, #"<input type="reset">"#, .notEditable),
    .shows(101, #"<input type="image">"#, .notEditable),
    .shows(101, #"<input type="hidden">"#, .notEditable),
  ]

  @Test("Every row of §4", arguments: rows)
  func row(_ row: Row) throws {
    let n = row.number
    let ios = try IOSTest.traits(row.markup)
    #expect(ios.presentation == row.presentation, "row \(n): presentation")
    if let c = row.columns {
      #expect(ios.keyboardType == c.kb, "row \(n): kb")
      #expect(ios.returnKeyType == c.rk, "row \(n): rk")
      #expect(ios.autocapitalizationType == c.cap, "row \(n): cap")
      #expect(ios.autocorrectionType == c.cor, "row \(n): cor")
      #expect(ios.secureTextEntry == c.sec, "row \(n): sec")
      #expect(ios.textContentType == c.tct, "row \(n): tct")
    }
    if row.spellingOff {
      #expect(ios.spellCheckingType == .no, "row \(n): spellCheckingType")
      #expect(ios.smartQuotesType == .no, "row \(n): smartQuotesType")
      #expect(ios.smartDashesType == .no, "row \(n): smartDashesType")
    }
  }
}
