import Foundation
import Testing

@testable import KeyboardTraits

@Suite("Form owners")
struct FormOwnerTests {
  @Test func ancestorFormOwnsItsFields() throws {
    let marked = MarkedHTML(
      """
      <input name=before>
      ↓<form id=login action="/session" autocapitalize=off autocorrect=off autocomplete=on>
        <div><input name=user><select name=s></select></div>
        <textarea name=t></textarea>
      </form>
      <input name=after>
      """)
    let document = scanned(marked.html)
    #expect(fieldNames(document) == ["before", "user", "s", "t", "after"])
    #expect(document.fields.map(\.formIndex) == [nil, 0, 0, 0, nil])
    let form = try #require(document.forms.first)
    #expect(document.forms.count == 1)
    #expect(form.index == 0)
    #expect(form.position == marked[0])
    #expect(form.id == "login")
    #expect(form.action == "/session")
    #expect(form[.autocapitalize] == "off")
    #expect(form[.autocorrect] == "off")
    #expect(form[.autocomplete] == "on")
    #expect(form.fieldIndices == [1, 2, 3])
  }

  @Test func formAttributeReachesALaterForm() throws {
    let document = scanned(
      """
      <input name=early form=late>
      <form id=first><input name=away form=late><input name=home></form>
      <form id=late></form>
      """)
    #expect(document.forms.map(\.id) == ["first", "late"])
    #expect(try field(named: "early", in: document).formIndex == 1)
    #expect(try field(named: "away", in: document).formIndex == 1)
    #expect(try field(named: "home", in: document).formIndex == 0)
    #expect(document.forms.map(\.fieldIndices) == [[2], [0, 1]])
  }

  @Test func formAttributeToANonFormIDHasNoOwner() throws {
    let document = scanned(
      """
      <form id=f>
        <div id=d></div>
        <input name=div form=d><input name=missing form=nowhere><input name=empty form="">
      </form>
      <p id=dup></p><form id=dup></form><input name=second form=dup>
      """)
    #expect(try field(named: "div", in: document).formIndex == nil)
    #expect(try field(named: "missing", in: document).formIndex == nil)
    #expect(try field(named: "empty", in: document).formIndex == nil)
    // The first element with the id is a <p>, so the later form with the same id is not it.
    #expect(try field(named: "second", in: document).formIndex == nil)
    #expect(document.forms.map(\.fieldIndices) == [[], []])
  }

  /// WHATWG HTML §13.2.6.4.7, "in body", an end tag whose tag name is "form": the form element
  /// pointer is cleared and only the form leaves the stack of open elements, so a `<div>`
  /// opened inside it stays open inside it, and a field inserted there gets the form as its
  /// nearest ancestor form ("reset the form owner").
  @Test func formEndTagInsideAnOpenElementKeepsLaterFieldsInThatElementInTheForm() throws {
    let document = scanned(
      """
      <section>
        <form id=f action=/x><div><input name=a></form><input name=b></div>
        <input name=c>
        <form id=g action=/y><div><p><input name=d></form><input name=e></div></section>
      <input name=f>
      """)
    #expect(fieldNames(document) == ["a", "b", "c", "d", "e", "f"])
    #expect(document.fields.map(\.formIndex) == [0, 0, nil, 1, 1, nil])
  }

  @Test func formEndTagLeavesNothingOpenWhenItsContentIsClosed() throws {
    let document = scanned(
      """
      <form action=/x><p><input name=a></form><input name=b>
      <div><form action=/y><span><input name=c></form></div><input name=d>
      """)
    #expect(document.fields.map(\.formIndex) == [0, nil, 1, nil])
  }

  @Test func nestedFormIsIgnored() throws {
    let marked = MarkedHTML(
      """
      <form id=outer action=/outer>
        <input name=a>
        ↓<form id=inner action=/inner>
          <input name=b>
        </form>
        <input name=c>
      </form>
      <input name=d form=inner>
      """)
    let document = scanned(marked.html)
    #expect(document.forms.map(\.id) == ["outer"])
    #expect(try field(named: "a", in: document).formIndex == 0)
    #expect(try field(named: "b", in: document).formIndex == 0)
    // The first </form> closes the outer form (the nested tag was never opened).
    #expect(try field(named: "c", in: document).formIndex == nil)
    #expect(try field(named: "d", in: document).formIndex == nil)
    let note = try #require(document.notes.first { $0.kind == .nestedForm })
    #expect(note.position == marked[0])
    #expect(noteKinds(document) == [.nestedForm])
  }

  @Test func tableFormLayoutOwnsTheCells() throws {
    let document = scanned(
      """
      <table>
        <form id=f action=/t>
        <tr><td><input name=a></td><td><select name=s></select></td></tr>
        <tr><td><textarea name=t></textarea><button>Go</button></td></tr>
        </form>
      </table>
      <input name=outside>
      """)
    #expect(fieldNames(document) == ["a", "s", "t", "outside"])
    #expect(document.fields.map(\.formIndex) == [0, 0, 0, nil])
    let button = try #require(document.controls.first { $0.element == "button" })
    #expect(button.formIndex == 0)
  }

  @Test func strayFormEndTagStillEndsOwnership() throws {
    // libxml2 closes the form at </div>, then drops the </form> it has no open element for.
    let document = scanned(
      "<div><form id=f><p><input name=a></div></form><input name=b><form id=g><input name=c>")
    #expect(fieldNames(document) == ["a", "b", "c"])
    #expect(document.fields.map(\.formIndex) == [0, nil, 1])
  }

  @Test func formPointerSurvivesImplicitClosing() throws {
    let document = scanned(
      "<div><form id=f></div><input name=a><p><select name=s></select></p></form><input name=b>")
    #expect(fieldNames(document) == ["a", "s", "b"])
    #expect(document.fields.map(\.formIndex) == [0, 0, nil])
    #expect(document.forms[0].fieldIndices == [0, 1])
  }

  @Test func formEndTagInACommentDoesNotEndOwnership() throws {
    let document = scanned("<form><!-- </form> --><input name=a></form><input name=b>")
    #expect(document.fields.map(\.formIndex) == [0, nil])
  }

  @Test func templateFormsDoNotTouchThePointer() throws {
    let document = scanned(
      """
      <form id=f>
        <template><input name=t><form id=inner><input name=ti></form></template>
        <input name=a>
      </form>
      """)
    #expect(document.forms.map(\.id) == ["f", "inner"])
    #expect(try field(named: "t", in: document).formIndex == nil)
    #expect(try field(named: "ti", in: document).formIndex == 1)
    #expect(try field(named: "a", in: document).formIndex == 0)
    #expect(!noteKinds(document).contains(.nestedForm))
  }

  @Test func resolvedActions() throws {
    let document = scanned(
      """
      <form id=none></form>
      <form id=empty action=""></form>
      <form id=relative action="submit?x=1"></form>
      <form id=rooted action=" /login "></form>
      <form id=absolute action="https://auth.example.org/in"></form>
      """)
    #expect(
      document.forms.map(\.resolvedAction) == [
        "", testDocumentURL, "https://example.com/dir/submit?x=1", "https://example.com/login",
        "https://auth.example.org/in",
      ])
  }

  @Test func baseHrefAppliesToRelativeActionsOnly() throws {
    let document = scanned(
      """
      <head><base target=_self><base href="https://cdn.example.net/app/"><base href="/x/"></head>
      <form id=relative action="go"></form>
      <form id=empty action=""></form>
      <form id=none></form>
      """)
    #expect(
      document.forms.map(\.resolvedAction) == [
        "https://cdn.example.net/app/go", testDocumentURL, "",
      ])
  }

  @Test func relativeBaseHrefResolvesAgainstTheDocument() throws {
    let document = scanned(#"<base href="../other/"><form action="in"></form>"#)
    #expect(document.forms.first?.resolvedAction == "https://example.com/other/in")
  }

  @Test func fieldIndicesListOnlyOwnedFieldsInOrder() throws {
    let document = scanned(
      """
      <form id=a><input name=1><input name=2 form=b></form>
      <input name=3>
      <form id=b><input name=4><input name=5 form=a></form>
      """)
    #expect(document.forms.map(\.fieldIndices) == [[0, 4], [1, 3]])
    #expect(document.fields.map(\.formIndex) == [0, 1, nil, 1, 0])
  }
}
