import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

@Suite("Attribute edits")
struct AttributeEditTests {
  private func text(_ result: FixResult) -> String { String(decoding: result.bytes, as: UTF8.self) }

  @Test("setValue keeps the quote and escapes for it")
  func setValueQuotes() throws {
    let double = try FixHarness.apply(
      [.setValue(attribute: "title", value: #"say "hi" & <go> &amp"#)],
      to: #"<input title="x" name="q">"#)
    #expect(text(double) == #"<input title="say &quot;hi&quot; & <go> &amp;amp" name="q">"#)
    let single = try FixHarness.apply(
      [.setValue(attribute: "title", value: #"it's "fine""#)], to: "<input title='x'>")
    #expect(text(single) == #"<input title='it&#39;s "fine"'>"#)
  }

  @Test("setValue quotes an unquoted value and gives a bare attribute a value")
  func setValueUnquotedAndBare() throws {
    let unquoted = try FixHarness.apply(
      [.setValue(attribute: "title", value: "a b")], to: "<input title=x name=q>")
    #expect(text(unquoted) == #"<input title="a b" name=q>"#)
    let bare = try FixHarness.apply(
      [.setValue(attribute: "spellcheck", value: "false")], to: "<input spellcheck name=q>")
    #expect(text(bare) == #"<input spellcheck="false" name=q>"#)
  }

  @Test("rename keeps the value and its quote as written")
  func rename() throws {
    let result = try FixHarness.apply(
      [.rename(attribute: "autocorect", to: "autocorrect")],
      to: "<input AutoCorect = 'off' name=q>")
    #expect(text(result) == "<input autocorrect = 'off' name=q>")
  }

  @Test("add goes right after the last attribute, before a self-closing slash")
  func add() throws {
    let result = try FixHarness.apply(
      [.add(attribute: "inputmode", value: "numeric")],
      to: "<p>日本</p>\r\n<input name=\"q\"\r\n  type=text />")
    #expect(
      text(result) == "<p>日本</p>\r\n<input name=\"q\"\r\n  type=text inputmode=\"numeric\" />")
  }

  @Test("add after the tag name when the element has no attribute")
  func addWithoutAttributes() throws {
    let result = try FixHarness.apply(
      [.add(attribute: "type", value: "text")], to: "<INPUT>")
    #expect(text(result) == #"<INPUT type="text">"#)
  }

  @Test("Two adds in one fix keep their order")
  func twoAdds() throws {
    let result = try FixHarness.apply(
      [.add(attribute: "a", value: "1"), .add(attribute: "b", value: "2")], to: "<input name=q>")
    #expect(text(result) == #"<input name=q a="1" b="2">"#)
  }

  @Test("remove takes the spaces before the attribute but never a line break")
  func remove() throws {
    let inline = try FixHarness.apply(
      [.remove(attribute: "onpaste")], to: #"<input name=q  onpaste="return false" id=x>"#)
    #expect(text(inline) == "<input name=q id=x>")
    let ownLine = try FixHarness.apply(
      [.remove(attribute: "onpaste")], to: "<input name=q\n  onpaste=\"no\"\n  id=x>")
    #expect(text(ownLine) == "<input name=q\n\n  id=x>")
  }

  @Test("A fix that edits the same attribute differently from an earlier one is skipped")
  func conflict() throws {
    let result = try FixHarness.apply(
      [
        [.setValue(attribute: "inputmode", value: "numeric")],
        [.setValue(attribute: "inputmode", value: "decimal")],
      ], to: #"<input inputmode="number">"#)
    #expect(text(result) == #"<input inputmode="numeric">"#)
    #expect(result.applied.map(\.rule) == ["test-0"])
    #expect(result.skipped.map(\.diagnostic.rule) == ["test-1"])
    #expect(result.skipped.first?.reason.contains("test-0") == true)
  }

  @Test("Identical fixes from two rules are merged and both count as applied")
  func merge() throws {
    let result = try FixHarness.apply(
      [
        [.add(attribute: "inputmode", value: "numeric")],
        [.add(attribute: "inputmode", value: "numeric")],
        [.setValue(attribute: "name", value: "z")],
        [.setValue(attribute: "name", value: "z")],
      ], to: #"<input name="q">"#)
    #expect(text(result) == #"<input name="z" inputmode="numeric">"#)
    #expect(result.applied.count == 4)
    #expect(result.skipped.isEmpty)
  }

  @Test("A value for a bare last attribute and an added attribute never interleave")
  func bareValueThenAdd() throws {
    let result = try FixHarness.apply(
      [[.setValue(attribute: "spellcheck", value: "false")], [.add(attribute: "a", value: "1")]],
      to: "<input name=q spellcheck>")
    #expect(text(result) == #"<input name=q spellcheck="false">"#)
    #expect(result.skipped.map(\.diagnostic.rule) == ["test-1"])
  }

  @Test("A rename or add that would duplicate an attribute is skipped")
  func duplicates() throws {
    let result = try FixHarness.apply(
      [
        [.rename(attribute: "autocorect", to: "autocorrect")],
        [.rename(attribute: "autocorret", to: "autocorrect")],
        [.add(attribute: "name", value: "x")],
      ], to: #"<input autocorect="off" autocorret="off" name="q">"#)
    #expect(text(result) == #"<input autocorrect="off" autocorret="off" name="q">"#)
    #expect(result.skipped.map(\.diagnostic.rule) == ["test-1", "test-2"])
  }

  @Test("A fix naming an attribute the element lacks is skipped, and all its edits with it")
  func missingAttribute() throws {
    let result = try FixHarness.apply(
      [.setValue(attribute: "name", value: "z"), .setValue(attribute: "missing", value: "1")],
      to: #"<input name="q">"#)
    #expect(result.bytes == Array(#"<input name="q">"#.utf8))
    #expect(result.skipped.first?.reason.contains("missing") == true)
  }

  @Test("Fixes on several elements are applied from the end backwards")
  func severalElements() throws {
    let html = "<input name=a inputmode=number>\n<input name=b inputmode=phone>"
    let bytes = Array(html.utf8)
    let document = try FormScanner().scan(bytes: bytes)
    let diagnostics = Linter(configuration: LintConfiguration(only: ["inputmode-invalid"]))
      .lint(document)
    let result = FixApplier.apply(diagnostics, to: document, fileBytes: bytes)
    #expect(
      text(result) == "<input name=a inputmode=\"numeric\">\n<input name=b inputmode=\"tel\">")
  }

  @Test("Escaping writes & as &amp; only where it could start a reference")
  func ampersand() {
    let escaped = AttributeValueEscaper.escape("a & b &c &#1 &", quote: UInt8(ascii: "\""))
    #expect(String(decoding: escaped, as: UTF8.self) == "a & b &amp;c &amp;#1 &")
  }
}
