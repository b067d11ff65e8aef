import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// The parts of the keyboard-selection rules that their examples do not pin down: suggestions,
/// fixes, Chrome's default Enter action and the keyboards named in messages.
@Suite("Keyboard selection rules")
struct KeyboardSelectionRuleTests {
  static func diagnostics(_ rule: any Rule.Type, _ html: String) -> [Diagnostic] {
    let document = FormScanner().scan(html: html, documentURL: "https://shop.example/")
    return Linter(configuration: LintConfiguration(only: [rule.id])).lint(document)
  }

  @Test(
    "inputmode-invalid suggests the one obvious value",
    arguments: [
      ("number", "numeric"), ("phone", "tel"), ("digits", "numeric"), ("Numeric ", "numeric"),
      ("emial", "email"), ("decmal", "decimal"), ("float", "decimal"), ("e-mail", "email"),
    ])
  func inputModeSuggestion(value: String, expected: String) {
    #expect(InputModeValue.correction(for: value) == expected)
  }

  @Test(
    "inputmode-invalid gives no suggestion without an obvious one",
    arguments: ["", "verbatim", "latin", "kana", "te", "x"])
  func inputModeNoSuggestion(value: String) {
    #expect(InputModeValue.correction(for: value) == nil)
  }

  @Test("a disabled field's keyboard is named as no keyboard, not as a keyboard called none")
  func disabledKeyboardPhrase() throws {
    let found = Self.diagnostics(InputTypeUnknownRule.self, #"<input type="unknown" disabled>"#)
    let message = try #require(found.first?.message)
    #expect(message.contains("iOS shows no keyboard (the field is disabled)"))
    #expect(!message.contains("none (disabled)"))
  }

  @Test("input-type-unknown suggests a type or a keypad")
  func typeSuggestions() throws {
    let cases: [(String, [Fix.Edit]?)] = [
      (#"<input type="phone">"#, [.setValue(attribute: "type", value: "tel")]),
      (#"<input type="passwrd">"#, [.setValue(attribute: "type", value: "password")]),
      (
        #"<input type="numeric">"#,
        [
          .setValue(attribute: "type", value: "text"),
          .add(attribute: "inputmode", value: "numeric"),
        ]
      ),
      (#"<input type="numeric" inputmode="tel">"#, nil),
      (#"<input type="zip">"#, nil),
      (#"<input type="">"#, nil),
    ]
    for (html, edits) in cases {
      let found = Self.diagnostics(InputTypeUnknownRule.self, html)
      try #require(found.count == 1, "\(html)")
      #expect(found[0].fix?.edits == edits, "\(html)")
    }
  }

  @Test("number-for-identifier: the fix drops what type=text ignores; a number part stays text")
  func numberFix() throws {
    let safe = Self.diagnostics(NumberForIdentifierRule.self, #"<input type="number" name="zip">"#)
    try #require(safe.count == 1)
    #expect(
      safe[0].fix?.edits == [
        .setValue(attribute: "type", value: "text"), .add(attribute: "inputmode", value: "numeric"),
      ])
    #expect(safe[0].message.contains("the Numbers and punctuation keyboard"))
    #expect(safe[0].message.contains("(the Number pad)"))
    let withMax = Self.diagnostics(
      NumberForIdentifierRule.self, #"<input type="number" name="zip" max="99999">"#)
    #expect(
      withMax.count == 1
        && withMax[0].fix?.edits == [
          .setValue(attribute: "type", value: "text"), .remove(attribute: "max"),
          .add(attribute: "inputmode", value: "numeric"),
        ])
    #expect(withMax[0].message.contains("without max"))
    let phone = Self.diagnostics(
      NumberForIdentifierRule.self, #"<input type="number" autocomplete="tel-national">"#)
    #expect(
      phone.first?.fix?.edits == [
        .setValue(attribute: "type", value: "text"), .add(attribute: "inputmode", value: "tel"),
      ])
    let wholeNumber = Self.diagnostics(
      NumberForIdentifierRule.self, #"<input type="number" autocomplete="tel">"#)
    #expect(wholeNumber.first?.fix?.edits == [.setValue(attribute: "type", value: "tel")])
  }

  @Test("a phone on type=number gets both the spinner and the dial-pad finding")
  func telOnNumber() {
    let html = #"<input type="number" name="phone">"#
    #expect(Self.diagnostics(TelNotTelKeyboardRule.self, html).count == 1)
    #expect(Self.diagnostics(NumberForIdentifierRule.self, html).count == 1)
  }

  @Test("inputmode-conflict and inputmode-ignored-on-android split the C4 cases")
  func conflictSplit() {
    let contradiction = #"<input type="email" inputmode="decimal">"#
    let divergence = #"<input type="email" inputmode="text">"#
    #expect(Self.diagnostics(InputModeConflictRule.self, contradiction).count == 1)
    #expect(Self.diagnostics(InputModeIgnoredOnAndroidRule.self, contradiction).isEmpty)
    #expect(Self.diagnostics(InputModeConflictRule.self, divergence).isEmpty)
    #expect(Self.diagnostics(InputModeIgnoredOnAndroidRule.self, divergence).count == 1)
    #expect(Self.diagnostics(PlatformDivergenceRule.self, contradiction).isEmpty)
  }

  @Test(
    "enterkeyhint-ignored-on-android compares with Chrome's action: Next, or Go at a submit button")
  func defaultAction() {
    let cases: [(String, Int)] = [
      // Next exists, so enterkeyhint="go" differs.
      (#"<form><input type="email" enterkeyhint="go"><input name="b"></form>"#, 1),
      // A submit button ends the walk: Go, as asked.
      (#"<form><input type="email" enterkeyhint="go"><button>OK</button><input></form>"#, 0),
      // A field of another form does not count.
      (#"<input type="email" enterkeyhint="go"><form><input name="b"></form>"#, 0),
      // Read-only and disabled fields are skipped; checkboxes are passed over.
      (
        #"<form><input type="tel" enterkeyhint="go"><input readonly><input disabled>"#
          + #"<input type="checkbox"></form>"#, 0
      ),
      // A select counts as a next field.
      (#"<form><input type="tel" enterkeyhint="next"><select></select></form>"#, 0),
      // Formless fields group together.
      (#"<input type="url" enterkeyhint="next"><input name="b">"#, 0),
    ]
    for (html, count) in cases {
      #expect(
        Self.diagnostics(EnterKeyHintIgnoredOnAndroidRule.self, html).count == count, "\(html)")
    }
  }

  @Test("pattern-digit-hack names the three keyboards, before and after its fix")
  func patternTrickMessage() throws {
    let found = Self.diagnostics(PatternDigitHackRule.self, #"<input pattern="\d*">"#)
    try #require(found.count == 1)
    #expect(
      found[0].message.contains("(iPhone: Number pad; Android Chrome: QWERTY; Firefox: QWERTY)"))
    #expect(
      found[0].message.contains(
        "(iPhone: Number pad; Android Chrome: Number pad; Firefox: Number pad)"))
    #expect(found[0].fix?.edits == [.add(attribute: "inputmode", value: "numeric")])
    #expect(Self.diagnostics(PlatformDivergenceRule.self, #"<input pattern="\d*">"#).isEmpty)
  }

  @Test("the fix's keyboard is computed on the edited field")
  func keyboardAfterEdits() throws {
    let html = #"<form action="/x"><input type="number" name="zip" pattern="[0-9]*"></form>"#
    let document = LintDocument(FormScanner().scan(html: html, documentURL: "https://a.example/"))
    let field = try #require(document.fields.first)
    let edited = FieldEditor(field).applying([
      .setValue(attribute: "type", value: "email"), .remove(attribute: "pattern"),
    ])
    #expect(edited.inputType == .email)
    #expect(edited.ios.keyboardType == .emailAddress)
    #expect(edited.ios.returnKeyType == .go)
    #expect(edited.android.keyboard == .email)
    #expect(edited.firefoxAndroid.keyboard == .email)
  }
}
