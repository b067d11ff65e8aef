import Testing

@testable import KeyboardTraitsLint

/// The `--fix-dry-run` diff: `diff -u`'s format, hunks with three lines of context.
@Suite("Unified diff")
struct UnifiedDiffTests {
  static func numbered(_ count: Int) -> [String] { (1...count).map { "line \($0)" } }

  static func render(_ old: [String], _ new: [String], ending: String = "\n") -> String {
    UnifiedDiff.render(
      old: Array((old.joined(separator: ending) + ending).utf8),
      new: Array((new.joined(separator: ending) + ending).utf8), path: "site/page.html")
  }

  @Test("equal files give no diff")
  func equal() {
    #expect(Self.render(["a"], ["a"]) == "")
  }

  @Test("one changed line: headers, a hunk with three lines of context on each side")
  func oneLine() {
    var new = Self.numbered(10)
    new[4] = "line five"
    #expect(
      Self.render(Self.numbered(10), new) == """
        --- a/site/page.html
        +++ b/site/page.html
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
  }

  @Test("changes far apart get a hunk each; close ones share one")
  func hunks() {
    var far = Self.numbered(20)
    far[1] = "two"
    far[18] = "nineteen"
    let farDiff = Self.render(Self.numbered(20), far)
    #expect(farDiff.components(separatedBy: "\n@@ ").count == 3)
    #expect(farDiff.contains("@@ -1,5 +1,5 @@\n"))
    #expect(farDiff.contains("@@ -16,5 +16,5 @@\n"))
    var close = Self.numbered(20)
    close[4] = "five"
    close[9] = "ten"
    let closeDiff = Self.render(Self.numbered(20), close)
    #expect(closeDiff.contains("@@ -2,12 +2,12 @@\n"))
    #expect(closeDiff.components(separatedBy: "\n@@ ").count == 2)
  }

  @Test("CRLF line endings stay in the lines, so the patch applies to the file as it is")
  func crlf() {
    let diff = Self.render(["a", "b"], ["a", "c"], ending: "\r\n")
    #expect(diff.hasSuffix("-b\r\n+c\r\n"))
  }

  @Test("a last line without a line break is marked")
  func noNewlineAtEnd() {
    let diff = UnifiedDiff.render(
      old: Array("a\nb".utf8), new: Array("a\nc".utf8), path: "p.html")
    #expect(diff.hasSuffix("-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n"))
  }
}
