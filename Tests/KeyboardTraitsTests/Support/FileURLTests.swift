import Foundation
import Testing

@testable import KeyboardTraits

@Suite("File URLs")
struct FileURLTests {
  /// Foundation's answer, which the hand-built URL must match for every file path.
  private func foundationURL(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.absoluteString
  }

  @Test(arguments: [
    "/a/b c.html", "/a/./b/../c.html", "/a//b.html", "/é/ü 1.html", "/a/#?%;=&@:!$'()*+,~.html",
    "/a/[b]{c}|d^`\"<>\\.html", "/a/\t\n.html", "/a/...html", "/a/.hidden/f.html",
    "/../x.html", "/a/b/../../../c.html", "/日本/ページ.htm",
  ])
  func absolutePathMatchesFoundation(path: String) {
    #expect(FileURL.string(forPath: path) == foundationURL(path))
  }

  @Test(arguments: ["rel/x.html", "./x.html", "../x.html", "a b/../c%d.html", "x.html"])
  func relativePathResolvesAgainstTheWorkingDirectory(path: String) {
    #expect(FileURL.string(forPath: path) == foundationURL(path))
  }

  @Test func directoryPathsKeepTheirSlash() {
    #expect(FileURL.string(forPath: "/") == "file:///")
    #expect(FileURL.string(forPath: "/x/..") == "file:///")
    #expect(FileURL.string(forPath: "/a/b/") == "file:///a/b/")
  }
}
