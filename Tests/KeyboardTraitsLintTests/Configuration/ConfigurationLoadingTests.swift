import Foundation
import TestHelpers
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

@Suite("Configuration files: loading and finding")
struct ConfigurationLoadingTests {
  @Test("load(fileAt:) reads a file and records where it came from")
  func loadsFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.write(
      "site/.kbtraits.yml", "\u{FEFF}extends: strict\nexclude: [build/]\n")
    let configuration = try ConfigurationLoader.load(fileAt: path)
    #expect(configuration.extends == .strict)
    #expect(configuration.exclude == ["build/"])
    #expect(configuration.file == path)
    #expect(configuration.folder == directory.path("site"))
    // The digest of the bytes as read, byte order mark included; another text, another digest.
    let read = Array("\u{FEFF}extends: strict\nexclude: [build/]\n".utf8)
    #expect(configuration.sourceDigest == "\(ContentDigest(read).hex) \(read.count)")
    try directory.write("site/.kbtraits.yml", "extends: recommended\n")
    #expect(try ConfigurationLoader.load(fileAt: path).sourceDigest != configuration.sourceDigest)
  }

  @Test("A missing or unreadable file is a ConfigurationError, not a crash")
  func missingFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path("nope.yml")
    do {
      _ = try ConfigurationLoader.load(fileAt: path)
      Issue.record("expected an error")
    } catch {
      #expect(error.errors.map(\.file) == [path])
      #expect(
        error.description
          == "\(path): cannot read the configuration file (no such file); check the path and its "
          + "permissions")
    }
  }

  @Test("A file that is not UTF-8 is rejected with a fix")
  func notUTF8() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.write(".kbtraits.yml", bytes: [0x72, 0x75, 0xFF, 0x3A, 0x0A])
    #expect(throws: ConfigurationErrors.self) { try ConfigurationLoader.load(fileAt: path) }
    do {
      _ = try ConfigurationLoader.load(fileAt: path)
    } catch {
      #expect(error.description == "\(path): the file is not valid UTF-8; save it as UTF-8")
    }
  }

  @Test("find(from:) returns the nearest file at or above a file or folder")
  func findsNearest() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let outer = try directory.write(".kbtraits.yml", "extends: recommended\n")
    let inner = try directory.write("app/web/.kbtraits.yaml", "extends: strict\n")
    try directory.write("app/web/pages/deep/form.html", "<input>")
    try directory.write("app/other/form.html", "<input>")
    // A folder that happens to carry the name is not a configuration file.
    try directory.makeDirectory("app/other/.kbtraits.yml")

    #expect(ConfigurationLoader.find(from: directory.path("app/web/pages/deep/form.html")) == inner)
    #expect(ConfigurationLoader.find(from: directory.path("app/web/pages/deep")) == inner)
    #expect(ConfigurationLoader.find(from: directory.path("app/web")) == inner)
    #expect(ConfigurationLoader.find(from: directory.path("app/other/form.html")) == outer)
    #expect(ConfigurationLoader.find(from: directory.path("app")) == outer)
    // Paths that do not exist are walked lexically too.
    #expect(ConfigurationLoader.find(from: directory.path("app/web/missing/x.html")) == inner)
    #expect(
      ConfigurationLoader.find(from: directory.path("app/web/pages/../../other/form.html"))
        == outer)
  }

  @Test("Within one folder .kbtraits.yml wins over .kbtraits.yaml")
  func fileNameOrder() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let yml = try directory.write(".kbtraits.yml", "")
    try directory.write(".kbtraits.yaml", "")
    #expect(ConfigurationLoader.fileNames == [".kbtraits.yml", ".kbtraits.yaml"])
    #expect(ConfigurationLoader.find(from: directory.path("x.html")) == yml)
  }

  @Test("A path inside the current directory gives a relative result")
  func relativeResult() throws {
    // The package's own folder has no configuration file above the test's files, unless one
    // was added on purpose; either way the answer must be consistent with find from the folder.
    let here = FileManager.default.currentDirectoryPath
    let fromFile = ConfigurationLoader.find(from: "Package.swift")
    #expect(fromFile == ConfigurationLoader.find(from: here))
    if let found = fromFile, !found.hasPrefix("/") {
      #expect(FileManager.default.fileExists(atPath: found))
    }
  }
}
