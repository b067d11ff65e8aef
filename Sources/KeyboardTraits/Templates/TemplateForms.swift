/// Forms a template writes without a `<form>` tag in its source: the form tags of an engine
/// (Liquid's `{% form 'customer_login' %}…{% endform %}`, Symfony's `{{ form_start(form) }}…
/// {{ form_end(form) }}`) and the form components of Vue libraries (`<el-form>`, …), each of
/// which renders a `<form>` whose action the source does not show.
///
/// An engine's form tags are masked like other template code; this pass then writes `<form>`
/// and `</form>` over their first bytes in the masked text, so that libxml2 opens and closes a
/// form there and the fields between are owned by it. Positions stay the source's: the form is
/// reported at the template tag.
enum TemplateForms {
  /// Vue components that render a native `<form>` around their slot: Element's and Element
  /// Plus's `<el-form>` (`<form class="el-form">`), Vuetify's `<v-form>` (`<form novalidate>`),
  /// BootstrapVue's `<b-form>` and Quasar's `<q-form>`.
  static let componentNames: Set<String> = ["el-form", "v-form", "b-form", "q-form"]

  private static let opening = Array("<form>".utf8)
  private static let closing = Array("</form>".utf8)

  /// Writes `<form>` and `</form>` over the engine's form tags in `buffer` (already masked and
  /// normalised), and records the opening ones in ``TemplateMask/formTags``.
  static func markEngineForms(_ buffer: inout MaskingBuffer, syntax: SourceSyntax) {
    let words: (open: String, close: String, statement: Bool)
    switch syntax {
    case .liquid: words = ("form", "endform", true)
    case .twig: words = ("form_start", "form_end", false)
    default: return
    }
    for index in buffer.mask.ranges.indices {
      let range = buffer.mask.ranges[index].bytes
      let word = leadingWord(buffer.original, in: range, statement: words.statement)
      let tag: [UInt8]
      if word == words.open {
        tag = opening
      } else if word == words.close {
        tag = closing
      } else {
        continue
      }
      guard range.count >= tag.count else { continue }
      // It writes a tag, not text: no label reads it as its printed text.
      buffer.mask.ranges[index].kind = .logic
      buffer.mask.text.replaceSubrange(range.lowerBound..<(range.lowerBound + tag.count), with: tag)
      if tag == opening { buffer.mask.formTags.insert(range.lowerBound) }
    }
  }

  /// The first word of a `{% word … %}` statement (`statement`) or of a `{{ word(…) }}` output
  /// tag written in `range`, after the delimiter, whitespace control and spaces; nil otherwise.
  private static func leadingWord(_ original: [UInt8], in range: Range<Int>, statement: Bool)
    -> String?
  {
    let opener = Array((statement ? "{%" : "{{").utf8)
    guard range.count > 4, original[range.lowerBound..<(range.lowerBound + 2)].elementsEqual(opener)
    else { return nil }
    var index = range.lowerBound + 2
    while index < range.upperBound,
      [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "-"), UInt8(ascii: "~")].contains(original[index])
    {
      index += 1
    }
    var end = index
    while end < range.upperBound, MaskingBuffer.isWordByte(original[end]) { end += 1 }
    guard end > index else { return nil }
    let word = String(decoding: original[index..<end], as: UTF8.self)
    if statement { return word }
    // `{{ form_start(form) }}`: a call, not a variable of that name.
    let after = original[end..<range.upperBound].first { $0 != 0x20 && $0 != 0x09 }
    return after == UInt8(ascii: "(") ? word : nil
  }
}
