import Foundation
import TestHelpers
import Testing

@testable import KeyboardTraits

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Inputs meant to break a scan: names that are not UTF-8, huge and special files, files that
/// vanish mid-run, very large folders.
@Suite("Hostile inputs")
struct HostileInputTests {
  // MARK: Names

  @Test("escaped names: \\xHH for bytes that are not UTF-8, doubled backslashes, and back")
  func pathNameEscaping() {
    let cases: [([UInt8], String)] = [
      (Array("site/café.html".utf8), "site/café.html"),
      (Array("caf".utf8) + [0xFF] + Array(".html".utf8), #"caf\xFF.html"#),
      (Array(#"a\b.html"#.utf8), #"a\\b.html"#),
      // A name that looks escaped already stays apart from the byte it spells.
      (Array(#"a\xFF.html"#.utf8), #"a\\xFF.html"#),
      // A cut-off sequence: each byte on its own, the valid text around it kept.
      ([0xC3, 0x2F, 0xE2, 0x82] + Array("é".utf8), #"\xC3/\xE2\x82é"#),
      ([0xED, 0xA0, 0x80], #"\xED\xA0\x80"#),
    ]
    for (raw, shown) in cases {
      #expect(PathName.escaped(raw) == shown)
      #expect(PathName.fileSystemPath(shown) == raw, "\(shown)")
    }
    #expect(PathName.escaped(text: #"dir\sub"#) == #"dir\\sub"#)
    #expect(PathName.escaped(text: "plain/path.html") == "plain/path.html")
  }

  @Test("a file whose name holds byte 0xFF is found, read and shown escaped")
  func nonUTF8FileName() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let name = Array("caf".utf8) + [0xFF] + Array(".html".utf8)
    guard let path = directory.write(rawName: name, bytes: Array("<input name=q>".utf8)) else {
      // macOS file systems refuse names that are not UTF-8: nothing to scan there.
      return
    }
    defer { unlink(PathName.cString(path)) }
    #expect(path == directory.path + #"/caf\xFF.html"#)
    let run = await FormScanner().scan(paths: [directory.path])
    #expect(run.files.map(\.path) == [path])
    #expect(run.files.first?.error == nil)
    #expect(run.files.first?.document?.fields.map(\.name) == ["q"])
    #expect(run.summary.failedFiles == 0)
    // The escaped path given back opens the same file, and its URL has the byte itself.
    #expect(try FormScanner().scanFile(atPath: path).fields.count == 1)
    #expect(FileURL.string(forPath: path).hasSuffix("/caf%FF.html"))
  }

  // MARK: Size

  @Test("a 1 GB sparse file is refused unread, named with the limit and the option")
  func sparseGigabyte() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let big = try directory.write("big.html", "")
    try #require(truncate(big, 1 << 30) == 0)
    let small = try directory.write("small.html", "<input name=after>")
    let run = await FormScanner().scan(paths: [directory.path])
    #expect(run.files.map(\.path) == [big, small])
    let error = try #require(run.files.first?.error)
    #expect(error.kind == .tooLarge)
    for phrase in [
      big, "not read", "1073741824 bytes (1 GiB)", "268435456 bytes (256 MiB)", "--max-file-size",
    ] {
      #expect(error.message.contains(phrase), "message: \(error.message)")
    }
    // The run goes on past it, and counts it.
    #expect(run.files.last?.document?.fields.count == 1)
    #expect(run.summary.failedFiles == 1)
  }

  @Test("sizes as --max-file-size takes them")
  func byteCounts() {
    #expect(ByteCount.parse("1000") == 1000)
    #expect(ByteCount.parse("512K") == 512 * 1024)
    #expect(ByteCount.parse("300m") == 300 << 20)
    #expect(ByteCount.parse("2GiB") == 2 << 30)
    #expect(ByteCount.parse("2GB") == 2 << 30)
    #expect(ByteCount.parse("10B") == 10)
    for bad in ["", "0", "-1", "1.5G", "G", "12Q", " 12", "99999999999999999999", "9000000000T"] {
      #expect(ByteCount.parse(bad) == nil, "\(bad)")
    }
    #expect(ByteCount.describe(1) == "1 byte")
    #expect(ByteCount.describe(1000) == "1000 bytes")
    #expect(ByteCount.describe(1536) == "1536 bytes (1.5 KiB)")
  }

  @Test("a file is read to its end whatever size it claims (never stat, then trust)")
  func sizeIsNotTrusted() throws {
    #if os(Linux)
      // procfs says 0 bytes for files that are not empty.
      let bytes = try FileReader.read("/proc/self/status", maxSize: 1 << 20).get()
      #expect(String(decoding: bytes, as: UTF8.self).contains("Name:"))
      // And stops past the limit, whatever the size said.
      let refused = FileReader.read("/proc/self/status", maxSize: 8)
      #expect(throws: ScanError.self) { try refused.get() }
      if case .failure(let error) = refused {
        #expect(error.kind == .tooLarge)
        #expect(error.message.contains("grew past the limit"))
      }
    #endif
  }

  // MARK: Files that change

  @Test("a file deleted between discovery and reading is reported, counted, and the run goes on")
  func vanishedFile() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let gone = try directory.write("a-gone.html", "<input name=a>")
    let kept = try directory.write("b-kept.html", "<input name=b>")
    let discovered = InputDiscovery.discover([directory.path])
    #expect(discovered.inputs == [.file(gone), .file(kept)])
    try FileManager.default.removeItem(atPath: gone)
    var reports: [FileReport] = []
    let summary = await FormScanner().scan(
      inputs: discovered.inputs, transform: { $0 }, body: { reports.append($0) })
    #expect(reports.map(\.path) == [gone, kept])
    let error = try #require(reports.first?.error)
    #expect(error.kind == .notFound)
    for phrase in [gone, "no longer exists", "deleted or renamed", "Run again"] {
      #expect(error.message.contains(phrase), "message: \(error.message)")
    }
    #expect(reports.last?.document?.fields.map(\.name) == ["b"])
    #expect(summary.files == 2)
    #expect(summary.failedFiles == 1)
  }

  // MARK: Special files

  // The device is made in the test's folder: /dev/null itself may be a regular file on a
  // machine an older build broke.
  @Test(
    "devices given directly or linked inside a folder are skipped unread, with a message",
    SpecialFiles.needsCharacterDevice)
  func deviceFiles() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.makeDirectory("devices")
    let device = try #require(
      SpecialFiles.makeCharacterDevice("devices/null", in: directory))
    try directory.makeDirectory("site")
    let linked = try directory.symlink("site/null.html", to: device)
    let explicit = await FormScanner().scan(paths: [device])
    #expect(explicit.files.map(\.path) == [device])
    for report in explicit.files {
      #expect(report.error?.kind == .notRegularFile)
      #expect(report.error?.message.contains("a character device") == true)
      #expect(report.error?.message.contains("Save the HTML to a file") == true)
    }
    #expect(explicit.summary.failedFiles == 1)
    let walked = await FormScanner().scan(paths: [directory.path("site")])
    #expect(walked.files.map(\.path) == [linked])
    #expect(walked.files.first?.error?.kind == .notRegularFile)
    #expect(walked.summary.failedFiles == 1)
    // Read directly, as a file replaced by a device after discovery would be.
    #expect(throws: ScanError.self) { try FileReader.read(device, maxSize: 1 << 20).get() }
  }

  @Test("a FIFO put where discovery saw a file does not block the read")
  func fifoReadDirectly() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let fifo = directory.path("late.html")
    try #require(mkfifo(fifo, 0o644) == 0)
    let result = FileReader.read(fifo, maxSize: 1 << 20, wasListed: true)
    guard case .failure(let error) = result else {
      Issue.record("a FIFO was read")
      return
    }
    #expect(error.kind == .notRegularFile)
    #expect(error.message.contains("a named pipe (FIFO)"))
  }

  // MARK: Large folders

  @Test("100,000 files in one folder are all found, in byte order, each once")
  func hundredThousandFiles() throws {
    let count = 100_000
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let folder = try directory.makeDirectory("flat")
    let names = (0..<count).map { folder + "/page-\($0).html" }
    for name in names {
      let descriptor = open(name, O_WRONLY | O_CREAT, 0o644)
      try #require(descriptor >= 0)
      close(descriptor)
    }
    // Removed here: one `unlink` each is far quicker than FileManager's recursive removal.
    defer { for name in names { unlink(name) } }
    // Names that are not HTML are left out without a note.
    try directory.write("flat/readme.txt", "x")
    let discovered = InputDiscovery.discover([folder])
    #expect(discovered.inputs.count == count)
    #expect(discovered.duplicates.isEmpty)
    #expect(discovered.notes.isEmpty)
    let paths = discovered.inputs.map(\.path)
    // Strictly increasing byte order: sorted, and each path once.
    #expect(zip(paths, paths.dropFirst()).allSatisfy { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    #expect(paths.first == folder + "/page-0.html")
    #expect(paths.last == folder + "/page-99999.html")
  }
}
