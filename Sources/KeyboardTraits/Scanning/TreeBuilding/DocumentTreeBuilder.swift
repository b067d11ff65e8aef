/// The first stage of a scan, tree building: turns a front end's events into a
/// ``DocumentTree``, the drafts of the document's fields, forms, labels and controls. libxml2's
/// SAX events come through ``HTMLEventHandler``; the JSX reader (``JSXDocumentReader``) calls
/// ``openWrittenElement(_:attributes:tagStart:)`` and the other "written" entry points. Document
/// assembly (``DocumentAssembler``) and trait annotation (``TraitAnnotator``) follow.
///
/// Where libxml2 2.9.14's HTML4-era parser differs from the HTML5 tree builder, the builder
/// gives the browser's answer (`DocumentTreeBuilder+HTML5.swift`):
///
/// - Raw text: browsers treat the contents of `textarea` and `title` (RCDATA) and of `script`,
///   `style`, `xmp`, `iframe`, `noembed`, `noframes`, `noscript` (scripting on) and `plaintext`
///   as text up to the matching end tag, while libxml2 parses markup inside some of them. The
///   builder finds that end tag in the source and ignores every event before it. Svelte and
///   Vue (``closesSelfClosingTags``) compile `<textarea />` as an empty element: no raw text.
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
/// - Attributes: each tag's bytes are read once (``WrittenAttributes``) for the attributes as
///   HTML5 reads them, with their places and their character references decoded.
/// - Positions: libxml2 reports the end of a start tag; the builder finds the `<` in the source.
///
/// JSX elements are created where they are written, as React creates them: no HTML parser rule
/// applies (no raw text, no implied or ignored tags), and a control's form owner is its nearest
/// ancestor form, as the DOM's "reset the form owner" gives for inserted elements.
final class DocumentTreeBuilder: HTMLEventHandler {
  // One builder serves one synchronous parse, so no two accesses to its state can overlap;
  // the runtime exclusivity checks on these properties would cost a noticeable part of a scan.

  /// The drafts made so far.
  @exclusivity(unchecked) var tree: DocumentTree

  /// Fields, forms, labels, buttons, `<base>` and `<iframe>` (Chrome's captcha test) need every
  /// attribute; other elements only the ones that are inherited, hide them or make them
  /// focusable, and an editing host needs all of its own.
  /// A template's mapped components (``TemplateComponents``) get all theirs too.
  var attributeSelection: AttributeSelection {
    guard let names = components?.reportedNames else { return Self.attributeSelection }
    if let cached = Self.componentSelections.value(for: names) { return cached }
    let selection = Self.selection(allAttributesOf: names)
    Self.componentSelections.store(selection, for: names, capacity: 16)
    return selection
  }
  private static let attributeSelection = selection()
  private static let componentSelections = LockedCache<Set<String>, AttributeSelection>()

  private static func selection(allAttributesOf components: Set<String> = []) -> AttributeSelection
  {
    AttributeSelection(
      allAttributesOf: components.union([
        "input", "textarea", "select", "form", "label", "button", "base", "iframe",
        // Whether they leave foreign content depends on an attribute.
        "font", "annotation-xml",
      ]),
      allAttributesWhenPresent: "contenteditable",
      commonAttributes: [
        "id", "spellcheck", "writingsuggestions", "disabled", "tabindex", "href", "controls",
        "hidden", "inert",
      ],
      presenceOnlyAttributes: ["disabled", "href", "controls", "hidden", "inert"],
      frequentElements: HTMLVocabulary.elementNames)
  }

  /// The text the front end reads (see ``DocumentTree/source``).
  let source: [UInt8]
  /// The text as written; differs from ``source`` only where a template was masked.
  let original: [UInt8]
  /// What was masked, for a template.
  let template: TemplateMask?
  /// Whether the template's masked text is ``source`` itself (nothing else was blanked), so a
  /// tag read once serves the template's attributes too.
  let templateTextIsSource: Bool
  let lines: SourceLineTable
  /// Whether the elements come from JSX, as written (see the type's documentation).
  let readsJSX: Bool
  /// Whether `/>` closes any element, raw-text ones included (Svelte and Vue compile
  /// `<textarea />` as an empty textarea; a browser reads on to `</textarea>`).
  let closesSelfClosingTags: Bool
  /// The wrapper components a template's tags are read as (`<el-input>` as an `<input>`).
  let components: TemplateComponents?

  @exclusivity(unchecked) var stack: [OpenElement] = []
  /// How many HTML `<select>` elements are on the stack: with none, no select is in scope.
  @exclusivity(unchecked) var openSelects = 0
  @exclusivity(unchecked) var rawText: RawTextRange?
  @exclusivity(unchecked) var lastEventEnd = 0
  @exclusivity(unchecked) var formPointer: Int?
  @exclusivity(unchecked) var lingeringForm: LingeringFormContent?
  @exclusivity(unchecked) var templateDepth = 0
  @exclusivity(unchecked) var textSuppression = 0
  /// WHATWG HTML's frameset-ok flag: cleared by body content a `<frameset>` may not replace.
  @exclusivity(unchecked) var framesetOK = true
  /// A `<frameset>` replaced the body: "in frameset" and "after frameset" ignore later elements.
  @exclusivity(unchecked) var isFramesetDocument = false
  /// `duplicateAttribute` notes libxml2 reported before the start tag they belong to reached us.
  @exclusivity(unchecked)
  private var pendingDuplicateNotes: [(attribute: String, noteIndex: Int)] = []
  @exclusivity(unchecked) var positionCursor = SourceLineTable.Cursor()
  /// How many elements have been opened: the next one's ``OpenElement/serial``.
  @exclusivity(unchecked) var openedElements = 0
  /// The last heading closed so far, and where its text ends in ``DocumentTree/text``.
  @exclusivity(unchecked) var lastHeading: (text: String, textEnd: Int)?

  /// Present only when the scan wants a CSS selector path for each field.
  @exclusivity(unchecked) var selectorRecorder: SelectorPathRecorder?

  private static let keptParserMessages = 50

  /// Creates a builder for `source`, the text libxml2 parses; for a template, `template` is
  /// what was masked and `original` the text as written (positions and source lines come from
  /// it). With `recordsSelectors`, each field gets a CSS selector path.
  init(
    source: [UInt8], lines: SourceLineTable, documentURL: String, original: [UInt8]? = nil,
    template: TemplateMask? = nil, recordsSelectors: Bool = false, readsJSX: Bool = false,
    closesSelfClosingTags: Bool = false, components: TemplateComponents? = nil
  ) {
    self.readsJSX = readsJSX
    self.components = components
    self.closesSelfClosingTags = closesSelfClosingTags
    self.source = source
    self.original = original ?? source
    self.template = template
    // Equal buffers compare at once; a template whose text was blanked further is read again.
    templateTextIsSource = template.map { $0.text == source } ?? false
    self.lines = lines
    tree = DocumentTree(
      source: source, original: original ?? source, template: template, lines: lines,
      documentURL: documentURL)
    if recordsSelectors { selectorRecorder = SelectorPathRecorder() }
  }

  /// Closes what is still open and hands the drafts over to document assembly.
  func finish() -> DocumentTree {
    closeRawText()
    while !stack.isEmpty { popElement() }
    tree.selectors = selectorRecorder?.selectors()
    return tree
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
    guard let tagStart = findTagStart(name, before: closingOffset) else {
      dropPendingDuplicateNotes()  // an element libxml2 implied has no attributes in the source
      if isFramesetDocument { return }
      let at = min(closingOffset, source.count)
      open(
        name, info: HTMLVocabulary.info(for: name), attributes: attributes, tag: nil,
        tagStart: at, closingOffset: closingOffset)
      return
    }
    // A written tag the end of the file cuts off is no token in HTML5 ("EOF in tag"); libxml2
    // reports it, ending at the end of the text.
    if closingOffset >= source.count {
      dropPendingDuplicateNotes()
      return
    }
    clearFormPointerIfStrayEndTag(in: lastEventEnd..<tagStart)
    lastEventEnd = closingOffset + 1
    if let helper = template?.helperElements[tagStart] {
      dropPendingDuplicateNotes()
      openHelperElement(helper, tagStart: tagStart, closingOffset: closingOffset)
      return
    }
    let tagEnd = closingOffset
    // The tag's bytes are read once: in order for the attributes of fields, forms, labels and
    // buttons, else as a whole (``WrittenAttributes``) for the places of repeated names and for
    // values written with a reference. A template's tag may be read again in its masked text.
    var written: WrittenAttributes?
    if !pendingDuplicateNotes.isEmpty {
      placeDuplicateAttributeNotes(read(&written, tagStart: tagStart, tagEnd: tagEnd))
      dropTemplateAlternativeNotes(tagStart: tagStart, tagEnd: tagEnd)
      pendingDuplicateNotes.removeAll()
    }
    if isFramesetDocument { return }
    // A mapped component is read as the element it renders, without that element's raw text.
    var component: ComponentMap.Component?
    if let components, components.reportedNames.contains(name) {
      component = components.component(named: writtenTagName(at: tagStart))
    }
    var info = HTMLVocabulary.info(for: component?.element ?? name)
    if component != nil { info.rawText = nil }
    // A form component (`<el-form>`) renders a <form> around its slot.
    if template != nil, TemplateForms.componentNames.contains(name) { info.role = .form }
    var attributes = attributes
    var attributesAreLocated = false
    if info.takesAttributeNamesFromTag {
      // Fields, forms, labels and buttons take their attribute names from the tag as written.
      if let written {
        attributes = written.agreeing(with: attributes)
      } else if !WrittenAttributes.locateInOrder(
        &attributes, in: source, tagStart: tagStart, tagEnd: tagEnd)
      {
        attributes = read(&written, tagStart: tagStart, tagEnd: tagEnd).attributes
      }
      attributesAreLocated = true
    } else if !attributes.isEmpty, WrittenAttributes.needsDecoding(source, tagStart..<tagEnd) {
      attributes = read(&written, tagStart: tagStart, tagEnd: tagEnd).locating(attributes)
      attributesAreLocated = true
    }
    if let template, !attributes.isEmpty, template.overlaps(tagStart..<tagEnd) {
      let inTemplate =
        templateTextIsSource
        ? read(&written, tagStart: tagStart, tagEnd: tagEnd)
        : WrittenAttributes(in: template.text, tagStart: tagStart, tagEnd: tagEnd)
      attributes = TemplateAttributes.resolve(
        attributes, template: template, original: original, written: inTemplate)
    }
    let tag = StartTag(written: written, attributesAreLocated: attributesAreLocated)
    guard let component else {
      open(
        name, info: info, attributes: attributes, tag: tag, tagStart: tagStart,
        closingOffset: closingOffset)
      return
    }
    let rendered = TemplateComponents.rendering(attributes, as: component)
    var renderedInfo = HTMLVocabulary.info(for: rendered.element)
    renderedInfo.rawText = nil
    open(
      name, info: renderedInfo, attributes: rendered.attributes, tag: tag, tagStart: tagStart,
      closingOffset: closingOffset, rendering: rendered.element)
    if let text = rendered.text { addComponentText(text) }
  }

  /// The tag name as the source writes it (libxml2 reports it in lower case).
  private func writtenTagName(at tagStart: Int) -> String {
    var end = tagStart + 1
    while end < original.count, !HTMLBytes.isWhitespace(original[end]),
      original[end] != UInt8(ascii: "/"), original[end] != UInt8(ascii: ">")
    {
      end += 1
    }
    return String(decoding: original[(tagStart + 1)..<end], as: UTF8.self)
  }

  /// A component prop that is its element's text (a Breeze label's `value`): written text, or
  /// text the template decides.
  private func addComponentText(_ text: RawAttribute) {
    if text.isDynamic {
      if let label = stack.last?.labelIndex { tree.labels[label].mayHaveGeneratedText = true }
    } else if let value = text.value {
      tree.text.append(contentsOf: value.utf8)
    }
  }

  /// `written`, read from the tag's bytes the first time it is asked for.
  private func read(
    _ written: inout WrittenAttributes?, tagStart: Int, tagEnd: Int
  ) -> WrittenAttributes {
    if let written { return written }
    let read = WrittenAttributes(in: source, tagStart: tagStart, tagEnd: tagEnd)
    written = read
    return read
  }

  /// Removes the notes libxml2 raised for a tag that is not markup after all.
  private func dropPendingDuplicateNotes() {
    guard !pendingDuplicateNotes.isEmpty else { return }
    for index in pendingDuplicateNotes.map(\.noteIndex).sorted(by: >) {
      tree.notes.remove(at: index)
    }
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
        if let labelIndex = entry.labelIndex { tree.labels[labelIndex].sourceEnd = offset }
        if let identified = entry.identifiedIndex { tree.identified[identified].sourceEnd = offset }
        if let start = entry.scopeStart { tree.elementScopes.append(start..<offset) }
      }
    }
    while stack.count > index { popElement() }
  }

  func characters(_ chunk: ByteChunk, offset: Int) {
    // A chunk after the raw-text element ended comes after its text, which closing the
    // element may drop (found by fuzzing).
    if let raw = rawText, offset > raw.end { closeRawText() }
    // Text outside raw-text elements is a character token of the body (or of foreign content).
    if framesetOK, rawText == nil, chunk.contains(where: { !HTMLBytes.isWhitespace($0) }) {
      framesetOK = false
    }
    let keep = rawText.map(\.keepsText) ?? (textSuppression == 0)
    if keep { tree.text.append(contentsOf: chunk) }
  }

  func comment(_ text: String?, offset: Int) {
    guard rawText == nil else { return }
    if let text {
      let end = min(offset, source.count)
      let start = commentStart(before: end) ?? end
      tree.comments.append(
        SourceComment(text: text, position: position(start), endPosition: position(end)))
    }
    lastEventEnd = max(lastEventEnd, offset)
  }

  func message(_ message: LibXML2Message) {
    tree.parserMessageCount += 1
    if message.message.hasPrefix("Attribute "), message.message.hasSuffix(" redefined") {
      let attribute = message.message.dropFirst("Attribute ".count).dropLast(" redefined".count)
      // libxml2 reports this before the start tag's event; the tag then gives the exact place.
      pendingDuplicateNotes.append((String(attribute), tree.notes.count))
      tree.notes.append(
        Self.duplicateAttributeNote(
          String(attribute), at: SourcePosition(line: message.line, column: 1)))
    }
    if isNoise(message.message) || tree.parserMessages.count >= Self.keptParserMessages {
      return
    }
    tree.parserMessages.append(
      ParserMessage(
        line: message.line, message: message.message, isError: message.level != .warning))
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
  private func placeDuplicateAttributeNotes(_ written: WrittenAttributes) {
    for (attribute, noteIndex) in pendingDuplicateNotes {
      guard let offset = written.repeatedNameOffset(of: attribute) else { continue }
      tree.notes[noteIndex] = Self.duplicateAttributeNote(attribute, at: position(offset))
    }
  }

  /// Drops the pending notes of names a template writes once on each rendering: once per
  /// alternative (`{% if a %}type="email"{% else %}type="text"{% endif %}`), or as a binding
  /// its framework merges with the plain attribute (`class` and `:class`).
  private func dropTemplateAlternativeNotes(tagStart: Int, tagEnd: Int) {
    guard let template else { return }
    var dropped: [Int] = []
    for (attribute, noteIndex) in pendingDuplicateNotes {
      var offsets: [Int] = []
      var cutNames = 0
      TagAttributeLocator.forEachName(in: source, tagStart: tagStart, tagEnd: tagEnd) {
        name, span in
        guard name == attribute else { return }
        // `data-<%= id %>-value`: printed template code writes part of the name, which is
        // not `data-`. (A statement, `{% endif %}type=…`, prints nothing into it.)
        let printsInto = { (offset: Int) in
          template.ranges(in: offset..<(offset + 1)).contains { $0.kind == .output }
        }
        if printsInto(span.name.upperBound) || printsInto(span.name.lowerBound - 1) {
          cutNames += 1
        } else {
          offsets.append(span.name.lowerBound)
        }
      }
      let isRepeated =
        cutNames > 0
        ? offsets.count >= 2 && TemplateAttributes.isRepeated(offsets, template: template)
        : TemplateAttributes.isRepeated(offsets, template: template)
      if !isRepeated { dropped.append(noteIndex) }
    }
    for index in dropped.sorted(by: >) { tree.notes.remove(at: index) }
  }

  /// libxml2 2.9.14 predates HTML5 and calls its elements invalid; that is not worth reporting.
  private func isNoise(_ message: String) -> Bool {
    guard message.hasPrefix("Tag "), message.hasSuffix(" invalid") else { return false }
    let tag = message.dropFirst(4).dropLast(8)
    return HTMLVocabulary.html5Elements.contains(String(tag))
  }

  // MARK: Elements as written (JSX)

  /// An element React creates: `attributes` are those it renders, with their places in the
  /// source (a dynamic one's value is its expression as written); `tagStart` is the `<`.
  func openWrittenElement(_ name: String, attributes: [FieldAttribute], tagStart: Int) {
    for attribute in attributes where attribute.isDynamic {
      tree.dynamicPositions.insert(attribute.position)
    }
    let raw = attributes.map {
      RawAttribute(name: $0.name, value: $0.hasValue ? $0.value : nil, isDynamic: $0.isDynamic)
    }
    // No start tag: the HTML tree builder's repairs (framesets, a select closed by an input)
    // are the parser's, and React uses no parser.
    open(
      name, info: HTMLVocabulary.info(for: name), attributes: raw, located: attributes,
      tag: nil, tagStart: tagStart, closingOffset: tagStart)
  }

  /// An element a template helper renders (``TemplateHelperElement``), where the masker wrote
  /// its placeholder tag: opened with the helper's attributes at the places they are written,
  /// and closed at once unless the template's block is its content.
  private func openHelperElement(
    _ helper: TemplateHelperElement, tagStart: Int, closingOffset: Int
  ) {
    let located = helper.attributes.map { attribute in
      let attributePosition = position(attribute.offset)
      if attribute.isDynamic { tree.dynamicPositions.insert(attributePosition) }
      // No source range: the attribute is Ruby, not HTML, so no fix edits it.
      return FieldAttribute(
        name: attribute.name, value: attribute.value ?? "", hasValue: attribute.value != nil,
        position: attributePosition, isDynamic: attribute.isDynamic)
    }
    let raw = located.map {
      RawAttribute(name: $0.name, value: $0.hasValue ? $0.value : nil, isDynamic: $0.isDynamic)
    }
    open(
      helper.element, info: HTMLVocabulary.info(for: helper.element), attributes: raw,
      located: located, tag: nil, tagStart: tagStart, closingOffset: closingOffset)
    if let text = helper.text { writtenText(text) }
    if !helper.isContainer { closeWrittenElement(helper.element) }
  }

  /// How many fields the builder has made so far.
  var fieldCount: Int { tree.fields.count }

  /// The line and column of a byte offset in the source.
  func sourcePosition(_ offset: Int) -> SourcePosition { position(offset) }

  /// The end of the innermost open element named `name`.
  func closeWrittenElement(_ name: String) {
    guard let index = stack.lastIndex(where: { $0.name == name }) else { return }
    while stack.count > index { popElement() }
  }

  /// Text React renders (entities decoded, JSX's white space rules applied).
  func writtenText(_ text: String) {
    text.withUTF8Chunk { characters($0, offset: 0) }
  }

  /// Content only the running code knows (a `{…}` child, or a component that is no field):
  /// the labels open around it may show text the source does not.
  func generatedContent() {
    for entry in stack.reversed() {
      if let labelIndex = entry.labelIndex { tree.labels[labelIndex].mayHaveGeneratedText = true }
    }
  }

  /// A comment of the file's own language, kept when it mentions kbtraits (a directive):
  /// `range` is the whole comment, `textRange` its text between the delimiters.
  func writtenComment(text: String, range: Range<Int>, textRange: Range<Int>) {
    tree.comments.append(
      SourceComment(
        text: text, position: position(range.lowerBound),
        endPosition: position(range.upperBound), textRange: textRange))
  }

  // MARK: Source positions

  /// The line and column of a byte offset in the source.
  func position(_ offset: Int) -> SourcePosition {
    lines.position(ofByteOffset: offset, in: original, cursor: &positionCursor)
  }
}

/// A start tag written in the source, as the tree builder's `open` needs it.
struct StartTag {
  /// Its attributes as read from its bytes, if they were read.
  var written: WrittenAttributes?
  /// Whether the attributes handed over carry their places (``RawAttribute/span``).
  var attributesAreLocated: Bool
}
