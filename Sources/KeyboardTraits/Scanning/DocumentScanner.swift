import Foundation

/// Decodes one file's bytes and runs a scan's three stages over them: tree building
/// (``DocumentTreeBuilder``, fed by libxml2's SAX events, or by ``JSXDocumentReader`` for JSX),
/// document assembly (``DocumentAssembler``) and trait annotation (``TraitAnnotator``).
enum DocumentScanner {
  /// Scans raw bytes; fails only for binary content. `path` is the file's, when it was read
  /// from one: a template's path says whether it is a partial and where its partials are.
  static func scan(
    bytes: [UInt8], documentURL: String, syntax: SourceSyntax = .html,
    components: ComponentMap = ComponentMap(), path: String? = nil
  ) -> Result<ScannedDocument, ScanError> {
    switch InputDecoder.decode(bytes) {
    case .failure(.binary(let description)):
      return .failure(
        ScanError(
          kind: .binaryContent,
          message: "not HTML: the file looks binary (\(description)). Exclude it from the scan "
            + "(--exclude or .kbtraitsignore)."))
    case .success(let decoded):
      let notes = decoded.notes.map { ScanNote(kind: $0.kind, message: $0.message, position: nil) }
      var document = scan(
        utf8: decoded.utf8, encoding: decoded.encoding, notes: notes, documentURL: documentURL,
        syntax: syntax, components: components, path: path)
      // Edits by byte offset are safe only where the text is the file's own bytes.
      let bomLength = decoded.encoding.source == .byteOrderMark ? 3 : 0
      if decoded.encoding.name == "UTF-8",
        isSameText(bytes, droppingFirst: bomLength, as: decoded.utf8)
      {
        document.fileOffset = bomLength
        document.isFileText = true
      }
      return .success(document)
    }
  }

  /// Whether `bytes` after its first `count` bytes are exactly `text` (one `memcmp`).
  private static func isSameText(
    _ bytes: [UInt8], droppingFirst count: Int, as text: [UInt8]
  ) -> Bool {
    bytes.count - count == text.count && bytes.ends(with: text)
  }

  /// Scans text that is already UTF-8; template syntax is masked first (see ``TemplateMasker``),
  /// unless `syntax` is nil (a DOM a browser built, which holds no template code). `path` is the
  /// template file's, when it was read from one (``TemplateFragments``, ``TemplateIncludes``).
  static func scan(
    utf8: [UInt8], encoding: DetectedEncoding, notes: [ScanNote], documentURL: String,
    syntax: SourceSyntax? = .html, components: ComponentMap = ComponentMap(),
    recordsSelectors: Bool = false, path: String? = nil
  ) -> ScannedDocument {
    if let syntax, syntax.isJSX {
      return JSXDocumentReader.read(
        utf8: utf8, dialect: syntax == .tsx ? .tsx : .jsx, components: components,
        encoding: encoding, notes: notes, documentURL: documentURL)
    }
    let lines = SourceLineTable(utf8: utf8)
    let closesSelfClosingTags = syntax?.closesSelfClosingTags ?? false
    // A browser's DOM holds no wrapper components, only what they rendered.
    let templateComponents = syntax.flatMap { TemplateComponents(components, syntax: $0) }
    guard let syntax, let template = TemplateMasker.mask(utf8, syntax: syntax) else {
      var masked = utf8
      // Comments libxml2 reads otherwise, and a stray `</body>` or `</html>`, are blanked;
      // positions and text stay the original's.
      let isMasked = BogusCommentMasker.mask(
        &masked, closesSelfClosingTags: closesSelfClosingTags)
      let floodNotes = AttributeFloodGuard.cap(&masked, lines: lines)
      let builder = DocumentTreeBuilder(
        source: masked, lines: lines, documentURL: documentURL, original: isMasked ? utf8 : nil,
        recordsSelectors: recordsSelectors, closesSelfClosingTags: closesSelfClosingTags,
        components: templateComponents)
      LibXML2SAXParser.parse(masked, documentName: documentURL, handler: builder)
      var document = Self.document(
        from: builder.finish(), encoding: encoding, notes: notes + floodNotes)
      document.addComments(of: nil)
      if let syntax {
        TemplateFragments.markUnwrittenSurroundings(of: &document, path: path, syntax: syntax)
        document.addUnreadFields(
          UnreadFieldFinder.find(in: utf8, template: nil, syntax: syntax, components: components),
          lines: lines, utf8: utf8)
      }
      return document
    }
    // Flooded tags are cut in the text libxml2 reads; positions come from the text as written.
    var masked = template.text
    BogusCommentMasker.mask(&masked, closesSelfClosingTags: closesSelfClosingTags)
    let floodNotes = AttributeFloodGuard.cap(&masked, lines: lines, original: utf8)
    let builder = DocumentTreeBuilder(
      source: masked, lines: lines, documentURL: documentURL, original: utf8,
      template: template, recordsSelectors: recordsSelectors,
      closesSelfClosingTags: closesSelfClosingTags, components: templateComponents)
    LibXML2SAXParser.parse(masked, documentName: documentURL, handler: builder)
    var document = Self.document(
      from: builder.finish(), encoding: encoding, notes: notes + floodNotes)
    // The template's own comments may hold suppression directives too.
    document.addComments(of: template)
    document.syntax = syntax
    document.maskedUTF8 = masked
    // What a component or partial file leaves to the files around it.
    TemplateFragments.markUnwrittenSurroundings(of: &document, path: path, syntax: syntax)
    TemplateFragments.markTagRenderedLabels(of: &document)
    // What the masked directives of a field's tag said (`v-bind="$attrs"`, `@keyup.enter`).
    for index in document.fields.indices {
      let tagStart = document.fields[index].byteOffset
      if template.spreadTags.contains(tagStart) {
        document.fields[index].hasSpreadAttributes = true
      }
      if template.typingHandlerTags.contains(tagStart) {
        document.fields[index].context.handlesTypingInScript = true
      }
    }
    document.addUnreadFields(
      UnreadFieldFinder.find(in: utf8, template: template, syntax: syntax, components: components),
      lines: lines, utf8: utf8)
    TemplateIncludes.resolveLabels(of: &document, path: path)
    return document
  }

  /// Document assembly and trait annotation over what tree building found; `notes` (from
  /// decoding) come before the notes of tree building.
  static func document(
    from tree: DocumentTree, encoding: DetectedEncoding, notes: [ScanNote]
  ) -> ScannedDocument {
    TraitAnnotator.annotate(
      DocumentAssembler.assemble(tree, encoding: encoding, decodingNotes: notes))
  }
}

extension ScannedDocument {
  /// Records the fields helpers and components render that the scan did not read, with a note
  /// at the first that names them, so that no output reads "no fields" for this file.
  mutating func addUnreadFields(
    _ found: [(offset: Int, helper: String)], lines: SourceLineTable, utf8: [UInt8]
  ) {
    guard !found.isEmpty else { return }
    var cursor = SourceLineTable.Cursor()
    unreadFields = found.map { item in
      UnreadField(
        helper: item.helper,
        position: lines.position(ofByteOffset: item.offset, in: utf8, cursor: &cursor))
    }
    var helpers: [String] = []
    for field in unreadFields where !helpers.contains(field.helper) { helpers.append(field.helper) }
    let named = helpers.prefix(4).joined(separator: ", ") + (helpers.count > 4 ? ", …" : "")
    let count = unreadFields.count
    let subject = count == 1 ? "1 field is" : "\(count) fields are"
    notes.append(
      ScanNote(
        kind: .unreadFields,
        message: "\(subject) rendered by helpers or components kbtraits does not read "
          + "(\(named)): their keyboards and autofill were not checked. Map a component in "
          + "`components:` of .kbtraits.yml, or scan the rendered page.",
        position: unreadFields[0].position, subject: helpers.joined(separator: ",")))
  }
}
