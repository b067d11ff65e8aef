import Foundation
import Testing

@testable import KeyboardTraits

@Suite("Field extraction")
struct FieldExtractionTests {
  @Test func everyElementKindIsAField() throws {
    let document = scanned(
      """
      <form><input name=i><textarea name=t>x</textarea>
      <select name=s><option>1</option></select>
      <div name=d contenteditable>edit</div></form>
      """)
    #expect(document.fields.map(\.element) == ["input", "textarea", "select", "div"])
    #expect(fieldNames(document) == ["i", "t", "s", "d"])
    #expect(document.fields.map(\.index) == [0, 1, 2, 3])
    #expect(document.fields.map(\.inputType) == [.text, nil, nil, nil])
    #expect(document.fields.map(\.isEditingHost) == [false, false, false, true])
  }

  @Test(arguments: InputType.allCases)
  func everyInputTypeIsRecorded(type: InputType) throws {
    let document = scanned(#"<p>a</p><input type="\#(type.rawValue)" name="x"><p>b</p>"#)
    let field = try #require(document.fields.first)
    #expect(document.fields.count == 1)
    #expect(field.element == "input")
    #expect(field.inputType == type)
    #expect(field[.type] == type.rawValue)
  }

  @Test func unknownMissingAndUpperCaseTypes() throws {
    let document = scanned(
      #"<input name=a type=phone><input name=b><input name=c type="EMAIL">"#
        + #"<input name=d type=" tel">"#)
    #expect(document.fields.map(\.inputType) == [.text, .text, .email, .text])
    #expect(try field(named: "a", in: document)[.type] == "phone")
    #expect(try field(named: "c", in: document)[.type] == "EMAIL")
  }

  @Test func hiddenInputsAreFieldsButNotFocusable() throws {
    let document = scanned(
      #"<form><input type=hidden name=token value=abc><input name=q></form>"#)
    #expect(fieldNames(document) == ["token", "q"])
    let hidden = try field(named: "token", in: document)
    #expect(hidden.inputType == .hidden)
    #expect(hidden.formIndex == 0)
    #expect(hidden[.value] == "abc")
    #expect(document.controls.map(\.kind) == [.field(1)])
  }

  @Test func onlyEditingHostsAreFields() throws {
    let document = scanned(
      """
      <div id=host contenteditable="">
        <p contenteditable=true>nested</p><span>child</span>
        <div contenteditable=plaintext-only>also nested</div>
      </div>
      <section id=second contenteditable=TRUE><b>x</b></section>
      """)
    #expect(document.fields.map(\.id) == ["host", "second"])
    #expect(document.fields.map(\.element) == ["div", "section"])
    #expect(document.fields.allSatisfy { $0.isEditingHost && $0.inputType == nil })
    #expect(document.fields[0][.contenteditable] == "")
    #expect(document.fields[0].has(.contenteditable))
  }

  @Test func falseIslandStartsNewHostsInside() throws {
    let document = scanned(
      """
      <div id=outer contenteditable>
        <div id=island contenteditable=false>
          <span id=inner contenteditable=true>again</span>
          <span id=plain>not editable</span>
        </div>
        <p id=back contenteditable>still nested in outer</p>
      </div>
      <div id=off contenteditable=false><i id=i contenteditable>host</i></div>
      """)
    #expect(document.fields.map(\.id) == ["outer", "inner", "i"])
  }

  @Test func plaintextOnlyIsAnEditingHost() throws {
    let document = scanned(#"<pre id=p contenteditable="plaintext-only">code</pre>"#)
    let field = try #require(document.fields.first)
    #expect(document.fields.count == 1)
    #expect(field.element == "pre")
    #expect(field.isEditingHost)
    #expect(field[.contenteditable] == "plaintext-only")
  }

  @Test func invalidContentEditableValueInherits() throws {
    let document = scanned(
      """
      <div id=a contenteditable=bogus>not editable</div>
      <div id=b contenteditable>
        <p id=c contenteditable=maybe>inherits editable: not a host</p>
      </div>
      <div id=d contenteditable=false><p id=e contenteditable=yes>inherits false</p></div>
      """)
    #expect(document.fields.map(\.id) == ["b"])
  }

  @Test func contentEditableOnAFieldAddsNoSecondField() throws {
    let document = scanned(
      #"<input name=a contenteditable><textarea name=t contenteditable></textarea>"#)
    #expect(fieldNames(document) == ["a", "t"])
    #expect(document.fields.allSatisfy { !$0.isEditingHost })
  }

  @Test func attributeNamesLowerCasedValuesUnmodified() throws {
    let document = scanned(
      #"<INPUT TYPE="Email" Name='Login ID' AutoComplete=" Username " data-X="a&amp;b">"#)
    let field = try #require(document.fields.first)
    #expect(field.element == "input")
    #expect(field.inputType == .email)
    #expect(field.attributes.map(\.name) == ["type", "name", "autocomplete", "data-x"])
    #expect(field.attributes.map(\.value) == ["Email", "Login ID", " Username ", "a&b"])
    #expect(field.attributes.allSatisfy { $0.hasValue })
    #expect(field.name == "Login ID")
  }

  @Test func booleanAttributesHaveNoValue() throws {
    let document = scanned(#"<input name=a required readonly value="" disabled=disabled>"#)
    let field = try #require(document.fields.first)
    let byName = Dictionary(
      uniqueKeysWithValues: field.attributes.map { ($0.name, ($0.value, $0.hasValue)) })
    #expect(byName["required"]?.0 == "")
    #expect(byName["required"]?.1 == false)
    #expect(byName["readonly"]?.1 == false)
    #expect(byName["value"]?.0 == "")
    #expect(byName["value"]?.1 == true)
    #expect(byName["disabled"]?.0 == "disabled")
    #expect(field.has(.required))
    #expect(!field.has(.placeholder))
  }

  @Test func duplicateAttributeFirstWinsWithNote() throws {
    let marked = MarkedHTML("<p>x</p>\n<input name=a type=email ↓TYPE=tel>")
    let document = scanned(marked.html)
    let field = try #require(document.fields.first)
    #expect(field.inputType == .email)
    #expect(field.attributes.map(\.name) == ["name", "type"])
    #expect(field[.type] == "email")
    #expect(noteKinds(document) == [.duplicateAttribute])
    let note = try #require(document.notes.first)
    #expect(note.message.contains("'type'"))
    #expect(note.position == marked[0])
  }

  @Test func textareaAndSelectKeepTheirAttributes() throws {
    let document = scanned(
      #"<textarea name=bio rows=3 spellcheck=false></textarea><select name=c multiple></select>"#)
    let bio = try field(named: "bio", in: document)
    #expect(bio[.rows] == "3")
    #expect(bio[.spellcheck] == "false")
    let select = try field(named: "c", in: document)
    #expect(select.has(.multiple))
    #expect(select.attributes.first { $0.name == "multiple" }?.hasValue == false)
  }

  @Test func noFieldsInPlainText() {
    let document = scanned("<p>Type &lt;input&gt; here</p>")
    #expect(document.fields.isEmpty)
    #expect(document.notes.isEmpty)
  }
}
