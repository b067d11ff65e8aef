import Testing

@testable import KeyboardTraits

/// Chrome for Android, rule by rule (`android.md` C1–C22 and the corrections of §5).
@Suite("Chrome for Android rules (android.md C1–C22, §5)")
struct ChromeAndroidRuleTests {
  typealias T = AndroidTest

  @Test("C1: text fields, textarea and editing hosts get a keyboard; other types do not")
  func c1WhichElements() throws {
    for type in ["text", "search", "email", "url", "tel", "number", "password", "bogus", ""] {
      #expect(try T.chrome(#"<input type="\#(type)">"#).presentation == .keyboard, "\(type)")
    }
    #expect(try T.chrome("<textarea></textarea>").presentation == .keyboard)
    #expect(try T.chrome("<p contenteditable>x</p>").presentation == .keyboard)
    for type in ["checkbox", "radio", "range", "submit", "reset", "button", "image", "hidden"] {
      let traits = try T.chrome(#"<input type="\#(type)">"#)
      #expect(traits.presentation == .notEditable, "\(type)")
      #expect(traits.editorInfo == nil)
      #expect(traits.keyboardDescription == "No keyboard (\(type))")
    }
    #expect(try T.chrome("<select><option>a</select>").presentation == .select)
    #expect(try T.chrome("<input type=color>").presentation == .colorPicker)
    #expect(try T.chrome("<input type=file>").presentation == .fileUpload)
  }

  @Test("C1: readonly and disabled make the text input type NONE")
  func c1ReadOnlyAndDisabled() throws {
    let readOnly = try T.chrome("<textarea readonly></textarea>")
    #expect(readOnly.presentation == .none)
    #expect(readOnly.editorInfo == nil)
    #expect(readOnly.keyboardDescription == "No keyboard (read-only)")
    #expect(try T.chrome("<input disabled>").presentation == .disabled)
    #expect(try T.chrome("<fieldset disabled><input></fieldset>").presentation == .disabled)
    #expect(try T.chrome("<select disabled></select>").presentation == .disabled)
    // readonly does not apply to a checkbox: it stays a checkbox.
    #expect(try T.chrome("<input type=checkbox readonly>").presentation == .notEditable)
  }

  @Test("§5.4: date and time types have no text input type; the picker is the date chooser")
  func correction54DateTypes() throws {
    let pickers: [(String, String)] = [
      ("date", "Date picker"), ("time", "Time picker"), ("month", "Month picker"),
      ("week", "Week picker"), ("datetime-local", "Date and time picker"),
    ]
    for (type, description) in pickers {
      let traits = try T.chrome("<input type=\(type)>")
      #expect(traits.presentation == .datePicker)
      #expect(traits.editorInfo == nil)
      #expect(traits.keyboardDescription == description)
    }
    #expect(try T.chrome("<input type=date readonly>").presentation == .none)
  }

  @Test("C2: imeOptions always carry NO_FULLSCREEN|NO_EXTRACT_UI; the base is TEXT|WEB_EDIT_TEXT")
  func c2Base() throws {
    for markup in ["<input>", "<input type=tel>", "<textarea></textarea>", "<input type=search>"] {
      let info = try T.chromeInfo(markup)
      #expect(info.imeFlags == [.noFullscreen, .noExtractUI])
      #expect(info.imeOptions & 0x1200_0000 == 0x1200_0000)
    }
    // type=search keeps the base value untouched apart from capitalisation (C7).
    #expect(try T.chromeType("<input type=search autocapitalize=none>") == 0xA1)
  }

  @Test("C3: autocomplete=off adds NO_SUGGESTIONS only where the base value is kept")
  func c3AutocompleteOff() throws {
    let kept = [
      "<input autocomplete=off>", "<input type=search autocomplete=off>",
      "<textarea autocomplete=off></textarea>", "<input inputmode=text autocomplete=off>",
      "<input inputmode=search autocomplete=off>", "<input inputmode=none autocomplete=off>",
    ]
    for markup in kept {
      #expect(try T.chromeType(markup) & 0x80000 != 0, "\(markup)")
    }
    let dropped =
      [
        "email", "url", "tel", "number", "password",
      ].map { "<input type=\($0) autocomplete=off>" }
      + [
        "tel", "url", "email", "numeric", "decimal",
      ].map { "<input inputmode=\($0) autocomplete=off>" }
    for markup in dropped {
      #expect(try T.chromeType(markup) & 0x80000 == 0, "\(markup)")
    }
    // Exactly "off", and only the element's own attribute.
    #expect(try T.chromeType("<input autocomplete=OFF>") & 0x80000 == 0)
    #expect(try T.chromeType("<form autocomplete=off><input id=t></form>") & 0x80000 == 0)
  }

  @Test("§5.6: autocomplete=off on a contenteditable host also sets NO_SUGGESTIONS")
  func correction56EditingHost() throws {
    #expect(try T.chromeType("<div contenteditable autocomplete=off></div>") == 0xAC0A1)
  }

  @Test("C4: inputmode is read on text, search and password inputs, textarea and editing hosts")
  func c4WhereInputModeIsRead() throws {
    for markup in [
      "<input inputmode=tel>", "<input type=search inputmode=tel>",
      "<textarea inputmode=tel></textarea>", "<div contenteditable inputmode=tel></div>",
      "<input inputmode=TEL>",
    ] {
      #expect(try T.chromeInfo(markup).inputType.inputClass == .phone, "\(markup)")
    }
    #expect(try T.chromeInfo("<input type=password inputmode=numeric>").inputType.rawValue == 0x12)
    // Ignored on email, url, tel and number: the type's keyboard stays.
    #expect(try T.chromeType("<input type=email inputmode=tel>") == 0xD1)
    #expect(try T.chromeType("<input type=url inputmode=numeric>") == 0x11)
    #expect(try T.chromeType("<input type=number inputmode=tel>") == 0x6002)
    #expect(try T.chromeType("<input type=tel inputmode=email>") == 0x4003)
    // An unknown value counts as absent.
    #expect(try T.chromeType("<input inputmode=phone>") == 0xC0A1)
    #expect(try T.chromeType("<input inputmode=' tel'>") == 0xC0A1)
  }

  @Test("C5: type=text gets AUTO_CORRECT")
  func c5Text() throws {
    let info = try T.chromeInfo("<input type=text>")
    #expect(info.inputType.flags == [.capSentences, .autoCorrect])
    #expect(info.inputType.variation == .webEditText)
  }

  @Test("C6: textarea and contenteditable get MULTI_LINE and AUTO_CORRECT")
  func c6MultiLine() throws {
    for markup in ["<textarea></textarea>", "<span contenteditable=plaintext-only>x</span>"] {
      let info = try T.chromeInfo(markup)
      #expect(info.inputType.flags == [.capSentences, .autoCorrect, .multiLine])
      #expect(info.imeAction == .none)
    }
    #expect(try T.chrome("<textarea></textarea>").keyboardDescription == "QWERTY with a return key")
  }

  @Test("C7: type=search gets no AUTO_CORRECT and the Search action")
  func c7Search() throws {
    let info = try T.chromeInfo("<input type=search>")
    #expect(!info.inputType.contains(.autoCorrect))
    #expect(info.imeAction == .search)
  }

  @Test("C8: autocorrect=off (exact, the element's own) leaves out AUTO_CORRECT")
  func c8Autocorrect() throws {
    #expect(try T.chromeType("<input autocorrect=off>") == 0x40A1)
    #expect(try T.chromeType("<textarea autocorrect=off></textarea>") == 0x240A1)
    #expect(try T.chromeType("<input inputmode=text autocorrect=off>") == 0x240A1)
    #expect(try T.chromeType("<input autocorrect=on>") == 0xC0A1)
    #expect(try T.chromeType("<input autocorrect=Off>") == 0xC0A1)
    #expect(try T.chromeType("<form autocorrect=off><input id=t></form>") == 0xC0A1)
  }

  @Test("C9: type=password is TEXT|WEB_PASSWORD with no capitalisation")
  func c9Password() throws {
    let info = try T.chromeInfo("<input type=password autocapitalize=words>")
    #expect(info.inputType.rawValue == 0xE1)
    #expect(info.inputType.variation == .webPassword)
    #expect(try T.chrome("<input type=password>").keyboard == .password)
  }

  @Test("C10: url, email, tel and number replace the value; number has no SIGNED flag")
  func c10Types() throws {
    #expect(try T.chromeType("<input type=url>") == 0x11)
    #expect(try T.chromeType("<input type=email>") == 0xD1)
    #expect(try T.chromeType("<input type=tel>") & 0xFFF == 0x3)
    #expect(try T.chromeType("<input type=number>") & 0xFFF == 0x2)
    let number = try T.chromeInfo("<input type=number>").inputType
    #expect(number.flags == [.decimal, .capSentences])
    #expect(!number.contains(.signed) || number.rawValue & 0x1000 == 0)
    #expect(try T.chrome("<input type=tel>").keyboardDescription == "Phone dial pad with a Go key")
    #expect(try T.chrome("<input type=email>").keyboard == .email)
    #expect(try T.chrome("<input type=url>").keyboard == .url)
  }

  @Test("C11: an effective inputmode replaces the value")
  func c11InputModes() throws {
    #expect(try T.chromeType("<input inputmode=tel autocapitalize=none>") == 0x3)
    #expect(try T.chromeType("<input inputmode=url autocapitalize=none>") == 0x11)
    #expect(try T.chromeType("<input inputmode=email autocapitalize=none>") == 0xD1)
    #expect(try T.chromeType("<input inputmode=numeric autocapitalize=none>") == 0x2)
    #expect(try T.chromeType("<input inputmode=decimal autocapitalize=none>") == 0x2002)
    #expect(try T.chrome("<input type=password inputmode=numeric>").keyboard == .pinPad)
    #expect(try T.chrome("<input inputmode=decimal>").keyboard == .decimalPad)
    #expect(try T.chrome("<input inputmode=numeric>").keyboard == .numberPad)
  }

  @Test("C12: inputmode text and search add MULTI_LINE even on one line, so the action is NONE")
  func c12TextAndSearchModes() throws {
    for markup in [
      "<input inputmode=text>", "<input inputmode=search>", "<input type=search inputmode=text>",
    ] {
      let info = try T.chromeInfo(markup)
      #expect(info.inputType.rawValue == 0x2C0A1)
      #expect(info.imeAction == .none)
    }
    // The next field does not matter any more.
    #expect(try T.chromeAction("<form><input id=t inputmode=text><input></form>") == .none)
  }

  @Test("C13: inputmode=none keeps the C12 EditorInfo but shows no keyboard")
  func c13InputModeNone() throws {
    let traits = try T.chrome("<input inputmode=none>")
    #expect(traits.presentation == .none)
    #expect(traits.editorInfo?.inputType.rawValue == 0x2C0A1)
    #expect(traits.keyboardDescription == "No keyboard (inputmode=none)")
    // Ignored where inputmode is not read (C4): the email keyboard shows.
    #expect(try T.chrome("<input type=email inputmode=none>").presentation == .keyboard)
    #expect(try T.chrome("<textarea inputmode=None></textarea>").presentation == .none)
  }

  @Test("C14: autocapitalize, the form owner's value, and the type and autocomplete defaults")
  func c14Autocapitalize() throws {
    #expect(try T.chromeType("<input autocapitalize=SENTENCES>") == 0xC0A1)
    #expect(try T.chromeType("<input autocapitalize=on>") == 0xC0A1)
    #expect(try T.chromeType("<input autocapitalize=Words>") == 0xA0A1)
    #expect(try T.chromeType("<form autocapitalize=characters><input id=t></form>") == 0x90A1)
    #expect(
      try T.chromeType("<form autocapitalize=words><input id=t autocapitalize=''></form>") == 0xA0A1
    )
    // email, url and password always "none".
    #expect(try T.chromeType("<input type=email autocapitalize=characters>") == 0xD1)
    // The whole autocomplete value, lowercased, decides the default.
    for value in ["username", "current-password", "new-password", "email", "url", "impp", "EMAIL"] {
      #expect(try T.chromeType(#"<input autocomplete="\#(value)">"#) == 0x80A1, "\(value)")
    }
    #expect(try T.chromeType(#"<input autocomplete="section-a email">"#) == 0xC0A1)
    #expect(try T.chromeType(#"<input autocomplete="email webauthn">"#) == 0xC0A1)
    // inputmode plays no part (the email inputmode still gets CAP_SENTENCES).
    #expect(try T.chromeType("<input inputmode=email>") & 0x4000 != 0)
    // An editing host defaults to sentences and never inherits from a form.
    #expect(try T.chromeType("<div contenteditable autocomplete=email></div>") == 0x2C0A1)
    #expect(
      try T.chromeType("<form autocapitalize=none><div contenteditable></div></form>") == 0x2C0A1)
  }

  @Test("§5.2: a textarea inherits the form's autocapitalize and follows the autocomplete rule")
  func correction52Textarea() throws {
    #expect(
      try T.chromeType("<form autocapitalize=none><textarea id=t></textarea></form>") == 0x280A1)
    #expect(try T.chromeType("<textarea autocomplete=username></textarea>") == 0x280A1)
    #expect(
      try T.chromeType("<form autocapitalize=words><textarea id=t></textarea></form>") == 0x2A0A1)
  }

  @Test(
    "C15: number and phone classes carry capitalisation bits; characters is SIGNED, words DECIMAL")
  func c15CapitalisationOnNumbers() throws {
    #expect(try T.chromeType("<input type=tel>") == 0x4003)
    #expect(try T.chromeType("<input type=number>") == 0x6002)
    let signed = try T.chromeInfo("<input type=number autocapitalize=characters>").inputType
    #expect(signed.rawValue == 0x3002)
    #expect(signed.flags == [.signed, .decimal])
    let decimal = try T.chromeInfo("<input inputmode=numeric autocapitalize=words>").inputType
    #expect(decimal.rawValue == 0x2002)
    #expect(decimal.flags == [.decimal])
    #expect(try T.chrome("<input inputmode=numeric autocapitalize=words>").keyboard == .decimalPad)
    #expect(try T.chromeInfo("<input type=tel>").inputType.flags == [.capSentences])
  }

  @Test("C16: on a password field a value without bit 0x10 becomes TEXT|WEB_PASSWORD")
  func c16PasswordPostProcessing() throws {
    for mode in ["tel", "decimal", "text", "search", "none", "bogus"] {
      #expect(try T.chromeType("<input type=password inputmode=\(mode)>") == 0xE1, "\(mode)")
    }
    #expect(try T.chromeType("<input type=password inputmode=numeric>") == 0x12)
    #expect(try T.chromeType("<input type=password inputmode=url>") == 0x11)
    #expect(try T.chromeType("<input type=password inputmode=email>") == 0xD1)
    #expect(try T.chromeType("<input type=password autocomplete=off>") == 0xE1)
  }

  @Test(
    "§5.1: the action is chosen before the password reset, so inputmode text gives a return key")
  func correction51ActionBeforeReset() throws {
    for mode in ["text", "search", "none"] {
      let info = try T.chromeInfo(
        "<form><input id=t type=password inputmode=\(mode)><input></form>")
      #expect(info.inputType.rawValue == 0xE1)
      #expect(info.imeAction == .none, "\(mode)")
    }
    #expect(
      try T.chromeAction("<form><input id=t type=password inputmode=tel><input></form>") == .next)
  }

  @Test("C17: spellcheck has no effect on the EditorInfo")
  func c17Spellcheck() throws {
    #expect(try T.chromeInfo("<input spellcheck=false>") == T.chromeInfo("<input>"))
    #expect(
      try T.chromeInfo("<div spellcheck=false><textarea></textarea></div>")
        == T.chromeInfo("<textarea></textarea>"))
  }

  @Test("C18: pattern, maxlength, min, step, name and other autocomplete tokens do nothing")
  func c18IgnoredAttributes() throws {
    let plain = try T.chromeInfo("<input>")
    for markup in [
      #"<input pattern="[0-9]*">"#, #"<input pattern="\d*">"#, "<input maxlength=4>",
      "<input min=1 step=2>", "<input name=phone>", "<input autocomplete=tel>",
      "<input autocomplete=one-time-code>",
    ] {
      #expect(try T.chromeInfo(markup) == plain, "\(markup)")
    }
  }

  @Test("C19: enterkeyhint where inputmode is read, lowercased; ignored on email, url, tel, number")
  func c19EnterKeyHint() throws {
    let hints: [(String, AndroidIMEAction)] = [
      ("enter", .none), ("go", .go), ("done", .done), ("next", .next), ("previous", .previous),
      ("search", .search), ("send", .send), ("SEND", .send),
    ]
    for (hint, action) in hints {
      #expect(try T.chromeAction("<input enterkeyhint=\(hint)>") == action, "\(hint)")
      #expect(try T.chromeAction("<textarea enterkeyhint=\(hint)></textarea>") == action)
      #expect(try T.chromeAction("<div contenteditable enterkeyhint=\(hint)></div>") == action)
    }
    #expect(try T.chromeAction("<input type=search enterkeyhint=send>") == .send)
    #expect(try T.chromeAction("<input type=password enterkeyhint=done>") == .done)
    for type in ["email", "url", "tel", "number"] {
      #expect(try T.chromeAction("<input type=\(type) enterkeyhint=send>") == .go, "\(type)")
    }
    #expect(try T.chromeAction("<input enterkeyhint=submit>") == .go)
    #expect(
      try T.chrome("<input enterkeyhint=done>").keyboardDescription == "QWERTY with a Done key")
  }

  @Test("C20: default action: search, then MULTI_LINE, then a next field, then Go")
  func c20DefaultAction() throws {
    #expect(try T.chromeAction("<input id=t type=search><input>") == .search)
    #expect(
      try T.chromeAction("<form><input id=t type=search inputmode=numeric><input></form>") == .next)
    #expect(try T.chromeAction("<form><textarea id=t></textarea><input></form>") == .none)
    #expect(
      try T.chromeAction("<form><textarea id=t inputmode=numeric></textarea><input></form>")
        == .next)
    #expect(try T.chromeAction("<form><textarea id=t inputmode=email></textarea></form>") == .go)
    #expect(try T.chromeAction("<form><input id=t><input></form>") == .next)
    #expect(try T.chromeAction("<form><input id=t></form>") == .go)
  }

  @Test("C21: the next field decides Next over Go")
  func c21NextField() throws {
    #expect(try T.chromeAction("<form><input id=t type=tel><input type=number></form>") == .next)
    #expect(try T.chromeAction("<form><input id=t><input type=submit><input></form>") == .go)
    #expect(try T.chromeAction("<form><input id=t><input type=radio></form>") == .go)
  }

  @Test("C22: virtualkeyboardpolicy=manual shows no keyboard until a script asks")
  func c22VirtualKeyboardPolicy() throws {
    let traits = try T.chrome("<input virtualkeyboardpolicy=manual>")
    #expect(traits.presentation == .manual)
    #expect(traits.editorInfo?.inputType.rawValue == 0xC0A1)
    #expect(traits.keyboardDescription.contains("navigator.virtualKeyboard.show()"))
    #expect(try T.chrome("<input virtualkeyboardpolicy=auto>").presentation == .keyboard)
    // It wins over inputmode=none.
    #expect(
      try T.chrome("<input virtualkeyboardpolicy=manual inputmode=none>").presentation == .manual)
  }

  @Test("§5.5: virtualkeyboardpolicy is lowercased and only matters where a keyboard can show")
  func correction55Policy() throws {
    #expect(
      try T.chrome("<textarea virtualkeyboardpolicy=Manual></textarea>").presentation == .manual)
    #expect(
      try T.chrome("<input type=checkbox virtualkeyboardpolicy=manual>").presentation
        == .notEditable)
    #expect(
      try T.chrome("<input type=date virtualkeyboardpolicy=manual>").presentation == .datePicker)
    #expect(try T.chrome("<input readonly virtualkeyboardpolicy=manual>").presentation == .none)
  }
}
