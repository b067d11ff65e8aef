import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint
@testable import KeyboardTraitsReport

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The SVG keyboard drawings: valid XML for every layout, return key and shift state, labelled
/// as iOS labels them, deterministic.
@Suite("Report: keyboard drawings")
struct KeyboardDrawingTests {
  /// Every layout with every return key and shift state.
  static let all: [KeyboardDrawing] = KeyboardDrawing.Layout.allCases.flatMap { layout in
    IOSReturnKeyType.allCases.flatMap { returnKey in
      KeyboardDrawing.Shift.allCases.map {
        KeyboardDrawing(layout: layout, returnKey: returnKey, shift: $0)
      }
    }
  }

  /// Parses `svg` as XML; returns the element names, or nil when it is not well-formed.
  static func elements(of svg: String) -> [String]? {
    parse(svg)?.names
  }

  /// The labels a drawing shows, one per positioned run: a `<text>` with a list of x positions
  /// draws one label per character.
  static func labels(of svg: String) -> [String] {
    parse(svg)?.labels ?? []
  }

  private static func parse(_ svg: String) -> ElementCollector? {
    let collector = ElementCollector()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = collector
    return parser.parse() ? collector : nil
  }

  @Test("every drawing is well-formed SVG with a title", arguments: all)
  func wellFormed(drawing: KeyboardDrawing) throws {
    let svg = drawing.svg
    let names = try #require(Self.elements(of: svg), "not well-formed: \(svg.prefix(200))")
    #expect(names.first == "svg")
    #expect(names.contains("title"))
    #expect(svg.contains("width=\"320\" height=\"\(drawing.height)\""))
    #expect(!svg.contains("href"), "no links or external resources in a drawing")
  }

  @Test("the return key is labelled as iOS shows it", arguments: IOSReturnKeyType.allCases)
  func returnKeyLabel(returnKey: IOSReturnKeyType) {
    let expected: [IOSReturnKeyType: String] = [
      .default: "return", .go: "Go", .search: "Search", .next: "Next", .send: "Send",
      .done: "Done",
    ]
    for layout in [KeyboardDrawing.Layout.qwerty, .email, .url, .webSearch, .numbersAndPunctuation]
    {
      let drawing = KeyboardDrawing(layout: layout, returnKey: returnKey)
      #expect(Self.labels(of: drawing.svg).contains(expected[returnKey]!), "\(layout)")
      #expect(drawing.title.contains("return key \u{201C}\(expected[returnKey]!)\u{201D}"))
    }
  }

  @Test("pads have no return key and show their special keys")
  func pads() {
    let numberPad = KeyboardDrawing(layout: .numberPad, returnKey: .go)
    #expect(numberPad.returnKey == .default, "a return key the pad does not show is dropped")
    #expect(!Self.labels(of: numberPad.svg).contains("Go"))
    #expect(Self.labels(of: numberPad.svg).contains("WXYZ"))
    #expect(Self.labels(of: numberPad.svg).contains("ABC"))
    #expect(Self.labels(of: KeyboardDrawing(layout: .phonePad).svg).contains("+ * #"))
    let decimal = Self.labels(of: KeyboardDrawing(layout: .decimalPad).svg)
    #expect(decimal.contains(".") && !decimal.contains("ABC"))
  }

  @Test("special keys of the email, URL, web search and 123 layouts")
  func specialKeys() {
    let email = Self.labels(of: KeyboardDrawing(layout: .email).svg)
    #expect(email.contains("@") && email.contains("."))
    let url = Self.labels(of: KeyboardDrawing(layout: .url).svg)
    #expect(url.contains("/") && url.contains(".com"))
    #expect(!url.contains("space"))
    let search = Self.labels(of: KeyboardDrawing(layout: .webSearch, returnKey: .search).svg)
    #expect(search.contains("space") && search.contains("."))
    #expect(search.contains("Search"))
    let numbers = Self.labels(of: KeyboardDrawing(layout: .numbersAndPunctuation).svg)
    #expect(numbers.contains("1") && numbers.contains("#+=") && numbers.contains("\""))
    #expect(numbers.contains("ABC") && !numbers.contains("q"))
  }

  @Test("shift state: lower case when off, capitals and a filled arrow when on")
  func shift() {
    let off = KeyboardDrawing(layout: .qwerty, shift: .off).svg
    let on = KeyboardDrawing(layout: .qwerty, shift: .on).svg
    let caps = KeyboardDrawing(layout: .qwerty, shift: .capsLock).svg
    let offLabels = Self.labels(of: off)
    let onLabels = Self.labels(of: on)
    #expect(Array("qwertyuiopasdfghjklzxcvbnm").allSatisfy { offLabels.contains(String($0)) })
    #expect(offLabels.contains("q") && !offLabels.contains("Q"))
    #expect(onLabels.contains("Q") && !onLabels.contains("q"))
    #expect(off.contains("fill=\"none\" stroke=\"#000000\" stroke-width=\"1.5\" stroke-linejoin"))
    #expect(on.contains("fill=\"#000000\" stroke=\"#000000\" stroke-width=\"1.5\" stroke-linejoin"))
    #expect(caps.count > on.count, "caps lock adds the bar under the arrow")
  }

  @Test("traits choose the layout, return key and shift")
  func fromTraits() {
    let cases: [(String, KeyboardDrawing.Layout)] = [
      (#"<input type="email">"#, .email), (#"<input type="url">"#, .url),
      (#"<input type="tel">"#, .phonePad), (#"<input inputmode="numeric">"#, .numberPad),
      (#"<input inputmode="decimal">"#, .decimalPad),
      (#"<input type="number">"#, .numbersAndPunctuation),
      (#"<input inputmode="search">"#, .webSearch),
      ("<select><option>a</select>", .picker), (#"<input type="date">"#, .datePicker),
      (#"<input type="datetime-local">"#, .datePicker),
      (#"<input type="month">"#, .monthPicker), (#"<input type="week">"#, .weekPicker),
      (#"<input type="time">"#, .timePicker), (#"<input type="color">"#, .colorPicker),
      (#"<input type="file">"#, .fileUpload), (#"<input type="checkbox">"#, .noKeyboard),
      (#"<input readonly>"#, .noKeyboard), (#"<input disabled>"#, .disabled),
      ("<textarea></textarea>", .qwerty),
    ]
    for (html, layout) in cases {
      let field = FormScanner().scan(html: html).fields[0]
      #expect(KeyboardDrawing(traits: field.ios).layout == layout, "\(html)")
    }
    let search = FormScanner().scan(html: #"<form action="/s"><input type="search"></form>"#)
    let drawing = KeyboardDrawing(traits: search.fields[0].ios)
    #expect(drawing.returnKey == .search)
    #expect(Self.labels(of: drawing.svg).contains("Search"))
    let email = KeyboardDrawing(
      traits: FormScanner().scan(html: #"<input type="email">"#).fields[0].ios)
    #expect(email.shift == .off, "WebKit turns capitalisation off for email fields")
    let text = KeyboardDrawing(traits: FormScanner().scan(html: "<input>").fields[0].ios)
    #expect(text.shift == .on)
  }

  @Test("month and week inputs draw a month or week wheel, not a calendar of days")
  func monthAndWeek() {
    let calendar = Self.labels(of: KeyboardDrawing(layout: .datePicker).svg)
    #expect(calendar.contains("Month Year") && calendar.contains("31"))
    let month = Self.labels(of: KeyboardDrawing(layout: .monthPicker).svg)
    #expect(month.contains("June") && month.contains("2025") && month.contains("Done"))
    let week = Self.labels(of: KeyboardDrawing(layout: .weekPicker).svg)
    #expect(week.contains("Week 24") && week.contains("2025") && week.contains("Done"))
    for labels in [month, week] {
      #expect(!labels.contains("Month Year"), "no calendar header")
      #expect(!labels.contains("31") && !labels.contains("S"), "no grid of days")
    }
    let field = FormScanner().scan(html: #"<input type="month"><input type="week">"#).fields
    #expect(KeyboardDrawing(traits: field[0].ios).title == "Month picker")
    #expect(KeyboardDrawing(traits: field[1].ios).title == "Week picker")
  }

  @Test("a value is the picture: what a layout does not show is not part of it")
  func identity() {
    let pad = KeyboardDrawing(layout: .numberPad, returnKey: .send, shift: .capsLock)
    #expect(pad == KeyboardDrawing(layout: .numberPad))
    #expect(pad.id == KeyboardDrawing(layout: .numberPad).id)
    let picker = KeyboardDrawing(layout: .picker, returnKey: .go, shift: .on)
    #expect(picker == KeyboardDrawing(layout: .picker))
    #expect(KeyboardDrawing(layout: .qwerty, returnKey: .go) != KeyboardDrawing(layout: .qwerty))
    // Distinct pictures have distinct ids, so a page can hold each once.
    let distinct = Set(Self.all)
    #expect(Set(distinct.map(\.id)).count == distinct.count)
    let captioned = Set(
      KeyboardDrawing.Layout.allCases.map { KeyboardDrawing(layout: $0, caption: "Caption") })
    #expect(Set(captioned.map(\.id)).count == captioned.count)
  }

  @Test("the CSS image holds the drawing, and the drawing is small", arguments: all)
  func image(drawing: KeyboardDrawing) throws {
    let names = try #require(Self.elements(of: drawing.svg), "\(drawing.svg.prefix(200))")
    #expect(names.first == "svg" && names.contains("title"))
    #expect(drawing.svg.contains(" viewBox=\"0 0 320 \(drawing.height)\""))
    #expect(drawing.id.range(of: #"^kb-[0-9a-f]{8}$"#, options: .regularExpression) != nil)
    #expect(CSSEscapingTests.svg(in: drawing.image) == drawing.svg)
    // Every report embeds its drawings: fewer elements are fewer bytes to send and decode.
    // The colour grid's 72 swatches are 72 fills, each its own path.
    #expect(names.count <= (drawing.layout == .colorPicker ? 80 : 50), "\(names.count) elements")
    if [.qwerty, .email, .url, .webSearch, .numbersAndPunctuation].contains(drawing.layout) {
      #expect(names.count <= 22, "\(names.count) elements in a keyboard")
    }
  }

  @Test("drawings are deterministic")
  func deterministic() {
    for drawing in Self.all { #expect(drawing.svg == drawing.svg) }
  }

  @Test("the caption is escaped")
  func captionEscaped() {
    let svg = KeyboardDrawing(layout: .noKeyboard, caption: "<script>alert(1)</script>").svg
    #expect(!svg.contains("<script"))
    #expect(Self.elements(of: svg) != nil)
  }
}

private final class ElementCollector: NSObject, XMLParserDelegate {
  var names: [String] = []
  var labels: [String] = []
  private var text: (positions: Int, characters: String)?

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    names.append(elementName)
    if elementName == "text" {
      let positions = (attributeDict["x"] ?? "").split(separator: " ").count
      text = (positions, "")
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    text?.characters += string
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    guard elementName == "text", let text else { return }
    if text.positions > 1 {
      labels += text.characters.map(String.init)
    } else {
      labels.append(text.characters)
    }
    self.text = nil
  }
}

extension KeyboardDrawing: CustomTestStringConvertible {
  public var testDescription: String {
    "\(layout.rawValue) \(returnKey.rawValue) \(shift.rawValue)"
  }
}
