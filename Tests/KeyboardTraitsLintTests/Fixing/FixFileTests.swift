import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

@Suite("Fixing files")
struct FixFileTests {
  private func write(_ text: String, in directory: URL, mode: Int = 0o640) throws -> String {
    let path = directory.appendingPathComponent("page.html").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
    return path
  }

  private func inode(_ path: String) throws -> Int {
    try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int ?? -1
  }

  @Test("fixFile writes the fix, keeps the permissions, and a second run changes nothing")
  func writesOnce() throws {
    let directory = try FixHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let html = "<form>\r\n  <input name=user autocorrect=\"false\">\r\n</form>\r\n"
    let path = try write(html, in: directory)
    let first = try FixApplier.fixFile(atPath: path, linter: Linter())
    #expect(first.applied.map(\.rule) == ["typing-aid-false"])
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written == "<form>\r\n  <input name=user autocorrect=\"off\">\r\n</form>\r\n")
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o640)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(leftovers == ["page.html"])

    let before = try inode(path)
    let second = try FixApplier.fixFile(atPath: path, linter: Linter())
    #expect(!second.isChanged)
    #expect(try inode(path) == before)  // not rewritten
    #expect(try String(contentsOfFile: path, encoding: .utf8) == written)
  }

  @Test("A file without a safe fix is not rewritten")
  func untouched() throws {
    let directory = try FixHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // Its fixes rest on the name "zip": suggestions, not safe fixes.
    let html = #"<input name="zip">"#
    let path = try write(html, in: directory)
    let before = try inode(path)
    let result = try FixApplier.fixFile(atPath: path, linter: Linter())
    #expect(result.applied.isEmpty)
    #expect(!result.skipped.isEmpty)
    #expect(try inode(path) == before)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == html)
  }

  @Test("A fix whose finding survives the re-scan is dropped and the file left as it was")
  func verificationRefuses() throws {
    let directory = try FixHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let html = #"<input name="q" inputmode="number">"#
    let path = try write(html, in: directory)
    // A stand-in rule that reports the field before and after its own fix.
    let stubborn = Diagnostic(
      rule: "stubborn", severity: .error, message: "m",
      position: SourcePosition(line: 1, column: 1),
      fieldIndex: 0,
      fix: Fix(summary: "s", edits: [.setValue(attribute: "name", value: "x")], safety: .safe))
    let result = try FixApplier.fixFile(
      atPath: path, linter: Linter(configuration: LintConfiguration(only: ["inputmode-invalid"])),
      keeping: { _, found in found + [stubborn] })
    #expect(result.applied.map(\.rule) == [])
    #expect(Set(result.skipped.map(\.diagnostic.rule)) == ["stubborn", "inputmode-invalid"])
    #expect(result.skipped.allSatisfy { $0.reason.contains("after the fix") })
    #expect(try String(contentsOfFile: path, encoding: .utf8) == html)
  }

  @Test("keeping: a dropped diagnostic (suppressed, baselined) is not fixed")
  func keepingFilters() throws {
    let directory = try FixHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let html = #"<input name="q" inputmode="number">"#
    let path = try write(html, in: directory)
    let result = try FixApplier.fixFile(
      atPath: path, linter: Linter(),
      keeping: { _, found in
        found.filter { $0.rule != "inputmode-invalid" }
      })
    #expect(result.applied.isEmpty)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == html)
  }

  @Test("A missing file throws the scanner's error")
  func missingFile() {
    #expect(throws: ScanError.self) {
      try FixApplier.fixFile(atPath: "/nonexistent/kbtraits/page.html", linter: Linter())
    }
  }
}
