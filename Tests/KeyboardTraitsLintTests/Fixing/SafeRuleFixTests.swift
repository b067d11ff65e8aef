import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// One safe rule's fix on a small document: the exact bytes after fixing.
struct SafeFixCase: Sendable, CustomTestStringConvertible {
  var rule: String
  var html: String
  var expected: String
  var syntax: SourceSyntax = .html
  /// Other rules whose safe fix makes the same edit, applied alongside.
  var alsoApplied: [String] = []

  var testDescription: String { rule }
}

@Suite("Safe rule fixes")
struct SafeRuleFixTests {
  static let cases: [SafeFixCase] = [
    SafeFixCase(
      rule: "attribute-typo",
      html: "<input name='user' autocapitalization='none'>",
      expected: "<input name='user' autocapitalize='none'>"),
    SafeFixCase(
      rule: "typing-aid-false",
      html: "<p>Café – 日本語 🙂</p>\r\n<form>\r\n<input name=\"username\" autocorrect='false'>\r\n"
        + "</form>\r\n",
      expected: "<p>Café – 日本語 🙂</p>\r\n<form>\r\n<input name=\"username\" autocorrect='off'>"
        + "\r\n</form>\r\n"),
    SafeFixCase(
      rule: "typing-aid-invalid-value",
      html: #"<input type="text" name="nickname" autocapitalize=word>"#,
      expected: #"<input type="text" name="nickname" autocapitalize="words">"#),
    SafeFixCase(
      rule: "inputmode-invalid",
      html: "<label>Größe\r\n<input name=\"qty\"\r\n       INPUTMODE=\"number\"></label>",
      expected: "<label>Größe\r\n<input name=\"qty\"\r\n       INPUTMODE=\"numeric\"></label>"),
    SafeFixCase(
      rule: "enterkeyhint-invalid",
      html: #"<input name="city" enterkeyhint="nxet" autocomplete="address-level2">"#,
      expected: #"<input name="city" enterkeyhint="next" autocomplete="address-level2">"#),
    SafeFixCase(
      rule: "autocomplete-unknown-token",
      html: #"<input name="street" autocomplete='shipping address-line-1'>"#,
      expected: #"<input name="street" autocomplete='shipping address-line1'>"#),
    SafeFixCase(
      rule: "pattern-invalid",
      html: #"<input name="user" autocapitalize="off" autocorrect="off" pattern="[a-z._-]+">"#,
      expected: #"<input name="user" autocapitalize="off" autocorrect="off" pattern="[a-z._\-]+">"#),
    SafeFixCase(
      rule: "pattern-redundant-anchors",
      html: #"<input name="ref" pattern="^[A-Z]{3}$" autocapitalize="characters">"#,
      expected: #"<input name="ref" pattern="[A-Z]{3}" autocapitalize="characters">"#),
    SafeFixCase(
      rule: "react-boolean-attribute",
      html: "const F = () => (\n  <input name=\"username\" autoCorrect={ false } />\n);\n",
      expected: "const F = () => (\n  <input name=\"username\" autoCorrect=\"off\" />\n);\n",
      syntax: .jsx),
    // Safe by the fix policy's rules (b) and (c) (docs/fixes.md), on a declared purpose.
    SafeFixCase(
      rule: "autocapitalize-no-effect",
      html: #"<input type="email" name="m" autocapitalize="none" autocomplete="email">"#,
      expected: #"<input type="email" name="m" autocomplete="email">"#),
    SafeFixCase(
      rule: "code-inline-predictions",
      html:
        #"<input type="text" name="backup_code" autocomplete="one-time-code" inputmode="text" enterkeyhint="done" autocapitalize="none" autocorrect="off">"#,
      expected:
        #"<input type="text" name="backup_code" autocomplete="one-time-code" inputmode="text" enterkeyhint="done" autocapitalize="none" autocorrect="off" writingsuggestions="false">"#
    ),
    SafeFixCase(
      rule: "search-key-needs-form-action",
      html: #"<form><input type="search" name="q"></form>"#,
      expected: #"<form><input type="search" name="q" enterkeyhint="search"></form>"#),
    SafeFixCase(
      rule: "inputmode-conflict",
      html: #"<input type="checkbox" name="c" inputmode="numeric">"#,
      expected: #"<input type="checkbox" name="c">"#),
    SafeFixCase(
      rule: "identifier-autocapitalize",
      html: #"<input type="text" name="u" autocomplete="username" autocorrect="off">"#,
      expected:
        #"<input type="text" name="u" autocomplete="username" autocorrect="off" autocapitalize="none">"#
    ),
    SafeFixCase(
      rule: "identifier-autocorrect",
      html: #"<input type="text" name="u" autocomplete="username" autocapitalize="none">"#,
      expected:
        #"<input type="text" name="u" autocomplete="username" autocapitalize="none" autocorrect="off">"#
    ),
    SafeFixCase(
      rule: "tel-not-tel-keyboard",
      html: #"<input type="text" name="p" autocomplete="tel-national">"#,
      expected: #"<input type="text" name="p" autocomplete="tel-national" inputmode="tel">"#),
    SafeFixCase(
      rule: "url-not-url-keyboard",
      html:
        #"<input type="text" name="h" autocomplete="url" autocapitalize="none" autocorrect="off">"#,
      expected:
        #"<input type="text" name="h" autocomplete="url" autocapitalize="none" autocorrect="off" inputmode="url">"#
    ),
    SafeFixCase(
      rule: "autocomplete-empty",
      html: #"<input type="text" name="x" autocomplete="">"#,
      expected: #"<input type="text" name="x">"#),
    SafeFixCase(
      rule: "pattern-lowercase-autocapitalized",
      html: #"<input type="text" name="slug" pattern="[a-z]+" autocorrect="off">"#,
      expected:
        #"<input type="text" name="slug" pattern="[a-z]+" autocorrect="off" autocapitalize="none">"#
    ),
    SafeFixCase(
      rule: "numeric-text-without-inputmode",
      html: #"<input type="text" name="c" autocomplete="cc-number" autocapitalize="none">"#,
      expected:
        #"<input type="text" name="c" autocomplete="cc-number" autocapitalize="none" inputmode="numeric">"#
    ),
    SafeFixCase(
      rule: "autocomplete-token-order",
      html: #"<input type="email" name="x" autocomplete="email shipping">"#,
      expected: #"<input type="email" name="x" autocomplete="shipping email">"#),
    SafeFixCase(
      rule: "autocomplete-webauthn-misplaced",
      html:
        #"<input type="text" name="x" autocomplete="webauthn username" autocapitalize="none" autocorrect="off">"#,
      expected:
        #"<input type="text" name="x" autocomplete="username webauthn" autocapitalize="none" autocorrect="off">"#
    ),
    SafeFixCase(
      rule: "inputmode-multiline-on-android",
      html: #"<input type="text" name="x" inputmode="search">"#,
      expected: #"<input type="text" name="x" inputmode="search" enterkeyhint="search">"#),
    SafeFixCase(
      rule: "pattern-digit-hack",
      html: #"<input type="text" name="ref" pattern="[0-9]*">"#,
      expected: #"<input type="text" name="ref" pattern="[0-9]*" inputmode="numeric">"#),
    SafeFixCase(
      rule: "secret-spellcheck",
      html:
        #"<input type="text" name="p" autocomplete="current-password" autocorrect="off" autocapitalize="none">"#,
      expected:
        #"<input type="text" name="p" autocomplete="current-password" autocorrect="off" autocapitalize="none" spellcheck="false">"#
    ),
    SafeFixCase(
      rule: "attribute-not-applicable",
      html: #"<input type="checkbox" name="c" maxlength="3">"#,
      expected: #"<input type="checkbox" name="c">"#),
    SafeFixCase(
      rule: "pattern-not-numeric-pad",
      html: #"<input type="text" name="ref" pattern="\d{4}">"#,
      expected: #"<input type="text" name="ref" pattern="\d{4}" inputmode="numeric">"#,
      alsoApplied: ["numeric-text-without-inputmode"]),
    SafeFixCase(
      rule: "autocomplete-not-applicable",
      html: #"<input type="submit" autocomplete="on">"#,
      expected: #"<input type="submit">"#),
    SafeFixCase(
      rule: "autocomplete-onoff-misuse",
      html: #"<form action="/a" autocomplete=" off "><input type="text" name="x"></form>"#,
      expected: #"<form action="/a" autocomplete="off"><input type="text" name="x"></form>"#),
  ]

  @Test("Each safe rule's fix gives the exact bytes", arguments: cases)
  func safeFix(_ example: SafeFixCase) throws {
    let (text, result) = try FixHarness.fix(example.html, syntax: example.syntax)
    #expect(text == example.expected)
    #expect(Set(result.applied.map(\.rule)) == Set([example.rule] + example.alsoApplied))
    let (_, after) = try FixHarness.lint(result.bytes, syntax: example.syntax)
    #expect(!after.contains { $0.rule == example.rule })
  }

  @Test("Fixing twice gives the same bytes as fixing once", arguments: cases)
  func idempotent(_ example: SafeFixCase) throws {
    let once = try FixHarness.fix(example.html, syntax: example.syntax)
    let twice = try FixHarness.fix(bytes: once.result.bytes, syntax: example.syntax)
    #expect(twice.result.bytes == once.result.bytes)
    #expect(twice.result.applied.isEmpty)
  }

  @Test("Only the rules with a case here mark fixes safe in their examples, and each of them does")
  func safeRulesAreKnown() throws {
    var rulesWithSafeFixes: Set<String> = []
    for rule in RuleRegistry.all {
      for example in rule.description.triggeringExamples + rule.description.nonTriggeringExamples {
        let (_, diagnostics) = try FixHarness.lint(
          Array(example.strippedHTML.utf8), syntax: example.syntax)
        for diagnostic in diagnostics where diagnostic.fix?.isSafe == true {
          rulesWithSafeFixes.insert(diagnostic.rule)
        }
      }
    }
    #expect(rulesWithSafeFixes == Set(Self.cases.map(\.rule)))
  }

  @Test("Unsafe fixes are reported as skipped, not applied")
  func unsafeRulesSkipped() throws {
    // Keyboard advice for a purpose read from words (the name "zip") is a suggestion.
    let html = #"<input name="zip">"#
    let (text, result) = try FixHarness.fix(html)
    #expect(text == html)
    #expect(result.applied.isEmpty)
    let skipped = Set(result.skipped.map(\.diagnostic.rule))
    #expect(skipped.contains("autocomplete-missing-known-field"))
    #expect(skipped.contains("identifier-autocapitalize"))
    #expect(result.skipped.allSatisfy { $0.reason.contains("is unsafe") })
  }

  @Test("A <form>'s own autocomplete is fixed when the finding points at its attribute")
  func formAttribute() throws {
    let html = #"<form action="/a" autocomplete="onn"><input name="q"></form>"#
    let (text, result) = try FixHarness.fix(html)
    #expect(text == #"<form action="/a" autocomplete="on"><input name="q"></form>"#)
    #expect(result.applied.map(\.rule) == ["autocomplete-unknown-token"])
    #expect(result.applied.first?.fieldIndex == nil)
  }

  @Test("A UTF-8 byte order mark stays, and offsets after it are right")
  func byteOrderMark() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"<input name="q" inputmode="number">"#.utf8)
    let (_, result) = try FixHarness.fix(bytes: bytes)
    #expect(
      result.bytes == [0xEF, 0xBB, 0xBF] + Array(#"<input name="q" inputmode="numeric">"#.utf8))
  }

  @Test("A file that is not UTF-8 is skipped with the reason, byte for byte unchanged")
  func nonUTF8Skipped() throws {
    // windows-1252: "Café" with é as 0xE9, declared so the scanner decodes it.
    let bytes =
      Array(#"<meta charset="windows-1252"><p>Caf"#.utf8) + [0xE9]
      + Array(#"</p><input name="q" inputmode="number">"#.utf8)
    let (_, result) = try FixHarness.fix(bytes: bytes)
    #expect(result.bytes == bytes)
    #expect(result.applied.isEmpty)
    let reasons = result.skipped.filter { $0.diagnostic.rule == "inputmode-invalid" }.map(\.reason)
    #expect(reasons.count == 1)
    #expect(reasons.first?.contains("windows-1252, not UTF-8") == true)
  }

  @Test("Bytes that differ from the scanned document are not edited")
  func staleBytes() throws {
    let html = #"<input name="q" inputmode="number">"#
    let bytes = Array(html.utf8)
    let (document, diagnostics) = try FixHarness.lint(bytes)
    let changed = bytes + Array("\n".utf8)
    let result = FixApplier.apply(diagnostics, to: document, fileBytes: changed)
    #expect(result.bytes == changed)
    #expect(result.applied.isEmpty)
    #expect(result.skipped.contains { $0.reason.contains("scan it again") })
  }
}
