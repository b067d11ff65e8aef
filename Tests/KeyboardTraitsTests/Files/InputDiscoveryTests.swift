import Foundation
import Testing

@testable import KeyboardTraits
import TestHelpers

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
