import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint
@testable import KeyboardTraitsReport

/// The HTML report as a folder (`--output DIR/`): one page while small, else a summary with
/// bounded pages per files and per keyboard situation, every field on exactly one of each, every
/// link within the folder, and nothing from a scanned file live.
@Suite("Report: folder form")
struct FolderReportTests {
  /// Writes the report of `paths` into a new folder, split into pages of at most `fields`
  /// fields and `files` files (`singlePageLimit` 0: always split).
  static func writeFolder(
    _ paths: [String], singlePageLimit: Int = 0, fields: Int = 7, files: Int = 2,
    bytes: Int = FolderReportWriter.bytesPerPage
  ) async throws -> (folder: URL, summary: ReportSummary, written: [WrittenReport]) {
    let parent = try ReportTestSupport.temporaryFolder()
    let folder = parent.appendingPathComponent("report")
    var output = ReportOutput(
      format: .html, path: folder.path + "/", isFolder: true, singlePageLimit: singlePageLimit)
    output.fieldsPerPage = fields
    output.filesPerPage = files
    output.bytesPerPage = bytes
    let scanner = FormScanner(
      options: ScanOptions(baseURL: "https://larkspur.example/", concurrency: 2),
      linter: Linter())
    var written: [WrittenReport] = []
    let summary = try await ReportWriter.write(
      paths: paths, scanner: scanner, outputs: [output], onWritten: { written.append($0) })
    return (folder, summary, written)
  }

  /// Every file of `folder`, by path relative to it.
  static func pages(in folder: URL) throws -> [String: String] {
    var pages: [String: String] = [:]
    let walk = try #require(FileManager.default.enumerator(atPath: folder.path))
    for case let name as String in walk {
      var isFolder: ObjCBool = false
      let path = folder.appendingPathComponent(name).path
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
        !isFolder.boolValue
      else { continue }
      pages[name] = try String(contentsOfFile: path, encoding: .utf8)
    }
    return pages
  }

  static func occurrences(of needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  @Test("every field is on one files page and one situation page, and no page is over its bounds")
  func everyFieldOnceBounded() async throws {
    let (folder, summary, written) = try await Self.writeFolder([ReportTestSupport.samples])
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let pages = try Self.pages(in: folder)
    let filesPages = pages.filter { $0.key.hasPrefix("files/") }
    let situationPages = pages.filter { $0.key.hasPrefix("situations/") }
    #expect(summary.totals.fields == 101)
    #expect(written.first?.pages == filesPages.count + situationPages.count)
    #expect(written.first?.bytes == pages.values.map { $0.utf8.count }.reduce(0, +))
    #expect(Set(pages.keys).isSuperset(of: ["index.html", "report.css"]))
    // Files pages: every field once, in its file's section, at most 7 a page and 2 files.
    var fieldRows = 0
    for (name, page) in filesPages {
      let rows = Self.occurrences(of: "<tr id=\"file-", in: page)
      #expect(rows <= 7, "\(name) lists \(rows) fields")
      #expect(Self.occurrences(of: "<section class=\"file\"", in: page) <= 2, "\(name)")
      fieldRows += rows
    }
    #expect(fieldRows == summary.totals.fields)
    #expect(
      filesPages.count == (1...filesPages.count).filter { pages["files/\($0).html"] != nil }.count)
    // Situation pages: every field once, at most 7 a page, errors before warnings before the rest.
    var situationRows = 0
    for (name, page) in situationPages {
      let body = try #require(page.components(separatedBy: "<tbody>\n").last)
      let rows = body.components(separatedBy: "\n").filter { $0.hasPrefix("<tr") }
      #expect(rows.count <= 7 && !rows.isEmpty, "\(name) lists \(rows.count) fields")
      let ranks = rows.map { row in
        row.hasPrefix("<tr class=\"error\"")
          ? 0
          : row.hasPrefix("<tr class=\"warning\"")
            ? 1
            : row.hasPrefix("<tr class=\"note\"") ? 2 : 3
      }
      #expect(ranks == ranks.sorted(), "\(name): most serious first")
      situationRows += rows.count
    }
    #expect(situationRows == summary.totals.fields)
    // One situation per distinct picture and words: at least one per picture.
    #expect(Set(situationPages.keys.map { $0.prefix(29) }).count >= summary.pictures.count)
  }

  @Test("every link leads to a page of the folder and an element on it; nothing leaves the folder")
  func linksResolve() async throws {
    let (folder, _, _) = try await Self.writeFolder([ReportTestSupport.samples])
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let pages = try Self.pages(in: folder)
    var checked = 0
    for (name, page) in pages where name.hasSuffix(".html") {
      let base = URL(fileURLWithPath: "/" + name).deletingLastPathComponent()
      for tag in ReportTestSupport.tags(in: page) {
        for (attribute, value) in tag.attributes where attribute == "href" {
          #expect(!value.contains(":"), "\(name): \(value) leaves the folder")
          let parts = value.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
          // A query carries filters: each names a value one of the page's controls offers.
          let address = parts[0].split(
            separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
          if address.count == 2 {
            for filter in address[1].split(separator: "&") {
              let pair = filter.split(separator: "=").map(String.init)
              let value = pair[1].removingPercentEncoding ?? ""
              // "differs" is the checkbox, on; rule and keyboard name one of their options.
              #expect(
                pair[0] == "differs"
                  ? value == "1" : page.contains("<option value=\"\(value)\">"),
                "\(name): \(filter)")
              checked += 1
            }
          }
          let target =
            address[0].isEmpty
            ? name
            : String(URL(fileURLWithPath: String(address[0]), relativeTo: base).path.dropFirst())
          let text = try #require(pages[target], "\(name): \(value) names no page")
          if parts.count == 2, !parts[1].isEmpty {
            #expect(text.contains("id=\"\(parts[1])\""), "\(name): \(value) has no target")
          }
          checked += 1
        }
      }
    }
    #expect(checked > 200)
  }

  @Test("every page has the folder's policy, its stylesheet and the one script, and no other")
  func policyAndAssets() async throws {
    let (folder, _, _) = try await Self.writeFolder([ReportTestSupport.samples])
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let pages = try Self.pages(in: folder)
    let css = try #require(pages["report.css"])
    #expect(css.hasPrefix(FolderReportAssets.style))
    #expect(css.contains(":root{\n--ka-") && css.contains("\n.kf-"))
    for (name, page) in pages where name.hasSuffix(".html") {
      let up = name.contains("/") ? "../" : ""
      #expect(page.contains("content=\"\(FolderReportShell.contentSecurityPolicy)\""), "\(name)")
      #expect(page.contains("<link rel=\"stylesheet\" href=\"\(up)report.css\">"), "\(name)")
      #expect(page.contains("<script>\(FolderReportAssets.script)</script>"), "\(name)")
      #expect(Self.occurrences(of: "<script", in: page) == 1, "\(name)")
      #expect(!page.contains("<style"), "\(name)")
    }
  }

  @Test("a small run keeps the single self-contained page, as index.html")
  func smallRunIsOnePage() async throws {
    let (folder, summary, written) = try await Self.writeFolder(
      [ReportTestSupport.samples], singlePageLimit: ReportOutput.defaultSinglePageLimit)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let pages = try Self.pages(in: folder)
    #expect(Array(pages.keys) == ["index.html"])
    #expect(written.first?.pages == 0)
    let single = try await ReportTestSupport.render([ReportTestSupport.samples]).reports[.html]
    #expect(pages["index.html"] == single)
    #expect(summary.totals.files == 9)
  }

  @Test("a file with more fields than a page continues on the next files page")
  func longFileContinues() async throws {
    let parent = try ReportTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: parent) }
    let page = parent.appendingPathComponent("long.html")
    try ("<form>" + String(repeating: "<input type=email name=e>", count: 17) + "</form>")
      .write(to: page, atomically: false, encoding: .utf8)
    let (folder, summary, _) = try await Self.writeFolder([page.path], fields: 5)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let pages = try Self.pages(in: folder)
    #expect(summary.totals.fields == 17)
    #expect((1...4).allSatisfy { pages["files/\($0).html"] != nil } && pages["files/5.html"] == nil)
    #expect(pages["files/2.html"]?.contains("<small>continued</small>") == true)
    let rows = (1...4).map {
      Self.occurrences(of: "<tr id=\"file-", in: pages["files/\($0).html"] ?? "")
    }
    #expect(rows == [5, 5, 5, 2])
  }

  @Test("a files page takes no more fields once it holds its bytes")
  func filesPageBytes() async throws {
    let (folder, summary, _) = try await Self.writeFolder(
      [ReportTestSupport.samples], fields: 1_000, files: 1_000, bytes: 20_000)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let pages = try Self.pages(in: folder).filter { $0.key.hasPrefix("files/") }
    #expect(pages.count > 2)
    var rows = 0
    for (name, page) in pages {
      let main = try #require(page.components(separatedBy: "<main id=\"rows\">").last)
      let body = try #require(main.components(separatedBy: "</main>").first)
      let longestRow = body.components(separatedBy: "\n").map(\.utf8.count).max() ?? 0
      // The last row may start before the limit; the legend and a file's heading are small.
      #expect(body.utf8.count < 20_000 + longestRow + 1_000, "\(name): \(body.utf8.count) bytes")
      rows += Self.occurrences(of: "<tr id=\"file-", in: page)
    }
    #expect(rows == summary.totals.fields)
  }

  @Test("hostile markup and file names stay text on every page of the folder")
  func hostile() async throws {
    let source = try ReportTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: source) }
    for name in ReportEscapingTests.hostileNames {
      try ReportEscapingTests.hostileMarkup.write(
        to: source.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }
    let missing = source.appendingPathComponent("<script>alert('missing')</script>.html").path
    let (folder, summary, _) = try await Self.writeFolder([source.path, missing], fields: 3)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    #expect(summary.totals.failedFiles == 1)
    let pages = try Self.pages(in: folder)
    let allowed = ReportEscapingTests.allowedTags.union(["link", "nav", "br"])
    for (name, page) in pages where name.hasSuffix(".html") {
      for tag in ReportTestSupport.tags(in: page) {
        #expect(allowed.contains(tag.name), "\(name): unexpected element <\(tag.name)>")
        for (attribute, value) in tag.attributes {
          #expect(!attribute.hasPrefix("on"), "\(name): handler \(attribute) on <\(tag.name)>")
          #expect(
            !["src", "style", "action", "formaction", "srcdoc"].contains(attribute),
            "\(name): \(attribute) on <\(tag.name)>")
          #expect(value != "<unquoted>", "\(name): unquoted \(attribute)")
          #expect(
            !value.lowercased().contains("javascript:") || attribute.hasPrefix("data-"),
            "\(name): \(attribute)=\(value)")
        }
      }
      #expect(!page.contains("<img") && !page.contains("<iframe") && !page.contains("<b "))
    }
    let all = pages.values.joined()
    #expect(all.contains("&lt;img src=x onerror=alert(4)&gt;"))
    #expect(all.contains("&lt;script&gt;alert('missing')&lt;/script&gt;.html"))
    #expect(!(pages["report.css"] ?? "").contains("alert"))
  }
}
