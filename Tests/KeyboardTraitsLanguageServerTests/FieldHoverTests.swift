import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLanguageServer
@testable import KeyboardTraitsLint

/// The hover says each platform's keyboard, and nothing from the file is read as Markdown.
@Suite("Field hover")
struct FieldHoverTests {
  @Test("a table of each platform's keyboard, with the label")
  func table() throws {
    let document = FormScanner().scan(
      html: #"<label>Email <input type="email" name="login" autocomplete="username"></label>"#)
    let markdown = FieldHover.markdown(for: document.fields[0], platforms: .allPlatforms)
    #expect(
      markdown == """
        **`<input type="email" name="login">`** · label: Email

        | | Keyboard | Enter | Caps | Autocorrect | Content type |
        | --- | --- | --- | --- | --- | --- |
        | iPhone | Email keyboard | return | none | no | username |
        | Chrome | Email keyboard | Go | none | no | \\- |
        | Firefox | Email keyboard | return | none | no | \\- |
        """)
  }

  @Test("what code decides is named, with the traits it leaves unknown")
  func dynamic() throws {
    let document = FormScanner().scan(html: #"<input :type="kind" name="q">"#)
    let field = try #require(document.fields.first)
    let markdown = FieldHover.markdown(for: field, platforms: [.ios])
    #expect(
      markdown.contains(
        "Code decides `type`; unknown until it runs: iPhone: `keyboard`, `keyboardType`"))
  }

  @Test("the file's text cannot write Markdown or HTML")
  func escaping() {
    #expect(
      FieldHover.text("a|b *c* <img src=x> [l](u)") == #"a\|b \*c\* \<img src=x\> \[l\]\(u\)"#)
    #expect(FieldHover.code("x`y") == "``x`y``")
    #expect(FieldHover.code("`x") == "`` `x ``")
    let document = FormScanner().scan(
      html: "<label>**Bold** | <b>x</b><input name=\"a|b\"></label>")
    let markdown = FieldHover.markdown(for: document.fields[0], platforms: [.ios])
    #expect(markdown.hasPrefix(#"**`<input name="a|b">`** · label: \*\*Bold\*\* \| x"#))
  }
}
