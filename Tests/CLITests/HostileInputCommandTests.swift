import Foundation
import KeyboardTraits
import TestHelpers
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// File names that are not UTF-8, huge and special files, through the real binary and every
/// output format.
@Suite("Hostile inputs on the command line")
struct HostileInputCommandTests {
  /// A folder holding `caf<0xFF>.html` (fields with findings, one of them with a safe fix),
  /// or nil where the file system refuses such a name (macOS).
  static func folderWithNonUTF8Name() throws -> TemporaryDirectory? {
    let directory = try TemporaryDirectory()
    let html =
      #"<form action=/s><input name=email type=text><input name=zip pattern="^\d{5}$"></form>"#
    guard
      directory.write(
        rawName: Array("caf".utf8) + [0xFF] + Array(".html".utf8), bytes: Array(html.utf8)) != nil
    else {
      directory.remove()
      return nil
    }
    return directory
  }

  /// What each format writes for the name: the escaped form, as that format escapes text.
  static let shownName: [(arguments: [String], shown: String)] = [
    (["show"], #"caf\xFF.html"#),
    (["show", "--format", "json"], #""./caf\\xFF.html""#),
    (["lint"], #"caf\xFF.html:1:"#),
    (["lint", "--format", "json"], #""caf\\xFF.html""#),
    // A URI: the name's own byte, percent-encoded.
    (["lint", "--format", "sarif"], #""uri": "caf%FF.html""#),
    (["lint", "--format", "github"], #"file=caf\xFF.html,line=1"#),
    (["lint", "--format", "junit"], #"classname="caf\xFF.html""#),
    (["lint", "--format", "checkstyle"], #"<file name="caf\xFF.html">"#),
    (["lint", "--format", "gitlab"], #""path": "caf\\xFF.html""#),
    (["lint", "--format", "rdjson"], #""path": "caf\\xFF.html""#),
    (["report", "-q", "--format", "html", "-o", "-"], #"caf\xFF.html"#),
    // Markdown escapes the backslash, so that it renders as one.
    (["report", "-q", "--format", "markdown", "-o", "-"], #"### ./caf\\xFF.html"#),
    (["report", "-q", "--format", "json", "-o", "-"], #""./caf\\xFF.html""#),
    (["report", "-q", "--format", "csv", "-o", "-"], "./caf\\xFF.html,,1,"),
  ]

  @Test(
    "a file name with byte 0xFF is scanned and shown escaped in every format",
    arguments: shownName)
  func nonUTF8NameInEveryFormat(_ arguments: [String], shown: String) throws {
    guard let directory = try Self.folderWithNonUTF8Name() else { return }
    defer { directory.remove() }
    let outcome = try KBTraitsProcess.run(
      arguments + ["."], in: URL(fileURLWithPath: directory.path))
    #expect(outcome.standardOutput.contains(shown), "\(arguments): \(outcome.standardOutput)")
    #expect(!outcome.standardOutput.contains("\u{FFFD}"))
    #expect(!outcome.standardError.contains("no such file"), "\(outcome.standardError)")
    // Read, not failed: `show` and `report` exit 0, `lint` 1 for its findings.
    #expect(outcome.status == (arguments.first == "lint" ? 1 : 0), "\(outcome.standardError)")
  }

  @Test("the name given as an argument and --fix both reach the file with byte 0xFF")
  func nonUTF8NameAsArgumentAndFixed() throws {
    guard let directory = try Self.folderWithNonUTF8Name() else { return }
    defer { directory.remove() }
    let folder = URL(fileURLWithPath: directory.path)
    // Process passes arguments as UTF-8, so a shell does it: the raw byte on the command line.
    let script = "exec \"$0\" show \"$(printf 'caf\\377.html')\""
    let shell = try ShellProcess.run(
      ["/bin/sh", "-c", script, try #require(KBTraitsProcess.executable).path], in: folder)
    #expect(shell.status == 0, "\(shell.standardError)")
    #expect(shell.standardOutput.contains(#"caf\xFF.html  (2 fields)"#), "\(shell.standardOutput)")
    let fixed = try KBTraitsProcess.run(["lint", "--fix", "."], in: folder)
    #expect(!fixed.standardError.contains("could not"), "\(fixed.standardError)")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names.count == 1, "no second file with a mangled name: \(names)")
    let raw = Array(directory.path.utf8) + Array("/caf".utf8) + [0xFF] + Array(".html".utf8)
    let text = try FormScanner().scanFile(atPath: PathName.escaped(raw))
    #expect(text.fields.last?[.pattern] == #"\d{5}"#, "--fix wrote the file")
  }

  @Test("--max-file-size refuses a 1 GB sparse file unread, counts it, and the run goes on")
  func sparseGigabyteWithLimit() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let big = try directory.write("big.html", "")
    try #require(truncate(big, 1 << 30) == 0)
    try directory.write("small.html", "<input name=q>")
    let folder = URL(fileURLWithPath: directory.path)
    for command in ["show", "lint", "report"] {
      let extra = command == "report" ? ["-q", "--format", "json", "-o", "-"] : []
      let outcome = try KBTraitsProcess.run(
        [command, "--max-file-size", "1M"] + extra + ["."], in: folder)
      let output = outcome.standardOutput + outcome.standardError
      #expect(outcome.status == 1, "\(command): \(output)")
      for phrase in [
        "big.html", "1073741824 bytes (1 GiB)", "1048576 bytes (1 MiB)",
        "--max-file-size",
      ] {
        #expect(output.contains(phrase), "\(command): \(output)")
      }
    }
    let shown = try KBTraitsProcess.run(["show", "--max-file-size", "1M", "."], in: folder)
    #expect(shown.standardOutput.contains("2 files, 1 field, 1 failed"), "\(shown.standardOutput)")
  }

  @Test(
    "a bad --max-file-size is a usage error that says what to write",
    arguments: [
      "show", "lint", "report",
    ])
  func badMaxFileSize(_ command: String) throws {
    for value in ["12Q", "0", "1.5G", "-3"] {
      let outcome = try KBTraitsProcess.run([command, "--max-file-size=\(value)", "Samples"])
      #expect(outcome.status == 2, "\(command) \(value): \(outcome.standardError)")
      #expect(outcome.standardError.contains("--max-file-size '\(value)' is not a size"))
      #expect(outcome.standardError.contains("512K"))
    }
  }

  @Test("a FIFO named or inside a folder is skipped with a message and counted, never blocking")
  func fifos() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let named = try SpecialFiles.makeFIFO("named.html", in: directory)
    try directory.makeDirectory("site")
    _ = try SpecialFiles.makeFIFO("site/pipe.html", in: directory)
    try directory.write("site/page.html", "<input name=q>")
    let outcome = try KBTraitsProcess.run(["show", named, directory.path("site")])
    #expect(outcome.status == 1)
    let skipped = "\n  error (notRegularFile): skipped, not read: it is a named pipe (FIFO)"
    #expect(outcome.standardOutput.contains("named.html" + skipped), "\(outcome.standardOutput)")
    #expect(outcome.standardOutput.contains("pipe.html" + skipped), "\(outcome.standardOutput)")
    #expect(
      outcome.standardOutput.contains("3 files, 1 field, 2 failed"), "\(outcome.standardOutput)")
  }

  // Made in the test's folder: /dev/null itself may be a regular file on a machine an older
  // build broke.
  @Test(
    "a character device is skipped with a message and counted",
    SpecialFiles.needsCharacterDevice)
  func characterDevice() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let device = try #require(SpecialFiles.makeCharacterDevice("null.html", in: directory))
    try directory.write("site/page.html", "<input name=q>")
    let outcome = try KBTraitsProcess.run(["show", device, directory.path("site")])
    #expect(outcome.status == 1)
    #expect(
      outcome.standardOutput.contains(
        "null.html\n  error (notRegularFile): skipped, not read: it is a character device"),
      "\(outcome.standardOutput)")
    #expect(
      outcome.standardOutput.contains("2 files, 1 field, 1 failed"), "\(outcome.standardOutput)")
  }
}

/// Runs a program with raw arguments (for a shell that passes bytes `Process` cannot).
private enum ShellProcess {
  static func run(_ arguments: [String], in directory: URL) throws -> KBTraitsProcess.Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return KBTraitsProcess.Outcome(
      status: process.terminationStatus,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self))
  }
}
