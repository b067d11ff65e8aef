import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Messages and paths with characters each format must escape.
@Suite("Reporter escaping")
struct ReporterEscapingTests {
  typealias Fixtures = ReportingFixtures

  static let message = "100% sure:\r\nuse <input type=\"email\">, & 'this'"
  static let run = Fixtures.run(
    path: "site/a,b:c.html",
    diagnostics: [Fixtures.diagnostic(message: message, sourceLine: "<input>")])

  @Test("github: % CR LF in data; also : and , in properties")
  func github() {
    let output = GitHubActionsReporter().report(Self.run, options: ReporterOptions())
    #expect(
      output == "::warning file=site/a%2Cb%3Ac.html,line=3,col=5,title=password-autocomplete::"
        + "100%25 sure:%0D%0Ause <input type=\"email\">, & 'this'\n")
  }

  @Test("github: a title with : and , cannot end the properties early")
  func githubProperty() {
    #expect(GitHubActionsReporter.escapedProperty("a:b,c%\n") == "a%3Ab%2Cc%25%0A")
    #expect(GitHubActionsReporter.escapedData("a:b,c%\r") == "a:b,c%25%0D")
  }

  @Test("checkstyle: XML entities, line breaks kept as character references")
  func checkstyle() {
    let output = CheckstyleReporter().report(Self.run, options: ReporterOptions())
    #expect(
      output.contains(
        "message=\"100% sure:&#13;&#10;use &lt;input type=&quot;email&quot;&gt;, &amp; "
          + "&#39;this&#39;\""))
    #expect(output.contains("<file name=\"site/a,b:c.html\">"))
    #expect(Self.parsesAsXML(output))
  }

  @Test("junit: escaped in attributes and text")
  func junit() {
    let output = JUnitReporter().report(Self.run, options: ReporterOptions())
    #expect(output.contains("&lt;input type=&quot;email&quot;&gt;"))
    #expect(!output.contains("<input"))
    #expect(Self.parsesAsXML(output))
  }

  @Test("XML cannot hold most control characters: they become U+FFFD")
  func xmlControlCharacters() {
    #expect(XMLEscaping.escaped("a\u{0}b\u{1B}c\td") == "a\u{FFFD}b\u{FFFD}c&#9;d")
  }

  @Test("sarif: the message survives JSON encoding unchanged")
  func sarif() throws {
    let output = SARIFReporter().report(Self.run, options: ReporterOptions())
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let runs = try #require(log["runs"] as? [[String: Any]])
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    let text = (results.first?["message"] as? [String: Any])?["text"] as? String
    #expect(text == Self.message)
    let location = (results.first?["locations"] as? [[String: Any]])?.first
    let physical = location?["physicalLocation"] as? [String: Any]
    let uri = (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String
    #expect(uri == "site/a,b%3Ac.html")
  }

  @Test("text: a line break in a message cannot start a fake finding line")
  func text() {
    let output = TextReporter().report(Self.run, options: ReporterOptions())
    #expect(output.hasPrefix("site/a,b:c.html:3:5: warning: 100% sure:\u{FFFD}\u{FFFD}use"))
  }

  @Test("sarif: spaces and non-ASCII in paths are percent-encoded")
  func sarifURIs() {
    let location = SARIFArtifactLocation(path: "./my site/café.html", baseDirectory: nil)
    #expect(location.uri == "my%20site/caf%C3%A9.html")
    #expect(location.uriBaseID == nil)
  }

  static func parsesAsXML(_ text: String) -> Bool {
    let parser = XMLParser(data: Data(text.utf8))
    return parser.parse()
  }
}
