import Testing

@testable import KeyboardTraits

// The suites for rules R3 onwards of `docs/browsers/ios.md` §2 (IOSRuleTests.swift has the first).

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
    #expect(try focusedTraits(html).keyboardType == keyboard)
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
      #expect(try focusedTraits(html).keyboardType == mode.1, "\(html)")
    }
  }

  @Test("R3.2 inputmode applies to textarea and contenteditable", arguments: modes)
  func inputModeOnOtherElements(_ mode: (String, IOSKeyboardType)) throws {
    let textarea = try focusedTraits(#"<textarea inputmode="\#(mode.0)"></textarea>"#)
    #expect(textarea.keyboardType == mode.1)
    let editable = try focusedTraits(#"<div contenteditable inputmode="\#(mode.0)"></div>"#)
    #expect(editable.keyboardType == mode.1)
  }

  @Test("R3.3 type=search alone gives default, not webSearch")
  func searchIsDefault() throws {
    #expect(try focusedTraits(#"<input type="search">"#).keyboardType == .default)
    #expect(
      try focusedTraits(#"<form action="/s"><input type="search"></form>"#).keyboardType == .default
    )
    #expect(try focusedTraits(#"<input inputmode="search">"#).keyboardType == .webSearch)
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
    #expect(
      try focusedTraits(#"<input type="number" inputmode="\#(mode)">"#).keyboardType == keyboard)
  }

  @Test(
    "R3.4 inputmode with surrounding spaces is invalid",
    arguments: [" numeric", "numeric ", " numeric ", "\tdecimal", "decimal\u{0C}", " email"])
  func surroundingSpaces(_ mode: String) throws {
    let ios = try focusedTraits(#"<input type="tel" inputmode="\#(mode)">"#)
    #expect(ios.keyboardType == .phonePad)
    #expect(ios.presentation == .keyboard)
  }

  @Test(
    "R3.4 unknown inputmode values are Unspecified: the element type decides",
    arguments: [
      "number", "phone", "digits", "", "numbers", "email-address", "kana", "latin",
      "NUMER\u{130}C",
    ])
  func unknownModes(_ mode: String) throws {
    let ios = try focusedTraits(#"<input type="number" inputmode="\#(mode)">"#)
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
    #expect(try focusedTraits(html).keyboardType == .default)
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
    #expect(try focusedTraits(#"<input enterkeyhint="\#(hint)">"#).returnKeyType == expected)
    let inForm = #"<form action="/s"><input type="search" enterkeyhint="\#(hint)"></form>"#
    #expect(try focusedTraits(inForm).returnKeyType == expected)
    let textarea = #"<form action="/s"><textarea enterkeyhint="\#(hint)"></textarea></form>"#
    #expect(try focusedTraits(textarea).returnKeyType == expected)
    let editable = #"<div contenteditable enterkeyhint="\#(hint)"></div>"#
    #expect(try focusedTraits(editable).returnKeyType == expected)
  }

  @Test(
    "R4.2 previous, empty and invalid values fall back",
    arguments: ["previous", "PREVIOUS", "", " done", "done ", "return", "submit", "prev"])
  func fallback(_ hint: String) throws {
    #expect(try focusedTraits(#"<input enterkeyhint="\#(hint)">"#).returnKeyType == .default)
    let form = #"<form action="/x"><input enterkeyhint="\#(hint)"></form>"#
    #expect(try focusedTraits(form).returnKeyType == .go)
    let search = #"<form action="/x"><input type="search" enterkeyhint="\#(hint)"></form>"#
    #expect(try focusedTraits(search).returnKeyType == .search)
  }

  @Test("R4.2 enterkeyhint without a value falls back")
  func valueless() throws {
    #expect(
      try focusedTraits(#"<form action="/x"><input enterkeyhint></form>"#).returnKeyType == .go)
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
    #expect(try focusedTraits(html).returnKeyType == expected)
  }

  @Test("R4.4 the form attribute pointing to a form that comes later")
  func formAttributeLaterForm() throws {
    let go = try focusedTraits(#"<input id="t" form="f"><form id="f" action="/s"></form>"#)
    #expect(go.returnKeyType == .go)
    let login = try focusedTraits(
      #"<input id="t" form="f"><p>x</p><form id="f" action="/login"></form>"#)
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
    #expect(try focusedTraits(html).returnKeyType == .default)
  }

  @Test(
    "R4.4 form=\"\" names no form, even when a form has id=\"\"")
  func emptyFormAttribute() throws {
    let html = #"<form id="" action="/login"></form><input id="t" form="">"#
    let ios = try focusedTraits(html)
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
    let plain = try focusedTraits(#"<form action="next"><input></form>"#)
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
    #expect(try focusedTraits(html).returnKeyType == .default)
  }

  @Test("R4.4 an input without a form owner falls back to default")
  func noOwner() throws {
    #expect(
      try focusedTraits(#"<form action="/s"></form><input id="t">"#).returnKeyType == .default)
    #expect(try focusedTraits(#"<input name="q">"#).returnKeyType == .default)
  }

  @Test("R4.4 a nested <form> is ignored: the outer form's action counts")
  func nestedForm() throws {
    let ios = try focusedTraits(#"<form action="/a"><form action="/login"><input></form></form>"#)
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
    #expect(try focusedTraits(html).returnKeyType == expected)
  }
}

// MARK: - R5

@Suite("R5 autocapitalizationType")
struct IOSR5AutocapitalizationTests {
  @Test(
    "R5.1 forced to none for password, email and url",
    arguments: ["password", "email", "url", "EMAIL"])
  func forcedByType(_ type: String) throws {
    let own = try focusedTraits(#"<input type="\#(type)" autocapitalize="words">"#)
    #expect(own.autocapitalizationType == .none)
    let form = try focusedTraits(
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
    #expect(try focusedTraits(html).autocapitalizationType == expected)
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
    let ios = try focusedTraits(html)
    #expect(ios.autocapitalizationType == .none)
    #expect(ios.autocorrectionType == .no)
  }

  @Test(
    "R5.1 the login check is case-sensitive and reads the resolved action",
    arguments: [
      (
        #"<form action="/LOGIN"><input></form>"#, IOSTest.documentURL,
        IOSAutocapitalizationType.sentences
      ),
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
    #expect(try focusedTraits(html, documentURL: url).autocapitalizationType == expected)
  }

  @Test(
    "R5.1 the resolved action has a lower-case host: LOGIN.example contains login")
  func loginHostCase() throws {
    let ios = try focusedTraits(#"<form action="https://LOGIN.example/x"><input></form>"#)
    #expect(ios.autocapitalizationType == .none)
    #expect(ios.autocorrectionType == .no)
  }

  @Test(
    "R5.1 URL parsing removes tabs and newlines: /lo<LF>gin is /login")
  func loginNewline() throws {
    let newline = try focusedTraits("<form action=\"/lo\ngin\"><input></form>")
    #expect(newline.autocapitalizationType == .none)
    let tab = try focusedTraits("<form action=\"/lo\tgin\"><input></form>")
    #expect(tab.autocapitalizationType == .none)
  }

  @Test("R5.1 a textarea or editing host in a login form is not forced")
  func loginTextarea() throws {
    let textarea = try focusedTraits(
      #"<form action="/login"><textarea autocapitalize="words"></textarea></form>"#)
    #expect(textarea.autocapitalizationType == .words)
    #expect(textarea.autocorrectionType == .yes)
    let editable = try focusedTraits(#"<form action="/login"><div contenteditable></div></form>"#)
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
      #expect(try focusedTraits(html).autocapitalizationType == expected, "\(html)")
    }
  }

  @Test(
    "R5.2 no attribute gives sentences",
    arguments: [
      "<input>", "<textarea></textarea>", "<div contenteditable></div>", #"<input type="tel">"#,
    ])
  func noAttribute(_ html: String) throws {
    #expect(try focusedTraits(html).autocapitalizationType == .sentences)
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
    #expect(try focusedTraits(html).autocapitalizationType == expected)
  }

  @Test(
    "R5.3 any other value is sentences and blocks the form's value",
    arguments: [
      "true", "false", "yes", "no", "word", "character", " words ", "words ", "allcharacters",
      "1", "0", "WORD",
    ])
  func unknownIsSentences(_ value: String) throws {
    let input = #"<form autocapitalize="none"><input autocapitalize="\#(value)"></form>"#
    #expect(try focusedTraits(input).autocapitalizationType == .sentences)
    let textarea =
      #"<form autocapitalize="words"><textarea autocapitalize="\#(value)"></textarea></form>"#
    #expect(try focusedTraits(textarea).autocapitalizationType == .sentences)
  }

  @Test("R5.3 a missing or empty value is Default and inherits")
  func emptyInherits() throws {
    let valueless = try focusedTraits(
      #"<form autocapitalize="words"><input autocapitalize></form>"#)
    #expect(valueless.autocapitalizationType == .words)
    let empty = try focusedTraits(#"<form autocapitalize="words"><input autocapitalize=""></form>"#)
    #expect(empty.autocapitalizationType == .words)
  }

  @Test("R5.4 a textarea inherits its form owner's value")
  func textareaInherits() throws {
    let html = #"<form autocapitalize="words"><textarea></textarea></form>"#
    #expect(try focusedTraits(html).autocapitalizationType == .words)
  }

  @Test(
    "R5.4 inheritance follows the form owner, including the form attribute",
    arguments: [
      (
        #"<form id="f" autocapitalize="characters"></form><input id="t" form="f">"#,
        IOSAutocapitalizationType.allCharacters
      ),
      (
        #"<form autocapitalize="none"><input id="t" form="g"></form>"#
          + #"<form id="g" autocapitalize="words"></form>"#, .words
      ),
      (#"<form autocapitalize="none"><input id="t" form="missing"></form>"#, .sentences),
      (#"<form autocapitalize="none"></form><input id="t">"#, .sentences),
    ])
  func formOwner(_ html: String, _ expected: IOSAutocapitalizationType) throws {
    #expect(try focusedTraits(html).autocapitalizationType == expected)
  }

  @Test(
    "R5.4 no other ancestor is consulted",
    arguments: [
      (
        #"<fieldset autocapitalize="none"><input></fieldset>"#,
        IOSAutocapitalizationType.sentences
      ),
      (#"<div autocapitalize="words"><input></div>"#, .sentences),
      (#"<body autocapitalize="none"><input></body>"#, .sentences),
      (#"<html autocapitalize="none"><body><textarea></textarea></body></html>"#, .sentences),
      (#"<form autocapitalize="none"><div autocapitalize="words"><input></div></form>"#, .none),
    ])
  func noOtherAncestor(_ html: String, _ expected: IOSAutocapitalizationType) throws {
    #expect(try focusedTraits(html).autocapitalizationType == expected)
  }

  @Test(
    "R5.4 contenteditable uses only its own attribute, not its form's",
    arguments: [
      (
        #"<form autocapitalize="none"><div contenteditable></div></form>"#,
        IOSAutocapitalizationType.sentences
      ),
      (#"<div autocapitalize="words"><p contenteditable>x</p></div>"#, .sentences),
      (
        #"<form autocapitalize="none"><div contenteditable autocapitalize="characters"></div>"#
          + "</form>", .allCharacters
      ),
      (
        #"<form autocapitalize="words"><div contenteditable autocapitalize=""></div></form>"#,
        .sentences
      ),
    ])
  func contentEditable(_ html: String, _ expected: IOSAutocapitalizationType) throws {
    #expect(try focusedTraits(html).autocapitalizationType == expected)
  }

  @Test(
    "R5.4 the form's own empty or unknown value gives sentences",
    arguments: [
      #"<form autocapitalize="bogus"><input></form>"#, #"<form autocapitalize=""><input></form>"#,
      #"<form autocapitalize="characters"><input autocapitalize="on"></form>"#,
    ])
  func formValue(_ html: String) throws {
    #expect(try focusedTraits(html).autocapitalizationType == .sentences)
  }
}
