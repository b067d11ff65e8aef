import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint
@testable import KeyboardTraitsReport

/// The HTML report at scale: each distinct keyboard drawn once, as an image in the page's
/// drawings stylesheet that every field's picture paints, and a size that grows with the fields
/// by a bounded amount each.
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
        atomically: false, encoding: .utf8)
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

  /// The page's drawings stylesheet (its second `<style>`): each image by its custom property's
  /// name, and each picture's rule by its class.
  static func drawingsStyle(
    _ html: String
  ) throws -> (images: [String: String], pictures: [String: String]) {
    let styles = html.components(separatedBy: "<style>").dropFirst()
    try #require(styles.count == 2, "the page's stylesheet and its drawings")
    let style = try #require(styles.last?.components(separatedBy: "</style>").first)
    var images: [String: String] = [:]
    var pictures: [String: String] = [:]
    for line in style.split(separator: "\n") where line.hasPrefix("--") || line.hasPrefix(".") {
      let name = line.prefix { $0 != ":" && $0 != "{" }
      if line.hasPrefix("--") {
        images[String(name.dropFirst(2))] = String(line.dropFirst(name.count + 1).dropLast())
      } else {
        pictures[String(name.dropFirst())] = String(line)
      }
    }
    return (images, pictures)
  }

  /// The custom properties `rule` paints with (`var(--…)`).
  static func layers(of rule: String) -> [String] {
    rule.components(separatedBy: "var(--").dropFirst().map { String($0.prefix { $0 != ")" }) }
  }

  @Test("one image per distinct drawing, one rule per picture, and every field paints one")
  func imagesAndPictures() async throws {
    let (html, summary) = try await Self.render(files: 3)
    let fields = Self.scanner.scan(html: Self.page).fields
    let distinct = Set(fields.map { KeyboardDrawing(traits: $0.ios) })
    let android = Set(
      fields.flatMap { field in
        [field.android, field.firefoxAndroid].map {
          AndroidKeyboardDrawing(traits: $0, inputType: field.inputType)
        }
      })
    let pictures = Set(fields.map(FieldKeyboards.init(field:)))
    #expect(summary.drawings == distinct)
    #expect(summary.androidDrawings == android)
    #expect(summary.pictures == pictures)
    let style = try Self.drawingsStyle(html)
    #expect(Set(style.images.keys) == Set(distinct.map(\.id) + android.map(\.id)))
    for drawing in distinct {
      #expect(style.images[drawing.id].flatMap(CSSEscapingTests.svg(in:)) == drawing.svg)
    }
    for drawing in android {
      #expect(style.images[drawing.id].flatMap(CSSEscapingTests.svg(in:)) == drawing.svg)
    }
    #expect(Set(style.pictures.keys) == Set(pictures.map(\.id)))
    for picture in pictures {
      #expect(style.pictures[picture.id] == picture.styleRule)
    }
    // Every layer is a drawing of the page or one of the labels the fixed stylesheet holds.
    let layers = Set(style.pictures.values.flatMap(Self.layers(of:)))
    let labels: Set<String> = ["kf-labels", "kf-labels-same", "kf-firefox"]
    #expect(layers == Set(style.images.keys).union(labels), "every image is painted")
    for label in labels { #expect(HTMLReportAssets.style.contains("--\(label):url(")) }
    // Each field shows its picture with one empty element; the page draws nothing itself.
    let classes = Self.values(of: "class", on: "i", in: html)
    #expect(classes.count == fields.count * 3, "one picture per field")
    #expect(Set(classes) == Set(pictures.map { "kf \($0.id)" }))
    for element in ["<svg", "<use", "<symbol", "<img"] { #expect(!html.contains(element)) }
  }

  @Test("month, week and time fields show their own pickers, date fields the calendar")
  func monthAndWeekPickers() async throws {
    let (html, _) = try await Self.render(files: 1)
    let images = try Self.drawingsStyle(html).images
    let fields = Self.scanner.scan(html: Self.page).fields
    for (name, layout, androidLayout) in [
      ("month", KeyboardDrawing.Layout.monthPicker, AndroidKeyboardDrawing.Layout.monthPicker),
      ("week", .weekPicker, .weekPicker), ("day", .datePicker, .datePicker),
      ("time", .timePicker, .timePicker),
    ] {
      let field = try #require(fields.first { $0.name == name })
      let drawing = KeyboardDrawing(traits: field.ios)
      #expect(drawing.layout == layout)
      let svg = try #require(images[drawing.id].flatMap(CSSEscapingTests.svg(in:)))
      #expect(svg.contains("data-layout=\"\(layout.rawValue)\""))
      let android = AndroidKeyboardDrawing(traits: field.android, inputType: field.inputType)
      #expect(android.layout == androidLayout)
      let androidSVG = try #require(images[android.id].flatMap(CSSEscapingTests.svg(in:)))
      #expect(androidSVG.contains("data-layout=\"\(androidLayout.rawValue)\""))
    }
  }

  @Test("the drawings do not grow with the number of files")
  func drawingsDoNotGrow() async throws {
    let one = try await Self.render(files: 1)
    let many = try await Self.render(files: 40)
    #expect(one.summary.drawings == many.summary.drawings)
    let drawings = try Self.drawingsStyle(many.html)
    let same = try Self.drawingsStyle(one.html)
    #expect(drawings.images == same.images && drawings.pictures == same.pictures)
  }

  @Test("the page grows by a bounded number of bytes per field")
  func sizeBudget() async throws {
    let small = try await Self.render(files: 1)
    let large = try await Self.render(files: 120)
    let fields = large.summary.totals.fields
    #expect(fields == small.summary.totals.fields * 120 && fields > 2_500)
    // What the page costs per field, findings included, once the fixed part (style, script,
    // summary, drawings, rule documentation) is paid. Drawing every field inline cost about
    // 3,300 bytes a field for the keyboard alone.
    let added = large.html.utf8.count - small.html.utf8.count
    let perField = added / (fields - small.summary.totals.fields)
    #expect(perField <= 600, "\(perField) bytes per field")
    #expect(large.html.utf8.count <= 150_000 + fields * 600)
  }
}
