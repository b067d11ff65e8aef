import Foundation
import TestHelpers
import Testing

/// Every file kbtraits writes (lint and report `--output`, `--write-baseline`, `init`, `--fix`)
/// is written as a shell's `>` would write it: through a symbolic link, into a FIFO or a device
/// as a stream, over a regular file keeping its mode. Each test writes only inside its own
/// temporary folder, FIFOs and devices included.
@Suite("Output destinations")
struct OutputDestinationCommandTests {
  /// A command that writes `link.out` (or, for init, `.kbtraits.yml`), and what the file then
  /// holds.
  struct Writer: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    var output = "link.out"
    var expected: String

    var testDescription: String { name }
  }

  static let writers = [
    Writer(
      name: "lint --output",
      arguments: ["lint", "--format", "sarif", "--output", "link.out", "page.html"],
      expected: "\"version\": \"2.1.0\""),
    Writer(
      name: "report --output",
      arguments: ["report", "--format", "json", "--output", "link.out", "page.html"],
      expected: "\"summary\""),
    Writer(
      name: "lint --write-baseline",
      arguments: ["lint", "--write-baseline", "link.out", "page.html"],
      expected: "\"entries\""),
    Writer(
      name: "init --force", arguments: ["init", "--force"], output: ".kbtraits.yml",
      expected: "extends: recommended"),
  ]

  private static func names(_ folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  private static func mode(_ path: String) -> mode_t {
    var info = stat()
    _ = stat(path, &info)
    return info.st_mode & 0o7777
  }

  @Test(
    "a symbolic link is written through: the target gets the output, the link stays",
    arguments: writers)
  func symlink(writer: Writer) throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("page.html", LintCommandTests.clean)
    let target = try folder.write("real/target", "old\n")
    try #require(chmod(target, 0o640) == 0)
    let link = try folder.symlink(writer.output, to: "real/target")
    let outcome = try KBTraitsProcess.run(
      writer.arguments, in: URL(fileURLWithPath: folder.path))
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(SpecialFiles.type(of: link) == S_IFLNK)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real/target")
    #expect(try String(contentsOfFile: target, encoding: .utf8).contains(writer.expected))
    #expect(Self.mode(target) == 0o640)
    #expect(try Self.names(folder.path("real")) == ["target"])
  }

  @Test("--fix writes a linked file through its link, as editors do")
  func fixThroughLink() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let target = try folder.write("real/page.html", LintOutputTests.fixable)
    let link = try folder.symlink("page.html", to: "real/page.html")
    let outcome = try KBTraitsProcess.run(
      ["lint", "--fix", "page.html"], in: URL(fileURLWithPath: folder.path))
    #expect(outcome.standardError.contains("fixed page.html"), "\(outcome.standardError)")
    #expect(SpecialFiles.type(of: link) == S_IFLNK)
    #expect(
      try String(contentsOfFile: target, encoding: .utf8).contains(
        "inputmode=\"numeric\" autocorrect=\"off\""))
    #expect(try Self.names(folder.path("real")) == ["page.html"])
  }

  @Test(
    "lint and report stream into a FIFO, which stays a FIFO",
    arguments: [
      (["lint", "--format", "json", "--output", "pipe", "page.html"], "\"files\""),
      (["report", "--format", "csv", "--output", "pipe", "page.html"], "page.html"),
    ])
  func fifo(arguments: [String], expected: String) throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("page.html", LintCommandTests.clean)
    let fifo = try SpecialFiles.makeFIFO("pipe", in: folder)
    let reader = try FIFOReader(fifo)
    let outcome = try KBTraitsProcess.run(arguments, in: URL(fileURLWithPath: folder.path))
    let text = reader.finishText()
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(text.contains(expected), "\(text)")
    #expect(SpecialFiles.type(of: fifo) == S_IFIFO)
    #expect(try Self.names(folder.path) == ["page.html", "pipe"])
  }

  @Test(
    "lint and report write into a character device, which stays a device",
    SpecialFiles.needsCharacterDevice,
    arguments: [
      ["lint", "--format", "sarif", "--output", "null", "page.html"],
      ["report", "--format", "html", "--output", "null", "page.html"],
    ])
  func characterDevice(arguments: [String]) throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("page.html", LintCommandTests.clean)
    let device = try #require(SpecialFiles.makeCharacterDevice("null", in: folder))
    let outcome = try KBTraitsProcess.run(arguments, in: URL(fileURLWithPath: folder.path))
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(SpecialFiles.type(of: device) == S_IFCHR)
    #expect(try Self.names(folder.path) == ["null", "page.html"])
  }

  @Test(
    "a folder or a path in a missing folder is an error that names it",
    arguments: [
      (["lint", "--format", "sarif", "--output", "out", "page.html"], 2, "it is a directory"),
      (
        ["report", "--format", "csv", "--output", "out", "page.html"], 2,
        "only the HTML report can be a folder"
      ),
      (["lint", "--write-baseline", "out", "page.html"], 2, "it is a directory"),
      (
        ["lint", "--format", "sarif", "--output", "no/such/x.sarif", "page.html"], 2,
        "the folder no/such does not exist"
      ),
    ])
  func unwritable(arguments: [String], status: Int32, message: String) throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("page.html", LintCommandTests.clean)
    try folder.makeDirectory("out")
    let outcome = try KBTraitsProcess.run(arguments, in: URL(fileURLWithPath: folder.path))
    #expect(outcome.status == status, "\(outcome.standardError)")
    #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
    #expect(try Self.names(folder.path("out")).isEmpty)
    #expect(try Self.names(folder.path) == ["out", "page.html"])
  }
}
