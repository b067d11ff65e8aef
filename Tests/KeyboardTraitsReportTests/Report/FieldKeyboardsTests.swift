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
      to: folder.appendingPathComponent("page.html"), atomically: false, encoding: .utf8)
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
    let byName = Dictionary(
      uniqueKeysWithValues: Self.fields(Self.page).map {
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
    #expect(HTMLReportScaleTests.layers(of: pin.styleRule).contains(pin.firefox?.id ?? "none"))
    let checkbox = FieldKeyboards(field: try #require(fields["gift"]))
    #expect(checkbox.firefox == nil)
    #expect(checkbox.styleRule.contains("Firefox: same as Chrome."))
    #expect(
      HTMLReportScaleTests.layers(of: checkbox.styleRule)
        == ["kf-labels-same", checkbox.ios.id, checkbox.chrome.id])
    let differing = FieldKeyboards(
      ios: KeyboardDrawing(layout: .qwerty),
      chrome: AndroidKeyboardDrawing(layout: .qwerty, action: .next),
      firefox: AndroidKeyboardDrawing(layout: .qwerty, action: .none))
    #expect(differing.firefox != nil)
    #expect(!differing.styleRule.contains("same as Chrome"))
    #expect(differing.styleRule.contains("Android, Firefox: \(differing.firefox!.title)."))
    let layers = ["kf-labels", differing.ios.id, differing.chrome.id, "kf-firefox"]
    #expect(
      HTMLReportScaleTests.layers(of: differing.styleRule) == layers + [differing.firefox!.id])
    // Firefox's label and drawing go under Chrome's, and the picture grows to hold them.
    let firefoxTop = 18 + differing.chrome.height + 10
    #expect(differing.styleRule.contains(",344px \(firefoxTop)px,344px \(firefoxTop + 18)px}"))
    #expect(differing.styleRule.hasPrefix(".\(differing.id){height:\(firefoxTop + 18 + 238)px;"))
    #expect(differing.height == firefoxTop + 18 + 238)
    let same = FieldKeyboards(
      ios: KeyboardDrawing(layout: .qwerty),
      chrome: AndroidKeyboardDrawing(layout: .qwerty, action: .next),
      firefox: AndroidKeyboardDrawing(layout: .qwerty, action: .next))
    #expect(same.firefox == nil && same.height == 18 + 238)
    #expect(same.element == "<i class=\"kf \(same.id)\"></i>")
  }

  @Test("the page: a differs badge exactly on the fields that differ, Firefox where it differs")
  func page() async throws {
    let (html, summary) = try await Self.render(Self.page)
    let fields = Self.fields(Self.page)
    let articles = Self.articles(html)
    try #require(articles.count == fields.count)
    for (field, article) in zip(fields, articles) {
      let picture = FieldKeyboards(field: field)
      #expect(article.contains(picture.element), "\(field.tagSummary)")
      if let difference = picture.difference {
        #expect(
          article.contains("<p class=\"diff\">differs: \(difference.description)</p>"),
          "\(field.tagSummary)")
      } else {
        #expect(!article.contains("class=\"diff\""), "\(field.tagSummary)")
      }
      // The picture shows Firefox's drawing exactly when it differs from Chrome's.
      let rule = try #require(try HTMLReportScaleTests.drawingsStyle(html).pictures[picture.id])
      let firefox = AndroidKeyboardDrawing(
        traits: field.firefoxAndroid, inputType: field.inputType)
      let chrome = AndroidKeyboardDrawing(traits: field.android, inputType: field.inputType)
      let layers = HTMLReportScaleTests.layers(of: rule)
      #expect(layers.contains(firefox.id))
      #expect(layers.count == (firefox != chrome ? 5 : 3))
      #expect(rule.contains("Firefox: same as Chrome") == (firefox == chrome))
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
