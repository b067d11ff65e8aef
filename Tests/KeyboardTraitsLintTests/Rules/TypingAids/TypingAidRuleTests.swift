import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// Behaviour of the typing-aid and Enter-key rules beyond their own examples: fixes, message
/// wording, the split between the value rules, and WebKit's login and inheritance rules.
@Suite("Typing-aid rules")
struct TypingAidRuleTests {
  static let documentURL = "https://shop.example/checkout/"

  static func lint(
    _ html: String, rules: Set<String>, documentURL: String = documentURL
  ) -> [Diagnostic] {
    let document = FormScanner().scan(html: html, documentURL: documentURL)
    return Linter(configuration: LintConfiguration(only: rules)).lint(document)
  }

  static func lint(_ html: String, rule: String) -> [Diagnostic] {
    lint(html, rules: [rule])
  }

  @Test("every family rule is registered once, in catalogue order")
  func registry() {
    #expect(
      RuleRegistry.typingAidRules.map { $0.id } == [
        "identifier-autocapitalize", "autocapitalize-no-effect", "identifier-autocorrect",
        "secret-spellcheck", "typing-aid-invalid-value", "name-autocapitalize-words",
        "enterkeyhint-invalid", "enterkeyhint-suggest", "attribute-typo", "typing-aid-false",
        "search-key-needs-form-action", "enterkeyhint-previous", "login-form-textarea",
        "enterkeyhint-ignored-on-android", "implicit-submission-blocked",
        "autocapitalize-numeric-keypad", "react-boolean-attribute", "code-field-typing-aids",
        "code-inline-predictions",
      ])
    #expect(!NameAutocapitalizeWordsRule.description.isEnabledByDefault)
    #expect(!LoginFormTextareaRule.description.isEnabledByDefault)
  }

  // MARK: The value rules split the bad values between them

  @Test(
    "false-like values belong to typing-aid-false, other bad values to typing-aid-invalid-value",
    arguments: [
      (#"autocorrect="false""#, "typing-aid-false"),
      (#"autocorrect="NO""#, "typing-aid-false"),
      (#"autocorrect="0""#, "typing-aid-false"),
      (#"autocapitalize="false""#, "typing-aid-false"),
      (#"autocapitalize="no""#, "typing-aid-false"),
      (#"autocapitalize="0""#, "typing-aid-invalid-value"),
      (#"autocorrect="disabled""#, "typing-aid-invalid-value"),
      (#"autocorrect=" off""#, "typing-aid-invalid-value"),
      (#"spellcheck="no""#, "typing-aid-invalid-value"),
      (#"autocapitalize="yes""#, "typing-aid-invalid-value"),
    ])
  func valueRulesDoNotOverlap(attribute: String, expected: String) {
    let found = Self.lint(
      "<input name=\"username\" \(attribute)>",
      rules: ["typing-aid-false", "typing-aid-invalid-value"])
    #expect(found.map(\.rule) == [expected])
  }

  @Test("the value rules fix the obvious cases and leave ambiguous ones alone")
  func valueFixes() {
    let fixes = Self.lint(
      #"""
      <input autocorrect="false"><input autocapitalize="no"><input autocapitalize="word">
      <input spellcheck="flase"><input autocorrect="of"><input autocapitalize=" none ">
      """#,
      rules: ["typing-aid-false", "typing-aid-invalid-value"]
    ).map { $0.fix?.edits }
    #expect(
      fixes == [
        [.setValue(attribute: "autocorrect", value: "off")],
        [.setValue(attribute: "autocapitalize", value: "none")],
        [.setValue(attribute: "autocapitalize", value: "words")],
        [.setValue(attribute: "spellcheck", value: "false")],
        nil,
        [.setValue(attribute: "autocapitalize", value: "none")],
      ])
  }

  @Test("a form's bad value is reported at the form, without a field and without a fix")
  func formValues() throws {
    let found = Self.lint(
      #"<form action="/a" autocorrect="false"><input name="user"></form>"#,
      rule: "typing-aid-false")
    let finding = try #require(found.first)
    #expect(found.count == 1)
    #expect(finding.fieldIndex == nil && finding.fix == nil)
    #expect(finding.position == SourcePosition(line: 1, column: 19))
    #expect(finding.message.hasPrefix(#"<form action="/a"> has autocorrect="false""#))
  }

  // MARK: Identifier rules follow what WebKit already does

  @Test(
    "identifier rules stay silent where WebKit already turns capitals and corrections off",
    arguments: [
      #"<input type="email" name="email">"#,
      #"<input type="url" name="website">"#,
      #"<input type="password" name="user">"#,
      #"<form action="/session/login"><input name="username"></form>"#,
      #"<form autocapitalize="none" autocorrect="off"><input name="username"></form>"#,
      #"<form autocapitalize="off" autocorrect="OFF"><input name="login" autocapitalize=""></form>"#,
    ])
  func alreadyOff(html: String) {
    let rules: Set<String> = ["identifier-autocapitalize", "identifier-autocorrect"]
    #expect(Self.lint(html, rules: rules).isEmpty)
  }

  @Test(
    "an empty or valueless autocorrect on the field is on despite the form's off (R6.3)",
    arguments: [
      #"<form autocorrect="off"><input name="login" autocorrect=""></form>"#,
      #"<form autocorrect="OFF"><input name="login" autocorrect></form>"#,
    ])
  func presentEmptyAutocorrectIsOn(html: String) throws {
    let found = Self.lint(html, rule: "identifier-autocorrect")
    let finding = try #require(found.first)
    #expect(found.count == 1)
    #expect(finding.fix?.edits == [.setValue(attribute: "autocorrect", value: "off")])
  }

  @Test("action=\"\" resolves to the document URL, which may contain login (R4.4, R5.1)")
  func emptyActionOnLoginPage() {
    let html = #"<form action=""><input name="username"></form>"#
    #expect(
      Self.lint(html, rules: ["identifier-autocapitalize"], documentURL: "https://a.example/login")
        .isEmpty)
    #expect(
      Self.lint(html, rules: ["identifier-autocapitalize"], documentURL: "https://a.example/")
        .count == 1)
  }

  @Test("the field's own value wins over its form's (R5.4)")
  func ownValueWins() {
    let found = Self.lint(
      #"<form autocapitalize="none"><input name="username" autocapitalize="on"></form>"#,
      rule: "identifier-autocapitalize")
    let fix: [Fix.Edit] = [.setValue(attribute: "autocapitalize", value: "none")]
    #expect(found.map { $0.fix?.edits } == [fix])
  }

  @Test("an unknown own value stops inheritance; typing-aid-invalid-value says so (R5.4)")
  func unknownOwnValue() {
    let html = #"<form autocapitalize="none"><input name="username" autocapitalize="bogus"></form>"#
    let found = Self.lint(
      html, rules: ["identifier-autocapitalize", "typing-aid-invalid-value"])
    #expect(found.map(\.rule) == ["typing-aid-invalid-value"])
    #expect(found.first?.message.contains("stops the field inheriting") == true)
  }

  @Test(
    "look-alikes are not identifiers",
    arguments: [
      "display_name", "full_name", "company", "city", "promo_code", "zipper", "nickname",
      "message", "first_name", "coupon",
    ])
  func lookAlikes(name: String) {
    #expect(
      Self.lint(
        "<input type=\"text\" name=\"\(name)\">",
        rules: ["identifier-autocapitalize", "identifier-autocorrect"]
      ).isEmpty)
  }

  @Test("the message names the capitalisation the user gets")
  func capitalisationMessage() throws {
    let sentence = try #require(
      Self.lint(#"<input type="text" name="email">"#, rule: "identifier-autocapitalize").first)
    #expect(sentence.message.contains("sentences: the first letter comes out capitalised"))
    #expect(sentence.message.contains("'Alice@example.com'"))
    #expect(sentence.fix?.edits == [.add(attribute: "autocapitalize", value: "none")])
    let words = try #require(
      Self.lint(
        #"<input name="username" autocapitalize="words">"#, rule: "identifier-autocapitalize"
      ).first)
    #expect(words.message.contains("words: every word starts with a capital"))
  }

  // MARK: attribute-typo

  @Test(
    "typos and known misspellings are reported with the attribute they mean",
    arguments: [
      ("autocapitalization", "autocapitalize"), ("autocorrection", "autocorrect"),
      ("input-mode", "inputmode"), ("keyboardtype", "inputmode"), ("keyboard-type", "inputmode"),
      ("enterkey", "enterkeyhint"), ("enterkeyhints", "enterkeyhint"),
      ("autocompletetype", "autocomplete"), ("spellchecking", "spellcheck"),
      ("auto-complete", "autocomplete"), ("inputtype", "type"), ("input_mode", "inputmode"),
      ("autocompelte", "autocomplete"), ("inputmod", "inputmode"), ("typ", "type"),
    ])
  func typos(name: String, target: String) throws {
    let found = Self.lint("<input name=\"x\" \(name)=\"on\">", rule: "attribute-typo")
    let finding = try #require(found.first)
    #expect(found.count == 1)
    #expect(finding.message.contains("rename it to \(target)"))
    #expect(finding.position == SourcePosition(line: 1, column: 17))
  }

  @Test(
    "real attributes and open-ended families are never typos",
    arguments: [
      "autofocus", "autosave", "accept", "data-autocomplete", "data-inputmode", "x-inputmode",
      "aria-autocomplete", "autoCapitalize", "step", "size", "title", "results", "typeof",
      "onautocomplete", "ng-pattern", "mozactionhint",
    ])
  func nonTypos(name: String) {
    #expect(Self.lint("<input \(name)=\"x\">", rule: "attribute-typo").isEmpty)
  }

  @Test("the rename fix is offered only when it is safe; a duplicate misspelling is removed")
  func typoFixes() {
    let fixes = Self.lint(
      #"""
      <input autocapitalization="none">
      <input keyboardtype="number-pad">
      <input autocomplete="off" auto-complete="off">
      """#,
      rule: "attribute-typo"
    ).map { $0.fix?.edits }
    #expect(
      fixes == [
        [.rename(attribute: "autocapitalization", to: "autocapitalize")], nil,
        [.remove(attribute: "auto-complete")],
      ])
  }

  // MARK: Enter key

  @Test("enterkeyhint-suggest leaves forms with one text field and textareas alone")
  func suggestIsConservative() {
    let html = #"""
      <form><input name="email"><input type="checkbox" name="news"></form>
      <form><textarea name="a"></textarea><textarea name="b"></textarea></form>
      """#
    #expect(Self.lint(html, rule: "enterkeyhint-suggest").isEmpty)
  }

  @Test("a search field is reported once: without an action by search-key-needs-form-action")
  func searchReportedOnce() {
    // With a submit button: Enter can submit, so the last field's key may say so.
    let html = #"<form><input type="search" name="q"><input name="near"><button>Go</button></form>"#
    let rules: Set<String> = ["enterkeyhint-suggest", "search-key-needs-form-action"]
    let found = Self.lint(html, rules: rules)
    #expect(found.map(\.rule) == ["search-key-needs-form-action", "enterkeyhint-suggest"])
    #expect(found.map(\.position.column) == [7, 37])
  }

  @Test("enterkeyhint-invalid suggests the nearest keyword only when it is obvious")
  func enterKeyHintCorrections() {
    #expect(EnterKeyHintInvalidRule.correction(for: "nxet") == "next")
    #expect(EnterKeyHintInvalidRule.correction(for: " Done ") == "done")
    #expect(EnterKeyHintInvalidRule.correction(for: "return") == "enter")
    #expect(EnterKeyHintInvalidRule.correction(for: "submit") == nil)
    #expect(EnterKeyHintInvalidRule.correction(for: "") == nil)
  }

  @Test("login-form-textarea adds only the attributes still needed")
  func loginTextareaFix() {
    let found = Self.lint(
      #"<form action="/login"><textarea autocorrect="on" autocapitalize="off"></textarea>"#,
      rules: ["login-form-textarea"])
    #expect(found.map { $0.fix?.edits } == [[.setValue(attribute: "autocorrect", value: "off")]])
  }

  // MARK: Inline predictions on code fields (R10)

  @Test("code-inline-predictions names the keyboard and adds writingsuggestions=\"false\"")
  func codeInlinePredictions() throws {
    // A recovery code holds letters: the keyboard keeps them (an authenticator code of digits
    // gets the Number pad instead, from numeric-text-without-inputmode).
    let found = Self.lint(
      #"<input name="recovery_code" autocomplete="one-time-code">"#,
      rule: "code-inline-predictions")
    let finding = try #require(found.first)
    #expect(found.count == 1)
    #expect(finding.message.contains("inline predictions on the Default keyboard"))
    #expect(finding.fix?.edits == [.add(attribute: "writingsuggestions", value: "false")])
  }

  @Test(
    "otp-autocomplete keeps inline predictions off where autocomplete=\"off\" kept them off",
    arguments: [
      (#"<input name="mfa_code" autocomplete="off">"#, true),
      (#"<input name="mfa_code" autocomplete="OFF" autocapitalize="none">"#, true),
      (#"<input name="mfa_code" autocomplete="off" inputmode="numeric">"#, false),
      (#"<div writingsuggestions="false"><input name="mfa_code" autocomplete="off"></div>"#, false),
      (#"<input name="mfa_code">"#, false),
    ])
  func otpFixKeepsPredictionsOff(html: String, addsWritingSuggestions: Bool) throws {
    let found = Self.lint(html, rule: "otp-autocomplete")
    let fix = try #require(found.first?.fix)
    let added = fix.edits.contains(.add(attribute: "writingsuggestions", value: "false"))
    #expect(added == addsWritingSuggestions)
    #expect(fix.edits.count == (addsWritingSuggestions ? 2 : 1))
    // Following the advice brings no code-inline-predictions finding the field did not have.
    let fixed = try FixHarness.apply(fix.edits, to: html)
    let after = String(decoding: fixed.bytes, as: UTF8.self)
    let before = Self.lint(html, rule: "code-inline-predictions").count
    #expect(Self.lint(after, rule: "code-inline-predictions").count <= before, "\(after)")
  }

  @Test("a submit button after </form> is named as the one to move inside, not one to add")
  func strandedSubmitButton() throws {
    let html = """
      <form action="/a"><input name="a" aria-label="A"><input name="b" aria-label="B"></form>
      <div class="card-footer"><button type="submit">Save</button></div>
      <form action="/c"><input name="c" aria-label="C"><input name="d" aria-label="D"></form>
      <input name="e" aria-label="E"><button type="submit">Go</button>
      """
    let messages = Self.lint(html, rule: "implicit-submission-blocked").map(\.message)
    #expect(messages.count == 2)
    #expect(messages.first?.contains("its submit button on line 2 is after </form>") == true)
    // Another field comes between the second form and the button: that button is not its.
    #expect(messages.last?.contains("give the form a submit button") == true)
  }
}
