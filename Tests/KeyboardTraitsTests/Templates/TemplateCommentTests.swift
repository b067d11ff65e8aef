import Testing

@testable import KeyboardTraits

/// A template's own comments reach ``ScannedDocument/comments`` (where suppression directives are
/// read) with exact positions and the range of their text.
@Suite("Template comments")
struct TemplateCommentTests {
  /// What comes before each comment: a two-byte character, so that columns (Unicode scalars)
  /// and byte offsets differ.
  static let lead = "<p>é</p> "

  /// A syntax, a comment written in it, and the text the comment holds.
  static let cases: [(SourceSyntax, String, String)] = [
    (.jinja, "{# kbtraits-disable a #}", " kbtraits-disable a "),
    (.jinja, "{#- kbtraits-disable a -#}", " kbtraits-disable a "),
    (.jinja, "{#+kbtraits-disable a+#}", "kbtraits-disable a"),
    (.nunjucks, "{#- kbtraits-disable a #}", " kbtraits-disable a "),
    (.twig, "{#~ kbtraits-disable a -#}", " kbtraits-disable a "),
    (.blade, "{{-- kbtraits-disable a -- why --}}", " kbtraits-disable a -- why "),
    (.erb, "<%# kbtraits-disable a %>", " kbtraits-disable a "),
    (.erb, "<%# kbtraits-disable a -%>", " kbtraits-disable a "),
    (.ejs, "<%# kbtraits-disable a _%>", " kbtraits-disable a "),
    (.handlebars, "{{!-- kbtraits-disable a }} --}}", " kbtraits-disable a }} "),
    (.handlebars, "{{~!-- kbtraits-disable a --~}}", " kbtraits-disable a "),
    (.handlebars, "{{! kbtraits-disable a }}", " kbtraits-disable a "),
    (.handlebars, "{{~! kbtraits-disable a ~}}", " kbtraits-disable a "),
    (.mustache, "{{! kbtraits-disable a }}", " kbtraits-disable a "),
    (.liquid, "{% comment %} kbtraits-disable a {% endcomment %}", " kbtraits-disable a "),
    (.liquid, "{%- comment -%}kbtraits-disable a{%- endcomment -%}", "kbtraits-disable a"),
    (.liquid, "{% # kbtraits-disable a %}", " kbtraits-disable a "),
    (.liquid, "{%- # kbtraits-disable a -%}", " kbtraits-disable a "),
    (.liquid, "{%#kbtraits-disable a%}", "kbtraits-disable a"),
    (.html, "{# kbtraits-disable a #}", " kbtraits-disable a "),
    (.html, "{% comment %} kbtraits-disable a {% endcomment %}", " kbtraits-disable a "),
    (.jinja, "{% comment \"why\" %}kbtraits-disable a{% endcomment %}", "kbtraits-disable a"),
  ]

  @Test("Each syntax's comment is a SourceComment at its opening delimiter", arguments: cases)
  func comment(syntax: SourceSyntax, comment: String, text: String) throws {
    let source = Self.lead + comment + "\n<input name=\"a\">"
    let document = FormScanner().scan(html: source, syntax: syntax)
    #expect(document.syntax == syntax)
    let found = try #require(document.comments.first)
    #expect(document.comments.count == 1)
    #expect(found.text == text)
    #expect(found.position == SourcePosition(line: 1, column: 10))
    #expect(found.endPosition == SourcePosition(line: 1, column: 10 + comment.unicodeScalars.count))
    let range = try #require(found.textRange)
    #expect(String(decoding: document.sourceBytes(range), as: UTF8.self) == text)
    // The comment is masked: the field after it is read.
    #expect(document.fields.count == 1)
  }

  @Test("Liquid's inline comment over several lines: the # of each line is not text")
  func liquidLines() throws {
    let source = "{%\n  # kbtraits-disable-next-line a\n  #   b -- why #1\n-%}\n<input>"
    let document = FormScanner().scan(html: source, syntax: .liquid)
    let found = try #require(document.comments.first)
    #expect(found.text == " kbtraits-disable-next-line a\n      b -- why #1\n")
    #expect(found.position == SourcePosition(line: 1, column: 1))
    #expect(found.endPosition == SourcePosition(line: 4, column: 4))
    let range = try #require(found.textRange)
    #expect(document.sourceBytes(range).count == found.text.utf8.count)
    #expect(document.fields.count == 1)
  }

  @Test("Comments that do not mention kbtraits are not kept; raw blocks hold no comments")
  func notKept() {
    let cases: [(SourceSyntax, String)] = [
      (.jinja, "{# a note #}<input>"),
      (.jinja, "{% raw %}{# kbtraits-disable #}{% endraw %}<input>"),
      (.twig, "{% verbatim %}{# kbtraits-disable #}{% endverbatim %}<input>"),
      (.liquid, "{% raw %}{% # kbtraits-disable %}{% endraw %}<input>"),
      (.liquid, "{% liquid\n  # kbtraits-disable\n  assign a = 1\n%}<input>"),
      (.handlebars, "\\{{! kbtraits-disable }}<input>"),
      (.erb, "<%% # kbtraits-disable %><input>"),
      (.jinja, "{# kbtraits-disable, never closed <input>"),
    ]
    for (syntax, source) in cases {
      let document = FormScanner().scan(html: source, syntax: syntax)
      #expect(document.comments.isEmpty, "\(syntax): \(source)")
    }
  }

  @Test("Template and HTML comments are merged in source order")
  func merged() {
    let source = """
      <!-- kbtraits-disable a -->
      {# kbtraits-enable a #}<!-- kbtraits-disable-line -->
      <!-- {# kbtraits-disable b #} -->
      """
    let document = FormScanner().scan(html: source, syntax: .jinja)
    // The engine removes `{# … #}` inside an HTML comment too: the HTML comment left says
    // nothing, the template comment counts.
    #expect(
      document.comments.map(\.position) == [
        SourcePosition(line: 1, column: 1), SourcePosition(line: 2, column: 1),
        SourcePosition(line: 2, column: 24), SourcePosition(line: 3, column: 6),
      ])
    #expect(document.comments.last?.text == " kbtraits-disable b ")
  }

  @Test("An HTML comment's text range is where its text is written")
  func htmlTextRange() throws {
    for syntax: SourceSyntax in [.html, .jinja, .vue, .svelte, .astro, .angular] {
      let source = "<template><p>é</p>\n  <!-- kbtraits-disable-line a --></template>"
      let document = FormScanner().scan(html: source, syntax: syntax)
      let found = try #require(document.comments.first, "\(syntax)")
      #expect(found.position == SourcePosition(line: 2, column: 3), "\(syntax)")
      let range = try #require(found.textRange, "\(syntax)")
      #expect(String(decoding: document.sourceBytes(range), as: UTF8.self) == found.text)
      #expect(found.text == " kbtraits-disable-line a ")
    }
  }
}
