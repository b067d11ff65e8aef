import Foundation
import TestHelpers
import Testing

@testable import KeyboardTraits

/// `OutputFile` writes what the user named as a shell's `>` would: through links, into FIFOs
/// and devices as streams, and over regular files only once complete, keeping their modes.
@Suite("Output files")
struct OutputFileTests {
  private static let text = Array("report\n".utf8)

  private func contents(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  private func mode(_ path: String) -> mode_t {
    var info = stat()
    _ = stat(path, &info)
    return info.st_mode & 0o7777
  }

  /// The names in `folder`, to show that no temporary was left beside the file.
  private func names(_ folder: TemporaryDirectory) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test("a new file is created with the mode `>` gives it (0666 less the umask)")
  func newFile() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let path = folder.path("new.txt")
    try OutputFile.write(Self.text, to: path)
    #expect(try contents(path) == "report\n")
    // A file made by open(2) with 0666 gets the umask the same way, without reading it.
    let reference = open(folder.path("reference"), O_WRONLY | O_CREAT | O_EXCL, 0o666)
    try #require(reference >= 0)
    close(reference)
    #expect(mode(path) == mode(folder.path("reference")))
    #expect(try names(folder) == ["new.txt", "reference"])
  }

  @Test("a regular file is replaced whole and keeps its permission bits")
  func regularFileKeepsMode() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let path = try folder.write("kept.txt", "old content that is longer\n")
    try #require(chmod(path, 0o640) == 0)
    try OutputFile.write(Self.text, to: path)
    #expect(try contents(path) == "report\n")
    #expect(mode(path) == 0o640)
    #expect(try names(folder) == ["kept.txt"])
  }

  @Test("a file is untouched until commit, and discard leaves it as it was, with no temporary")
  func discardLeavesFile() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let path = try folder.write("kept.txt", "before\n")
    let file = try OutputFile(path: path)
    #expect(file.mode == .replace)
    try file.write(Self.text)
    #expect(try contents(path) == "before\n")
    file.discard()
    #expect(try contents(path) == "before\n")
    #expect(try names(folder) == ["kept.txt"])
  }

  @Test("a symbolic link is written through: the target gets the bytes, the link stays")
  func symlinkWrittenThrough() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.makeDirectory("real")
    let target = try folder.write("real/target.sarif", "old\n")
    try #require(chmod(target, 0o600) == 0)
    // Two links deep, the first relative to its own folder.
    try folder.makeDirectory("links")
    let inner = try folder.symlink("links/inner.sarif", to: "../real/target.sarif")
    let outer = try folder.symlink("link.sarif", to: inner)
    try OutputFile.write(Self.text, to: outer)
    #expect(try contents(target) == "report\n")
    #expect(mode(target) == 0o600)
    #expect(SpecialFiles.type(of: outer) == S_IFLNK)
    #expect(SpecialFiles.type(of: inner) == S_IFLNK)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: inner) == "../real/target.sarif")
    // The temporary was made in the target's folder, and is gone.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path("real")) == [
        "target.sarif"
      ])
    #expect(try names(folder) == ["link.sarif", "links", "real"])
  }

  @Test("a dangling link creates its target, as `>` does")
  func danglingLinkCreatesTarget() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let link = try folder.symlink("link.json", to: "made.json")
    try OutputFile.write(Self.text, to: link)
    #expect(SpecialFiles.type(of: link) == S_IFLNK)
    #expect(try contents(folder.path("made.json")) == "report\n")
  }

  @Test("a FIFO is written as a stream to its reader and stays a FIFO")
  func fifoStreamed() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let fifo = try SpecialFiles.makeFIFO("pipe", in: folder)
    let reader = try FIFOReader(fifo)
    let file = try OutputFile(path: fifo)
    #expect(file.mode == .stream)
    // More than a pipe's buffer, in pieces: the reader must be taking them as they come.
    let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 50_000)
    for _ in 0..<4 { try file.write(chunk) }
    try file.commit()
    #expect(reader.finish() == Array(repeating: UInt8(ascii: "x"), count: 200_000))
    #expect(SpecialFiles.type(of: fifo) == S_IFIFO)
    #expect(try names(folder) == ["pipe"])
  }

  @Test(
    "a character device is written as a stream and stays a device",
    SpecialFiles.needsCharacterDevice)
  func characterDeviceStreamed() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let device = try #require(SpecialFiles.makeCharacterDevice("null", in: folder))
    var before = stat()
    try #require(stat(device, &before) == 0)
    let file = try OutputFile(path: device)
    #expect(file.mode == .stream)
    try file.write(Self.text)
    try file.commit()
    var after = stat()
    try #require(stat(device, &after) == 0)
    #expect(after.st_mode & S_IFMT == S_IFCHR)
    #expect(after.st_rdev == before.st_rdev)
    #expect(try names(folder) == ["null"])
  }

  @Test("a directory is an error that names it, and nothing is written")
  func directoryRefused() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let directory = try folder.makeDirectory("out")
    let error = try #require(throws: OutputFileError.self) {
      try OutputFile.write(Self.text, to: directory)
    }
    #expect(error.description.hasPrefix("cannot write \(directory): it is a directory"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
  }

  @Test("a missing folder is an error that says what to do")
  func missingFolder() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let path = folder.path("no/such/dir/out.txt")
    let error = try #require(throws: OutputFileError.self) {
      try OutputFile.write(Self.text, to: path)
    }
    #expect(error.description.contains("cannot write \(path)"))
    #expect(error.reason.contains("\(folder.path)/no/such/dir"))
    #expect(error.reason.contains("does not exist; create it"))
  }

  @Test("links that loop are an error, not a hang")
  func linkLoop() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.symlink("a", to: "b")
    let link = try folder.symlink("b", to: "a")
    let error = try #require(throws: OutputFileError.self) {
      try OutputFile.write(Self.text, to: link)
    }
    #expect(error.reason.contains("loop"))
  }
}
