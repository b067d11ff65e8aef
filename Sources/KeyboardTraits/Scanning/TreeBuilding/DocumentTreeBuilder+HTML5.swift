// The HTML5 fix-ups: where libxml2 2.9.14 builds another tree than a browser, the tree builder
// follows the browser (raw text, select and frameset, foreign content, the form element pointer,
// fieldsets, contenteditable), finding in the source what libxml2's events do not say.
extension DocumentTreeBuilder {
  // MARK: Raw text

  /// Starts skipping the text of the raw-text element just opened, up to its end tag.
  func openRawText(
    _ name: String, kind: HTMLVocabulary.RawTextKind, tagStart: Int, closingOffset: Int
  ) {
    let end =
      kind == .untilEndOfFile
      ? source.count : findRawTextEnd(of: name, from: min(closingOffset + 1, source.count))
    rawText = RawTextRange(
      element: name, end: end, stackIndex: stack.count - 1, keepsText: name == "title",
      textStart: tree.text.count, tagStart: tagStart)
  }

  func closeRawText() {
    guard let raw = rawText else { return }
    rawText = nil
    lastEventEnd = max(lastEventEnd, raw.end)
    if raw.keepsText {
      if tree.title == nil {
        tree.title = tree.text.collapsedText(raw.textStart..<tree.text.count)
      }
      tree.text.removeSubrange(raw.textStart..<tree.text.count)
    }
    // Field markup inside a closed <textarea> or <title> is conforming text (a code editor's
    // sample, on purpose); only an element left open to the end of the file is an error (WHATWG
    // HTML §13.2.6.4.8, the "text" insertion mode: an end-of-file token is a parse error), and
    // that one swallows the fields after it.
    let hiddenFields = raw.hiddenTags.filter { ["input", "textarea", "select"].contains($0) }
    if !hiddenFields.isEmpty, raw.end >= source.count {
      let names = hiddenFields.map { "<\($0)>" }.joined(separator: ", ")
      tree.notes.append(
        ScanNote(
          kind: .markupInRawText,
          message: "<\(raw.element)> has no end tag, so browsers read the rest of the file as "
            + "its text, and \(names) after it \(hiddenFields.count == 1 ? "is" : "are") not a "
            + "field. Close the <\(raw.element)> before the fields.",
          position: position(raw.tagStart), subject: raw.element))
    }
    while stack.count > raw.stackIndex { popElement() }
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

  // MARK: Select and frameset

  /// Where an HTML `<select>` is open on the stack "in scope" (WHATWG HTML §13.2.4.2: no
  /// `table`, `td`, `object`, `template`, … or HTML integration point above it), or nil.
  func selectInScope() -> Int? {
    guard openSelects > 0 else { return nil }
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

  static func endsFramesetOK(_ name: String, attributes: [RawAttribute]) -> Bool {
    guard framesetOKEndingElements.contains(name) else { return false }
    guard name == "input" else { return true }
    let type = attributes.first { $0.name == "type" }?.value
    return type?.asciiLowercased() != "hidden"
  }

  /// "in body", a start tag "frameset" with frameset-ok set: the body is removed from the
  /// document with all it holds (hidden inputs, forms), and "in frameset" and "after frameset"
  /// ignore every later element but `<frame>`, `<frameset>` and `<noframes>` (raw text).
  func replaceBodyWithFrameset() {
    isFramesetDocument = true
    tree.fields.removeAll()
    tree.forms.removeAll()
    tree.labels.removeAll()
    tree.controls.removeAll()
    tree.identified.removeAll()
    tree.firstElementWithID.removeAll()
    tree.alternativeElementsWithID.removeAll()
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

  // MARK: Foreign content

  /// A tag that breaks out of foreign content: browsers pop the SVG or MathML elements open
  /// around it, so what follows them is HTML again, whatever libxml2 nests it in.
  func closeForeignContent() {
    var index = stack.count - 1
    while index >= 0, !stack[index].childrenAreHTML {
      stack[index].childrenAreHTML = true
      index -= 1
    }
  }

  // MARK: Fieldsets and contenteditable

  func applyFieldsetRules(_ entry: inout OpenElement, name: String, hasDisabled: Bool) {
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
  func applyContentEditable(_ entry: inout OpenElement, name: String, value: String?) -> Bool {
    let parentEditable = entry.editable
    guard let value else { return false }
    switch value.asciiLowercased() {
    case "", "true", "plaintext-only": entry.editable = true
    case "false": entry.editable = false
    default: break
    }
    return entry.editable && !parentEditable && !["input", "textarea", "select"].contains(name)
  }

  // MARK: The form element pointer

  var isNestedForm: Bool { formPointer != nil && templateDepth == 0 }

  /// libxml2 drops an end tag it has no open element for, but `</form>` still clears the
  /// browser's form pointer; such tags sit between the previous event and the next one.
  func clearFormPointerIfStrayEndTag(in gap: Range<Int>) {
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

  // MARK: Finding tags in the source

  /// The `<` of the start tag that ends at `closingOffset`: the first `<name` after the previous
  /// event. Elements libxml2 implied (no tag in the source) give nil.
  func findTagStart(_ name: String, before closingOffset: Int) -> Int? {
    let upper = min(closingOffset, source.count)
    var index = lastEventEnd
    while let open = HTMLBytes.firstTagOpen(in: source, from: index, to: upper) {
      if HTMLBytes.matchesName(name, in: source, at: open + 1) { return open }
      index = open + 1
    }
    return nil
  }

  /// The `<` of `</name>` when the end tag that ends at `offset` is written in the source.
  func explicitEndTagStart(of name: String, endingAt offset: Int) -> Int? {
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

  /// The `<` of the `<!--` that opens the comment ending at `end`.
  func commentStart(before end: Int) -> Int? {
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
}
