import Foundation
import TestHelpers
import Testing

/// What every scanning command says about the paths it is given (issue: nothing fails that a
/// browser reads, and nothing is silently skipped).
@Suite("Paths: notes, skips and 'nothing found'")
struct DiscoveryCommandTests {
  @Test("a folder with no HTML file exits 2 and says what to do", arguments: ["show", "lint"])
  func nothingFound(command: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    _ = try directory.write("docs/readme.txt", "no html")
    let outcome = try KBTraitsProcess.run([command, directory.path("docs")])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("no HTML file found"))
    #expect(outcome.standardError.contains("error: no HTML file to scan in"))
    #expect(outcome.standardError.contains("--include GLOB"))
  }

  @Test("a link back into a walked folder and NUL-padded HTML do not fail the run")
  func realTreesPass() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    _ = try directory.write(
      "site/padded.html",
      bytes: Array("<!DOCTYPE html><label>Q <input name=q></label>".utf8)
        + [UInt8](repeating: 0, count: 8192))
    _ = try directory.symlink("site/self", to: directory.path("site"))
    let outcome = try KBTraitsProcess.run(["lint", directory.path("site")])
    #expect(outcome.status == 0, "\(outcome.standardOutput)\n\(outcome.standardError)")
    #expect(outcome.standardError.contains("site/self: symbolic link back to a folder"))
    let show = try KBTraitsProcess.run(["show", "--format", "json", directory.path("site")])
    #expect(show.status == 0)
    #expect(show.standardOutput.contains(#""duplicatesSkipped": 1"#))
    #expect(show.standardOutput.contains(#""name": "q""#))
  }

  @Test("a named file that an exclude leaves out is a warning naming the glob, exit 0 (ESLint's)")
  func excludedNamedFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("vendor/lib.html", "<input>")
    let outcome = try KBTraitsProcess.run(
      ["lint", "--exclude", "vendor/", "vendor/lib.html"], in: URL(fileURLWithPath: directory.path))
    #expect(
      outcome.standardError.hasPrefix(
        "warning: vendor/lib.html: File ignored because of a matching ignore pattern "
          + "(exclude[0]:vendor/ matches vendor)."))
    #expect(outcome.status == 0)
  }
}
