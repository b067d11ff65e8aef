import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint
@testable import KeyboardTraitsReport

/// CSV and Markdown show the keyboards of the targeted platforms (`--platform`, `platforms:`).
@Suite("Report: platforms")
struct ReportPlatformTests {
  /// A ZIP field that opens the Number pad on iOS and QWERTY on Chrome, a tel field Chrome
  /// and Firefox agree on, and a select.
  static let html = """
    <form action="/ship">
      <input type="text" name="zip" pattern="[0-9]*">
      <input type="tel" name="phone" autocapitalize="characters">
      <select name="country"><option>FR</option></select>
    </form>
    """

  static func reports() -> [FileReport] {
    let document = FormScanner(linter: Linter()).scan(
      html: html, documentURL: "https://shop.example/")
    return [
      FileReport(
        path: "zip.html", document: document, error: nil,
        diagnostics: Linter().lint(document))
    ]
  }

  @Test(
    "CSV has the iOS columns, then Chrome's, then Firefox's, for the platforms asked for",
    arguments: [
      ([TargetPlatform.ios], 9 + 10 + 2),
      ([.android], 9 + 6 + 2),
      ([.ios, .android, .firefoxAndroid], 9 + 10 + 6 + 6 + 2),
      ([.android, .firefoxAndroid], 9 + 6 + 6 + 2),
    ])
  func csvColumns(platforms: [TargetPlatform], count: Int) throws {
    let csv = ReportWriter.render(Self.reports(), format: .csv, platforms: Set(platforms))
    let records = ReportTestSupport.parseCSV(csv)
    let header = try #require(records.first)
    #expect(header == CSVReportRenderer.columns(for: Set(platforms)))
    #expect(header.count == count)
    for record in records { #expect(record.count == count) }
    #expect(header.contains("keyboardType") == platforms.contains(.ios))
    #expect(header.contains("androidInputType") == platforms.contains(.android))
    #expect(header.contains("firefoxAndroidImeAction") == platforms.contains(.firefoxAndroid))
    #expect(header.last == "severities")
  }

  @Test("CSV Android cells: description, inputType, class, variation, flags, action")
  func csvAndroidCells() throws {
    let csv = ReportWriter.render(Self.reports(), format: .csv)
    let records = ReportTestSupport.parseCSV(csv)
    let header = try #require(records.first)
    let rows = records.dropFirst().map { record in
      Dictionary(uniqueKeysWithValues: Swift.zip(header, record))
    }
    let postcode = try #require(rows.first { $0["name"] == "zip" })
    #expect(postcode["keyboard"] == "Number pad")
    #expect(postcode["androidKeyboard"] == "QWERTY with a Next key")
    #expect(postcode["androidInputClass"] == "text")
    #expect(postcode["androidInputVariation"] == "webEditText")
    #expect(postcode["androidImeAction"] == "next")
    let phone = try #require(rows.first { $0["name"] == "phone" })
    // 0x1003: phone class with the characters bit, which the number and phone classes keep.
    #expect(phone["androidInputType"] == String(0x1003))
    #expect(phone["androidInputClass"] == "phone")
    #expect(phone["firefoxAndroidInputFlags"] == "capCharacters")
    // No input connection for a select: the EditorInfo cells are empty.
    let select = try #require(rows.first { $0["name"] == "country" })
    #expect(select["androidKeyboard"] == "Option list")
    #expect(select["androidInputType"] == "" && select["androidImeAction"] == "")
  }

  @Test("Markdown has an Android keyboard column and marks keyboards of another kind with ≠")
  func markdownAndroidColumn() throws {
    let markdown = ReportWriter.render(Self.reports(), format: .markdown)
    #expect(
      markdown.contains(
        "| Line | Field | Label | iPhone keyboard | Return | Caps | Autocorrect | Content type | "
          + "Android keyboard | Findings |"))
    #expect(markdown.contains("≠ marks an Android keyboard of another kind"))
    let rows = markdown.split(separator: "\n").filter {
      $0.hasPrefix("| 2:") || $0.hasPrefix("| 3:")
    }
    let zipRow = try #require(rows.first { $0.contains("name=&quot;zip") })
    #expect(zipRow.contains("| Number pad |"))
    #expect(zipRow.contains("| ≠ QWERTY with a Next key"))
    let phoneRow = try #require(rows.first { $0.contains("name=&quot;phone") })
    #expect(!phoneRow.contains("≠"))
  }

  @Test("Markdown without iOS has no iPhone columns and marks nothing; Firefox alone is named")
  func markdownWithoutIOS() {
    let android = ReportWriter.render(Self.reports(), format: .markdown, platforms: [.android])
    #expect(android.contains("| Line | Field | Label | Android keyboard | Findings |"))
    #expect(!android.contains("iPhone keyboard") && !android.contains("≠"))
    #expect(!android.contains("Fields per iPhone keyboard"))
    let firefox = ReportWriter.render(
      Self.reports(), format: .markdown, platforms: [.firefoxAndroid])
    #expect(firefox.contains("| Android keyboard (Firefox) |"))
    #expect(firefox.contains("the keyboard Firefox for Android shows for every form field"))
    let ios = ReportWriter.render(Self.reports(), format: .markdown, platforms: [.ios])
    #expect(!ios.contains("Android keyboard"))
  }
}
