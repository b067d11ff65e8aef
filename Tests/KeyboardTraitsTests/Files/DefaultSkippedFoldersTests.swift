import Foundation
import TestHelpers
import Testing

@testable import KeyboardTraits

/// The folders a JavaScript project never wants walked (issue 28): `node_modules`,
/// `bower_components` and `.git`, at any depth, unless given or taken back.
@Suite("Discovery: folders skipped by default")
struct DefaultSkippedFoldersTests {
  /// A monorepo: an app, a package with its own `node_modules`, a `bower_components`, vendored
  /// pages in `node_modules` at two depths and a `.git` folder.
  static func monorepo() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    for name in [
      "src/App.jsx", "src/index.html", "packages/ui/Input.tsx",
      "node_modules/react-dom/index.html", "node_modules/@acme/ui/Field.jsx",
      "node_modules/@acme/ui/docs/demo.html", "node_modules/@acme/other/Other.jsx",
      "packages/ui/node_modules/lib/demo.html", "bower_components/jquery/test.html",
      ".git/hooks/page.html",
    ] {
      try directory.write(name, "<input>")
    }
    return directory
  }

  /// The inputs found, relative to `directory`.
  static func found(_ result: InputDiscovery.Result, in directory: TemporaryDirectory) -> [String] {
    result.inputs.map { String($0.path.dropFirst(directory.path.count + 1)) }
  }

  @Test("node_modules and bower_components are skipped at any depth, each noted, never listed")
  func skippedAtAnyDepth() throws {
    let directory = try Self.monorepo()
    defer { directory.remove() }
    let result = InputDiscovery.discover([directory.path])
    #expect(
      Self.found(result, in: directory) == [
        "packages/ui/Input.tsx", "src/App.jsx", "src/index.html",
      ])
    #expect(
      result.skips.skippedFolders == [
        WalkSkips.SkippedFolders(
          name: "bower_components", paths: [directory.path("bower_components")]),
        WalkSkips.SkippedFolders(
          name: "node_modules",
          paths: [directory.path("node_modules"), directory.path("packages/ui/node_modules")]),
      ])
    #expect(result.notes.isEmpty)
    #expect(result.skips.ignoredPaths.isEmpty)
  }

  @Test("a path given that is or is inside such a folder is walked; deeper ones stay skipped")
  func givenPathsAreWalked() throws {
    let directory = try Self.monorepo()
    defer { directory.remove() }
    let result = InputDiscovery.discover([
      directory.path("node_modules/@acme"), directory.path("node_modules/react-dom/index.html"),
      directory.path(".git/hooks"),
    ])
    #expect(
      Self.found(result, in: directory) == [
        ".git/hooks/page.html", "node_modules/@acme/other/Other.jsx",
        "node_modules/@acme/ui/Field.jsx", "node_modules/@acme/ui/docs/demo.html",
        "node_modules/react-dom/index.html",
      ])
    #expect(result.skips.skippedFolders.isEmpty)

    let named = InputDiscovery.discover([directory.path("packages")])
    #expect(Self.found(named, in: directory) == ["packages/ui/Input.tsx"])
    #expect(
      named.skips.skippedFolders.map(\.paths) == [[directory.path("packages/ui/node_modules")]])
  }

  @Test("with no names to skip (--no-ignore), every folder that is not hidden is walked")
  func nothingSkipped() throws {
    let directory = try Self.monorepo()
    defer { directory.remove() }
    let result = InputDiscovery.discover(
      [directory.path], standardInputName: "-", filters: [], filtersInside: nil,
      skippingFolders: [])
    #expect(result.inputs.count == 9)
    #expect(!Self.found(result, in: directory).contains(".git/hooks/page.html"))
    #expect(result.skips.skippedFolders.isEmpty)
  }

  @Test("a '!node_modules/' line in an ignore file or the exclude globs takes the folders back")
  func negationTakesBack() throws {
    let directory = try Self.monorepo()
    defer { directory.remove() }
    try directory.makeDirectory(".git/info")
    try directory.write(".kbtraitsignore", "!node_modules/\nnode_modules/react-dom/\n")
    let result = InputDiscovery.discover(
      [directory.path], filters: [PathFilter(root: directory.path)])
    #expect(
      Self.found(result, in: directory) == [
        "node_modules/@acme/other/Other.jsx", "node_modules/@acme/ui/Field.jsx",
        "node_modules/@acme/ui/docs/demo.html", "packages/ui/Input.tsx",
        "packages/ui/node_modules/lib/demo.html", "src/App.jsx", "src/index.html",
      ])
    #expect(result.skips.skippedFolders.map(\.name) == ["bower_components"])

    // Anchored: only the top node_modules comes back; the package's stays skipped.
    let anchored = PathFilter(
      root: directory.path, exclude: ["!/node_modules/"], ignoreFileName: nil)
    let top = InputDiscovery.discover([directory.path], filters: [anchored])
    #expect(Self.found(top, in: directory).contains("node_modules/react-dom/index.html"))
    #expect(!Self.found(top, in: directory).contains("packages/ui/node_modules/lib/demo.html"))
  }

  @Test("an include glob that names the folder opens it for the files it includes, and no more")
  func includeOpens() throws {
    let directory = try Self.monorepo()
    defer { directory.remove() }
    let include = PathFilter(
      root: directory.path, include: ["node_modules/@acme/ui/**/*.jsx", "*.tpl"],
      ignoreFileName: nil)
    try directory.write("node_modules/@acme/ui/form.tpl", "<input>")
    try directory.write("src/page.tpl", "<input>")
    let result = InputDiscovery.discover([directory.path], filters: [include])
    #expect(
      Self.found(result, in: directory) == [
        "node_modules/@acme/ui/Field.jsx", "node_modules/@acme/ui/form.tpl",
        "packages/ui/Input.tsx", "src/App.jsx", "src/index.html", "src/page.tpl",
      ])
    // The package's node_modules is not where the glob points: still skipped.
    #expect(
      result.skips.skippedFolders.first { $0.name == "node_modules" }?.paths == [
        directory.path("packages/ui/node_modules")
      ])

    // A glob that does not name node_modules (`**/*.jsx`) opens nothing.
    let everywhere = PathFilter(root: directory.path, include: ["**/*.jsx"], ignoreFileName: nil)
    let plain = InputDiscovery.discover([directory.path], filters: [everywhere])
    #expect(!Self.found(plain, in: directory).contains { $0.hasPrefix("node_modules/") })
  }

  @Test("an excluded folder is not entered: a link back inside it is never seen")
  func excludedFolderNotEntered() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("site/a.html", "<input>")
    try directory.write("vendor/b.html", "<input>")
    try directory.symlink("vendor/loop", to: "..")
    let filter = PathFilter(root: directory.path, exclude: ["vendor/"], ignoreFileName: nil)
    let result = InputDiscovery.discover([directory.path], filters: [filter])
    #expect(Self.found(result, in: directory) == ["site/a.html"])
    #expect(result.notes.isEmpty)
    #expect(result.duplicates.isEmpty)
  }

  @Test("a folder given that a filter excludes is one of the skips, not walked")
  func givenFolderExcluded() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("vendor/b.html", "<input>")
    let filter = PathFilter(root: directory.path, exclude: ["vendor/"], ignoreFileName: nil)
    let result = InputDiscovery.discover([directory.path("vendor")], filters: [filter])
    #expect(result.inputs.isEmpty)
    #expect(result.notes.isEmpty)
    #expect(
      result.skips.ignoredPaths.map { "\($0.path) \($0.isDirectory) \($0.exclusion)" } == [
        "\(directory.path("vendor")) true exclude[0]:vendor/"
      ])
  }
}
