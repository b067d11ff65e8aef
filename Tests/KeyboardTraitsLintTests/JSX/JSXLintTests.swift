import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// Linting React components: what one file proves, messages and fixes in React's spelling.
@Suite("Linting JSX")
struct JSXLintTests {
  private func lint(_ code: String, syntax: SourceSyntax = .jsx) throws -> (
    ScannedDocument, [Diagnostic]
  ) {
    try FixHarness.lint(Array(code.utf8), syntax: syntax)
  }

  private func fixed(_ code: String, unsafe: Bool = true) throws -> String {
    let (document, diagnostics) = try lint(code)
    let result = FixApplier.apply(
      diagnostics, to: document, fileBytes: Array(code.utf8), includingUnsafe: unsafe)
    return String(decoding: result.bytes, as: UTF8.self)
  }

  private func edited(_ edits: [Fix.Edit], _ code: String) throws -> String {
    let result = try FixHarness.apply(edits, to: code, syntax: .jsx)
    return String(decoding: result.bytes, as: UTF8.self)
  }

  @Test("messages name props as React spells them")
  func messages() throws {
    let (_, diagnostics) = try lint(#"<input name="otp" inputMode="digits" />"#)
    let invalid = try #require(diagnostics.first { $0.rule == "inputmode-invalid" })
    #expect(invalid.message.contains(#"inputMode="digits""#))
    #expect(invalid.message.contains(#"inputMode="numeric""#))
    #expect(!invalid.message.contains("inputmode="))
    #expect(invalid.fix?.summary.contains("inputMode") == true)
  }

  @Test("ReactSpelling rewrites attributes, booleanish values and <label for>, nothing else")
  func spelling() {
    #expect(
      ReactSpelling.message(#"set spellcheck="false" and autocomplete="one-time-code""#)
        == #"set spellCheck={false} and autoComplete="one-time-code""#)
    #expect(
      ReactSpelling.message("give it an id and a <label for>; type=email fields")
        == "give it an id and a <label htmlFor>; type=email fields")
    #expect(
      ReactSpelling.message(#"name="readonly" value="inputmode=x""#)
        == #"name="readonly" value="inputmode=x""#)
    #expect(ReactSpelling.message("the autocomplete attribute") == "the autocomplete attribute")
  }

  @Test("fixes write React's spelling, keep the quote style and never edit an expression")
  func fixes() throws {
    #expect(
      try fixed("const a = <input name='otp' inputMode='digits' />;\n")
        .contains("inputMode='numeric'"))
    // Added props go after the last one (a spread included), before `/>`, in React's spelling.
    #expect(
      try edited(
        [.add(attribute: "autocomplete", value: "one-time-code")],
        #"<input name="otp" {...rest} />"#)
        == #"<input name="otp" {...rest} autoComplete="one-time-code" />"#)
    #expect(
      try edited(
        [.add(attribute: "readonly", value: "")], "<input name='a'\n  type='text'>\n</input>")
        == "<input name='a'\n  type='text' readOnly>\n</input>")
    // A literal in braces is replaced whole; React's dropped boolean becomes text.
    #expect(
      try fixed(#"<input name="username" autoCorrect={false} />"#, unsafe: false)
        == #"<input name="username" autoCorrect="off" />"#)
    // A string in braces keeps its braces.
    #expect(
      try fixed(#"<input name="zip" inputMode={"number"} />"#, unsafe: false)
        == #"<input name="zip" inputMode={"numeric"} />"#)
    // spellCheck is booleanish: React writes it in braces.
    #expect(
      try edited(
        [.setValue(attribute: "spellcheck", value: "false")], #"<input spellCheck="true" />"#)
        == "<input spellCheck={false} />")
    #expect(
      try edited([.add(attribute: "spellcheck", value: "false")], "<input />")
        == "<input spellCheck={false} />")
    // Renames write the prop; a removal takes the whole prop, braces and all.
    #expect(
      try edited(
        [.rename(attribute: "autocapitalization", to: "autocapitalize")],
        #"<input autocapitalization="off" />"#)
        == #"<input autoCapitalize="off" />"#)
    #expect(
      try edited([.remove(attribute: "inputmode")], #"<input name="a" inputMode={"text"} />"#)
        == #"<input name="a" />"#)
    // An expression is never edited.
    let expression = try FixHarness.apply(
      [.setValue(attribute: "inputmode", value: "numeric")], to: "<input inputMode={mode} />",
      syntax: .jsx)
    #expect(expression.applied.isEmpty)
    #expect(expression.skipped.first?.reason.contains("expression") == true)
  }

  @Test("a field whose surroundings the file does not show gets no label or form finding")
  func surroundings() throws {
    let alone = try lint(#"export const A = () => <input type="text" name="city" />;"#).1
    #expect(!alone.contains { $0.rule == "input-missing-label" || $0.rule == "field-outside-form" })
    let inForm = try lint(
      #"export const A = () => <form action="/a"><input type="text" name="city" /></form>;"#
    ).1
    #expect(inForm.contains { $0.rule == "input-missing-label" })
    let broken = try lint(#"<label htmlFor="nowhere">City</label>"#).1
    #expect(!broken.contains { $0.rule == "label-for-broken" })
  }

  @Test("a prop React drops is reported once, by react-boolean-attribute")
  func droppedOnce() throws {
    let (_, diagnostics) = try lint(#"<input name="username" autoCorrect={false} />"#)
    #expect(diagnostics.contains { $0.rule == "react-boolean-attribute" })
    #expect(!diagnostics.contains { $0.rule == "identifier-autocorrect" })
  }

  @Test("a spread quiets findings about a missing attribute, not about a written value")
  func spreads() throws {
    let (_, diagnostics) = try lint(
      #"<input type="text" name="otp" {...field} inputMode="digits" />"#)
    #expect(!diagnostics.contains { $0.rule == "otp-autocomplete" })
    #expect(diagnostics.contains { $0.rule == "inputmode-invalid" })
  }

  @Test("no finding guesses about a dynamic value")
  func dynamic() throws {
    let (_, diagnostics) = try lint(#"<input type={kind} name="card" inputMode={mode} />"#)
    #expect(
      !diagnostics.contains { $0.rule == "number-for-identifier" || $0.rule.hasPrefix("inputmode") }
    )
  }

  @Test("suppression comments in JSX and in code")
  func suppressions() throws {
    let code = """
      export const A = () => (
        <form action="/a">
          {/* kbtraits-disable-next-line inputmode-invalid -- the design system reads it */}
          <input name="zip" inputMode="digits" aria-label="Zip" />
        </form>
      );
      """
    let (_, diagnostics) = try lint(code)
    #expect(!diagnostics.contains { $0.rule == "inputmode-invalid" })
    #expect(!diagnostics.contains { $0.rule == "unused-suppression" })
  }
}
