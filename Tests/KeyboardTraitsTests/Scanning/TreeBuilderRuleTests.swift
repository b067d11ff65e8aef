import Testing

@testable import KeyboardTraits

/// Tree-builder rules where libxml2 2.9.14 builds another tree than a browser (checked against
/// Chromium by BrowserConformanceTests' `after-`, `frameset-`, `select-` and `unclosed-` cases).
struct TreeBuilderRuleTests {
  // MARK: Content after </body> and </html>

  @Test(arguments: [
    "<html><body><input name=a></body></html><input name=b>",
    "<input name=a></html><!-- c --><input name=b>",
    "<input name=a></BODY >\n</HTML\n><input name=b>",
    "<input name=a></body>\n</html>\n<script>x()</script><input name=b>",
  ])
  func contentAfterTheEndOfTheBodyIsInTheBody(html: String) {
    #expect(fieldNames(scanned("<!doctype html>" + html)) == ["a", "b"])
  }

  @Test func aFormLeftOpenBeforeTheEndOfTheBodyOwnsWhatFollows() throws {
    let marked = MarkedHTML(
      "<!doctype html><div><form id=f><input name=a></body>\r\n</html>\n  ↓<input name=b>"
        + "</div>↓<input name=c>")
    let document = scanned(marked.html)
    #expect(fieldNames(document) == ["a", "b", "c"])
    #expect(document.fields.map(\.formIndex) == [0, 0, 0])
    #expect(document.fields.dropFirst().map(\.position) == marked.markers)
    #expect(document.utf8 == Array(marked.html.utf8))
  }

  @Test func theEndOfAPageIsNotMasked() {
    var page = Array("<!doctype html><input></body>\n<!-- x --></html>\n".utf8)
    #expect(!BogusCommentMasker.hasCandidate(page))
    #expect(!BogusCommentMasker.mask(&page))
  }

  @Test func anEndOfBodyInAScriptStringIsText() {
    let document = scanned("<!doctype html><script>w(\"</body></html>\")</script><input name=a>")
    #expect(fieldNames(document) == ["a"])
  }
}

/// `<frameset>` replaces the body while the frameset-ok flag is still set (WHATWG HTML
/// §13.2.6.4.7, "in body", a start tag "frameset"; "in frameset" and "after frameset" ignore
/// every other tag).
struct FramesetTests {
  @Test(arguments: [
    "<frameset><input name=x><frame></frameset>",
    "<frameset><frame></frameset><input name=x>",
    "<input type=hidden name=h><frameset><frame></frameset>",
    "<form id=f><input type=hidden name=h></form><frameset><frame></frameset>",
    "<head><input type=HIDDEN name=h></head><frameset><input name=x>",
    "<div> \n </div><frameset><frame></frameset><input name=x>",
    "<frameset><frameset><frame></frameset></frameset></html><input name=x>",
  ])
  func aFramesetDocumentHasNoFields(html: String) {
    let document = scanned("<!doctype html>" + html)
    #expect(document.fields.isEmpty)
    #expect(document.forms.isEmpty)
  }

  @Test(arguments: [
    "<body><input name=a><frameset><frame></frameset>",
    "<p>hi</p><frameset><frame></frameset><input name=a>",
    "<body><frameset><frame><input name=a>",
    "<img><frameset><frame></frameset><input name=a>",
    "<svg><img></svg><frameset><input name=a>",
  ])
  func aFramesetAfterBodyContentIsIgnored(html: String) {
    #expect(fieldNames(scanned("<!doctype html>" + html)) == ["a"])
  }
}

/// A `<select>` start tag while a select is in scope closes that select and is ignored; an
/// `<input>` closes it and is inserted after it. Chromium's customizable-select parser no longer
/// closes a select at `<textarea>` or `<keygen>` (checked by the conformance suite).
struct SelectInSelectTests {
  @Test(arguments: [
    ("<select name=a><select name=b><option>x</select>", ["a"]),
    ("<select name=a><div><select name=b></div></select><select name=c>", ["a", "c"]),
    ("<table><tr><td><select name=a><select name=b></td></tr></table>", ["a"]),
    ("<select name=s><option>1<keygen name=k><select name=t>", ["s"]),
    ("<select name=s><textarea name=a></textarea><select name=t>", ["s", "a"]),
    ("<select name=s><input name=a><select name=t>", ["s", "a", "t"]),
    ("<select name=a><object><select name=b></object></select>", ["a", "b"]),
    ("<select name=a><svg><desc><select name=b></desc></svg></select>", ["a", "b"]),
  ])
  func aSelectInASelectIsIgnored(html: String, names: [String]) {
    #expect(fieldNames(scanned("<!doctype html>" + html)) == names)
  }

  @Test func whatFollowsTheIgnoredSelectKeepsItsForm() throws {
    let marked = MarkedHTML(
      "<!doctype html><form id=f><select name=a><option>1<select name=b></select>\n"
        + "↓<input name=c></form>")
    let document = scanned(marked.html)
    #expect(fieldNames(document) == ["a", "c"])
    #expect(document.fields.map(\.formIndex) == [0, 0])
    #expect(try field(named: "c", in: document).position == marked[0])
  }
}

/// A start tag the end of the file cuts off is no element: HTML5's tokenizer drops it ("EOF in
/// tag"), where libxml2 reports it.
struct TagCutOffAtTheEndTests {
  @Test(arguments: [
    "<input name=a><input name=b",
    "<input name=a><input name=\"b>",
    "<input name=a><input name='b>x> <input name=c>",
    "<input name=a><input name=b/",
    "<input name=a><input name=b disabled",
    "<input name=a><textarea name=t ",
    "<input name=a><select name=s",
  ])
  func aTagCutOffIsDropped(html: String) {
    #expect(fieldNames(scanned("<!doctype html>" + html)) == ["a"])
  }

  @Test func aTagEndingTheFileIsKept() {
    #expect(fieldNames(scanned("<!doctype html><input name=a><input name=b>")) == ["a", "b"])
  }
}
