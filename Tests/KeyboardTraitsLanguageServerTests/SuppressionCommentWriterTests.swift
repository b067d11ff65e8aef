import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLanguageServer
@testable import KeyboardTraitsLint

/// "Disable this rule on this line" writes the host syntax's own comment, and the directive
/// it writes does hide the finding.
@Suite("Suppression comments the server writes")
struct SuppressionCommentWriterTests {
  static let cases: [(SourceSyntax, String, String)] = [
    (
      .html, "<form>\n  <input name=\"zip\" inputmode=\"digits\">\n</form>\n",
      "  <!-- kbtraits-disable-next-line inputmode-invalid -->\n"
    ),
    (
      .jinja, "<form>\n  <input name=\"zip\" inputmode=\"digits\">\n</form>\n",
      "  {# kbtraits-disable-next-line inputmode-invalid #}\n"
    ),
    (
      .blade, "<form>\n  <input name=\"zip\" inputmode=\"digits\">\n</form>\n",
      "  {{-- kbtraits-disable-next-line inputmode-invalid --}}\n"
    ),
    (
      .erb, "<form>\n  <input name=\"zip\" inputmode=\"digits\">\n</form>\n",
      "  <%# kbtraits-disable-next-line inputmode-invalid %>\n"
    ),
    (
      .handlebars, "<form>\n  <input name=\"zip\" inputmode=\"digits\">\n</form>\n",
      "  {{!-- kbtraits-disable-next-line inputmode-invalid --}}\n"
    ),
    (
      .liquid, "<form>\n  <input name=\"zip\" inputmode=\"digits\">\n</form>\n",
      "  {% comment %} kbtraits-disable-next-line inputmode-invalid {% endcomment %}\n"
    ),
    (
      .jsx,
      "const A = () => (\n  <form>\n    <input name=\"zip\" inputMode=\"digits\" />\n  </form>\n);\n",
      "    {/* kbtraits-disable-next-line inputmode-invalid */}\n"
    ),
    (
      .tsx, "const A = () =>\n  <input name=\"zip\" inputMode=\"digits\" />;\n",
      "  // kbtraits-disable-next-line inputmode-invalid\n"
    ),
    (
      .html, "<form>\r\n\t<input name=\"zip\" inputmode=\"digits\">\r\n</form>\r\n",
      "\t<!-- kbtraits-disable-next-line inputmode-invalid -->\r\n"
    ),
  ]

  @Test(
    "each syntax's comment, indented like the line, hides the finding", arguments: cases.indices)
  func writesAndHides(index: Int) throws {
    let (syntax, code, expected) = Self.cases[index]
    let document = FormScanner().scan(html: code, syntax: syntax)
    let linter = Linter()
    let finding = try #require(linter.lint(document).first { $0.rule == "inputmode-invalid" })
    let field = try #require(finding.fieldIndex.map { document.fields[$0] })
    let insertion = try #require(
      SuppressionCommentWriter.insertion(
        disabling: finding.rule, onLine: field.position.line, in: document, syntax: syntax))
    #expect(insertion.text == expected)
    var bytes = Array(code.utf8)
    bytes.insert(contentsOf: Array(insertion.text.utf8), at: insertion.byteOffset)
    let edited = FormScanner().scan(html: String(decoding: bytes, as: UTF8.self), syntax: syntax)
    let after = linter.lint(edited)
    #expect(!after.contains { $0.rule == "inputmode-invalid" }, "\(syntax)")
    #expect(!after.contains { $0.rule == "unused-suppression" || $0.rule == "invalid-suppression" })
  }
}
