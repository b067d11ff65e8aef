import Foundation
import TestHelpers
import Testing

/// Configuration as ESLint and SwiftLint users expect it (issue 10): nested files cascade, each
/// file is linted once under its own folder's configuration, every scanning command reads the
/// same configuration and ignore files, `init` and `--print-config`, every error at once, and
/// the level words people type.
@Suite("Configuration: cascade, shared flags, init, --print-config")
struct ConfigurationCommandTests {
  /// One inputmode-invalid error (and nothing else a recommended run reports).
  static let oneError = LintCommandTests.oneError

  /// A temporary folder holding `files`, removed after `body`.
  static func withFolder(
    _ files: [String: String], _ body: (TemporaryDirectory, URL) throws -> Void
  ) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for (name, text) in files { try directory.write(name, text) }
    try body(directory, URL(fileURLWithPath: directory.path))
  }

  /// `(path, rule, severity)` of every finding in a `show` or `lint` JSON output, sorted.
  static func findings(_ json: String) throws -> [String] {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let files = try #require(object["files"] as? [[String: Any]])
    return files.flatMap { file -> [String] in
      // lint shows paths relative to the working directory (`a.html`), show as walked (`./a.html`).
      var path = file["path"] as? String ?? "?"
      if path.hasPrefix("./") { path.removeFirst(2) }
      let diagnostics = file["diagnostics"] as? [[String: Any]] ?? []
      return diagnostics.map { "\(path) \($0["rule"] ?? "?") \($0["severity"] ?? "?")" }
    }.sorted()
  }

  /// The JSON output's `summary`.
  static func summary(_ json: String) throws -> [String: Any] {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    return try #require(object["summary"] as? [String: Any])
  }

  @Test("lint . honours a nested sub/.kbtraits.yml, merged over the one above")
  func nestedConfigurationCascades() throws {
    try Self.withFolder([
      ".kbtraits.yml": "rules:\n  inputmode-invalid: warning\n",
      "top.html": Self.oneError,
      "sub/.kbtraits.yml": "rules:\n  inputmode-invalid: off\n",
      "sub/w.html": Self.oneError,
      "sub/deep/x.html": Self.oneError,
      "other/y.html": Self.oneError,
    ]) { _, folder in
      let outcome = try KBTraitsProcess.run(["lint", "--format", "json", "."], in: folder)
      #expect(
        try Self.findings(outcome.standardOutput) == [
          "other/y.html inputmode-invalid warning", "top.html inputmode-invalid warning",
        ])
      #expect(outcome.status == 0, "\(outcome.standardError)")
    }
  }

  @Test("root: true stops the cascade; nearer files win key by key")
  func rootStopsCascade() throws {
    try Self.withFolder([
      ".kbtraits.yml": "extends: strict\nrules:\n  inputmode-invalid: off\n",
      "app/.kbtraits.yml": "root: true\n",
      "app/page.html": Self.oneError,
      "lib/.kbtraits.yml": "rules:\n  input-missing-label: off\n",
      "lib/page.html": Self.oneError,
    ]) { _, folder in
      let outcome = try KBTraitsProcess.run(
        ["lint", "--format", "json", "app", "lib"], in: folder)
      let found = try Self.findings(outcome.standardOutput)
      // app/ ignores the file above it: the error is back.
      #expect(found.contains("app/page.html inputmode-invalid error"))
      // lib/ keeps the file above it (the rule stays off) and adds its own setting.
      #expect(!found.contains { $0.hasPrefix("lib/page.html inputmode-invalid") })
      let printed = try KBTraitsProcess.run(
        ["lint", "--print-config", "lib/page.html"], in: folder)
      #expect(printed.standardOutput.contains("extends: strict  # .kbtraits.yml:1\n"))
      #expect(
        printed.standardOutput.contains("  input-missing-label: off  # lib/.kbtraits.yml:2\n"))
    }
  }

  @Test("lint . sub/w.html lints each file once, under the file's own configuration")
  func eachFileOnce() throws {
    try Self.withFolder([
      "a.html": Self.oneError,
      "sub/.kbtraits.yml": "rules:\n  inputmode-invalid: note\n",
      "sub/w.html": Self.oneError,
    ]) { _, folder in
      for command in ["lint", "show"] {
        let outcome = try KBTraitsProcess.run(
          [command, "--format", "json", ".", "sub/w.html"], in: folder)
        let summary = try Self.summary(outcome.standardOutput)
        #expect(summary["files"] as? Int == 2, "\(command)")
        #expect(summary["duplicatesSkipped"] as? Int == 1, "\(command)")
        #expect(
          try Self.findings(outcome.standardOutput) == [
            "a.html inputmode-invalid error", "sub/w.html inputmode-invalid note",
          ], "\(command)")
      }
    }
  }

  @Test("show, lint and report read the same configuration and ignore files")
  func everyCommandAgrees() throws {
    try Self.withFolder([
      ".kbtraits.yml": "exclude: [vendor/]\nrules:\n  input-missing-label: off\n",
      ".kbtraitsignore": "drafts/\n",
      "page.html": "<form action=/s><input name=code inputmode=number></form>\n",
      "vendor/lib.html": Self.oneError,
      "drafts/new.html": Self.oneError,
    ]) { _, folder in
      let lint = try KBTraitsProcess.run(["lint", "--format", "json", "."], in: folder)
      let show = try KBTraitsProcess.run(["show", "--format", "json", "."], in: folder)
      let lintFindings = try Self.findings(lint.standardOutput)
      #expect(lintFindings == (try Self.findings(show.standardOutput)))
      #expect(lintFindings.contains("page.html inputmode-invalid error"))
      #expect(!lintFindings.contains { $0.contains("input-missing-label") })
      let report = try KBTraitsProcess.run(
        ["report", "--format", "csv", "--output", "-", "."], in: folder)
      #expect(report.status == 0, "\(report.standardError)")
      for output in [lint.standardOutput, show.standardOutput, report.standardOutput] {
        #expect(!output.contains("vendor/"))
        #expect(!output.contains("drafts/"))
        #expect(!output.contains("input-missing-label"))
      }
      #expect(report.standardOutput.contains("inputmode-invalid"))
    }
  }

  @Test(
    "--config, --no-config and --no-ignore work the same for show, lint and report",
    arguments: ["show", "lint", "report"])
  func sharedFlags(command: String) throws {
    try Self.withFolder([
      ".kbtraits.yml": "rules:\n  inputmode-invalid: off\n",
      ".kbtraitsignore": "ignored.html\n",
      "ci.yml": "rules:\n  inputmode-invalid: note\n",
      "page.html": Self.oneError,
      "ignored.html": Self.oneError,
    ]) { _, folder in
      let format =
        command == "report" ? ["--format", "json", "--output", "-"] : ["--format", "json"]
      func run(_ flags: [String]) throws -> String {
        let outcome = try KBTraitsProcess.run([command] + format + flags + ["."], in: folder)
        #expect(outcome.status != 2, "\(command) \(flags): \(outcome.standardError)")
        return outcome.standardOutput
      }
      #expect(!(try run([])).contains("inputmode-invalid"))
      let explicit = try run(["--config", "ci.yml"])
      #expect(
        explicit.contains(#""severity": "note""#) || explicit.contains(#""severity" : "note""#))
      #expect(try run(["--no-config"]).contains("inputmode-invalid"))
      #expect(!(try run(["--no-config"])).contains("ignored.html"))
      #expect(try run(["--no-config", "--no-ignore"]).contains("ignored.html"))
      let clash = try KBTraitsProcess.run(
        [command, "--config", "ci.yml", "--no-config", "."], in: folder)
      #expect(clash.status == 2)
      #expect(clash.standardError.contains("--no-config"))
    }
  }

  @Test(
    "every configuration error is shown as file:line:col: message, exit 2",
    arguments: ["show", "lint", "report"])
  func everyError(command: String) throws {
    try Self.withFolder([
      "a/.kbtraits.yml": "rulez: {}\nrules:\n  inputmode-invalid: wrn\n",
      "a/page.html": Self.oneError,
      "b/.kbtraits.yml": "extends: strickt\n",
      "b/page.html": Self.oneError,
    ]) { _, folder in
      let outcome = try KBTraitsProcess.run([command, "a", "b"], in: folder)
      #expect(outcome.status == 2)
      #expect(outcome.standardOutput.isEmpty)
      let lines = outcome.standardError.split(separator: "\n").map(String.init)
      #expect(
        Array(lines.prefix(3)) == [
          "a/.kbtraits.yml:1:1: rulez: unknown key; did you mean 'rules'?",
          "a/.kbtraits.yml:3:22: rules.inputmode-invalid: unknown level 'wrn'; did you mean "
            + "'warn'? Valid levels: off, note, warning or error, or the aliases warn, info, "
            + "none, ignore, false, 0, 1, 2",
          "b/.kbtraits.yml:1:10: extends: unknown preset 'strickt'; did you mean 'strict'?",
        ])
      #expect(lines.last == "error: the configuration has 3 problems; fix it and run again")
    }
  }

  @Test("level aliases: warn, info, none/ignore/false, and ESLint's 0/1/2 (quoted too)")
  func levelAliases() throws {
    let rules = [
      "inputmode-invalid: warn", "input-missing-label: \"0\"", "autocomplete-unknown-token: 1",
      "search-key-needs-form-action: info", "enterkeyhint-suggest: none",
      "autocomplete-empty: ignore", "autocomplete-fake-off: false", "otp-autocomplete: 2",
    ]
    try Self.withFolder([
      ".kbtraits.yml": "rules:\n" + rules.map { "  \($0)\n" }.joined(),
      "page.html": Self.oneError,
    ]) { _, folder in
      let outcome = try KBTraitsProcess.run(["lint", "--format", "json", "page.html"], in: folder)
      #expect(outcome.status == 0, "\(outcome.standardError)")
      #expect(try Self.findings(outcome.standardOutput) == ["page.html inputmode-invalid warning"])
    }
  }

  @Test("init writes a starter that parses, refuses to overwrite, and --force replaces it")
  func initCommand() throws {
    try Self.withFolder(["page.html": Self.oneError]) { directory, folder in
      let first = try KBTraitsProcess.run(["init"], in: folder)
      #expect(first.status == 0, "\(first.standardError)")
      let written = try String(contentsOfFile: directory.path(".kbtraits.yml"), encoding: .utf8)
      #expect(written.contains("extends: recommended"))
      #expect(written.contains("# root: true"))
      // The starter changes nothing: lint runs (exit 1 for the page's error), no config error.
      let lint = try KBTraitsProcess.run(["lint", "page.html"], in: folder)
      #expect(lint.status == 1, "\(lint.standardError)")
      try "extends: strict\n".write(
        toFile: directory.path(".kbtraits.yml"), atomically: false, encoding: .utf8)
      let again = try KBTraitsProcess.run(["init"], in: folder)
      #expect(again.status == 2)
      #expect(again.standardError.contains("--force"))
      #expect(
        try String(contentsOfFile: directory.path(".kbtraits.yml"), encoding: .utf8)
          == "extends: strict\n")
      let forced = try KBTraitsProcess.run(["init", "--force"], in: folder)
      #expect(forced.status == 0)
      #expect(
        try String(contentsOfFile: directory.path(".kbtraits.yml"), encoding: .utf8) == written)
    }
  }

  @Test("lint --print-config FILE prints the merged configuration with each value's source")
  func printConfig() throws {
    try Self.withFolder([
      ".kbtraits.yml": "exclude: [vendor/]\nbase-url: https://shop.example/\n",
      "sub/.kbtraits.yml": "extends: strict\nrules:\n  inputmode-invalid: off\n",
      "sub/w.html": Self.oneError,
    ]) { directory, folder in
      let outcome = try KBTraitsProcess.run(["lint", "--print-config", "sub/w.html"], in: folder)
      #expect(outcome.status == 0, "\(outcome.standardError)")
      let text = outcome.standardOutput
      #expect(
        text.hasPrefix(
          "# The configuration for sub/w.html: merged from sub/.kbtraits.yml, .kbtraits.yml "
            + "(nearest first).\n"))
      #expect(text.contains("extends: strict  # sub/.kbtraits.yml:1\n"))
      #expect(text.contains("base-url: \"https://shop.example/\"  # .kbtraits.yml:2\n"))
      #expect(text.contains("  - \"vendor/\"  # .kbtraits.yml:1\n"))
      #expect(text.contains("  inputmode-invalid: off  # sub/.kbtraits.yml:3\n"))
      #expect(text.contains("platforms: [ios, android, firefox-android]  # default\n"))
      // What it prints is a configuration the loader reads back.
      try directory.write("printed/.kbtraits.yml", text)
      try directory.write("printed/w.html", Self.oneError)
      let reread = try KBTraitsProcess.run(["lint", "printed/w.html"], in: folder)
      #expect(reread.status == 0, "\(reread.standardError)")
      let defaults = try KBTraitsProcess.run(
        ["lint", "--no-config", "--print-config", "sub/w.html"], in: folder)
      #expect(defaults.standardOutput.contains("extends: recommended  # default\n"))
    }
  }
}
