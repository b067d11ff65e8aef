import Foundation
import Testing

@testable import KeyboardTraits

/// What tree building keeps of a form's place on the page: the headings that introduce it, an
/// `<output>` inside it, a fieldset's legend and the containers around each field.
@Suite("Form context")
struct FormContextTests {
  @Test func headingsIntroduceTheFormBeforeItsFirstField() {
    let document = scanned(
      """
      <div class="modal"><h5 class="modal-title">Add  contact</h5>
      <form action="/contacts"><h6>Details</h6><input name="name">
      <h6>Later part</h6><input name="email"></form></div>
      """)
    #expect(document.forms[0].headings == ["Add contact", "Details"])
  }

  @Test func aDistantHeadingIntroducesNothing() {
    let prose = String(repeating: "An article paragraph about something else. ", count: 8)
    let document = scanned(
      "<h1>Invite your friends</h1><p>\(prose)</p><form><input name=comment></form>")
    #expect(document.forms[0].headings.isEmpty)
  }

  @Test func outputInsideTheFormIsKept() {
    let document = scanned(
      """
      <form oninput="t.value = a.valueAsNumber * 2"><input name=a type=number>
      <output name=t></output></form><form><input name=b></form>
      """)
    #expect(document.forms.map(\.containsOutput) == [true, false])
  }

  @Test func legendOfTheNearestFieldset() throws {
    let document = scanned(
      """
      <fieldset><legend>Your details</legend><input name=own>
      <fieldset><legend> Gift
      recipient </legend><legend>Second</legend><input name=other></fieldset>
      <input name=after></fieldset><input name=outside>
      """)
    #expect(try field(named: "own", in: document).context.legend == "Your details")
    #expect(try field(named: "other", in: document).context.legend == "Gift recipient")
    #expect(try field(named: "after", in: document).context.legend == "Your details")
    #expect(try field(named: "outside", in: document).context.legend == nil)
  }

  @Test func containersTellTheNearestCommonAncestor() throws {
    let document = scanned(
      """
      <div class="page"><div class="card"><input name=a><p><input name=b></p></div>
      <div class="card"><input name=c></div></div>
      """)
    let a = try field(named: "a", in: document).context.containers
    let b = try field(named: "b", in: document).context.containers
    let c = try field(named: "c", in: document).context.containers
    func shared(_ x: [Int], _ y: [Int]) -> Int { zip(x, y).prefix { $0 == $1 }.count }
    #expect(shared(a, b) == a.count)
    #expect(shared(a, c) < shared(a, b))
    #expect(shared(b, c) == shared(a, c))
  }
}
