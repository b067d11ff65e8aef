import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// Fixes, messages and form-level logic of the autocomplete rule families (§2a, §2b), beyond
/// what the rules' own examples check.
@Suite("Autocomplete rules")
struct AutocompleteRuleTests {
  static let ids = Set(
    (RuleRegistry.autocompleteSyntaxRules + RuleRegistry.autocompletePurposeRules).map { $0.id })

  static func lint(_ html: String, only rule: String? = nil) -> [Diagnostic] {
    let document = FormScanner().scan(html: html, documentURL: "https://shop.example/")
    let linter = Linter(configuration: LintConfiguration(only: rule.map { [$0] } ?? ids))
    return linter.lint(document)
  }

  static func edits(_ html: String, _ rule: String) -> [[Fix.Edit]?] {
    lint(html, only: rule).map { $0.fix?.edits }
  }

  @Test func registersEveryCatalogueIDInOrder() {
    #expect(
      RuleRegistry.autocompleteSyntaxRules.map { $0.id } == [
        "autocomplete-unknown-token", "autocomplete-token-order", "autocomplete-field-count",
        "autocomplete-contact-misuse", "autocomplete-control-mismatch",
        "autocomplete-webauthn-misplaced", "autocomplete-onoff-misuse", "autocomplete-empty",
        "autocomplete-not-applicable", "autocomplete-off-not-applicable", "autocomplete-fake-off",
      ])
    #expect(
      RuleRegistry.autocompletePurposeRules.map { $0.id } == [
        "password-autocomplete", "password-new-vs-current", "username-autocomplete",
        "change-password-needs-username", "otp-autocomplete", "autocomplete-missing-known-field",
        "autocomplete-off-personal",
        "field-needs-id-or-name", "cc-csc-password", "cc-csc-phone-pad",
        "autocomplete-section-needed",
      ])
    let missing = AutocompleteMissingKnownFieldRule.description
    #expect(missing.severity == .note && missing.isEnabledByDefault)
  }

  @Test func passwordAdviceGivesTheReasonItHas() {
    let change = """
      <form action="/account/password" method="post">
        <input type="password" name="pwd_a"><input type="password" name="pwd_b">
        <input type="password" name="pwd_c"><button>Change password</button>
      </form>
      """
    let messages = Self.lint(change, only: "password-autocomplete").map(\.message)
    #expect(messages.count == 3)
    #expect(!messages.contains { $0.contains("this form signs in") })
    #expect(messages.first?.contains("it comes before the new password fields") == true)
    let signIn = """
      <form action="/login" method="post">
        <input name="username" autocomplete="username"><input type="password" name="pw">
        <button>Sign in</button>
      </form>
      """
    let signInMessage = Self.lint(signIn, only: "password-autocomplete").first?.message
    #expect(signInMessage?.contains("(this form signs in)") == true)
  }

  @Test func unknownTokenSuggestsTheStandardName() {
    let html = #"<input name="a" autocomplete="shipping address-line-1">"#
    #expect(
      Self.edits(html, "autocomplete-unknown-token") == [
        [.setValue(attribute: "autocomplete", value: "shipping address-line1")]
      ])
  }

  @Test func formFindingsAreAtTheFormAttribute() {
    let html = "<form action=\"/x\"\n      autocomplete=\"username\"><input name=\"q\"></form>"
    let found = Self.lint(html, only: "autocomplete-onoff-misuse")
    #expect(found.count == 1)
    #expect(found.first?.fieldIndex == nil)
    #expect(found.first?.position == SourcePosition(line: 2, column: 7))
    let head = #"<form action="/x" autocomplete="username">"#
    #expect(found.first?.message.hasPrefix(head) == true)
  }

  @Test func missingKnownFieldNumbersTheAddressLine() {
    // w3c aria-practices accordion example: "Address 1:" / "Address 2:" as b-add1 / b-add2.
    let html = """
      <label for="b-add1">Address 1:</label><input type="text" name="b-add1" id="b-add1">
      <label for="b-add2">Address 2:</label><input type="text" name="b-add2" id="b-add2">
      <label for="l3">Line 3</label><input type="text" name="address_line_3" id="l3">
      """
    #expect(
      Self.edits(html, "autocomplete-missing-known-field") == [
        [.add(attribute: "autocomplete", value: "address-line1")],
        [.add(attribute: "autocomplete", value: "address-line2")],
        [.add(attribute: "autocomplete", value: "address-line3")],
      ])
  }

  @Test(arguments: [
    ("street-address-2", 2), ("Street 3", 3), ("address_23", 1), ("address2b", 2),
    ("addr--3", 3), ("address line", 1), ("line2_address", 2),
  ])
  func addressLineNumberComesFromTheFirstNumberedWord(name: String, line: Int) {
    let html = #"<label>Address</label><input type="text" name="\#(name)">"#
    #expect(
      Self.edits(html, "autocomplete-missing-known-field") == [
        [.add(attribute: "autocomplete", value: "address-line\(line)")]
      ])
  }

  @Test func onlyTheFirstProblemOfAKindIsReportedPerValue() {
    let html = #"<input name="a" autocomplete="adress-line1 postcode">"#
    #expect(Self.lint(html, only: "autocomplete-unknown-token").count == 1)
  }

  @Test func passwordFixFollowsTheForm() {
    let signUp = """
      <form action="/account"><input type="email" name="e" autocomplete="username">
      <input type="password" name="a"><input type="password" name="b"></form>
      """
    // The first of two is sign-up or change: no safe fix. The second is certainly new.
    #expect(
      Self.edits(signUp, "password-autocomplete") == [
        nil, [.add(attribute: "autocomplete", value: "new-password")],
      ])
    let signIn = """
      <form action="/session"><input type="text" name="user" autocomplete="username">
      <input type="password" name="pw" autocomplete="off"></form>
      """
    #expect(
      Self.edits(signIn, "password-autocomplete") == [
        [.setValue(attribute: "autocomplete", value: "current-password")]
      ])
  }

  @Test func newVsCurrentKeepsOtherTokens() {
    let html = """
      <form action="/signup"><input type="password" name="a" autocomplete="new-password">
      <input type="password" name="b" autocomplete="section-x current-password webauthn"></form>
      """
    #expect(
      Self.edits(html, "password-new-vs-current") == [
        [.setValue(attribute: "autocomplete", value: "section-x new-password webauthn")]
      ])
  }

  @Test func usernameFixOnlyWhereTheControlTakesIt() {
    let email = """
      <form action="/s"><input type="email" name="email" autocomplete="email webauthn">
      <input type="password" name="pw" autocomplete="current-password"></form>
      """
    #expect(
      Self.edits(email, "username-autocomplete") == [
        [.setValue(attribute: "autocomplete", value: "username webauthn")]
      ])
    let phone = """
      <form action="/s"><input type="tel" name="phone">
      <input type="password" name="pw" autocomplete="current-password"></form>
      """
    // type=tel does not take "username": a text field that keeps the phone pad.
    #expect(
      Self.edits(phone, "username-autocomplete") == [
        [
          .setValue(attribute: "type", value: "text"), .add(attribute: "inputmode", value: "tel"),
          .add(attribute: "autocomplete", value: "username"),
        ]
      ])
  }

  @Test func otpFixOnlyWhereTheControlTakesIt() {
    #expect(
      Self.edits(#"<input name="otp" inputmode="numeric">"#, "otp-autocomplete") == [
        [.add(attribute: "autocomplete", value: "one-time-code")]
      ])
    #expect(Self.edits(#"<input type="number" name="otp">"#, "otp-autocomplete") == [nil])
  }

  @Test func cscFixMakesItTextWithTheNumberPad() {
    let html = #"<input type="password" name="cvc" inputmode="text" autocomplete="cc-csc">"#
    #expect(
      Self.edits(html, "cc-csc-password") == [
        [
          .setValue(attribute: "type", value: "text"),
          .setValue(attribute: "inputmode", value: "numeric"),
        ]
      ])
  }

  @Test func missingKnownFieldFixIsVettedAgainstTheControl() {
    // postal-code is not allowed on type=number: no fix, the message names the markup to use.
    let found = Self.lint(
      #"<input type="number" name="zip">"#,
      only:
        "autocomplete-missing-known-field")
    #expect(found.count == 1)
    #expect(found.first?.fix == nil)
    #expect(found.first?.message.contains("inputmode=numeric autocomplete=postal-code") == true)
  }

  @Test("a card expiry on a digit pad: the message names the markup the fix writes")
  func expiryKeepsItsDigitPad() throws {
    for (type, inputMode) in [("tel", "tel"), ("number", "numeric")] {
      let html = #"<input type="\#(type)" name="exp" autocomplete="cc-exp">"#
      let finding = try #require(Self.lint(html, only: "autocomplete-control-mismatch").first)
      #expect(
        finding.message.contains(
          "use <input type=text inputmode=\(inputMode) autocomplete=cc-exp>"))
      let edits = finding.fix?.edits ?? []
      #expect(edits.contains(.setValue(attribute: "type", value: "text")))
      #expect(edits.contains(.add(attribute: "inputmode", value: inputMode)))
    }
  }

  @Test func messagesAreOneSentenceNamingTheField() {
    let html = """
      <form action="/session" autocomplete="nope">
        <input type="email" name="email" autocomplete="email">
        <input type="password" name="pw">
      </form>
      <form action="/signup">
        <input type="text" name="user" autocomplete="shipping address-line-1">
        <input type="password" name="pw" autocomplete="current-password">
        <input type="password" name="pw2">
        <input type="tel" name="sms_code" maxlength="6">
        <input type="search" name="near" autocomplete="street-address">
        <input type="password" name="cvv" autocomplete="cc-csc">
        <input type="email" name="contact" autocomplete="off">
        <input type="text" name="fname" autocomplete="">
        <input placeholder="x">
        <input name="z1" autocomplete="postal-code"><input name="z2" autocomplete="postal-code">
        <input type="checkbox" autocomplete="on" name="c">
      </form>
      """
    let found = Self.lint(html)
    #expect(Set(found.map(\.rule)).count >= 12)
    for diagnostic in found {
      #expect(diagnostic.message.hasPrefix("<"), "\(diagnostic.rule): names the element")
      #expect(!diagnostic.message.contains("\n"))
      #expect(diagnostic.message.last.map { ".?".contains($0) } == true)
    }
  }

  @Test func wellMarkedFormsAreClean() {
    let html = """
      <form action="/session" method="post">
        <label for="u">Email</label>
        <input id="u" type="email" name="email" autocomplete="username webauthn" required>
        <label for="p">Password</label>
        <input id="p" type="password" name="password" autocomplete="current-password" required>
        <input type="checkbox" name="remember">
        <input type="hidden" name="csrf" value="t0k3n">
        <button type="submit">Sign in</button>
      </form>
      <form action="/checkout" method="post" autocomplete="on">
        <input name="ship_name" autocomplete="shipping name">
        <textarea name="ship_addr" autocomplete="shipping street-address"></textarea>
        <input name="ship_zip" inputmode="numeric" autocomplete="shipping postal-code">
        <select name="ship_country" autocomplete="shipping country"></select>
        <input name="bill_zip" inputmode="numeric" autocomplete="billing postal-code">
        <input type="tel" name="phone" autocomplete="mobile tel">
        <input name="card" inputmode="numeric" autocomplete="cc-number">
        <input name="cvc" inputmode="numeric" autocomplete="cc-csc">
        <input type="month" name="exp" autocomplete="cc-exp">
        <input name="promo_code" autocomplete="off">
        <input type="search" name="q" aria-label="Search">
        <input type="submit" value="Pay">
      </form>
      <form action="/verify"><input name="otp" inputmode="numeric" autocomplete="one-time-code">
      </form>
      """
    #expect(Self.lint(html).map { "\($0.rule) \($0.position)" } == [])
  }

  @Test(
    "A field is about someone else by a whole word, or by a long word run into others",
    arguments: [
      ("friend_email", true), ("giftRecipientEmail", true), ("guest_name", true),
      ("guestName", true), ("parents", true), ("Emergency-Contact", true), ("email", false),
      ("Téléphone du parent", true), ("EmpfängerRecipientName", true),
      ("Adresse de l'invité", true),
    ])
  func aboutSomeoneElse(name: String, expected: Bool) throws {
    let document = FormScanner().scan(
      html: #"<input name="\#(name)">"#, documentURL: "https://shop.example/")
    let field = try #require(LintDocument(document).fields.first)
    #expect(OtherPersonWords.mentioned(by: field.field) == expected)
  }
}
