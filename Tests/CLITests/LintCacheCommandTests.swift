import Foundation
import KeyboardTraits
import TestHelpers
import Testing

@testable import KeyboardTraitsCLI

/// `kbtraits lint --cache` (issue 32): a file whose content, configuration and reports are
/// unchanged is reported from the cache, and every output is the same bytes as without it.
@Suite("lint --cache: the same output, without linting unchanged files again")
struct LintCacheCommandTests {
  /// Every lint format.
  static let formats = [
    "text", "json", "sarif", "github", "junit", "checkstyle", "gitlab", "rdjson",
  ]

  /// A project with findings, a suppression, a template whose fields a helper renders (a note
  /// and unread fields), a Blade view that includes a partial, a JSX component configured in
  /// `.kbtraits.yml`, a clean page and a path that cannot be read.
  static let project: [String: String] = [
    ".kbtraits.yml": "components:\n  TextField: input\n",
    "index.html": """
    <form action="/login">
      <!-- kbtraits-disable-next-line input-missing-label -- labelled by the picture -->
      <input type="text" name="email">
      <input type="password" name="pw" autocomplete="off">
      <label for="nowhere">Phone</label><input type="tel" name="phone">
    </form>

    """,
    "clean.html": """
    <label>E-mail <input type="email" name="email" autocomplete="email"></label>

    """,
    "templates/signup.j2": """
    <form method="post">
      {{ form.email }}
      <label for="id_phone">Phone</label>
      <input type="text" name="phone">
    </form>

    """,
    "resources/views/login.blade.php": """
    <form>
      <label for="email">E-mail</label>
      @include('fields.email', ['name' => 'email'])
    </form>

    """,
    "resources/views/fields/email.blade.php": """
    <input type="text" id="{{ $name }}" name="{{ $name }}">

    """,
    "src/SignIn.jsx": """
    export function SignIn() {
      return <form><TextField type="text" name="email" /><input type="password" /></form>;
    }

    """,
  ]

  /// The files of ``project`` the cache keeps after a run over all of it: not the view that
  /// includes a partial, nor `gone.html`, which cannot be read.
  static let keptFiles: Set<String> = [
    "clean.html", "index.html", "resources/views/fields/email.blade.php", "src/SignIn.jsx",
    "templates/signup.j2",
  ]

  /// Runs `body` in a fresh copy of ``project`` (with `gone.html`, a link to nothing).
  static func withProject(_ body: (TemporaryDirectory, URL) throws -> Void) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for (name, text) in project { try directory.write("web/" + name, text) }
    try FileManager.default.createSymbolicLink(
      atPath: directory.path("web/gone.html"), withDestinationPath: "missing-target.html")
    try body(directory, URL(fileURLWithPath: directory.path("web")))
  }

  static func lint(_ arguments: [String], in folder: URL) throws -> KBTraitsProcess.Outcome {
    try KBTraitsProcess.run(["lint"] + arguments, in: folder)
  }

  /// The records of the cache file at `path`, by the path the reports show.
  static func records(_ path: String) throws -> [String: LintCacheRecord] {
    let records = try LintCache.contents(at: path).records.values
    return Dictionary(uniqueKeysWithValues: records.map { ($0.key.displayPath, $0) })
  }

  static func expectSame(
    _ first: KBTraitsProcess.Outcome, _ second: KBTraitsProcess.Outcome, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(first.status == second.status, "\(what)", sourceLocation: sourceLocation)
    #expect(
      first.standardOutput == second.standardOutput, "\(what)", sourceLocation: sourceLocation)
    #expect(
      first.standardError == second.standardError, "\(what)", sourceLocation: sourceLocation)
  }

  /// The modification time and inode of `path`, which change when the file is written again.
  static func stamp(_ path: String) throws -> String {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return "\(attributes[.modificationDate] ?? "") \(attributes[.systemFileNumber] ?? "")"
  }

  @Test("every format prints the same bytes, status and messages without, cold and warm")
  func identicalOutput() throws {
    try Self.withProject { directory, folder in
      for format in Self.formats {
        let plain = try Self.lint(["--format", format, "."], in: folder)
        #expect(plain.status == 1, "\(format): \(plain.standardError)")
        let cold = try Self.lint(["--cache", "--format", format, "."], in: folder)
        Self.expectSame(plain, cold, "\(format), cold")
        let warm = try Self.lint(["--cache", "--format", format, "."], in: folder)
        Self.expectSame(plain, warm, "\(format), warm")
        let jobs = try Self.lint(["--cache", "--jobs", "4", "--format", format, "."], in: folder)
        Self.expectSame(plain, jobs, "\(format), --jobs 4")
      }
      #expect(FileManager.default.fileExists(atPath: directory.path("web/.kbtraits-cache")))
    }
  }

  @Test(
    "the same output with options that shape the reports",
    arguments: [
      ["--quiet"], ["--max-warnings", "0"], ["--base-dir", ".."], ["--platform", "ios"],
      ["--format", "json", "--format", "sarif", "--format", "text"],
      ["--format", "junit", "--format", "rdjson", "--format", "github"],
      ["--rules-url", "https://example.com/rules", "--format", "sarif"],
      ["--shard", "1/2", "--format", "json"], ["--shard", "2/2", "--format", "sarif"],
      ["--fix-dry-run"], ["--color", "always"],
    ])
  func identicalWithOptions(_ options: [String]) throws {
    try Self.withProject { directory, folder in
      let plain = try Self.lint(options + ["."], in: folder)
      let arguments = ["--cache"] + options + ["."]
      Self.expectSame(plain, try Self.lint(arguments, in: folder), "\(options), cold")
      Self.expectSame(plain, try Self.lint(arguments, in: folder), "\(options), warm")
    }
  }

  @Test("an unchanged re-run reads every kept file from the cache and writes nothing")
  func unchangedRunWritesNothing() throws {
    try Self.withProject { directory, folder in
      let cache = directory.path("web/.kbtraits-cache")
      _ = try Self.lint(["--cache", "."], in: folder)
      let written = try Self.stamp(cache)
      #expect(Set(try Self.records(cache).keys) == Self.keptFiles)
      let (identity, _) = try LintCache.contents(at: cache)
      #expect(identity.hasPrefix("kbtraits \(KeyboardTraitsVersion.current) commit "))
      _ = try Self.lint(["--cache", "."], in: folder)
      #expect(try Self.stamp(cache) == written)
    }
  }

  @Test("a kept result is reused: a record that lies is what the run reports")
  func recordsReused() throws {
    try Self.withProject { directory, folder in
      let location = directory.path("web/.kbtraits-cache")
      let plain = try Self.lint(["--format", "json", "index.html"], in: folder)
      #expect(plain.status == 1)
      _ = try Self.lint(["--cache", "--format", "json", "index.html", "clean.html"], in: folder)
      // Give index.html clean.html's findings and fragments under its own key: a run that
      // reuses records now reports index.html as clean, which only the cache can have said.
      let (identity, stored) = try LintCache.contents(at: location)
      let index = try #require(stored.first { $0.value.key.displayPath == "index.html" })
      let clean = try #require(stored.values.first { $0.key.displayPath == "clean.html" })
      var lie = clean
      lie.key = index.value.key
      let cache = try LintCache(location: location, identity: identity)
      cache.keep(lie, for: LintCache.Probe(file: index.key, key: lie.key))
      #expect(cache.finish() == nil)
      let outcome = try Self.lint(["--cache", "--format", "json", "index.html"], in: folder)
      #expect(outcome.status == 0, "\(outcome.standardError)")
      #expect(outcome.standardOutput.contains("E-mail"))
    }
  }

  @Test("a record that does not fit the run's reports is linted again, or placed without a crash")
  func recordsThatDoNotFit() throws {
    try Self.withProject { directory, folder in
      let location = directory.path("web/.kbtraits-cache")
      for format in ["junit", "rdjson"] {
        let arguments = ["--cache", "--format", format, "index.html"]
        let plain = try Self.lint(["--format", format, "index.html"], in: folder)
        _ = try Self.lint(arguments, in: folder)
        let (identity, stored) = try LintCache.contents(at: location)
        let (file, record) = try #require(stored.first)
        // No fragment for the run's one report: not a record this run can place.
        var missing = record
        missing.fragments = []
        var cache = try LintCache(location: location, identity: identity)
        cache.keep(missing, for: LintCache.Probe(file: file, key: record.key))
        #expect(cache.finish() == nil)
        Self.expectSame(plain, try Self.lint(arguments, in: folder), "\(format), no fragment")
        // A fragment without the counts its format keeps: placed, counted as nothing.
        var uncounted = record
        uncounted.fragments[0].counts = []
        cache = try LintCache(location: location, identity: identity)
        cache.keep(uncounted, for: LintCache.Probe(file: file, key: record.key))
        #expect(cache.finish() == nil)
        let outcome = try Self.lint(arguments, in: folder)
        #expect(outcome.status == plain.status, "\(format): \(outcome.standardError)")
        #expect(outcome.standardError == plain.standardError)
      }
    }
  }

  @Test("a changed file, configuration, option or format is linted again")
  func invalidation() throws {
    try Self.withProject { directory, folder in
      let arguments = ["--cache", "--format", "json", "."]
      _ = try Self.lint(arguments, in: folder)
      // Content.
      try directory.write("web/clean.html", "<input type=\"text\" name=\"email\">\n")
      Self.expectSame(
        try Self.lint(["--format", "json", "."], in: folder), try Self.lint(arguments, in: folder),
        "content changed")
      // Configuration: a rule turned off.
      try directory.write(
        "web/.kbtraits.yml", "components:\n  TextField: input\nrules:\n  input-missing-label: off\n"
      )
      let withoutRule = try Self.lint(arguments, in: folder)
      Self.expectSame(try Self.lint(["--format", "json", "."], in: folder), withoutRule, "config")
      #expect(!withoutRule.standardOutput.contains("input-missing-label"))
      // Options that change the findings or the reports, one after the other on one cache.
      for options in [
        ["--platform", "ios"], ["--platform", "android"], ["--quiet"], ["--format", "sarif"],
        ["--max-file-size", "100"], ["--base-url", "https://example.com/app/"],
        ["--syntax", "html"],
      ] {
        Self.expectSame(
          try Self.lint(options + ["--format", "json", "."], in: folder),
          try Self.lint(["--cache"] + options + ["--format", "json", "."], in: folder),
          "\(options)")
      }
    }
  }

  @Test("a foreign file at the cache location is refused and left as it was")
  func foreignFile() throws {
    try Self.withProject { directory, folder in
      let notes = try directory.write("web/notes.txt", "my notes\n")
      for location in ["notes.txt", "/dev/null"] {
        let outcome = try Self.lint(["--cache", "--cache-location", location, "."], in: folder)
        #expect(outcome.status == 2, "\(location)")
        #expect(outcome.standardOutput.isEmpty, "\(location)")
        #expect(outcome.standardError.hasPrefix("error: "), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("--cache-location"), "\(outcome.standardError)")
      }
      #expect(try String(contentsOfFile: notes, encoding: .utf8) == "my notes\n")
    }
  }

  @Test("another build's, an empty or a damaged cache: a right run, and the cache rewritten")
  func unusableCache() throws {
    try Self.withProject { directory, folder in
      let plain = try Self.lint(["--format", "json", "."], in: folder)
      let location = directory.path("web/.kbtraits-cache")
      _ = try Self.lint(["--cache", "--format", "json", "."], in: folder)
      let good = try #require(FileManager.default.contents(atPath: location))
      let header = Data("kbtraits-lint-cache 1\nkbtraits ".utf8)
      var otherBuild = good
      otherBuild.replaceSubrange(
        0..<header.count, with: Data("kbtraits-lint-cache 1\nkbtraitz ".utf8))
      var otherLayout = good
      otherLayout.replaceSubrange(
        0..<header.count, with: Data("kbtraits-lint-cache 7\nkbtraits ".utf8))
      // (contents, whether a warning says it was damaged)
      let unusable: [(Data, Bool)] = [
        (otherBuild, false), (otherLayout, false), (Data(), false),
        (good.prefix(good.count - 3), true), (good.prefix(200), true),
        (Data("kbtraits-lint-cache 1\n".utf8), true),
      ]
      for (contents, damaged) in unusable {
        try contents.write(to: URL(fileURLWithPath: location))
        let outcome = try Self.lint(["--cache", "--format", "json", "."], in: folder)
        #expect(outcome.status == plain.status)
        #expect(outcome.standardOutput == plain.standardOutput)
        if damaged {
          #expect(
            outcome.standardError.hasPrefix("warning: ignoring the lint cache .kbtraits-cache: "),
            "\(outcome.standardError)")
          #expect(outcome.standardError.contains("it is rewritten."))
        } else {
          #expect(outcome.standardError == plain.standardError)
        }
        #expect(Set(try Self.records(location).keys) == Self.keptFiles)
        Self.expectSame(
          plain, try Self.lint(["--cache", "--format", "json", "."], in: folder), "rewritten")
      }
    }
  }

  @Test("a record damaged inside is linted again, silently")
  func damagedRecord() throws {
    try Self.withProject { directory, folder in
      let plain = try Self.lint(["--format", "json", "index.html"], in: folder)
      let location = directory.path("web/.kbtraits-cache")
      _ = try Self.lint(["--cache", "--format", "json", "index.html"], in: folder)
      var bytes = try #require(FileManager.default.contents(atPath: location))
      // The count of line keys of the only record, after its display path, keys and the seven
      // numbers of its totals.
      let (_, records) = try LintCache.contents(at: location)
      let record = try #require(records.values.first)
      let header =
        "kbtraits-lint-cache 1\n".utf8.count
        + (try LintCache.contents(at: location).identity.utf8.count) + 1
      let lineCount = header + 8 + record.key.displayPath.utf8.count + 16 + 8 + 16 + 7 * 8
      bytes.replaceSubrange(lineCount..<lineCount + 8, with: Data(repeating: 0xFF, count: 8))
      let corrupted = bytes
      try corrupted.write(to: URL(fileURLWithPath: location))
      // A count of -1: not a record; the file is linted again.
      Self.expectSame(
        plain, try Self.lint(["--cache", "--format", "json", "index.html"], in: folder),
        "damaged")
    }
  }

  @Test("--cache-location: a file, or a folder that gets .kbtraits-cache")
  func cacheLocation() throws {
    try Self.withProject { directory, folder in
      let plain = try Self.lint(["--format", "json", "."], in: folder)
      _ = try directory.makeDirectory("store")
      _ = try directory.makeDirectory("new")
      for (location, file) in [
        ("../store/lint.cache", "store/lint.cache"), ("../store", "store/.kbtraits-cache"),
        ("../new/", "new/.kbtraits-cache"),
      ] {
        let arguments = ["--cache", "--cache-location", location, "--format", "json", "."]
        Self.expectSame(plain, try Self.lint(arguments, in: folder), "\(location), cold")
        #expect(Set(try Self.records(directory.path(file)).keys) == Self.keptFiles)
        Self.expectSame(plain, try Self.lint(arguments, in: folder), "\(location), warm")
      }
      #expect(!FileManager.default.fileExists(atPath: directory.path("web/.kbtraits-cache")))
      let alone = try Self.lint(["--cache-location", "x", "."], in: folder)
      #expect(alone.status == 2)
      #expect(alone.standardError.contains("--cache-location needs --cache."))
    }
  }

  @Test("a cache that cannot be written: one warning, and the run's own result")
  func unwritableCache() throws {
    try Self.withProject { directory, folder in
      let plain = try Self.lint(["--format", "json", "."], in: folder)
      let outcome = try Self.lint(
        ["--cache", "--cache-location", "../missing/folder/cache", "--format", "json", "."],
        in: folder)
      #expect(outcome.status == plain.status)
      #expect(outcome.standardOutput == plain.standardOutput)
      #expect(
        outcome.standardError.hasPrefix(
          "warning: could not write the lint cache ../missing/folder/cache: "),
        "\(outcome.standardError)")
    }
  }

  @Test("standard input is never kept")
  func standardInput() throws {
    try Self.withProject { directory, folder in
      let outcome = try KBTraitsProcess.run(
        ["lint", "--cache", "--stdin-filename", "typed.html", "-"],
        input: "<input type=\"text\" name=\"email\">\n", in: folder)
      #expect(outcome.status == 1)
      #expect(!FileManager.default.fileExists(atPath: directory.path("web/.kbtraits-cache")))
    }
  }

  @Test("a file --fix changes is not kept, and a kept file with something to fix is fixed")
  func fixing() throws {
    try Self.withProject { directory, folder in
      let fixable = "<input type=\"email\" name=\"email\" autocomplete=\"emial\">\n"
      try directory.write("web/fix.html", fixable)
      let location = directory.path("web/.kbtraits-cache")
      _ = try Self.lint(["--cache", "fix.html", "clean.html"], in: folder)
      let kept = try #require(try Self.records(location)["fix.html"])
      #expect(kept.hasSafeFixes)
      let fixed = try Self.lint(["--cache", "--fix", "fix.html", "clean.html"], in: folder)
      let text = try String(contentsOfFile: directory.path("web/fix.html"), encoding: .utf8)
      #expect(text != fixable, "\(fixed.standardError)")
      #expect(Set(try Self.records(location).keys) == ["clean.html"])
      // The fixed file is linted afresh next time, as without the cache.
      Self.expectSame(
        try Self.lint(["--format", "json", "fix.html"], in: folder),
        try Self.lint(["--cache", "--format", "json", "fix.html"], in: folder), "after --fix")
    }
  }

  @Test("records of files not linted are kept while the file exists, dropped once it is gone")
  func pruning() throws {
    try Self.withProject { directory, folder in
      _ = try Self.lint(["--cache", "."], in: folder)
      let location = directory.path("web/.kbtraits-cache")
      try FileManager.default.removeItem(atPath: directory.path("web/clean.html"))
      _ = try Self.lint(["--cache", "index.html"], in: folder)
      #expect(Set(try Self.records(location).keys) == Self.keptFiles.subtracting(["clean.html"]))
    }
  }

  @Test("--baseline: files it has entries for are filtered afresh; stale entries still count")
  func baseline() throws {
    try Self.withProject { directory, folder in
      _ = try Self.lint(
        ["--write-baseline", "baseline.json", "index.html", "clean.html"], in: folder)
      // --write-baseline lints every file afresh and leaves the cache alone.
      _ = try Self.lint(
        ["--cache", "--write-baseline", "other.json", "index.html", "clean.html"], in: folder)
      #expect(!FileManager.default.fileExists(atPath: directory.path("web/.kbtraits-cache")))
      for options in [
        ["--baseline", "baseline.json"], ["--baseline", "baseline.json", "--strict-baseline"],
      ] {
        let plain = try Self.lint(options + ["--format", "json", "."], in: folder)
        let arguments = ["--cache"] + options + ["--format", "json", "."]
        Self.expectSame(plain, try Self.lint(arguments, in: folder), "\(options), cold")
        Self.expectSame(plain, try Self.lint(arguments, in: folder), "\(options), warm")
      }
      // A finding fixed by hand leaves a stale entry, which --strict-baseline fails on.
      try directory.write(
        "web/index.html",
        Self.project["index.html"]!.replacingOccurrences(
          of: "autocomplete=\"off\"", with: "autocomplete=\"current-password\""))
      let options = ["--baseline", "baseline.json", "--strict-baseline", "--format", "json", "."]
      let plain = try Self.lint(options, in: folder)
      #expect(plain.status == 1, "\(plain.standardError)")
      Self.expectSame(plain, try Self.lint(["--cache"] + options, in: folder), "stale")
      let records = try Self.records(directory.path("web/.kbtraits-cache"))
      #expect(records["index.html"] == nil)
      #expect(records["clean.html"] != nil)
    }
  }
}
