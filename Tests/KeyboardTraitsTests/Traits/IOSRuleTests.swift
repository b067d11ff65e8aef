import Testing

@testable import KeyboardTraits

// One suite per rule of `docs/browsers/ios.md` §2, with cases beyond the §4 table. Test names cite the
// sub-rule they check.

/// The traits of the focused field (see ``IOSTest/field(_:documentURL:sourceLocation:)``).
private func traits(
  _ html: String, documentURL: String = IOSTest.documentURL,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> IOSTraits {
  try IOSTest.traits(html, documentURL: documentURL, sourceLocation: sourceLocation)
}

// MARK: - R1

@Suite("R1 element classification")
struct IOSR1ElementClassificationTests {
  @Test(
    "R1.1 select, textarea and editing hosts",
    arguments: [
      (#"<select><option>a</option></select>"#, IOSElementType.select),
      (#"<select multiple><option>a</option></select>"#, .select),
      (#"<textarea></textarea>"#, .textArea),
      (#"<div contenteditable></div>"#, .contentEditable),
      (#"<span contenteditable="true">x</span>"#, .contentEditable),
      (#"<div contenteditable="TRUE"></div>"#, .contentEditable),
      (#"<p contenteditable="plaintext-only">x</p>"#, .contentEditable),
    ])
  func nonInputElements(_ html: String, _ expected: IOSElementType) throws {
    #expect(try traits(html).elementType == expected)
  }

  @Test(
    "R1.1 contenteditable=false or an invalid value makes no editing host",
    arguments: [
      #"<div contenteditable="false">x</div>"#,
      #"<div contenteditable="yes">x</div>"#,
      #"<div contenteditable="FALSE"><p>x</p></div>"#,
    ])
  func notEditable(_ html: String) {
    #expect(FormScanner().scan(html: html, documentURL: IOSTest.documentURL).fields.isEmpty)
  }

  @Test("R1.1 an editable descendant belongs to its editing host")
  func nestedEditable() throws {
    let html = #"<div contenteditable><p contenteditable>x</p><span>y</span></div>"#
    let fields = FormScanner().scan(html: html, documentURL: IOSTest.documentURL).fields
    try #require(fields.count == 1)
    #expect(fields[0].element == "div")
    #expect(fields[0].ios.elementType == .contentEditable)
  }

  @Test(
    "R1.1 any editable element is an editing host, a <form> too")
  func editableForm() throws {
    let html = #"<form contenteditable action="/s"><p>x</p></form>"#
    let fields = FormScanner().scan(html: html, documentURL: IOSTest.documentURL).fields
    try #require(fields.count == 1)
    #expect(fields[0].element == "form")
    #expect(fields[0].ios.elementType == .contentEditable)
    #expect(fields[0].ios.returnKeyType == .default)
  }

  @Test(
    "R1.2 input types, first match wins",
    arguments: [
      ("password", IOSElementType.password), ("search", .search), ("email", .email),
      ("tel", .phone), ("number", .number), ("datetime-local", .dateTimeLocal), ("date", .date),
      ("time", .time), ("week", .week), ("month", .month), ("url", .url), ("text", .text),
      ("color", .color), ("EMAIL", .email), ("Password", .password), ("bogus", .text),
      ("datetime", .text), ("phone", .text), ("numeric", .text),
    ])
  func inputTypes(_ type: String, _ expected: IOSElementType) throws {
    #expect(try traits(#"<input type="\#(type)">"#).elementType == expected)
  }

  @Test("R1.2 an input without type is Text")
  func missingType() throws {
    #expect(try traits("<input>").elementType == .text)
    #expect(try traits(#"<input type>"#).elementType == .text)
  }

  @Test(
    "R1.2 number and text-like inputs with pattern \\d* or [0-9]* are NumberPad",
    arguments: [
      #"<input type="number" pattern="\d*">"#,
      #"<input type="number" pattern="[0-9]*">"#,
      #"<input type="text" pattern="[0-9]*">"#,
      #"<input type="TEXT" pattern="\d*">"#,
      #"<input type="bogus" pattern="\d*">"#,
      #"<input type="datetime" pattern="[0-9]*">"#,
    ])
  func digitPatterns(_ html: String) throws {
    let ios = try traits(html)
    #expect(ios.elementType == .numberPad)
    #expect(ios.keyboardType == .numberPad)
  }

  @Test(
    "R1.3 pattern must match exactly: [0-9]+ is not the number pad",
    arguments: [
      #"[0-9]+"#, #"\d+"#, #"^\d*$"#, #" [0-9]*"#, #"[0-9]* "#, #"\d* "#, #"[0-9]{0,}"#,
      #"\D*"#, #"[0-9]*$"#, #"(\d*)"#, #"[0-9 ]*"#, #"\d"#, #"[0-9]"#, #"\\d*"#, "",
    ])
  func inexactPatterns(_ pattern: String) throws {
    let text = try traits(#"<input pattern="\#(pattern)">"#)
    #expect(text.elementType == .text)
    #expect(text.keyboardType == .default)
    let number = try traits(#"<input type="number" pattern="\#(pattern)">"#)
    #expect(number.elementType == .number)
    #expect(number.keyboardType == .numbersAndPunctuation)
  }

  @Test(
    "R1.3 other types ignore the pattern",
    arguments: [
      ("tel", IOSElementType.phone, IOSKeyboardType.phonePad),
      ("email", .email, .emailAddress), ("url", .url, .URL), ("password", .password, .default),
      ("search", .search, .default), ("date", .date, .default),
    ])
  func patternIgnored(
    _ type: String, _ element: IOSElementType, _ keyboard: IOSKeyboardType
  ) throws {
    for pattern in [#"\d*"#, "[0-9]*"] {
      let ios = try traits(#"<input type="\#(type)" pattern="\#(pattern)">"#)
      #expect(ios.elementType == element, "type=\(type) pattern=\(pattern)")
      #expect(ios.keyboardType == keyboard, "type=\(type) pattern=\(pattern)")
    }
  }

  @Test(
    "R1.4 search heuristic matches name, id or title containing \"search\"",
    arguments: [
      #"<form action="/s"><input name="search"></form>"#,
      #"<form action="/s"><input id="searchbox"></form>"#,
      #"<form action="/s"><input title="site search"></form>"#,
      #"<form action="/s"><input name="research"></form>"#,
      #"<form action="/s"><input type="text" name="q-search-q"></form>"#,
      #"<form action="/s"><input type="bogus" name="q_search"></form>"#,
      #"<form action="/s"><input name="Query" id="x" title="searchterm"></form>"#,
      #"<form action=""><input name="search"></form>"#,
    ])
  func searchHeuristic(_ html: String) throws {
    let ios = try traits(html)
    #expect(ios.elementType == .search)
    #expect(ios.returnKeyType == .search)
    #expect(ios.keyboardType == .default)
  }

  @Test(
    "R1.4 search heuristic: case-sensitive, name/id/title only, text-like inputs with an action",
    arguments: [
      (#"<form action="/s"><input name="Search"></form>"#, IOSElementType.text,
        IOSReturnKeyType.go),
      (#"<form action="/s"><input title="SEARCH"></form>"#, .text, .go),
      (#"<form action="/s"><input placeholder="search"></form>"#, .text, .go),
      (#"<form action="/s"><input aria-label="search"></form>"#, .text, .go),
      (#"<form action="/s"><input class="search" value="search"></form>"#, .text, .go),
      (#"<input name="search">"#, .text, .default),
      (#"<form><input name="search"></form>"#, .text, .default),
      (#"<form action="/s"><input type="email" name="search"></form>"#, .email, .go),
      (#"<form action="/s"><input type="tel" name="search"></form>"#, .phone, .go),
      (#"<form action="/s"><input type="url" id="search"></form>"#, .url, .go),
      (#"<form action="/s"><input type="number" name="search"></form>"#, .number, .go),
      (#"<form action="/s"><input type="password" name="search"></form>"#, .password, .go),
      (#"<form action="/s"><textarea name="search"></textarea></form>"#, .textArea, .default),
      (#"<form action="/s"><input name="search" pattern="[0-9]*"></form>"#, .numberPad, .go),
    ])
  func notSearch(
    _ html: String, _ element: IOSElementType, _ returnKey: IOSReturnKeyType
  ) throws {
    let ios = try traits(html)
    #expect(ios.elementType == element)
    #expect(ios.returnKeyType == returnKey)
  }

  @Test(
    "R1.5 other input types start no input session",
    arguments: [
      "file", "range", "checkbox", "radio", "button", "submit", "reset", "image", "hidden",
    ])
  func noSession(_ type: String) throws {
    let ios = try traits(#"<input type="\#(type)" inputmode="numeric">"#)
    #expect(ios.elementType == .none)
    #expect(ios.presentation == (type == "file" ? .fileUpload : .notEditable))
    #expect(!ios.hasKeyboardTraits)
    #expect(!ios.isSingleLineDocument)
  }

  @Test(
    "R1.6 disabled controls produce nothing",
    arguments: [
      #"<input disabled>"#, #"<input disabled="false">"#, #"<input type="email" DISABLED>"#,
      #"<textarea disabled></textarea>"#, #"<select disabled><option>a</option></select>"#,
      #"<input type="date" disabled>"#, #"<input type="color" disabled>"#,
      #"<input type="file" disabled>"#, #"<input type="checkbox" disabled>"#,
      #"<input readonly disabled>"#,
    ])
  func disabled(_ html: String) throws {
    let ios = try traits(html)
    #expect(ios.presentation == .disabled)
    #expect(!ios.hasKeyboardTraits)
  }

  @Test(
    "R1.6 disabled by a <fieldset disabled>",
    arguments: [
      #"<fieldset disabled><input></fieldset>"#,
      #"<fieldset disabled><div><span><input></span></div></fieldset>"#,
      #"<fieldset disabled><fieldset><textarea></textarea></fieldset></fieldset>"#,
      #"<fieldset disabled><select><option>a</option></select></fieldset>"#,
      #"<fieldset disabled><legend>Name</legend><input></fieldset>"#,
      #"<fieldset disabled><legend>A</legend><legend><input></legend></fieldset>"#,
      #"<fieldset disabled><div><legend><input></legend></div></fieldset>"#,
      #"<fieldset disabled><fieldset><legend><input></legend></fieldset></fieldset>"#,
    ])
  func disabledFieldset(_ html: String) throws {
    #expect(try traits(html).presentation == .disabled)
  }

  @Test(
    "R1.6 but not inside its first <legend>, outside it, or for an editing host",
    arguments: [
      #"<fieldset disabled><legend><input></legend></fieldset>"#,
      #"<fieldset disabled><legend><span><input></span></legend></fieldset>"#,
      #"<fieldset disabled><p>x</p><legend><input></legend></fieldset>"#,
      #"<fieldset><input></fieldset>"#,
      #"<fieldset disabled></fieldset><input>"#,
      #"<fieldset disabled><div contenteditable></div></fieldset>"#,
    ])
  func notDisabled(_ html: String) throws {
    #expect(try traits(html).presentation == .keyboard)
  }

  @Test(
    "R1.6 a fieldset inside the first <legend> is exempt too",
    .disabled("bug: libxml2's tree closes <legend> at a nested <fieldset>, unlike HTML5"))
  func fieldsetInLegend() throws {
    let html = #"<fieldset disabled><legend><fieldset><input></fieldset></legend></fieldset>"#
    #expect(try traits(html).presentation == .keyboard)
  }
}

// MARK: - R2

@Suite("R2 keyboard appearance")
struct IOSR2KeyboardAppearanceTests {
  @Test(
    "R2.1 a keyboard appears for text-entry element types",
    arguments: [
      (#"<div contenteditable></div>"#, IOSElementType.contentEditable),
      (#"<input type="email">"#, .email), (#"<input type="number">"#, .number),
      (#"<input pattern="\d*">"#, .numberPad), (#"<input type="password">"#, .password),
      (#"<input type="tel">"#, .phone), (#"<input type="search">"#, .search),
      (#"<input>"#, .text), (#"<textarea></textarea>"#, .textArea),
      (#"<input type="url">"#, .url),
    ])
  func keyboard(_ html: String, _ element: IOSElementType) throws {
    let ios = try traits(html)
    #expect(ios.elementType == element)
    #expect(ios.presentation == .keyboard)
    #expect(ios.hasKeyboardTraits)
  }

  @Test(
    "R2.2 date, time, month and week (trunk week picker) get a picker",
    arguments: [
      ("date", "Date picker"), ("time", "Time picker"), ("month", "Month picker"),
      ("week", "Week picker"), ("datetime-local", "Date and time picker"),
    ])
  func datePickers(_ type: String, _ description: String) throws {
    let ios = try traits(#"<input type="\#(type)">"#)
    #expect(ios.presentation == .datePicker)
    #expect(ios.keyboardDescription == description)
    #expect(!ios.hasKeyboardTraits)
  }

  @Test("R2.2 color gets the colour control, select the select control")
  func colorAndSelect() throws {
    let color = try traits(#"<input type="color">"#)
    #expect(color.presentation == .colorPicker)
    #expect(color.elementType == .color)
    let select = try traits(#"<select><option>a</option></select>"#)
    #expect(select.presentation == .select)
    #expect(!select.hasKeyboardTraits)
  }

  @Test(
    "R2.3 inputmode=none keeps the element-type keyboard trait",
    arguments: [
      (#"<input type="tel" inputmode="none">"#, IOSKeyboardType.phonePad),
      (#"<input type="url" inputmode="none">"#, .URL),
      (#"<input type="number" inputmode="none">"#, .numbersAndPunctuation),
      (#"<input pattern="\d*" inputmode="none">"#, .numberPad),
      (#"<input type="search" inputmode="none">"#, .default),
      (#"<input inputmode="NONE">"#, .default),
      (#"<textarea inputmode="none"></textarea>"#, .default),
      (#"<div contenteditable inputmode="none"></div>"#, .default),
    ])
  func inputModeNone(_ html: String, _ keyboard: IOSKeyboardType) throws {
    let ios = try traits(html)
    #expect(ios.presentation == .none)
    #expect(ios.keyboardType == keyboard)
    #expect(ios.hasKeyboardTraits)
    #expect(ios.keyboardDescription == "No keyboard (inputmode=none)")
  }

  @Test("R2.3 traits are still computed under inputmode=none")
  func inputModeNoneTraits() throws {
    let ios = try traits(
      #"<form action="/s"><input type="password" inputmode="none" enterkeyhint="next"></form>"#)
    #expect(ios.presentation == .none)
    #expect(ios.secureTextEntry)
    #expect(ios.autocapitalizationType == .none)
    #expect(ios.autocorrectionType == .no)
    #expect(ios.returnKeyType == .next)
  }

  @Test(
    "R2.3 inputmode values other than exactly none show a keyboard",
    arguments: [#" none"#, #"none "#, #"no"#, #""#])
  func notNone(_ mode: String) throws {
    #expect(try traits(#"<input inputmode="\#(mode)">"#).presentation == .keyboard)
  }

  @Test(
    "R2.4 readonly on textarea and on text-entry inputs gives no keyboard",
    arguments: [
      (#"<textarea readonly></textarea>"#, IOSKeyboardType.default),
      (#"<input type="number" readonly>"#, .numbersAndPunctuation),
      (#"<input type="email" readonly>"#, .emailAddress),
      (#"<input type="password" readonly>"#, .default),
      (#"<input type="search" readonly>"#, .default),
      (#"<input readonly="false">"#, .default),
      (#"<input type="bogus" readonly>"#, .default),
      (#"<input type="tel" readonly inputmode="numeric">"#, .numberPad),
    ])
  func readOnly(_ html: String, _ keyboard: IOSKeyboardType) throws {
    let ios = try traits(html)
    #expect(ios.presentation == .none)
    #expect(ios.keyboardType == keyboard)
    #expect(ios.keyboardDescription == "No keyboard (read-only)")
  }

  @Test(
    "R2.4 readonly does not apply to a checkbox, range, select or editing host",
    arguments: [
      (#"<input type="checkbox" readonly>"#, IOSPresentation.notEditable),
      (#"<input type="range" readonly>"#, .notEditable),
      (#"<select readonly><option>a</option></select>"#, .select),
      (#"<div contenteditable readonly></div>"#, .keyboard),
    ])
  func readOnlyIgnored(_ html: String, _ presentation: IOSPresentation) throws {
    #expect(try traits(html).presentation == presentation)
  }

  @Test("R2.5 a <select> never shows the software keyboard")
  func selectNoKeyboard() throws {
    for html in [
      #"<select><option>a</option></select>"#, #"<select inputmode="text"><option>a</select>"#,
    ] {
      let ios = try traits(html)
      #expect(ios.presentation == .select, "\(html)")
      #expect(!ios.hasKeyboardTraits, "\(html)")
    }
  }

  @Test("R2.5 a datalist input is predicted for a tap on the field: it shows a keyboard")
  func datalist() throws {
    let html = #"<input id="t" list="d"><datalist id="d"><option value="a"></datalist>"#
    #expect(try traits(html).presentation == .keyboard)
  }

  @Test("R2.6 autofocus affects whether the keyboard appears, not which traits it gets")
  func autofocus() throws {
    let focused = try traits(#"<input type="email" autocomplete="email" autofocus>"#)
    let plain = try traits(#"<input type="email" autocomplete="email">"#)
    #expect(focused == plain)
    #expect(focused.keyboardType == .emailAddress)
  }
}

// MARK: - R3

@Suite("R3 keyboardType")
struct IOSR3KeyboardTypeTests {
  @Test(
    "R3.1 with no inputmode the keyboard comes from the element type",
    arguments: [
      (#"<input type="tel">"#, IOSKeyboardType.phonePad), (#"<input type="url">"#, .URL),
      (#"<input type="email">"#, .emailAddress),
      (#"<input type="number">"#, .numbersAndPunctuation),
      (#"<input type="number" pattern="\d*">"#, .numberPad), (#"<input>"#, .default),
      (#"<input type="password">"#, .default), (#"<input type="search">"#, .default),
      (#"<form action="/s"><input name="search"></form>"#, .default),
      (#"<textarea></textarea>"#, .default), (#"<div contenteditable></div>"#, .default),
      (#"<input type="date">"#, .default), (#"<input type="time">"#, .default),
      (#"<input type="datetime-local">"#, .default), (#"<input type="month">"#, .default),
      (#"<input type="week">"#, .default), (#"<input type="color">"#, .default),
      (#"<select><option>a</option></select>"#, .default),
    ])
  func elementTypeKeyboard(_ html: String, _ keyboard: IOSKeyboardType) throws {
    #expect(try traits(html).keyboardType == keyboard)
  }

  static let types = ["text", "password", "search", "email", "tel", "number", "url"]
  static let modes: [(String, IOSKeyboardType)] = [
    ("text", .default), ("tel", .phonePad), ("url", .URL), ("email", .emailAddress),
    ("numeric", .numberPad), ("decimal", .decimalPad), ("search", .webSearch),
  ]

  @Test("R3.2 inputmode wins over every element type and pattern", arguments: types, modes)
  func inputModeWins(_ type: String, _ mode: (String, IOSKeyboardType)) throws {
    for pattern in ["", #"\d*"#, "[0-9]*"] {
      let html = #"<input type="\#(type)" inputmode="\#(mode.0)" pattern="\#(pattern)">"#
      #expect(try traits(html).keyboardType == mode.1, "\(html)")
    }
  }

  @Test("R3.2 inputmode applies to textarea and contenteditable", arguments: modes)
  func inputModeOnOtherElements(_ mode: (String, IOSKeyboardType)) throws {
    let textarea = try traits(#"<textarea inputmode="\#(mode.0)"></textarea>"#)
    #expect(textarea.keyboardType == mode.1)
    let editable = try traits(#"<div contenteditable inputmode="\#(mode.0)"></div>"#)
    #expect(editable.keyboardType == mode.1)
  }

  @Test("R3.3 type=search alone gives default, not webSearch")
  func searchIsDefault() throws {
    #expect(try traits(#"<input type="search">"#).keyboardType == .default)
    #expect(try traits(#"<form action="/s"><input type="search"></form>"#).keyboardType == .default)
    #expect(try traits(#"<input inputmode="search">"#).keyboardType == .webSearch)
  }

  @Test("R3.3 only the eight keyboard types WebKit sets exist")
  func eightKeyboards() {
    let names = Set(IOSKeyboardType.allCases.map(\.rawValue))
    #expect(
      names == [
        "default", "numbersAndPunctuation", "URL", "numberPad", "phonePad", "emailAddress",
        "decimalPad", "webSearch",
      ])
  }

  @Test(
    "R3.4 inputmode is ASCII case-insensitive",
    arguments: [
      ("NUMERIC", IOSKeyboardType.numberPad), ("Decimal", .decimalPad), ("TeL", .phonePad),
      ("EMAIL", .emailAddress), ("Url", .URL), ("SEARCH", .webSearch), ("TEXT", .default),
    ])
  func caseInsensitive(_ mode: String, _ keyboard: IOSKeyboardType) throws {
    #expect(try traits(#"<input type="number" inputmode="\#(mode)">"#).keyboardType == keyboard)
  }

  @Test(
    "R3.4 inputmode with surrounding spaces is invalid",
    arguments: [" numeric", "numeric ", " numeric ", "\tdecimal", "decimal\u{0C}", " email"])
  func surroundingSpaces(_ mode: String) throws {
    let ios = try traits(#"<input type="tel" inputmode="\#(mode)">"#)
    #expect(ios.keyboardType == .phonePad)
    #expect(ios.presentation == .keyboard)
  }

  @Test(
    "R3.4 unknown inputmode values are Unspecified: the element type decides",
    arguments: ["number", "phone", "digits", "", "numbers", "email-address", "kana", "latin",
      "NUMER\u{130}C"])
  func unknownModes(_ mode: String) throws {
    let ios = try traits(#"<input type="number" inputmode="\#(mode)">"#)
    #expect(ios.keyboardType == .numbersAndPunctuation)
    #expect(ios.presentation == .keyboard)
  }

  @Test(
    "R3.4 inputmode is not inherited",
    arguments: [
      #"<form inputmode="numeric"><input></form>"#,
      #"<div inputmode="numeric"><input></div>"#,
      #"<fieldset inputmode="decimal"><textarea></textarea></fieldset>"#,
      #"<div inputmode="numeric"><p contenteditable>x</p></div>"#,
      #"<body inputmode="tel"><input></body>"#,
    ])
  func notInherited(_ html: String) throws {
    #expect(try traits(html).keyboardType == .default)
  }
}

// MARK: - R4

@Suite("R4 returnKeyType")
struct IOSR4ReturnKeyTests {
  @Test(
    "R4.1 enterkeyhint values, ASCII case-insensitive, win over the form fallback",
    arguments: [
      ("enter", IOSReturnKeyType.default), ("done", .done), ("go", .go), ("next", .next),
      ("search", .search), ("send", .send), ("SEND", .send), ("Next", .next), ("gO", .go),
      ("ENTER", .default),
    ])
  func enterKeyHint(_ hint: String, _ expected: IOSReturnKeyType) throws {
    #expect(try traits(#"<input enterkeyhint="\#(hint)">"#).returnKeyType == expected)
    let inForm = #"<form action="/s"><input type="search" enterkeyhint="\#(hint)"></form>"#
    #expect(try traits(inForm).returnKeyType == expected)
    let textarea = #"<form action="/s"><textarea enterkeyhint="\#(hint)"></textarea></form>"#
    #expect(try traits(textarea).returnKeyType == expected)
    let editable = #"<div contenteditable enterkeyhint="\#(hint)"></div>"#
    #expect(try traits(editable).returnKeyType == expected)
  }

  @Test(
    "R4.2 previous, empty and invalid values fall back",
    arguments: ["previous", "PREVIOUS", "", " done", "done ", "return", "submit", "prev"])
  func fallback(_ hint: String) throws {
    #expect(try traits(#"<input enterkeyhint="\#(hint)">"#).returnKeyType == .default)
    let form = #"<form action="/x"><input enterkeyhint="\#(hint)"></form>"#
    #expect(try traits(form).returnKeyType == .go)
    let search = #"<form action="/x"><input type="search" enterkeyhint="\#(hint)"></form>"#
    #expect(try traits(search).returnKeyType == .search)
  }

  @Test("R4.2 enterkeyhint without a value falls back")
  func valueless() throws {
    #expect(try traits(#"<form action="/x"><input enterkeyhint></form>"#).returnKeyType == .go)
  }

  @Test(
    "R4.3 the fallback: search for Search, go otherwise, default without a form action",
    arguments: [
      (#"<form action="/x"><input type="tel"></form>"#, IOSReturnKeyType.go),
      (#"<form action="/x"><input type="password"></form>"#, .go),
      (#"<form action="/x"><input type="email"></form>"#, .go),
      (#"<form action="/x"><input type="number"></form>"#, .go),
      (#"<form action="/x"><input type="url"></form>"#, .go),
      (#"<form action="/x"><input type="search"></form>"#, .search),
      (#"<form action="/x"><input type="search" inputmode="text"></form>"#, .search),
      (#"<form action="/x"><input inputmode="search"></form>"#, .go),
      (#"<form action="/x"><input title="search"></form>"#, .search),
      (#"<form><input type="search"></form>"#, .default),
      (#"<input type="search">"#, .default),
      (#"<form method="post"><input type="password"></form>"#, .default),
    ])
  func formActionFallback(_ html: String, _ expected: IOSReturnKeyType) throws {
    #expect(try traits(html).returnKeyType == expected)
  }

  @Test("R4.4 the form attribute pointing to a form that comes later")
  func formAttributeLaterForm() throws {
    let go = try traits(#"<input id="t" form="f"><form id="f" action="/s"></form>"#)
    #expect(go.returnKeyType == .go)
    let login = try traits(#"<input id="t" form="f"><p>x</p><form id="f" action="/login"></form>"#)
    #expect(login.returnKeyType == .go)
    #expect(login.autocapitalizationType == .none)
    #expect(login.autocorrectionType == .no)
  }

  @Test(
    "R4.4 the form attribute overrides the enclosing form, and a bad id gives no owner",
    arguments: [
      #"<form action="/s"><input id="t" form="f"></form><form id="f"></form>"#,
      #"<form action="/s"><input id="t" form="nope"></form>"#,
      #"<div id="d"></div><form action="/s"><input id="t" form="d"></form>"#,
    ])
  func formAttributeOverrides(_ html: String) throws {
    #expect(try traits(html).returnKeyType == .default)
  }

  @Test(
    "R4.4 form=\"\" names no form, even when a form has id=\"\"")
  func emptyFormAttribute() throws {
    let html = #"<form id="" action="/login"></form><input id="t" form="">"#
    let ios = try traits(html)
    #expect(ios.returnKeyType == .default)
    #expect(ios.autocapitalizationType == .sentences)
  }

  @Test("R4.4 <base href> affects the resolved action")
  func baseHref() throws {
    let html = #"<base href="https://auth.example/login/"><form action="next"><input></form>"#
    let document = FormScanner().scan(html: html, documentURL: IOSTest.documentURL)
    let form = try #require(document.forms.first)
    #expect(form.resolvedAction == "https://auth.example/login/next")
    let ios = try #require(document.fields.first).ios
    #expect(ios.returnKeyType == .go)
    #expect(ios.autocapitalizationType == .none)
    #expect(ios.autocorrectionType == .no)
    // The same form without the base resolves under /checkout/: no login.
    let plain = try traits(#"<form action="next"><input></form>"#)
    #expect(plain.autocapitalizationType == .sentences)
    #expect(plain.autocorrectionType == .yes)
  }

  @Test("R4.4 the action is resolved to a full URL; action=\"\" is the document URL")
  func resolvedAction() throws {
    let html = #"<form action="/s"></form><form action=""></form><form></form>"#
    let forms = FormScanner().scan(html: html, documentURL: IOSTest.documentURL).forms
    try #require(forms.count == 3)
    #expect(forms[0].resolvedAction == "https://shop.example/s")
    #expect(forms[1].resolvedAction == "https://shop.example/checkout/")
    #expect(forms[2].resolvedAction == "")
  }

  @Test(
    "R4.4 a textarea or editing host in a form with an action gets no fallback",
    arguments: [
      #"<form action="/s"><textarea></textarea></form>"#,
      #"<form action="/s"><textarea name="search"></textarea></form>"#,
      #"<form action="/s"><div contenteditable></div></form>"#,
    ])
  func textareaNoFallback(_ html: String) throws {
    #expect(try traits(html).returnKeyType == .default)
  }

  @Test("R4.4 an input without a form owner falls back to default")
  func noOwner() throws {
    #expect(try traits(#"<form action="/s"></form><input id="t">"#).returnKeyType == .default)
    #expect(try traits(#"<input name="q">"#).returnKeyType == .default)
  }

  @Test("R4.4 a nested <form> is ignored: the outer form's action counts")
  func nestedForm() throws {
    let ios = try traits(#"<form action="/a"><form action="/login"><input></form></form>"#)
    #expect(ios.returnKeyType == .go)
    #expect(ios.autocapitalizationType == .sentences)
  }

  @Test(
    "R4.5 enterkeyhint is not inherited from the form or an ancestor",
    arguments: [
      (#"<form enterkeyhint="send"><input></form>"#, IOSReturnKeyType.default),
      (#"<form action="/s" enterkeyhint="send"><input></form>"#, .go),
      (#"<div enterkeyhint="done"><input></div>"#, .default),
      (#"<div enterkeyhint="done"><p contenteditable>x</p></div>"#, .default),
    ])
  func notInherited(_ html: String, _ expected: IOSReturnKeyType) throws {
    #expect(try traits(html).returnKeyType == expected)
  }
}

// MARK: - R5

@Suite("R5 autocapitalizationType")
struct IOSR5AutocapitalizationTests {
  @Test(
    "R5.1 forced to none for password, email and url",
    arguments: ["password", "email", "url", "EMAIL"])
  func forcedByType(_ type: String) throws {
    let own = try traits(#"<input type="\#(type)" autocapitalize="words">"#)
    #expect(own.autocapitalizationType == .none)
    let form = try traits(
      #"<form autocapitalize="characters"><input type="\#(type)"></form>"#)
    #expect(form.autocapitalizationType == .none)
  }

  @Test(
    "R5.1 the element type counts, not inputmode",
    arguments: [
      (#"<input inputmode="email">"#, IOSAutocapitalizationType.sentences),
      (#"<input inputmode="url">"#, .sentences),
      (#"<input inputmode="email" autocapitalize="words">"#, .words),
      (#"<input type="email" inputmode="text">"#, .none),
      (#"<input type="tel" autocapitalize="characters">"#, .allCharacters),
      (#"<input type="search" autocapitalize="words">"#, .words),
    ])
  func inputModeDoesNotForce(_ html: String, _ expected: IOSAutocapitalizationType) throws {
    #expect(try traits(html).autocapitalizationType == expected)
  }

  @Test(
    "R5.1 a resolved form action containing \"login\" forces none",
    arguments: [
      #"<form action="/login"><input autocapitalize="words"></form>"#,
      #"<form action="/account/login?next=/"><input type="search"></form>"#,
      #"<form action="https://auth.example/blogin"><input></form>"#,
      #"<form action="/s?from=login"><input type="tel"></form>"#,
      #"<form action="/login" autocapitalize="words"><input></form>"#,
    ])
  func loginAction(_ html: String) throws {
    let ios = try traits(html)
    #expect(ios.autocapitalizationType == .none)
    #expect(ios.autocorrectionType == .no)
  }

  @Test(
    "R5.1 the login check is case-sensitive and reads the resolved action",
    arguments: [
      (#"<form action="/LOGIN"><input></form>"#, IOSTest.documentURL,
        IOSAutocapitalizationType.sentences),
      (#"<form action="/log-in"><input></form>"#, IOSTest.documentURL, .sentences),
      (#"<form><input></form>"#, "https://shop.example/login/", .sentences),
      (#"<input>"#, "https://shop.example/login/", .sentences),
      (#"<form action=""><input></form>"#, "https://shop.example/login/", .none),
      (#"<form action="next"><input></form>"#, "https://shop.example/login/", .none),
      (#"<form action="/next"><input></form>"#, "https://shop.example/login/", .sentences),
    ])
  func loginResolved(
    _ html: String, _ url: String, _ expected: IOSAutocapitalizationType
  ) throws {
    #expect(try traits(html, documentURL: url).autocapitalizationType == expected)
  }

  @Test(
    "R5.1 the resolved action has a lower-case host: LOGIN.example contains login")
  func loginHostCase() throws {
    let ios = try traits(#"<form action="https://LOGIN.example/x"><input></form>"#)
    #expect(ios.autocapitalizationType == .none)
    #expect(ios.autocorrectionType == .no)
  }

  @Test(
    "R5.1 URL parsing removes tabs and newlines: /lo<LF>gin is /login")
  func loginNewline() throws {
    let newline = try traits("<form action=\"/lo\ngin\"><input></form>")
    #expect(newline.autocapitalizationType == .none)
    let tab = try traits("<form action=\"/lo\tgin\"><input></form>")
    #expect(tab.autocapitalizationType == .none)
  }

  @Test("R5.1 a textarea or editing host in a login form is not forced")
  func loginTextarea() throws {
    let textarea = try traits(
      #"<form action="/login"><textarea autocapitalize="words"></textarea></form>"#)
    #expect(textarea.autocapitalizationType == .words)
    #expect(textarea.autocorrectionType == .yes)
    let editable = try traits(#"<form action="/login"><div contenteditable></div></form>"#)
    #expect(editable.autocapitalizationType == .sentences)
    #expect(editable.autocorrectionType == .yes)
  }

  @Test(
    "R5.2 the autocapitalize type maps to UIKit on every element",
    arguments: [
      ("on", IOSAutocapitalizationType.sentences), ("sentences", .sentences), ("off", .none),
      ("none", .none), ("words", .words), ("characters", .allCharacters),
    ])
  func mapping(_ value: String, _ expected: IOSAutocapitalizationType) throws {
    for html in [
      #"<input autocapitalize="\#(value)">"#,
      #"<textarea autocapitalize="\#(value)"></textarea>"#,
      #"<div contenteditable autocapitalize="\#(value)"></div>"#,
    ] {
      #expect(try traits(html).autocapitalizationType == expected, "\(html)")
    }
  }

  @Test(
    "R5.2 no attribute gives sentences",
    arguments: [
      "<input>", "<textarea></textarea>", "<div contenteditable></div>", #"<input type="tel">"#,
    ])
  func noAttribute(_ html: String) throws {
    #expect(try traits(html).autocapitalizationType == .sentences)
  }

  @Test(
    "R5.3 keywords are ASCII case-insensitive",
    arguments: [
      ("WORDS", IOSAutocapitalizationType.words), ("wOrDs", .words),
      ("CHARACTERS", .allCharacters), ("Off", .none), ("NONE", .none), ("SENTENCES", .sentences),
      ("ON", .sentences),
    ])
  func caseInsensitive(_ value: String, _ expected: IOSAutocapitalizationType) throws {
    let html = #"<form autocapitalize="characters"><input autocapitalize="\#(value)"></form>"#
    #expect(try traits(html).autocapitalizationType == expected)
  }

  @Test(
    "R5.3 any other value is sentences and blocks the form's value",
    arguments: [
      "true", "false", "yes", "no", "word", "character", " words ", "words ", "allcharacters",
      "1", "0", "WORD",
    ])
  func unknownIsSentences(_ value: String) throws {
    let input = #"<form autocapitalize="none"><input autocapitalize="\#(value)"></form>"#
    #expect(try traits(input).autocapitalizationType == .sentences)
    let textarea =
      #"<form autocapitalize="words"><textarea autocapitalize="\#(value)"></textarea></form>"#
    #expect(try traits(textarea).autocapitalizationType == .sentences)
  }

  @Test("R5.3 a missing or empty value is Default and inherits")
  func emptyInherits() throws {
    let valueless = try traits(#"<form autocapitalize="words"><input autocapitalize></form>"#)
    #expect(valueless.autocapitalizationType == .words)
    let empty = try traits(#"<form autocapitalize="words"><input autocapitalize=""></form>"#)
    #expect(empty.autocapitalizationType == .words)
  }

  @Test("R5.4 a textarea inherits its form owner's value")
  func textareaInherits() throws {
    let html = #"<form autocapitalize="words"><textarea></textarea></form>"#
    #expect(try traits(html).autocapitalizationType == .words)
  }

  @Test(
    "R5.4 inheritance follows the form owner, including the form attribute",
    arguments: [
      (#"<form id="f" autocapitalize="characters"></form><input id="t" form="f">"#,
        IOSAutocapitalizationType.allCharacters),
      (#"<form autocapitalize="none"><input id="t" form="g"></form>"#
        + #"<form id="g" autocapitalize="words"></form>"#, .words),
      (#"<form autocapitalize="none"><input id="t" form="missing"></form>"#, .sentences),
      (#"<form autocapitalize="none"></form><input id="t">"#, .sentences),
    ])
  func formOwner(_ html: String, _ expected: IOSAutocapitalizationType) throws {
    #expect(try traits(html).autocapitalizationType == expected)
  }

  @Test(
    "R5.4 no other ancestor is consulted",
    arguments: [
      (#"<fieldset autocapitalize="none"><input></fieldset>"#,
        IOSAutocapitalizationType.sentences),
      (#"<div autocapitalize="words"><input></div>"#, .sentences),
      (#"<body autocapitalize="none"><input></body>"#, .sentences),
      (#"<html autocapitalize="none"><body><textarea></textarea></body></html>"#, .sentences),
      (#"<form autocapitalize="none"><div autocapitalize="words"><input></div></form>"#, .none),
    ])
  func noOtherAncestor(_ html: String, _ expected: IOSAutocapitalizationType) throws {
    #expect(try traits(html).autocapitalizationType == expected)
  }

  @Test(
    "R5.4 contenteditable uses only its own attribute, not its form's",
    arguments: [
      (#"<form autocapitalize="none"><div contenteditable></div></form>"#,
        IOSAutocapitalizationType.sentences),
      (#"<div autocapitalize="words"><p contenteditable>x</p></div>"#, .sentences),
      (#"<form autocapitalize="none"><div contenteditable autocapitalize="characters"></div>"#
        + "</form>", .allCharacters),
      (#"<form autocapitalize="words"><div contenteditable autocapitalize=""></div></form>"#,
        .sentences),
    ])
  func contentEditable(_ html: String, _ expected: IOSAutocapitalizationType) throws {
    #expect(try traits(html).autocapitalizationType == expected)
  }

  @Test(
    "R5.4 the form's own empty or unknown value gives sentences",
    arguments: [
      #"<form autocapitalize="bogus"><input></form>"#, #"<form autocapitalize=""><input></form>"#,
      #"<form autocapitalize="characters"><input autocapitalize="on"></form>"#,
    ])
  func formValue(_ html: String) throws {
    #expect(try traits(html).autocapitalizationType == .sentences)
  }
}

// MARK: - R6

@Suite("R6 autocorrectionType")
struct IOSR6AutocorrectionTests {
  @Test(
    "R6.1 forced to no for password, email, url and a login action",
    arguments: [
      #"<input type="password" autocorrect="on">"#, #"<input type="email" autocorrect="on">"#,
      #"<input type="url" autocorrect="on">"#,
      #"<form action="/login"><input autocorrect="on"></form>"#,
      #"<form action="/login" autocorrect="on"><input type="search"></form>"#,
    ])
  func forced(_ html: String) throws {
    #expect(try traits(html).autocorrectionType == .no)
  }

  @Test(
    "R6.1 inputmode email or url does not force it off",
    arguments: [#"<input inputmode="email">"#, #"<input inputmode="url">"#])
  func inputModeNotForced(_ html: String) throws {
    #expect(try traits(html).autocorrectionType == .yes)
  }

  @Test(
    "R6.2 WebKit writes yes explicitly, never default",
    arguments: [
      "<input>", "<textarea></textarea>", "<div contenteditable></div>", #"<input type="tel">"#,
      #"<input type="number">"#, #"<input type="search">"#,
    ])
  func yesNotDefault(_ html: String) throws {
    #expect(try traits(html).autocorrectionType == .yes)
  }

  @Test(
    "R6.3 autocorrect=\"0\", \"no\" and other non-empty values mean ON",
    arguments: [
      "0", "no", "false", "NO", "FALSE", "true", "on", "yes", "offf", " off", "off ", "1",
    ])
  func nonEmptyIsOn(_ value: String) throws {
    #expect(try traits(#"<input autocorrect="\#(value)">"#).autocorrectionType == .yes)
    let textarea = #"<form autocorrect="off"><textarea autocorrect="\#(value)"></textarea></form>"#
    #expect(try traits(textarea).autocorrectionType == .yes)
  }

  @Test("R6.3 only off (ASCII case-insensitive) turns it off", arguments: ["off", "OFF", "Off"])
  func offIsOff(_ value: String) throws {
    #expect(try traits(#"<input autocorrect="\#(value)">"#).autocorrectionType == .no)
    let textarea = #"<textarea autocorrect="\#(value)"></textarea>"#
    #expect(try traits(textarea).autocorrectionType == .no)
  }

  @Test(
    "R6.3 only a missing value falls back to the form owner, then ON",
    arguments: [
      (#"<form autocorrect="off"><input></form>"#, IOSTraitState.no),
      (#"<form autocorrect="OFF"><textarea></textarea></form>"#, .no),
      (#"<form autocorrect="off"><input autocorrect="no"></form>"#, .yes),
      (#"<form autocorrect="off"><input autocorrect="0"></form>"#, .yes),
      (#"<form autocorrect="false"><input></form>"#, .yes),
      (#"<form autocorrect="0"><input></form>"#, .yes),
      (#"<form autocorrect=""><input></form>"#, .yes),
      (#"<form id="f" autocorrect="off"></form><input id="t" form="f">"#, .no),
      (#"<fieldset autocorrect="off"><input></fieldset>"#, .yes),
      (#"<div autocorrect="off"><input></div>"#, .yes),
      (#"<body autocorrect="off"><textarea></textarea></body>"#, .yes),
    ])
  func formFallback(_ html: String, _ expected: IOSTraitState) throws {
    #expect(try traits(html).autocorrectionType == expected)
  }

  @Test(
    "R6.3 case 72: a present autocorrect, even empty or valueless, is ON; no form fallback",
    arguments: [
      #"<form autocorrect="off"><input autocorrect=""></form>"#,
      #"<form autocorrect="off"><input autocorrect></form>"#,
      #"<form autocorrect="off"><textarea autocorrect=""></textarea></form>"#,
      #"<form autocorrect="OFF"><textarea autocorrect></textarea></form>"#,
      #"<form id="f" autocorrect="off"></form><input id="t" form="f" autocorrect="">"#,
    ])
  func presentEmptyIsOn(_ html: String) throws {
    #expect(try traits(html).autocorrectionType == .yes)
  }

  @Test(
    "R6.4 contenteditable is ON unless its own attribute is off; no inheritance",
    arguments: [
      (#"<div contenteditable autocorrect="off"></div>"#, IOSTraitState.no),
      (#"<div contenteditable autocorrect="Off"></div>"#, .no),
      (#"<div contenteditable autocorrect="false"></div>"#, .yes),
      (#"<div contenteditable autocorrect="0"></div>"#, .yes),
      (#"<div contenteditable autocorrect=""></div>"#, .yes),
      (#"<form autocorrect="off"><div contenteditable></div></form>"#, .yes),
      (#"<div autocorrect="off"><p contenteditable>x</p></div>"#, .yes),
    ])
  func contentEditable(_ html: String, _ expected: IOSTraitState) throws {
    #expect(try traits(html).autocorrectionType == expected)
  }

  @Test("R6.5 the hidden-editable site quirk is domain-specific and not applied")
  func hiddenEditableQuirk() throws {
    let ios = try traits(#"<div contenteditable style="opacity: 0; clip: rect(0 0 0 0)"></div>"#)
    #expect(ios.autocapitalizationType == .sentences)
    #expect(ios.autocorrectionType == .yes)
  }
}

// MARK: - R7

@Suite("R7 spell checking, smart quotes, smart dashes")
struct IOSR7SpellCheckingTests {
  /// spellCheckingType, smartQuotesType and smartDashesType of `html`, all expected equal.
  private func expectSpelling(
    _ html: String, _ expected: IOSTraitState, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let ios = try traits(html, sourceLocation: sourceLocation)
    #expect(ios.spellCheckingType == expected, "\(html)", sourceLocation: sourceLocation)
    #expect(ios.smartQuotesType == expected, "\(html)", sourceLocation: sourceLocation)
    #expect(ios.smartDashesType == expected, "\(html)", sourceLocation: sourceLocation)
  }

  @Test("R7.1 spellcheck is inherited through several ancestors")
  func severalAncestors() throws {
    try expectSpelling(
      #"<div spellcheck="false"><section><article><div><span><input></span></div></article>"#
        + "</section></div>", .no)
    try expectSpelling(#"<form spellcheck="false"><div><textarea></textarea></div></form>"#, .no)
    try expectSpelling(#"<body spellcheck="false"><div><input></div></body>"#, .no)
    try expectSpelling(#"<html spellcheck="false"><body><input></body></html>"#, .no)
  }

  @Test("R7.1 an invalid value on the nearest ancestor is skipped")
  func invalidAncestorSkipped() throws {
    try expectSpelling(#"<div spellcheck="false"><div spellcheck="maybe"><input></div></div>"#, .no)
    try expectSpelling(
      #"<div spellcheck="false"><div spellcheck="off"><div contenteditable></div></div></div>"#,
      .no)
    try expectSpelling(
      #"<div spellcheck="true"><div spellcheck="no"><textarea></textarea></div></div>"#, .default)
  }

  @Test("R7.1 the nearest valid ancestor decides")
  func nearestDecides() throws {
    try expectSpelling(#"<div spellcheck="false"><div spellcheck="true"><input></div></div>"#,
      .default)
    try expectSpelling(#"<div spellcheck="true"><div spellcheck="FALSE"><input></div></div>"#, .no)
    try expectSpelling(#"<div spellcheck="false"><div spellcheck=""><input></div></div>"#, .default)
  }

  @Test(
    "R7.1 the element's own value wins; an invalid own value defers to the ancestors",
    arguments: [
      (#"<div spellcheck="false"><input spellcheck="true"></div>"#, IOSTraitState.default),
      (#"<div spellcheck="false"><input spellcheck=""></div>"#, .default),
      (#"<div spellcheck="false"><input spellcheck></div>"#, .default),
      (#"<div spellcheck="false"><textarea spellcheck="TRUE"></textarea></div>"#, .default),
      (#"<div spellcheck="true"><input spellcheck="FALSE"></div>"#, .no),
      (#"<div spellcheck="false"><input spellcheck="off"></div>"#, .no),
      (#"<div spellcheck="false"><div contenteditable spellcheck="True"></div></div>"#, .default),
      (#"<input spellcheck="no">"#, .default),
    ])
  func ownValueWins(_ html: String, _ expected: IOSTraitState) throws {
    try expectSpelling(html, expected)
  }

  @Test(
    "R7.1 an input foster-parented out of a <table> does not inherit the table's value",
    .disabled("bug: DocumentTreeBuilder keeps libxml2's tree; HTML5 foster-parents the input"))
  func fosterParented() throws {
    try expectSpelling(
      #"<table spellcheck="false"><input id="t"><tr><td>x</td></tr></table>"#, .default)
  }

  @Test("R7.1 with no decision spell checking is enabled")
  func noDecision() throws {
    try expectSpelling("<input>", .default)
    try expectSpelling(#"<div spellcheck="false"></div><input>"#, .default)
    try expectSpelling(#"<div spellcheck="0"><input></div>"#, .default)
  }

  @Test(
    "R7.2 disabled sets spell checking, smart quotes and smart dashes to no",
    arguments: [
      #"<input spellcheck="false">"#, #"<textarea spellcheck="false"></textarea>"#,
      #"<div contenteditable spellcheck="false"></div>"#,
      #"<input type="email" spellcheck="False">"#,
    ])
  func disabledSetsNo(_ html: String) throws {
    try expectSpelling(html, .no)
  }

  @Test("R7.2 enabled leaves the defaults; password fields are not forced off")
  func passwordNotForced() throws {
    try expectSpelling(#"<input type="password">"#, .default)
    try expectSpelling(#"<input spellcheck="true">"#, .default)
  }
}

// MARK: - R8

@Suite("R8 secureTextEntry")
struct IOSR8SecureTextEntryTests {
  @Test(
    "R8 secure only for elementType Password",
    arguments: [
      (#"<input type="password">"#, true), (#"<input type="PASSWORD">"#, true),
      (#"<input type="password" inputmode="text">"#, true),
      (#"<input type="password" readonly>"#, true),
      (#"<input type="password" pattern="\d*">"#, true),
      (#"<input autocomplete="current-password">"#, false),
      (#"<input autocomplete="new-password">"#, false), (#"<input name="password">"#, false),
      (#"<textarea name="password"></textarea>"#, false), (#"<input type="pass">"#, false),
      (#"<input type="email">"#, false),
    ])
  func secure(_ html: String, _ expected: Bool) throws {
    #expect(try traits(html).secureTextEntry == expected)
  }

  @Test(
    "R8 -webkit-text-security style is not secure",
    arguments: [
      #"<input style="-webkit-text-security: disc">"#,
      #"<input type="text" style="-webkit-text-security:circle" inputmode="numeric">"#,
      #"<div contenteditable style="-webkit-text-security: square"></div>"#,
    ])
  func textSecurityStyle(_ html: String) throws {
    let ios = try traits(html)
    #expect(!ios.secureTextEntry)
    #expect(ios.elementType != .password)
  }
}

// MARK: - R9

@Suite("R9 textContentType")
struct IOSR9TextContentTypeTests {
  private func contentType(
    _ html: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> IOSTextContentType? {
    try traits(html, sourceLocation: sourceLocation).textContentType
  }

  @Test(
    "R9.2 every mapping",
    arguments: [
      ("name", IOSTextContentType.name), ("honorific-prefix", .namePrefix),
      ("given-name", .givenName), ("additional-name", .middleName),
      ("family-name", .familyName), ("honorific-suffix", .nameSuffix), ("nickname", .nickname),
      ("organization-title", .jobTitle), ("organization", .organizationName),
      ("street-address", .fullStreetAddress), ("address-line1", .streetAddressLine1),
      ("address-line2", .streetAddressLine2), ("address-level3", .sublocality),
      ("address-level2", .addressCity), ("address-level1", .addressState),
      ("country-name", .countryName), ("postal-code", .postalCode), ("tel", .telephoneNumber),
      ("email", .emailAddress), ("url", .URL), ("username", .username),
      ("one-time-code", .oneTimeCode),
    ])
  func mapping(_ token: String, _ expected: IOSTextContentType) throws {
    #expect(try contentType(#"<input autocomplete="\#(token)">"#) == expected)
    #expect(try contentType(#"<input autocomplete="section-x \#(token)">"#) == expected)
  }

  @Test("R9.2 the mapping covers every IOSTextContentType case")
  func mappingIsComplete() throws {
    var seen: Set<IOSTextContentType> = []
    for name in AutofillFieldName.all.map(\.token) + ["webauthn"] {
      let html = name == "webauthn"
        ? #"<input autocomplete="username webauthn">"# : #"<input autocomplete="\#(name)">"#
      if let type = try contentType(html) { seen.insert(type) }
    }
    #expect(seen == Set(IOSTextContentType.allCases))
  }

  @Test(
    "R9.3 these field names map to nil",
    arguments: [
      "current-password", "new-password", "address-line3", "address-level4", "country",
      "cc-name", "cc-given-name", "cc-additional-name", "cc-family-name", "cc-number", "cc-exp",
      "cc-exp-month", "cc-exp-year", "cc-csc", "cc-type", "transaction-currency",
      "transaction-amount", "language", "bday", "bday-day", "bday-month", "bday-year", "sex",
      "photo", "tel-country-code", "tel-national", "tel-area-code", "tel-local",
      "tel-local-prefix", "tel-local-suffix", "tel-extension", "impp",
    ])
  func nilNames(_ token: String) throws {
    #expect(try contentType(#"<input autocomplete="\#(token)">"#) == nil)
    #expect(try contentType(#"<input type="password" autocomplete="\#(token)">"#) == nil)
  }

  @Test(
    "R9.1 on, off, empty and a missing attribute give nil",
    arguments: [
      "<input>", #"<input autocomplete="on">"#, #"<input autocomplete="off">"#,
      #"<input autocomplete="OFF">"#, #"<input autocomplete="">"#, #"<input autocomplete="  ">"#,
      #"<input autocomplete>"#, #"<input type="password" autocomplete="off">"#,
    ])
  func onOffMissing(_ html: String) throws {
    #expect(try contentType(html) == nil)
  }

  @Test(
    "R9.1 the last token is the field name; tokens split on ASCII whitespace, any case",
    arguments: [
      ("shipping email", IOSTextContentType.emailAddress),
      ("section-x billing tel", .telephoneNumber),
      ("billing street-address", .fullStreetAddress),
      ("  Section-A\tSHIPPING\nPostal-Code  ", .postalCode),
      ("Home Email", .emailAddress), ("mobile tel", .telephoneNumber),
      ("ONE-TIME-CODE", .oneTimeCode),
    ])
  func tokens(_ value: String, _ expected: IOSTextContentType) throws {
    #expect(try contentType(#"<input autocomplete="\#(value)">"#) == expected)
  }

  @Test(
    "R9.1 unknown tokens, wrong order or a contact word before a non-contact name give nil",
    arguments: [
      "foo email", "email foo", "email tel", "shipping", "section-a", "home name",
      "shipping section-a email", "work shipping tel", "billing shipping email",
      "section-a section-b email", "webauthn username", "username webauthn webauthn",
      "e-mail", "telephone", "mail", "email\u{A0}",
    ])
  func invalidLists(_ value: String) throws {
    #expect(try contentType(#"<input autocomplete="\#(value)">"#) == nil)
  }

  @Test(
    "R9.1 token count limits: Normal 3, Contact 4, Credential (webauthn) 5",
    arguments: [
      ("section-a shipping postal-code", IOSTextContentType?.some(.postalCode)),
      ("section-a shipping work postal-code", nil),
      ("section-a shipping work tel", .telephoneNumber),
      ("section-a billing home email", .emailAddress),
      ("section-a shipping work tel tel", nil),
      ("section-a shipping work tel webauthn", .username),
      ("section-a shipping work tel webauthn webauthn", nil),
    ])
  func tokenCounts(_ value: String, _ expected: IOSTextContentType?) throws {
    #expect(try contentType(#"<input autocomplete="\#(value)">"#) == expected)
  }

  @Test(
    "R9.1 the control type is not checked",
    arguments: [
      (#"<input type="password" autocomplete="email">"#, IOSTextContentType.emailAddress),
      (#"<input type="email" autocomplete="tel">"#, .telephoneNumber),
      (#"<input type="number" autocomplete="url">"#, .URL),
      (#"<input type="tel" autocomplete="username">"#, .username),
      (#"<input type="search" autocomplete="street-address">"#, .fullStreetAddress),
    ])
  func controlNotChecked(_ html: String, _ expected: IOSTextContentType) throws {
    #expect(try contentType(html) == expected)
  }

  @Test(
    "R9.4 a list ending in webauthn has field name webauthn, which maps to username",
    arguments: [
      "username webauthn", "current-password webauthn", "new-password webauthn",
      "email webauthn", "USERNAME WebAuthn", "section-a billing home email webauthn",
      "webauthn", " WEBAUTHN ",
    ])
  func webauthn(_ value: String) throws {
    #expect(try contentType(#"<input autocomplete="\#(value)">"#) == .username)
    #expect(try contentType(#"<input type="password" autocomplete="\#(value)">"#) == .username)
  }

  @Test("R9.5 a textarea reads autocomplete too")
  func textarea() throws {
    #expect(try contentType(#"<textarea autocomplete="email"></textarea>"#) == .emailAddress)
    #expect(try contentType(#"<textarea autocomplete="shipping street-address"></textarea>"#)
      == .fullStreetAddress)
    #expect(try contentType(#"<textarea autocomplete="foo"></textarea>"#) == nil)
  }

  @Test(
    "R9.5 contenteditable never gets a content type",
    arguments: ["email", "username", "one-time-code", "username webauthn"])
  func contentEditable(_ value: String) throws {
    #expect(try contentType(#"<div contenteditable autocomplete="\#(value)"></div>"#) == nil)
  }

  @Test(
    "R9.5 the element type never supplies a content type: type=email alone gives nil",
    arguments: ["email", "tel", "url", "password", "search", "number"])
  func typeAlone(_ type: String) throws {
    #expect(try contentType(#"<input type="\#(type)">"#) == nil)
    #expect(try contentType(#"<input type="\#(type)" name="\#(type)" id="\#(type)">"#) == nil)
  }

  @Test("R9.6 the 2024+ table: given-name is givenName, one-time-code is oneTimeCode")
  func version2024() throws {
    #expect(try contentType(#"<input autocomplete="given-name">"#) == .givenName)
    #expect(try contentType(#"<input autocomplete="additional-name">"#) == .middleName)
    #expect(try contentType(#"<input autocomplete="one-time-code">"#) == .oneTimeCode)
  }
}

// MARK: - R10

@Suite("R10 other traits")
struct IOSR10OtherTraitsTests {
  @Test(
    "R10 isSingleLineDocument is NO for TextArea, ContentEditable and None only",
    arguments: [
      ("<input>", true), (#"<input type="password">"#, true), (#"<input type="search">"#, true),
      (#"<input type="email">"#, true), (#"<input type="tel">"#, true),
      (#"<input type="url">"#, true), (#"<input type="number">"#, true),
      (#"<input pattern="\d*">"#, true), (#"<input type="date">"#, true),
      (#"<input type="time">"#, true), (#"<input type="week">"#, true),
      (#"<input type="month">"#, true), (#"<input type="datetime-local">"#, true),
      (#"<input type="color">"#, true), (#"<select><option>a</option></select>"#, true),
      (#"<input inputmode="none">"#, true), ("<textarea></textarea>", false),
      (#"<textarea rows="1"></textarea>"#, false), ("<div contenteditable></div>", false),
      (#"<input type="checkbox">"#, false), (#"<input type="hidden">"#, false),
      (#"<input type="file">"#, false),
    ])
  func singleLine(_ html: String, _ expected: Bool) throws {
    #expect(try traits(html).isSingleLineDocument == expected)
  }

  @Test(
    "R10 shortcutConversionType is no for Password, default otherwise",
    arguments: [
      (#"<input type="password">"#, IOSTraitState.no),
      (#"<input type="password" inputmode="numeric">"#, .no),
      (#"<input autocomplete="current-password">"#, .default),
      ("<input>", .default), ("<textarea></textarea>", .default),
      ("<div contenteditable></div>", .default), (#"<input type="email">"#, .default),
    ])
  func shortcutConversion(_ html: String, _ expected: IOSTraitState) throws {
    #expect(try traits(html).shortcutConversionType == expected)
  }

  @Test(
    "R10 inlinePredictionType: the spec's examples, then each step of the writing-suggestions test",
    arguments: [
      // The spec's examples.
      (#"<input autocomplete="off">"#, IOSTraitState.no),
      (#"<input autocomplete="off" writingsuggestions="true">"#, .default),
      (#"<div writingsuggestions="false"><textarea></textarea></div>"#, .no),
      (#"<input type="tel">"#, .no),
      (#"<input disabled>"#, .no),
      // (1) Only enabled text, search, url and email inputs, textareas and editables qualify.
      ("<input>", .default), (#"<input type="search">"#, .default),
      (#"<input type="url">"#, .default), (#"<input type="email">"#, .default),
      (#"<input type="bogus">"#, .default), ("<textarea></textarea>", .default),
      ("<div contenteditable></div>", .default), (#"<input readonly>"#, .default),
      (#"<input type="password">"#, .no), (#"<input type="number">"#, .no),
      (#"<input type="date">"#, .no), (#"<input type="checkbox">"#, .no),
      (#"<select><option>a</option></select>"#, .no), ("<textarea disabled></textarea>", .no),
      (#"<fieldset disabled><input></fieldset>"#, .no),
      (#"<input type="tel" writingsuggestions="true">"#, .no),
      (#"<input disabled writingsuggestions="true">"#, .no),
      // (2) The nearest valid writingsuggestions, on the field or an ancestor, decides.
      (#"<input writingsuggestions="false">"#, .no),
      (#"<input writingsuggestions="FALSE">"#, .no),
      (#"<input writingsuggestions="">"#, .default),
      (#"<input writingsuggestions autocomplete="off">"#, .default),
      (#"<input writingsuggestions="True" autocomplete="OFF">"#, .default),
      (#"<form writingsuggestions="false"><div><input></div></form>"#, .no),
      (#"<body writingsuggestions="false"><div contenteditable></div></body>"#, .no),
      (#"<div writingsuggestions="false"><input writingsuggestions="true"></div>"#, .default),
      (#"<div writingsuggestions="false"><input writingsuggestions="no"></div>"#, .no),
      (#"<div writingsuggestions="true"><input autocomplete="off"></div>"#, .default),
      (
        #"<div writingsuggestions="false"><div writingsuggestions="maybe"><input></div></div>"#,
        .no
      ),
      (#"<div writingsuggestions="false"></div><input>"#, .default),
      // (3) Else only the element's own autocomplete, exactly off, says no.
      (#"<input autocomplete="OFF">"#, .no),
      (#"<textarea autocomplete="off"></textarea>"#, .no),
      (#"<div contenteditable autocomplete="off"></div>"#, .no),
      (#"<input autocomplete=" off">"#, .default),
      (#"<input autocomplete="one-time-code">"#, .default),
      (#"<input autocomplete="nope">"#, .default),
      (#"<form autocomplete="off"><input></form>"#, .default),
      (#"<input writingsuggestions="maybe" autocomplete="off">"#, .no),
    ])
  func inlinePrediction(_ html: String, _ expected: IOSTraitState) throws {
    #expect(try traits(html).inlinePredictionType == expected)
  }

  @Test("R10 keyboardAppearance and enablesReturnKeyAutomatically are never set")
  func neverSet() {
    #expect(IOSTraits.keyboardAppearance == "default")
    #expect(IOSTraits.enablesReturnKeyAutomatically == false)
  }
}
