import Foundation
import Testing

/// `kbtraits lint` as CI runs it: exit codes, configuration, ignore files, suppressions,
/// baseline, standard input, several outputs and --fix.
@Suite("kbtraits lint")
struct LintCommandTests {
  /// A page with one error (inputmode-invalid) and nothing else a recommended run reports.
  static let oneError = """
    <form action="/signup"><label>Code <input name="invite" inputmode="number" \
    autocomplete="off"></label><button>Join</button></form>

    """
  static let clean = """
    <form action="/signup"><label>Email <input type="email" name="email" \
    autocomplete="email"></label><button>Join</button></form>

    """

  /// A fresh folder with `files` (relative path → contents), removed after `body`.
  static func withFolder(
    _ files: [String: String], _ body: (URL) throws -> Void
  ) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbtraits-lint-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (path, contents) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: url, atomically: false, encoding: .utf8)
    }
    try body(folder)
  }

  @Test("exit 0 for a clean page, 1 for an error, with a gcc-style line and a code frame")
  func exitCodes() throws {
    try Self.withFolder(["ok.html": Self.clean, "bad.html": Self.oneError]) { folder in
      let clean = try KBTraitsProcess.run(["lint", "ok.html"], in: folder)
      #expect(clean.status == 0, "\(clean.standardOutput)")
      let bad = try KBTraitsProcess.run(["lint", "bad.html"], in: folder)
      #expect(bad.status == 1)
      #expect(bad.standardOutput.contains("bad.html:1:"))
      #expect(bad.standardOutput.contains(": error: "))
      #expect(bad.standardOutput.contains("[inputmode-invalid]"))
      #expect(bad.standardOutput.contains(" | ^") || bad.standardOutput.contains("|    "))
    }
  }

  @Test("--max-warnings: warnings alone pass until there are too many")
  func maxWarnings() throws {
    let warning = """
      <form action="/s"><label>Phone <input type="number" name="phone" autocomplete="tel"></label>\
      <button>Go</button></form>

      """
    try Self.withFolder([
      "w.html": warning, ".kbtraits.yml": "rules:\n  autocomplete-control-mismatch: off\n",
    ]) { folder in
      let lenient = try KBTraitsProcess.run(["lint", "--format", "json", "w.html"], in: folder)
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(lenient.standardOutput.utf8)) as? [String: Any])
      let summary = try #require(object["summary"] as? [String: Int])
      #expect(summary["errors"] == 0)
      let warnings = try #require(summary["warnings"])
      #expect(warnings > 0)
      #expect(lenient.status == 0)
      let strict = try KBTraitsProcess.run(
        ["lint", "--max-warnings", "\(warnings - 1)", "w.html"], in: folder)
      #expect(strict.status == 1)
    }
  }

  @Test("exit 2 for usage and configuration errors, naming the bad flag or key")
  func usageAndConfigurationErrors() throws {
    try Self.withFolder([
      "page.html": Self.clean,
      "site/.kbtraits.yml": "rules:\n  pasword-autocomplete: warning\n",
      "site/page.html": Self.clean,
    ]) { folder in
      let format = try KBTraitsProcess.run(["lint", "--format", "sarf", "page.html"], in: folder)
      #expect(format.status == 2)
      #expect(
        format.standardError.contains("did you mean 'sarif'")
          || format.standardError.contains("Did you mean 'sarif'"))
      let config = try KBTraitsProcess.run(["lint", "site/page.html"], in: folder)
      #expect(config.status == 2)
      #expect(config.standardError.contains(".kbtraits.yml"))
      #expect(config.standardError.contains("rules.pasword-autocomplete"))
      #expect(config.standardError.contains("password-autocomplete"))
      let missing = try KBTraitsProcess.run(
        ["lint", "--config", "nope.yml", "page.html"], in: folder)
      #expect(missing.status == 2)
      #expect(missing.standardError.contains("nope.yml"))
    }
  }

  @Test("the nearest .kbtraits.yml turns a rule off for the files below it")
  func configurationTurnsRuleOff() throws {
    try Self.withFolder([
      "legacy/.kbtraits.yml": "rules:\n  inputmode-invalid: off\n",
      "legacy/bad.html": Self.oneError,
      "new/bad.html": Self.oneError,
    ]) { folder in
      let outcome = try KBTraitsProcess.run(["lint", "legacy", "new"], in: folder)
      #expect(outcome.standardOutput.contains("new/bad.html:1:"))
      #expect(!outcome.standardOutput.contains("legacy/bad.html:1:"))
      #expect(outcome.status == 1)
    }
  }

  @Test(".kbtraitsignore and --exclude leave files out of a directory walk")
  func ignoreFiles() throws {
    try Self.withFolder([
      ".kbtraitsignore": "vendor/\n",
      "site/bad.html": Self.oneError,
      "vendor/bad.html": Self.oneError,
      "drafts/bad.html": Self.oneError,
    ]) { folder in
      let outcome = try KBTraitsProcess.run(["lint", "--exclude", "drafts/**", "."], in: folder)
      #expect(outcome.standardOutput.contains("site/bad.html"))
      #expect(!outcome.standardOutput.contains("vendor/bad.html"))
      #expect(!outcome.standardOutput.contains("drafts/bad.html"))
    }
  }

  @Test("an inline suppression hides its finding; an unused one is reported")
  func suppressions() throws {
    let page = """
      <!-- kbtraits-disable-next-line inputmode-invalid -- the custom keypad reads it -->
      \(Self.oneError)<!-- kbtraits-disable-next-line password-autocomplete -->
      <p>no field here</p>

      """
    try Self.withFolder(["page.html": page]) { folder in
      let outcome = try KBTraitsProcess.run(["lint", "page.html"], in: folder)
      #expect(!outcome.standardOutput.contains("[inputmode-invalid]"))
      #expect(outcome.standardOutput.contains("[unused-suppression]"))
    }
  }

  @Test("a baseline survives inserted lines; --strict-baseline fails when it goes stale")
  func baseline() throws {
    try Self.withFolder(["page.html": Self.oneError]) { folder in
      let write = try KBTraitsProcess.run(
        ["lint", "--write-baseline", "baseline.json", "page.html"], in: folder)
      #expect(write.status == 0)
      let page = folder.appendingPathComponent("page.html")
      try ("<p>new intro</p>\n<p>more</p>\n" + Self.oneError).write(
        to: page, atomically: false, encoding: .utf8)
      let moved = try KBTraitsProcess.run(
        ["lint", "--baseline", "baseline.json", "page.html"], in: folder)
      #expect(moved.status == 0, "\(moved.standardOutput)")
      #expect(!moved.standardOutput.contains("[inputmode-invalid]"))
      try Self.clean.write(to: page, atomically: false, encoding: .utf8)
      let stale = try KBTraitsProcess.run(
        ["lint", "--baseline", "baseline.json", "--strict-baseline", "page.html"], in: folder)
      #expect(stale.status == 1)
      #expect(stale.standardError.contains("no longer occur"))
    }
  }

  @Test("standard input is linted under --stdin-filename")
  func standardInput() throws {
    let outcome = try KBTraitsProcess.run(
      ["lint", "--stdin-filename", "views/signup.html", "-"], input: Self.oneError)
    #expect(outcome.status == 1)
    #expect(outcome.standardOutput.contains("views/signup.html:1:"))
  }

  @Test("several formats in one run: SARIF to a file, GitHub annotations to standard output")
  func severalFormats() throws {
    try Self.withFolder(["bad.html": Self.oneError]) { folder in
      let outcome = try KBTraitsProcess.run(
        [
          "lint", "--format", "sarif", "--output", "out.sarif", "--format", "github", "--output",
          "-",
          "bad.html",
        ],
        in: folder)
      #expect(outcome.status == 1)
      #expect(outcome.standardOutput.contains("::error file=bad.html,line=1,"))
      let sarif = try String(
        contentsOf: folder.appendingPathComponent("out.sarif"), encoding: .utf8)
      #expect(sarif.contains("\"version\" : \"2.1.0\"") || sarif.contains("\"version\": \"2.1.0\""))
      #expect(sarif.contains("inputmode-invalid"))
    }
  }

  @Test("--fix corrects the value in place and reports what is left")
  func fix() throws {
    let page = "<label>Handle <input name=\"handle\" autocorrect=\"false\" data-x='1'></label>\n"
    try Self.withFolder(["page.html": page]) { folder in
      let outcome = try KBTraitsProcess.run(["lint", "--fix", "page.html"], in: folder)
      let fixed = try String(
        contentsOf: folder.appendingPathComponent("page.html"), encoding: .utf8)
      #expect(
        fixed == "<label>Handle <input name=\"handle\" autocorrect=\"off\" data-x='1'></label>\n")
      #expect(!outcome.standardOutput.contains("[typing-aid-false]"))
    }
  }
}
