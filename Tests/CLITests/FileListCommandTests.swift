import Foundation
import TestHelpers
import Testing

/// `--files-from FILE|-` (issue 32): the listed files are scanned as a walk that reached them
/// would take them; ignored, excluded, hidden and non-HTML ones are skipped without a warning.
@Suite("--files-from: the files a list names, every ignore rule still applied")
struct FileListCommandTests {
  typealias Project = IgnoreDefaultsCommandTests

  /// The project of ``IgnoreDefaultsCommandTests`` (a git work tree whose `.gitignore` names
  /// `build/` and `*.gen.html`), with an `.kbtraitsignore`d page, an excluded page, a text file
  /// and a hidden folder; every path below is listed.
  static let listed = [
    "src/page.html", "build/out.html", "src/form.gen.html", "node_modules/pkg/demo.html",
    "src/draft.html", "legacy/old.html", "notes.txt", ".storybook/preview.html", "missing.html",
  ]

  static func withListedProject(_ body: (TemporaryDirectory, URL) throws -> Void) throws {
    let extra = [
      "web/.kbtraitsignore": "src/draft.html\n",
      "web/.kbtraits.yml": "exclude:\n  - legacy/**\n",
      "web/src/draft.html": Project.oneError,
      "web/legacy/old.html": Project.oneError,
      "web/notes.txt": "not HTML\n",
      "web/.storybook/preview.html": Project.oneError,
      "web/list.txt": listed.joined(separator: "\n") + "\n",
    ]
    try Project.withProject(extra: extra, body)
  }

  @Test(
    "a listed file that a walk would leave out is skipped silently",
    arguments: ["show", "lint", "report"])
  func listedFromFile(command: String) throws {
    try Self.withListedProject { _, folder in
      let outcome = try Project.run(command, ["--files-from", "list.txt"], in: folder)
      #expect(outcome.status == (command == "lint" ? 1 : 0), "\(outcome.standardError)")
      #expect(try Project.listedPaths(outcome.standardOutput) == ["src/page.html"])
      #expect(!outcome.standardError.contains("warning:"), "\(outcome.standardError)")
      #expect(
        outcome.standardError.contains(
          "note: --files-from list.txt: 1 listed file no longer exists, skipped: missing.html\n"),
        "\(outcome.standardError)")
    }
  }

  @Test("--files-from - reads the list from standard input, with CRLF lines and blank ones")
  func listedFromStandardInput() throws {
    try Self.withListedProject { directory, folder in
      try directory.write("web/src/other.html", Project.oneError)
      let outcome = try KBTraitsProcess.run(
        ["lint", "--format", "json", "--files-from", "-"],
        input: "src/other.html\r\n\r\nnotes.txt\r\nsrc/page.html\n", in: folder)
      #expect(outcome.status == 1, "\(outcome.standardError)")
      #expect(
        try Project.listedPaths(outcome.standardOutput) == ["src/other.html", "src/page.html"])
      #expect(outcome.standardError.isEmpty, "\(outcome.standardError)")
    }
  }

  @Test("paths named too are scanned as named; a listed folder is walked")
  func listedWithPaths() throws {
    try Self.withListedProject { directory, folder in
      try directory.write("web/more/a.html", Project.oneError)
      try directory.write("web/one.txt", "src\n")
      let outcome = try Project.run("lint", ["--files-from", "one.txt", "more"], in: folder)
      #expect(try Project.listedPaths(outcome.standardOutput) == ["more/a.html", "src/page.html"])
    }
  }

  @Test("standard input cannot be both the list and an input; both lists at once is an error")
  func usageErrors() throws {
    let both = try KBTraitsProcess.run(["lint", "--files-from", "-", "-"], input: "")
    #expect(both.status == 2)
    #expect(both.standardError.contains("'-' cannot also be an input"))
    let two = try KBTraitsProcess.run(["lint", "--files-from", "a", "--changed-since", "main"])
    #expect(two.status == 2)
    #expect(two.standardError.contains("give one of them"))
    let unreadable = try KBTraitsProcess.run(["lint", "--files-from", "no-such-list.txt"])
    #expect(unreadable.status == 2)
    #expect(
      unreadable.standardError.hasPrefix(
        "error: --files-from no-such-list.txt: the list does not exist;"))
  }

  @Test(
    "an empty list, or one with nothing to scan, is a success that says so",
    arguments: ["show", "lint", "report"])
  func nothingToScan(command: String) throws {
    try Self.withListedProject { directory, folder in
      try directory.write("web/empty.txt", "")
      try directory.write("web/ignored.txt", "build/out.html\nnotes.txt\n")
      let empty = try Project.run(command, ["--files-from", "empty.txt"], in: folder)
      #expect(empty.status == 0, "\(empty.standardError)")
      #expect(
        empty.standardError.contains(
          "note: --files-from empty.txt lists no file; nothing to scan"))
      let ignored = try Project.run(command, ["--files-from", "ignored.txt"], in: folder)
      #expect(ignored.status == 0, "\(ignored.standardError)")
      #expect(ignored.standardError.contains("note: none of the 2 files that --files-from"))
      #expect(!ignored.standardError.contains("warning:"))
    }
  }
}
