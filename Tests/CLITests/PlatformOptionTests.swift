import Foundation
import TestHelpers
import Testing

/// `--platform` and `platforms:` (issue 11): which platforms `show`, `report` and `lint` show,
/// whether the iOS-vs-Chrome rules run, and that JSON keeps all three.
@Suite("--platform and platforms:")
struct PlatformOptionTests {
  /// A ZIP field that opens the Number pad on iOS and QWERTY on Chrome (platform-divergence),
  /// for which Firefox differs from Chrome (it capitalises nothing), and an email field that
  /// Chrome and Firefox show alike.
  /// A password field with `inputmode="email"`, which Chrome then treats as no password
  /// (platform-divergence, a cross-platform rule), and an email field.
  static let divergentPage = """
    <form action="/in">
      <label>Password <input type="password" name="pw" inputmode="email" autocomplete="current-password"></label>
      <label>Email <input type="email" name="email" autocomplete="email"></label>
      <button>Sign in</button>
    </form>

    """

  static let page = """
    <form action="/ship">
      <input type="text" name="zip" pattern="[0-9]*" autocomplete="postal-code">
      <input type="email" name="email" autocomplete="email">
      <button>Ship</button>
    </form>

    """

  static func withFolder(
    _ files: [String: String], _ body: (URL) throws -> Void
  ) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for (name, text) in files { try directory.write(name, text) }
    try body(URL(fileURLWithPath: directory.path))
  }

  /// The platform names of `show`'s rows, in order, over every field.
  static func rowPlatforms(_ output: String) -> [String] {
    output.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("              ") else { return nil }
      return line.split(separator: " ").first.map(String.init)
    }
  }

  @Test(
    "show has a row per platform asked for, however --platform is written",
    arguments: [
      (["--platform", "ios"], ["iPhone", "iPhone"]),
      (["--platform", "android"], ["Chrome", "Chrome"]),
      (["--platform", "firefox-android"], ["Firefox", "Firefox"]),
      (["--platform", "ios,android"], ["iPhone", "Chrome", "iPhone", "Chrome"]),
      (
        ["--platform", "ios", "--platform", "firefox-android"],
        ["iPhone", "Firefox", "iPhone", "Firefox"]
      ),
      (["--platform", "android, firefox-android"], ["Chrome", "Firefox", "Chrome"]),
      // Without --platform: all three, Firefox only where it differs from Chrome.
      ([], ["iPhone", "Chrome", "Firefox", "iPhone", "Chrome"]),
    ])
  func showRows(arguments: [String], rows: [String]) throws {
    try Self.withFolder(["a.html": Self.page]) { folder in
      let outcome = try KBTraitsProcess.run(["show", "a.html"] + arguments, in: folder)
      #expect(outcome.status == 0, "\(outcome.standardError)")
      #expect(Self.rowPlatforms(outcome.standardOutput) == rows, "\(outcome.standardOutput)")
    }
  }

  @Test(
    "an unknown platform is a usage error that lists the valid names",
    arguments: [
      ["show", "--platform", "windows", "a.html"],
      ["lint", "--platform", "ios,chrome", "a.html"],
      ["report", "--platform", "iOS", "--format", "csv", "--output", "-", "a.html"],
      ["show", "--platform", ",", "a.html"],
    ])
  func unknownPlatform(arguments: [String]) throws {
    try Self.withFolder(["a.html": Self.page]) { folder in
      let outcome = try KBTraitsProcess.run(arguments, in: folder)
      #expect(outcome.status == 2)
      #expect(outcome.standardError.contains("ios, android, firefox-android"))
      #expect(outcome.standardOutput.isEmpty)
      if arguments.contains("iOS") { #expect(outcome.standardError.contains("'ios'")) }
    }
  }

  @Test("platforms: in .kbtraits.yml chooses the rows and the rules; --platform wins over it")
  func configurationAndOption() throws {
    try Self.withFolder([".kbtraits.yml": "platforms: [android]\n", "a.html": Self.divergentPage]) {
      folder in
      let configured = try KBTraitsProcess.run(["show", "a.html"], in: folder)
      #expect(Self.rowPlatforms(configured.standardOutput) == ["Chrome", "Chrome"])
      #expect(!configured.standardOutput.contains("platform-divergence"))

      let overridden = try KBTraitsProcess.run(
        ["show", "a.html", "--platform", "ios,android"], in: folder)
      #expect(
        Self.rowPlatforms(overridden.standardOutput) == ["iPhone", "Chrome", "iPhone", "Chrome"])
      #expect(overridden.standardOutput.contains("[platform-divergence]"))

      let printed = try KBTraitsProcess.run(
        ["lint", "--print-config", "a.html", "--platform", "ios"], in: folder)
      #expect(printed.standardOutput.contains("platforms: [ios]  # --platform\n"))
    }
  }

  @Test("a wrong platforms: value stops the run with exit 2 and the valid names")
  func configurationError() throws {
    try Self.withFolder([".kbtraits.yml": "platforms: [ios, chrome]\n", "a.html": Self.page]) {
      folder in
      let outcome = try KBTraitsProcess.run(["show", "a.html"], in: folder)
      #expect(outcome.status == 2)
      #expect(
        outcome.standardError.contains(
          ".kbtraits.yml:1:18: platforms[1]: unknown platform 'chrome'; use ios, android or "
            + "firefox-android"), "\(outcome.standardError)")
    }
  }

  @Test(
    "lint runs the iOS-vs-Chrome rules only when both ios and android are targeted",
    arguments: [
      ([String](), true), (["--platform", "ios,android"], true), (["--platform", "ios"], false),
      (["--platform", "ios,firefox-android"], false), (["--platform", "android"], false),
    ])
  func crossPlatformRules(arguments: [String], reported: Bool) throws {
    try Self.withFolder(["a.html": Self.divergentPage]) { folder in
      let outcome = try KBTraitsProcess.run(["lint", "a.html"] + arguments, in: folder)
      #expect(outcome.status != 2, "\(outcome.standardError)")
      #expect(outcome.standardOutput.contains("[platform-divergence]") == reported)
    }
  }

  @Test("JSON carries ios, android and firefoxAndroid whatever --platform says")
  func jsonKeepsEveryPlatform() throws {
    try Self.withFolder(["a.html": Self.page]) { folder in
      for command in [["show"], ["lint"], ["report", "--output", "-"]] {
        let outcome = try KBTraitsProcess.run(
          command + ["--format", "json", "--platform", "ios", "a.html"], in: folder)
        let object = try #require(
          try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8))
            as? [String: Any])
        let files = try #require(object["files"] as? [[String: Any]])
        let field = try #require((files.first?["fields"] as? [[String: Any]])?.first)
        for key in ["ios", "android", "firefoxAndroid"] {
          #expect(field[key] is [String: Any], "\(command) lost \(key)")
        }
      }
    }
  }

  @Test("report's CSV and Markdown have the columns of the platforms asked for")
  func reportColumns() throws {
    try Self.withFolder(["a.html": Self.page]) { folder in
      func header(_ arguments: [String]) throws -> [String] {
        let outcome = try KBTraitsProcess.run(
          ["report", "--format", "csv", "--output", "-", "a.html"] + arguments, in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        // "\r\n" is one Character: the header ends at the first.
        let line = outcome.standardOutput.prefix { $0 != "\r\n" }
        return line.split(separator: ",").map(String.init)
      }
      let all = try header([])
      let androidColumns = [
        "Keyboard", "InputType", "InputClass", "InputVariation", "InputFlags", "ImeAction",
      ]
      #expect(
        Array(all.suffix(15))
          == ["inlinePredictionType"] + androidColumns.map { "android" + $0 }
          + androidColumns.map { "firefoxAndroid" + $0 } + ["findings", "severities"])
      let android = try header(["--platform", "android"])
      #expect(!android.contains("keyboardType") && android.contains("androidInputType"))
      #expect(!android.contains("firefoxAndroidKeyboard"))

      let markdown = try KBTraitsProcess.run(
        ["report", "--format", "markdown", "--output", "-", "a.html"], in: folder)
      #expect(markdown.standardOutput.contains("| iPhone keyboard |"))
      #expect(markdown.standardOutput.contains("| Android keyboard |"))
      #expect(markdown.standardOutput.contains("| ≠ QWERTY with a Next key |"))
      let iOSOnly = try KBTraitsProcess.run(
        ["report", "--format", "markdown", "--output", "-", "--platform", "ios", "a.html"],
        in: folder)
      #expect(!iOSOnly.standardOutput.contains("Android keyboard"))
    }
  }

  @Test("SARIF names each field's keyboards for the platforms asked for, and stays valid")
  func sarifKeyboards() throws {
    try Self.withFolder(["a.html": Self.page]) { folder in
      let outcome = try KBTraitsProcess.run(
        ["lint", "--format", "sarif", "--platform", "ios,firefox-android", "a.html"], in: folder)
      try LintOutputTests.validateSARIF(outcome.standardOutput)
      let log = try #require(
        try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8))
          as? [String: Any])
      let results = try #require(
        (log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
      try #require(!results.isEmpty)
      for result in results {
        let keyboards = try #require(
          (result["properties"] as? [String: Any])?["keyboards"] as? [String: String])
        #expect(Set(keyboards.keys) == ["ios", "firefoxAndroid"])
      }
    }
  }
}
