import Foundation
import TestHelpers
import Testing

/// `--changed-since REF` (issue 32) in a git repository the test makes: the files a pull request
/// from HEAD into REF touches, plus what is not committed, each taken as a walk would take it.
@Suite(
  "--changed-since: the files changed since a git ref",
  .enabled(if: GitRepository.isAvailable, "git is not installed; --changed-since needs it"))
struct ChangedSinceCommandTests {
  static let oneError = LintCommandTests.oneError

  /// A repository on `main` with five pages, which moves on after the branch `topic` left it
  /// (a change to `f.html`, which the branch does not touch); `topic`, checked out, changes
  /// `a.html`, adds `sub/c.html` and deletes `b.html` (committed), stages a change to
  /// `sub/s.html` and leaves `d.html`, an ignored `gen.html` and a text file untracked.
  static func withRepository(_ body: (GitRepository) throws -> Void) throws {
    let repository = try GitRepository()
    defer { repository.remove() }
    for name in ["a.html", "b.html", "f.html", "sub/s.html", "old.html"] {
      try repository.write(name, oneError)
    }
    try repository.write(".gitignore", "gen.html\n")
    try repository.git("add", "-A")
    try repository.git("commit", "-q", "-m", "base")
    try repository.git("branch", "topic")
    try repository.write("f.html", oneError + "<!-- on main -->\n")
    try repository.git("commit", "-q", "-am", "main moves on")
    try repository.git("checkout", "-q", "topic")
    try repository.write("a.html", oneError + "<!-- changed -->\n")
    try repository.write("sub/c.html", oneError)
    try repository.git("rm", "-q", "b.html")
    try repository.git("add", "-A")
    try repository.git("commit", "-q", "-m", "topic")
    try repository.write("sub/s.html", oneError + "<!-- staged -->\n")
    try repository.git("add", "sub/s.html")
    try repository.write("d.html", oneError)
    try repository.write("gen.html", oneError)
    try repository.write("notes.txt", "changed\n")
    try body(repository)
  }

  static func lint(_ arguments: [String], in folder: URL) throws -> KBTraitsProcess.Outcome {
    try KBTraitsProcess.run(
      ["lint", "--format", "json"] + arguments, in: folder, environment: GitRepository.environment)
  }

  @Test(
    "lists committed, staged, unstaged and untracked changes; deleted and ignored files are left out",
    arguments: ["show", "lint", "report"])
  func changedFiles(command: String) throws {
    try Self.withRepository { repository in
      let format =
        command == "report" ? ["--format", "json", "--output", "-"] : ["--format", "json"]
      let outcome = try KBTraitsProcess.run(
        [command] + format + ["--changed-since", "main"], in: repository.url,
        environment: GitRepository.environment)
      #expect(outcome.status == (command == "lint" ? 1 : 0), "\(outcome.standardError)")
      #expect(
        try IgnoreDefaultsCommandTests.listedPaths(outcome.standardOutput) == [
          "a.html", "d.html", "sub/c.html", "sub/s.html",
        ])
      #expect(!outcome.standardError.contains("warning:"), "\(outcome.standardError)")
    }
  }

  @Test("from a subfolder, git's paths (from the top) are found from there")
  func fromSubfolder() throws {
    try Self.withRepository { repository in
      let outcome = try Self.lint(
        ["--changed-since", "main"], in: repository.url.appendingPathComponent("sub"))
      #expect(outcome.status == 1, "\(outcome.standardError)")
      #expect(
        try IgnoreDefaultsCommandTests.listedPaths(outcome.standardOutput) == [
          "../a.html", "../d.html", "c.html", "s.html",
        ])
    }
  }

  @Test("a file deleted in the work tree after it changed is skipped, not an error")
  func deletedInWorkTree() throws {
    try Self.withRepository { repository in
      try FileManager.default.removeItem(atPath: repository.path("a.html"))
      let outcome = try Self.lint(["--changed-since", "main"], in: repository.url)
      #expect(
        try IgnoreDefaultsCommandTests.listedPaths(outcome.standardOutput) == [
          "d.html", "sub/c.html", "sub/s.html",
        ])
      #expect(!outcome.standardError.contains("error"), "\(outcome.standardError)")
    }
  }

  @Test("an ignore file or exclude glob of kbtraits leaves a changed file out, silently")
  func ignoredChangedFile() throws {
    try Self.withRepository { repository in
      try repository.write(".kbtraitsignore", "d.html\n")
      try repository.write(".kbtraits.yml", "exclude:\n  - sub/c.html\n")
      let outcome = try Self.lint(["--changed-since", "main"], in: repository.url)
      #expect(
        try IgnoreDefaultsCommandTests.listedPaths(outcome.standardOutput) == [
          "a.html", "sub/s.html",
        ])
      #expect(!outcome.standardError.contains("warning:"), "\(outcome.standardError)")
    }
  }

  @Test("nothing changed is a success that says so")
  func nothingChanged() throws {
    try Self.withRepository { repository in
      let outcome = try Self.lint(["--changed-since", "HEAD"], in: repository.url)
      // HEAD still has the staged, unstaged and untracked changes.
      #expect(outcome.status == 1)
      try repository.git("add", "-A")
      try repository.git("commit", "-q", "-m", "all")
      let clean = try Self.lint(["--changed-since", "HEAD"], in: repository.url)
      #expect(clean.status == 0, "\(clean.standardError)")
      #expect(clean.standardError == "note: no file changed since HEAD; nothing to scan\n")
      #expect(try IgnoreDefaultsCommandTests.listedPaths(clean.standardOutput) == [])
    }
  }

  @Test("an unknown ref, or no repository, is a usage error that says what to do")
  func usageErrors() throws {
    try Self.withRepository { repository in
      let unknown = try Self.lint(["--changed-since", "no-such-branch"], in: repository.url)
      #expect(unknown.status == 2)
      #expect(
        unknown.standardError.hasPrefix(
          "error: --changed-since no-such-branch: git knows no commit of that name"))
    }
    let outside = try TemporaryDirectory()
    defer { outside.remove() }
    for ref in ["--output=changed.txt", "-p"] {
      let option = try Self.lint(
        ["--changed-since=\(ref)", "."], in: URL(fileURLWithPath: outside.path))
      #expect(option.status == 2, "\(ref)")
      #expect(
        option.standardError.contains("is not a ref git can take"), "\(option.standardError)")
    }
    let noRepository = try Self.lint(
      ["--changed-since", "main"], in: URL(fileURLWithPath: outside.path))
    #expect(noRepository.status == 2)
    #expect(
      noRepository.standardError.hasPrefix(
        "error: --changed-since main: not inside a git work tree"),
      "\(noRepository.standardError)")
  }
}

/// A git repository in a temporary folder, with git's configuration isolated from the
/// machine's (no global or system file; a fixed author).
struct GitRepository {
  let directory: TemporaryDirectory
  var url: URL { URL(fileURLWithPath: directory.path) }

  /// The environment git runs with, in the test and in kbtraits.
  static let environment: [String: String?] = [
    "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/nonexistent/kbtraits-test-gitconfig",
    "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com",
    "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.com",
    "GIT_DIR": nil, "GIT_WORK_TREE": nil,
  ]

  static let isAvailable: Bool = {
    (try? run(["--version"], in: URL(fileURLWithPath: NSTemporaryDirectory()))) != nil
  }()

  init() throws {
    directory = try TemporaryDirectory()
    try git("init", "-q", "-b", "main")
  }

  func remove() { directory.remove() }
  func path(_ name: String) -> String { directory.path(name) }
  func write(_ name: String, _ text: String) throws { try directory.write(name, text) }

  func git(_ arguments: String...) throws { try Self.run(arguments, in: url) }

  @discardableResult
  static func run(_ arguments: [String], in folder: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    for (name, value) in Self.environment { environment[name] = value }
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CocoaError(
        .executableLoad,
        userInfo: [NSLocalizedDescriptionKey: "git \(arguments) failed: \(text)"])
    }
    return text
  }
}
