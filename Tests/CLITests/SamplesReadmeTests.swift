import Foundation
import Testing

/// Samples/README.md lists the deliberate mistakes of the sample pages; every finding it lists
/// must be one that `kbtraits lint` reports.
@Suite("Samples/README.md")
struct SamplesReadmeTests {
  /// One listed finding: the page, the field (by id, by name, or none for a file-level finding),
  /// the rule, its severity, and whether it needs the strict preset.
  struct ListedFinding: CustomTestStringConvertible, Sendable {
    enum Subject: Sendable {
      case id(String)
      case name(String)
      case file
    }
    var page: String
    var subject: Subject
    var rule: String
    var severity: String
    var strictOnly: Bool

    var testDescription: String { "\(page) \(subject) \(rule)" }
  }

  static let samples = KBTraitsProcess.packageRoot.appendingPathComponent("Samples")

  /// Reads the "Deliberate mistakes" section: `### \`page\`` headings, then bullets that start
  /// with a backticked subject and name findings as `` `rule` (severity) `` or
  /// `` `rule` (severity, strict) ``.
  static func listedFindings() throws -> [ListedFinding] {
    let text = try String(
      contentsOf: samples.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(text.range(of: "## Deliberate mistakes"))
    let section = text[start.upperBound...].prefix { _ in true }
    let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
    let heading = /^### `([^`]+)`/
    let bulletSubject = /^- `([^`]+)`/
    let finding = /`([a-z0-9-]+)` \((error|warning|note)(, strict)?\)/
    var page: String?
    var findings: [ListedFinding] = []
    // A bullet runs on over its indented continuation lines.
    var bullets: [(page: String, text: String)] = []
    for line in section[..<end].split(separator: "\n", omittingEmptySubsequences: false) {
      if let match = line.firstMatch(of: heading) {
        page = String(match.output.1)
      } else if line.hasPrefix("- "), let page {
        bullets.append((page, String(line)))
      } else if line.hasPrefix("  "), !bullets.isEmpty {
        bullets[bullets.count - 1].text += " " + line.trimmingCharacters(in: .whitespaces)
      }
    }
    for (page, bullet) in bullets {
      guard let subjectText = bullet.firstMatch(of: bulletSubject)?.output.1 else { continue }
      let subject: ListedFinding.Subject =
        subjectText.hasPrefix("#")
        ? .id(String(subjectText.dropFirst()))
        : subjectText.hasPrefix("[name=")
          ? .name(String(subjectText.dropFirst(6).dropLast())) : .file
      for match in bullet.matches(of: finding) {
        findings.append(
          ListedFinding(
            page: page, subject: subject, rule: String(match.output.1),
            severity: String(match.output.2), strictOnly: match.output.3 != nil))
      }
    }
    return findings
  }

  /// What `kbtraits lint --format json` reports for a page: (subject, rule, severity) triples.
  static func reported(page: String, strict: Bool) throws -> [(
    ListedFinding.Subject, String, String
  )] {
    var arguments = ["lint", "--format", "json", "Samples/" + page]
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbtraits-strict-\(UUID().uuidString)")
    if strict {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let config = folder.appendingPathComponent(".kbtraits.yml")
      try "extends: strict\n".write(to: config, atomically: false, encoding: .utf8)
      arguments += ["--config", config.path]
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try KBTraitsProcess.run(arguments)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    let file = try #require((json["files"] as? [[String: Any]])?.first)
    let fields = file["fields"] as? [[String: Any]] ?? []
    let diagnostics = file["diagnostics"] as? [[String: Any]] ?? []
    return diagnostics.map { diagnostic in
      let subject: ListedFinding.Subject
      if let index = diagnostic["field"] as? Int, fields.indices.contains(index) {
        let field = fields[index]
        if let id = field["id"] as? String {
          subject = .id(id)
        } else {
          subject = .name(field["name"] as? String ?? "")
        }
      } else {
        subject = .file
      }
      return (subject, diagnostic["rule"] as? String ?? "", diagnostic["severity"] as? String ?? "")
    }
  }

  @Test("the README lists findings for every page")
  func everyPageIsListed() throws {
    let pages = Set(try Self.listedFindings().map(\.page))
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.samples.path)
      .filter { $0.hasSuffix(".html") }
    #expect(pages == Set(files))
  }

  @Test("every listed finding is reported", arguments: try listedFindings())
  func listedFindingIsReported(_ listed: ListedFinding) throws {
    let reported = try Self.reported(page: listed.page, strict: listed.strictOnly)
    let match = reported.first { subject, rule, _ in
      guard rule == listed.rule else { return false }
      switch (subject, listed.subject) {
      case (.id(let a), .id(let b)), (.name(let a), .name(let b)): return a == b
      case (_, .file): return true
      default: return false
      }
    }
    let found = try #require(match, "not reported: \(listed.testDescription)")
    // The strict preset raises notes to warnings; the README gives the default severity.
    if !listed.strictOnly { #expect(found.2 == listed.severity) }
  }
}
