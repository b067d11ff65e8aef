import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

private let file = "site/.kbtraits.yml"

private func parse(_ yaml: String) throws -> KBTraitsConfiguration {
  try ConfigurationLoader.parse(yaml, file: file)
}

/// Every error `parse` throws for `yaml`; empty when it succeeds.
private func parseErrors(_ yaml: String) -> [ConfigurationError] {
  do {
    _ = try ConfigurationLoader.parse(yaml, file: file)
    return []
  } catch {
    return error.errors
  }
}

/// The first error `parse` throws for `yaml`, or nil when it succeeds.
private func parseError(_ yaml: String) -> ConfigurationError? {
  parseErrors(yaml).first
}

@Suite("Configuration parsing")
struct ConfigurationParsingTests {
  @Test("An empty or comment-only file gives the defaults")
  func emptyFile() throws {
    for yaml in ["", "# nothing yet\n", "---\n", "~\n"] {
      var expected = KBTraitsConfiguration()
      expected.file = file
      #expect(try parse(yaml) == expected, "yaml: \(yaml.debugDescription)")
    }
    let defaults = KBTraitsConfiguration()
    #expect(defaults.extends == .recommended)
    #expect(defaults.platforms == [.ios, .android, .firefoxAndroid])
    #expect(defaults.rules.isEmpty && defaults.include.isEmpty && defaults.exclude.isEmpty)
    #expect(defaults.baseURL == nil && defaults.file == nil && !defaults.isRoot)
    #expect(defaults.rulesURL == nil)
  }

  @Test("Every key is read")
  func everyKey() throws {
    let configuration = try parse(
      """
      root: true
      extends: strict
      rules:
        password-autocomplete: error
        implicit-input-type: warning
        pattern-redundant-anchors: off
        otp-autocomplete: { severity: note }
        username-autocomplete:
          severity: warning
          options: {}
      include: ["**/*.leaf", "Resources/Views/"]
      exclude:
        - build/
        - "vendor/**/*.html"
      platforms: [ios]
      base-url: https://shop.example/account/
      rules-url: https://example.test/docs/rules.md
      """)
    #expect(configuration.isRoot)
    #expect(configuration.extends == .strict)
    #expect(
      configuration.rules == [
        "password-autocomplete": .error, "implicit-input-type": .warning,
        "pattern-redundant-anchors": .off, "otp-autocomplete": .note,
        "username-autocomplete": .warning,
      ])
    #expect(configuration.include == ["**/*.leaf", "Resources/Views/"])
    #expect(configuration.exclude == ["build/", "vendor/**/*.html"])
    #expect(configuration.platforms == [.ios])
    #expect(configuration.baseURL == "https://shop.example/account/")
    #expect(configuration.rulesURL?.page == "https://example.test/docs/rules.md")
    #expect(
      configuration.rulesURL?.link(forRule: "otp-autocomplete")
        == "https://example.test/docs/rules.md#otp-autocomplete")
    #expect(configuration.file == file)
    #expect(configuration.folder == "site")
  }

  @Test("Lenient shapes: a single string for a list, baseURL as an alias, empty values")
  func lenientShapes() throws {
    let configuration = try parse(
      """
      include: "*.leaf"
      exclude:
      platforms: android
      baseURL: "file:///srv/site/"
      rules:
      """)
    #expect(configuration.include == ["*.leaf"])
    #expect(configuration.exclude.isEmpty)
    #expect(configuration.platforms == [.android])
    #expect(configuration.baseURL == "file:///srv/site/")
    #expect(configuration.rules.isEmpty)
  }

  /// Each bad configuration with the exact message it gets.
  static let errorCases: [(yaml: String, message: String)] = [
    // Invalid YAML, with libyaml's line and column.
    (
      "rules:\n  a: [b\n",
      "site/.kbtraits.yml:3:1: invalid YAML: did not find expected ',' or ']', while parsing a "
        + "flow sequence at line 2, column 6"
    ),
    (
      "extends: strict\nextends: recommended\n",
      "site/.kbtraits.yml:1:1: duplicate key 'extends'; each key may appear once"
    ),
    // Wrong types.
    (
      "- rules\n",
      "site/.kbtraits.yml:1:1: expected a mapping of settings such as 'extends' and 'rules', "
        + "found a list"
    ),
    (
      "rules:\n  - password-autocomplete\n",
      "site/.kbtraits.yml:2:3: rules: rules must be a mapping of rule ids to levels, found a list"
    ),
    (
      "include: { a: b }\n",
      "site/.kbtraits.yml:1:10: include: include must be a list of strings, found a mapping"
    ),
    (
      "exclude: [build/, [x]]\n",
      "site/.kbtraits.yml:1:19: exclude[1]: expected a glob, found a list"
    ),
    (
      "exclude: [build/, '']\n",
      "site/.kbtraits.yml:1:19: exclude[1]: an empty glob matches nothing; remove it"
    ),
    (
      "extends: [strict]\n",
      "site/.kbtraits.yml:1:10: extends: expected a preset name, found a list"
    ),
    ("root: yes\n", "site/.kbtraits.yml:1:7: root: expected true or false, found 'yes'"),
    // Unknown keys, with the nearest valid name or the list of valid ones.
    ("rulez:\n", "site/.kbtraits.yml:1:1: rulez: unknown key; did you mean 'rules'?"),
    (
      "colour: red\n",
      "site/.kbtraits.yml:1:1: colour: unknown key; use base-url, baseURL, components, exclude, "
        + "extends, include, platforms, root, rules, rules-url, syntax or templates"
    ),
    (
      "rules:\n  password-autocomplete: { severty: error }\n",
      "site/.kbtraits.yml:2:28: rules.password-autocomplete.severty: unknown key; did you mean "
        + "'severity'?"
    ),
    // Unknown rule ids and levels.
    (
      "rules:\n  pasword-autocomplete: error\n",
      "site/.kbtraits.yml:2:3: rules.pasword-autocomplete: unknown rule id; did you mean "
        + "'password-autocomplete'?"
    ),
    (
      "rules:\n  no-such-thing: error\n",
      "site/.kbtraits.yml:2:3: rules.no-such-thing: unknown rule id; run `kbtraits rules` to list "
        + "them"
    ),
    (
      "rules:\n  password-autocomplete: warnign\n",
      "site/.kbtraits.yml:2:26: rules.password-autocomplete: unknown level 'warnign'; did you "
        + "mean 'warning'? Valid levels: off, note, warning or error, or the aliases warn, info, "
        + "none, ignore, false, 0, 1, 2"
    ),
    (
      "rules:\n  password-autocomplete: 3\n",
      "site/.kbtraits.yml:2:26: rules.password-autocomplete: unknown level '3'; valid levels: "
        + "off, note, warning or error, or the aliases warn, info, none, ignore, false, 0, 1, 2"
    ),
    (
      "rules:\n  password-autocomplete: severe\n",
      "site/.kbtraits.yml:2:26: rules.password-autocomplete: unknown level 'severe'; valid "
        + "levels: off, note, warning or error, or the aliases warn, info, none, ignore, false, "
        + "0, 1, 2"
    ),
    (
      "rules:\n  password-autocomplete: [error]\n",
      "site/.kbtraits.yml:2:26: rules.password-autocomplete: expected a level (off, note, warning, "
        + "error) or a mapping with 'severity', found a list"
    ),
    (
      "rules:\n  password-autocomplete:\n    severity: Error\n",
      "site/.kbtraits.yml:3:15: rules.password-autocomplete.severity: unknown level 'Error'; did "
        + "you mean 'error'? Valid levels: off, note, warning or error, or the aliases warn, "
        + "info, none, ignore, false, 0, 1, 2"
    ),
    // Options: no rule declares any.
    (
      "rules:\n  password-autocomplete:\n    options: { preferred: new-password }\n",
      "site/.kbtraits.yml:3:16: rules.password-autocomplete.options.preferred: rule "
        + "'password-autocomplete' takes no options; remove 'options'"
    ),
    (
      "rules:\n  password-autocomplete:\n    options: [a]\n",
      "site/.kbtraits.yml:3:14: rules.password-autocomplete.options: options must be a mapping, "
        + "found a list"
    ),
    // Presets, platforms, base URL.
    (
      "extends: recommend\n",
      "site/.kbtraits.yml:1:10: extends: unknown preset 'recommend'; did you mean 'recommended'?"
    ),
    (
      "extends: eslint:all\n",
      "site/.kbtraits.yml:1:10: extends: unknown preset 'eslint:all'; use recommended or strict"
    ),
    (
      "platforms: [ios, iOS]\n",
      "site/.kbtraits.yml:1:18: platforms[1]: unknown platform 'iOS'; did you mean 'ios'? The "
        + "platforms are ios, android, firefox-android"
    ),
    (
      "platforms: [windows]\n",
      "site/.kbtraits.yml:1:13: platforms[0]: unknown platform 'windows'; use ios, android or "
        + "firefox-android"
    ),
    (
      "platforms: []\n",
      "site/.kbtraits.yml:1:12: platforms: name at least one platform (ios, android, "
        + "firefox-android), or remove the key"
    ),
    (
      "base-url: shop.example/account\n",
      "site/.kbtraits.yml:1:11: base-url: 'shop.example/account' is not an absolute URL; write it "
        + "with a scheme and host, such as 'https://shop.example/'"
    ),
    (
      "base-url: /account/\n",
      "site/.kbtraits.yml:1:11: base-url: '/account/' is not an absolute URL; write it with a "
        + "scheme and host, such as 'https://shop.example/'"
    ),
    (
      "base-url: https:///x\n",
      "site/.kbtraits.yml:1:11: base-url: 'https:///x' is not an absolute URL; write it with a "
        + "scheme and host, such as 'https://shop.example/'"
    ),
    (
      "base-url: https://a.example/\nbaseURL: https://b.example/\n",
      "site/.kbtraits.yml:2:1: baseURL: the same setting as 'base-url'; keep only one of them"
    ),
    (
      "rules-url: docs/rules.md\n",
      "site/.kbtraits.yml:1:12: rules-url: 'docs/rules.md' is not an absolute http or https URL; "
        + "give the address of the page that documents the rules, such as "
        + "'https://example.com/docs/rules.md'"
    ),
    (
      "extends: strict\nrules-url: ftp://example.test/rules.md\n",
      "site/.kbtraits.yml:2:12: rules-url: 'ftp://example.test/rules.md' is not an absolute http "
        + "or https URL; give the address of the page that documents the rules, such as "
        + "'https://example.com/docs/rules.md'"
    ),
    (
      "rules-url: https://example.test/rules.md#top\n",
      "site/.kbtraits.yml:1:12: rules-url: 'https://example.test/rules.md#top' has a fragment "
        + "('#…'); give the page alone, since each rule links to the page followed by '#' and "
        + "the rule id"
    ),
    (
      "rules-url: [https://example.test/]\n",
      "site/.kbtraits.yml:1:12: rules-url: expected the URL of the page that documents the "
        + "rules, found a list"
    ),
    (
      "rule-url: https://example.test/\n",
      "site/.kbtraits.yml:1:1: rule-url: unknown key; did you mean 'rules-url'?"
    ),
  ]

  @Test("Every error names the file, the place, the key path and the fix", arguments: errorCases)
  func errors(yaml: String, message: String) {
    let error = parseError(yaml)
    #expect(error?.description == message, "yaml: \(yaml.debugDescription)")
    #expect(error?.file == file)
  }

  @Test("Error parts are available separately")
  func errorParts() throws {
    let error = try #require(parseError("rules:\n  pasword-autocomplete: error\n"))
    #expect(error.keyPath == "rules.pasword-autocomplete")
    #expect(error.message == "unknown rule id; did you mean 'password-autocomplete'?")
    #expect(error.line == 2 && error.column == 3)
    let bare = ConfigurationError(file: "a.yml", keyPath: "", message: "cannot read")
    #expect(bare.description == "a.yml: cannot read")
  }

  @Test(
    "Level aliases: warn, info, none, ignore, false and ESLint's 0, 1, 2 (also quoted)",
    arguments: [
      ("warn", KBTraitsConfiguration.RuleLevel.warning), ("info", .note), ("none", .off),
      ("ignore", .off), ("false", .off), ("0", .off), ("1", .warning), ("2", .error),
      ("\"0\"", .off), ("'1'", .warning), ("\"2\"", .error), ("warning", .warning),
    ])
  func levelAliases(written: String, level: KBTraitsConfiguration.RuleLevel) throws {
    let short = try parse("rules:\n  password-autocomplete: \(written)\n")
    #expect(short.rules["password-autocomplete"] == level)
    let long = try parse("rules:\n  otp-autocomplete: { severity: \(written) }\n")
    #expect(long.rules["otp-autocomplete"] == level)
  }

  @Test("Every problem in a file is reported, in document order, not only the first")
  func everyError() {
    let errors = parseErrors(
      """
      rulez: {}
      extends: strictest
      rules:
        pasword-autocomplete: error
        otp-autocomplete: wrn
        enterkeyhint-suggest: { severty: off }
      include: [ok/, '', [x]]
      platforms: [ios, windows]
      root: maybe
      """)
    #expect(
      errors.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.keyPath)" } == [
        "1:1 rulez", "2:10 extends", "4:3 rules.pasword-autocomplete",
        "5:21 rules.otp-autocomplete", "6:27 rules.enterkeyhint-suggest.severty", "7:16 include[1]",
        "7:20 include[2]", "8:18 platforms[1]", "9:7 root",
      ])
    let text = ConfigurationErrors(errors).description
    #expect(text.split(separator: "\n").count == errors.count)
    #expect(text.hasPrefix("site/.kbtraits.yml:1:1: rulez: unknown key; did you mean 'rules'?\n"))
  }

  @Test("Each setting records the file, line and column of its key")
  func sources() throws {
    let configuration = try parse(
      """
      extends: strict
      rules:
        password-autocomplete: off
        otp-autocomplete: { severity: note }
      exclude: [build/, vendor/]
      baseURL: https://shop.example/
      """)
    let described = configuration.sources.mapValues { "\($0.line):\($0.column)" }
    #expect(
      described == [
        "extends": "1:1", "rules.password-autocomplete": "3:3", "rules.otp-autocomplete": "4:3",
        "exclude[0]": "5:11", "exclude[1]": "5:19", "base-url": "6:1",
      ])
    #expect(configuration.sources["extends"]?.description == "site/.kbtraits.yml:1")
  }
}
