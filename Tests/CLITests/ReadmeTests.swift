import Foundation
import Testing

/// The README's promises: its commands, and a library example that compiles as written.
@Suite("README")
struct ReadmeTests {
  static func readme() throws -> String {
    try String(
      contentsOf: KBTraitsProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
  }

  @Test("the first swift block under 'Use as a library' is the compiled example, verbatim")
  func libraryExampleIsCompiled() throws {
    let readme = try Self.readme()
    let section = try #require(readme.range(of: "## Use as a library"))
    let after = readme[section.upperBound...]
    let open = try #require(after.range(of: "```swift\n"))
    let close = try #require(after[open.upperBound...].range(of: "```"))
    let block = String(after[open.upperBound..<close.lowerBound])
    let example = try String(
      contentsOf: KBTraitsProcess.packageRoot.appendingPathComponent(
        "Examples/ReadmeExample/main.swift"), encoding: .utf8)
    #expect(block == example)
  }

  @Test("the README names the two contract commands")
  func contractCommands() throws {
    let readme = try Self.readme()
    #expect(readme.contains("\nswift run kbtraits show Samples\n"))
    #expect(readme.contains("\nswift test\n"))
  }
}
