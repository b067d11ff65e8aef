import Foundation
import Testing

/// `--rules-url` and `rules-url:`: rules link to documentation only at the address the user
/// gives, as `URL#<rule-id>`, and never to an address nobody owns.
@Suite("Rules URL")
struct RulesURLTests {
  /// The address earlier outputs linked to, which nobody owns; assembled so that a search of
  /// the repository for it finds only real uses.
  static let inventedAddress = "keyboardtraits" + "/" + "keyboardtraits"

  static let page = "https://example.test/docs/rules.md"

  /// The SARIF driver of `output`: its `informationUri` and each rule's id and `helpUri`.
  static func driver(_ output: String) throws -> (
    informationURI: String?, rules: [(id: String, helpURI: String?)]
  ) {
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let runs = try #require(log["runs"] as? [[String: Any]])
    let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    return (
      driver["informationUri"] as? String,
      rules.map { ($0["id"] as? String ?? "", $0["helpUri"] as? String) }
    )
  }

  @Test("lint --rules-url: every SARIF rule's helpUri is URL#<rule-id>")
  func lintOption() throws {
    let outcome = try KBTraitsProcess.run(
      ["lint", "Samples", "--format", "sarif", "--rules-url", Self.page])
    #expect(outcome.status == 1, "stderr: \(outcome.standardError)")
    let driver = try Self.driver(outcome.standardOutput)
    #expect(driver.informationURI == Self.page)
    #expect(!driver.rules.isEmpty)
    for rule in driver.rules { #expect(rule.helpURI == Self.page + "#" + rule.id) }
  }

  @Test("lint without a rules URL: no helpUri, no informationUri")
  func lintWithoutRulesURL() throws {
    let outcome = try KBTraitsProcess.run(["lint", "Samples", "--format", "sarif"])
    #expect(outcome.status == 1, "stderr: \(outcome.standardError)")
    let driver = try Self.driver(outcome.standardOutput)
    #expect(driver.informationURI == nil)
    #expect(!driver.rules.isEmpty)
    #expect(driver.rules.allSatisfy { $0.helpURI == nil })
  }

  @Test("rules-url: in .kbtraits.yml links the rules; --rules-url wins over it")
  func configurationKey() throws {
    try LintCommandTests.withFolder([
      ".kbtraits.yml":
        "extends: recommended\nrules-url: https://docs.example/kbtraits/rules.html\n",
      "bad.html": LintCommandTests.oneError,
    ]) { folder in
      let configured = try KBTraitsProcess.run(
        ["lint", "--format", "sarif", "bad.html"], in: folder)
      #expect(configured.status == 1, "stderr: \(configured.standardError)")
      let fromFile = try Self.driver(configured.standardOutput)
      #expect(fromFile.informationURI == "https://docs.example/kbtraits/rules.html")
      #expect(
        fromFile.rules.allSatisfy {
          $0.helpURI == "https://docs.example/kbtraits/rules.html#" + $0.id
        })
      let overridden = try KBTraitsProcess.run(
        ["lint", "--format", "sarif", "--rules-url", Self.page, "bad.html"], in: folder)
      let fromOption = try Self.driver(overridden.standardOutput)
      #expect(fromOption.informationURI == Self.page)
      #expect(fromOption.rules.allSatisfy { $0.helpURI == Self.page + "#" + $0.id })
    }
  }

  @Test("a bad rules-url: exits 2 naming the file, line and key")
  func badConfigurationValue() throws {
    try LintCommandTests.withFolder([
      "site/.kbtraits.yml": "extends: recommended\nrules-url: docs/rules.md\n",
      "site/bad.html": LintCommandTests.oneError,
    ]) { folder in
      let outcome = try KBTraitsProcess.run(["lint", "--format", "sarif", "site"], in: folder)
      #expect(outcome.status == 2)
      #expect(outcome.standardOutput.isEmpty)
      #expect(
        outcome.standardError.contains(
          "site/.kbtraits.yml:2:12: rules-url: 'docs/rules.md' is not an absolute http or https "
            + "URL"),
        "stderr: \(outcome.standardError)")
    }
  }

  @Test(
    "a bad --rules-url exits 2 and says why",
    arguments: [
      (["lint", "Samples", "--rules-url", "docs/rules.md"], "not an absolute http or https URL"),
      (["lint", "Samples", "--rules-url", "https://example.test/rules.md#x"], "has a fragment"),
      (
        ["report", "Samples", "--output", "-", "--rules-url", "ftp://example.test/"],
        "not an absolute http or https URL"
      ),
    ])
  func badOption(arguments: [String], reason: String) throws {
    let outcome = try KBTraitsProcess.run(arguments)
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("--rules-url"), "stderr: \(outcome.standardError)")
    #expect(outcome.standardError.contains(reason), "stderr: \(outcome.standardError)")
  }

  @Test("two configurations naming different pages exit 2 unless --rules-url decides")
  func conflictingConfigurations() throws {
    try LintCommandTests.withFolder([
      "a/.kbtraits.yml": "rules-url: https://a.example/rules.md\n",
      "a/bad.html": LintCommandTests.oneError,
      "b/.kbtraits.yml": "rules-url: https://b.example/rules.md\n",
      "b/bad.html": LintCommandTests.oneError,
    ]) { folder in
      let conflict = try KBTraitsProcess.run(["lint", "--format", "sarif", "a", "b"], in: folder)
      #expect(conflict.status == 2)
      #expect(conflict.standardError.contains("b/.kbtraits.yml:1:1: rules-url:"))
      #expect(conflict.standardError.contains("a/.kbtraits.yml"))
      let decided = try KBTraitsProcess.run(
        ["lint", "--format", "sarif", "--rules-url", Self.page, "a", "b"], in: folder)
      #expect(decided.status == 1, "stderr: \(decided.standardError)")
      #expect(try Self.driver(decided.standardOutput).informationURI == Self.page)
    }
  }

  @Test("report --rules-url: Markdown rule ids link to URL#<rule-id>; HTML stays self-contained")
  func reportOption() throws {
    let markdown = try KBTraitsProcess.run(
      ["report", "Samples", "--format", "markdown", "--output", "-", "--rules-url", Self.page])
    #expect(markdown.status == 0, "stderr: \(markdown.standardError)")
    #expect(
      markdown.standardOutput.contains(
        "[password-autocomplete](\(Self.page)#password-autocomplete)"))
    #expect(!markdown.standardOutput.contains("](#rule-"))
    #expect(!markdown.standardOutput.contains("\n## Rules\n"))
    #expect(
      markdown.standardOutput.hasSuffix("Rules are documented at [\(Self.page)](\(Self.page)).\n"))
    let html = try KBTraitsProcess.run(
      ["report", "Samples", "--format", "html", "--output", "-", "--rules-url", Self.page])
    #expect(html.status == 0, "stderr: \(html.standardError)")
    #expect(!html.standardOutput.contains("example.test"))
    #expect(html.standardOutput.contains("href=\"#rule-password-autocomplete\""))
    #expect(
      html.standardOutput.contains("<section class=\"rule-doc\" id=\"rule-password-autocomplete\">")
    )
  }

  /// Every output the CLI writes: each lint format and each report format over `Samples`, with
  /// and without a rules URL, and the rule catalogue commands.
  static let everyOutput: [[String]] = {
    var commands: [[String]] = []
    for format in ["text", "json", "sarif", "github", "junit", "checkstyle"] {
      commands.append(["lint", "Samples", "--format", format])
      commands.append(["lint", "Samples", "--format", format, "--rules-url", page])
    }
    for format in ["html", "markdown", "json", "csv"] {
      commands.append(["report", "Samples", "--format", format, "--output", "-"])
      commands.append(
        ["report", "Samples", "--format", format, "--output", "-", "--rules-url", page])
    }
    commands += [
      ["rules"], ["rules", "--format", "json"], ["rules", "--format", "markdown"],
      ["explain", "password-autocomplete"],
    ]
    return commands
  }()

  @Test(
    "no output of any format links to the invented project address or any GitHub address",
    arguments: everyOutput)
  func noInventedAddress(arguments: [String]) throws {
    let outcome = try KBTraitsProcess.run(arguments)
    #expect([0, 1].contains(outcome.status), "stderr: \(outcome.standardError)")
    #expect(!outcome.standardOutput.isEmpty)
    let text = outcome.standardOutput.lowercased()
    #expect(!text.contains(Self.inventedAddress))
    #expect(!text.contains("github.com"))
    // With a rules URL, that is the only documentation address there is.
    if !arguments.contains("--rules-url") { #expect(!text.contains("example.test")) }
  }
}
