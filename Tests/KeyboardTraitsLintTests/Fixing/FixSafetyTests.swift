import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// One rule's fix on a small page, and whether the fix policy (docs/fixes.md) makes it safe.
struct FixSafetyCase: Sendable, CustomTestStringConvertible {
  var rule: String
  var html: String
  var isSafe: Bool
  /// The policy clause that decides, for the test's name.
  var why: String

  var testDescription: String { "\(rule) \(isSafe ? "safe" : "unsafe"): \(why)" }
}

/// Each rule whose fix is safe in some cases only: one case each way, linted with every rule on
/// (several of these rules are off by default).
@Suite("Fix safety follows the policy")
struct FixSafetyTests {
  static let linter = AdviceCoherenceTests.linter

  static let cases: [FixSafetyCase] = [
    // (c) keyboard traits for a declared purpose, else a suggestion.
    FixSafetyCase(
      rule: "search-key-needs-form-action", html: #"<form><input type="search" name="q"></form>"#,
      isSafe: true, why: "type=search declares a search"),
    FixSafetyCase(
      rule: "search-key-needs-form-action", html: #"<input type="text" name="search">"#,
      isSafe: false, why: "a name that says search"),
    FixSafetyCase(
      rule: "search-key-needs-form-action",
      html: #"<form><input type="search" name="q" inputmode="numeric"><input name="n"></form>"#,
      isSafe: false, why: "Chrome for Android's own Next key moves focus; Search would not"),
    FixSafetyCase(
      rule: "identifier-autocapitalize",
      html: #"<input type="text" name="u" autocomplete="username" autocorrect="off">"#,
      isSafe: true, why: "autocomplete declares a username"),
    FixSafetyCase(
      rule: "identifier-autocapitalize",
      html: #"<input type="text" name="username" autocorrect="off">"#,
      isSafe: false, why: "a name that says username"),
    FixSafetyCase(
      rule: "identifier-autocorrect",
      html: #"<input type="text" name="u" autocomplete="webauthn username" autocapitalize="none">"#,
      isSafe: true, why: "webauthn declares an account name"),
    FixSafetyCase(
      rule: "identifier-autocorrect",
      html: #"<input type="text" name="username" autocapitalize="none">"#,
      isSafe: false, why: "a name that says username"),
    FixSafetyCase(
      rule: "name-autocapitalize-words",
      html: #"<input type="text" name="n" autocomplete="name" autocapitalize="sentences">"#,
      isSafe: true, why: "autocomplete declares a name"),
    FixSafetyCase(
      rule: "name-autocapitalize-words",
      html: #"<input type="text" name="fullname" autocapitalize="sentences">"#,
      isSafe: false, why: "a name attribute that says name"),
    FixSafetyCase(
      rule: "code-inline-predictions",
      html:
        #"<input type="text" name="backup_code" autocomplete="one-time-code" autocapitalize="none">"#,
      isSafe: true, why: "autocomplete declares a one-time code"),
    FixSafetyCase(
      rule: "code-inline-predictions",
      html: #"<input type="text" name="captcha" autocapitalize="none" autocorrect="off">"#,
      isSafe: false, why: "a name that says captcha"),
    FixSafetyCase(
      rule: "secret-spellcheck",
      html: #"<input type="text" name="p" autocomplete="current-password" autocorrect="off">"#,
      isSafe: true, why: "autocomplete declares a password shown as text"),
    FixSafetyCase(
      rule: "secret-spellcheck",
      html: #"""
        <form action="/in"><input type="password" name="p" autocomplete="current-password">
        <button type="button">Show</button></form>
        """#,
      isSafe: false, why: "a show-password toggle found by its words"),
    FixSafetyCase(
      rule: "autocapitalize-numeric-keypad",
      html: #"<input type="text" name="n" inputmode="numeric" autocapitalize="words">"#,
      isSafe: true, why: "inputmode=numeric declares digits and the fix gives them"),
    FixSafetyCase(
      rule: "autocapitalize-numeric-keypad",
      html: #"<input type="number" name="n" inputmode="numeric" autocapitalize="words">"#,
      isSafe: false, why: "a number input keeps its decimal key"),
    FixSafetyCase(
      rule: "numeric-text-without-inputmode",
      html: #"<input type="text" name="c" autocomplete="cc-number" autocapitalize="none">"#,
      isSafe: true, why: "autocomplete declares a card number"),
    FixSafetyCase(
      rule: "numeric-text-without-inputmode", html: #"<input type="text" name="pin">"#,
      isSafe: false, why: "a name that says PIN"),
    FixSafetyCase(
      rule: "pattern-digit-hack", html: #"<input type="text" name="ref" pattern="[0-9]*">"#,
      isSafe: true, why: "the pattern declares digits"),
    FixSafetyCase(
      rule: "pattern-digit-hack", html: #"<input type="text" name="amount" pattern="[0-9]*">"#,
      isSafe: false, why: "a decimal pad for a name that says amount"),
    FixSafetyCase(
      rule: "pattern-not-numeric-pad", html: #"<input type="text" name="ref" pattern="\d{4}">"#,
      isSafe: true, why: "the pattern declares digits"),
    FixSafetyCase(
      rule: "url-not-url-keyboard",
      html: #"<input type="text" name="h" autocomplete="url" autocapitalize="none">"#,
      isSafe: true, why: "autocomplete declares a URL"),
    FixSafetyCase(
      rule: "url-not-url-keyboard",
      html: #"<input type="text" name="website" autocapitalize="none" autocorrect="off">"#,
      isSafe: false, why: "a name that says website"),
    FixSafetyCase(
      rule: "tel-not-tel-keyboard",
      html: #"<input type="text" name="p" autocomplete="tel-national">"#,
      isSafe: true, why: "autocomplete declares a phone number part"),
    FixSafetyCase(
      rule: "tel-not-tel-keyboard", html: #"<input type="text" name="phone">"#,
      isSafe: false, why: "a type change"),
    FixSafetyCase(
      rule: "amount-needs-decimal",
      html: #"<input type="text" name="t" autocomplete="transaction-amount">"#,
      isSafe: true, why: "autocomplete declares an amount"),
    FixSafetyCase(
      rule: "amount-needs-decimal", html: #"<input type="text" name="amount">"#,
      isSafe: false, why: "a name that says amount"),
    FixSafetyCase(
      rule: "inputmode-multiline-on-android",
      html: #"<input type="text" name="x" inputmode="search">"#,
      isSafe: true, why: "inputmode=search declares a search"),
    FixSafetyCase(
      rule: "pattern-lowercase-autocapitalized",
      html: #"<input type="text" name="slug" pattern="[a-z]+" autocorrect="off">"#,
      isSafe: true, why: "the pattern rejects capitals"),
    // (b) an attribute no browser reads there.
    FixSafetyCase(
      rule: "autocapitalize-no-effect",
      html: #"<input type="email" name="m" autocapitalize="none">"#,
      isSafe: true, why: "no browser capitalises an email input"),
    FixSafetyCase(
      rule: "autocapitalize-no-effect",
      html: #"<input type="email" name="m" autocapitalize="none" onchange="check(this)">"#,
      isSafe: false, why: "inline script may read the attribute"),
    FixSafetyCase(
      rule: "attribute-not-applicable", html: #"<input type="checkbox" name="c" maxlength="3">"#,
      isSafe: true, why: "a checkbox has no length"),
    FixSafetyCase(
      rule: "attribute-not-applicable",
      html: #"""
        <input type="number" name="q" min="1" max="9" maxlength="1"
               oninput="this.value = this.value.slice(0, this.maxLength)">
        """#,
      isSafe: false, why: "inline script reads maxLength"),
    FixSafetyCase(
      rule: "inputmode-conflict", html: #"<input type="checkbox" name="c" inputmode="numeric">"#,
      isSafe: true, why: "a checkbox has no keyboard"),
    FixSafetyCase(
      rule: "inputmode-conflict", html: #"<input type="email" name="m" inputmode="numeric">"#,
      isSafe: false, why: "type and inputmode disagree: which was meant is not certain"),
    FixSafetyCase(
      rule: "implicit-input-type", html: #"<input name="x">"#,
      isSafe: false, why: "stylesheets select input[type=text]"),
    FixSafetyCase(
      rule: "implicit-input-type", html: #"<input name="email">"#,
      isSafe: false, why: "type=email changes validation"),
    FixSafetyCase(
      rule: "autocomplete-empty", html: #"<input type="text" name="x" autocomplete="">"#,
      isSafe: true, why: "an empty value means no attribute"),
    FixSafetyCase(
      rule: "autocomplete-empty", html: #"<input type="text" name="email" autocomplete="">"#,
      isSafe: false, why: "a field name guessed from words"),
    FixSafetyCase(
      rule: "autocomplete-not-applicable", html: #"<input type="submit" autocomplete="on">"#,
      isSafe: true, why: "a button is never autofilled"),
    FixSafetyCase(
      rule: "autocomplete-not-applicable",
      html: #"<input type="color" name="c" autocomplete="section-a nickname">"#,
      isSafe: false, why: "a value other than the written tokens"),
    // (a) the written autocomplete tokens, put in order.
    FixSafetyCase(
      rule: "autocomplete-token-order",
      html: #"<input type="text" name="x" autocomplete="email shipping">"#,
      isSafe: true, why: "the same tokens, reordered"),
    FixSafetyCase(
      rule: "autocomplete-webauthn-misplaced",
      html: #"<input type="text" name="x" autocomplete="webauthn username">"#,
      isSafe: true, why: "the same tokens, reordered"),
    FixSafetyCase(
      rule: "autocomplete-webauthn-misplaced",
      html: #"<select name="x" autocomplete="username webauthn"><option>a</option></select>"#,
      isSafe: false, why: "a token dropped"),
    FixSafetyCase(
      rule: "autocomplete-onoff-misuse",
      html: #"<form action="/a" autocomplete=" off "><input type="text" name="x"></form>"#,
      isSafe: true, why: "the same token, respaced"),
    FixSafetyCase(
      rule: "autocomplete-onoff-misuse",
      html: #"<input type="text" name="x" autocomplete="off email">"#,
      isSafe: false, why: "which of the tokens was meant is the author's call"),
    FixSafetyCase(
      rule: "pattern-redundant-anchors", html: #"<input type="text" name="pin" pattern="^\d*$">"#,
      isSafe: true, why: "the same pattern, and the digit pad it declares"),
  ]

  @Test("A rule's fix is safe exactly where the policy allows", arguments: cases)
  func safety(_ example: FixSafetyCase) throws {
    let document = try FormScanner().scan(
      bytes: Array(example.html.utf8), documentURL: AdviceCoherenceTests.exampleURL)
    let fixes = Self.linter.lint(document).filter { $0.rule == example.rule }.compactMap(\.fix)
    let fix = try #require(fixes.first, "\(example.rule) offers no fix here")
    #expect(fix.isSafe == example.isSafe, "\(fix.summary)")
  }

  @Test("The policy's keyboard-only edits leave out an explicit Next key")
  func nextIsNotKeyboardOnly() {
    #expect(FixSafetyPolicy.isKeyboardOnly(.add(attribute: "enterkeyhint", value: "search")))
    #expect(!FixSafetyPolicy.isKeyboardOnly(.add(attribute: "enterkeyhint", value: "next")))
    #expect(!FixSafetyPolicy.isKeyboardOnly(.setValue(attribute: "type", value: "tel")))
    #expect(!FixSafetyPolicy.isKeyboardOnly(.add(attribute: "autocomplete", value: "email")))
  }

  @Test("Autocomplete repairs are safe only with the written tokens")
  func keepsTokens() {
    #expect(
      FixSafetyPolicy.keepsTokens(written: "Email  shipping", repaired: "shipping email") == .safe)
    #expect(FixSafetyPolicy.keepsTokens(written: "off off", repaired: "off") == .safe)
    #expect(FixSafetyPolicy.keepsTokens(written: "nope", repaired: "off") == .unsafe)
    #expect(FixSafetyPolicy.keepsTokens(written: "work name", repaired: "name") == .unsafe)
  }
}
