import Foundation
import Testing

@testable import KeyboardTraits

/// Svelte and Vue compile `<textarea />` and `<select />` as empty elements; HTML ignores the
/// `/`, and a textarea takes the rest of the file as its text.
@Suite("Self-closing tags in Svelte and Vue")
struct TemplateSelfClosingTests {
  /// Each fixture and the line and column of its four fields, in order.
  static let fixtures: [(String, SourceSyntax, [SourcePosition])] = [
    (
      "svelte/cases/ProfileForm.svelte", .svelte,
      [(9, 3), (11, 3), (13, 3), (15, 3)].map { SourcePosition(line: $0, column: $1) }
    ),
    (
      "vue/cases/ProfileForm.vue", .vue,
      [(4, 5), (6, 5), (8, 5), (10, 5)].map { SourcePosition(line: $0, column: $1) }
    ),
  ]

  @Test(
    "Fields after <textarea /> and <select /> are read, at their own places", arguments: fixtures)
  func fieldsAfter(path: String, syntax: SourceSyntax, positions: [SourcePosition]) throws {
    let url = TestFixtures.templates.appendingPathComponent(path)
    let document = try FormScanner().scanFile(atPath: url.path)
    #expect(document.syntax == syntax)
    #expect(document.fields.map(\.element) == ["textarea", "select", "input", "input"])
    #expect(document.fields.map(\.position) == positions)
    #expect(document.fields.map(\.label) == ["About you", "Country", "Phone", "Email"])
    #expect(document.fields.allSatisfy { $0.formIndex == 0 })
    #expect(!document.notes.contains { $0.kind == .markupInRawText })
  }

  @Test("The same markup in plain HTML: the textarea takes the rest of the file")
  func plainHTMLKeepsTheBrowsersReading() throws {
    let url = TestFixtures.templates.appendingPathComponent("vue/cases/ProfileForm.vue")
    let source = try String(contentsOf: url, encoding: .utf8)
    let document = FormScanner().scan(html: source, syntax: .html)
    #expect(document.fields.map(\.element) == ["textarea"])
    #expect(document.notes.contains { $0.kind == .markupInRawText })
  }

  @Test("With no template syntax to mask, and with a bogus comment, a self-closing tag closes")
  func unmaskedComponents() throws {
    for (syntax, source) in [
      (SourceSyntax.svelte, "<textarea name=\"a\" />\n<input name=\"b\">"),
      (.svelte, "<!-->\n<textarea name=\"a\"/>\n<select name=\"c\" />\n<input name=\"b\">"),
      (.vue, "<template><textarea name=\"a\"/><input name=\"b\"></template>"),
    ] {
      let document = FormScanner().scan(html: source, syntax: syntax)
      #expect(document.fields.last?.name == "b", "\(syntax): \(source)")
      #expect(!document.notes.contains { $0.kind == .markupInRawText }, "\(syntax): \(source)")
    }
    // A textarea that is not self-closing is still raw text to its end tag in Svelte.
    let open = FormScanner().scan(
      html: "<textarea name=\"a\"><input name=\"b\"></textarea>", syntax: .svelte)
    #expect(open.fields.map(\.name) == ["a"])
  }
}
