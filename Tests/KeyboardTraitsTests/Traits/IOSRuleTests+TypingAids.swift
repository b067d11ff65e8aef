import Testing

@testable import KeyboardTraits

// The suites for rules R6 onwards of `docs/browsers/ios.md` §2 (IOSRuleTests.swift has the first).

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
    #expect(try focusedTraits(html).autocorrectionType == .no)
  }

  @Test(
    "R6.1 inputmode email or url does not force it off",
    arguments: [#"<input inputmode="email">"#, #"<input inputmode="url">"#])
  func inputModeNotForced(_ html: String) throws {
    #expect(try focusedTraits(html).autocorrectionType == .yes)
  }

  @Test(
    "R6.2 WebKit writes yes explicitly, never default",
    arguments: [
      "<input>", "<textarea></textarea>", "<div contenteditable></div>", #"<input type="tel">"#,
      #"<input type="number">"#, #"<input type="search">"#,
    ])
  func yesNotDefault(_ html: String) throws {
    #expect(try focusedTraits(html).autocorrectionType == .yes)
  }

  @Test(
    "R6.3 autocorrect=\"0\", \"no\" and other non-empty values mean ON",
    arguments: [
      "0", "no", "false", "NO", "FALSE", "true", "on", "yes", "offf", " off", "off ", "1",
    ])
  func nonEmptyIsOn(_ value: String) throws {
    #expect(try focusedTraits(#"<input autocorrect="\#(value)">"#).autocorrectionType == .yes)
    let textarea = #"<form autocorrect="off"><textarea autocorrect="\#(value)"></textarea></form>"#
    #expect(try focusedTraits(textarea).autocorrectionType == .yes)
  }

  @Test("R6.3 only off (ASCII case-insensitive) turns it off", arguments: ["off", "OFF", "Off"])
  func offIsOff(_ value: String) throws {
    #expect(try focusedTraits(#"<input autocorrect="\#(value)">"#).autocorrectionType == .no)
    let textarea = #"<textarea autocorrect="\#(value)"></textarea>"#
    #expect(try focusedTraits(textarea).autocorrectionType == .no)
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
    #expect(try focusedTraits(html).autocorrectionType == expected)
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
    #expect(try focusedTraits(html).autocorrectionType == .yes)
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
    #expect(try focusedTraits(html).autocorrectionType == expected)
  }

  @Test("R6.5 the hidden-editable site quirk is domain-specific and not applied")
  func hiddenEditableQuirk() throws {
    let ios = try focusedTraits(
      #"<div contenteditable style="opacity: 0; clip: rect(0 0 0 0)"></div>"#)
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
    let ios = try focusedTraits(html, sourceLocation: sourceLocation)
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
    try expectSpelling(
      #"<div spellcheck="false"><div spellcheck="true"><input></div></div>"#,
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
    #expect(try focusedTraits(html).secureTextEntry == expected)
  }

  @Test(
    "R8 -webkit-text-security style is not secure",
    arguments: [
      #"<input style="-webkit-text-security: disc">"#,
      #"<input type="text" style="-webkit-text-security:circle" inputmode="numeric">"#,
      #"<div contenteditable style="-webkit-text-security: square"></div>"#,
    ])
  func textSecurityStyle(_ html: String) throws {
    let ios = try focusedTraits(html)
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
    try focusedTraits(html, sourceLocation: sourceLocation).textContentType
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
      let html =
        name == "webauthn"
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
    #expect(
      try contentType(#"<textarea autocomplete="shipping street-address"></textarea>"#)
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
    #expect(try focusedTraits(html).isSingleLineDocument == expected)
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
    #expect(try focusedTraits(html).shortcutConversionType == expected)
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
    #expect(try focusedTraits(html).inlinePredictionType == expected)
  }

  @Test("R10 keyboardAppearance and enablesReturnKeyAutomatically are never set")
  func neverSet() {
    #expect(IOSTraits.keyboardAppearance == "default")
    #expect(IOSTraits.enablesReturnKeyAutomatically == false)
  }
}
