import Foundation
import TestHelpers
import Testing

@testable import KeyboardTraits

@Suite("Input discovery")
struct InputDiscoveryTests {
  @Test("filtersInside adds a folder's own filters, asked once per folder")
  func filtersPerFolder() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for name in ["a.html", "site/b.html", "site/c.tpl", "site/vendor/d.html", "other/e.tpl"] {
      try directory.write(name, "<input>")
    }
    var asked: [String] = []
    let site = PathFilter(
      root: directory.path("site"), include: ["*.tpl"], exclude: ["vendor/"], ignoreFileName: nil)
    let result = InputDiscovery.discover(
      [directory.path], filters: [],
      filtersInside: { folder in
        asked.append(folder)
        return folder.hasPrefix(directory.path("site")) ? [site] : []
      })
    let found = result.inputs.map { String($0.path.dropFirst(directory.path.count + 1)) }
    #expect(found == ["a.html", "site/b.html", "site/c.tpl"])
    #expect(Set(asked).count == asked.count)
  }
}

@Suite("Streamed discovery order")
struct StreamedDiscoveryOrderTests {
  /// Names where `-` and `.` sort before `/`, upper case before lower case, a name that is not
  /// UTF-8, nested and repeated roots, a hard link, a link to a folder and a link back up.
  @Test("The walk gives every path in byte order, each file once, as one sort of all paths did")
  func trickyTree() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for name in [
      "a.html", "a-b.html", "a/b.html", "a/b/x.html", "a/b.c.html", "a/b-c.html", "a/B.html",
      "a.b/c.html", "A/z.html", "Z.html", "b.htm", "notes.txt", ".hidden.html",
    ] {
      try directory.write(name, "<input>")
    }
    _ = try #require(directory.makeDirectory(rawName: [0xFF]))
    _ = try #require(directory.write(rawName: [0xFF] + Array("/q.html".utf8), bytes: []))
    let oddFile = try #require(
      directory.write(rawName: [UInt8(ascii: "n"), 0xFE] + Array(".html".utf8), bytes: []))
    #expect(link(directory.path("Z.html"), directory.path("a/hard.html")) == 0)
    try directory.symlink("link", to: "a")
    try directory.symlink("a/b/up", to: "..")

    let root = directory.path
    let paths = [root + "/a", root, root + "/a.html", root + "/a"]
    let result = InputDiscovery.discover(paths)
    let found = result.inputs.map { String($0.path.dropFirst(root.count + 1)) }
    let expected: [String] = [
      "A/z.html", "Z.html", #"\xFF/q.html"#, "a-b.html", "a.b/c.html", "a.html", "a/B.html",
      "a/b-c.html", "a/b.c.html", "a/b.html", "a/b/x.html", "b.htm",
      String(oddFile.dropFirst(root.count + 1)),
    ]
    #expect(found == expected)
    // What one global sort of every path found gave: byte order.
    #expect(found == found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    // The second and fourth roots repeat the six files of `a` (hard.html is Z.html), the link
    // repeats them once more, a.html is given twice; a/b/up loops back in each walk of `a`.
    let duplicateCount = 1 + 6 + 6 + 1 + 6 + 4
    #expect(result.duplicates.count == duplicateCount)
    let linksBack: [String] = ["a/b/up", "a/b/up", "link/b/up", "a/b/up"].map { root + "/" + $0 }
    #expect(Array(result.duplicates.suffix(4)) == linksBack)
    #expect(result.notes.count == 4)

    // The stream gives the same inputs and counts.
    let stream = InputDiscovery.stream(paths)
    #expect(Array(stream) == result.inputs)
    #expect(stream.duplicateCount == result.duplicates.count)
    #expect(stream.notes == result.notes)
  }

  /// A folder that cannot be listed is reported under its own path; only a name between that
  /// path and the folder's place in the walk makes the walk open the folder early.
  @Test("Names between a folder's path and its contents are those extending it by - or .")
  func sortsBetweenPathAndFolder() {
    for key in ["d/b-c.html", "d/b.html", "d/b-c/", "d/b c.html", "d/b!"] {
      #expect(InputDiscovery.sortsBetween(key, pathAndItsFolder: "d/b"), "\(key)")
      #expect(InputDiscovery.comparePathBytes("d/b", key) < 0)
      #expect(InputDiscovery.comparePathBytes(key, "d/b/") < 0)
    }
    for key in ["d/b/", "d/b0.html", "d/bc.html", "d/a.html", "d/b", "d/c-b.html", "d/B.html"] {
      #expect(!InputDiscovery.sortsBetween(key, pathAndItsFolder: "d/b"), "\(key)")
    }
  }

  @Test("Notes follow the paths as given, whatever their order")
  func notesInGivenOrder() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let empty = try directory.makeDirectory("b-empty")
    let other = try directory.makeDirectory("a-empty")
    let result = InputDiscovery.discover([empty, other, empty])
    #expect(result.inputs.isEmpty)
    #expect(result.notes.map { $0.components(separatedBy: ":")[0] } == [empty, other, empty])
  }

  @Test("Inputs are taken from the walk only as workers come free")
  func scanTakesInputsLazily() async {
    let counter = TakenCounter()
    let inputs = (0..<5_000).lazy.map { index -> ScanInput in
      counter.taken += 1
      return .failed("f\(index)", ScanError(kind: .notFound, message: "gone"))
    }
    var consumed = 0
    var mostAhead = 0
    _ = await FormScanner(options: ScanOptions(concurrency: 2)).scan(
      inputs: inputs, transform: { $0.path },
      body: { _ in
        consumed += 1
        mostAhead = max(mostAhead, counter.taken - consumed)
      })
    #expect(consumed == 5_000)
    // At most the window of batches in flight: 4 per worker, 8 inputs each.
    #expect(mostAhead <= 2 * 4 * 8)
  }
}

/// Counts the inputs a lazy sequence gave (only the consuming task touches it).
private final class TakenCounter: @unchecked Sendable {
  var taken = 0
}
