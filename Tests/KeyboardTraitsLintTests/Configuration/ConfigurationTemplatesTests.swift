import Foundation
import TestHelpers
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

@Suite("Configuration: syntax (templates)")
struct ConfigurationTemplatesTests {
  private static let file = "site/.kbtraits.yml"

  private func parse(_ yaml: String) throws(ConfigurationErrors) -> KBTraitsConfiguration {
    try ConfigurationLoader.parse(yaml, file: Self.file)
  }

  @Test("syntax maps globs to syntaxes, in order, relative to the file's folder")
  func reads() throws {
    let configuration = try parse(
      """
      syntax:
        "views/**/*.tpl": jinja
        "emails/*.html": handlebars
        "*.tpl": twig
      """)
    #expect(
      configuration.syntax == [
        SourceSyntaxRules.Rule(glob: "views/**/*.tpl", syntax: .jinja),
        SourceSyntaxRules.Rule(glob: "emails/*.html", syntax: .handlebars),
        SourceSyntaxRules.Rule(glob: "*.tpl", syntax: .twig),
      ])
    let rules = try #require(configuration.syntaxRules)
    #expect(rules.scopes == [SourceSyntaxRules.Scope(root: "site", rules: configuration.syntax)])
    #expect(rules.syntax(for: "site/views/account/login.tpl") == .jinja)
    #expect(rules.syntax(for: "site/emails/welcome.html") == .handlebars)
    #expect(rules.syntax(for: "site/other.tpl") == .twig)
    #expect(rules.syntax(for: "site/index.html") == nil)
    #expect(try parse("syntax:\n").syntaxRules == nil)
  }

  @Test("templates: is an alias of syntax:, recorded under syntax; a file may not write both")
  func templatesAlias() throws {
    let yaml = "templates:\n  \"views/*.tpl\": jinja\n  \"src/**/*.js\": jsx\n"
    let alias = try parse(yaml)
    let renamed = try parse(yaml.replacingOccurrences(of: "templates", with: "syntax"))
    #expect(alias.syntax == renamed.syntax)
    #expect(alias.syntax.map(\.syntax) == [.jinja, .jsx])
    #expect(alias.sources["syntax.views/*.tpl"]?.description == "site/.kbtraits.yml:2")
    #expect(alias.sources.keys.allSatisfy { !$0.hasPrefix("templates") })
    do {
      _ = try parse("syntax:\n  \"*.tpl\": jinja\ntemplates:\n  \"*.j\": twig\n")
      Issue.record("no error for both keys")
    } catch {
      #expect(
        error.errors.map(\.description) == [
          "site/.kbtraits.yml:3:1: templates: the same setting as 'syntax'; keep only one of them"
        ])
    }
  }

  @Test("jsx and tsx are syntaxes; a .js, .mjs or .ts glob makes a walk take those files")
  func javaScriptGlobs() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for file in ["src/app.js", "src/lib.mjs", "src/types.ts", "src/page.jsx", "other/x.js"] {
      try directory.write(file, "export const a = <input type=\"email\" />;\n")
    }
    let configuration = try ConfigurationLoader.parse(
      "syntax:\n  \"src/*.js\": jsx\n  \"src/*.mjs\": jsx\n  \"src/**/*.ts\": tsx\n",
      file: directory.path(".kbtraits.yml"))
    let rules = try #require(ConfigurationCascade(files: [configuration]).syntaxRules)
    #expect(rules.syntax(for: directory.path("src/app.js")) == .jsx)
    #expect(rules.syntax(for: directory.path("src/types.ts")) == .tsx)
    let found = InputDiscovery.discover([directory.path], filtersInside: { _ in rules.walkFilters })
      .inputs.map { $0.path.replacingOccurrences(of: directory.path + "/", with: "") }
    #expect(found == ["src/app.js", "src/lib.mjs", "src/page.jsx", "src/types.ts"])
    let unconfigured = InputDiscovery.discover([directory.path]).inputs.map(\.path)
    #expect(unconfigured == [directory.path("src/page.jsx")])
  }

  @Test("The syntax names are the ones --syntax takes")
  func names() {
    #expect(
      SourceSyntax.names == [
        "html", "vue", "svelte", "angular", "jinja", "nunjucks", "twig", "liquid", "handlebars",
        "mustache", "erb", "ejs", "blade", "leaf", "php", "astro", "jsx", "tsx",
      ])
  }

  static let errorCases: [(String, String)] = [
    (
      "syntax:\n  \"*.tpl\": jinj\n",
      "site/.kbtraits.yml:2:12: syntax.*.tpl: unknown syntax 'jinj'; did you mean "
        + "'jinja'? Use html, vue, svelte, angular, jinja, nunjucks, twig, liquid, "
        + "handlebars, mustache, erb, ejs, blade, leaf, php, astro, jsx or tsx"
    ),
    (
      "syntax:\n  \"*.js\": tssx\n",
      "site/.kbtraits.yml:2:11: syntax.*.js: unknown syntax 'tssx'; did you mean "
        + "'tsx'? Use html, vue, svelte, angular, jinja, nunjucks, twig, liquid, "
        + "handlebars, mustache, erb, ejs, blade, leaf, php, astro, jsx or tsx"
    ),
    (
      "templates:\n  \"*.tpl\": cobol\n",
      "site/.kbtraits.yml:2:12: templates.*.tpl: unknown syntax 'cobol'; use "
        + "html, vue, svelte, angular, jinja, nunjucks, twig, liquid, handlebars, mustache, "
        + "erb, ejs, blade, leaf, php, astro, jsx or tsx"
    ),
    (
      "syntax: [\"*.tpl\"]\n",
      "site/.kbtraits.yml:1:9: syntax: syntax must be a mapping of globs to syntax names, such "
        + "as '\"views/**/*.tpl\": jinja' or '\"src/**/*.js\": jsx', found a list"
    ),
    (
      "templates: [\"*.tpl\"]\n",
      "site/.kbtraits.yml:1:12: templates: templates must be a mapping of globs to syntax "
        + "names, such as '\"views/**/*.tpl\": jinja' or '\"src/**/*.js\": jsx', found a list"
    ),
    (
      "templates:\n  \"*.tpl\": [jinja]\n",
      "site/.kbtraits.yml:2:12: templates.*.tpl: expected a syntax name, found a list"
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
      #expect(error.errors.map(\.description) == [message])
    }
  }

  @Test("Every wrong entry is reported, and the right ones are kept with their sources")
  func everyErrorAndSources() throws {
    let yaml = """
      syntax:
        "*.tpl": jinj
        "views/*.tpl": twig
        "": vue
        "*.x": [vue]
      """
    do {
      _ = try parse(yaml)
      Issue.record("no error")
    } catch {
      #expect(
        error.errors.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.keyPath)" } == [
          "2:12 syntax.*.tpl", "4:3 syntax", "5:10 syntax.*.x",
        ])
    }
    let good = try parse("extends: strict\nsyntax:\n  \"views/*.tpl\": twig\n")
    #expect(good.sources["syntax.views/*.tpl"]?.description == "site/.kbtraits.yml:3")
    #expect(good.sources["syntax"] == nil)
  }

  @Test("In a cascade the nearest file's globs come first, each relative to its own folder")
  func cascade() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let outer = try ConfigurationLoader.parse(
      "syntax:\n  \"**/*.tpl\": twig\n  \"mail/*.txt\": handlebars\n",
      file: directory.path(".kbtraits.yml"))
    let inner = try ConfigurationLoader.parse(
      "templates:\n  \"/*.tpl\": jinja\n", file: directory.path("site/.kbtraits.yml"))
    let cascade = ConfigurationCascade(files: [inner, outer])
    let rules = try #require(cascade.syntaxRules)
    #expect(rules.scopes.map(\.root) == [directory.path("site"), directory.path])
    // The nearer file's glob decides where both match; the farther one's still applies elsewhere.
    #expect(rules.syntax(for: directory.path("site/page.tpl")) == .jinja)
    #expect(rules.syntax(for: directory.path("site/deep/page.tpl")) == .twig)
    #expect(rules.syntax(for: directory.path("other/page.tpl")) == .twig)
    // Relative to the outer file's folder, not the inner one's.
    #expect(rules.syntax(for: directory.path("mail/welcome.txt")) == .handlebars)
    #expect(rules.syntax(for: directory.path("site/mail/welcome.txt")) == nil)
    // The merged settings keep no globs, and no glob's source: they stay with their files.
    #expect(cascade.settings.syntax.isEmpty)
    #expect(!cascade.settings.sources.keys.contains { $0.hasPrefix("syntax") })
    // root: true in the inner file drops the outer file's globs.
    let rooted = try ConfigurationLoader.parse(
      "root: true\ntemplates:\n  \"/*.tpl\": jinja\n", file: directory.path("site/.kbtraits.yml"))
    let alone = try #require(ConfigurationCascade(files: [rooted, outer]).syntaxRules)
    #expect(alone.syntax(for: directory.path("site/deep/page.tpl")) == nil)
    #expect(ConfigurationCascade(files: []).syntaxRules == nil)
  }

  @Test("The annotated YAML lists every file's globs, nearest first, with their sources")
  func annotatedYAML() throws {
    let outer = try ConfigurationLoader.parse(
      "templates:\n  \"*.tpl\": twig\n  \"mail/*.txt\": handlebars\n", file: ".kbtraits.yml")
    let inner = try ConfigurationLoader.parse(
      "extends: strict\nsyntax:\n  \"*.tpl\": jinja\n", file: "site/.kbtraits.yml")
    let yaml = ConfigurationCascade(files: [inner, outer]).annotatedYAML
    #expect(
      yaml.contains(
        """
        syntax:  # the first glob that matches decides; each relative to the folder of the \
        file it comes from
          "*.tpl": jinja  # site/.kbtraits.yml:3
          # "*.tpl": twig  # .kbtraits.yml:2, after the same glob of a nearer file
          "mail/*.txt": handlebars  # .kbtraits.yml:3

        """))
    // It still reads back: a mapping holds each glob once.
    let readBack = try ConfigurationLoader.parse(yaml, file: "printed.yml")
    #expect(readBack.syntax.map(\.glob) == ["*.tpl", "mail/*.txt"])
    #expect(ConfigurationCascade(files: []).annotatedYAML.contains("syntax: {}  # default\n"))
  }

  @Test("The starter that `kbtraits init` writes names every syntax under syntax:")
  func starter() {
    let starter = ConfigurationTemplate.starter
    #expect(starter.contains("# syntax:\n"))
    for name in SourceSyntax.names {
      #expect(starter.contains(" \(name)"), "the starter names \(name)")
    }
  }
}
