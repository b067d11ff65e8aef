import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint
@testable import KeyboardTraitsReport

/// Every input file and every field appears in every format, in a deterministic order, and the
/// summary keeps counts rather than documents.
@Suite("Report: completeness and determinism")
struct ReportCompletenessTests {
  @Test("every sample file and every field appears in every format")
  func everyFileAndField() async throws {
    let missing = "/no/such/folder/gone.html"
    let (reports, summary) = try await ReportTestSupport.render([
      ReportTestSupport.samples, missing,
    ])
    let run = await FormScanner(options: ScanOptions(baseURL: "https://larkspur.example/"))
      .scan(paths: [ReportTestSupport.samples, missing])
    let fieldCount = run.files.map(\.fields.count).reduce(0, +)
    #expect(summary.totals.files == run.files.count)
    #expect(summary.totals.fields == fieldCount && fieldCount > 50)
    #expect(summary.totals.failedFiles == 1)
    #expect(summary.failedFiles.map(\.path) == [missing])

    let html = try #require(reports[.html])
    #expect(html.components(separatedBy: "<article ").count - 1 == fieldCount)
    #expect(html.components(separatedBy: "<section class=\"file\"").count - 1 == run.files.count)
    let markdown = try #require(reports[.markdown])
    let csvRecords = ReportTestSupport.parseCSV(try #require(reports[.csv])).dropFirst()
    let jsonText = try #require(reports[.json])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(jsonText.utf8)) as? [String: Any])
    let jsonFiles = try #require(json["files"] as? [[String: Any]])
    #expect(jsonFiles.compactMap { $0["path"] as? String } == run.files.map(\.path))

    for file in run.files {
      #expect(html.contains("<h2>\(HTMLEscaping.content(file.path)) <small>"), "\(file.path)")
      #expect(
        markdown.contains("### \(MarkdownReportRenderer.escape(file.path))\n"), "\(file.path)")
      let rows = csvRecords.filter { $0[0] == file.path }
      #expect(!rows.isEmpty, "\(file.path)")
      #expect(rows.filter { !$0[4].isEmpty }.count == file.fields.count)
      for field in file.fields {
        let anchor = "id=\"\(ReportLinks.fileAnchor(file.path))-\(field.index)\""
        #expect(html.contains(anchor), "\(file.path) field \(field.index)")
        #expect(html.contains("<h3>\(HTMLEscaping.content(HTMLReportRenderer.startTag(field))) "))
        #expect(
          markdown.contains(
            "| \(field.position.line):\(field.position.column) | "
              + MarkdownReportRenderer.escape(field.tagSummary) + " |"))
        #expect(
          rows.contains {
            $0[2] == String(field.position.line) && $0[3] == String(field.position.column)
          })
      }
      for diagnostic in file.diagnostics {
        // Each finding links to its rule's section in the same page, which is there.
        let anchor = ReportLinks.ruleAnchor(diagnostic.rule)
        #expect(html.contains("href=\"#\(anchor)\""))
        #expect(html.contains("<section class=\"rule-doc\" id=\"\(anchor)\">"))
        #expect(markdown.contains("](#\(anchor))"))
        #expect(markdown.contains("<a id=\"\(anchor)\"></a>"))
      }
    }
  }

  @Test("output is byte-identical between runs and across concurrency")
  func deterministic() async throws {
    let first = try await ReportTestSupport.render([ReportTestSupport.samples], concurrency: 1)
    let second = try await ReportTestSupport.render([ReportTestSupport.samples], concurrency: 2)
    let third = try await ReportTestSupport.render([ReportTestSupport.samples], concurrency: 2)
    for format in ReportFormat.allCases {
      #expect(first.reports[format] == second.reports[format], "\(format)")
      #expect(second.reports[format] == third.reports[format], "\(format)")
    }
  }

  @Test("streamed output equals the in-memory rendering")
  func streamedEqualsInMemory() async throws {
    let scanner = FormScanner(
      options: ScanOptions(baseURL: "https://larkspur.example/"), linter: Linter())
    let run = await scanner.scan(paths: [ReportTestSupport.samples])
    let streamed = try await ReportTestSupport.render([ReportTestSupport.samples])
    for format in ReportFormat.allCases {
      #expect(
        ReportWriter.render(run.files, format: format) == streamed.reports[format], "\(format)")
    }
  }

  @Test("an empty run still writes valid reports")
  func emptyRun() async throws {
    let folder = try ReportTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (reports, summary) = try await ReportTestSupport.render([folder.path])
    #expect(summary.totals.files == 0)
    let json = try #require(reports[.json])
    #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [String: Any])
    #expect(reports[.html]?.hasSuffix("</html>\n") == true)
    #expect(reports[.csv] == CSVReportRenderer.row(CSVReportRenderer.columns))
  }

  @Test("the summary keeps counts: ten top files, a capped failure list")
  func summaryStaysSmall() {
    var summary = ReportSummary()
    for index in 0..<5_000 {
      let diagnostics = (0..<(index % 37)).map { _ in
        Diagnostic(
          rule: "rule-\(index % 5)", severity: .warning, message: "m",
          position: SourcePosition(line: 1, column: 1), fieldIndex: nil)
      }
      let error = index % 3 == 0 ? ScanError(kind: .notFound, message: "gone") : nil
      summary.add(
        FileReport(
          path: String(format: "f%05d.html", index), document: nil,
          error: error, diagnostics: diagnostics))
    }
    #expect(summary.topFiles.count == ReportSummary.topFileCount)
    #expect(summary.topFiles.allSatisfy { $0.findings == 36 })
    #expect(summary.topFiles.map(\.path) == summary.topFiles.map(\.path).sorted())
    #expect(summary.failedFiles.count == ReportSummary.maximumFailuresListed)
    #expect(
      summary.unlistedFailures == summary.totals.failedFiles - ReportSummary.maximumFailuresListed)
    #expect(summary.rules.count == 5)
    #expect(summary.rulesByCount.map(\.counts.warnings).reduce(0, +) == summary.totals.warnings)
  }

  @Test("HTML and Markdown show a failed file's message without the path already beside it")
  func failedFileMessage() {
    let failed = FileReport(
      path: "site/logo.html", document: nil,
      error: ScanError(
        kind: .binaryContent, message: "site/logo.html: not HTML: the file looks binary"),
      diagnostics: [])
    let html = ReportWriter.render([failed], format: .html)
    #expect(html.contains("<td><code>binaryContent</code></td><td>not HTML: the file looks binary"))
    #expect(html.contains("(<code>binaryContent</code>): not HTML: the file looks binary</p>"))
    let markdown = ReportWriter.render([failed], format: .markdown)
    #expect(markdown.contains("| binaryContent | not HTML: the file looks binary |"))
    #expect(markdown.contains("**Failed** (binaryContent): not HTML: the file looks binary\n"))
    // JSON and CSV keep the message whole, as lint and show print it.
    #expect(ReportWriter.render([failed], format: .json).contains("site/logo.html: not HTML"))
    // A message that does not open with the path is shown as it is.
    let other = ScanError(kind: .notFound, message: "gone")
    #expect(other.message(besidePath: "site/logo.html") == "gone")
  }
}
