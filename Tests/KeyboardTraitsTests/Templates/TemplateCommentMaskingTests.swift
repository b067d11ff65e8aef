import Foundation
import Testing

@testable import KeyboardTraits

/// Everything inside a template comment is masked, commented-out fields included: Jinja,
/// Nunjucks and Twig `{# … #}`, Django's `{% comment %}` (read as Jinja, or from a page saved as
/// `.html`), in `.html` files too.
@Suite("Template comments hide their fields")
struct TemplateCommentMaskingTests {
  /// Before each comment: a two-byte character, so that columns and byte offsets differ.
  static let lead = "<form action=\"/a\">é "
  /// After each comment: the one live field, on the comment's last line.
  static let live = "<input type=\"tel\" name=\"live\">"

  /// A syntax and a comment written in it, holding a field.
  static let cases: [(SourceSyntax, String)] = [
    (.html, "{# <input type=\"text\" name=\"dead\"> #}"),
    (.html, "{#- <input name=\"dead\">\n<select name=\"dead\"></select>\n-#}"),
    (.html, "{% comment %}\n<input type=\"text\" name=\"dead\">\n{% endcomment %}"),
    (.html, "{% comment \"old form\" %}<input name=\"dead\">{%- endcomment -%}"),
    (.html, "{% comment %}{{ x }}{# y #}<textarea name=\"dead\">{% endcomment %}"),
    (.jinja, "{% comment %}\n<input type=\"text\" name=\"dead\">\n{% endcomment %}"),
    (.jinja, "{# <input name=\"dead\">\n<input name=\"dead\"> #}"),
    (.nunjucks, "{# <input name=\"dead\">\n<input name=\"dead\"> #}"),
    (.twig, "{#~ <input name=\"dead\">\n<input name=\"dead\"> ~#}"),
  ]

  @Test(
    "The comment is blank, line breaks kept, and the field after it is at its place",
    arguments: cases)
  func masked(syntax: SourceSyntax, comment: String) throws {
    let source = Self.lead + comment + Self.live + "</form>"
    let bytes = Array(source.utf8)
    let mask = try #require(TemplateMasker.mask(bytes, syntax: syntax))
    let start = Self.lead.utf8.count
    let blanked = Array(comment.utf8).map { $0 == 0x0A ? $0 : 0x20 }
    #expect(Array(mask.text[start..<(start + blanked.count)]) == blanked)
    #expect(
      Array(mask.text[(start + blanked.count)...]) == Array(bytes[(start + blanked.count)...]))
    #expect(mask.comments.first?.bytes == start..<(start + blanked.count))

    let document = FormScanner().scan(html: source, syntax: syntax)
    #expect(document.fields.map(\.name) == ["live"], "\(syntax): \(comment)")
    let lines = comment.split(separator: "\n", omittingEmptySubsequences: false)
    let column =
      (lines.count == 1 ? Self.lead.unicodeScalars.count : 0)
      + lines.last!.unicodeScalars.count + 1
    #expect(document.fields.first?.position == SourcePosition(line: lines.count, column: column))
    #expect(document.fields.first?.formIndex == 0)
  }

  @Test("An unclosed {# is left alone; an unclosed {% comment %} hides the rest, as in Liquid")
  func unterminated() {
    let open = FormScanner().scan(
      html: "<p>{# <input name=\"a\">\n<input name=\"b\">", syntax: .html)
    #expect(open.fields.map(\.name) == ["a", "b"])
    for syntax in [SourceSyntax.html, .jinja, .liquid] {
      let block = FormScanner().scan(
        html: "<input name=\"a\">{% comment %}<input name=\"b\">\n<input name=\"c\">",
        syntax: syntax)
      #expect(block.fields.map(\.name) == ["a"], "\(syntax)")
    }
  }

  @Test("Plain HTML with a lone {# is untouched, and many of them stay one pass")
  func plainPages() {
    let page = Array("<p>Set {#id} in the URL</p><input name=\"q\">".utf8)
    #expect(TemplateMasker.mask(page, syntax: .html) == nil)
    // Minified JavaScript is full of `{#` (private fields) and has no `#}`.
    let script = "<script>" + String(repeating: "class A{#a=1}", count: 40_000) + "</script>"
    let document = FormScanner().scan(html: script + "<input name=\"q\">", syntax: .html)
    #expect(document.fields.map(\.name) == ["q"])
  }
}
