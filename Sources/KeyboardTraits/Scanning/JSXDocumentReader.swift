/// Reads the JSX of a JavaScript or TypeScript file (``JSXScanner``) into a ``ScannedDocument``,
/// through the same ``DocumentTreeBuilder`` that libxml2's events feed.
///
/// - Native elements (`<input>`, lower-case names) are elements, with their props turned into
///   attributes as React DOM does (``ReactProps``).
/// - A component (`<Input>`, `<Form.Input>`) is an element only when ``ComponentMap`` maps it;
///   its props are then the element's attributes, and the attributes the map gives win.
///   Any other component renders what the file does not show.
/// - After a spread (`{...props}`) any attribute may be set: attributes written before it are
///   dynamic (the spread may replace them), and ``FormField/hasSpreadAttributes`` tells rules
///   that an attribute the source lacks may still be there.
/// - A boolean on an attribute that takes text (`autoCorrect={false}`) renders nothing; it is
///   kept in ``FormField/droppedAttributes`` for the rule that reports it.
/// - Labels and forms are wired across components, so a field's surroundings count as known
///   only when the file proves them (``FieldContext/surroundingsAreWritten``).
struct JSXDocumentReader {
  private let bytes: [UInt8]
  private let components: ComponentMap
  private let builder: DocumentTreeBuilder

  /// What the reader has open, innermost last.
  private var stack: [Entry] = []
  /// For each field the builder made, what proves its surroundings.
  private var fieldEnclosures: [Enclosure] = []
  /// For each form the reader opened (in order), whether an unmapped component is inside it.
  private var formsHoldingComponents: [Bool] = []
  private var markupEnds: [Int: Int] = [:]
  /// Where each element's children are written (JSX text, not code, is read there).
  private var childRanges: [Range<Int>] = []
  private var spreadFields: Set<Int> = []
  private var droppedAttributes: [Int: [FieldAttribute]] = [:]

  private enum Kind {
    case element(String)
    case component
    case fragment
  }

  private struct Entry {
    var kind: Kind
    /// The form this entry is, counted in `formsHoldingComponents`.
    var formOrdinal: Int?
    /// Where its children start (just after its `>`); nil for a self-closing tag.
    var childrenStart: Int?
  }

  /// Where a field sits: its nearest form in the file, and whether a component lies between.
  private struct Enclosure {
    var formOrdinal: Int?
    var isBehindComponent: Bool
    var hasID: Bool
  }

  /// Scans `utf8` as `dialect` and builds the document.
  static func read(
    utf8: [UInt8], dialect: JSXDialect, components: ComponentMap, encoding: DetectedEncoding,
    notes: [ScanNote], documentURL: String
  ) -> ScannedDocument {
    let source = JSXScanner.scan(utf8, dialect: dialect)
    let lines = SourceLineTable(utf8: utf8)
    let builder = DocumentTreeBuilder(
      source: utf8, lines: lines, documentURL: documentURL, readsJSX: true)
    var reader = JSXDocumentReader(bytes: utf8, components: components, builder: builder)
    reader.read(source)
    var problemNotes: [ScanNote] = []
    for problem in source.problems {
      let position = lines.position(ofByteOffset: problem.offset, in: utf8)
      problemNotes.append(
        ScanNote(
          kind: .sourceNotRead,
          message: "kbtraits stopped reading this file at line \(position.line): "
            + "\(problem.message), so fields after it are not checked. Check that the file "
            + "compiles, or exclude it from the scan.",
          position: position))
    }
    var document = DocumentScanner.document(
      from: builder.finish(), encoding: encoding, notes: notes + problemNotes)
    document.syntax = dialect == .tsx ? .tsx : .jsx
    document.markupEnds = reader.markupEnds
    // An element the scan left open holds the rest of the file.
    document.jsxChildRanges =
      reader.childRanges + reader.stack.compactMap { $0.childrenStart.map { $0..<utf8.count } }
    reader.settleFields(in: &document)
    return document
  }

  private init(bytes: [UInt8], components: ComponentMap, builder: DocumentTreeBuilder) {
    self.bytes = bytes
    self.components = components
    self.builder = builder
  }

  private mutating func read(_ source: JSXSource) {
    for comment in source.comments where Self.mentionsKBTraits(comment.text) {
      // `//` and `/*` open it; `*/` closes a block comment, a line ending the other.
      let textEnd = comment.isBlock ? comment.range.upperBound - 2 : comment.range.upperBound
      builder.writtenComment(
        text: comment.text, range: comment.range,
        textRange: (comment.range.lowerBound + 2)..<max(comment.range.lowerBound + 2, textEnd))
    }
    for event in source.events {
      switch event {
      case .start(let element): start(element)
      case .end(_, let offset): end(at: offset)
      case .text(let text): if !text.text.isEmpty { builder.writtenText(text.text) }
      case .expression: builder.generatedContent()
      }
    }
  }

  private static func mentionsKBTraits(_ text: String) -> Bool {
    text.utf8.count >= 8 && text.asciiLowercased().containsText("kbtraits")
  }

  // MARK: Elements

  private mutating func start(_ element: JSXElement) {
    let kind: Kind
    var attributes: [FieldAttribute] = []
    var dropped: [FieldAttribute] = []
    var hasSpread = false
    if element.name.isEmpty {
      kind = .fragment
    } else if element.isComponent {
      if let component = components[element.name] {
        kind = .element(component.element)
        (attributes, dropped, hasSpread) = renderedAttributes(element, as: component.element)
        attributes = applying(component, to: attributes, tagStart: element.range.lowerBound)
      } else {
        kind = .component
        builder.generatedContent()
        for index in stack.indices.reversed() {
          if let form = stack[index].formOrdinal { formsHoldingComponents[form] = true }
        }
      }
    } else {
      kind = .element(element.name)
      (attributes, dropped, hasSpread) = renderedAttributes(element, as: element.name)
    }
    var entry = Entry(kind: kind)
    if case .element(let name) = kind {
      markupEnds[element.range.lowerBound] = element.range.upperBound
      let fieldsBefore = builder.fieldCount
      builder.openWrittenElement(name, attributes: attributes, tagStart: element.range.lowerBound)
      if name == "form" {
        entry.formOrdinal = formsHoldingComponents.count
        formsHoldingComponents.append(false)
      }
      for index in fieldsBefore..<builder.fieldCount {
        fieldEnclosures.append(enclosure(hasID: attributes.has(.id)))
        if hasSpread { spreadFields.insert(index) }
        if !dropped.isEmpty { droppedAttributes[index] = dropped }
      }
    }
    if !element.isSelfClosing { entry.childrenStart = element.range.upperBound }
    stack.append(entry)
    if element.isSelfClosing { end(at: nil) }
  }

  /// Closes the innermost entry; `offset` is its closing tag's `<`.
  private mutating func end(at offset: Int?) {
    guard let entry = stack.popLast() else { return }
    // Up to and including the closing tag's `<`: what is written before it is a child too.
    if let start = entry.childrenStart, let offset { childRanges.append(start..<(offset + 1)) }
    if case .element(let name) = entry.kind { builder.closeWrittenElement(name) }
  }

  /// The nearest form open in the reader, and whether a component lies between it and here.
  private func enclosure(hasID: Bool) -> Enclosure {
    var isBehindComponent = false
    for entry in stack.reversed() {
      if let form = entry.formOrdinal {
        return Enclosure(formOrdinal: form, isBehindComponent: isBehindComponent, hasID: hasID)
      }
      if case .component = entry.kind { isBehindComponent = true }
    }
    return Enclosure(formOrdinal: nil, isBehindComponent: true, hasID: hasID)
  }

  /// What the document learns only once every element is read: which fields' surroundings
  /// are proven, which may have spread attributes.
  private func settleFields(in document: inout ScannedDocument) {
    for index in document.fields.indices where index < fieldEnclosures.count {
      let enclosure = fieldEnclosures[index]
      // A `<label for>` elsewhere can name a field with an id, from a component in its form.
      let isProven =
        enclosure.formOrdinal.map { form in
          !enclosure.isBehindComponent && !(enclosure.hasID && formsHoldingComponents[form])
        } ?? false
      document.fields[index].context.surroundingsAreWritten = isProven
      document.fields[index].hasSpreadAttributes = spreadFields.contains(index)
      document.fields[index].droppedAttributes = droppedAttributes[index] ?? []
    }
  }

  // MARK: Attributes

  /// The attributes React renders for `element`'s props on a `name` element, the props it
  /// drops (booleans on attributes that take text), and whether a spread may add more.
  /// Attributes written before a spread are dynamic.
  private mutating func renderedAttributes(
    _ element: JSXElement, as name: String
  ) -> (attributes: [FieldAttribute], dropped: [FieldAttribute], hasSpread: Bool) {
    let lastSpread = element.attributes.lastIndex { $0.isSpread }
    var attributes: [FieldAttribute] = []
    var dropped: [FieldAttribute] = []
    for (index, prop) in element.attributes.enumerated() where !prop.isSpread {
      markupEnds[prop.nameRange.lowerBound] = prop.range.upperBound
      let position = builder.sourcePosition(prop.nameRange.lowerBound)
      var attribute: FieldAttribute
      switch ReactProps.rendering(of: prop.name, value: prop.value, on: name) {
      case .none:
        continue
      case .droppedBoolean(let attributeName, let flag):
        dropped.append(
          FieldAttribute(
            name: attributeName, value: flag ? "true" : "false", position: position,
            sourceRange: sourceRange(of: prop)))
        continue
      case .dynamic(let attributeName):
        let written = prop.valueRange.map { expressionText($0) } ?? ""
        attribute = FieldAttribute(
          name: attributeName, value: written, position: position,
          sourceRange: sourceRange(of: prop), isDynamic: true)
      case .attribute(let attributeName, let value):
        attribute = FieldAttribute(
          name: attributeName, value: value ?? "", hasValue: value != nil, position: position,
          sourceRange: sourceRange(of: prop))
        if let lastSpread, index < lastSpread { attribute.isDynamic = true }
      }
      // A later prop of the same name replaces an earlier one (object spread semantics).
      attributes.removeAll { $0.name == attribute.name }
      attributes.append(attribute)
    }
    return (attributes, dropped, lastSpread != nil)
  }

  /// `attributes` with those `component` sets itself put in their place (they win).
  private func applying(
    _ component: ComponentMap.Component, to attributes: [FieldAttribute], tagStart: Int
  ) -> [FieldAttribute] {
    guard !component.attributes.isEmpty else { return attributes }
    let position = builder.sourcePosition(tagStart + 1)
    var result = attributes
    for fixed in component.attributes {
      result.removeAll { $0.name == fixed.name }
      result.append(FieldAttribute(name: fixed.name, value: fixed.value, position: position))
    }
    return result
  }

  /// Where a prop is written: its name, and its value inside the quotes of a string (`"…"`,
  /// `{"…"}`, `{'…'}`); a value in braces that is no string literal is the whole `{…}`.
  private func sourceRange(of prop: JSXAttribute) -> AttributeSourceRange {
    guard let value = prop.valueRange else {
      return AttributeSourceRange(name: prop.nameRange, value: nil, quote: nil)
    }
    if case .string(_, let quote, let inBraces) = prop.value, quote != UInt8(ascii: "`") {
      var inner = value
      if inBraces {
        // `{"…"}`: the literal inside the braces and blanks.
        guard let open = bytes[value].firstIndex(of: quote),
          let close = bytes[value].lastIndex(of: quote), close > open
        else { return AttributeSourceRange(name: prop.nameRange, value: value, quote: nil) }
        inner = open..<(close + 1)
      }
      return AttributeSourceRange(
        name: prop.nameRange, value: (inner.lowerBound + 1)..<(inner.upperBound - 1),
        quote: Character(Unicode.Scalar(quote)))
    }
    return AttributeSourceRange(name: prop.nameRange, value: value, quote: nil)
  }

  /// The code in a `{…}` value, without its braces and outer blanks.
  private func expressionText(_ range: Range<Int>) -> String {
    var lower = range.lowerBound
    var upper = range.upperBound
    if lower < upper, bytes[lower] == UInt8(ascii: "{") { lower += 1 }
    if upper > lower, bytes[upper - 1] == UInt8(ascii: "}") { upper -= 1 }
    while lower < upper, JSXScanner.isWhiteSpace(bytes[lower]) { lower += 1 }
    while upper > lower, JSXScanner.isWhiteSpace(bytes[upper - 1]) { upper -= 1 }
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
  }
}
