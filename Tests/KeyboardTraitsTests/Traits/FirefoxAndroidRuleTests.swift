import Testing

@testable import KeyboardTraits

/// Firefox for Android (GeckoView), rule by rule (`android.md` F1–F8 and §5.7–§5.10).
@Suite("Firefox for Android rules (android.md F1–F8, §5)")
struct FirefoxAndroidRuleTests {
  typealias T = AndroidTest

  @Test("§2 summary: the common cases, and §4 rows 1 and 34 in Firefox")
  func commonCases() throws {
    #expect(try T.firefoxType("<input>") == 0x48001)
    #expect(try T.firefoxAction("<input>") == .none)
    #expect(try T.firefoxType("<input type=text>") == 0x48001)
    #expect(try T.firefoxType("<textarea></textarea>") == 0x4C001)
    #expect(try T.firefoxAction("<textarea></textarea>") == .none)
    #expect(try T.firefoxType("<div contenteditable></div>") == 0x4C001)
    #expect(try T.firefoxType("<input type=search>") == 0x4C001)
    #expect(try T.firefoxAction("<input type=search>") == .search)
    #expect(try T.firefoxType("<input type=password inputmode=numeric>") == 0x81)
    #expect(try T.firefox("<input>").keyboardDescription == "QWERTY with a return key")
  }

  @Test("F1: inputmode=none gives TYPE_NULL and no keyboard on every kind of field")
  func f1InputModeNone() throws {
    for markup in [
      "<input inputmode=none>", "<input type=email inputmode=none>",
      "<input type=number inputmode=NONE>", "<textarea inputmode=none></textarea>",
      "<div contenteditable inputmode=none></div>", "<input type=password inputmode=none>",
    ] {
      let traits = try T.firefox(markup)
      #expect(traits.presentation == .none, "\(markup)")
      #expect(traits.editorInfo?.inputType.rawValue == 0)
      #expect(traits.editorInfo?.inputType.inputClass == nil)
      #expect(traits.editorInfo?.imeAction == AndroidIMEAction.none)
    }
    for type in ["date", "time", "month", "week", "datetime-local"] {
      let traits = try T.firefox("<input type=\(type)>")
      #expect(traits.presentation == .datePicker)
      #expect(traits.editorInfo == nil)
    }
    #expect(try T.firefox("<input readonly>").presentation == .none)
    #expect(try T.firefox("<input readonly>").editorInfo == nil)
    #expect(try T.firefox("<input disabled>").presentation == .disabled)
  }

  @Test("F2: the type wins over inputmode, with the non-WEB variations")
  func f2Types() throws {
    #expect(try T.firefoxType("<input type=password>") == 0x81)
    #expect(try T.firefoxType("<input type=url>") == 0x11)
    #expect(try T.firefoxType("<input type=email>") == 0x21)
    #expect(try T.firefoxType("<input type=tel>") == 0x3)
    #expect(try T.firefoxType("<input type=number>") == 0x2002)
    #expect(try T.firefoxType("<input type=email inputmode=numeric>") == 0x21)
    #expect(try T.firefoxType("<input type=tel inputmode=email>") == 0x3)
    let password = try T.firefoxInfo("<input type=password inputmode=numeric>").inputType
    #expect(password.variation == .password)
    #expect(try T.firefox("<input type=password inputmode=numeric>").keyboard == .password)
    #expect(try T.firefoxInfo("<input type=email>").inputType.variation == .emailAddress)
  }

  @Test("F3: other fields follow inputmode; no MULTI_LINE, even for a textarea")
  func f3InputModes() throws {
    #expect(try T.firefoxType("<input inputmode=tel>") == 0x3)
    #expect(try T.firefoxType("<input inputmode=url>") == 0x11)
    #expect(try T.firefoxType("<input inputmode=email>") == 0x21)
    #expect(try T.firefoxType("<input inputmode=numeric>") == 0x2)
    #expect(try T.firefoxType("<input inputmode=decimal>") == 0x2002)
    #expect(try T.firefoxType("<input type=search inputmode=Numeric>") == 0x2)
    #expect(try T.firefoxType("<textarea inputmode=tel></textarea>") == 0x3)
    #expect(try T.firefoxType("<div contenteditable inputmode=decimal></div>") == 0x2002)
    for markup in ["<textarea></textarea>", "<input inputmode=text>", "<input inputmode=search>"] {
      let type = try T.firefoxInfo(markup).inputType
      #expect(type.contains(.imeMultiLine), "\(markup)")
      #expect(!type.contains(.multiLine), "\(markup)")
    }
    // Unlike Chrome (C12), inputmode=text leaves the action alone.
    #expect(try T.firefoxAction("<form><input id=t inputmode=text></form>") == .go)
  }

  @Test("F4: AUTO_CORRECT for the text class only, off case-insensitively, inherited from the form")
  func f4Autocorrect() throws {
    #expect(try T.firefoxType("<input autocorrect=off>") == 0x40001)
    #expect(try T.firefoxType("<input autocorrect=OFF>") == 0x40001)
    #expect(try T.firefoxType("<input autocorrect=on>") == 0x48001)
    #expect(try T.firefoxType("<input autocorrect=''>") == 0x48001)
    #expect(try T.firefoxType("<form autocorrect=Off><input id=t></form>") == 0x40001)
    #expect(
      try T.firefoxType("<form autocorrect=off><input id=t autocorrect=on></form>") == 0x48001)
    #expect(try T.firefoxType("<form autocorrect=off><textarea id=t></textarea></form>") == 0x44001)
    // Never for email, password, url, the email inputmode or a non-text class.
    #expect(try T.firefoxType("<input type=email autocorrect=on>") == 0x21)
    #expect(try T.firefoxType("<input inputmode=email>") == 0x21)
    #expect(try T.firefoxType("<input inputmode=url>") == 0x11)
    #expect(try T.firefoxType("<input inputmode=numeric>") == 0x2)
  }

  @Test("F5: autocapitalize, inherited from the form; the default only off type=text")
  func f5Autocapitalize() throws {
    #expect(try T.firefoxType("<input autocapitalize=characters>") == 0x49001)
    #expect(try T.firefoxType("<input autocapitalize=words>") == 0x4A001)
    #expect(try T.firefoxType("<input autocapitalize=sentences>") == 0x4C001)
    #expect(try T.firefoxType("<input autocapitalize=on>") == 0x4C001)
    #expect(try T.firefoxType("<input autocapitalize=shout>") == 0x4C001)
    #expect(try T.firefoxType("<textarea autocapitalize=off></textarea>") == 0x48001)
    #expect(try T.firefoxType("<textarea autocapitalize=none></textarea>") == 0x48001)
    #expect(try T.firefoxType("<form autocapitalize=words><input id=t></form>") == 0x4A001)
    // Not sent for password, url or email.
    #expect(try T.firefoxType("<input type=email autocapitalize=words>") == 0x21)
    #expect(try T.firefoxType("<input type=url autocapitalize=characters>") == 0x11)
    // Default: sentences for textarea, contenteditable, search and unknown-to-Gecko hosts only.
    #expect(try T.firefoxType("<input type=bogus>") == 0x48001)
    #expect(try T.firefoxType("<input type=search>") & 0x4000 != 0)
    // No autocomplete rule, unlike Chrome (C14).
    #expect(try T.firefoxType("<textarea autocomplete=username></textarea>") == 0x4C001)
    // The bits go on a number or phone class too.
    #expect(try T.firefoxType("<input type=tel autocapitalize=characters>") == 0x1003)
    #expect(try T.firefoxType("<input type=number autocapitalize=words>") == 0x2002)
    #expect(try T.firefoxType("<input type=tel>") == 0x3)
  }

  @Test("§5.8: any raw inputmode, even an invalid one, removes the default CAP_SENTENCES")
  func correction58RawInputMode() throws {
    #expect(try T.firefoxType("<textarea inputmode=text></textarea>") == 0x48001)
    #expect(try T.firefoxType("<textarea inputmode=search></textarea>") == 0x48001)
    #expect(try T.firefoxType("<textarea inputmode=digits></textarea>") == 0x48001)
    #expect(try T.firefoxType("<textarea inputmode=''></textarea>") == 0x4C001)
  }

  @Test("§5.10: an editing host reads only its own autocorrect and autocapitalize")
  func correction510EditingHost() throws {
    #expect(
      try T.firefoxType(
        "<form autocorrect=off autocapitalize=none><div contenteditable></div></form>")
        == 0x4C001)
    #expect(
      try T.firefoxType("<div contenteditable autocorrect=off autocapitalize=words></div>")
        == 0x42001)
  }

  @Test("F6: enterkeyhint is honoured on every editable element, email and number included")
  func f6EnterKeyHint() throws {
    let hints: [(String, AndroidIMEAction)] = [
      ("enter", .none), ("go", .go), ("done", .done), ("next", .next), ("previous", .previous),
      ("search", .search), ("send", .send), ("Send", .send),
    ]
    for (hint, action) in hints {
      #expect(try T.firefoxAction("<input enterkeyhint=\(hint)>") == action, "\(hint)")
      #expect(try T.firefoxAction("<input type=email enterkeyhint=\(hint)>") == action)
      #expect(try T.firefoxAction("<textarea enterkeyhint=\(hint)></textarea>") == action)
    }
    #expect(try T.firefoxAction("<input type=number enterkeyhint=done>") == .done)
    #expect(try T.firefoxAction("<input enterkeyhint=submit>") == .none)
    // Quirk: type=search is tested before send.
    #expect(try T.firefoxAction("<input type=search enterkeyhint=send>") == .search)
    #expect(try T.firefoxAction("<input type=search enterkeyhint=go>") == .go)
  }

  @Test("F7: the default action comes from the form; outside a form it is a return key")
  func f7DefaultAction() throws {
    #expect(try T.firefoxAction("<form><input id=t><input></form>") == .next)
    #expect(try T.firefoxAction("<form><input id=t></form>") == .go)
    #expect(try T.firefoxAction("<form><input id=t><button>Go</button><input></form>") == .go)
    #expect(try T.firefoxAction("<form><input id=t><input type=checkbox><input></form>") == .none)
    #expect(try T.firefoxAction("<form><input><input id=t><input type=checkbox></form>") == .go)
    #expect(try T.firefoxAction("<input id=t><input>") == .none)
    #expect(try T.firefoxAction("<input id=t type=search><input>") == .search)
    #expect(try T.firefoxAction("<form><textarea id=t></textarea><input></form>") == .none)
    #expect(try T.firefoxAction("<form><div contenteditable id=t></div><input></form>") == .none)
  }

  @Test("§5.7: a search field shows Search even when a text field follows it")
  func correction57Search() throws {
    #expect(try T.firefoxAction("<form><input id=t type=search><input></form>") == .search)
  }

  @Test("F8: NO_FULLSCREEN|NO_EXTRACT_UI on a phone-sized screen; spellcheck is not used")
  func f8Flags() throws {
    let info = try T.firefoxInfo("<input>")
    #expect(info.imeFlags == [.noFullscreen, .noExtractUI])
    #expect(info.imeOptions == 0x1200_0001)
    #expect(
      try T.firefoxInfo("<textarea spellcheck=false></textarea>")
        == T.firefoxInfo("<textarea></textarea>"))
  }
}
