import Testing

@testable import KeyboardTraits

/// Fields in SVG and MathML (checked against Chromium by BrowserConformanceTests' `foreign-`
/// cases).
struct ForeignContentTests {
  @Test(arguments: [
    ("<svg><input name=x></svg><input name=a>", ["a"]),
    ("<svg><foreignObject><input name=a></foreignObject></svg>", ["a"]),
    ("<svg><title><input name=a></title><input name=x></svg>", ["a"]),
    ("<svg><g><div><input name=a></div><input name=b></g></svg>", ["a", "b"]),
    ("<svg><font color=red><input name=a></font></svg>", ["a"]),
    ("<svg><font><input name=x></font></svg><input name=a>", ["a"]),
    ("<math><mi><input name=a></mi><input name=x></math>", ["a"]),
    (#"<math><annotation-xml encoding="text/html"><input name=a></annotation-xml></math>"#, ["a"]),
    ("<math><annotation-xml><input name=x></annotation-xml></math><input name=a>", ["a"]),
  ])
  func onlyHTMLControlsAreFields(html: String, names: [String]) {
    let document = FormScanner().scan(html: "<!doctype html>" + html)
    #expect(fieldNames(document) == names)
  }

  @Test func anSVGInputIsNotOwnedByTheForm() {
    let document = FormScanner().scan(
      html: "<form id=f><svg><input name=x></svg><input name=a></form>")
    #expect(fieldNames(document) == ["a"])
    #expect(document.fields.first?.formIndex == 0)
  }
}
