import Foundation
import TestHelpers
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// ``BaselineWriter`` writes what ``Baseline/write(to:)`` writes, from files handed over one at
/// a time, in any order.
@Suite("Baseline writer")
struct BaselineWriterTests {
  /// The fixture corpus linted with the default rules, paths relative to it.
  static func files() async -> [FileReport] {
    let root = TestCorpus.fixtures.path
    let run = await FormScanner(linter: Linter()).scan(paths: [root])
    return run.files.map { file in
      var file = file
      file.path = String(file.path.dropFirst(root.count + 1))
      return file
    }
  }

  @Test(
    "the streamed file is the whole baseline's, whatever the order and the memory limit",
    arguments: [0, LintReportSpool.defaultMemoryLimit])
  func sameBytes(memoryLimit: Int) async throws {
    let files = await Self.files()
    #expect(files.count > 40)
    let expected = Baseline(runs: files).jsonText
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // In path order (as lint hands them over), reversed (every file out of order), and with
    // the first files last (as rendered pages come after the files).
    let orders = [files, files.reversed(), Array(files[5...] + files[..<5])]
    for (index, order) in orders.enumerated() {
      let writer = BaselineWriter(memoryLimit: memoryLimit)
      for file in order { try writer.add(file) }
      let path = directory.path("baseline-\(index).json")
      try writer.write(to: path)
      #expect(try String(contentsOfFile: path, encoding: .utf8) == expected, "order \(index)")
      #expect(writer.count == Baseline(runs: files).entries.count)
    }
  }

  @Test("an empty run writes an empty baseline; an unwritable path is a baseline error")
  func emptyAndUnwritable() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path("empty.json")
    try BaselineWriter().write(to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == Baseline(entries: []).jsonText)
    #expect(throws: BaselineError.self) {
      try BaselineWriter().write(to: directory.path("no/such/dir/b.json"))
    }
    // Nothing is left beside the baseline.
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["empty.json"])
  }
}
