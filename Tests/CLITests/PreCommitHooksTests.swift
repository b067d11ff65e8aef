import Foundation
import KeyboardTraits
import Testing

/// The shipped `.pre-commit-hooks.yaml` passes every file kbtraits reads: its `files:` regex
/// and the endings a walk takes (`InputDiscovery.htmlExtensions`, `SourceSyntax.fileEndings`)
/// never drift apart.
@Suite("pre-commit hooks")
struct PreCommitHooksTests {
  /// Each hook's `files:` regex, in order.
  static func fileRegexes() throws -> [String] {
    let text = try String(
      contentsOf: KBTraitsProcess.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"),
      encoding: .utf8)
    #expect(!text.contains("types_or:"))
    return text.split(separator: "\n").compactMap { line -> String? in
      let prefix = "  files: '"
      guard line.hasPrefix(prefix), line.hasSuffix("'") else { return nil }
      return String(line.dropFirst(prefix.count).dropLast())
    }
  }

  /// The last extension of every ending a walk takes: `.blade.php` is read as `.php` would be.
  static var extensions: Set<String> {
    var extensions = InputDiscovery.htmlExtensions
    for (ending, _) in SourceSyntax.fileEndings {
      extensions.insert(String(ending.split(separator: ".").last ?? ""))
    }
    return extensions
  }

  @Test("both hooks list exactly the extensions kbtraits reads, in any case")
  func filesMatchFileEndings() throws {
    let regexes = try Self.fileRegexes()
    #expect(regexes.count == 2)
    for pattern in regexes {
      let alternatives = try #require(
        pattern.wholeMatch(of: /\(\?i\)\\\.\(([a-z0-9|]+)\)\$/)?.output.1)
      let listed = alternatives.split(separator: "|").map(String.init)
      #expect(listed == listed.sorted(), "keep the list sorted")
      #expect(Set(listed) == Self.extensions)

      let regex = try NSRegularExpression(pattern: pattern)
      func matches(_ path: String) -> Bool {
        regex.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
      }
      for (ending, _) in SourceSyntax.fileEndings {
        #expect(matches("src/form" + ending), "\(ending)")
        #expect(matches("src/FORM" + ending.uppercased()), "\(ending)")
      }
      for ending in InputDiscovery.htmlExtensions { #expect(matches("a/b." + ending)) }
      for other in ["a.js", "a.ts", "a.mjs", "a.txt", "a.html.bak", "html"] {
        #expect(!matches(other), "\(other)")
      }
    }
  }
}
