import Foundation
import TestHelpers
import Testing

/// Templates through the commands: golden JSON for each syntax's sign-in form, `--syntax`, and
/// the `syntax:` key of `.kbtraits.yml` (and its older name, `templates:`).
@Suite("kbtraits and templates")
struct TemplateCommandTests {
  static let folder = "Tests/Fixtures/templates"

  /// Each syntax's template, relative to the package root.
  static let templates: [String] = {
    let root = KBTraitsProcess.packageRoot.appendingPathComponent(folder)
    let syntaxes = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return syntaxes.sorted().compactMap { syntax in
      let names =
        (try? FileManager.default.contentsOfDirectory(
          atPath: root.appendingPathComponent(syntax).path)) ?? []
      // `cases/` holds fixtures for single cases (TemplateScanningTests).
      return names.first { $0 != "static.html" && !$0.hasSuffix(".json") && $0 != "cases" }
        .map { "\(folder)/\(syntax)/\($0)" }
    }
  }()

  @Test("show --format json of each template matches its golden file", arguments: templates)
  func golden(template: String) throws {
    let outcome = try KBTraitsProcess.run(
      ["show", "--format", "json", "--base-url", "https://shop.example/", template])
    #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
    let golden = KBTraitsProcess.packageRoot.appendingPathComponent(template + ".json")
    if ShowCommandTests.updateGoldens {
      try outcome.standardOutput.write(to: golden, atomically: false, encoding: .utf8)
    }
    let expected = try String(contentsOf: golden, encoding: .utf8)
    #expect(
      outcome.standardOutput == expected, "run with KBTRAITS_UPDATE_GOLDENS=1 to see the change")
  }

  @Test("Fifteen syntaxes have a fixture")
  func everySyntax() {
    #expect(Self.templates.count == 15)
  }

  @Test("--syntax reads standard input as a template, on show, lint and report")
  func syntaxOption() throws {
    let input = #"<form action="/a"><input :type="kind" name="phone"></form>"#
    for command in [
      ["show", "--format", "json"], ["lint", "--format", "json"],
      ["report", "--format", "json", "--output", "-"],
    ] {
      let outcome = try KBTraitsProcess.run(
        command + ["--syntax", "html", "-"], input: "<template>" + input + "</template>")
      #expect(outcome.standardOutput.contains(#""dynamic": ["#), "\(command)")
      #expect(outcome.standardOutput.contains(#""unknown": {"#), "\(command)")
      #expect(!outcome.standardOutput.contains("tel-not-tel-keyboard"), "\(command)")
    }
    let vue = try KBTraitsProcess.run(["show", "--syntax", "vue", "-"], input: input)
    #expect(vue.standardOutput.contains("0 fields"), "a Vue component without <template>")
    let wrong = try KBTraitsProcess.run(["show", "--syntax", "jinja3", "-"], input: input)
    #expect(wrong.status == 2)
    #expect(wrong.standardError.contains("jinja") && wrong.standardError.contains("astro"))
  }

  @Test(
    "lint: fields after <textarea /> and <select /> in Svelte and Vue are linted in place",
    arguments: [
      ("svelte/cases/ProfileForm.svelte", "15:21"), ("vue/cases/ProfileForm.vue", "10:23"),
    ])
  func selfClosingTags(path: String, emailType: String) throws {
    let file = "\(Self.folder)/\(path)"
    let outcome = try KBTraitsProcess.run(["lint", file])
    // The text field for an email after them is found; the labelled fields are not.
    #expect(
      outcome.standardOutput.contains("\(file):\(emailType): warning: <input type=\"text\" "),
      "\(outcome.standardOutput)")
    #expect(outcome.standardOutput.contains("[email-not-email-keyboard]"))
    #expect(!outcome.standardOutput.contains("markup-in-raw-text"))
    #expect(!outcome.standardOutput.contains("input-missing-label"))
    #expect(outcome.standardOutput.contains("0 errors, 3 warnings, 0 notes in 1 file"))
  }

  @Test("lint: fields inside Django and Jinja comments of an .html page are not linted")
  func commentedOutFields() throws {
    let file = "\(Self.folder)/jinja/cases/account.html"
    for syntax in [[], ["--syntax", "jinja"]] {
      let outcome = try KBTraitsProcess.run(["lint"] + syntax + [file])
      #expect(
        outcome.standardOutput.contains("\(file):14:10: warning: "), "\(outcome.standardOutput)")
      // The form's action is a route (`{% url 'account_update' %}`), so the traits it may
      // change are unknown and only the keyboard's own finding is certain.
      #expect(
        outcome.standardOutput.contains("0 errors, 1 warning, 0 notes in 1 file"), "\(syntax)")
      for name in ["old_email", "backup_email", "recovery_email", "{#"] {
        #expect(!outcome.standardOutput.contains(name), "\(syntax): \(name)")
      }
    }
  }

  @Test("--syntax forces a syntax on named files")
  func syntaxOnFiles() throws {
    let path = "\(Self.folder)/jinja/static.html"
    let plain = try KBTraitsProcess.run(["show", "--format", "json", path])
    let forced = try KBTraitsProcess.run(["show", "--format", "json", "--syntax", "vue", path])
    #expect(plain.standardOutput.contains(#""element": "input""#))
    #expect(!forced.standardOutput.contains(#""element": "input""#), "no <template>: nothing")
  }

  @Test("lint --fix edits a template in place and leaves its template syntax alone")
  func fixTemplate() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbtraits-fix-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("search.j2")
    let source = """
      {% extends "base.html" %}
      <form action="/search"><label>Search <input type="search" name="q" value="{{ q }}" autocorrect="false"></label></form>

      """
    try source.write(to: file, atomically: false, encoding: .utf8)
    _ = try KBTraitsProcess.run(["lint", "--fix", "search.j2"], in: directory)
    let fixed = try String(contentsOf: file, encoding: .utf8)
    #expect(
      fixed == source.replacingOccurrences(of: #"autocorrect="false""#, with: #"autocorrect="off""#)
    )
  }

  @Test("templates: in .kbtraits.yml gives globs a syntax, and walks take them")
  func configuration() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbtraits-templates-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try "templates:\n  \"views/*.tpl\": jinja\n".write(
      to: directory.appendingPathComponent(".kbtraits.yml"), atomically: false, encoding: .utf8)
    let views = directory.appendingPathComponent("views")
    try FileManager.default.createDirectory(at: views, withIntermediateDirectories: true)
    try #"<form action="/a"><input type="{{ kind }}" name="phone" aria-label="Phone"></form>"#
      .write(to: views.appendingPathComponent("login.tpl"), atomically: false, encoding: .utf8)
    let outcome = try KBTraitsProcess.run(["lint", "--format", "json", "."], in: directory)
    #expect(
      outcome.standardOutput.contains(#""path": "views/login.tpl""#), "\(outcome.standardError)")
    #expect(outcome.standardOutput.contains(#""dynamic": ["#))
    #expect(!outcome.standardOutput.contains("tel-not-tel-keyboard"))

    try "templates:\n  \"views/*.tpl\": jinga\n".write(
      to: directory.appendingPathComponent(".kbtraits.yml"), atomically: false, encoding: .utf8)
    let wrong = try KBTraitsProcess.run(["lint", "."], in: directory)
    #expect(wrong.status == 2)
    #expect(
      wrong.standardError.contains(
        "templates.views/*.tpl: unknown syntax 'jinga'; did you mean 'jinja'? Use "
          + "html, vue, svelte, angular, jinja, nunjucks, twig, liquid, handlebars, "
          + "mustache, erb, ejs, blade, leaf, php, astro, jsx or tsx"), "\(wrong.standardError)")
  }

  /// Fields per file (paths without a leading `./`) in a `show`, `lint` or `report` JSON output.
  private static func fieldCounts(_ json: String) throws -> [String: Int] {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let files = try #require(object["files"] as? [[String: Any]])
    var counts: [String: Int] = [:]
    for file in files {
      var path = file["path"] as? String ?? "?"
      if path.hasPrefix("./") { path.removeFirst(2) }
      counts[path] = (file["fields"] as? [Any])?.count ?? -1
    }
    return counts
  }

  @Test("syntax: cascades on show, lint and report: the nearest file's globs first")
  func cascade() throws {
    try ConfigurationCommandTests.withFolder([
      ".kbtraits.yml": "templates:\n  \"**/*.tpl\": twig\n",
      "site/.kbtraits.yml": "syntax:\n  \"/*.tpl\": vue\n",
      // Twig finds the field; Vue blanks everything outside a <template>, so finds none.
      "a.tpl": #"<form action="/a"><input type="{{ kind }}" name="phone"></form>"#,
      "site/b.tpl": #"<form action="/a"><input type="{{ kind }}" name="phone"></form>"#,
      "site/deep/c.tpl": #"<form action="/a"><input type="{{ kind }}" name="phone"></form>"#,
    ]) { _, folder in
      let expected = ["a.tpl": 1, "site/b.tpl": 0, "site/deep/c.tpl": 1]
      for command in [
        ["show", "--format", "json"], ["lint", "--format", "json"],
        ["report", "--format", "json", "--output", "-"],
      ] {
        let outcome = try KBTraitsProcess.run(command + ["."], in: folder)
        #expect(try Self.fieldCounts(outcome.standardOutput) == expected, "\(command)")
      }
      // --syntax wins over every syntax: glob.
      let forced = try KBTraitsProcess.run(
        ["show", "--format", "json", "--syntax", "jinja", "."], in: folder)
      #expect(
        try Self.fieldCounts(forced.standardOutput)
          == ["a.tpl": 1, "site/b.tpl": 1, "site/deep/c.tpl": 1])
      // --no-config: .tpl is not a template ending, so the walk takes none of them.
      let none = try KBTraitsProcess.run(["show", "--no-config", "."], in: folder)
      #expect(none.status == 2, "\(none.standardOutput)")
    }
  }

  @Test("lint --print-config shows syntax: with each glob's source; init mentions it")
  func printConfigAndInit() throws {
    try ConfigurationCommandTests.withFolder([
      ".kbtraits.yml": "templates:\n  \"**/*.tpl\": twig\n",
      "site/.kbtraits.yml": "extends: strict\nsyntax:\n  \"/*.tpl\": vue\n",
    ]) { directory, folder in
      let printed = try KBTraitsProcess.run(["lint", "--print-config", "site/b.tpl"], in: folder)
      #expect(printed.status == 0, "\(printed.standardError)")
      #expect(
        printed.standardOutput.contains(
          "\n  \"/*.tpl\": vue  # site/.kbtraits.yml:3\n  \"**/*.tpl\": twig  # .kbtraits.yml:2\n"),
        "\(printed.standardOutput)")
      let defaults = try KBTraitsProcess.run(
        ["lint", "--no-config", "--print-config", "site/b.tpl"], in: folder)
      #expect(defaults.standardOutput.contains("syntax: {}  # default\n"))

      try FileManager.default.removeItem(atPath: directory.path(".kbtraits.yml"))
      let initialized = try KBTraitsProcess.run(["init"], in: folder)
      #expect(initialized.status == 0, "\(initialized.standardError)")
      let starter = try String(contentsOfFile: directory.path(".kbtraits.yml"), encoding: .utf8)
      #expect(starter.contains("# syntax:\n#   \"views/**/*.tpl\": jinja\n"))
    }
  }

  @Test("lint reads a Breeze login's <x-text-input>; init proposes only the unmapped wrappers")
  func wrapperComponents() throws {
    let login = try String(
      contentsOf: KBTraitsProcess.packageRoot.appendingPathComponent(
        "\(Self.folder)/blade/cases/components-breeze-login.blade.php"),
      encoding: .utf8)
    try ConfigurationCommandTests.withFolder([
      "resources/views/auth/login.blade.php": login,
      "resources/views/profile.blade.php":
        "<form method=\"post\" action=\"/p\"><x-phone-field name=\"phone\" inputmode=\"tel\" />"
        + "</form>\n",
    ]) { directory, folder in
      let lint = try KBTraitsProcess.run(
        ["lint", "--no-color", "resources/views/auth/login.blade.php"], in: folder)
      #expect(lint.status == 1, "\(lint.standardError)")
      #expect(
        lint.standardOutput.contains(
          "resources/views/auth/login.blade.php:12:13"), "\(lint.standardOutput)")
      #expect(lint.standardOutput.contains("password-autocomplete"), "\(lint.standardOutput)")
      let outcome = try KBTraitsProcess.run(["init"], in: folder)
      #expect(outcome.status == 0, "\(outcome.standardError)")
      #expect(
        outcome.standardOutput.contains(
          "Read 2 template files with components: 1 component receives keyboard props (1 use)"),
        "\(outcome.standardOutput)")
      let written = try String(contentsOfFile: directory.path(".kbtraits.yml"), encoding: .utf8)
      #expect(
        written.contains("#   x-phone-field: { element: input, type: tel }  # 1 use in 1 file"))
      #expect(!written.contains("x-text-input:"))
      // Turning the default off makes lint stop reading it, and init propose it.
      try "components:\n  x-text-input: none\n".write(
        toFile: directory.path(".kbtraits.yml"), atomically: true, encoding: .utf8)
      let off = try KBTraitsProcess.run(
        ["lint", "--no-color", "resources/views/auth/login.blade.php"], in: folder)
      #expect(!off.standardOutput.contains("password-autocomplete"), "\(off.standardOutput)")
    }
  }
}
