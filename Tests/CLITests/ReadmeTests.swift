import Foundation
import Testing

/// The README's promises: its commands, and a library example that compiles as written.
@Suite("README")
struct ReadmeTests {
  static func readme() throws -> String {
    try String(
      contentsOf: KBTraitsProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
  }

  /// The fenced blocks of `language` under `heading`, in order, up to the next `## ` heading.
  static func blocks(_ language: String, under heading: String) throws -> [String] {
    let readme = try readme()
    let start = try #require(readme.range(of: "\n" + heading + "\n"))
    let rest = readme[start.upperBound...]
    let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
    var blocks: [String] = []
    var cursor = section.startIndex
    // Fences pair up in order: an opening one with its language, then the closing one (a
    // section with blocks of several languages must not take a closing fence for an opening).
    while let open = section[cursor...].range(of: "```"),
      let infoEnd = section[open.upperBound...].firstIndex(of: "\n"),
      let close = section[section.index(after: infoEnd)...].range(of: "```")
    {
      if section[open.upperBound..<infoEnd] == language {
        blocks.append(String(section[section.index(after: infoEnd)..<close.lowerBound]))
      }
      cursor = close.upperBound
    }
    return blocks
  }

  @Test(
    "the swift blocks under 'Use as a library' are the compiled examples, verbatim",
    arguments: [
      (0, "Examples/ReadmeExample/main.swift"), (1, "Examples/ReadmeLintExample/main.swift"),
    ])
  func libraryExampleIsCompiled(index: Int, path: String) throws {
    let blocks = try Self.blocks("swift", under: "## Use as a library")
    try #require(blocks.count == 2, "expected the scanning and the linting example")
    let example = try String(
      contentsOf: KBTraitsProcess.packageRoot.appendingPathComponent(path), encoding: .utf8)
    #expect(blocks[index] == example)
  }

  @Test("the show example is what kbtraits prints")
  func showExampleIsRealOutput() throws {
    let block = try #require(
      try Self.blocks("", under: "## `kbtraits show`").first {
        $0.hasPrefix("$ kbtraits show ")
      })
    let commandLine = block.prefix { $0 != "\n" }
    let arguments = commandLine.dropFirst("$ kbtraits ".count).split(separator: " ").map(
      String.init)
    let outcome = try KBTraitsProcess.run(arguments)
    #expect(outcome.status == 0)
    #expect(
      String(block.dropFirst(commandLine.count + 1)) == outcome.standardOutput,
      "README's `kbtraits show` example differs from the real output")
  }

  @Test(
    "the React example's show and lint outputs are what kbtraits prints",
    arguments: [("show", Int32(0)), ("lint", Int32(1))])
  func reactExampleIsRealOutput(command: String, status: Int32) throws {
    let blocks = try Self.blocks("", under: "## React components")
    let block = try #require(blocks.first { $0.hasPrefix("$ kbtraits \(command) ") })
    let commandLine = block.prefix { $0 != "\n" }
    let arguments = commandLine.dropFirst("$ kbtraits ".count).split(separator: " ")
      .map(String.init)
    let outcome = try KBTraitsProcess.run(arguments)
    #expect(outcome.status == status)
    #expect(
      String(block.dropFirst(commandLine.count + 1)) == outcome.standardOutput,
      "README's React `kbtraits \(command)` example differs from the real output")
  }

  @Test("the React component in the README is Examples/React/SignIn.jsx, verbatim")
  func reactExampleIsTheFile() throws {
    let blocks = try Self.blocks("jsx", under: "## React components")
    let example = try String(
      contentsOf: KBTraitsProcess.packageRoot.appendingPathComponent("Examples/React/SignIn.jsx"),
      encoding: .utf8)
    #expect(blocks == [example])
  }

  @Test("the README's word on the public types names every public class")
  func publicClasses() throws {
    let sources = KBTraitsProcess.packageRoot.appendingPathComponent("Sources")
    let files =
      FileManager.default.enumerator(atPath: sources.path)?
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
    var classes: Set<String> = []
    let declaration = try Regex(#"public (?:final )?(?:class|actor) ([A-Za-z]+)"#)
    for file in files {
      let text = try String(
        contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      for match in text.matches(of: declaration) {
        if let name = match.output[1].substring { classes.insert(String(name)) }
      }
    }
    try #require(!classes.isEmpty)
    let readme = try Self.readme()
    #expect(!readme.contains("All public types are value types"))
    let start = try #require(readme.range(of: "- The model is made of"))
    // The bullet, up to the next one.
    let rest = readme[start.upperBound...]
    let note = rest.range(of: "\n- ").map { rest[..<$0.lowerBound] } ?? rest
    for name in classes.sorted() {
      #expect(note.contains("`\(name)`"), "README does not name the public class \(name)")
    }
  }

  @Test("the README names the two contract commands")
  func contractCommands() throws {
    let readme = try Self.readme()
    #expect(readme.contains("\nswift run kbtraits show Samples\n"))
    #expect(readme.contains("\nswift test\n"))
  }
}
