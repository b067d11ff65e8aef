import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint
@testable import KeyboardTraitsReport

/// The HTML report at scale: each distinct keyboard drawn once as a `<symbol>` that every field
/// points at, and a size that grows with the fields by a bounded amount each.
@Suite("Report: HTML at scale")
struct HTMLReportScaleTests {
  /// One page with fields of every kind the report draws, some with findings.
  static let page = """
    <!doctype html><html lang="en"><body>
    <form action="/account" method="post">
      <label>Name <input name="name" autocomplete="name"></label>
      <label>Email <input type="email" name="email"></label>
      <label>Password <input type="password" name="password"></label>
      <label>Phone <input type="tel" name="phone"></label>
      <label>Website <input type="url" name="site"></label>
      <label>Code <input inputmode="numeric" name="code" autocapitalize="characters"></label>
      <label>Amount <input inputmode="decimal" name="amount"></label>
      <label>Age <input type="number" name="age"></label>
      <label>Find <input type="search" name="q" enterkeyhint="search"></label>
      <label>Country <select name="country"><option>NZ</select></label>
      <label>Day <input type="date" name="day"></label>
      <label>Month <input type="month" name="month"></label>
      <label>Week <input type="week" name="week"></label>
      <label>Time <input type="time" name="time"></label>
      <label>Colour <input type="color" name="colour"></label>
      <label>Photo <input type="file" name="photo"></label>
      <label><input type="checkbox" name="terms"> I agree</label>
      <input type="hidden" name="token" value="abc">
      <input name="unlabelled">
      <textarea name="notes"></textarea>
      <input name="locked" disabled>
      <button>Save</button>
    </form>
    </body></html>
    """

  /// A scanner with the options ``ReportTestSupport/render(_:concurrency:baseURL:rulesURL:)``
  /// uses, so that fields resolve as they do in the report.
  static let scanner = FormScanner(options: ScanOptions(baseURL: "https://larkspur.example/"))

  /// Writes `files` copies of ``page`` and renders every format over them.
  static func render(files: Int) async throws -> (html: String, summary: ReportSummary) {
    let folder = try ReportTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for index in 0..<files {
      try page.write(
        to: folder.appendingPathComponent(String(format: "page-%04d.html", index)),
        atomically: true, encoding: .utf8)
    }
    let (reports, summary) = try await ReportTestSupport.render([folder.path])
    return (try #require(reports[.html]), summary)
  }

  /// The values of `attribute` on every `<name>` element of `html`.
  static func values(of attribute: String, on name: String, in html: String) -> [String] {
    ReportTestSupport.tags(in: html).filter { $0.name == name }.compactMap { tag in
      tag.attributes.first { $0.0 == attribute }?.1
    }
  }

  @Test("one <symbol> per distinct keyboard, and every <use> points at one of them")
  func symbolsAndUses() async throws {
    let (html, summary) = try await Self.render(files: 3)
    let fields = Self.scanner.scan(html: Self.page).fields
    let distinct = Set(fields.map { KeyboardDrawing(traits: $0.ios) })
    let symbols = Self.values(of: "id", on: "symbol", in: html)
    #expect(symbols.count == distinct.count)
    #expect(Set(symbols) == Set(distinct.map(\.symbolID)))
    #expect(summary.drawings == distinct)
    let uses = Self.values(of: "href", on: "use", in: html)
    #expect(uses.count == fields.count * 3, "one drawing per field")
    #expect(uses.allSatisfy { $0.hasPrefix("#") && symbols.contains(String($0.dropFirst())) })
    #expect(Set(uses.map { String($0.dropFirst()) }) == Set(symbols), "no symbol goes unused")
    // The symbols come once, after the fields that use them, inside one hidden <svg>.
    #expect(html.components(separatedBy: "<defs>").count == 2)
    let definitions = try #require(html.range(of: "<svg class=\"defs\""))
    let lastField = try #require(html.range(of: "<article ", options: .backwards))
    #expect(lastField.upperBound < definitions.lowerBound)
  }

  @Test("month and week fields show their own pickers, date fields the calendar")
  func monthAndWeekPickers() async throws {
    let (html, _) = try await Self.render(files: 1)
    let fields = Self.scanner.scan(html: Self.page).fields
    for (name, layout) in [
      ("month", KeyboardDrawing.Layout.monthPicker), ("week", .weekPicker), ("day", .datePicker),
    ] {
      let field = try #require(fields.first { $0.name == name })
      let drawing = KeyboardDrawing(traits: field.ios)
      #expect(drawing.layout == layout)
      #expect(html.contains("<symbol id=\"\(drawing.symbolID)\" "))
      #expect(html.contains("data-layout=\"\(layout.rawValue)\""))
    }
  }

  @Test("the symbols do not grow with the number of files")
  func symbolsDoNotGrow() async throws {
    let one = try await Self.render(files: 1)
    let many = try await Self.render(files: 40)
    #expect(one.summary.drawings == many.summary.drawings)
    let symbols = Self.values(of: "id", on: "symbol", in: many.html)
    #expect(symbols == Self.values(of: "id", on: "symbol", in: one.html))
  }

  @Test("the page grows by a bounded number of bytes per field")
  func sizeBudget() async throws {
    let small = try await Self.render(files: 1)
    let large = try await Self.render(files: 120)
    let fields = large.summary.totals.fields
    #expect(fields == small.summary.totals.fields * 120 && fields > 2_500)
    // What the page costs per field, findings included, once the fixed part (style, script,
    // summary, symbols, rule documentation) is paid. Drawing every field inline cost about
    // 3,300 bytes a field for the keyboard alone.
    let added = large.html.utf8.count - small.html.utf8.count
    let perField = added / (fields - small.summary.totals.fields)
    #expect(perField <= 600, "\(perField) bytes per field")
    #expect(large.html.utf8.count <= 150_000 + fields * 600)
  }
}
