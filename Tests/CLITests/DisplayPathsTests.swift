import KeyboardTraits
import KeyboardTraitsLint
import Testing

@testable import KeyboardTraitsCLI

/// The paths every lint output shows: relative to the working directory or `--base-dir`.
@Suite("Display paths")
struct DisplayPathsTests {
  @Test("a path already plain below the base is kept; any other is normalized")
  func display() {
    // Lexical: the folders are made up, and nothing is read from disk.
    let paths = DisplayPaths(baseDirectory: nil, workingDirectory: "/srv/www/site")
    #expect(paths.display("pages/a.html") == "pages/a.html")
    #expect(paths.display(".hidden/...a/..b/c.html") == ".hidden/...a/..b/c.html")
    #expect(paths.display("/srv/www/site/pages/a.html") == "pages/a.html")
    #expect(paths.display("./pages//x/../a.html") == "pages/a.html")
    #expect(paths.display("/srv/www/site/./pages/a.html") == "pages/a.html")
    #expect(paths.display("/srv/www/other/a.html") == "../other/a.html")
    #expect(paths.display("/srv/www/sitemap/a.html") == "../sitemap/a.html")
    #expect(paths.display("-", isUnnamedStandardInput: true) == "<stdin>")
    let based = DisplayPaths(baseDirectory: "pages", workingDirectory: "/srv/www/site")
    #expect(based.display("pages/a.html") == "a.html")
    #expect(based.display("a.html") == "../a.html")
    #expect(based.display("/srv/www/site/pages/b/a.html") == "b/a.html")
    #expect(based.display("/srv/www/site/pages") == ".")
    // Compared as bytes, as the file system does: "/\u{301}" is one Character but two names.
    #expect(paths.display("/srv/www/sïte/a.html") == "../sïte/a.html")
    #expect(paths.display("/srv/www/site/\u{301}b.html") == "\u{301}b.html")
    #expect(paths.display("/srv/www/site\u{301}/a.html") == "../site\u{301}/a.html")
    let root = DisplayPaths(baseDirectory: nil, workingDirectory: "/")
    #expect(root.display("/a/b.html") == "a/b.html")
    #expect(root.display("/") == ".")
  }

  @Test("plain relative paths: no empty, . or .. component")
  func plainRelative() {
    for plain in ["a", "a/b.html", "...", ".a/b..", "a b/c"] {
      #expect(DisplayPaths.isPlainRelative(plain[...]), "\(plain)")
    }
    for other in ["", "/a", "a/", "a//b", ".", "..", "./a", "a/./b", "a/..", "../a"] {
      #expect(!DisplayPaths.isPlainRelative(other[...]), "\(other)")
    }
  }

  @Test("a failed fix names the file once, as the reports show it")
  func fixFailure() {
    let saving = FixError(message: "./a.html: the fixes were not saved: no space left on device.")
    #expect(
      LintPipeline.fixFailure(saving, scannedPath: "./a.html", displayPath: "a.html")
        == "a.html: the fixes were not saved: no space left on device.")
    let reading = ScanError(kind: .readFailed, message: "./a.html: could not read it.")
    #expect(
      LintPipeline.fixFailure(reading, scannedPath: "./a.html", displayPath: "a.html")
        == "a.html: could not read it.")
    let other = FixError(message: "something else")
    #expect(
      LintPipeline.fixFailure(other, scannedPath: "./a.html", displayPath: "a.html")
        == "something else")
  }
}
