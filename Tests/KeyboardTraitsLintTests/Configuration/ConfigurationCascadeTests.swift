import Foundation
import TestHelpers
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

private func configuration(_ yaml: String, file: String) throws -> KBTraitsConfiguration {
  try ConfigurationLoader.parse(yaml, file: file)
}

@Suite("Configuration cascade: merging and resolving per folder")
struct ConfigurationCascadeTests {
  @Test("The nearer file wins key by key; rules merge per rule id")
  func mergesKeyByKey() throws {
    let outer = try configuration(
      """
      extends: strict
      rules:
        password-autocomplete: warning
        enterkeyhint-suggest: off
      platforms: [ios]
      base-url: https://outer.example/
      rules-url: https://docs.example/rules.md
      """, file: ".kbtraits.yml")
    let inner = try configuration(
      """
      rules:
        password-autocomplete: error
        otp-autocomplete: off
      base-url: https://inner.example/
      """, file: "site/.kbtraits.yml")
    let merged = ConfigurationCascade(files: [inner, outer]).settings
    #expect(merged.extends == .strict)
    #expect(
      merged.rules == [
        "password-autocomplete": .error, "enterkeyhint-suggest": .off, "otp-autocomplete": .off,
      ])
    #expect(merged.platforms == [.ios])
    #expect(merged.baseURL == "https://inner.example/")
    #expect(merged.rulesURL?.page == "https://docs.example/rules.md")
    #expect(merged.sources["extends"]?.description == ".kbtraits.yml:1")
    #expect(merged.sources["base-url"]?.description == "site/.kbtraits.yml:4")
    #expect(merged.sources["rules.password-autocomplete"]?.description == "site/.kbtraits.yml:2")
    #expect(merged.sources["rules.enterkeyhint-suggest"]?.description == ".kbtraits.yml:4")
    #expect(merged.include.isEmpty && merged.exclude.isEmpty && merged.file == nil)
  }

  @Test("A nearer file that sets extends or platforms replaces the farther value whole")
  func nearestSettingWins() throws {
    let outer = try configuration("extends: strict\nplatforms: [ios]\n", file: ".kbtraits.yml")
    let inner = try configuration(
      "extends: recommended\nplatforms: [ios, android]\n", file: "a/.kbtraits.yml")
    let merged = ConfigurationCascade(files: [inner, outer]).settings
    #expect(merged.extends == .recommended)
    #expect(merged.platforms == [.ios, .android])
    // The defaults when no file applies.
    #expect(ConfigurationCascade(files: []).settings == KBTraitsConfiguration())
  }

  @Test("root: true ends the cascade")
  func rootEndsCascade() throws {
    let outer = try configuration("rules:\n  otp-autocomplete: off\n", file: ".kbtraits.yml")
    let middle = try configuration("root: true\n", file: "a/.kbtraits.yml")
    let inner = try configuration("extends: strict\n", file: "a/b/.kbtraits.yml")
    let cascade = ConfigurationCascade(files: [inner, middle, outer])
    #expect(cascade.filePaths == ["a/b/.kbtraits.yml", "a/.kbtraits.yml"])
    #expect(cascade.settings.rules.isEmpty)
    #expect(cascade.settings.extends == .strict)
    #expect(cascade.settings.isRoot)
  }

  @Test("Every file's include and exclude apply, each relative to its own folder")
  func globsStayWithTheirFiles() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let outer = try configuration("exclude: [vendor/]\n", file: directory.path(".kbtraits.yml"))
    let inner = try configuration(
      "include: ['*.leaf']\nexclude: [drafts/]\n", file: directory.path("site/.kbtraits.yml"))
    let filters = ConfigurationCascade(files: [inner, outer]).globFilters
    #expect(filters.count == 2)
    let excluded = { (path: String) in
      filters.contains { $0.isExcluded(directory.path(path), isDirectory: false) }
    }
    #expect(excluded("site/vendor/a.html"))
    #expect(excluded("site/drafts/a.html"))
    #expect(!excluded("drafts/a.html"))  // the inner exclude is relative to site/
    #expect(filters.contains { $0.isIncluded(directory.path("site/page.leaf")) })
    #expect(!filters.contains { $0.isIncluded(directory.path("page.leaf")) })
  }

  @Test("The resolver walks up from each folder, merges, and stops at root: true")
  func resolvesPerFolder() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(".kbtraits.yml", "root: true\nrules:\n  otp-autocomplete: off\n")
    try directory.write("app/.kbtraits.yml", "extends: strict\n")
    try directory.write("app/legacy/.kbtraits.yml", "root: true\nplatforms: [ios]\n")
    try directory.makeDirectory("app/pages/deep")
    let resolver = ConfigurationResolver(lookup: .cascade)
    let deep = resolver.cascade(forFolder: directory.path("app/pages/deep"))
    #expect(deep.files.count == 2)
    #expect(deep.settings.extends == .strict)
    #expect(deep.settings.rules == ["otp-autocomplete": .off])
    let legacy = resolver.cascade(forFile: directory.path("app/legacy/page.html"))
    #expect(legacy.files.count == 1)
    #expect(legacy.settings.rules.isEmpty && legacy.settings.platforms == [.ios])
    #expect(resolver.errors.isEmpty)
  }

  @Test(
    "Files given alternately from different folders, however spelled, get their folder's cascade")
  func filesFromAlternatingFolders() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("a/.kbtraits.yml", "platforms: [ios]\n")
    try directory.write("b/.kbtraits.yml", "platforms: [android]\n")
    let resolver = ConfigurationResolver(lookup: .cascade)
    let a = directory.path("a/.kbtraits.yml")
    let b = directory.path("b/.kbtraits.yml")
    let expected: [(file: String, configuration: [String])] = [
      ("a/one.html", [a]), ("a/two.html", [a]), ("b/one.html", [b]), ("a/../b/two.html", [b]),
      ("b/../a/three.html", [a]), ("a//four.html", [a]), ("a/./five.html", [a]), ("top.html", []),
      ("b/three.html", [b]),
    ]
    for (file, configuration) in expected {
      #expect(
        resolver.cascade(forFile: directory.path(file)).filePaths == configuration,
        "\(file)")
    }
    #expect(resolver.errors.isEmpty)
  }

  @Test("The resolver reads each file once and remembers each folder")
  func cachesPerFolder() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("site/.kbtraits.yml", "extends: strict\n")
    try directory.makeDirectory("site/a/b")
    let resolver = ConfigurationResolver(lookup: .cascade)
    let first = resolver.cascade(forFolder: directory.path("site/a"))
    // Changing the file afterwards changes nothing for this resolver: it was read once.
    try directory.write("site/.kbtraits.yml", "extends: recommended\n")
    #expect(resolver.cascade(forFolder: directory.path("site/a/b")) == first)
    #expect(resolver.cascade(forFolder: directory.path("site/a")).settings.extends == .strict)
  }

  @Test("Problems in several files are all kept; a bad file is skipped so the walk goes on")
  func keepsEveryError() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(".kbtraits.yml", "rules:\n  otp-autocomplete: off\n")
    try directory.write("a/.kbtraits.yml", "rulez: 1\nextends: strickt\n")
    try directory.write("b/.kbtraits.yml", "platforms: [windows]\n")
    let resolver = ConfigurationResolver(lookup: .cascade)
    let a = resolver.cascade(forFolder: directory.path("a"))
    _ = resolver.cascade(forFolder: directory.path("b"))
    _ = resolver.cascade(forFolder: directory.path("a"))
    #expect(resolver.errors.map(\.keyPath) == ["rulez", "extends", "platforms[0]"])
    #expect(a.settings.rules == ["otp-autocomplete": .off])
  }

  @Test("--config replaces the cascade for every folder; --no-config gives the defaults")
  func explicitFileAndDefaults() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("site/.kbtraits.yml", "extends: strict\n")
    let chosen = try directory.write("ci.yml", "platforms: [android]\n")
    let explicit = ConfigurationResolver(lookup: .file(chosen))
    let cascade = explicit.cascade(forFolder: directory.path("site"))
    #expect(cascade.filePaths == [chosen])
    #expect(cascade.settings.extends == .recommended)
    let none = ConfigurationResolver(lookup: .defaults)
    #expect(none.cascade(forFolder: directory.path("site")).files.isEmpty)
    let missing = ConfigurationResolver(lookup: .file(directory.path("nope.yml")))
    _ = missing.cascade(forFolder: directory.path("site"))
    #expect(missing.errors.count == 1)
  }

  @Test("The annotated YAML names each value's file and line, or default, and reads back")
  func annotatedYAML() throws {
    let outer = try configuration(
      "exclude: [vendor/]\nrules:\n  otp-autocomplete: off\n", file: ".kbtraits.yml")
    let inner = try configuration(
      "platforms: [ios]\nrules:\n  otp-autocomplete: 2\n", file: "site/.kbtraits.yml")
    let yaml = ConfigurationCascade(files: [inner, outer]).annotatedYAML
    #expect(yaml.contains("extends: recommended  # default\n"))
    #expect(yaml.contains("platforms: [ios]  # site/.kbtraits.yml:1\n"))
    #expect(yaml.contains("  - \"vendor/\"  # .kbtraits.yml:1\n"))
    #expect(yaml.contains("  otp-autocomplete: error  # site/.kbtraits.yml:3\n"))
    // One platform turns the cross-platform rules off: the platforms line decided.
    #expect(yaml.contains("  platform-divergence: off  # site/.kbtraits.yml:1\n"))
    // Read back, it runs the same rules at the same severities.
    let readBack = try ConfigurationLoader.parse(yaml, file: "printed.yml")
    let running = { (configuration: KBTraitsConfiguration) in
      Linter(configuration: configuration.lintConfiguration).rules.map { "\($0.id) \($0.severity)" }
    }
    #expect(running(readBack) == running(ConfigurationCascade(files: [inner, outer]).settings))
  }

  @Test("The starter that `kbtraits init` writes parses and changes nothing")
  func starterParses() throws {
    let starter = try ConfigurationLoader.parse(ConfigurationTemplate.starter, file: "init.yml")
    var expected = KBTraitsConfiguration()
    expected.file = "init.yml"
    expected.sources = starter.sources
    #expect(starter == expected)
    #expect(starter.sources.keys.sorted() == ["extends"])
    for key in [
      "root", "extends", "rules", "include", "exclude", "platforms", "base-url",
      "rules-url", "syntax", "templates", "recommended", "strict",
    ] {
      #expect(ConfigurationTemplate.starter.contains(key), "the starter explains \(key)")
    }
  }

  @Test("A .kbtraits.yml in a folder whose name is not UTF-8 is found and read")
  func nonUTF8Folder() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // The folder's name is the byte 0xFF: its escaped form, `\xFF`, names no file on disk.
    let folder = try #require(directory.makeDirectory(rawName: [UInt8(ascii: "s"), 0xFF]))
    let yaml = Array("rules:\n  password-autocomplete: off\n".utf8)
    _ = try #require(
      directory.write(
        rawName: [UInt8(ascii: "s"), 0xFF] + Array("/.kbtraits.yml".utf8), bytes: yaml))
    #expect(folder.hasSuffix(#"/s\xFF"#))

    let resolver = ConfigurationResolver(lookup: .cascade)
    let cascade = resolver.cascade(forFile: folder + "/page.html")
    #expect(resolver.errors.isEmpty)
    #expect(cascade.filePaths == [folder + "/.kbtraits.yml"])
    #expect(cascade.settings.lintConfiguration.disabled.contains("password-autocomplete"))
    #expect(ConfigurationLoader.find(from: folder + "/page.html") == folder + "/.kbtraits.yml")
  }
}
