import Testing

@testable import KeyboardTraits

@Suite("Lexical paths")
struct LexicalPathTests {
  @Test("Normalising drops '.', empty components and trailing slashes, and applies '..'")
  func normalize() {
    let expected = [
      "/": "/", "//": "/", "/a/b": "/a/b", "/a//b/": "/a/b", "/a/./b/.": "/a/b",
      "/a/b/../c": "/a/c", "/a/../../b": "/b", "/..": "/", "/a/b/..": "/a",
      "/a/.../b": "/a/.../b", "/a/..b/.c": "/a/..b/.c", "/é/ü//ß/../x": "/é/ü/x",
    ]
    for (path, normalized) in expected {
      #expect(LexicalPath.normalize(path) == normalized, "\(path)")
    }
  }

  @Test("A relative path is made absolute against the folder given")
  func absolute() {
    #expect(LexicalPath.absolute("b/../c.html", from: "/srv/site") == "/srv/site/c.html")
    #expect(LexicalPath.absolute("/x/./y", from: "/srv/site") == "/x/y")
    #expect(LexicalPath.absolute(".", from: "/srv/site/") == "/srv/site")
  }

  @Test("A slash followed by a combining mark still separates, as it does for the kernel")
  func slashBeforeCombiningMark() {
    // "/\u{301}" is one Character, so a split into Characters would not cut there.
    #expect(LexicalPath.normalize("/a/\u{301}b/../c") == "/a/c")
    #expect(LexicalPath.parent(of: "/a/\u{301}b") == "/a")
    #expect(LexicalPath.relative("/a/\u{301}b", to: "/a") == "\u{301}b")
  }

  @Test("Parents and relative paths")
  func parentsAndRelativePaths() {
    #expect(LexicalPath.parent(of: "/") == nil)
    #expect(LexicalPath.parent(of: "/a") == "/")
    #expect(LexicalPath.parent(of: "/a/b.html") == "/a")
    #expect(LexicalPath.relative("/a/b/c", to: "/a") == "b/c")
    #expect(LexicalPath.relative("/a/b", to: "/") == "a/b")
    #expect(LexicalPath.relative("/a", to: "/a") == nil)
    #expect(LexicalPath.relative("/ab/c", to: "/a") == nil)
    #expect(LexicalPath.display("/w/x/y.html", from: "/w/./x/") == "y.html")
    #expect(LexicalPath.display("/v/y.html", from: "/w") == "/v/y.html")
  }
}
