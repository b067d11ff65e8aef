import Testing

@testable import KeyboardTraits

/// JSX read into the document model: React DOM's prop rules, components, spreads, what the
/// file proves about a field's surroundings, and exact positions.
@Suite("JSX documents")
struct JSXDocumentReaderTests {
  private func scan(
    _ code: String, syntax: SourceSyntax = .jsx, components: ComponentMap = ComponentMap()
  ) -> ScannedDocument {
    var options = ScanOptions()
    options.components = components
    return FormScanner(options: options).scan(
      html: code, documentURL: "https://shop.example/", syntax: syntax)
  }

  private func attributes(_ field: FormField) -> [String] {
    field.attributes.map { attribute in
      let value = attribute.hasValue ? "=\(attribute.value)" : ""
      return attribute.name + value + (attribute.isDynamic ? " (dynamic)" : "")
    }
  }

  @Test("React's names: htmlFor, className, defaultValue, defaultChecked, camelCase lower-cased")
  func propNames() throws {
    let document = scan(
      #"""
      <form>
        <label htmlFor="e" className="l">Email</label>
        <input id="e" className="f" inputMode="email" autoComplete="username"
          autoCapitalize="none" autoCorrect="off" enterKeyHint="next" defaultValue="a@b.c"
          onChange={update} key="k" ref={input} style={{ width: 3 }} data-x="1" />
        <input type="checkbox" name="keep" defaultChecked />
        <textarea name="note" defaultValue="hi" maxLength={200} />
      </form>
      """#)
    #expect(document.fields.count == 3)
    #expect(
      attributes(document.fields[0]) == [
        "id=e", "class=f", "inputmode=email", "autocomplete=username", "autocapitalize=none",
        "autocorrect=off", "enterkeyhint=next", "value=a@b.c", "data-x=1",
      ])
    #expect(attributes(document.fields[1]) == ["type=checkbox", "name=keep", "checked"])
    #expect(attributes(document.fields[2]) == ["name=note", "maxlength=200"])
    // The label names the field by `htmlFor`.
    #expect(document.fields[0].label == "Email")
    #expect(document.fields[0].labelSource == .labelFor)
    #expect(document.fields[0].ios.keyboardType == .emailAddress)
  }

  @Test("booleans as React DOM renders them")
  func booleans() throws {
    let document = scan(
      #"""
      <input name="a" disabled={false} readOnly required={true} spellCheck={false}
        autoCorrect={false} autoCapitalize={true} aria-invalid={false} multiple={0} />
      """#)
    let field = try #require(document.fields.first)
    #expect(
      attributes(field) == [
        "name=a", "readonly", "required", "spellcheck=false", "aria-invalid=false",
      ])
    #expect(field.droppedAttributes.map(\.name) == ["autocorrect", "autocapitalize"])
    #expect(field.droppedAttributes.map(\.value) == ["false", "true"])
    // Dropped: iOS autocorrects as if nothing were written.
    let plain = scan(#"<input name="a" />"#).fields[0]
    #expect(field.ios.autocorrectionType == plain.ios.autocorrectionType)
    #expect(field.ios.autocapitalizationType == plain.ios.autocapitalizationType)
  }

  @Test("static and dynamic values: strings, braces, templates, null, expressions")
  func values() throws {
    let document = scan(
      #"""
      <input type={kind} name={"email"} placeholder={`Email`} autoComplete={null}
        inputMode={undefined} title={t("email")} maxLength={-1} />
      """#)
    let field = try #require(document.fields.first)
    #expect(
      attributes(field) == [
        "type=kind (dynamic)", "name=email", "placeholder=Email", "title=t(\"email\") (dynamic)",
        "maxlength=-1",
      ])
    #expect(field.dynamicAttributes == ["type", "title"])
    #expect(field.unknownIOSTraits.contains { $0.trait == "keyboardType" })
  }

  @Test("a spread: earlier props are dynamic, later ones known; missing ones may be supplied")
  func spreads() throws {
    let document = scan(#"<input type="email" {...register("email")} autoComplete="email" />"#)
    let field = try #require(document.fields.first)
    #expect(attributes(field) == ["type=email (dynamic)", "autocomplete=email"])
    #expect(field.hasSpreadAttributes)
    #expect(!scan(#"<input type="email" />"#).fields[0].hasSpreadAttributes)
  }

  @Test("components are fields only when mapped; the map's own attributes win")
  func components() throws {
    let map = ComponentMap([
      "Input": .init(element: "input"),
      "Form.Password": .init(
        element: "input", attributes: [.init(name: "type", value: "password")]),
      "Textarea": .init(element: "textarea"),
    ])
    let code = #"""
      <Card>
        <Input name="email" type="email" />
        <Form.Password name="pw" type="text" autoComplete="current-password" />
        <Textarea name="note"></Textarea>
        <Select name="country" />
      </Card>
      """#
    #expect(scan(code).fields.isEmpty)
    let document = scan(code, components: map)
    #expect(document.fields.map(\.element) == ["input", "input", "textarea"])
    #expect(document.fields[1].inputType == .password)
    #expect(
      attributes(document.fields[1]) == [
        "name=pw", "autocomplete=current-password", "type=password",
      ])
    #expect(document.fields[1].ios.secureTextEntry)
  }

  @Test("positions are the file's own: line and column of each tag and prop")
  func positions() throws {
    let document = scan(
      "// Ünïcödé 🙂\nconst A = () => <div>\n\t<input  name=\"a\" inputMode=\"numeric\" />\n</div>;\n"
    )
    let field = try #require(document.fields.first)
    #expect(field.position == SourcePosition(line: 3, column: 2))
    #expect(field.position(of: .name) == SourcePosition(line: 3, column: 10))
    #expect(field.position(of: .inputmode) == SourcePosition(line: 3, column: 19))
    #expect(
      document.endOfMarkup(startingAt: SourcePosition(line: 3, column: 19))
        == SourcePosition(line: 3, column: 38))
    #expect(
      document.endOfMarkup(startingAt: field.position) == SourcePosition(line: 3, column: 41))
    // The builder found the byte offset of the `<`.
    #expect(document.utf8[field.byteOffset] == UInt8(ascii: "<"))
  }

  @Test("surroundings are proven only by a form in the file with no component between")
  func surroundings() throws {
    let proven = scan(#"<form><div><input name="a" /></div></form>"#)
    #expect(proven.fields[0].context.surroundingsAreWritten)
    #expect(!scan(#"<input name="a" />"#).fields[0].context.surroundingsAreWritten)
    let wrapped = scan(#"<form><Row><input name="a" /></Row></form>"#)
    #expect(!wrapped.fields[0].context.surroundingsAreWritten)
    // With an id, a component in the form may render its <label htmlFor>.
    let named = scan(#"<form><Hint /><input id="a" /><input name="b" /></form>"#)
    #expect(named.fields.map(\.context.surroundingsAreWritten) == [false, true])
    // HTML always shows the surroundings.
    #expect(FormScanner().scan(html: #"<input name="a">"#).fields[0].context.surroundingsAreWritten)
  }

  @Test("the tree is as written: React applies no HTML parser repair")
  func treeAsWritten() throws {
    let document = scan(
      #"""
      const a = <form action="/a">
        <select name="s"><input name="inside" /></select>
        <textarea name="t"><input name="after" /></textarea>
      </form>;
      const b = <input name="outside" />;
      """#)
    #expect(document.fields.map(\.name) == ["s", "inside", "t", "after", "outside"])
    #expect(document.fields.map(\.formIndex) == [0, 0, 0, 0, nil])
  }

  @Test("a nested form is React's own element, with a note")
  func nestedForm() throws {
    let document = scan(#"<form><form><input name="a" /></form><input name="b" /></form>"#)
    #expect(document.forms.count == 2)
    #expect(document.fields.map(\.formIndex) == [1, 0])
    #expect(document.notes.map(\.kind) == [.nestedForm])
  }

  @Test("labels: text, code as text, and components inside them")
  func labels() throws {
    let document = scan(
      #"""
      <form>
        <label>Card number <input name="cc" /></label>
        <label htmlFor="x">{t("x")}</label><input id="x" />
        <label>Zip <Help /> <input name="zip" /></label>
      </form>
      """#)
    #expect(document.fields.map(\.label) == ["Card number", nil, "Zip"])
    #expect(document.labels.map(\.mayHaveGeneratedText) == [false, true, true])
  }

  @Test("directive comments are kept with their places, in JSX and in code")
  func comments() throws {
    let document = scan(
      "<form>\n  {/* kbtraits-disable-next-line input-missing-label */}\n  <input />\n</form>;\n"
        + "// kbtraits-disable\n// an ordinary comment\n")
    #expect(
      document.comments.map(\.text) == [
        " kbtraits-disable-next-line input-missing-label ", " kbtraits-disable",
      ])
    #expect(document.comments.map(\.position.line) == [2, 5])
    #expect(document.comments[0].position.column == 4)
  }

  @Test("code the scanner cannot read gives a note and keeps what came before")
  func unreadable() throws {
    let document = scan(
      "const a = <input name=\"a\" />;\nconst b = <div>\n  <input name=\"b\" />\n")
    #expect(document.fields.map(\.name) == ["a", "b"])
    let note = try #require(document.notes.first { $0.kind == .sourceNotRead })
    #expect(note.position == SourcePosition(line: 2, column: 11))
    #expect(note.message.contains("line 2"))
  }

  @Test(".jsx and .tsx files are JSX; TypeScript generics read in .tsx")
  func dialects() throws {
    #expect(SourceSyntax(fileName: "src/SignIn.jsx") == .jsx)
    #expect(SourceSyntax(fileName: "src/SignIn.TSX") == .tsx)
    #expect(SourceSyntax(fileName: "src/index.ts") == nil)
    let code =
      "const f = <T,>(x: T) => x;\nexport const A = () => <input name={f<string>(\"a\")} />;\n"
    let document = scan(code, syntax: .tsx)
    #expect(document.fields.count == 1)
    #expect(document.syntax == .tsx)
    #expect(document.isJSX)
  }
}
