import Foundation
import Testing

@testable import KeyboardTraits

@Suite("Source positions")
struct PositionTests {
  /// Scans `marked` and checks that the first field starts at marker 0 and its attributes
  /// `names` start at markers 1, 2, ...
  private func check(
    _ marked: MarkedHTML, attributes names: [String], field index: Int = 0,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let document = scanned(marked.html)
    let field = try #require(
      document.fields.indices.contains(index) ? document.fields[index] : nil,
      sourceLocation: sourceLocation)
    #expect(field.position == marked[0], sourceLocation: sourceLocation)
    for (offset, name) in names.enumerated() {
      #expect(
        field.position(ofAttribute: name) == marked[offset + 1], "\(name)",
        sourceLocation: sourceLocation)
    }
    #expect(
      field.attributes.map(\.name) == names, sourceLocation: sourceLocation)
  }

  /// Past a handful of attributes the locator switches from a list to a dictionary: positions
  /// and first-of-duplicates must not change, and thousands of attributes must stay fast.
  @Test func manyAttributesKeepTheirPositionsAndTheFirstDuplicate() throws {
    let filler = (0..<3000).map { "a\($0)=1" }.joined(separator: " ")
    let html = "<input \(filler) name=x a5=2>"
    let field = try #require(scanned(html).fields.first)
    #expect(field.attributes.count == 3001)
    #expect(field.attribute("a5") == "1")
    let nameOffset = html.utf8.count - Array("name=x a5=2>".utf8).count
    #expect(field.position(of: .name) == SourcePosition(line: 1, column: nameOffset + 1))
    // "<input " then five attributes "aN=1 " before a5.
    #expect(field.position(ofAttribute: "a5") == SourcePosition(line: 1, column: 7 + 5 * 5 + 1))
  }

  @Test func singleLine() throws {
    try check(
      MarkedHTML(#"<p>Hi</p>  ↓<input ↓type="email" ↓name=login ↓required>"#),
      attributes: ["type", "name", "required"])
  }

  @Test func multiLineTag() throws {
    try check(
      MarkedHTML(
        """
        <div>
          ↓<input
              ↓type="tel"
              ↓name =
                "phone"
          ↓autocomplete='tel'>
        </div>
        """),
      attributes: ["type", "name", "autocomplete"])
  }

  @Test func crlfLineBreaks() throws {
    try check(
      MarkedHTML("<p>a</p>\r\n<p>b</p>\r\n  ↓<input\r\n ↓name=x\r\n\t↓type=url>"),
      attributes: ["name", "type"])
  }

  @Test func loneCarriageReturns() throws {
    try check(
      MarkedHTML("<p>a</p>\r<p>b</p>\r\r ↓<input ↓name=x\r↓id=y>"),
      attributes: ["name", "id"])
  }

  @Test func mixedLineBreaks() throws {
    try check(
      MarkedHTML("a\nb\r\nc\rd\n\r↓<textarea\r\n↓name=t></textarea>"),
      attributes: ["name"])
  }

  @Test func tabsCountAsOneColumn() throws {
    try check(
      MarkedHTML("\t\t↓<input\t↓name=a\t\t↓value=b>"), attributes: ["name", "value"])
  }

  @Test func multibyteTextBeforeTheTag() throws {
    try check(
      MarkedHTML("<p>é 日本 😀👍🏽 1️⃣</p>é日本😀↓<input ↓name=\"名前\" ↓value=\"😀\">"),
      attributes: ["name", "value"])
  }

  @Test func multibyteInEarlierAttributeValues() throws {
    try check(
      MarkedHTML("<p title=\"日本語\">x</p>\n😀😀 ↓<select ↓data-x=\"üé\" ↓name=s></select>"),
      attributes: ["data-x", "name"])
  }

  @Test func nonASCIIAttributeName() throws {
    let marked = MarkedHTML("<p>é</p>↓<select ↓data-é=\"ü\" ↓name=s></select>")
    let document = scanned(marked.html)
    let select = try #require(document.fields.first)
    #expect(select.position == marked[0])
    #expect(select.position(of: .name) == marked[2])
    // libxml2 2.9.14 stops attribute names at the first non-ASCII byte ("data-"); the builder
    // reads the names of a field's tag again as HTML5 does.
    #expect(select.attributes.map(\.name) == ["data-é", "name"])
    #expect(select.position(ofAttribute: "data-é") == marked[1])
  }

  @Test func valueContainingGreaterThan() throws {
    try check(
      MarkedHTML(#"<p>x</p>↓<input ↓value="a>b" ↓pattern='\d>3' ↓name=n>"#),
      attributes: ["value", "pattern", "name"])
  }

  @Test func valueContainingInputMarkup() throws {
    let marked = MarkedHTML(
      """
      <div title="<input name=fake>" data-x='<input'>
      ↓<input ↓placeholder="<input name=fake2>" ↓name=real></div>
      """)
    try check(marked, attributes: ["placeholder", "name"])
    #expect(scanned(marked.html).fields.count == 1)
  }

  @Test func commentedOutInputBeforeTheRealOne() throws {
    let marked = MarkedHTML(
      """
      <!-- <input name=old type=text> -->
      <p>x<!--<input>--></p>  ↓<input ↓name=new ↓type=email>
      """)
    try check(marked, attributes: ["name", "type"])
    #expect(scanned(marked.html).fields.count == 1)
  }

  @Test func markupInsideABogusCommentOrProcessingInstruction() throws {
    let marked = MarkedHTML(
      #"<?php echo '<input name=fake>'; ?><p>x</p>↓<input ↓name=real>"#)
    try check(marked, attributes: ["name"])
  }

  @Test func duplicateAttributeNoteInAMultiLineTag() throws {
    let marked = MarkedHTML("<p>é</p>\r\n<input name=a\r\n  autocomplete=off\r\n  ↓NAME=b>")
    let document = scanned(marked.html)
    #expect(document.fields.first?.name == "a")
    #expect(document.notes.map(\.position) == [marked[0]])
    #expect(document.notes.first?.message.contains("line 4") == true)
  }

  @Test func unquotedValueThenSlash() throws {
    try check(
      MarkedHTML("↓<input ↓name=a/ ↓type=text/>"), attributes: ["name", "type"])
  }

  @Test func everyFieldOfManyOnOneLine() throws {
    let marked = MarkedHTML(
      "↓<input name=a>↓<INPUT name=b>é↓<textarea name=c></textarea>↓<select name=d></select>"
        + "↓<div contenteditable name=e></div>")
    let document = scanned(marked.html)
    #expect(document.fields.map(\.position) == marked.markers)
  }

  @Test func byteOffsetPointsAtTheLessThanSign() throws {
    let html = "é\r\n<p>x</p><input name=a>"
    let document = scanned(html)
    let field = try #require(document.fields.first)
    let bytes = Array(html.utf8)
    #expect(bytes[field.byteOffset] == UInt8(ascii: "<"))
    #expect(field.byteOffset == bytes.count - "<input name=a>".utf8.count)
  }

  @Test func formAndLabelPositions() throws {
    let marked = MarkedHTML("日本\r\n  ↓<form\n ↓id=f>\r↓<label ↓for=x>X</label></form>")
    let document = scanned(marked.html)
    let form = try #require(document.forms.first)
    #expect(form.position == marked[0])
    #expect(form.attributes.first?.position == marked[1])
    let label = try #require(document.labels.first)
    #expect(label.position == marked[2])
    #expect(label.forPosition == marked[3])
  }

  @Test func positionsAfterALongLine() throws {
    let filler = String(repeating: "<p>é</p>", count: 2000)
    let marked = MarkedHTML(filler + "\n" + filler + "↓<input ↓name=x>")
    try check(marked, attributes: ["name"])
  }
}
