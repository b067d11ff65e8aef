import Foundation
import TestHelpers
import Testing

@testable import KeyboardTraits

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The error `scanFile(atPath:)` throws, or nil when it succeeds.
private func scanFileError(_ path: String, options: ScanOptions = ScanOptions()) -> ScanError? {
  do {
    _ = try FormScanner(options: options).scanFile(atPath: path)
    return nil
  } catch {
    return error
  }
}

/// The one report in `run` for `path`.
private func report(
  _ path: String, in run: ScanRun, sourceLocation: SourceLocation = #_sourceLocation
) throws -> FileReport {
  let matches = run.files.filter { $0.path == path }
  try #require(
    matches.count == 1, "reports for \(path): \(matches.count)",
    sourceLocation: sourceLocation)
  return matches[0]
}

/// Checks that `error` has `kind`, names `path` and contains each of `advice`.
private func expectError(
  _ error: ScanError?, _ kind: ScanError.Kind, path: String, advice: [String],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(error?.kind == kind, sourceLocation: sourceLocation)
  let message = error?.message ?? ""
  #expect(message.contains(path), "message: \(message)", sourceLocation: sourceLocation)
  for phrase in advice {
    #expect(message.contains(phrase), "message: \(message)", sourceLocation: sourceLocation)
  }
}

/// UTF-16 code units of `text` as little-endian bytes, after a byte order mark.
private func utf16LittleEndianWithBOM(_ text: String) -> [UInt8] {
  [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
}

@Suite("Bad input files")
struct BadInputTests {
  // MARK: errno mapping

  @Test func permissionErrorsSayWhatToDo() {
    for code in [EACCES, EPERM] {
      let error = FileReader.error(for: code, path: "/srv/site/secret.html")
      expectError(error, .permissionDenied, path: "/srv/site/secret.html", advice: ["chmod"])
    }
  }

  @Test func otherErrnoValues() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let missing = directory.path("missing.html")
    expectError(
      FileReader.error(for: ENOENT, path: missing), .notFound, path: missing,
      advice: ["Check the path"])
    expectError(
      FileReader.error(for: ELOOP, path: "/a/loop.html"), .symlinkLoop, path: "/a/loop.html",
      advice: ["Remove the link cycle"])
    expectError(
      FileReader.error(for: ENOTDIR, path: "/a/file.html/x.html"), .notFound,
      path: "/a/file.html/x.html", advice: ["Check the path"])
    let isDirectory = FileReader.error(for: EISDIR, path: "/a/dir.html")
    expectError(isDirectory, .isDirectory, path: "/a/dir.html", advice: ["Pass the directory"])
    let io = FileReader.error(for: EIO, path: "/a/b.html")
    expectError(io, .readFailed, path: "/a/b.html", advice: [String(cString: strerror(EIO))])
    #expect(io.message.hasSuffix(".") && io.message.split(separator: ".").count >= 2)
    #expect(io.message.contains("try again"))
  }

  // MARK: Paths that are not files

  @Test func missingFileIsReported() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let missing = directory.path("nope.html")
    expectError(scanFileError(missing), .notFound, path: missing, advice: ["Check the path"])
    let run = await FormScanner().scan(paths: [missing])
    #expect(run.files.map(\.path) == [missing])
    expectError(run.files.first?.error, .notFound, path: missing, advice: ["Check the path"])
    #expect(run.summary.files == 1)
    #expect(run.summary.failedFiles == 1)
    #expect(run.summary.fields == 0)
  }

  @Test func directoryNamedLikeHTML() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let folder = try directory.makeDirectory("pages.html")
    let inner = try directory.write("pages.html/inner.html", "<input name=a>")
    try directory.write("pages.html/notes.txt", "<input name=b>")
    expectError(
      scanFileError(folder), .isDirectory, path: folder, advice: ["Pass the directory itself"])
    let run = await FormScanner().scan(paths: [directory.path])
    #expect(run.files.map(\.path) == [inner])
    #expect(run.files.first?.fields.map(\.name) == ["a"])
    #expect(run.summary.files == 1)
    #expect(run.summary.failedFiles == 0)
  }

  @Test func brokenSymlinks() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let broken = try directory.symlink("broken.html", to: directory.path("gone.html"))
    try directory.symlink("broken.css", to: directory.path("gone.css"))
    let good = try directory.write("good.html", "<textarea name=t></textarea>")
    expectError(scanFileError(broken), .brokenSymlink, path: broken, advice: ["Fix or remove"])

    let run = await FormScanner().scan(paths: [directory.path])
    #expect(run.files.map(\.path) == [broken, good])
    expectError(try report(broken, in: run).error, .brokenSymlink, path: broken, advice: [])
    #expect(try report(good, in: run).fields.map(\.name) == ["t"])
    #expect(run.summary.files == 2)
    #expect(run.summary.failedFiles == 1)
    #expect(run.summary.fields == 1)
  }

  @Test func symlinkToItselfIsALoop() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let loop = try directory.symlink("loop.html", to: directory.path("loop.html"))
    let pair = try directory.symlink("a.html", to: directory.path("b.html"))
    try directory.symlink("b.html", to: directory.path("a.html"))
    expectError(scanFileError(loop), .symlinkLoop, path: loop, advice: ["Remove the link cycle"])
    let run = await FormScanner().scan(paths: [loop, pair])
    #expect(run.files.map(\.path) == [pair, loop])
    #expect(run.files.map(\.error?.kind) == [.symlinkLoop, .symlinkLoop])
    #expect(run.summary.failedFiles == 2)
  }

  @Test("a link back to a folder being walked is skipped with a note, not a failure")
  func directorySymlinkLoopIsSkippedNotFollowed() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let root = try directory.makeDirectory("site")
    let page = try directory.write("site/sub/page.html", "<input name=p>")
    let back = try directory.symlink("site/sub/up", to: root)
    let run = await FormScanner().scan(paths: [root])
    #expect(run.files.map(\.path) == [page])
    #expect(try report(page, in: run).fields.map(\.name) == ["p"])
    #expect(run.summary.files == 1)
    #expect(run.summary.failedFiles == 0)
    #expect(run.summary.duplicatesSkipped == 1)
    #expect(run.summary.discoveryNotes.count == 1)
    #expect(run.summary.discoveryNotes.first?.hasPrefix(back + ": symbolic link back") == true)
  }

  @Test("a file that starts as HTML is HTML, whatever NUL padding follows")
  func htmlWithTrailingNULsIsText() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // The shape of real saved test pages: markup, then 8 KB of NUL bytes.
    let padded = try directory.write(
      "padded.html",
      bytes: Array("<!DOCTYPE html>\n<input name=q>\n".utf8) + Array(repeating: 0, count: 8192))
    let document = try FormScanner().scanFile(atPath: padded)
    #expect(document.fields.map(\.name) == ["q"])
    #expect(document.notes.contains { $0.message.contains("8192 NUL characters") })
    // Without markup at the start, the same bytes stay binary.
    let blob = try directory.write(
      "blob.html", bytes: Array("x\u{1}\u{2}".utf8) + Array(repeating: 0, count: 8192))
    #expect(throws: ScanError.self) { try FormScanner().scanFile(atPath: blob) }
  }

  @Test("a start tag with 200,000 attributes is cut after the first 5,000, with a note")
  func attributeFloodIsCapped() throws {
    let flood = (0..<200_000).map { "a\($0)=1" }.joined(separator: " ")
    let html = "<form action=/x><input name=first \(flood)>\n<input name=after></form>"
    let document = FormScanner().scan(html: html)
    #expect(document.fields.map(\.name) == ["first", "after"])
    #expect(document.fields[1].position.line == 2)
    #expect(document.fields[0].attributes.count == AttributeFloodGuard.limit)
    let note = try #require(document.notes.first { $0.kind == .attributeFlood })
    #expect(note.position == SourcePosition(line: 1, column: 17))
    // Exactly the limit is left alone.
    let limit = (1..<AttributeFloodGuard.limit).map { "a\($0)=1" }.joined(separator: " ")
    let full = FormScanner().scan(html: "<input name=x \(limit)>")
    #expect(full.fields[0].attributes.count == AttributeFloodGuard.limit)
    #expect(!full.notes.contains { $0.kind == .attributeFlood })
  }

  @Test("named paths that hold nothing, or that an exclude leaves out, say so")
  func discoveryNotes() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let empty = try directory.makeDirectory("empty")
    _ = try directory.write("empty/readme.txt", "no html here")
    let vendored = try directory.write("vendor/lib.html", "<input>")
    let filter = PathFilter(
      root: directory.path, include: [], exclude: ["vendor/"], ignoreFileName: nil)
    let result = InputDiscovery.discover([empty, vendored], filters: [filter])
    #expect(result.inputs.isEmpty)
    #expect(result.notes.count == 1)
    #expect(result.notes.contains { $0.hasPrefix(empty + ": no HTML file found") })
    // The excluded file is one of the skips, for a warning, and not also "nothing found".
    let ignored = try #require(result.skips.ignoredPaths.first)
    #expect(result.skips.ignoredPaths.count == 1)
    #expect(ignored.path == vendored)
    #expect(!ignored.isDirectory)
    #expect(ignored.exclusion.description == "exclude[0]:vendor/")
    #expect(ignored.exclusion.matchedPath == directory.path("vendor"))
  }

  @Test func fileReachedTwiceIsScannedOnce() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let original = try directory.write("a.html", "<input name=x><input name=y>")
    let link = try directory.symlink("link.html", to: original)
    let run = await FormScanner().scan(paths: [directory.path, original, link])
    #expect(run.files.map(\.path) == [original])
    #expect(run.summary.duplicatesSkipped == 3)
    #expect(run.summary.files == 1)
    #expect(run.summary.fields == 2)
  }

  @Test func fifoDoesNotBlock() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let fifo = directory.path("pipe.html")
    try #require(mkfifo(fifo, 0o644) == 0)
    let hidden = directory.path("other")
    try #require(mkfifo(hidden, 0o644) == 0)
    expectError(
      scanFileError(fifo), .notRegularFile, path: fifo, advice: ["Save the HTML to a file"])
    let explicit = await FormScanner().scan(paths: [fifo])
    #expect(explicit.files.map(\.error?.kind) == [.notRegularFile])
    let walked = await FormScanner().scan(paths: [directory.path])
    #expect(walked.files.map(\.path) == [fifo])
    expectError(walked.files.first?.error, .notRegularFile, path: fifo, advice: [])
    #expect(walked.summary.failedFiles == 1)
  }

  @Test func tooLarge() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let big = try directory.write("big.html", String(repeating: "<p>x</p>", count: 200))
    let options = ScanOptions(maxFileSize: 1000)
    expectError(
      scanFileError(big, options: options), .tooLarge, path: big,
      advice: ["1600 bytes (1.5 KiB)", "limit of 1000 bytes", "--max-file-size", "maxFileSize"])
    let run = await FormScanner(options: options).scan(paths: [big])
    #expect(run.files.first?.error?.kind == .tooLarge)
  }

  // MARK: Contents that are not UTF-8 HTML

  @Test func binaryFiles() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let png = try directory.write(
      "logo.html", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
    let blob = try directory.write(
      "blob.html", bytes: (0..<4096).map { UInt8(truncatingIfNeeded: $0 % 7) })
    expectError(scanFileError(png), .binaryContent, path: png, advice: ["PNG", "Exclude"])
    expectError(scanFileError(blob), .binaryContent, path: blob, advice: ["NUL", "Exclude"])
    let run = await FormScanner().scan(paths: [png, blob])
    #expect(run.files.map(\.path) == [blob, png])
    #expect(run.files.map(\.error?.kind) == [.binaryContent, .binaryContent])
    expectError(run.files.last?.error, .binaryContent, path: png, advice: ["Exclude"])
    #expect(run.summary.failedFiles == 2)
  }

  @Test func invalidUTF8FallsBackToWindows1252() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.write(
      "latin.html",
      bytes: Array("<p>".utf8) + [0xE9, 0xFF] + Array("</p><input value=\"".utf8)
        + [0xE9] + Array("\" name=n>".utf8))
    let document = try FormScanner().scanFile(atPath: path)
    #expect(document.encoding == DetectedEncoding(name: "windows-1252", source: .fallback))
    let field = try #require(document.fields.first)
    #expect(field[.value] == "é")
    #expect(field.position == SourcePosition(line: 1, column: 10))
    #expect(document.notes.map(\.kind) == [.encoding])
    #expect(document.notes.first?.message.contains("windows-1252") == true)
  }

  @Test func utf16WithByteOrderMark() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.write(
      "u16.html", bytes: utf16LittleEndianWithBOM("<p>日本😀</p>\n  <input name=\"名\" type=tel>"))
    let document = try FormScanner().scanFile(atPath: path)
    #expect(document.encoding == DetectedEncoding(name: "UTF-16LE", source: .byteOrderMark))
    let field = try #require(document.fields.first)
    #expect(field.name == "名")
    #expect(field.inputType == .tel)
    #expect(field.position == SourcePosition(line: 2, column: 3))
    #expect(field.position(of: .type) == SourcePosition(line: 2, column: 19))
  }

  @Test func legacyEncodingsWithMeta() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // "Привет" in windows-1251, "日本" in Shift_JIS.
    let cyrillic = try directory.write(
      "ru.html",
      bytes: Array("<meta charset=windows-1251><input value=\"".utf8)
        + [0xCF, 0xF0, 0xE8, 0xE2, 0xE5, 0xF2] + Array("\" name=r>".utf8))
    let japanese = try directory.write(
      "ja.html",
      bytes: Array("<meta http-equiv=Content-Type content=\"text/html; charset=Shift_JIS\">\n".utf8)
        + [0x93, 0xFA, 0x96, 0x7B] + Array("<input name=j>".utf8))
    let ru = try FormScanner().scanFile(atPath: cyrillic)
    #expect(ru.encoding == DetectedEncoding(name: "windows-1251", source: .metaDeclaration))
    #expect(ru.fields.first?[.value] == "Привет")
    let ja = try FormScanner().scanFile(atPath: japanese)
    #expect(ja.encoding == DetectedEncoding(name: "Shift_JIS", source: .metaDeclaration))
    #expect(ja.fields.first?.position == SourcePosition(line: 2, column: 3))
    #expect(ja.notes.isEmpty)
  }

  @Test func nulBytesAreReplacedWithANote() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.write(
      "nul.html",
      bytes: Array("<p>a".utf8) + [0] + Array("b</p>\n<input name=x".utf8) + [0]
        + Array(" value=v><input name=y>".utf8))
    let document = try FormScanner().scanFile(atPath: path)
    #expect(document.fields.map(\.name) == ["x\u{FFFD}", "y"])
    #expect(document.fields.last?.position == SourcePosition(line: 2, column: 24))
    #expect(document.notes.map(\.kind) == [.nulBytes])
    let message = try #require(document.notes.first?.message)
    #expect(message.contains("2 NUL characters"))
    #expect(message.contains("line 1"))
    let run = await FormScanner().scan(paths: [path])
    #expect(run.summary.fields == 2)
    #expect(run.summary.failedFiles == 0)
  }

  @Test func emptyFile() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.write("empty.html", bytes: [])
    let document = try FormScanner().scanFile(atPath: path)
    #expect(document.fields.isEmpty)
    #expect(document.forms.isEmpty)
    #expect(document.byteCount == 0)
    #expect(document.lineCount == 1)
    let run = await FormScanner().scan(paths: [path])
    #expect(run.files.map(\.path) == [path])
    #expect(run.files.first?.error == nil)
    #expect(run.summary.files == 1)
    #expect(run.summary.failedFiles == 0)
  }

  // MARK: Sizes

  @Test func deepNestingStillFindsTheBottomField() throws {
    let depth = 100_000
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    var html = String(repeating: "<div>", count: depth)
    html += "\n<form action=/deep><input name=bottom></form>"
    html += String(repeating: "</div>", count: depth)
    let path = try directory.write("deep.html", html)
    let document = try FormScanner().scanFile(atPath: path)
    let field = try #require(document.fields.first)
    #expect(document.fields.count == 1)
    #expect(field.name == "bottom")
    #expect(field.position == SourcePosition(line: 2, column: 20))
    #expect(field.formIndex == 0)
  }

  @Test func eightMegabyteAttributeValueIsIntact() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let size = 8 * 1024 * 1024
    let value = String(repeating: "abcdefgh", count: size / 8)
    let path = try directory.write(
      "big.html", "<input name=big value=\"\(value)\" type=email><input name=after>")
    let document = try FormScanner().scanFile(atPath: path)
    #expect(document.fields.map(\.name) == ["big", "after"])
    let big = try #require(document.fields.first)
    #expect(big[.value]?.utf8.count == size)
    #expect(big[.value] == value)
    #expect(big.inputType == .email)
    #expect(big.position(of: .type) == SourcePosition(line: 1, column: 26 + size))
    #expect(document.fields.last?.position == SourcePosition(line: 1, column: 37 + size))
  }

  @Test func fiftyThousandFieldsCountedExactly() async throws {
    let count = 50_000
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    var html = "<form>\n"
    for index in 0..<count { html += "<input name=f\(index)>\n" }
    html += "</form>"
    let path = try directory.write("many.html", html)
    let run = await FormScanner().scan(paths: [path])
    let document = try #require(run.files.first?.document)
    #expect(document.fields.count == count)
    #expect(document.fields.last?.name == "f\(count - 1)")
    #expect(document.fields.last?.position == SourcePosition(line: count + 1, column: 1))
    #expect(document.forms.first?.fieldIndices.count == count)
    #expect(run.summary.fields == count)
  }

  // MARK: Runs

  @Test func everyInputAppearsSortedWithCounts() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let b = try directory.write("b.html", "<input name=1><select name=2></select>")
    let a = try directory.write("a.html", "<textarea name=3></textarea>")
    let bin = try directory.write("c.html", bytes: [0x1F, 0x8B, 8, 0])
    let missing = directory.path("0-missing.html")
    let subdirectoryFile = try directory.write("d/e.htm", "<input name=4>")
    try directory.write("d/ignored.txt", "<input name=5>")
    let run = await FormScanner().scan(paths: [b, directory.path("d"), missing, bin, a])
    #expect(run.files.map(\.path) == [missing, a, b, bin, subdirectoryFile])
    #expect(run.files.map(\.error?.kind) == [.notFound, nil, nil, .binaryContent, nil])
    #expect(run.files.map(\.fields.count) == [0, 1, 2, 0, 1])
    #expect(run.summary.files == 5)
    #expect(run.summary.failedFiles == 2)
    #expect(run.summary.fields == 4)
    for file in run.files where file.error != nil {
      #expect(file.error?.message.hasPrefix(file.path + ":") == true)
    }
  }
}
