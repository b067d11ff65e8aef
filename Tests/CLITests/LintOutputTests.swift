import Foundation
import TestHelpers
import Testing

/// `kbtraits lint` outputs that cannot silently go wrong: formats chosen from output names,
/// standard output kept parseable, the same paths everywhere, ends, fixes as data, and a word on
/// standard error for everything done besides reporting.
@Suite("kbtraits lint outputs")
struct LintOutputTests {
  /// One error (inputmode-invalid) and one fixable warning (typing-aid-false) on line 1.
  static let fixable = """
    <form action="/signup"><label>Code <input name="invite" inputmode="number" \
    autocorrect="false" autocomplete="off"></label><button>Join</button></form>

    """
  /// Warnings only (number-for-identifier and the like) once autocomplete-control-mismatch is off.
  static let warnings = """
    <form action="/s"><label>Phone <input type="number" name="phone" autocomplete="tel"></label>\
    <button>Go</button></form>

    """
  static let quietConfiguration = "rules:\n  autocomplete-control-mismatch: off\n"

  static func withFolder(_ files: [String: String], _ body: (URL) throws -> Void) throws {
    try LintCommandTests.withFolder(files, body)
  }

  static func read(_ folder: URL, _ name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  static func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  // MARK: 1. Formats and destinations

  @Test("--output alone takes its format from the extension: .sarif, .json, .txt")
  func formatFromExtension() throws {
    try Self.withFolder(["bad.html": Self.fixable]) { folder in
      let outcome = try KBTraitsProcess.run(
        [
          "lint", "--output", "out.sarif", "--output", "out.json", "--output", "out.txt",
          "bad.html",
        ],
        in: folder)
      #expect(outcome.status == 1)
      #expect(outcome.standardOutput.isEmpty)
      let sarif = try Self.object(try Self.read(folder, "out.sarif"))
      #expect(sarif["version"] as? String == "2.1.0")
      let json = try Self.object(try Self.read(folder, "out.json"))
      #expect(json["schemaVersion"] as? Int == 1)
      #expect(try Self.read(folder, "out.txt").contains("bad.html:1:"))
    }
  }

  @Test("an ambiguous or unknown extension is a usage error that says what to write")
  func ambiguousExtension() throws {
    try Self.withFolder(["bad.html": Self.fixable]) { folder in
      let xml = try KBTraitsProcess.run(["lint", "--output", "out.xml", "bad.html"], in: folder)
      #expect(xml.status == 2)
      #expect(xml.standardError.contains("--format junit --output out.xml"))
      #expect(xml.standardError.contains("--format checkstyle --output out.xml"))
      #expect(
        !FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.xml").path))
      let bare = try KBTraitsProcess.run(["lint", "--output", "report", "bad.html"], in: folder)
      #expect(bare.status == 2)
      #expect(bare.standardError.contains("--format"))
    }
  }

  @Test("a --format/--output count mismatch is a usage error with the command to write instead")
  func countMismatch() throws {
    try Self.withFolder(["bad.html": Self.fixable]) { folder in
      let outcome = try KBTraitsProcess.run(
        ["lint", "--format", "sarif", "--output", "out.sarif", "--format", "github", "bad.html"],
        in: folder)
      #expect(outcome.status == 2)
      #expect(
        outcome.standardError.contains(
          "--format sarif --output out.sarif --format github --output -"))
      let fixed = try KBTraitsProcess.run(
        [
          "lint", "--format", "sarif", "--output", "out.sarif", "--format", "github", "--output",
          "-",
          "bad.html",
        ],
        in: folder)
      #expect(fixed.status == 1)
      #expect(fixed.standardOutput.hasPrefix("::error file=bad.html,"))
      #expect(try Self.read(folder, "out.sarif").contains("\"2.1.0\""))
    }
  }

  @Test("a document format shares standard output with nothing; line formats may share it")
  func standardOutputStaysParseable() throws {
    try Self.withFolder(["bad.html": Self.fixable]) { folder in
      let two = try KBTraitsProcess.run(
        ["lint", "--format", "json", "--format", "sarif", "bad.html"], in: folder)
      #expect(two.status == 2)
      #expect(two.standardError.contains("--format json and --format sarif"))
      #expect(two.standardError.contains("--output FILE"))
      let mixed = try KBTraitsProcess.run(
        ["lint", "--format", "text", "--format", "json", "bad.html"], in: folder)
      #expect(mixed.status == 2)
      let lines = try KBTraitsProcess.run(
        ["lint", "--format", "text", "--format", "github", "bad.html"], in: folder)
      #expect(lines.status == 1)
      #expect(lines.standardOutput.contains("bad.html:1:"))
      #expect(lines.standardOutput.contains("::error file=bad.html,"))
      let twice = try KBTraitsProcess.run(
        [
          "lint", "--format", "json", "--output", "a.json", "--format", "sarif", "--output",
          "a.json", "bad.html",
        ],
        in: folder)
      #expect(twice.status == 2)
      #expect(twice.standardError.contains("given twice"))
    }
  }

  // MARK: 2, 3. Warnings, --quiet and colour

  @Test(
    "more warnings than --max-warnings: exit 1 with 'N warnings found; --max-warnings allows M'")
  func maxWarningsMessage() throws {
    try Self.withFolder(["w.html": Self.warnings, ".kbtraits.yml": Self.quietConfiguration]) {
      folder in
      let json = try Self.object(
        try KBTraitsProcess.run(["lint", "--format", "json", "w.html"], in: folder).standardOutput)
      let warnings = try #require((json["summary"] as? [String: Int])?["warnings"])
      #expect(warnings >= 1)
      let outcome = try KBTraitsProcess.run(["lint", "--max-warnings", "0", "w.html"], in: folder)
      #expect(outcome.status == 1)
      let noun = warnings == 1 ? "warning" : "warnings"
      #expect(outcome.standardError.contains("\(warnings) \(noun) found; --max-warnings allows 0"))
      let within = try KBTraitsProcess.run(
        ["lint", "--max-warnings", "\(warnings)", "w.html"], in: folder)
      #expect(within.status == 0)
      #expect(!within.standardError.contains("--max-warnings allows"))
    }
  }

  @Test("--quiet reports errors only, in every format; --max-warnings still counts warnings")
  func quiet() throws {
    try Self.withFolder([
      "bad.html": Self.fixable, "w.html": Self.warnings, ".kbtraits.yml": Self.quietConfiguration,
    ]) { folder in
      let text = try KBTraitsProcess.run(["lint", "--quiet", "bad.html", "w.html"], in: folder)
      #expect(text.status == 1)
      #expect(text.standardOutput.contains(": error: "))
      #expect(!text.standardOutput.contains(": warning: "))
      #expect(!text.standardOutput.contains(": note: "))
      let json = try Self.object(
        try KBTraitsProcess.run(["lint", "--quiet", "--format", "json", "w.html"], in: folder)
          .standardOutput)
      #expect((json["summary"] as? [String: Int])?["warnings"] == 0)
      let limited = try KBTraitsProcess.run(
        ["lint", "--quiet", "--max-warnings", "0", "w.html"], in: folder)
      #expect(limited.status == 1)
      #expect(limited.standardError.contains("--max-warnings allows 0"))
    }
  }

  @Test("--color always|never|auto, FORCE_COLOR, NO_COLOR only when non-empty, --no-color")
  func color() throws {
    let escape = "\u{1B}["
    try Self.withFolder(["bad.html": Self.fixable]) { folder in
      func run(_ options: [String], _ environment: [String: String?]) throws
        -> KBTraitsProcess.Outcome
      {
        try KBTraitsProcess.run(
          ["lint"] + options + ["bad.html"], in: folder, environment: environment)
      }
      let plain: [String: String?] = ["NO_COLOR": nil, "FORCE_COLOR": nil]
      #expect(try run(["--color", "always"], plain).standardOutput.contains(escape))
      #expect(try run(["--color", "always"], ["NO_COLOR": "1"]).standardOutput.contains(escape))
      #expect(
        !(try run(["--color", "never"], ["FORCE_COLOR": "1"]).standardOutput.contains(escape)))
      #expect(!(try run(["--no-color"], ["FORCE_COLOR": "1"]).standardOutput.contains(escape)))
      // A pipe is not a terminal: auto colours it only when FORCE_COLOR asks.
      #expect(!(try run([], plain).standardOutput.contains(escape)))
      #expect(try run([], ["NO_COLOR": nil, "FORCE_COLOR": "1"]).standardOutput.contains(escape))
      #expect(
        try run(["--color", "auto"], ["NO_COLOR": "", "FORCE_COLOR": "1"]).standardOutput.contains(
          escape))
      #expect(
        !(try run([], ["NO_COLOR": nil, "FORCE_COLOR": "0"]).standardOutput.contains(escape)))
      #expect(!(try run([], ["NO_COLOR": nil, "FORCE_COLOR": ""]).standardOutput.contains(escape)))
      // Files are coloured only with --color always; FORCE_COLOR is about standard output.
      _ = try run(["--output", "out.txt"], ["NO_COLOR": nil, "FORCE_COLOR": "1"])
      #expect(!(try Self.read(folder, "out.txt").contains(escape)))
      let clash = try run(["--no-color", "--color", "always"], plain)
      #expect(clash.status == 2)
    }
  }

  // MARK: 4. Paths

  @Test("every format shows the path relative to the working directory, however it was given")
  func relativePaths() throws {
    try Self.withFolder(["site/bad.html": Self.fixable]) { folder in
      let absolute = folder.appendingPathComponent("site/bad.html").path
      for given in ["./site/../site/bad.html", absolute] {
        let outcome = try KBTraitsProcess.run(
          [
            "lint", "--format", "text", "--format", "github", "--format", "checkstyle", "--format",
            "junit",
            "--format", "json", "--format", "sarif", "--format", "gitlab", "--format", "rdjson",
            "--output", "-", "--output", "-", "--output", "c.xml", "--output", "j.xml", "--output",
            "o.json",
            "--output", "o.sarif", "--output", "g.json", "--output", "r.json", given,
          ],
          in: folder)
        #expect(outcome.status == 1, "\(outcome.standardError)")
        #expect(
          outcome.standardOutput.contains("\nsite/bad.html:1:")
            || outcome.standardOutput.hasPrefix("site/bad.html:1:"))
        #expect(outcome.standardOutput.contains("::error file=site/bad.html,"))
        #expect(try Self.read(folder, "c.xml").contains("<file name=\"site/bad.html\">"))
        #expect(try Self.read(folder, "j.xml").contains("<testsuite name=\"site/bad.html\""))
        #expect(try Self.read(folder, "o.json").contains("\"path\": \"site/bad.html\""))
        #expect(try Self.read(folder, "o.sarif").contains("\"uri\": \"site/bad.html\""))
        #expect(try Self.read(folder, "g.json").contains("\"path\": \"site/bad.html\""))
        #expect(try Self.read(folder, "r.json").contains("\"path\": \"site/bad.html\""))
        // SARIF names the folder once, as %SRCROOT%'s URI; no format names it in a path.
        for output in ["c.xml", "j.xml", "o.json", "g.json", "r.json"] {
          #expect(!(try Self.read(folder, output).contains(folder.path)), "\(output) \(given)")
        }
      }
    }
  }

  @Test("--base-dir makes paths relative to it, and is SARIF's %SRCROOT%")
  func baseDirectory() throws {
    try Self.withFolder(["site/bad.html": Self.fixable, "other/x.txt": "x"]) { folder in
      let outcome = try KBTraitsProcess.run(
        ["lint", "--base-dir", "site", "--format", "sarif", "site/bad.html"], in: folder)
      #expect(outcome.status == 1)
      let sarif = outcome.standardOutput
      #expect(sarif.contains("\"uri\": \"bad.html\""))
      #expect(sarif.contains("/site/\""))
      let outside = try KBTraitsProcess.run(
        ["lint", "--base-dir", "other", "site/bad.html"], in: folder)
      #expect(outside.standardOutput.contains("../site/bad.html:1:"))
      let missing = try KBTraitsProcess.run(
        ["lint", "--base-dir", "nope", "site/bad.html"], in: folder)
      #expect(missing.status == 2)
    }
  }

  @Test("unnamed standard input is <stdin>, with a valid SARIF URI")
  func standardInput() throws {
    let text = try KBTraitsProcess.run(["lint", "-"], input: Self.fixable)
    #expect(text.status == 1)
    #expect(text.standardOutput.hasPrefix("<stdin>:1:"))
    let sarif = try KBTraitsProcess.run(["lint", "--format", "sarif", "-"], input: Self.fixable)
    #expect(sarif.standardOutput.contains("\"uri\": \"%3Cstdin%3E\""))
    try Self.validateSARIF(sarif.standardOutput)
    let json = try KBTraitsProcess.run(["lint", "--format", "json", "-"], input: Self.fixable)
    #expect(json.standardOutput.contains("\"path\": \"<stdin>\""))
  }

  @Test("paths with spaces and non-ASCII letters are percent-encoded in SARIF and valid")
  func percentEncodedURIs() throws {
    try Self.withFolder(["my forms/café #1.html": Self.fixable]) { folder in
      let outcome = try KBTraitsProcess.run(["lint", "--format", "sarif", "my forms"], in: folder)
      #expect(outcome.status == 1)
      #expect(outcome.standardOutput.contains("\"uri\": \"my%20forms/caf%C3%A9%20%231.html\""))
      try Self.validateSARIF(outcome.standardOutput)
    }
  }

  static func validateSARIF(_ text: String) throws {
    let validator = try JSONSchemaValidator(schemaData: Data(contentsOf: TestCorpus.sarifSchema))
    let problems = validator.validate(Data(text.utf8))
    #expect(problems.isEmpty, "\(problems)")
  }

  // MARK: 5, 6. Ends and fixes as data

  @Test("findings carry their ends in JSON, SARIF and GitHub annotations")
  func ends() throws {
    try Self.withFolder(["bad.html": Self.fixable]) { folder in
      let outcome = try KBTraitsProcess.run(
        [
          "lint", "--format", "json", "--output", "o.json", "--format", "github", "--output", "-",
          "bad.html",
        ],
        in: folder)
      let json = try Self.object(try Self.read(folder, "o.json"))
      let file = try #require((json["files"] as? [[String: Any]])?.first)
      let diagnostic = try #require(
        (file["diagnostics"] as? [[String: Any]])?.first {
          $0["rule"] as? String == "inputmode-invalid"
        })
      // inputmode="number" starts at column 57 and is 18 characters long.
      #expect(diagnostic["column"] as? Int == 57)
      #expect(diagnostic["endLine"] as? Int == 1)
      #expect(diagnostic["endColumn"] as? Int == 75)
      #expect(
        outcome.standardOutput.contains(
          "line=1,endLine=1,col=57,endColumn=75,title=inputmode-invalid"))
    }
  }

  @Test("JSON fix edits, applied to the file's bytes, give what --fix writes for that fix")
  func fixesAsData() throws {
    try Self.withFolder(["bad.html": Self.fixable]) { folder in
      let outcome = try KBTraitsProcess.run(["lint", "--format", "json", "bad.html"], in: folder)
      let json = try Self.object(outcome.standardOutput)
      let file = try #require((json["files"] as? [[String: Any]])?.first)
      let fix = try #require(
        (file["diagnostics"] as? [[String: Any]])?.first {
          $0["rule"] as? String == "typing-aid-false"
        }?["fix"]
          as? [String: Any])
      #expect(fix["description"] as? String != nil)
      let edits = try #require(fix["edits"] as? [[String: Any]])
      var bytes = Array(Self.fixable.utf8)
      for edit in edits.reversed() {
        let start = try #require(edit["start"] as? Int)
        let end = try #require(edit["end"] as? Int)
        bytes.replaceSubrange(start..<end, with: Array(try #require(edit["text"] as? String).utf8))
      }
      #expect(
        String(decoding: bytes, as: UTF8.self)
          == Self.fixable.replacingOccurrences(of: "\"false\"", with: "\"off\""))
    }
  }

  // MARK: 9. Baseline messages

  @Test("baselines say how many entries they wrote and findings they hid, and name stale entries")
  func baselineMessages() throws {
    try Self.withFolder(["page.html": Self.fixable]) { folder in
      let write = try KBTraitsProcess.run(
        ["lint", "--write-baseline", "b.json", "page.html"], in: folder)
      #expect(write.status == 0)
      #expect(write.standardError.contains("wrote 2 baseline entries to b.json from 1 file"))
      // The findings went to the baseline: the report does not call the file clean.
      #expect(!write.standardOutput.contains("No problems"), "\(write.standardOutput)")
      let read = try KBTraitsProcess.run(["lint", "--baseline", "b.json", "page.html"], in: folder)
      #expect(read.status == 0)
      #expect(read.standardError.contains("baseline b.json hid 2 findings"))
      try "<p>fixed</p>\n".write(
        to: folder.appendingPathComponent("page.html"), atomically: false, encoding: .utf8)
      let stale = try KBTraitsProcess.run(
        ["lint", "--baseline", "b.json", "--strict-baseline", "page.html"], in: folder)
      #expect(stale.status == 1)
      #expect(
        stale.standardError.contains(
          "stale baseline entry: inputmode-invalid in page.html on the line '<form action=\"/signup\">"
        ))
      #expect(stale.standardError.contains("stale baseline entry: typing-aid-false in page.html"))
    }
  }

  // MARK: 9b. What a run says agrees with how it ends

  @Test(
    "a file that cannot be read is named once, relative, in every format",
    arguments: ["text", "json", "sarif", "github", "junit", "checkstyle", "gitlab", "rdjson"])
  func failedFileNamedOnce(format: String) throws {
    try Self.withFolder(["notes.txt": "not HTML\n"]) { folder in
      try Data([0, 1, 2, 3, 0, 0, 0, 0]).write(to: folder.appendingPathComponent("a.html"))
      let outcome = try KBTraitsProcess.run(["lint", "--format", format, "./a.html"], in: folder)
      #expect(outcome.status == 1, "\(outcome.standardError)")
      let output = outcome.standardOutput
      #expect(output.contains("a.html"))
      #expect(!output.contains("./a.html"), "\(output)")
      // JSON's message stands alone, so it names the file (as the other formats show it);
      // every other format shows the path beside the message.
      #expect(output.contains("a.html: not HTML") == (format == "json"), "\(output)")
    }
  }

  @Test("no file matched: exit 2 and why on standard error, no 'No problems in 0 files'")
  func nothingMatched() throws {
    try Self.withFolder(["empty/notes.txt": "not HTML\n"]) { folder in
      let outcome = try KBTraitsProcess.run(["lint", "empty"], in: folder)
      #expect(outcome.status == 2)
      #expect(outcome.standardOutput.isEmpty, "\(outcome.standardOutput)")
      #expect(outcome.standardError.contains("error: no HTML file to scan in 'empty'"))
    }
  }

  // MARK: 10. --fix and --fix-dry-run

  @Test("--fix says what it changed: file, rule and count")
  func fixReport() throws {
    try Self.withFolder(["page.html": Self.fixable]) { folder in
      let outcome = try KBTraitsProcess.run(["lint", "--fix", "page.html"], in: folder)
      #expect(
        outcome.standardError.contains(
          "fixed page.html: inputmode-invalid (1), typing-aid-false (1)"))
      #expect(outcome.standardError.contains("--fix: fixed 2 findings in 1 of 1 file"))
      #expect(
        try Self.read(folder, "page.html").contains("inputmode=\"numeric\" autocorrect=\"off\""))
    }
  }

  @Test("--fix-dry-run prints a unified diff that applies, and writes nothing")
  func fixDryRun() throws {
    try Self.withFolder(["site/page.html": Self.fixable]) { folder in
      let outcome = try KBTraitsProcess.run(
        ["lint", "--fix-dry-run", "--output", "left.txt", "site"], in: folder)
      #expect(outcome.status == 0, "what is left has no error")
      #expect(try Self.read(folder, "site/page.html") == Self.fixable)
      let diff = outcome.standardOutput
      #expect(diff.hasPrefix("--- a/site/page.html\n+++ b/site/page.html\n@@ -1,1 +1,1 @@\n-<form"))
      #expect(
        diff.contains(
          "\n+<form action=\"/signup\"><label>Code <input name=\"invite\" inputmode=\"numeric\" "
            + "autocorrect=\"off\""))
      #expect(!(try Self.read(folder, "left.txt").contains("[inputmode-invalid]")))
      #expect(
        outcome.standardError.contains(
          "would fix site/page.html: inputmode-invalid (1), typing-aid-false (1)"))
      #expect(outcome.standardError.contains("nothing was written"))
      // The diff applies with git apply, when git is there.
      try diff.write(
        to: folder.appendingPathComponent("fix.patch"), atomically: false, encoding: .utf8)
      if FileManager.default.isExecutableFile(atPath: "/usr/bin/git") {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        git.arguments = ["apply", "fix.patch"]
        git.currentDirectoryURL = folder
        try git.run()
        git.waitUntilExit()
        #expect(git.terminationStatus == 0)
        #expect(
          try Self.read(folder, "site/page.html").contains(
            "inputmode=\"numeric\" autocorrect=\"off\""))
      }
      let both = try KBTraitsProcess.run(["lint", "--fix", "--fix-dry-run", "site"], in: folder)
      #expect(both.status == 2)
      let json = try KBTraitsProcess.run(
        ["lint", "--fix-dry-run", "--format", "json", "site"], in: folder)
      #expect(json.status == 2)
      #expect(json.standardError.contains("--fix-dry-run diff and --format json"))
    }
  }

  @Test("--unsafe-fixes adds the unsafe fixes to --fix-dry-run, and needs a fix flag")
  func unsafeFixes() throws {
    // autocomplete-missing-known-field's postal-code rests on the name "zip": an unsafe fix.
    let page = #"<form action="/z"><input name="zip"><button>Go</button></form>"#
    try Self.withFolder(["page.html": page + "\n"]) { folder in
      let safeOnly = try KBTraitsProcess.run(["lint", "--fix-dry-run", "page.html"], in: folder)
      #expect(!safeOnly.standardOutput.contains("+++ b/page.html"), "no safe fix, no diff")
      let unsafe = try KBTraitsProcess.run(
        ["lint", "--fix-dry-run", "--unsafe-fixes", "page.html"], in: folder)
      #expect(unsafe.standardOutput.contains(#"+<form action="/z"><input name="zip""#))
      #expect(unsafe.standardOutput.contains(#"autocomplete="postal-code""#))
      #expect(unsafe.standardError.contains("autocomplete-missing-known-field (1)"))
      #expect(try Self.read(folder, "page.html") == page + "\n")
      let alone = try KBTraitsProcess.run(["lint", "--unsafe-fixes", "page.html"], in: folder)
      #expect(alone.status == 2)
      #expect(alone.standardError.contains("--unsafe-fixes needs --fix or --fix-dry-run"))
    }
  }

  @Test("a file in a legacy encoding is not fixed, and --fix says so and why")
  func legacyEncodingSkipped() throws {
    try Self.withFolder(["README.md": "not HTML\n"]) { folder in
      // windows-1252 'é' (0xE9): the page is not UTF-8.
      let bytes =
        Array("<p>caf".utf8) + [0xE9] + Array("</p><input name=\"h\" autocorrect=\"false\">\n".utf8)
      let url = folder.appendingPathComponent("legacy.html")
      try Data(bytes).write(to: url)
      let outcome = try KBTraitsProcess.run(["lint", "--fix", "legacy.html"], in: folder)
      #expect(outcome.standardError.contains("legacy.html: not fixed (typing-aid-false (1))"))
      #expect(outcome.standardError.contains("windows-1252, not UTF-8"))
      #expect(try Data(contentsOf: url) == Data(bytes))
    }
  }

  // MARK: 7, 8. JUnit, gitlab and rdjson through the binary

  @Test("junit: notes pass, test cases name rule and field")
  func junit() throws {
    try Self.withFolder(["bad.html": Self.fixable]) { folder in
      let outcome = try KBTraitsProcess.run(["lint", "--format", "junit", "bad.html"], in: folder)
      let xml = outcome.standardOutput
      #expect(xml.contains("name=\"inputmode-invalid: &lt;input name=&quot;invite&quot;&gt;\""))
      #expect(!xml.contains(" at 1:"))
      #expect(!xml.contains("<failure type=\"note\""))
    }
  }

  @Test("gitlab and rdjson run from the binary and parse")
  func newFormats() throws {
    try Self.withFolder(["bad.html": Self.fixable]) { folder in
      let gitlab = try KBTraitsProcess.run(["lint", "--format", "gitlab", "bad.html"], in: folder)
      #expect(gitlab.status == 1)
      let issues = try #require(
        try JSONSerialization.jsonObject(with: Data(gitlab.standardOutput.utf8)) as? [[String: Any]]
      )
      #expect(
        issues.contains {
          $0["check_name"] as? String == "inputmode-invalid" && $0["severity"] as? String == "major"
        })
      let rdjson = try KBTraitsProcess.run(["lint", "--format", "rdjson", "bad.html"], in: folder)
      let result = try Self.object(rdjson.standardOutput)
      let diagnostics = try #require(result["diagnostics"] as? [[String: Any]])
      #expect(
        diagnostics.contains {
          ($0["suggestions"] as? [[String: Any]])?.first?["text"] as? String == "numeric"
        })
    }
  }
}
