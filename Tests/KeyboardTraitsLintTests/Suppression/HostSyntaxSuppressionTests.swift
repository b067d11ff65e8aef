import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// Directives written in each template language's own comment syntax work end to end, exactly
/// like HTML-comment ones: they hide findings, and are reported when unused or invalid, at the
/// comment.
@Suite("Suppressions in the host syntax")
struct HostSyntaxSuppressionTests {
  /// One way of writing a comment: the syntax, and the comment holding a directive.
  struct Form: CustomTestStringConvertible, Sendable {
    var syntax: SourceSyntax
    var write: @Sendable (String) -> String
    var name: String

    var testDescription: String { "\(syntax.rawValue) \(name)" }
  }

  static let forms: [Form] = [
    Form(syntax: .jinja, write: { "{# \($0) #}" }, name: "{# #}"),
    Form(syntax: .jinja, write: { "{#- \($0) -#}" }, name: "{#- -#}"),
    Form(syntax: .nunjucks, write: { "{# \($0) #}" }, name: "{# #}"),
    Form(syntax: .nunjucks, write: { "{#- \($0) -#}" }, name: "{#- -#}"),
    Form(syntax: .twig, write: { "{# \($0) #}" }, name: "{# #}"),
    Form(syntax: .twig, write: { "{#~ \($0) ~#}" }, name: "{#~ ~#}"),
    Form(syntax: .blade, write: { "{{-- \($0) --}}" }, name: "{{-- --}}"),
    Form(syntax: .erb, write: { "<%# \($0) %>" }, name: "<%# %>"),
    Form(syntax: .erb, write: { "<%# \($0) -%>" }, name: "<%# -%>"),
    Form(syntax: .ejs, write: { "<%# \($0) %>" }, name: "<%# %>"),
    Form(syntax: .handlebars, write: { "{{!-- \($0) --}}" }, name: "{{!-- --}}"),
    Form(syntax: .handlebars, write: { "{{! \($0) }}" }, name: "{{! }}"),
    Form(syntax: .handlebars, write: { "{{~!-- \($0) --~}}" }, name: "{{~!-- --~}}"),
    Form(syntax: .mustache, write: { "{{! \($0) }}" }, name: "{{! }}"),
    Form(syntax: .liquid, write: { "{% comment %} \($0) {% endcomment %}" }, name: "comment"),
    Form(syntax: .liquid, write: { "{%- # \($0) -%}" }, name: "{% # %}"),
    // Component frameworks and Angular keep HTML comments; the masking must leave them whole.
    Form(syntax: .svelte, write: { "<!-- \($0) -->" }, name: "<!-- -->"),
    Form(syntax: .vue, write: { "<!-- \($0) -->" }, name: "<!-- -->"),
    Form(syntax: .astro, write: { "<!-- \($0) -->" }, name: "<!-- -->"),
    Form(syntax: .angular, write: { "<!-- \($0) -->" }, name: "<!-- -->"),
  ]

  static let label = "input-missing-label"

  /// A form whose second line is `line` and whose third is an unlabelled field
  /// (`input-missing-label` at 3:3); a Vue component gets its `<template>`.
  static func page(_ syntax: SourceSyntax, line: String, labelled: Bool = false) -> String {
    let field =
      labelled
      ? #"<label>Email <input type="email" name="email" autocomplete="email"></label>"#
      : #"<input type="email" name="email" autocomplete="email">"#
    let form = """
      <form action="/account">
        \(line)
        \(field)
      </form>
      """
    return syntax == .vue ? "<template>" + form + "</template>\n" : form
  }

  static func lint(_ source: String, _ syntax: SourceSyntax) -> [Diagnostic] {
    let document = FormScanner().scan(
      html: source, documentURL: SuppressionTestSupport.documentURL, syntax: syntax)
    return SuppressionTestSupport.linter().lint(document)
  }

  @Test("the field's finding exists without a directive", arguments: forms)
  func control(form: Form) {
    let findings = Self.lint(Self.page(form.syntax, line: form.write("a note")), form.syntax)
    #expect(findings.contains { $0.rule == Self.label && $0.position.line == 3 })
    #expect(!findings.contains { Suppressions.reportRuleIDs.contains($0.rule) })
  }

  @Test("disable-next-line with a reason hides the finding on the next line", arguments: forms)
  func hides(form: Form) {
    let comment = form.write("kbtraits-disable-next-line \(Self.label) -- the icon labels it")
    let findings = Self.lint(Self.page(form.syntax, line: comment), form.syntax)
    #expect(!findings.contains { $0.rule == Self.label }, "\(findings.map(\.rule))")
    #expect(!findings.contains { Suppressions.reportRuleIDs.contains($0.rule) })
  }

  @Test("a directive that hides nothing is unused-suppression at the comment", arguments: forms)
  func unused(form: Form) throws {
    let comment = form.write("kbtraits-disable-next-line \(Self.label)")
    let findings = Self.lint(
      Self.page(form.syntax, line: comment, labelled: true), form.syntax)
    let report = try #require(findings.first { $0.rule == "unused-suppression" })
    #expect(report.position == SourcePosition(line: 2, column: 3))
    // The report spans the comment, delimiters included.
    #expect(
      report.endPosition == SourcePosition(line: 2, column: 3 + comment.unicodeScalars.count))
    #expect(report.message.hasPrefix("kbtraits-disable-next-line suppresses nothing"))
    #expect(report.sourceLine?.contains(comment) == true)
  }

  @Test("an unknown rule id is invalid-suppression at the comment", arguments: forms)
  func invalid(form: Form) throws {
    let comment = form.write("kbtraits-disable-next-line input-mising-label")
    let findings = Self.lint(Self.page(form.syntax, line: comment), form.syntax)
    let report = try #require(findings.first { $0.rule == "invalid-suppression" })
    #expect(report.position == SourcePosition(line: 2, column: 3))
    #expect(
      report.endPosition == SourcePosition(line: 2, column: 3 + comment.unicodeScalars.count))
    #expect(report.message.contains("'input-mising-label' (did you mean 'input-missing-label'?)"))
    // The misspelt id suppresses nothing.
    #expect(findings.contains { $0.rule == Self.label })
  }

  @Test(
    "an unknown keyword is invalid-suppression; a comment that mentions kbtraits is not",
    arguments: forms)
  func keywords(form: Form) {
    let misspelt = Self.lint(
      Self.page(form.syntax, line: form.write("kbtraits-disable-nextline \(Self.label)")),
      form.syntax)
    #expect(misspelt.contains { $0.rule == "invalid-suppression" && $0.position.line == 2 })
    let mention = Self.lint(
      Self.page(form.syntax, line: form.write("checked with kbtraits-disable-next-line off")),
      form.syntax)
    #expect(!mention.contains { Suppressions.reportRuleIDs.contains($0.rule) })
    #expect(mention.contains { $0.rule == Self.label })
  }

  @Test("disable … enable ranges in the host syntax", arguments: forms)
  func ranges(form: Form) {
    let field = #"<input type="email" name="email" autocomplete="email">"#
    let body = """
      <form action="/account">
        \(form.write("kbtraits-disable \(Self.label) -- legacy"))
        \(field)
        \(form.write("kbtraits-enable \(Self.label)"))
        \(field.replacingOccurrences(of: "\"email\" autocomplete", with: "\"login\" autocomplete"))
      </form>
      """
    let source = form.syntax == .vue ? "<template>" + body + "</template>\n" : body
    let findings = Self.lint(source, form.syntax)
    #expect(findings.filter { $0.rule == Self.label }.map(\.position.line) == [5])
    #expect(!findings.contains { Suppressions.reportRuleIDs.contains($0.rule) })
  }

  @Test(
    "a brace in an HTML comment is text in Svelte and Astro",
    arguments: [
      SourceSyntax.svelte, .astro,
    ])
  func braceInComment(syntax: SourceSyntax) {
    let source = """
      <form action="/account">
        <!-- kbtraits-disable-next-line input-missing-label -- the { icon labels it -->
        <input type="email" name="email" autocomplete="email">
        <p>}</p>
        <input type="email" name="email2" autocomplete="email">
      </form>
      """
    let document = FormScanner().scan(html: source, syntax: syntax)
    #expect(document.fields.map(\.position.line) == [3, 5])
    let findings = SuppressionTestSupport.linter().lint(document)
    #expect(findings.filter { $0.rule == Self.label }.map(\.position.line) == [5])
    #expect(!findings.contains { Suppressions.reportRuleIDs.contains($0.rule) })
  }

  @Test("a directive over several lines covers the line after its last")
  func multiline() {
    let source = """
      <form action="/account">
        {%
          # kbtraits-disable-next-line input-missing-label,
          #   autocomplete-unknown-token -- the widget labels it
        %}
        <input type="email" name="email" autocomplete="emial">
      </form>
      """
    let findings = Self.lint(source, .liquid)
    #expect(!findings.contains { $0.rule == Self.label })
    #expect(!findings.contains { $0.rule == "autocomplete-unknown-token" })
    #expect(!findings.contains { Suppressions.reportRuleIDs.contains($0.rule) })
  }
}
