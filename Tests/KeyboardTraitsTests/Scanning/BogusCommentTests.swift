import Testing

@testable import KeyboardTraits

/// Comments as HTML5 tokenizes them (checked against Chromium by BrowserConformanceTests'
/// `comment-` cases).
struct BogusCommentTests {
  @Test(arguments: [
    "<!--><input name=a>",
    "<!---><input name=a>",
    "<![CDATA[<input name=x>]]><input name=a>",
    "<!foo <input name=x>><input name=a>",
    "</ <input name=x><input name=a>",
    "</><input name=a>",
    "<!-- a <!--> b --><input name=a>",
    "<script>if (a<!b) f(\"</ x>\");</script><input name=a>",
    "<input value=\"<!x> </ y> <!-->\" name=a>",
  ])
  func onlyTheFieldOutsideTheCommentIsRead(html: String) {
    let document = FormScanner().scan(html: "<!doctype html>" + html)
    #expect(fieldNames(document) == ["a"])
  }

  @Test func valuesAndPositionsAreTheOriginals() throws {
    let html = "<p>\u{E9}<!-->\n  <input name=a value=\"<!x>\">"
    let document = FormScanner().scan(html: html)
    let field = try #require(document.fields.first)
    #expect(field.position == SourcePosition(line: 2, column: 3))
    #expect(field.attributes[.value] == "<!x>")
    #expect(document.utf8 == Array(html.utf8))
  }

  @Test func pagesWithoutSuchCommentsAreNotMasked() {
    var page = Array("<!DOCTYPE html><!-- c --><p>a</p><input>".utf8)
    #expect(!BogusCommentMasker.hasCandidate(page))
    #expect(!BogusCommentMasker.mask(&page))
  }
}
