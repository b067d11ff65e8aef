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

  @Test("every hook lists exactly the extensions kbtraits reads, in any case")
  func filesMatchFileEndings() throws {
    let regexes = try Self.fileRegexes()
    #expect(regexes.count == 4)
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

  /// Each hook's fields (`id`, `entry`, `language`, `files`, …) in order, as written.
  static func hooks() throws -> [[String: String]] {
    let text = try String(
      contentsOf: KBTraitsProcess.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"),
      encoding: .utf8)
    var hooks: [[String: String]] = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      if line.hasPrefix("- ") { hooks.append([:]) }
      guard let field = line.firstMatch(of: /^(?:- |  )(\w+): (.*)$/), !hooks.isEmpty else {
        continue
      }
      hooks[hooks.count - 1][String(field.output.1)] = String(field.output.2)
    }
    return hooks
  }

  @Test("each swift hook has a python twin on the wheel: same command, files and settings")
  func pythonHooksMirrorSwiftHooks() throws {
    let hooks = try Self.hooks()
    #expect(
      hooks.map { $0["id"] } == [
        "kbtraits", "kbtraits-fix", "kbtraits-prebuilt", "kbtraits-fix-prebuilt",
      ])
    let byID = Dictionary(uniqueKeysWithValues: hooks.map { ($0["id"] ?? "", $0) })
    for (swiftID, pythonID) in [
      ("kbtraits", "kbtraits-prebuilt"), ("kbtraits-fix", "kbtraits-fix-prebuilt"),
    ] {
      let swiftHook = try #require(byID[swiftID])
      let pythonHook = try #require(byID[pythonID])
      #expect(swiftHook["language"] == "swift")
      #expect(pythonHook["language"] == "python")
      for field in ["entry", "files", "require_serial", "minimum_pre_commit_version"] {
        #expect(pythonHook[field] != nil, "\(pythonID) has no \(field)")
        #expect(pythonHook[field] == swiftHook[field], "\(pythonID).\(field)")
      }
    }
  }
}
