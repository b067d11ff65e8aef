import Foundation
import Testing

@testable import KeyboardTraits

@Suite("Raw text elements")
struct RawTextTests {
  /// The elements whose content browsers read as text, with what wraps them in a document.
  static let textElements = [
    "textarea", "title", "noscript", "noembed", "noframes", "xmp", "iframe",
  ]

  /// Markup inside a closed raw text element is conforming text: no field, and no note.
  @Test(arguments: textElements)
  func inputInsideGivesNoField(element: String) throws {
    let marked = MarkedHTML(
      """
      <p>before</p>
      <\(element)>
        <input name=inside><select name=sel></select>
      </\(element)>
      <p>after</p>↓<input name=after>
      """)
    let document = scanned(marked.html)
    let expectedNames: [String?] = element == "textarea" ? [nil, "after"] : ["after"]
    #expect(fieldNames(document) == expectedNames)
    let after = try field(named: "after", in: document)
    #expect(after.position == marked[0])
    #expect(!noteKinds(document).contains(.markupInRawText))
  }

  /// WHATWG HTML §13.2.6.4.8: end of file in the "text" insertion mode is a parse error.
  @Test(arguments: textElements)
  func unclosedElementWithFieldMarkupGivesANote(element: String) throws {
    let marked = MarkedHTML(
      """
      <p>before</p>
      ↓<\(element)>
        <input name=inside><select name=sel></select>
      """)
    let document = scanned(marked.html)
    let notes = document.notes.filter { $0.kind == .markupInRawText }
    #expect(notes.count == 1)
    let note = try #require(notes.first)
    #expect(note.position == marked[0])
    #expect(note.message.contains("<\(element)> has no end tag"))
    #expect(note.message.contains("<input>"))
    #expect(note.message.contains("<select>"))
  }

  @Test func plaintextSwallowsTheRestOfTheFile() throws {
    let marked = MarkedHTML(
      "<input name=before>\n↓<plaintext><input name=a>\n</plaintext><input name=b><form>")
    let document = scanned(marked.html)
    #expect(fieldNames(document) == ["before"])
    #expect(document.forms.isEmpty)
    let note = try #require(document.notes.first { $0.kind == .markupInRawText })
    #expect(note.position == marked[0])
  }

  @Test(arguments: ["script", "style"])
  func scriptAndStyleNeverGiveFields(element: String) throws {
    let document = scanned(
      "<\(element)>var s = '<input name=inside>'; /* <textarea> */</\(element)>"
        + "<input name=after>")
    #expect(fieldNames(document) == ["after"])
  }

  @Test func fieldsAfterARawElementHaveRightPositions() throws {
    let marked = MarkedHTML(
      """
      <title>Sign in <input name=t></title>
      <body>↓<textarea name=ta>
      <input name=in1 value="é日本">
      </textarea>  ↓<input ↓name=real ↓type=email>
      <xmp><input></xmp>↓<select ↓name=s></select>
      """)
    let document = scanned(marked.html)
    #expect(fieldNames(document) == ["ta", "real", "s"])
    #expect(document.fields[0].position == marked[0])
    #expect(document.fields[1].position == marked[1])
    #expect(document.fields[1].position(of: .name) == marked[2])
    #expect(document.fields[1].position(of: .type) == marked[3])
    #expect(document.fields[2].position == marked[4])
    #expect(document.fields[2].position(of: .name) == marked[5])
    #expect(!noteKinds(document).contains(.markupInRawText))
  }

  @Test func titleKeepsMarkupAsText() throws {
    let document = scanned("<title>Sign in <input name=t> &amp; go</title><input name=a>")
    #expect(fieldNames(document) == ["a"])
    // libxml2 parses the <input> inside <title>, so its text never reaches the builder.
    withKnownIssue("title text loses markup libxml2 parsed as elements") {
      #expect(document.title == "Sign in <input name=t> & go")
    }
  }

  @Test func unterminatedTextareaSwallowsTheRest() throws {
    let document = scanned(
      "<form><textarea name=t>\n<input name=a>\n</form><form><select name=s></select>")
    #expect(fieldNames(document) == ["t"])
    #expect(document.forms.count == 1)
    #expect(document.fields[0].formIndex == 0)
    #expect(noteKinds(document).contains(.markupInRawText))
  }

  @Test func endTagWithSpaceClosesTextarea() throws {
    let document = scanned("<textarea name=t><b>x</b></textarea ><input name=a>")
    #expect(fieldNames(document) == ["t", "a"])
    #expect(!noteKinds(document).contains(.markupInRawText))
  }

  @Test func upperCaseEndTagClosesTextarea() throws {
    let marked = MarkedHTML("<TEXTAREA name=t><input name=x></TEXTAREA>↓<INPUT name=a>")
    let document = scanned(marked.html)
    #expect(fieldNames(document) == ["t", "a"])
    #expect(document.fields[1].position == marked[0])
    #expect(noteKinds(document).isEmpty)
  }

  @Test func endTagPrefixDoesNotCloseTextarea() throws {
    let document = scanned("<textarea name=t></textareax><input name=x></textarea><input name=a>")
    #expect(fieldNames(document) == ["t", "a"])
  }

  @Test func scriptWithInputAndFormEndTagInAString() throws {
    let marked = MarkedHTML(
      """
      <form id=f action=/go>
      <script>
        var html = "<input name=fake>";
        document.write("</form>");
      </script>
      ↓<input name=a>
      </form>
      <input name=b>
      """)
    let document = scanned(marked.html)
    #expect(fieldNames(document) == ["a", "b"])
    let a = try field(named: "a", in: document)
    #expect(a.position == marked[0])
    #expect(a.formIndex == 0)
    #expect(try field(named: "b", in: document).formIndex == nil)
    #expect(document.forms.map(\.fieldIndices) == [[0]])
  }

  @Test func textareaContentIsNotLabelText() throws {
    let document = scanned("<label>Bio <textarea name=t>Hello <b>there</b></textarea></label>")
    let bio = try field(named: "t", in: document)
    #expect(bio.label == "Bio")
    #expect(document.labels.map(\.text) == ["Bio"])
  }
}
