import Foundation
import TestHelpers
import Testing

/// The defaults a JavaScript monorepo expects (issue 28): `node_modules` and `bower_components`
/// not walked, `.gitignore` honoured inside a git work tree, `--no-ignore` for everything, and a
/// named file that an ignore pattern excludes a warning with exit 0, as in ESLint.
@Suite("Ignore defaults: node_modules, .gitignore, named ignored files")
struct IgnoreDefaultsCommandTests {
  static let oneError = LintCommandTests.oneError

  /// A project: a page with one error, a built page and a generated one that `.gitignore`
  /// names, and pages in `node_modules` at two depths and in `bower_components`. With
  /// `gitWorkTree`, the folder has a `.git` folder (or, with `gitFile`, a worktree's `.git`
  /// file).
  static func withProject(
    gitWorkTree: Bool = true, gitFile: Bool = false, extra: [String: String] = [:],
    _ body: (TemporaryDirectory, URL) throws -> Void
  ) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let files: [String: String] = [
      "web/.gitignore": "build/\n*.gen.html\n",
      "web/src/page.html": oneError,
      "web/build/out.html": oneError,
      "web/src/form.gen.html": oneError,
      "web/node_modules/pkg/demo.html": oneError,
      "web/packages/ui/node_modules/lib/demo.html": oneError,
      "web/bower_components/jquery/test.html": oneError,
    ]
    for (name, text) in files.merging(extra, uniquingKeysWith: { $1 }) {
      try directory.write(name, text)
    }
    if gitFile {
      try directory.write("main/.git/info/exclude", "secret.html\n")
      try directory.write("main/.git/worktrees/web/commondir", "../..\n")
      try directory.write("web/.git", "gitdir: ../main/.git/worktrees/web\n")
    } else if gitWorkTree {
      try directory.makeDirectory("web/.git/info")
    }
    try body(directory, URL(fileURLWithPath: directory.path("web")))
  }

  /// The paths of the files a JSON report lists (show's, lint's and report's JSON alike; show
  /// and report keep the `./` of the path given, lint shows paths relative to the folder).
  static func listedPaths(_ json: String) throws -> [String] {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
    let files = (object as? [String: Any])?["files"] as? [[String: Any]] ?? []
    return files.compactMap { $0["path"] as? String }
      .map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 }.sorted()
  }

  static func run(_ command: String, _ arguments: [String], in folder: URL) throws
    -> KBTraitsProcess.Outcome
  {
    let format =
      command == "report" ? ["--format", "json", "--output", "-"] : ["--format", "json"]
    return try KBTraitsProcess.run([command] + format + arguments, in: folder)
  }

  @Test(
    "inside a git work tree .gitignore is honoured and node_modules is skipped, with a note",
    arguments: ["show", "lint", "report"])
  func defaultsInWorkTree(command: String) throws {
    try Self.withProject { _, folder in
      let outcome = try Self.run(command, ["."], in: folder)
      #expect(outcome.status == (command == "lint" ? 1 : 0), "\(outcome.standardError)")
      #expect(try Self.listedPaths(outcome.standardOutput) == ["src/page.html"])
      #expect(
        outcome.standardError.contains(
          "note: node_modules/ skipped (2 folders: ./node_modules, "
            + "./packages/ui/node_modules); name them, add \"!node_modules/\" to .kbtraitsignore "
            + "or give --no-ignore to scan them\n"))
      #expect(
        outcome.standardError.contains(
          "note: bower_components/ skipped (1 folder: ./bower_components); name it, add "
            + "\"!bower_components/\" to .kbtraitsignore or give --no-ignore to scan it\n"))
      #expect(!outcome.standardError.contains("warning:"))
    }
  }

  @Test("a worktree's .git file marks the work tree; info/exclude is read where it points")
  func worktreeGitFile() throws {
    try Self.withProject(gitFile: true, extra: ["web/src/secret.html": Self.oneError]) {
      _, folder in
      let outcome = try Self.run("lint", ["."], in: folder)
      #expect(try Self.listedPaths(outcome.standardOutput) == ["src/page.html"])
    }
  }

  @Test("outside a git work tree .gitignore is not read; node_modules is still skipped")
  func outsideWorkTree() throws {
    try Self.withProject(gitWorkTree: false) { _, folder in
      let outcome = try Self.run("lint", ["."], in: folder)
      #expect(
        try Self.listedPaths(outcome.standardOutput) == [
          "build/out.html", "src/form.gen.html", "src/page.html",
        ])
      #expect(outcome.standardError.contains("note: node_modules/ skipped (2 folders"))
    }
  }

  @Test("--no-ignore reads no ignore file and walks every folder", arguments: ["show", "lint"])
  func noIgnore(command: String) throws {
    try Self.withProject(extra: ["web/.kbtraitsignore": "src/page.html\n"]) { _, folder in
      let outcome = try Self.run(command, ["--no-ignore", "."], in: folder)
      #expect(
        try Self.listedPaths(outcome.standardOutput) == [
          "bower_components/jquery/test.html", "build/out.html", "node_modules/pkg/demo.html",
          "packages/ui/node_modules/lib/demo.html", "src/form.gen.html", "src/page.html",
        ])
      #expect(!outcome.standardError.contains("skipped"))
    }
  }

  @Test("a path given inside node_modules is scanned; '!node_modules/' and includes take it back")
  func namedAndTakenBack() throws {
    try Self.withProject { directory, folder in
      let named = try Self.run("lint", ["node_modules/pkg"], in: folder)
      #expect(try Self.listedPaths(named.standardOutput) == ["node_modules/pkg/demo.html"])
      #expect(!named.standardError.contains("skipped"))

      let include = try Self.run(
        "lint", ["--include", "packages/*/node_modules/lib/*.html", "."], in: folder)
      #expect(
        try Self.listedPaths(include.standardOutput) == [
          "packages/ui/node_modules/lib/demo.html", "src/page.html",
        ])
      #expect(
        include.standardError.contains("note: node_modules/ skipped (1 folder: ./node_modules)"))

      try directory.write("web/.kbtraitsignore", "!node_modules/\n")
      let negated = try Self.run("lint", ["."], in: folder)
      #expect(
        try Self.listedPaths(negated.standardOutput) == [
          "node_modules/pkg/demo.html", "packages/ui/node_modules/lib/demo.html", "src/page.html",
        ])
      #expect(!negated.standardError.contains("note: node_modules/"))
    }
  }

  @Test(
    "a named file an ignore pattern excludes is a warning, exit 0; --no-warn-ignored silences it",
    arguments: ["show", "lint", "report"])
  func namedIgnoredFile(command: String) throws {
    try Self.withProject(extra: ["web/.kbtraitsignore": "src/draft.html\n"]) { directory, folder in
      try directory.write("web/src/draft.html", Self.oneError)
      let outcome = try Self.run(command, ["build/out.html", "src/draft.html"], in: folder)
      #expect(outcome.status == 0, "\(outcome.standardError)")
      #expect(try Self.listedPaths(outcome.standardOutput) == [])
      #expect(
        outcome.standardError
          == "warning: build/out.html: File ignored because of a matching ignore pattern "
          + "(.gitignore:1:build/ matches build). Use \"--no-ignore\" to disable file ignore "
          + "settings or use \"--no-warn-ignored\" to suppress this warning.\n"
          + "warning: src/draft.html: File ignored because of a matching ignore pattern "
          + "(.kbtraitsignore:1:src/draft.html). Use \"--no-ignore\" to disable file ignore "
          + "settings or use \"--no-warn-ignored\" to suppress this warning.\n")

      let quiet = try Self.run(command, ["--no-warn-ignored", "build/out.html"], in: folder)
      #expect(quiet.status == 0)
      #expect(quiet.standardError.isEmpty)

      // With a file that is linted, the exit status is that file's.
      let mixed = try Self.run(command, ["build/out.html", "src/page.html"], in: folder)
      #expect(try Self.listedPaths(mixed.standardOutput) == ["src/page.html"])
      #expect(mixed.status == (command == "lint" ? 1 : 0))
      #expect(mixed.standardError.contains("warning: build/out.html: File ignored"))

      let forced = try Self.run(command, ["--no-ignore", "build/out.html"], in: folder)
      #expect(try Self.listedPaths(forced.standardOutput) == ["build/out.html"])
    }
  }

  @Test("text output: the warning is on standard error; standard output is the report alone")
  func textOutput() throws {
    try Self.withProject { _, folder in
      let outcome = try KBTraitsProcess.run(["lint", "build/out.html"], in: folder)
      #expect(outcome.status == 0)
      #expect(outcome.standardOutput.isEmpty)
      #expect(outcome.standardError.hasPrefix("warning: build/out.html: File ignored"))
      #expect(!outcome.standardError.contains("error:"))
    }
  }

  @Test("a named folder an ignore pattern excludes is warned about, and nothing found is exit 2")
  func namedIgnoredFolder() throws {
    try Self.withProject { _, folder in
      let outcome = try Self.run("lint", ["build"], in: folder)
      #expect(outcome.status == 2)
      #expect(
        outcome.standardError.contains(
          "warning: build: Folder ignored because of a matching ignore pattern "
            + "(.gitignore:1:build/)."))
      #expect(outcome.standardError.contains("error: no HTML file to scan in 'build'"))
    }
  }

  @Test("--respect-gitignore is still accepted (it is the default) and clashes with --no-ignore")
  func respectGitignoreFlag() throws {
    try Self.withProject { _, folder in
      let outcome = try Self.run("lint", ["--respect-gitignore", "."], in: folder)
      #expect(try Self.listedPaths(outcome.standardOutput) == ["src/page.html"])
      let clash = try Self.run("lint", ["--respect-gitignore", "--no-ignore", "."], in: folder)
      #expect(clash.status == 2)
    }
  }
}
