/// The text right before a field in its parent, read as Chromium's autofill reads a label it
/// infers from a field's previous siblings (`InferLabelFromSibling` in
/// components/autofill/content/renderer/form_autofill_util.cc): the text of the text nodes and
/// `<b>`, `<strong>`, `<span>` and `<font>` elements right before the field, else the text of a
/// `<p>` or `<label>` right before it; `<br>` and `<img>` are passed over while no text has been
/// found, and any other element ends the search.
///
/// Kept by each open element for its children as the tree is built: where the current run of
/// text-like children began, the `<br>`s and `<img>`s in it, and the `<p>` or `<label>` that
/// ended the run before.
struct SiblingLabelRun {
  /// Where the text of the current run starts in the tree's text.
  private var start: Int
  /// Where each `<br>` or `<img>` of the run ended.
  private var breaks: [Int] = []
  /// The text of a `<p>` or `<label>` child right before the run.
  private var block: Range<Int>?

  init(start: Int) { self.start = start }

  /// Notes that the child `name`, whose text started at `textStart`, closed at `end`; an empty
  /// name is a child that ends the run whatever its tag (a `<span role="button">`: Chromium
  /// reads its text too, kbtraits reads a control's text as no label).
  mutating func childClosed(_ name: String, textStart: Int, at end: Int) {
    switch name {
    case "b", "strong", "span", "font":
      return
    case "br", "img":
      // A run rarely holds more than a few; a page of `<br>`s keeps the last ones.
      if breaks.count == 8 { breaks.removeFirst() }
      breaks.append(end)
    default:
      block = name == "p" || name == "label" ? textStart..<end : nil
      start = end
      breaks = []
    }
  }

  /// The label the run gives a field opening at `end` of `text`, whitespace collapsed; empty
  /// when it gives none: no text, only spaces, `*`, `:`, dashes and parentheses (Chromium's
  /// `IsLabelValid`), or more text than a label holds (a paragraph of prose before a field
  /// names no field; kbtraits reads this text as a weak signal and leaves prose out).
  func label(in text: [UInt8], at end: Int) -> String {
    for brk in breaks.reversed() {
      guard let after = Self.read(text, brk..<end) else { return "" }
      if !after.isEmpty { return Self.valid(after) }
    }
    guard let run = Self.read(text, start..<end) else { return "" }
    if !run.isEmpty { return Self.valid(run) }
    return block.flatMap { Self.read(text, $0) }.map(Self.valid) ?? ""
  }

  /// The collapsed text of `range`, nil when it is too long for a label.
  private static func read(_ text: [UInt8], _ range: Range<Int>) -> String? {
    guard range.count <= maxBytes else { return nil }
    let collapsed = text.collapsedText(range)
    return collapsed.count <= maxCharacters ? collapsed : nil
  }

  private static let maxBytes = 320
  private static let maxCharacters = 80

  private static func valid(_ label: String) -> String {
    label.unicodeScalars.allSatisfy { " *:-–()".unicodeScalars.contains($0) } ? "" : label
  }
}
