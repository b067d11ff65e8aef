import Testing

@testable import KeyboardTraits

/// Attribute names as HTML5's tokenizer reads them (checked against Chromium by
/// BrowserConformanceTests' `attr-` cases).
struct AttributeNameTests {
  @Test(arguments: [
    (#"<input/type="email"/name="e">"#, [["type", "email"], ["name", "e"]]),
    (#"<input na"me=x type=tel>"#, [["na\"me", "x"], ["type", "tel"]]),
    ("<input it's=1 name=a>", [["it's", "1"], ["name", "a"]]),
    ("<input a<b=1 name=c>", [["a<b", "1"], ["name", "c"]]),
    ("<input =x name=a>", [["=x", ""], ["name", "a"]]),
    ("<input name=e/autocomplete=off>", [["name", "e/autocomplete=off"]]),
  ])
  func attributesAreReadAsTheBrowserReadsThem(html: String, expected: [[String]]) throws {
    let document = FormScanner().scan(html: "<!doctype html>" + html)
    let field = try #require(document.fields.first)
    #expect(field.attributes.map { [$0.name, $0.value] } == expected)
  }

  @Test func slashSeparatedTypeDecidesTheKeyboard() throws {
    let document = FormScanner().scan(html: #"<form><input/type="email"/name="e"></form>"#)
    let field = try #require(document.fields.first)
    #expect(field.inputType == .email)
    #expect(field.attributes.first { $0.name == "name" }?.position.column == 27)
  }
}
