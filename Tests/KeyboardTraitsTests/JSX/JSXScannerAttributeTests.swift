import Testing

@testable import KeyboardTraits

/// Attributes, text, comments and bad input.
@Suite("JSX scanner: attributes, text, comments and bad input")
struct JSXScannerAttributeTests {
  private func element(_ code: String, dialect: JSXDialect = .tsx) throws -> JSXElement {
    let source = JSXScanner.scan(Array(code.utf8), dialect: dialect)
    #expect(source.problems == [])
    return try #require(source.elements.first)
  }

  @Test("static values: strings, strings in braces, templates without substitutions")
  func staticValues() throws {
    let input = try element(
      #"x = <input a="one" b='two' c={"three"} d={'four'} e={`five`} f="&amp;&#x41;&#66;&bogus;" g={"\u0041\n"} />"#
    )
    #expect(
      input.attributes.map(\.value) == [
        .string("one", quote: UInt8(ascii: "\""), inBraces: false),
        .string("two", quote: UInt8(ascii: "'"), inBraces: false),
        .string("three", quote: UInt8(ascii: "\""), inBraces: true),
        .string("four", quote: UInt8(ascii: "'"), inBraces: true),
        .string("five", quote: UInt8(ascii: "`"), inBraces: true),
        .string("&AB&bogus;", quote: UInt8(ascii: "\""), inBraces: false),
        .string("A\n", quote: UInt8(ascii: "\""), inBraces: true),
      ])
  }

  @Test("literals and expressions: booleans, null, undefined, numbers, anything else dynamic")
  func literals() throws {
    let input = try element(
      "x = <input a={true} b={false} c={null} d={undefined} e={3} f={-1.5} g={x} h={`a${b}`} i={\"a\" + b} j />"
    )
    #expect(
      input.attributes.map(\.value) == [
        .boolean(true), .boolean(false), .absent, .absent, .number("3"), .number("-1.5"),
        .expression, .expression, .expression, .bare,
      ])
  }

  @Test("names, ranges and spreads, to the byte")
  func ranges() throws {
    let code = #"x = <Form.Input {...field} aria-label="Card" inputMode={"numeric"} disabled />"#
    let input = try element(code)
    let bytes = Array(code.utf8)
    func text(_ range: Range<Int>?) -> String {
      range.map { String(decoding: bytes[$0], as: UTF8.self) } ?? "nil"
    }
    #expect(input.name == "Form.Input")
    #expect(input.isComponent)
    #expect(text(input.nameRange) == "Form.Input")
    #expect(text(input.range) == String(code.dropFirst(4)))
    #expect(input.attributes.map(\.name) == ["", "aria-label", "inputMode", "disabled"])
    #expect(
      input.attributes.map { text($0.range) } == [
        "{...field}", #"aria-label="Card""#, #"inputMode={"numeric"}"#, "disabled",
      ])
    #expect(
      input.attributes.map { text($0.valueRange) } == [
        "{...field}", #""Card""#, #"{"numeric"}"#, "nil",
      ])
    #expect(input.attributes[0].isSpread)
    #expect(input.isSelfClosing)
  }

  @Test("intrinsic elements are lower-case names; components are capitalised or members")
  func components() throws {
    #expect(try !element("x = <input />").isComponent)
    #expect(try !element("x = <my-input />").isComponent)
    #expect(try element("x = <Input />").isComponent)
    #expect(try element("x = <ui.input />").isComponent)
  }

  @Test("text as React renders it: entities decoded, lines trimmed and joined")
  func text() {
    let code = "x = <label>\n  Card   number\n  &amp; code&nbsp;\n\n  <b> bold </b>\t</label>"
    let source = JSXScanner.scan(Array(code.utf8), dialect: .jsx)
    let texts = source.events.compactMap { if case .text(let text) = $0 { text.text } else { nil } }
    #expect(texts == ["Card   number & code\u{A0}", " bold ", " "])
    #expect(JSXText.rendered("  a  \n  b  ") == "  a b  ")
    #expect(JSXText.rendered("\n   \n") == "")
    #expect(JSXText.rendered("a\r\n\tb") == "a b")
  }

  @Test("comments anywhere, with their text; a disable comment in JSX children")
  func comments() {
    let code = """
      // first
      x = <div>{/* kbtraits-disable-next-line input-type -- reason */}
        <input /* inside */ />
      </div> /* last */
      """
    let source = JSXScanner.scan(Array(code.utf8), dialect: .jsx)
    #expect(
      source.comments.map(\.text) == [
        " first", " kbtraits-disable-next-line input-type -- reason ", " inside ", " last ",
      ])
    #expect(source.comments.map(\.isBlock) == [false, true, true, true])
  }

  @Test("closing tags are events, at their '<'")
  func closingTags() {
    let code = "x = <a><b></b></a>"
    let source = JSXScanner.scan(Array(code.utf8), dialect: .jsx)
    let ends = source.events.compactMap {
      if case .end(let name, let offset) = $0 { "\(name)@\(offset)" } else { nil }
    }
    #expect(ends == ["b@10", "a@14"])
  }

  @Test(
    "bad input gives a problem, keeps what came before, and never crashes",
    arguments: [
      ("x = <div><input />", "the element <div> is never closed"),
      ("x = <input type=\"a", "an attribute value that is never closed"),
      ("x = <a></b>", "<a> is closed by </b>"),
      ("f(a))", "an unmatched ')'"),
      ("x = `abc", "a template literal that is never closed"),
      ("/* open", "a comment that is never closed"),
      ("f(a", "the file ends inside a bracket that is never closed"),
      ("x = <input a= />", "the attribute a has '=' but no value"),
    ])
  func badInput(code: String, message: String) {
    let source = JSXScanner.scan(Array(code.utf8), dialect: .tsx)
    #expect(source.problems.map(\.message) == [message])
  }

  @Test("nesting deeper than the limit is a problem, not a stack overflow")
  func deepNesting() {
    for opener in ["(", "[", "{", "x = <a>", "`${"] {
      let code = String(repeating: opener, count: 100_000)
      let source = JSXScanner.scan(Array(code.utf8), dialect: .tsx)
      #expect(source.problems.count == 1)
    }
  }

  @Test("arbitrary bytes never crash the scanner")
  func arbitraryBytes() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("<>/{}()[]`'\"$=:?!.,;*+-\\ \nabcT0&#".utf8) + [0xC3, 0xA9, 0xFF, 0x00]
    for _ in 0..<2_000 {
      let length = Int.random(in: 0..<200, using: &generator)
      let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
      for dialect in JSXDialect.allCases {
        let source = JSXScanner.scan(bytes, dialect: dialect)
        #expect(source.problems.count <= 1)
        for element in source.elements { #expect(element.range.upperBound <= bytes.count) }
      }
    }
  }
}
