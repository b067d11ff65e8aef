import Foundation
import Testing

@testable import KeyboardTraits

@Suite("Accessible labels")
struct LabelTests {
  @Test func labelFor() throws {
    let marked = MarkedHTML(
      #"<p>x</p>↓<label ↓for="email">Email <b>address</b></label><input id=email>"#)
    let document = scanned(marked.html)
    let field = try #require(document.fields.first)
    #expect(field.label == "Email address")
    #expect(field.labelSource == .labelFor)
    let label = try #require(document.labels.first)
    #expect(label.position == marked[0])
    #expect(label.forID == "email")
    #expect(label.forPosition == marked[1])
    #expect(label.fieldIndex == 0)
    #expect(label.forTargetExists == true)
  }

  @Test func wrappingLabel() throws {
    let document = scanned("<label>Name <span>(full)</span><input name=n></label>")
    let field = try #require(document.fields.first)
    #expect(field.label == "Name (full)")
    #expect(field.labelSource == .wrappingLabel)
    #expect(document.labels.first?.forTargetExists == nil)
    #expect(document.labels.first?.fieldIndex == 0)
  }

  @Test func ariaLabelledByAriaLabelAndPlaceholder() throws {
    let document = scanned(
      """
      <h2 id=h>Billing <em>address</em></h2>
      <input name=a aria-labelledby=h>
      <input name=b aria-label="  Card   number ">
      <input name=c placeholder="MM / YY">
      <input name=d>
      """)
    #expect(document.fields.map(\.label) == ["Billing address", "Card number", "MM / YY", nil])
    #expect(document.fields.map(\.labelSource) == [.ariaLabelledBy, .ariaLabel, .placeholder, nil])
  }

  @Test func precedence() throws {
    let all = #"aria-labelledby=l aria-label="Aria" placeholder="Hint""#
    let document = scanned(
      """
      <span id=l>By id</span>
      <label for=f1>For</label><label>Wrap <input name=f1 id=f1 \(all)></label>
      <label>Wrap <input name=f2 \(all)></label>
      <input name=f3 \(all)>
      <input name=f4 aria-label="Aria" placeholder="Hint">
      <input name=f5 aria-label="  " placeholder="Hint">
      """)
    #expect(document.fields.map(\.label) == ["For", "Wrap", "By id", "Aria", "Hint"])
    #expect(
      document.fields.map(\.labelSource) == [
        .labelFor, .wrappingLabel, .ariaLabelledBy, .ariaLabel, .placeholder,
      ])
  }

  @Test func multipleLabelsForAreJoined() throws {
    let document = scanned(
      "<label for=x>First</label><input id=x name=x><label for=x>second</label>")
    let field = try #require(document.fields.first)
    #expect(field.label == "First second")
    #expect(document.labels.map(\.fieldIndex) == [0, 0])
  }

  @Test func labelForTheFirstElementWithTheID() throws {
    let document = scanned("<label for=x>L</label><input id=x name=a><input id=x name=b>")
    #expect(document.fields.map(\.label) == ["L", nil])
  }

  @Test func wrappingLabelAroundAButtonLabelsNothingElse() throws {
    let document = scanned(
      "<label>Pay <button>Now</button> <input name=a></label><label>Ok <input name=b></label>")
    #expect(try field(named: "a", in: document).label == nil)
    #expect(try field(named: "b", in: document).label == "Ok")
    #expect(document.labels.map(\.fieldIndex) == [nil, 1])
    #expect(document.labels.first?.text == "Pay Now")
  }

  @Test func wrappingLabelLabelsOnlyItsFirstField() throws {
    let document = scanned("<label>Date <input name=d> <input name=m></label>")
    #expect(document.fields.map(\.label) == ["Date", nil])
  }

  @Test func labelForWinsOverItsOwnDescendant() throws {
    let document = scanned(
      "<label for=other>Other <input name=inner></label><input id=other name=o>")
    #expect(try field(named: "inner", in: document).label == nil)
    #expect(try field(named: "o", in: document).label == "Other")
  }

  @Test func ariaLabelledByWithTwoIDsOneMissing() throws {
    let document = scanned(
      """
      <span id=first>Phone</span>
      <input name=p aria-labelledby="  first   missing\tsecond ">
      <span id=second> (mobile) </span>
      """)
    let field = try #require(document.fields.first)
    #expect(field.label == "Phone (mobile)")
    #expect(field.labelSource == .ariaLabelledBy)
  }

  @Test func ariaLabelledByOnlyMissingFallsBack() throws {
    let document = scanned(#"<input name=p aria-labelledby="gone" aria-label="Fallback">"#)
    #expect(document.fields.first?.labelSource == .ariaLabel)
  }

  @Test func whitespaceIsCollapsed() throws {
    let document = scanned(
      "<label for=a>\n   Your\t\tfull\u{0C}  name  </label><input id=a>"
        + "<input aria-label=\"a\n\tb \" name=b><input placeholder='\n x  y ' name=c>")
    #expect(document.fields.map(\.label) == ["Your full name", "a b", "x y"])
  }

  @Test func crlfIsCollapsedToo() throws {
    let document = scanned(
      "<label for=a>Your\r\n  name</label><input id=a><input aria-label=\"a\r\nb\" name=b>")
    // "\r\n" is one Character, so collapsing must work on scalars.
    #expect(document.fields.map(\.label) == ["Your name", "a b"])
  }

  @Test func selectOptionsAreNotLabelText() throws {
    let document = scanned(
      """
      <label>Country
        <select name=c><option>France</option><optgroup label=x><option>Japan</option></optgroup>
        </select>
        (required)
      </label>
      """)
    let field = try #require(document.fields.first)
    #expect(field.label == "Country (required)")
    #expect(document.labels.first?.text == "Country (required)")
  }

  @Test func forTargetExists() throws {
    let document = scanned(
      """
      <label for=here>A</label><input id=here>
      <label for=nowhere>B</label>
      <label for=plain>C</label><div id=plain></div>
      <label>D</label>
      """)
    #expect(document.labels.map(\.forTargetExists) == [true, false, true, nil])
    #expect(document.labels.map(\.fieldIndex) == [0, nil, nil, nil])
    #expect(document.labels.map(\.text) == ["A", "B", "C", "D"])
  }

  @Test func hiddenInputsAreNotLabelled() throws {
    let document = scanned(
      "<label>Wrap <input type=hidden name=h><input name=v></label>"
        + "<label for=h2>For</label><input type=hidden id=h2 name=h2>")
    #expect(try field(named: "h", in: document).label == nil)
    #expect(try field(named: "v", in: document).label == "Wrap")
    #expect(try field(named: "h2", in: document).label == nil)
  }

  @Test func generatedTextHooks() throws {
    let document = scanned(
      """
      <label for=a></label><input id=a>
      <label for=b data-after="Name"></label><input id=b>
      <label for=c><i class="icon"></i></label><input id=c>
      <label for=d class=switch> <input id=d></label>
      """)
    #expect(document.labels.map(\.mayHaveGeneratedText) == [false, true, true, false])
  }
}
