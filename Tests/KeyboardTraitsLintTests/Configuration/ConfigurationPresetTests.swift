import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

@Suite("Configuration presets → LintConfiguration")
struct ConfigurationPresetTests {
  private var offByDefault: [any Rule.Type] {
    RuleRegistry.all.filter { !$0.description.isEnabledByDefault }
  }
  private var notes: [any Rule.Type] {
    RuleRegistry.all.filter { $0.description.severity == .note }
  }

  private func ids(of linter: Linter) -> Set<String> { Set(linter.rules.map { $0.id }) }

  @Test("recommended with no rules is the linter's default")
  func recommendedIsDefault() {
    let configuration = KBTraitsConfiguration().lintConfiguration
    #expect(configuration == LintConfiguration())
    let expected = Set(RuleRegistry.all.filter { $0.description.isEnabledByDefault }.map { $0.id })
    #expect(ids(of: Linter(configuration: configuration)) == expected)
  }

  @Test("strict runs every rule and raises notes to warnings")
  func strict() throws {
    try #require(!offByDefault.isEmpty && !notes.isEmpty, "the catalogue has both kinds")
    var configuration = KBTraitsConfiguration()
    configuration.extends = .strict
    let linter = Linter(configuration: configuration.lintConfiguration)
    #expect(ids(of: linter) == Set(RuleRegistry.ids))
    for (_, id, severity) in linter.rules {
      let type = try #require(RuleRegistry.rule(withID: id))
      let expected: Severity =
        type.description.severity == .note ? .warning : type.description.severity
      #expect(severity == expected, "\(id)")
    }
  }

  @Test("Rule levels override either preset")
  func overrides() throws {
    let offRule = try #require(offByDefault.first).id
    // Three different rules, or the dictionary below would repeat a key.
    let noteRule = try #require(notes.first { $0.id != offRule }).id
    let errorRule = try #require(
      RuleRegistry.all.first {
        $0.description.severity == .error && $0.description.isEnabledByDefault
          && $0.id != offRule && $0.id != noteRule
      }
    ).id
    for preset in KBTraitsConfiguration.Preset.allCases {
      var configuration = KBTraitsConfiguration()
      configuration.extends = preset
      configuration.rules = [offRule: .error, noteRule: .note, errorRule: .off]
      let linter = Linter(configuration: configuration.lintConfiguration)
      let severities = Dictionary(uniqueKeysWithValues: linter.rules.map { ($0.id, $0.severity) })
      #expect(severities[offRule] == .error, "\(preset)")
      #expect(severities[noteRule] == .note, "\(preset): an explicit note stays a note")
      #expect(severities[errorRule] == nil, "\(preset): off wins")
    }
  }

  @Test("Parsed text becomes the same LintConfiguration")
  func fromText() throws {
    let offRule = try #require(offByDefault.first).id
    let configuration = try ConfigurationLoader.parse(
      "rules:\n  \(offRule): warning\n  password-autocomplete: off\n", file: "x.yml")
    let lint = configuration.lintConfiguration
    #expect(lint.enabled == [offRule])
    #expect(lint.disabled == ["password-autocomplete"])
    #expect(lint.severities == [offRule: .warning])
    #expect(lint.only == nil)
  }
}

@Suite("Configuration platforms")
struct ConfigurationPlatformTests {
  @Test("platforms: [ios] switches off the rules that compare iOS with Android")
  func iOSOnly() throws {
    let configuration = try ConfigurationLoader.parse("platforms: [ios]\n", file: "t.yml")
    let lint = configuration.lintConfiguration
    for id in KBTraitsConfiguration.crossPlatformRules {
      let rule = try #require(RuleRegistry.rule(withID: id))
      #expect(!lint.isEnabled(rule.description), "\(id) should be off")
    }
    let both = try ConfigurationLoader.parse("platforms: [ios, android]\n", file: "t.yml")
    let divergence = try #require(RuleRegistry.rule(withID: "platform-divergence"))
    #expect(both.lintConfiguration.isEnabled(divergence.description))
  }

  @Test(
    "The cross-platform rules run only when both iOS and Chrome for Android are targeted",
    arguments: [
      ("[ios, android, firefox-android]", true), ("[ios, android]", true),
      ("[ios, firefox-android]", false), ("[android, firefox-android]", false),
      ("[firefox-android]", false), ("[android]", false),
    ])
  func crossPlatformRulesNeedIOSAndChrome(platforms: String, enabled: Bool) throws {
    let configuration = try ConfigurationLoader.parse(
      "platforms: \(platforms)\n", file: "t.yml")
    let lint = configuration.lintConfiguration
    for id in KBTraitsConfiguration.crossPlatformRules {
      let rule = try #require(RuleRegistry.rule(withID: id))
      #expect(lint.isEnabled(rule.description) == enabled, "\(id) under \(platforms)")
    }
  }

  @Test("firefox-android is a platform; the printed configuration lists platforms in order")
  func firefoxAndroid() throws {
    let configuration = try ConfigurationLoader.parse(
      "platforms: [firefox-android, ios]\n", file: "t.yml")
    #expect(configuration.platforms == [.firefoxAndroid, .ios])
    let yaml = ConfigurationCascade(files: [configuration]).annotatedYAML
    #expect(yaml.contains("platforms: [ios, firefox-android]  # t.yml:1\n"))
    #expect(yaml.contains("  platform-divergence: off  # t.yml:1\n"))
    // --platform wins, and the printed line says so.
    let overridden = ConfigurationCascade(files: [configuration])
      .annotatedYAML(platforms: [.ios, .android])
    #expect(overridden.contains("platforms: [ios, android]  # --platform\n"))
    #expect(overridden.contains("  platform-divergence: warning  # default\n"))
  }

  @Test("A misspelt platform gets the likely name, and the valid names are listed")
  func platformSuggestions() {
    #expect(TargetPlatform.suggestion(for: "iOS") == .ios)
    #expect(TargetPlatform.suggestion(for: "firefox") == .firefoxAndroid)
    #expect(TargetPlatform.suggestion(for: "andriod") == .android)
    #expect(TargetPlatform.suggestion(for: "windows") == nil)
    #expect(TargetPlatform.nameList == "ios, android or firefox-android")
    #expect(TargetPlatform.names == ["ios", "android", "firefox-android"])
  }
}
