import Testing

@testable import KeyboardTraits

/// Character references in attribute values read as HTML5's tokenizer reads them (checked
/// against Chromium by BrowserConformanceTests' `charref-` cases).
struct AttributeCharacterReferenceTests {
  @Test(arguments: [
    (#"value="&#x80;""#, "\u{20AC}"),
    (#"value="&#150;&#x9F;&#x81;""#, "\u{2013}\u{0178}\u{81}"),
    (#"value="x&#0;y""#, "x\u{FFFD}y"),
    (#"value="&#xD800;x&#xDFFF;""#, "\u{FFFD}x\u{FFFD}"),
    (#"value="&#x110000;y&#99999999999;z""#, "\u{FFFD}y\u{FFFD}z"),
    (#"value="&#1;&#x1F;&#127;b""#, "\u{01}\u{1F}\u{7F}b"),
    (#"value="a&#13;b""#, "a\rb"),
    (#"value="&#65x&#x42y""#, "AxBy"),
    (#"value="&lt;&gt;&amp;&quot;&eacute;""#, "<>&\"é"),
    (#"value="?x=1&amp=2&copy3&not;&notit&lt""#, "?x=1&amp=2&copy3¬&notit<"),
    (#"value="a & b &# &#x; &;""#, "a & b &# &#x; &;"),
    (#"value=c&#0;d"#, "c\u{FFFD}d"),
    ("value=\"x\r\ny\rz\"", "x\ny\nz"),
    // HTML5's later names, and HTML5's characters where HTML 4 had others.
    (#"value="&check;&bigstar;&NotEqualTilde;""#, "\u{2713}\u{2605}\u{2242}\u{338}"),
    (#"value="&lang;&rang;""#, "\u{27E8}\u{27E9}"),
    (#"value="&AMP&COPY;&checkx""#, "&\u{A9}&checkx"),
  ])
  func valueIsDecodedAsHTML5Does(written: String, expected: String) throws {
    let document = FormScanner().scan(html: "<!doctype html><input name=a \(written)>")
    let field = try #require(document.fields.first)
    #expect(field.attributes[.value] == expected)
  }

  @Test func controlReferenceNoLongerTruncatesAutocomplete() throws {
    let document = FormScanner().scan(
      html: #"<input name=u autocomplete="username&#11;webauthn">"#)
    let field = try #require(document.fields.first)
    #expect(field.attributes[.autocomplete] == "username\u{0B}webauthn")
  }

  @Test func formIDWithReferenceStillOwnsItsField() throws {
    let document = FormScanner().scan(html: #"<form id="f&#x80;"><input name=a></form>"#)
    #expect(document.fields.first?.formIndex == 0)
    #expect(document.forms.first?.id == "f\u{20AC}")
  }

  @Test func attributePositionsStayWhereTheyAreWritten() throws {
    let document = FormScanner().scan(html: "<p>\n  <input value=\"&#x80;\" name=a>")
    let field = try #require(document.fields.first)
    #expect(field.position == SourcePosition(line: 2, column: 3))
    #expect(field.attributes.first { $0.name == "name" }?.position.column == 25)
  }
}
