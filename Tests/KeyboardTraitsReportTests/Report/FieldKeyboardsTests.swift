import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint
@testable import KeyboardTraitsReport

/// A field's picture in the HTML report: iPhone beside Chrome for Android, Firefox for Android
/// only where it draws something else, and the badge and count of fields whose iPhone and
/// Android keyboards differ.
@Suite("Report: iPhone and Android side by side")
struct FieldKeyboardsTests {
  /// Fields whose iPhone and Android keyboards differ in kind, and fields where they do not.
  static let page = """
    <!doctype html><html lang="en"><body>
    <form action="/order" method="post">
      <label>Quantity <input type="number" name="quantity"></label>
      <label>Promo <input name="promo" virtualkeyboardpolicy="manual"></label>
      <label>Email <input type="email" name="email"></label>
      <label>Phone <input type="tel" name="phone"></label>
      <label>PIN <input type="password" inputmode="numeric" name="pin"></label>
      <label>Size <select name="size"><option>M</select></label>
      <label>Day <input type="date" name="day"></label>
      <label><input type="checkbox" name="gift"> Gift</label>
      <textarea name="notes" aria-label="Notes"></textarea>
      <button>Order</button>
    </form>
    </body></html>
    """

  static func fields(_ html: String) -> [FormField] {
    FormScanner(options: ScanOptions(baseURL: "https://larkspur.example/")).scan(html: html).fields
  }

  static func render(_ html: String) async throws -> (html: String, summary: ReportSummary) {
    let folder = try ReportTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try html.write(
      to: folder.appendingPathComponent("page.html"), atomically: true, encoding: .utf8)
    let (reports, summary) = try await ReportTestSupport.render([folder.path])
    return (try #require(reports[.html]), summary)
  }

  /// The markup of each `<article>` in `html`, in order.
  static func articles(_ html: String) -> [String] {
    html.components(separatedBy: "<article").dropFirst().map {
      $0.components(separatedBy: "</article>")[0]
    }
  }

  @Test("the kinds that differ, named for the badge")
  func differences() {
    let byName = Dictionary(uniqueKeysWithValues: Self.fields(Self.page).map {
      ($0.name ?? "", FieldKeyboards(field: $0).difference?.description)
    })
    #expect(
      byName["quantity"]
        == "iPhone numbers and punctuation, Android number pad with a decimal key")
    #expect(byName["promo"] == "iPhone QWERTY, Android no keyboard until a script asks")
    // The same kind on both: a different look (a wheel or a list, a number pad or a PIN pad,
    // a return key or an action key) is not a different keyboard.
    for name in ["email", "phone", "pin", "size", "day", "gift", "notes"] {
      #expect(byName[name] == .some(nil), "\(name)")
    }
  }

  @Test("Firefox is drawn only where it draws something other than Chrome")
  func firefoxOnlyWhenDifferent() throws {
    let fields = Dictionary(uniqueKeysWithValues: Self.fields(Self.page).map { ($0.name, $0) })
    // Firefox keeps the password keyboard where Chrome shows a PIN pad (F2, C16).
    let pin = FieldKeyboards(field: try #require(fields["pin"]))
    #expect(pin.chrome.layout == .pinPad && pin.firefox?.layout == .password)
    #expect(pin.symbol.contains("<use href=\"#\(pin.firefox?.symbolID ?? "")\""))
    let checkbox = FieldKeyboards(field: try #require(fields["gift"]))
    #expect(checkbox.firefox == nil)
    #expect(checkbox.symbol.contains("Firefox: same as Chrome"))
    #expect(checkbox.symbol.components(separatedBy: "<use ").count - 1 == 2)
    let differing = FieldKeyboards(
      ios: KeyboardDrawing(layout: .qwerty),
      chrome: AndroidKeyboardDrawing(layout: .qwerty, action: .next),
      firefox: AndroidKeyboardDrawing(layout: .qwerty, action: .none))
    #expect(differing.firefox != nil)
    #expect(!differing.symbol.contains("same as Chrome"))
    #expect(differing.symbol.contains("Android \u{B7} Firefox"))
    #expect(differing.symbol.contains("<use href=\"#\(differing.firefox!.symbolID)\""))
    #expect(differing.height > FieldKeyboards.defaultHeight, "Firefox's drawing under Chrome's")
    #expect(differing.reference.contains(" height=\"\(differing.height)\""))
    let same = FieldKeyboards(
      ios: KeyboardDrawing(layout: .qwerty),
      chrome: AndroidKeyboardDrawing(layout: .qwerty, action: .next),
      firefox: AndroidKeyboardDrawing(layout: .qwerty, action: .next))
    #expect(same.firefox == nil && same.height == FieldKeyboards.defaultHeight)
    #expect(same.reference == "<svg><use href=\"#\(same.symbolID)\"/></svg>")
  }

  @Test("the page: a differs badge exactly on the fields that differ, Firefox where it differs")
  func page() async throws {
    let (html, summary) = try await Self.render(Self.page)
    let fields = Self.fields(Self.page)
    let articles = Self.articles(html)
    try #require(articles.count == fields.count)
    for (field, article) in zip(fields, articles) {
      let picture = FieldKeyboards(field: field)
      #expect(article.contains("<use href=\"#\(picture.symbolID)\"/>"), "\(field.tagSummary)")
      if let difference = picture.difference {
        #expect(
          article.contains("<p class=\"diff\">differs: \(difference.description)</p>"),
          "\(field.tagSummary)")
      } else {
        #expect(!article.contains("class=\"diff\""), "\(field.tagSummary)")
      }
      // The picture shows Firefox's drawing exactly when it differs from Chrome's.
      let symbol = try #require(
        html.range(of: "<symbol id=\"\(picture.symbolID)\"").map { html[$0.lowerBound...] }
          .map { String($0.prefix { $0 != "\n" }) })
      let firefox = AndroidKeyboardDrawing(
        traits: field.firefoxAndroid, inputType: field.inputType)
      let chrome = AndroidKeyboardDrawing(traits: field.android, inputType: field.inputType)
      #expect(symbol.contains("#\(firefox.symbolID)\""))
      #expect(symbol.components(separatedBy: "<use ").count - 1 == (firefox != chrome ? 3 : 2))
      #expect(symbol.contains("Firefox: same as Chrome") == (firefox == chrome))
    }
    let differing = fields.filter { FieldKeyboards(field: $0).difference != nil }.count
    #expect(differing == 2)
    #expect(summary.fieldsAndroidDiffers == differing)
    #expect(html.contains("<dt>Android differs</dt><dd>\(differing)</dd>"))
    #expect(html.contains("<h3>Where Android differs from iPhone</h3>"))
    #expect(html.contains("<td>numbers and punctuation</td><td>number pad with a decimal key</td>"))
  }

  @Test("a page where the platforms agree has no badge and says so")
  func noDifferences() async throws {
    let (html, summary) = try await Self.render(
      #"<form><input type="email" name="e"><select name="s"><option>a</select></form>"#)
    #expect(summary.fieldsAndroidDiffers == 0)
    #expect(!html.contains("<p class=\"diff\">"))
    #expect(html.contains("<dt>Android differs</dt><dd>0</dd>"))
    #expect(html.contains("No field: each shows the same kind of keyboard on both."))
  }
}
