import Foundation

/// Turns libxml2's SAX events into a ``ScannedDocument``, giving the browser's answer where
/// libxml2 2.9.14's HTML4-era parser differs from the HTML5 tree builder:
///
/// - Raw text: browsers treat the contents of `textarea` and `title` (RCDATA) and of `script`,
///   `style`, `xmp`, `iframe`, `noembed`, `noframes`, `noscript` (scripting on) and `plaintext`
///   as text up to the matching end tag, while libxml2 parses markup inside some of them. The
///   builder finds that end tag in the source and ignores every event before it.
/// - Form ownership follows the HTML5 "form element pointer": set by the first `<form>`, cleared
///   only by an explicit `</form>`; a nested `<form>` is ignored. libxml2 instead closes forms
///   implicitly, which would orphan fields in `<table><form><tr>` layouts. A `</form>` written
///   while an element opened inside the form is still open removes only the form from the
///   stack of open elements; that element stays in the form, so fields later written inside it
///   still belong to the form.
/// - Framesets: a `<frameset>` written while the HTML5 frameset-ok flag is still set replaces
///   the body, and no later element is in the document; libxml2 keeps both.
/// - `<select>` and `<input>` close a select open in scope, and a second `<select>` is ignored;
///   libxml2 nests them in the first select.
/// - Positions: libxml2 reports the end of a start tag; the builder finds the `<` in the source.
///
/// A JSX reader (``JSXDocumentReader``) feeds it through ``openWrittenElement(_:attributes:tagStart:)``
/// instead: React creates each element where it is written, so no HTML parser rule applies
/// (no raw text, no implied or ignored tags), and a control's form owner is its nearest
/// ancestor form, as the DOM's "reset the form owner" gives for inserted elements.
final class DocumentBuilder: HTMLEventHandler {
  // One builder serves one synchronous parse, so no two accesses to its state can overlap;
  // the runtime exclusivity checks on these properties cost about 5 % of a scan.
  @exclusivity(unchecked) private var text: [UInt8] = []

  /// Fields, forms, labels, buttons, `<base>` and `<iframe>` (Chrome's captcha test) need every
  /// attribute; other elements only the ones that are inherited, hide them or make them
  /// focusable, and an editing host needs all of its own.
  var attributeSelection: AttributeSelection { Self.attributeSelection }
  private static let attributeSelection = AttributeSelection(
    allAttributesOf: [
      "input", "textarea", "select", "form", "label", "button", "base", "iframe",
      // Whether they leave foreign content depends on an attribute.
      "font", "annotation-xml",
    ],
    allAttributesWhenPresent: "contenteditable",
    commonAttributes: [
      "id", "spellcheck", "writingsuggestions", "disabled", "tabindex", "href", "controls",
      "hidden", "inert",
    ],
    presenceOnlyAttributes: ["disabled", "href", "controls", "hidden", "inert"],
    frequentElements: HTMLVocabulary.elementNames)

  private let source: [UInt8]
  /// The text as written; differs from ``source`` only where a template was masked.
  private let original: [UInt8]
  /// What was masked, for a template.
  private let template: TemplateMask?
  private let lines: SourceLineTable
  private let documentURL: String
  /// Whether the elements come from JSX, as written (see the type's documentation).
  private let readsJSX: Bool

  @exclusivity(unchecked) private var stack: [OpenElement] = []
  @exclusivity(unchecked) private var rawText: RawTextRange?
  @exclusivity(unchecked) private var lastEventEnd = 0
  @exclusivity(unchecked) private var formPointer: Int?
  @exclusivity(unchecked) private var lingeringForm: LingeringFormContent?
  @exclusivity(unchecked) private var templateDepth = 0
  @exclusivity(unchecked) private var textSuppression = 0
  @exclusivity(unchecked) private var baseHref: String?
  @exclusivity(unchecked) private var title: String?
  /// WHATWG HTML's frameset-ok flag: cleared by body content a `<frameset>` may not replace.
  @exclusivity(unchecked) private var framesetOK = true
  /// A `<frameset>` replaced the body: "in frameset" and "after frameset" ignore later elements.
  @exclusivity(unchecked) private var isFramesetDocument = false

  @exclusivity(unchecked) private var fields: [FieldDraft] = []
  @exclusivity(unchecked) private var forms: [FormDraft] = []
  @exclusivity(unchecked) private var labels: [LabelDraft] = []
  @exclusivity(unchecked) private var controls: [ControlDraft] = []
  @exclusivity(unchecked) private var identified: [IdentifiedElement] = []
  @exclusivity(unchecked) private var firstElementWithID: [String: Int] = [:]
  @exclusivity(unchecked) private var notes: [ScanNote] = []
  @exclusivity(unchecked) private var comments: [SourceComment] = []
  @exclusivity(unchecked) private var parserMessages: [ParserMessage] = []
  @exclusivity(unchecked) private var parserMessageCount = 0
  @exclusivity(unchecked) private var dynamicPositions: Set<SourcePosition> = []
  /// `duplicateAttribute` notes libxml2 reported before the start tag they belong to reached us.
  @exclusivity(unchecked)
  private var pendingDuplicateNotes: [(attribute: String, noteIndex: Int)] = []

  /// Present only when the scan wants a CSS selector path for each field.
  @exclusivity(unchecked) private var selectorRecorder: SelectorPathRecorder?

  private static let keptParserMessages = 50

  /// Creates a builder for `source`, the text libxml2 parses; for a template, `template` is
  /// what was masked and `original` the text as written (positions and source lines come from
  /// it). With `recordsSelectors`, each field gets a CSS selector path.
  init(
    source: [UInt8], lines: SourceLineTable, documentURL: String, original: [UInt8]? = nil,
    template: TemplateMask? = nil, recordsSelectors: Bool = false, readsJSX: Bool = false
  ) {
    self.readsJSX = readsJSX
    self.source = source
    self.original = original ?? source
    self.template = template
    self.lines = lines
    self.documentURL = documentURL
    if recordsSelectors { selectorRecorder = SelectorPathRecorder() }
  }

  // MARK: Events

  func startElement(_ name: String, attributes: [RawAttribute], closingOffset: Int) {
    if let raw = rawText {
      guard closingOffset >= raw.end else {
        rawText?.hiddenTags.append(name)
        dropPendingDuplicateNotes()  // the tag is text in browsers: no attributes at all
        return
      }
      closeRawText()
    }
    let tagStart = findTagStart(name, before: closingOffset)
    // A written tag the end of the file cuts off is no token in HTML5 ("EOF in tag"); libxml2
    // reports it, ending at the end of the text.
    if tagStart != nil, closingOffset >= source.count {
      dropPendingDuplicateNotes()
      return
    }
    if let tagStart {
      clearFormPointerIfStrayEndTag(in: lastEventEnd..<tagStart)
      lastEventEnd = closingOffset + 1
      placeDuplicateAttributeNotes(tagStart: tagStart, closingOffset: closingOffset)
      pendingDuplicateNotes.removeAll()
    } else {
      dropPendingDuplicateNotes()  // an element libxml2 implied has no attributes in the source
    }
    if isFramesetDocument { return }
    var attributes = attributes
    if let tagStart, Self.attributesAreRereadFromTag.contains(name),
      let written = attributesAsWritten(
        attributes, tagStart: tagStart, closingOffset: closingOffset)
    {
      attributes = written
    } else if let tagStart, !attributes.isEmpty,
      Self.needsDecoding(source, tagStart..<min(closingOffset, source.count))
    {
      attributes = decodingReferences(attributes, tagStart: tagStart, closingOffset: closingOffset)
    }
    if let template, let tagStart, !attributes.isEmpty {
      attributes = TemplateAttributes.resolve(
        attributes, template: template, original: original, tagStart: tagStart,
        tagEnd: min(closingOffset, source.count))
    }
    open(name, attributes: attributes, tagStart: tagStart ?? min(closingOffset, source.count),
         closingOffset: closingOffset, isWritten: tagStart != nil)
  }

  /// `attributes` with the values written with a `&` or a CR decoded as HTML5 does: libxml2
  /// drops or truncates at some references (``AttributeCharacterReferences``).
  private func decodingReferences(
    _ attributes: [RawAttribute], tagStart: Int, closingOffset: Int
  ) -> [RawAttribute] {
    let spans = TagAttributeLocator.spans(
      in: source, tagStart: tagStart, tagEnd: min(closingOffset, source.count))
    return attributes.map { raw in
      guard raw.value != nil, let value = spans[raw.name]?.value,
        Self.needsDecoding(source, value)
      else { return raw }
      var decoded = raw
      decoded.value = AttributeCharacterReferences.decode(source[value])
      return decoded
    }
  }

  /// The elements whose attribute names are checked against the tag as written.
  private static let attributesAreRereadFromTag: Set<String> = [
    "input", "select", "textarea", "form", "label", "button",
  ]

  /// The tag's attributes as HTML5 reads them, when libxml2 named them differently: it ends a
  /// name at a quote or `<` and drops a name that follows a `/` or starts with `=`
  /// (`<input/type="email"/name="e">` has both attributes in a browser). Nil when the names
  /// agree (the usual case).
  private func attributesAsWritten(
    _ attributes: [RawAttribute], tagStart: Int, closingOffset: Int
  ) -> [RawAttribute]? {
    var written: [RawAttribute] = []
    var agrees = true
    var seen: Set<String> = []
    TagAttributeLocator.forEachName(
      in: source, tagStart: tagStart, tagEnd: min(closingOffset, source.count)
    ) { name, span in
      guard seen.insert(name).inserted else { return }
      if written.count >= attributes.count || attributes[written.count].name != name {
        agrees = false
      }
      written.append(
        RawAttribute(
          name: name, value: span.value.map { AttributeCharacterReferences.decode(source[$0]) }))
    }
    return agrees && written.count == attributes.count ? nil : written
  }

  /// Whether `range` holds a `&` or a CR (libxml2 keeps CRs in values): two `memchr`s.
  private static func needsDecoding(_ source: [UInt8], _ range: Range<Int>) -> Bool {
    source.firstOffset(of: UInt8(ascii: "&"), from: range.lowerBound, to: range.upperBound)
      != nil
      || source.firstOffset(of: 0x0D, from: range.lowerBound, to: range.upperBound) != nil
  }

  /// Removes the notes libxml2 raised for a tag that is not markup after all.
  private func dropPendingDuplicateNotes() {
    for index in pendingDuplicateNotes.map(\.noteIndex).sorted(by: >) { notes.remove(at: index) }
    pendingDuplicateNotes.removeAll()
  }

  func endElement(_ name: String, offset: Int) {
    if let raw = rawText {
      guard offset > raw.end else { return }
      closeRawText()
    }
    let endTagStart = explicitEndTagStart(of: name, endingAt: offset)
    if let endTagStart {
      // libxml2 can report an end tag whose `</` lies before the last event's end (found by
      // fuzzing: a start tag repaired over a stray byte); nothing lies between them then.
      clearFormPointerIfStrayEndTag(in: lastEventEnd..<max(lastEventEnd, endTagStart))
      lastEventEnd = max(lastEventEnd, offset)
      if name == "form", templateDepth == 0 { formPointer = nil }
    }
    guard let index = stack.lastIndex(where: { $0.name == name }) else { return }
    if template != nil {
      for entry in stack[index...] {
        if let labelIndex = entry.labelIndex { labels[labelIndex].sourceEnd = offset }
      }
    }
    while stack.count > index { popElement() }
  }

  func characters(_ chunk: UnsafeBufferPointer<UInt8>, offset: Int) {
    // A chunk after the raw-text element ended comes after its text, which closing the
    // element may drop (found by fuzzing).
    if let raw = rawText, offset > raw.end { closeRawText() }
    // Text outside raw-text elements is a character token of the body (or of foreign content).
    if framesetOK, rawText == nil, chunk.contains(where: { !HTMLBytes.isWhitespace($0) }) {
      framesetOK = false
    }
    let keep = rawText.map(\.keepsText) ?? (textSuppression == 0)
    if keep { text.append(contentsOf: chunk) }
  }

  func comment(_ text: String?, offset: Int) {
    guard rawText == nil else { return }
    if let text {
      let end = min(offset, source.count)
      let start = commentStart(before: end) ?? end
      comments.append(
        SourceComment(text: text, position: position(start), endPosition: position(end)))
    }
    lastEventEnd = max(lastEventEnd, offset)
  }

  // MARK: Elements as written (JSX)

  /// An element React creates: `attributes` are those it renders, with their places in the
  /// source (a dynamic one's value is its expression as written); `tagStart` is the `<`.
  func openWrittenElement(_ name: String, attributes: [FieldAttribute], tagStart: Int) {
    for attribute in attributes where attribute.isDynamic {
      dynamicPositions.insert(attribute.position)
    }
    let raw = attributes.map {
      RawAttribute(name: $0.name, value: $0.hasValue ? $0.value : nil, isDynamic: $0.isDynamic)
    }
    // `isWritten: false`: the HTML tree builder's repairs (framesets, a select closed by an
    // input) are the parser's, and React uses no parser.
    open(
      name, attributes: raw, located: attributes, tagStart: tagStart, closingOffset: tagStart,
      isWritten: false)
  }

  /// How many fields the builder has made so far.
  var fieldCount: Int { fields.count }

  /// The line and column of a byte offset in the source.
  func sourcePosition(_ offset: Int) -> SourcePosition { position(offset) }

  /// The end of the innermost open element named `name`.
  func closeWrittenElement(_ name: String) {
    guard let index = stack.lastIndex(where: { $0.name == name }) else { return }
    while stack.count > index { popElement() }
  }

  /// Text React renders (entities decoded, JSX's white space rules applied).
  func writtenText(_ text: String) {
    var text = text
    text.withUTF8 { characters($0, offset: 0) }
  }

  /// Content only the running code knows (a `{…}` child, or a component that is no field):
  /// the labels open around it may show text the source does not.
  func generatedContent() {
    for entry in stack.reversed() {
      if let labelIndex = entry.labelIndex { labels[labelIndex].mayHaveGeneratedText = true }
    }
  }

  /// A comment of the file's own language, kept when it mentions kbtraits (a directive):
  /// `range` is the whole comment, `textRange` its text between the delimiters.
  func writtenComment(text: String, range: Range<Int>, textRange: Range<Int>) {
    comments.append(
      SourceComment(
        text: text, position: position(range.lowerBound),
        endPosition: position(range.upperBound), textRange: textRange))
  }

  /// The `<` of the `<!--` that opens the comment ending at `end`.
  private func commentStart(before end: Int) -> Int? {
    var index = end - 4
    while index >= lastEventEnd, index >= 0 {
      if source[index] == UInt8(ascii: "<"), source[index + 1] == UInt8(ascii: "!"),
        source[index + 2] == UInt8(ascii: "-"), source[index + 3] == UInt8(ascii: "-")
      {
        return index
      }
      index -= 1
    }
    return nil
  }

  func message(_ message: LibXML2Message) {
    parserMessageCount += 1
    if message.message.hasPrefix("Attribute "), message.message.hasSuffix(" redefined") {
      let attribute = message.message.dropFirst("Attribute ".count).dropLast(" redefined".count)
      // libxml2 reports this before the start tag's event; the tag then gives the exact place.
      pendingDuplicateNotes.append((String(attribute), notes.count))
      notes.append(
        Self.duplicateAttributeNote(
          String(attribute), at: SourcePosition(line: message.line, column: 1)))
    }
    if isNoise(message.message) || parserMessages.count >= Self.keptParserMessages { return }
    parserMessages.append(
      ParserMessage(line: message.line, message: message.message, isError: message.level != .warning))
  }

  private static func duplicateAttributeNote(
    _ attribute: String, at position: SourcePosition
  ) -> ScanNote {
    ScanNote(
      kind: .duplicateAttribute,
      message: "Attribute '\(attribute)' appears twice in one tag on line \(position.line); "
        + "browsers keep the first value and ignore the second. Remove one of them.",
      position: position, subject: attribute)
  }

  /// Points the pending `duplicateAttribute` notes at the second occurrence of each name.
  private func placeDuplicateAttributeNotes(tagStart: Int, closingOffset: Int) {
    guard !pendingDuplicateNotes.isEmpty else { return }
    let repeated = TagAttributeLocator.repeatedNameOffsets(
      in: source, tagStart: tagStart, tagEnd: min(closingOffset, source.count))
    for (attribute, noteIndex) in pendingDuplicateNotes {
      guard let offset = repeated[attribute] else { continue }
      notes[noteIndex] = Self.duplicateAttributeNote(
        attribute, at: position(offset))
    }
  }

  /// libxml2 2.9.14 predates HTML5 and calls its elements invalid; that is not worth reporting.
  private func isNoise(_ message: String) -> Bool {
    guard message.hasPrefix("Tag "), message.hasSuffix(" invalid") else { return false }
    let tag = message.dropFirst(4).dropLast(8)
    return HTMLVocabulary.html5Elements.contains(String(tag))
  }

  // MARK: Opening elements

  /// Opens an element; `located` are its attributes with their places when the caller knows
  /// them (JSX), else they are found in the tag's bytes.
  private func open(
    _ name: String, attributes: [RawAttribute], located: [FieldAttribute]? = nil, tagStart: Int,
    closingOffset: Int, isWritten: Bool
  ) {
    // What the element takes from its parent, read without copying the parent's entry.
    let namespace = ForeignContent.namespace(
      of: name, attributes: attributes,
      parent: stack.last.map { ($0.namespace, $0.childrenAreHTML) }
    ) { closeForeignContent() }
    // Elements libxml2 implies are no tokens; SVG and MathML ones follow foreign-content rules.
    if framesetOK, isWritten, namespace == .html {
      if name == "frameset", templateDepth == 0 {
        replaceBodyWithFrameset()
        return
      }
      if Self.endsFramesetOK(name, attributes: attributes) { framesetOK = false }
    }
    // "in body", a start tag "select" or "input" while a select is in scope (the customizable
    // select parser, Chromium's since 2025): the select closes, and a second select is ignored.
    // libxml2 nests both in the first select.
    if isWritten, namespace == .html, name == "select" || name == "input",
      let select = selectInScope()
    {
      while stack.count > select { popElement() }
      if name == "select" { return }
    }
    let parent = stack.indices.last.map { stack[$0].inheritance }
    // An element in SVG or MathML is no control, form, label or raw-text element.
    let info = namespace == .html ? HTMLVocabulary.info(for: name) : HTMLVocabulary.ElementInfo()
    var entry = OpenElement(name: name, info: info, parent: parent, textStart: text.count)
    entry.namespace = namespace
    entry.childrenAreHTML = ForeignContent.childrenAreHTML(
      name, namespace: namespace, attributes: attributes)
    if let labelIndex = parent?.labelIndex, info.role != .field {
      labels[labelIndex].mayHaveGeneratedText = true
    }
    // A state a template switches (`:disabled="busy"`) counts as off: the user meets the page
    // enabled, and the field's `unknownIOSTraits` say what the state changes.
    func attribute(_ key: String) -> String? {
      // Most elements bring no attribute the builder asks about.
      guard !attributes.isEmpty else { return nil }
      return attributes.first { $0.name.isSameName(as: key) }
        .flatMap { $0.isDynamic && DynamicAttributeValues.booleans.contains(key) ? nil : $0 }
        .map { $0.value ?? "" }
    }
    selectorRecorder?.open(name, id: attribute("id"), name: attribute("name"))

    if let state = TrueFalseValue.state(of: attribute("spellcheck")) { entry.spellcheck = state }
    if let state = TrueFalseValue.state(of: attribute("writingsuggestions")) {
      entry.writingSuggestions = state
    }
    // `hidden` (display: none or until-found) and `inert` take the subtree out of focus order.
    if attribute("hidden") != nil || attribute("inert") != nil || info.role == .template {
      entry.hidesContent = true
    }
    let focus = FocusFacts(
      tabIndex: attribute("tabindex").flatMap(HTMLInteger.parse), isHidden: entry.hidesContent,
      ancestorFormIndex: parent?.ancestorFormIndex)
    applyFieldsetRules(&entry, name: name, hasDisabled: attribute("disabled") != nil)
    let isEditingHost = applyContentEditable(&entry, name: name, value: attribute("contenteditable"))
    if !info.isPhrasing { appendTextSeparator() }
    if info.role == .template { templateDepth += 1 }
    if info.suppressesText { textSuppression += 1 }
    // An empty id matches nothing (getElementById("") finds no element).
    if let id = attribute("id"), !id.isEmpty, firstElementWithID[id] == nil,
      !(info.role == .form && isNestedForm)
    {
      firstElementWithID[id] = identified.count
      identified.append(IdentifiedElement(element: name, textStart: text.count))
      entry.identifiedIndex = identified.count - 1
    }

    let context = FieldContext(
      ancestorSpellcheck: parent?.spellcheck,
      ancestorWritingSuggestions: parent?.writingSuggestions,
      isInDisabledFieldset: parent?.disabledForDescendants ?? false,
      isInTemplate: templateDepth > (info.role == .template ? 1 : 0),
      leadingText: info.role == .field ? leadingText(in: parent) : "")

    // Any element but a native field can be an editing host, a <form> or <label> included.
    if isEditingHost {
      _ = addField(
        name, attributes: attributes, located: located, tagStart: tagStart,
        closingOffset: closingOffset, isEditingHost: true, context: context, formAttribute: nil,
        focus: focus)
    }
    switch info.role {
    case .form:
      openForm(
        &entry, attributes: attributes, located: located, tagStart: tagStart,
        closingOffset: closingOffset)
    case .field:
      let field = addField(
        name, attributes: attributes, located: located, tagStart: tagStart,
        closingOffset: closingOffset, isEditingHost: false, context: context,
        formAttribute: attribute("form"), focus: focus)
      // A hidden input is not labelable: `<label for>` naming it labels nothing.
      if let identifiedIndex = entry.identifiedIndex, fields[field].inputType != .hidden {
        identified[identifiedIndex].fieldIndex = field
      }
    case .button:
      let type = attribute("type")?.asciiLowercased()
      let resolved = (type == "reset" || type == "button") ? type! : "submit"
      entry.controlIndex = addControl(
        .button(type: resolved), element: name, tagStart: tagStart,
        owner: ownerReference(formAttribute: attribute("form")),
        isDisabled: attribute("disabled") != nil || context.isInDisabledFieldset,
        isSubmit: resolved == "submit", text: nil, focus: focus)
      claimForOpenLabels(field: nil)
    case .label:
      openLabel(
        &entry, attributes: attributes, located: located, tagStart: tagStart,
        closingOffset: closingOffset)
    case .base:
      if baseHref == nil, let href = attribute("href") { baseHref = href }
    case .labelable:
      claimForOpenLabels(field: nil)
    case .template, .other, .link, .iframe, .summary, .media:
      if !isEditingHost, let kind = Self.otherFocusableKind(info.role, attribute: attribute) {
        // Links, iframes and the like are not form-associated: no owner, never disabled.
        var facts = focus
        facts.isLikelyCaptcha = kind == .iframe && Self.isLikelyCaptcha(attribute)
        _ = addControl(
          kind, element: name, tagStart: tagStart, owner: .none,
          isDisabled: false, isSubmit: false, text: nil, focus: facts)
      }
    }

    stack.append(entry)
    if !readsJSX, let rawKind = info.rawText {
      let end = rawKind == .untilEndOfFile
        ? source.count : findRawTextEnd(of: name, from: min(closingOffset + 1, source.count))
      rawText = RawTextRange(
        element: name, end: end, stackIndex: stack.count - 1, keepsText: name == "title",
        textStart: text.count, tagStart: tagStart)
    }
  }

  /// Where an HTML `<select>` is open on the stack "in scope" (WHATWG HTML §13.2.4.2: no
  /// `table`, `td`, `object`, `template`, … or HTML integration point above it), or nil.
  private func selectInScope() -> Int? {
    var index = stack.count - 1
    while index >= 0 {
      let entry = stack[index]
      if entry.namespace == .html {
        if entry.name == "select" { return index }
        if Self.scopeBoundaries.contains(entry.name) { return nil }
      } else if Self.foreignScopeBoundaries.contains(entry.name) {
        return nil
      }
      index -= 1
    }
    return nil
  }

  private static let scopeBoundaries: Set<String> = [
    "applet", "caption", "html", "table", "td", "th", "marquee", "object", "template",
  ]
  /// MathML's text integration points and `annotation-xml`, SVG's HTML integration points.
  private static let foreignScopeBoundaries: Set<String> = [
    "mi", "mo", "mn", "ms", "mtext", "annotation-xml", "foreignobject", "desc", "title",
  ]

  /// WHATWG HTML §13.2.6.4.7, "in body": the start tags that set frameset-ok to "not ok"
  /// (`<body>` does too, from "after head").
  private static let framesetOKEndingElements: Set<String> = [
    "pre", "listing", "li", "dd", "dt", "applet", "marquee", "object", "table", "area", "br",
    "embed", "img", "keygen", "wbr", "input", "hr", "image", "textarea", "xmp", "iframe",
    "select", "button", "body",
  ]

  private static func endsFramesetOK(_ name: String, attributes: [RawAttribute]) -> Bool {
    guard framesetOKEndingElements.contains(name) else { return false }
    guard name == "input" else { return true }
    let type = attributes.first { $0.name == "type" }?.value
    return type?.asciiLowercased() != "hidden"
  }

  /// "in body", a start tag "frameset" with frameset-ok set: the body is removed from the
  /// document with all it holds (hidden inputs, forms), and "in frameset" and "after frameset"
  /// ignore every later element but `<frame>`, `<frameset>` and `<noframes>` (raw text).
  private func replaceBodyWithFrameset() {
    isFramesetDocument = true
    fields.removeAll()
    forms.removeAll()
    labels.removeAll()
    controls.removeAll()
    identified.removeAll()
    firstElementWithID.removeAll()
    formPointer = nil
    lingeringForm = nil
    selectorRecorder?.removeFields()
    // The open elements keep no index into what was removed.
    for index in stack.indices {
      stack[index].labelIndex = nil
      stack[index].identifiedIndex = nil
      stack[index].controlIndex = nil
      stack[index].ancestorFormIndex = nil
    }
  }

  /// A tag that breaks out of foreign content: browsers pop the SVG or MathML elements open
  /// around it, so what follows them is HTML again, whatever libxml2 nests it in.
  private func closeForeignContent() {
    var index = stack.count - 1
    while index >= 0, !stack[index].childrenAreHTML {
      stack[index].childrenAreHTML = true
      index -= 1
    }
  }

  private var isNestedForm: Bool { formPointer != nil && templateDepth == 0 }

  private func openForm(
    _ entry: inout OpenElement, attributes: [RawAttribute], located: [FieldAttribute]?,
    tagStart: Int, closingOffset: Int
  ) {
    if readsJSX, entry.ancestorFormIndex != nil {
      // React creates the inner form; a server-rendered page loses it to the HTML parser.
      notes.append(
        ScanNote(
          kind: .nestedForm,
          message: "This <form> is inside another form: React warns (validateDOMNesting), and "
            + "when the page is rendered on the server the browser ignores the inner <form> "
            + "tag, so its fields belong to the outer form. Move it out of the outer form.",
          position: position(tagStart)))
    } else if isNestedForm {
      notes.append(
        ScanNote(
          kind: .nestedForm,
          message: "This <form> is inside another form; browsers ignore a nested <form> tag, so "
            + "its fields belong to the outer form. Close the outer form first.",
          position: position(tagStart)))
      return
    }
    forms.append(
      FormDraft(
        tagStart: tagStart,
        attributes: located
          ?? locate(attributes, tagStart: tagStart, closingOffset: closingOffset)))
    entry.ancestorFormIndex = forms.count - 1
    if templateDepth > 0 || readsJSX {
      entry.templateFormIndex = forms.count - 1
    } else {
      formPointer = forms.count - 1
    }
    if let identifiedIndex = entry.identifiedIndex {
      identified[identifiedIndex].formIndex = forms.count - 1
    }
  }

  private func openLabel(
    _ entry: inout OpenElement, attributes: [RawAttribute], located: [FieldAttribute]?,
    tagStart: Int, closingOffset: Int
  ) {
    let located =
      located ?? locate(attributes, tagStart: tagStart, closingOffset: closingOffset)
    let forAttribute = located.first { $0.name == "for" }
    labels.append(
      LabelDraft(
        tagStart: tagStart, position: position(tagStart),
        forID: forAttribute?.value, forPosition: forAttribute?.position,
        textStart: text.count,
        mayHaveGeneratedText: attributes.contains { $0.name.hasPrefix("data-") }))
    entry.labelIndex = labels.count - 1
  }

  /// Adds a field and returns its index.
  private func addField(
    _ name: String, attributes: [RawAttribute], located: [FieldAttribute]?, tagStart: Int,
    closingOffset: Int, isEditingHost: Bool, context: FieldContext, formAttribute: String?,
    focus: FocusFacts
  ) -> Int {
    let located =
      located ?? locate(attributes, tagStart: tagStart, closingOffset: closingOffset)
    let inputType = name == "input" ? InputType(attributeValue: located.value(of: "type")) : nil
    let index = fields.count
    selectorRecorder?.recordField()
    let owner = isEditingHost ? OwnerReference.none : ownerReference(formAttribute: formAttribute)
    fields.append(
      FieldDraft(
        element: name, inputType: inputType, isEditingHost: isEditingHost, tagStart: tagStart,
        attributes: located, owner: owner, context: context))
    if inputType != .hidden {
      if !isEditingHost { claimForOpenLabels(field: index) }
      // `disabled` and a disabled fieldset apply to form controls, not to editing hosts.
      let isDisabled =
        !isEditingHost
        && (located.contains { $0.name == "disabled" && !$0.isDynamic }
          || context.isInDisabledFieldset)
      let showsValue = inputType == .submit || inputType == .reset || inputType == .button
      _ = addControl(
        .field(index), element: name, tagStart: tagStart, owner: owner,
        isDisabled: isDisabled, isSubmit: inputType == .submit || inputType == .image,
        text: showsValue ? located.value(of: "value") : nil, focus: focus)
    }
    return index
  }

  private func addControl(
    _ kind: FocusableControl.Kind, element: String, tagStart: Int, owner: OwnerReference,
    isDisabled: Bool, isSubmit: Bool, text: String?, focus: FocusFacts
  ) -> Int {
    controls.append(
      ControlDraft(
        kind: kind, element: element, position: position(tagStart),
        owner: owner, isDisabled: isDisabled, isSubmitButton: isSubmit,
        text: text?.collapsingWhitespace(), focus: focus))
    return controls.count - 1
  }

  /// The HTML5 rule: a `form` attribute names the owner by id (resolved once the whole document is
  /// read, since the form may come later); otherwise the form element pointer, or inside a
  /// `<template>` the nearest ancestor form.
  private func ownerReference(formAttribute: String?) -> OwnerReference {
    if let formAttribute { return .formID(formAttribute) }
    if templateDepth > 0 || readsJSX {
      return stack.last { $0.templateFormIndex != nil }?.templateFormIndex.map { .form($0) } ?? .none
    }
    // `popElement` clears `lingeringForm` once its element has closed.
    return (formPointer ?? lingeringForm?.formIndex).map { .form($0) } ?? .none
  }

  /// A label without `for` labels its first labelable descendant (a field or a button).
  private func claimForOpenLabels(field: Int?) {
    for entry in stack.reversed() {
      guard let labelIndex = entry.labelIndex else { continue }
      if labels[labelIndex].forID == nil, !labels[labelIndex].hasClaimedControl {
        labels[labelIndex].hasClaimedControl = true
        labels[labelIndex].fieldIndex = field
      }
    }
  }

  private func applyFieldsetRules(_ entry: inout OpenElement, name: String, hasDisabled: Bool) {
    // Only a fieldset and a legend have rules: every other element leaves at the first test.
    if name == "fieldset" {
      if hasDisabled {
        entry.isDisabledFieldset = true
        entry.disabledForDescendants = true
      }
      return
    }
    guard name == "legend", let parentIndex = stack.indices.last else { return }
    // The first <legend> of a disabled fieldset is exempt from that fieldset.
    if stack[parentIndex].isDisabledFieldset, !stack[parentIndex].sawLegend {
      entry.disabledForDescendants = stack[parentIndex].inheritedDisabled
    }
    if stack[parentIndex].name == "fieldset" { stack[parentIndex].sawLegend = true }
  }

  /// Returns whether the element is an editing host (editable, with a non-editable parent).
  private func applyContentEditable(
    _ entry: inout OpenElement, name: String, value: String?
  ) -> Bool {
    let parentEditable = entry.editable
    guard let value else { return false }
    switch value.asciiLowercased() {
    case "", "true", "plaintext-only": entry.editable = true
    case "false": entry.editable = false
    default: break
    }
    return entry.editable && !parentEditable && !["input", "textarea", "select"].contains(name)
  }

  /// Blink's `IsLikelyCaptchaIframe`: `src`, `title`, `id` or `name` contains "captcha".
  private static func isLikelyCaptcha(_ attribute: (String) -> String?) -> Bool {
    ["src", "title", "id", "name"].contains { attribute($0)?.containsText("captcha") == true }
  }

  private static func otherFocusableKind(
    _ role: HTMLVocabulary.ElementRole, attribute: (String) -> String?
  ) -> FocusableControl.Kind? {
    switch role {
    case .link: if attribute("href") != nil { return .link }
    case .iframe: return .iframe
    case .summary: return .other
    case .media: if attribute("controls") != nil { return .other }
    default: break
    }
    if let tabIndex = attribute("tabindex"), HTMLInteger.parse(tabIndex) != nil { return .other }
    return nil
  }

  // MARK: Closing elements

  private func popElement() {
    guard let entry = stack.popLast() else { return }
    if let lingering = lingeringForm, stack.count <= lingering.depth { lingeringForm = nil }
    selectorRecorder?.close()
    if entry.isTemplate { templateDepth -= 1 }
    if entry.suppressesText { textSuppression -= 1 }
    if let labelIndex = entry.labelIndex { labels[labelIndex].textEnd = text.count }
    if let identifiedIndex = entry.identifiedIndex {
      identified[identifiedIndex].textEnd = text.count
    }
    if let controlIndex = entry.controlIndex, controls[controlIndex].text == nil {
      controls[controlIndex].text = collapsedText(entry.textStart..<text.count)
    }
    if !entry.isPhrasing { appendTextSeparator() }
  }

  private func closeRawText() {
    guard let raw = rawText else { return }
    rawText = nil
    lastEventEnd = max(lastEventEnd, raw.end)
    if raw.keepsText {
      if title == nil { title = collapsedText(raw.textStart..<text.count) }
      text.removeSubrange(raw.textStart..<text.count)
    }
    // Field markup inside a closed <textarea> or <title> is conforming text (a code editor's
    // sample, on purpose); only an element left open to the end of the file is an error (WHATWG
    // HTML §13.2.6.4.8, the "text" insertion mode: an end-of-file token is a parse error), and
    // that one swallows the fields after it.
    let hiddenFields = raw.hiddenTags.filter { ["input", "textarea", "select"].contains($0) }
    if !hiddenFields.isEmpty, raw.end >= source.count {
      let names = hiddenFields.map { "<\($0)>" }.joined(separator: ", ")
      notes.append(
        ScanNote(
          kind: .markupInRawText,
          message: "<\(raw.element)> has no end tag, so browsers read the rest of the file as "
            + "its text, and \(names) after it \(hiddenFields.count == 1 ? "is" : "are") not a "
            + "field. Close the <\(raw.element)> before the fields.",
          position: position(raw.tagStart), subject: raw.element))
    }
    while stack.count > raw.stackIndex { popElement() }
  }

  // MARK: Finishing

  /// Closes what is still open and resolves everything that needs the whole document.
  func finish(encoding: DetectedEncoding, decodingNotes: [ScanNote]) -> ScannedDocument {
    closeRawText()
    while !stack.isEmpty { popElement() }
    let baseURL = URLResolution.resolve(baseHref, against: documentURL) ?? documentURL

    let formElements = forms.enumerated().map { index, draft in
      // A dynamic action counts as left out (``FormField/unknownIOSTraits`` says what it changes).
      let action = DynamicTraits.withoutDynamic(draft.attributes).value(of: "action")
      return FormElement(
        index: index, position: position(draft.tagStart),
        attributes: draft.attributes,
        resolvedAction: action.map { resolvedAction($0, baseURL: baseURL) } ?? "",
        fieldIndices: [])
    }
    var result = ScannedDocument(
      documentURL: documentURL, encoding: encoding, title: title, fields: [],
      forms: formElements, labels: resolvedLabels(), controls: [],
      notes: decodingNotes + notes, parserMessages: parserMessages,
      parserMessageCount: parserMessageCount, lineCount: lines.lineCount,
      byteCount: source.count, comments: comments, utf8: original, lines: lines)
    result.dynamicAttributePositions = dynamicPositions
    let staticForms = result.forms.map { form in
      var form = form
      form.attributes = DynamicTraits.withoutDynamic(form.attributes)
      return form
    }

    result.controls = controls.map { draft in
      FocusableControl(
        kind: draft.kind, element: draft.element, position: draft.position,
        formIndex: resolve(draft.owner), isDisabled: draft.isDisabled,
        isSubmitButton: draft.isSubmitButton, text: draft.text, tabIndex: draft.focus.tabIndex,
        isHidden: draft.focus.isHidden, ancestorFormIndex: draft.focus.ancestorFormIndex,
        isLikelyCaptcha: draft.focus.isLikelyCaptcha)
    }
    let formIndices = fields.map { resolve($0.owner) }
    // Dynamic attributes count as left out, for every browser: the field as the page is met
    // without them (``FormField/unknownIOSTraits`` says what they change).
    let staticAttributes = fields.map { DynamicTraits.withoutDynamic($0.attributes) }
    let inputTypes = fields.indices.map { index in
      let draft = fields[index]
      return draft.element == "input" && staticAttributes[index].count != draft.attributes.count
        ? InputType(attributeValue: staticAttributes[index].value(of: "type")) : draft.inputType
    }
    // The Enter key's default action on Android depends on the fields after each one.
    let nextFieldSearch = AndroidNextFieldSearch(
      fields: fields.indices.map { index in
        AndroidNextFieldSearch.Field(
          Self.facts(of: fields[index], inputType: inputTypes[index],
                     attributes: staticAttributes[index]),
          formIndex: formIndices[index])
      },
      controls: result.controls, formCount: result.forms.count)

    for (index, draft) in fields.enumerated() {
      let formIndex = formIndices[index]
      let owner = formIndex.map { staticForms[$0] }
      let (label, labelSource) = accessibleLabel(for: index, draft: draft, labels: result.labels)
      let inputType = inputTypes[index]
      let traits = FieldTraitResolution.traits(
        of: Self.facts(of: draft, inputType: inputType, attributes: staticAttributes[index]),
        form: owner, search: nextFieldSearch.place(of: index))
      result.fields.append(
        FormField(
          index: index, element: draft.element, inputType: inputType,
          isEditingHost: draft.isEditingHost,
          position: position(draft.tagStart),
          byteOffset: draft.tagStart, attributes: draft.attributes, formIndex: formIndex,
          label: label, labelSource: labelSource, context: draft.context, ios: traits.ios,
          android: traits.android, firefoxAndroid: traits.firefoxAndroid))
      let writtenForm = formIndex.map { result.forms[$0] }
      if staticAttributes[index].count != draft.attributes.count
        || writtenForm.map({ !$0.dynamicAttributes.isEmpty }) == true
      {
        // Each value a dynamic attribute may take, with the field's own facts in the Android
        // next-field search changed to match (its type and state decide the Enter key too).
        let unknown = DynamicTraits.unknown(
          base: Self.values(traits), written: draft.attributes,
          staticAttributes: staticAttributes[index], writtenForm: writtenForm, staticForm: owner,
          documentURL: documentURL
        ) { attributes, form in
          let type =
            draft.element == "input"
            ? InputType(attributeValue: attributes.value(of: "type")) : draft.inputType
          let facts = Self.facts(of: draft, inputType: type, attributes: attributes)
          let entry = AndroidNextFieldSearch.Field(facts, formIndex: formIndex)
          return Self.values(
            FieldTraitResolution.traits(
              of: facts, form: form, search: nextFieldSearch.place(of: index, as: entry)))
        }
        result.fields[index].unknownIOSTraits = unknown[0]
        result.fields[index].unknownAndroidTraits = unknown[1]
        result.fields[index].unknownFirefoxAndroidTraits = unknown[2]
      }
      if let formIndex { result.forms[formIndex].fieldIndices.append(index) }
    }
    if let selectors = selectorRecorder?.selectors() {
      for (index, selector) in zip(result.fields.indices, selectors) {
        result.fields[index].selector = selector
      }
    }
    return result
  }

  /// The facts the field's traits depend on, with `attributes` and `inputType`.
  private static func facts(
    of draft: FieldDraft, inputType: InputType?, attributes: [FieldAttribute]
  ) -> FieldTraitFacts {
    FieldTraitFacts(
      element: draft.element, inputType: inputType, isEditingHost: draft.isEditingHost,
      attributes: attributes, context: draft.context)
  }

  /// The values `DynamicTraits.unknown` compares: iOS first, then Chrome and Firefox for
  /// Android.
  private static func values(_ traits: FieldTraits) -> [DynamicTraits.Values] {
    [
      DynamicTraits.values(traits.ios), DynamicTraits.values(traits.android),
      DynamicTraits.values(traits.firefoxAndroid),
    ]
  }

  /// HTML's form submission: an empty `action` means the document's own URL, never the
  /// `<base href>`; anything else resolves against the base URL.
  private func resolvedAction(_ action: String, baseURL: String) -> String {
    if action.isEmpty { return documentURL }
    return URLResolution.resolve(action, against: baseURL) ?? action
  }

  private func resolve(_ owner: OwnerReference) -> Int? {
    switch owner {
    case .none: return nil
    case .form(let index): return index
    case .formID(let id):
      // The first element with that id must itself be a form; otherwise there is no owner.
      return firstElementWithID[id].flatMap { identified[$0].formIndex }
    }
  }

  private func resolvedLabels() -> [LabelElement] {
    labels.map { draft in
      var labelText = collapsedText(draft.textStart..<(draft.textEnd ?? text.count))
      // A label whose only text a template prints reads as that template source.
      if labelText.isEmpty, let template {
        labelText =
          TemplateAttributes.printedSource(
            in: draft.tagStart..<(draft.sourceEnd ?? source.count), template: template,
            original: original) ?? ""
      }
      var fieldIndex = draft.fieldIndex
      var forTargetExists: Bool?
      if let forID = draft.forID {
        let target = firstElementWithID[forID].map { identified[$0] }
        forTargetExists = target != nil
        fieldIndex = target?.fieldIndex
      }
      return LabelElement(
        position: draft.position, forID: draft.forID, forPosition: draft.forPosition,
        text: labelText, fieldIndex: fieldIndex, forTargetExists: forTargetExists,
        mayHaveGeneratedText: draft.mayHaveGeneratedText)
    }
  }

  /// `<label for>`, a wrapping `<label>`, `aria-labelledby`, `aria-label`, then `placeholder`.
  private func accessibleLabel(
    for index: Int, draft: FieldDraft, labels: [LabelElement]
  ) -> (String?, LabelSource?) {
    let own = labels.filter { $0.fieldIndex == index }
    let candidates: [(String, LabelSource)] = [
      (own.filter { $0.forID != nil }.map(\.text).joined(separator: " "), .labelFor),
      (own.filter { $0.forID == nil }.map(\.text).joined(separator: " "), .wrappingLabel),
      (labelledByText(draft.attributes.value(of: "aria-labelledby")), .ariaLabelledBy),
      (draft.attributes.value(of: "aria-label")?.collapsingWhitespace() ?? "", .ariaLabel),
      (draft.attributes.value(of: "placeholder")?.collapsingWhitespace() ?? "", .placeholder),
    ]
    guard let found = candidates.first(where: { !$0.0.isEmpty }) else { return (nil, nil) }
    return found
  }

  private func labelledByText(_ ids: String?) -> String {
    guard let ids else { return "" }
    return ids.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
      .compactMap { firstElementWithID[String($0)].map { identified[$0] } }
      .map { collapsedText($0.textStart..<($0.textEnd ?? text.count)) }
      .filter { !$0.isEmpty }
      .joined(separator: " ")
  }

  // MARK: Text

  private func appendTextSeparator() {
    guard rawText == nil, textSuppression == 0, let last = text.last, last != 0x20 else { return }
    text.append(0x20)
  }

  /// The last text written in `parent` so far (the text before a field that is opening now),
  /// read from at most `leadingTextLimit` bytes back and started on a whole UTF-8 character.
  private func leadingText(in parent: OpenElement.Inheritance?) -> String {
    guard let parent, parent.textStart < text.count else { return "" }
    var start = max(parent.textStart, text.count - Self.leadingTextLimit)
    while start < text.count, text[start] & 0xC0 == 0x80 { start += 1 }
    return collapsedText(start..<text.count)
  }

  private static let leadingTextLimit = 160

  private func collapsedText(_ range: Range<Int>) -> String {
    let clamped = range.clamped(to: 0..<text.count)
    return String(decoding: text[clamped], as: UTF8.self).collapsingWhitespace()
  }

  // MARK: Source positions

  private var positionCursor = SourceLineTable.Cursor()

  /// The line and column of a byte offset in the source.
  private func position(_ offset: Int) -> SourcePosition {
    lines.position(ofByteOffset: offset, in: original, cursor: &positionCursor)
  }

  /// Attaches each attribute's source position (the name's first character) to its value.
  private func locate(
    _ attributes: [RawAttribute], tagStart: Int, closingOffset: Int
  ) -> [FieldAttribute] {
    let spans = TagAttributeLocator.spans(
      in: source, tagStart: tagStart, tagEnd: min(closingOffset, source.count))
    return attributes.map { raw in
      var span = spans[raw.name]
      // A bound attribute (`:type="kind"`) is where its binding is written.
      if raw.isDynamic, let located = span, let binding = template?.bindings[located.name.lowerBound]
      {
        span?.name = binding.written.lowerBound..<located.name.upperBound
      }
      let attributePosition = position(span?.name.lowerBound ?? tagStart)
      if raw.isDynamic { dynamicPositions.insert(attributePosition) }
      return FieldAttribute(
        name: raw.name, value: raw.value ?? "", hasValue: raw.value != nil,
        position: attributePosition, sourceRange: span, isDynamic: raw.isDynamic)
    }
  }

  /// The `<` of the start tag that ends at `closingOffset`: the first `<name` after the previous
  /// event. Elements libxml2 implied (no tag in the source) give nil.
  private func findTagStart(_ name: String, before closingOffset: Int) -> Int? {
    let upper = min(closingOffset, source.count)
    var index = lastEventEnd
    while let open = HTMLBytes.firstTagOpen(in: source, from: index, to: upper) {
      if HTMLBytes.matchesName(name, in: source, at: open + 1) { return open }
      index = open + 1
    }
    return nil
  }

  /// The `<` of `</name>` when the end tag that ends at `offset` is written in the source.
  private func explicitEndTagStart(of name: String, endingAt offset: Int) -> Int? {
    var index = min(offset, source.count) - 1
    guard index >= 0, source[index] == UInt8(ascii: ">") else { return nil }
    index -= 1
    while index >= 0, HTMLBytes.isWhitespace(source[index]) { index -= 1 }
    let nameStart = index - name.utf8.count + 1
    guard nameStart >= 2, source[nameStart - 1] == UInt8(ascii: "/"),
      source[nameStart - 2] == UInt8(ascii: "<"),
      HTMLBytes.matchesName(name, in: source, at: nameStart)
    else { return nil }
    return nameStart - 2
  }

  /// Where the raw text of `name` ends: the first `</name` followed by a delimiter, or the end.
  private func findRawTextEnd(of name: String, from start: Int) -> Int {
    var index = start
    while let open = HTMLBytes.firstTagOpen(in: source, from: index, to: source.count - 1) {
      if source[open + 1] == UInt8(ascii: "/"),
        HTMLBytes.matchesName(name, in: source, at: open + 2)
      {
        return open
      }
      index = open + 1
    }
    return source.count
  }

  /// libxml2 drops an end tag it has no open element for, but `</form>` still clears the
  /// browser's form pointer; such tags sit between the previous event and the next one.
  private func clearFormPointerIfStrayEndTag(in gap: Range<Int>) {
    guard formPointer != nil, templateDepth == 0, gap.count >= 6 else { return }
    var index = gap.lowerBound
    while let open = HTMLBytes.firstTagOpen(in: source, from: index, to: gap.upperBound - 1) {
      if source[open + 1] == UInt8(ascii: "/"),
        HTMLBytes.matchesName("form", in: source, at: open + 2)
      {
        keepContentLeftOpenInForm()
        formPointer = nil
        return
      }
      index = open + 1
    }
  }

  /// WHATWG HTML §13.2.6.3 "generate implied end tags".
  private static let impliedEndTagElements: Set<String> = [
    "dd", "dt", "li", "optgroup", "option", "p", "rb", "rp", "rt", "rtc",
  ]

  /// A `</form>` while an element opened inside the form is still open (libxml2 drops it as
  /// stray). WHATWG HTML §13.2.6.4.7 ("in body", an end tag whose tag name is "form") sets the
  /// form element pointer to null, generates implied end tags and removes only the form from
  /// the stack of open elements (WebKit `HTMLTreeBuilder::processEndTagForInBody`:
  /// `m_tree.takeForm()`, then `openElements()->remove(node)`), so that element stays open
  /// inside the form. A control the parser then inserts into it gets no owner from the null
  /// pointer, but inserting it resets its form owner (§4.10.17.3 "reset the form owner": the
  /// nearest ancestor form; WebKit `FormAssociatedElement::resetFormOwner`), which is the form.
  private func keepContentLeftOpenInForm() {
    guard let formIndex = formPointer,
      let formDepth = stack.lastIndex(where: {
        $0.name == "form" && $0.ancestorFormIndex == formIndex
      })
    else { return }
    let open = stack[(formDepth + 1)...]
    guard open.contains(where: { !Self.impliedEndTagElements.contains($0.name) }) else { return }
    lingeringForm = LingeringFormContent(formIndex: formIndex, depth: formDepth + 1)
  }
}

// MARK: - Builder state

/// The child of a form that a misnested `</form>` left open: fields written inside it belong
/// to the form until it closes.
private struct LingeringFormContent {
  /// The form it stays inside.
  let formIndex: Int
  /// Its place in the builder's stack; when the stack is no deeper, it has closed.
  let depth: Int
}

private struct OpenElement {
  var name: String
  var spellcheck: Bool?
  var writingSuggestions: Bool?
  var editable: Bool
  var inheritedDisabled: Bool
  var disabledForDescendants: Bool
  var isDisabledFieldset = false
  var sawLegend = false
  var isTemplate: Bool
  var suppressesText: Bool
  var isPhrasing: Bool
  var labelIndex: Int?
  var identifiedIndex: Int?
  var controlIndex: Int?
  var templateFormIndex: Int?
  /// HTML, SVG or MathML, as the browser's tree builder places it.
  var namespace = ForeignContent.Namespace.html
  /// Whether children are HTML: an HTML element or an HTML integration point.
  var childrenAreHTML = true
  /// The innermost `<form>` element open around this one (itself, for a form).
  var ancestorFormIndex: Int?
  /// `hidden`, `inert` or `<template>` here or above: nothing inside can be focused.
  var hidesContent: Bool
  var textStart: Int

  /// What a child element takes from this one (no name: copying the whole entry for each
  /// element cost ~30 M instructions on the real corpus).
  struct Inheritance {
    var spellcheck: Bool?
    var writingSuggestions: Bool?
    var editable: Bool
    var disabledForDescendants: Bool
    var ancestorFormIndex: Int?
    var hidesContent: Bool
    var labelIndex: Int?
    var textStart: Int
  }

  var inheritance: Inheritance {
    Inheritance(
      spellcheck: spellcheck, writingSuggestions: writingSuggestions, editable: editable,
      disabledForDescendants: disabledForDescendants, ancestorFormIndex: ancestorFormIndex,
      hidesContent: hidesContent, labelIndex: labelIndex, textStart: textStart)
  }

  init(
    name: String, info: HTMLVocabulary.ElementInfo, parent: Inheritance?, textStart: Int
  ) {
    self.name = name
    isTemplate = info.role == .template
    suppressesText = info.suppressesText
    isPhrasing = info.isPhrasing
    spellcheck = parent?.spellcheck
    writingSuggestions = parent?.writingSuggestions
    editable = parent?.editable ?? false
    inheritedDisabled = parent?.disabledForDescendants ?? false
    disabledForDescendants = inheritedDisabled
    ancestorFormIndex = parent?.ancestorFormIndex
    hidesContent = parent?.hidesContent ?? false
    self.textStart = textStart
  }
}

private struct RawTextRange {
  var element: String
  var end: Int
  var stackIndex: Int
  var keepsText: Bool
  var textStart: Int
  var tagStart: Int
  var hiddenTags: [String] = []
}

private enum OwnerReference {
  case none
  case form(Int)
  case formID(String)
}

private struct FieldDraft {
  var element: String
  var inputType: InputType?
  var isEditingHost: Bool
  var tagStart: Int
  var attributes: [FieldAttribute]
  var owner: OwnerReference
  var context: FieldContext
}

private struct FormDraft {
  var tagStart: Int
  var attributes: [FieldAttribute]
}

private struct LabelDraft {
  var tagStart: Int
  var sourceEnd: Int?
  var position: SourcePosition
  var forID: String?
  var forPosition: SourcePosition?
  var textStart: Int
  var textEnd: Int?
  var mayHaveGeneratedText: Bool
  var fieldIndex: Int?
  var hasClaimedControl = false
}

private struct ControlDraft {
  var kind: FocusableControl.Kind
  var element: String
  var position: SourcePosition
  var owner: OwnerReference
  var isDisabled: Bool
  var isSubmitButton: Bool
  var text: String?
  var focus: FocusFacts
}

/// What sequential focus navigation needs to know about a control (``FocusableControl``).
private struct FocusFacts {
  var tabIndex: Int?
  var isHidden: Bool
  var ancestorFormIndex: Int?
  var isLikelyCaptcha = false
}

private struct IdentifiedElement {
  var element: String
  var textStart: Int
  var textEnd: Int?
  var fieldIndex: Int?
  var formIndex: Int?
}
