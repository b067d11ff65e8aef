import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// The rules that compare iPhone, Chrome for Android and Firefox for Android
/// (docs/browsers/android.md), beyond their own examples: that following their advice trips no
/// other rule, the next-field and submit-button cases of the Enter-key rules, the keyboards a
/// fix leads to, and which platforms switch them on.
@Suite("Platform rules")
struct PlatformRuleTests {
  static let documentURL = "https://shop.example/checkout/"

  /// Every rule, notes raised, as `extends: strict` runs them with both platforms targeted.
  static let everyRule = LintConfiguration(enabled: Set(RuleRegistry.ids))

  static func lint(_ html: String, only rules: Set<String>) -> [Diagnostic] {
    let document = FormScanner().scan(html: html, documentURL: documentURL)
    return Linter(configuration: LintConfiguration(only: rules)).lint(document)
  }

  static func lintEverything(_ bytes: [UInt8]) throws -> [Diagnostic] {
    let document = try FormScanner().scan(bytes: bytes, documentURL: documentURL)
    return Linter(configuration: everyRule).lint(document)
  }

  /// The rules whose findings carry a fix that changes the field's keyboard or Enter key.
  static let rulesWithFixes: [RuleUnderTest] = [
    PatternDigitHackRule.self, InputModeIgnoredOnAndroidRule.self, PlatformDivergenceRule.self,
    EnterKeyHintIgnoredOnAndroidRule.self, InputModeMultilineOnAndroidRule.self,
    PasswordInputModeNumericRule.self, AutocapitalizeNumericKeypadRule.self,
  ].map { RuleUnderTest(type: $0) }

  @Test(
    "following a platform rule's fix trips no other rule on that field", arguments: rulesWithFixes)
  func fixTripsNothing(rule: RuleUnderTest) throws {
    var fixed = 0
    for example in rule.description.triggeringExamples {
      let bytes = Array(example.strippedHTML.utf8)
      let before = try Self.lintEverything(bytes)
      let document = try FormScanner().scan(bytes: bytes, documentURL: Self.documentURL)
      for diagnostic in before where diagnostic.rule == rule.type.id && diagnostic.fix != nil {
        let field = try #require(diagnostic.fieldIndex)
        let result = FixApplier.apply(
          [diagnostic], to: document, fileBytes: bytes, includingUnsafe: true)
        try #require(result.applied.count == 1, sourceLocation: RuleExampleTests.location(example))
        let after = try Self.lintEverything(result.bytes).filter { $0.fieldIndex == field }
        let earlier = Set(before.filter { $0.fieldIndex == field }.map(\.rule))
        let new = after.filter { !earlier.contains($0.rule) }.map(\.rule)
        #expect(
          new.isEmpty, "\(String(decoding: result.bytes, as: UTF8.self))",
          sourceLocation: RuleExampleTests.location(example))
        #expect(
          !after.contains { $0.rule == rule.type.id },
          sourceLocation: RuleExampleTests.location(example))
        fixed += 1
      }
    }
    #expect(fixed > 0, "at least one triggering example has a fix")
  }

  /// A platform rule's fix is applied unattended only when it changes keyboard traits alone
  /// (docs/fixes.md (c)): a type change or a removed inputmode is always a suggestion.
  @Test("a platform rule's fix is safe only when it edits keyboard traits alone")
  func safeFixesEditKeyboardTraitsOnly() throws {
    for rule in Self.rulesWithFixes + [RuleUnderTest(type: ImplicitSubmissionBlockedRule.self)] {
      for example in rule.description.triggeringExamples {
        let fixes = try Self.lintEverything(Array(example.strippedHTML.utf8))
          .filter { $0.rule == rule.type.id }.compactMap(\.fix)
        #expect(
          fixes.allSatisfy { !$0.isSafe || $0.edits.allSatisfy(FixSafetyPolicy.isKeyboardOnly) },
          sourceLocation: RuleExampleTests.location(example))
      }
    }
  }

  // MARK: implicit-submission-blocked

  @Test(
    "implicit-submission-blocked: which buttons and fields decide",
    arguments: [
      // A submit button owned through form= counts; one of another form does not.
      (#"<form id="f"><input name="a"><input name="b"></form><button form="f">OK</button>"#, 0),
      (
        #"<form action=/a><input name="a"><input name="b"></form><form><button>OK</button></form>"#,
        1
      ),
      // Reset and plain buttons are no submit buttons; a hidden submit button is one.
      (#"<form><input name="a"><input name="b"><button type="reset">Clear</button></form>"#, 1),
      (#"<form><input name="a"><input name="b"><button type="Submit" hidden></button></form>"#, 0),
      (#"<form><input name="a"><input name="b"><button type="bogus">OK</button></form>"#, 0),
      // Only text inputs count: a select, a textarea, a checkbox or a date do not.
      (#"<form><select name="s"></select><input name="b"></form>"#, 0),
      (#"<form><textarea name="t"></textarea><input name="b"></form>"#, 0),
      (#"<form><input type="date" name="d"><input name="b"></form>"#, 0),
      (#"<form><input type="hidden" name="h"><input name="b"></form>"#, 0),
      // A disabled text field counts (Blink counts every text field the form lists).
      (#"<form action="/a"><input name="a" disabled><input name="b"></form>"#, 1),
      // Chrome's Next on the first field; only the field whose key submits is reported.
      (
        #"<form action="/a"><input name="a"><input type="email" name="b">"#
          + #"<input type="tel" name="c"></form>"#, 1
      ),
      // A select after the last text field takes the Next key: no field claims to submit.
      (#"<form><input name="a"><input name="b"><select name="s"></select></form>"#, 0),
      // No action and nothing to press: only script listening to input makes it do anything;
      // a link styled as a button is something to press.
      (#"<form><input name="a"><input name="b"></form>"#, 0),
      (#"<form><input name="a"><input name="b"><a href="/go" class="btn">Go</a></form>"#, 1),
      // Formless fields have no form to submit.
      (#"<input name="a"><input name="b">"#, 0),
    ])
  func implicitSubmission(html: String, count: Int) {
    let found = Self.lint(html, only: ["implicit-submission-blocked"])
    #expect(found.count == count, "\(found.map(\.message))")
  }

  @Test("implicit-submission-blocked names the three Enter keys and the number of fields")
  func implicitSubmissionMessage() throws {
    let html = """
      <form action="/login"><input type="email" name="email">
      <input type="password" name="pw"><a href="#" onclick="go()">Sign in</a></form>
      """
    let found = Self.lint(html, only: ["implicit-submission-blocked"])
    try #require(found.count == 1)
    #expect(found[0].fieldIndex == 1)
    #expect(found[0].message.contains("with 2 text fields and no submit button"))
    #expect(
      found[0].message.contains(
        "(iPhone: QWERTY (secure) with a Go key; Android Chrome: Password keyboard with a Go key; "
          + "Firefox: Password keyboard with a Go key)"))
    #expect(found[0].fix == nil)
  }

  // MARK: Fixes lead where the messages say

  @Test(
    "enterkeyhint-ignored-on-android: a phone field as text with the tel inputmode gets its key")
  func telFix() throws {
    let html = #"<form><input type="tel" name="phone" enterkeyhint="done"><input name="b"></form>"#
    let found = Self.lint(html, only: ["enterkeyhint-ignored-on-android"])
    try #require(found.count == 1)
    let edits = try #require(found[0].fix?.edits)
    #expect(
      edits == [
        .setValue(attribute: "type", value: "text"), .add(attribute: "inputmode", value: "tel"),
      ])
    #expect(found[0].message.contains("Android Chrome: Phone dial pad with a Next key"))
    let document = LintDocument(FormScanner().scan(html: html, documentURL: Self.documentURL))
    let after = FieldEditor(document.fields[0]).applying(edits)
    #expect(after.android.keyboard == .phonePad)
    #expect(after.android.editorInfo?.imeAction == .done)
    #expect(after.firefoxAndroid.editorInfo?.imeAction == .done)
    #expect(after.ios.keyboardType == .phonePad)
    // Email, url and number inputs get no fix: only a text type would make Chrome read the hint.
    let email = Self.lint(
      #"<form><input type="email" enterkeyhint="done"><input name="b"></form>"#,
      only: ["enterkeyhint-ignored-on-android"])
    #expect(email.count == 1 && email[0].fix == nil)
  }

  @Test("inputmode-multiline-on-android names the key Chrome shows without the inputmode")
  func multilineExpectedKey() throws {
    let cases: [(String, String, [Fix.Edit])] = [
      (
        #"<form><input name="a" inputmode="text"><input name="b"></form>"#, "would show Next",
        [.remove(attribute: "inputmode")]
      ),
      (
        #"<input type="search" name="q" inputmode="search">"#, "would show Search",
        [.add(attribute: "enterkeyhint", value: "search")]
      ),
      (
        #"<form><input name="a" pattern="[0-9]*" inputmode="text"><input name="b"></form>"#,
        "would show Next", [.add(attribute: "enterkeyhint", value: "next")]
      ),
    ]
    for (html, phrase, edits) in cases {
      let found = Self.lint(html, only: ["inputmode-multiline-on-android"])
      try #require(found.count == 1, "\(html)")
      #expect(found[0].message.contains(phrase), "\(found[0].message)")
      #expect(found[0].fix?.edits == edits, "\(html)")
    }
  }

  @Test("a field edited in its document gets Android's Enter key from the fields after it")
  func editsSeeTheDocument() throws {
    let html = #"<form><input name="a" inputmode="text"><input name="b"></form>"#
    let document = LintDocument(FormScanner().scan(html: html, documentURL: Self.documentURL))
    let edited = FieldEditor(document.fields[0]).applying([.remove(attribute: "inputmode")])
    #expect(edited.android.editorInfo?.imeAction == .next)
    #expect(edited.firefoxAndroid.editorInfo?.imeAction == .next)
    // On its own, the field has no next field: Go.
    let alone = LintField(field: document.fields[0].field, form: document.fields[0].form)
    #expect(
      FieldEditor(alone).applying([.remove(attribute: "inputmode")]).android.editorInfo?.imeAction
        == .go)
  }

  // MARK: Platforms

  @Test("platforms decide which platform rules run")
  func platforms() throws {
    let iOSOnly = try ConfigurationLoader.parse("platforms: [ios]\n", file: "t.yml")
      .lintConfiguration
    let androidOnly = try ConfigurationLoader.parse("platforms: [android]\n", file: "t.yml")
      .lintConfiguration
    let both = try ConfigurationLoader.parse("platforms: [ios, android]\n", file: "t.yml")
      .lintConfiguration
    for id in ["inputmode-multiline-on-android"] {
      let rule = try #require(RuleRegistry.rule(withID: id))
      #expect(!iOSOnly.isEnabled(rule.description))
      #expect(androidOnly.isEnabled(rule.description))
      #expect(both.isEnabled(rule.description))
    }
    for id in ["enterkeyhint-ignored-on-android", "inputmode-ignored-on-android"] {
      let rule = try #require(RuleRegistry.rule(withID: id))
      #expect(!iOSOnly.isEnabled(rule.description))
      #expect(!androidOnly.isEnabled(rule.description))
      #expect(both.isEnabled(rule.description))
    }
    for id in ["implicit-submission-blocked", "pattern-digit-hack"] {
      let rule = try #require(RuleRegistry.rule(withID: id))
      #expect(iOSOnly.isEnabled(rule.description) && androidOnly.isEnabled(rule.description))
    }
    let ids = Set(RuleRegistry.ids)
    #expect(KBTraitsConfiguration.androidRules.isSubset(of: ids))
    #expect(KBTraitsConfiguration.crossPlatformRules.isSubset(of: ids))
  }
}
