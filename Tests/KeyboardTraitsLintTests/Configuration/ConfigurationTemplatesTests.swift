import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

@Suite("Configuration: templates")
struct ConfigurationTemplatesTests {
  private static let file = "site/.kbtraits.yml"

  private func parse(_ yaml: String) throws -> KBTraitsConfiguration {
    try ConfigurationLoader.parse(yaml, file: Self.file)
  }

  @Test("templates maps globs to syntaxes, in order, relative to the file's folder")
  func reads() throws {
    let configuration = try parse(
      """
      templates:
        "views/**/*.tpl": jinja
        "emails/*.html": handlebars
        "*.tpl": twig
      """)
    #expect(
      configuration.templates == [
        TemplateSyntaxRules.Rule(glob: "views/**/*.tpl", syntax: .jinja),
        TemplateSyntaxRules.Rule(glob: "emails/*.html", syntax: .handlebars),
        TemplateSyntaxRules.Rule(glob: "*.tpl", syntax: .twig),
      ])
    let rules = try #require(configuration.templateRules)
    #expect(rules.root == "site")
    #expect(rules.syntax(for: "site/views/account/login.tpl") == .jinja)
    #expect(rules.syntax(for: "site/emails/welcome.html") == .handlebars)
    #expect(rules.syntax(for: "site/other.tpl") == .twig)
    #expect(rules.syntax(for: "site/index.html") == nil)
    #expect(try parse("templates:\n").templateRules == nil)
  }

  @Test("The syntax names are the ones --syntax takes")
  func names() {
    #expect(
      TemplateSyntax.names == [
        "html", "vue", "svelte", "angular", "jinja", "nunjucks", "twig", "liquid", "handlebars",
        "mustache", "erb", "ejs", "blade", "leaf", "php", "astro",
      ])
  }

  static let errorCases: [(String, String)] = [
    (
      "templates:\n  \"*.tpl\": jinj\n",
      "site/.kbtraits.yml:2:12: templates.*.tpl: unknown template syntax 'jinj'; did you mean "
        + "'jinja'? Use html, vue, svelte, angular, jinja, nunjucks, twig, liquid, "
        + "handlebars, mustache, erb, ejs, blade, leaf, php or astro"
    ),
    (
      "templates:\n  \"*.tpl\": cobol\n",
      "site/.kbtraits.yml:2:12: templates.*.tpl: unknown template syntax 'cobol'; use "
        + "html, vue, svelte, angular, jinja, nunjucks, twig, liquid, handlebars, mustache, "
        + "erb, ejs, blade, leaf, php or astro"
    ),
    (
      "templates: [\"*.tpl\"]\n",
      "site/.kbtraits.yml:1:12: templates: templates must be a mapping of globs to template "
        + "syntaxes, such as '\"views/**/*.tpl\": jinja', found a list"
    ),
    (
      "templates:\n  \"*.tpl\": [jinja]\n",
      "site/.kbtraits.yml:2:12: templates.*.tpl: expected a template syntax name, found a list"
    ),
    (
      "templates:\n  \"\": jinja\n",
      "site/.kbtraits.yml:2:3: templates: an empty glob matches nothing; remove it"
    ),
  ]

  @Test("Mistakes stop the run with the file, line, key and the valid names", arguments: errorCases)
  func errors(yaml: String, message: String) {
    do {
      _ = try parse(yaml)
      Issue.record("no error for \(yaml.debugDescription)")
    } catch {
      #expect("\(error)" == message)
    }
  }
}
