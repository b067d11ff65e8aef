import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// Messages, fixes and edge cases of the pattern, label and structure rules that the
/// description examples (positions only) do not check.
@Suite("Pattern and structure rules")
struct PatternAndStructureRuleTests {
  static func diagnostics(_ rule: any Rule.Type, _ html: String) -> [Diagnostic] {
    let document = FormScanner().scan(html: html, documentURL: "https://shop.example/")
    return Linter(configuration: LintConfiguration(only: [rule.id])).lint(document)
  }

  @Test("pattern-invalid quotes the error and its column, and escapes a class-edge hyphen")
  func patternInvalidClassic() throws {
    let found = Self.diagnostics(
      PatternInvalidRule.self, #"<input type="text" name="username" pattern="[a-z0-9._-]+">"#)
    let diagnostic = try #require(found.first)
    #expect(found.count == 1)
    #expect(diagnostic.message.contains("column 10 of the value"))
    #expect(diagnostic.message.contains("'-' must be escaped"))
    #expect(diagnostic.message.hasPrefix(#"<input type="text" name="username">"#))
    #expect(diagnostic.fix?.edits == [.setValue(attribute: "pattern", value: #"[a-z0-9._\-]+"#)])
  }

  @Test(
    "pattern-invalid fixes every class-edge hyphen, and only those",
    arguments: [
      (#"[-a-z][0-9_-]"#, #"[\-a-z][0-9_\-]"#),
      (#"[^-a]"#, #"[^\-a]"#),
      (#"[a-z-0-9]"#, nil),
      (#"[a-z-](x"#, nil),
      (#"[\w(]+"#, nil),
    ] as [(String, String?)])
  func patternInvalidFix(pattern: String, fixed: String?) {
    #expect(PatternText.fixingEdgeHyphens(pattern) == fixed)
    if let fixed { #expect(HTMLPattern.validate(fixed) == nil) }
  }

  @Test("pattern-redundant-anchors removes only real anchors")
  func redundantAnchors() throws {
    let found = Self.diagnostics(
      PatternRedundantAnchorsRule.self, #"<input name="zip" pattern="^\d{5}\\$">"#)
    let diagnostic = try #require(found.first)
    #expect(diagnostic.fix?.edits == [.setValue(attribute: "pattern", value: #"\d{5}\\"#)])
    #expect(diagnostic.message.contains("^ and $ are redundant"))
    #expect(!PatternText.hasTrailingAnchor(#"a\$"#))
    #expect(PatternText.hasTrailingAnchor(#"a\\$"#))
  }

  @Test("attribute-not-applicable follows the HTML applicability table")
  func applicability() {
    #expect(!ConstrainedAttribute.maxlength.applies(to: .number))
    #expect(ConstrainedAttribute.placeholder.applies(to: .number))
    #expect(!ConstrainedAttribute.placeholder.applies(to: .date))
    #expect(ConstrainedAttribute.readonly.applies(to: .datetimeLocal))
    #expect(!ConstrainedAttribute.readonly.applies(to: .range))
    #expect(ConstrainedAttribute.step.applies(to: .range))
    #expect(!ConstrainedAttribute.min.applies(to: .text))
    #expect(ConstrainedAttribute.pattern.applies(to: .password))
    #expect(!ConstrainedAttribute.pattern.applies(toElement: "textarea"))
    #expect(ConstrainedAttribute.maxlength.applies(toElement: "textarea"))
    #expect(!ConstrainedAttribute.readonly.applies(toElement: "select"))
    #expect(ConstrainedAttribute.size.applies(toElement: "select"))
  }

  @Test("attribute-not-applicable advises the numeric text field for maxlength on number")
  func numberMaxlengthMessage() throws {
    let found = Self.diagnostics(
      AttributeNotApplicableRule.self, #"<input type="number" name="zip" maxlength="5">"#)
    let message = try #require(found.first?.message)
    #expect(message.contains(#"ignores maxlength="5""#))
    #expect(message.contains(#"type="text" inputmode="numeric""#))
  }

  @Test("label-for-broken fixes for= when it names a field's name and the field has an id")
  func labelForName() throws {
    let found = Self.diagnostics(
      LabelForBrokenRule.self,
      #"<label for="zip">Zip</label><input name="zip" id="postcode">"#)
    let diagnostic = try #require(found.first)
    #expect(diagnostic.fix?.edits == [.setValue(attribute: "for", value: "postcode")])
    #expect(diagnostic.message.contains(#"points at the name of <input name="zip" id="postcode">"#))
  }

  @Test("label-for-broken fixes a case mismatch and only suggests a typo")
  func labelForCaseAndTypo() throws {
    let caseFix = Self.diagnostics(
      LabelForBrokenRule.self, #"<label for="Email">E</label><input id="email">"#)
    #expect(caseFix.first?.fix?.edits == [.setValue(attribute: "for", value: "email")])
    // The typo alone is a guess: the label is not right before that field.
    let typo = Self.diagnostics(
      LabelForBrokenRule.self, #"<label for="emial">E</label><p>Note</p><input id="email">"#)
    #expect(typo.first?.fix == nil)
    #expect(typo.first?.message.contains(#"did you mean for="email"?"#) == true)
    // The typo's field is also the one right after the label: two signs agree.
    let adjacentTypo = Self.diagnostics(
      LabelForBrokenRule.self, #"<label for="emial">Email</label><input id="email">"#)
    #expect(adjacentTypo.first?.fix?.edits == [.setValue(attribute: "for", value: "email")])
  }

  @Test("the label rules say which text right before a field to connect, not to add a label")
  func unconnectedLabelText() throws {
    let missing = Self.diagnostics(
      InputMissingLabelRule.self, #"<label>City</label><input type="text" id="city">"#)
    #expect(
      missing.first?.message.contains(
        #"the <label> "City" right before it is not connected: set for="city" on it"#) == true)
    let span = Self.diagnostics(
      InputMissingLabelRule.self, #"<span>Postcode</span><input type="text" name="f3">"#)
    #expect(
      span.first?.message.contains(#"the text "Postcode" right before it names it only"#) == true)
    let placeholder = Self.diagnostics(
      PlaceholderOnlyLabelRule.self,
      #"<label>Email</label><input type="email" placeholder="a@b.c">"#)
    #expect(placeholder.first?.message.contains("give the field an id") == true)
    // Nothing right before the field: the plain advice.
    let plain = Self.diagnostics(InputMissingLabelRule.self, #"<input type="text" id="c">"#)
    #expect(plain.first?.message.contains(#"add <label for="c"> with visible text"#) == true)
  }

  @Test("label-for-broken names the unlabelled field right after the label, and sets for to it")
  func labelForFieldAfter() throws {
    let found = Self.diagnostics(
      LabelForBrokenRule.self,
      #"<label for="slider">Font weight:</label> <input type="range" id="wght">"#)
    let diagnostic = try #require(found.first)
    #expect(diagnostic.fix?.edits == [.setValue(attribute: "for", value: "wght")])
    #expect(diagnostic.message.contains(#"right before <input type="range" id="wght">"#))
    // Without an id there is no for to set: the message says to add one.
    let withoutID = Self.diagnostics(
      LabelForBrokenRule.self, #"<label for="slider">Font weight:</label><input type="range">"#)
    #expect(withoutID.first?.fix == nil)
    #expect(withoutID.first?.message.contains("give it an id") == true)
    // A field that another label names is not the one meant.
    let labelled = Self.diagnostics(
      LabelForBrokenRule.self,
      #"<label for="slider">Weight</label><input id="w" aria-label="Weight">"#)
    #expect(labelled.first?.fix == nil)
  }

  @Test("label-for-broken's typo hints stop at the page's comparison budget, not its labels")
  func labelForTypoBudget() throws {
    // 600 fields and 600 misspelt labels: 360,000 comparisons, over the budget of 200,000, so
    // the first 333 labels get "did you mean" and the rest are still reported, without it.
    let ids = (0..<600).map { "field\($0)x" }
    let html =
      ids.map { #"<input id="\#($0)" name="\#($0)">"# }.joined()
      + ids.map { #"<label for="\#($0.dropLast())y">L</label>"# }.joined()
    let found = Self.diagnostics(LabelForBrokenRule.self, html)
    #expect(found.count == 600)
    let hinted = found.filter { $0.message.contains("did you mean") }
    #expect(hinted.count == 333)
    #expect(found.first?.message.contains(#"did you mean for="field0x"?"#) == true)
    #expect(found.last?.message.contains("set for to the id of the field it describes") == true)
  }

  @Test("form-wide facts are read per form: a duplicate name is found in a 3,000-field form")
  func formDupNameLargeForm() {
    let fields = (0..<3000).map { #"<input name="f\#($0)">"# }.joined()
    let html = "<form>" + fields + #"<input name="f1500"></form><form><input name="f1500"></form>"#
    let found = Self.diagnostics(FormDupNameRule.self, html)
    #expect(found.count == 1)
    #expect(found.first?.message.contains(#"repeats name="f1500""#) == true)
  }

  @Test("input-missing-label and placeholder-only-label never both fire")
  func labelsExclusive() {
    let html = #"""
      <input name="a"><input name="b" placeholder="B"><input name="c" title="C">
      <input type="checkbox" name="d" placeholder="D"><label>E <input name="e"></label>
      """#
    let missing = Self.diagnostics(InputMissingLabelRule.self, html).map(\.position.column)
    let placeholder = Self.diagnostics(PlaceholderOnlyLabelRule.self, html).map(\.position.column)
    #expect(missing == [1, 1])
    #expect(placeholder == [17, 49])
  }

  @Test("paste-blocked offers removal only when the handler does nothing else")
  func pasteFix() {
    let plain = Self.diagnostics(
      PasteBlockedRule.self, #"<input name="e" onpaste="return false;">"#)
    #expect(plain.first?.fix?.edits == [.remove(attribute: "onpaste")])
    let busy = Self.diagnostics(
      PasteBlockedRule.self, #"<input name="e" onpaste="log(); return false">"#)
    #expect(busy.count == 1)
    #expect(busy.first?.fix == nil)
  }

  @Test("field-outside-form reports once per form owner, at its first password")
  func outsideFormOnce() {
    let html = #"""
      <input name="username"><input type="password" name="pw">
      <form><input type="password" name="pw2"><input name="cc" autocomplete="cc-number"></form>
      """#
    let found = Self.diagnostics(FieldOutsideFormRule.self, html)
    #expect(
      found.map(\.position) == [
        SourcePosition(line: 1, column: 24), SourcePosition(line: 2, column: 7),
      ])
    #expect(found.first?.message.contains("(and 1 more such field)") == true)
  }

  @Test("duplicate-attribute reports the second occurrence, even on a later line")
  func duplicateAttributePositions() {
    let found = Self.diagnostics(
      DuplicateAttributeRule.self, "<input name=\"a\"\n  inputmode=\"text\" name=\"b\">")
    #expect(found.map(\.position) == [SourcePosition(line: 2, column: 20)])
  }

  @Test("markup-in-raw-text skips noscript fallback content and closed textareas")
  func rawText() {
    #expect(
      Self.diagnostics(
        MarkupInRawTextRule.self, #"<noscript><input name="q">"#
      ).isEmpty)
    #expect(
      Self.diagnostics(
        MarkupInRawTextRule.self, #"<p><textarea><input name="q"></textarea>"#
      ).isEmpty)
    #expect(
      Self.diagnostics(MarkupInRawTextRule.self, #"<p><textarea><input name="q">"#).count == 1)
  }
}
