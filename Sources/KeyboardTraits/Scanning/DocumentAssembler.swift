/// The second stage of a scan, document assembly: from the drafts of tree building
/// (``DocumentTree``) to the document model, but for the fields' traits. It resolves what
/// needs the whole document: labels and their targets, form owners (a `form` attribute may
/// name a later form), accessible names, focusable controls, and forms with their actions
/// resolved against `<base href>`. Trait annotation (``TraitAnnotator``) follows.
struct DocumentAssembler {
  private let tree: DocumentTree
  /// The elements with an `id` a template writes, by normalised expression, in document order.
  private let dynamicIDs: [String: [IdentifiedElement]]

  private init(tree: DocumentTree) {
    self.tree = tree
    dynamicIDs = Dictionary(grouping: tree.identified.filter { $0.dynamicKey != nil }) {
      $0.dynamicKey ?? ""
    }
  }

  /// Assembles `tree`, a document decoded as `encoding`, with `decodingNotes` before the notes
  /// of tree building.
  static func assemble(
    _ tree: DocumentTree, encoding: DetectedEncoding, decodingNotes: [ScanNote]
  ) -> AssembledDocument {
    DocumentAssembler(tree: tree).assemble(encoding: encoding, decodingNotes: decodingNotes)
  }

  private func assemble(
    encoding: DetectedEncoding, decodingNotes: [ScanNote]
  ) -> AssembledDocument {
    let documentURL = tree.documentURL
    let baseURL = URLResolution.resolve(tree.baseHref, against: documentURL) ?? documentURL
    let forms = tree.forms.enumerated().map { index, draft in
      // A dynamic action counts as left out (``FormField/unknownIOSTraits`` says what it changes).
      let action = DynamicTraits.withoutDynamic(draft.attributes)[.action]
      var form = FormElement(
        index: index, position: draft.position, attributes: draft.attributes,
        resolvedAction: action.map { resolvedAction($0, baseURL: baseURL) } ?? "",
        fieldIndices: [])
      form.headings = draft.headings
      form.containsOutput = draft.containsOutput
      return form
    }
    var document = ScannedDocument(
      documentURL: documentURL, encoding: encoding, title: tree.title, fields: [],
      forms: forms, labels: resolvedLabels(), controls: [],
      notes: decodingNotes + tree.notes, parserMessages: tree.parserMessages,
      parserMessageCount: tree.parserMessageCount, lineCount: tree.lines.lineCount,
      byteCount: tree.source.count, comments: tree.comments, utf8: tree.original,
      lines: tree.lines)
    document.dynamicAttributePositions = tree.dynamicPositions
    if let branches = tree.template?.branches, !branches.isEmpty {
      document.templateBranches = branches
    }
    document.controls = tree.controls.map { draft in
      FocusableControl(
        kind: draft.kind, element: draft.element, position: draft.position,
        formIndex: resolve(draft.owner), isDisabled: draft.isDisabled,
        isSubmitButton: draft.isSubmitButton, text: draft.text, tabIndex: draft.focus.tabIndex,
        isHidden: draft.focus.isHidden, ancestorFormIndex: draft.focus.ancestorFormIndex,
        isLikelyCaptcha: draft.focus.isLikelyCaptcha)
    }
    // Each field's labels, in document order.
    var labelsOfField = [[Int]](repeating: [], count: tree.fields.count)
    for (index, label) in document.labels.enumerated() {
      if let field = label.fieldIndex, labelsOfField.indices.contains(field) {
        labelsOfField[field].append(index)
      }
    }
    let fields = tree.fields.enumerated().map { index, draft in
      let formIndex = resolve(draft.owner)
      if let formIndex { document.forms[formIndex].fieldIndices.append(index) }
      let (label, labelSource) = accessibleLabel(
        of: draft, labels: labelsOfField[index].map { document.labels[$0] })
      // Dynamic attributes count as left out, for every browser: the field as the page is met
      // without them (``FormField/unknownIOSTraits`` says what they change).
      let staticAttributes = DynamicTraits.withoutDynamic(draft.attributes)
      let inputType =
        draft.element == "input" && staticAttributes.count != draft.attributes.count
        ? InputType(attributeValue: staticAttributes[.type]) : draft.inputType
      return AssembledField(
        draft: draft, inputType: inputType, staticAttributes: staticAttributes,
        formIndex: formIndex, label: label, labelSource: labelSource)
    }
    return AssembledDocument(document: document, fields: fields, selectors: tree.selectors)
  }

  // MARK: Forms

  /// HTML's form submission: an empty `action` means the document's own URL, never the
  /// `<base href>`; anything else resolves against the base URL.
  private func resolvedAction(_ action: String, baseURL: String) -> String {
    if action.isEmpty { return tree.documentURL }
    return URLResolution.resolve(action, against: baseURL) ?? action
  }

  private func resolve(_ owner: OwnerReference) -> Int? {
    switch owner {
    case .none: return nil
    case .form(let index): return index
    case .formID(let id):
      // The first element with that id must itself be a form; otherwise there is no owner.
      return tree.firstElementWithID[id].flatMap { tree.identified[$0].formIndex }
    }
  }

  // MARK: Labels

  private func resolvedLabels() -> [LabelElement] {
    var scopes: [Range<Int>]?
    return tree.labels.map { draft in
      let text = tree.text
      var labelText = text.collapsedText(draft.textStart..<(draft.textEnd ?? text.count))
      // A label whose only text a template prints reads as that template source.
      if labelText.isEmpty, let template = tree.template {
        labelText =
          TemplateAttributes.printedSource(
            in: draft.tagStart..<(draft.sourceEnd ?? tree.source.count), template: template,
            original: tree.original) ?? ""
      }
      var fieldIndex = draft.fieldIndex
      var forTargetExists: Bool?
      if let forID = draft.forID, draft.forIsDynamic, let template = tree.template,
        let paired = dynamicTarget(of: draft, forID: forID, template: template, scopes: &scopes)
      {
        forTargetExists = paired.exists
        fieldIndex = paired.target?.fieldIndex
      } else if let forID = draft.forID {
        let target = tree.element(withID: forID, referencedAt: draft.tagStart)
        forTargetExists = target != nil
        fieldIndex = target?.fieldIndex
      }
      return LabelElement(
        position: draft.position, forID: draft.forID, forPosition: draft.forPosition,
        forSourceRange: draft.forSourceRange, text: labelText, fieldIndex: fieldIndex,
        forTargetExists: forTargetExists,
        mayHaveGeneratedText: draft.mayHaveGeneratedText)
    }
  }

  /// `<label for>`, a wrapping `<label>`, `aria-labelledby`, `aria-label`, then `placeholder`;
  /// `labels` are the labels that label the field.
  private func accessibleLabel(
    of draft: FieldDraft, labels: [LabelElement]
  ) -> (String?, LabelSource?) {
    let candidates: [(String, LabelSource)] = [
      (labels.filter { $0.forID != nil }.map(\.text).joined(separator: " "), .labelFor),
      (labels.filter { $0.forID == nil }.map(\.text).joined(separator: " "), .wrappingLabel),
      (labelledByText(draft.attributes[.ariaLabelledby], from: draft.tagStart), .ariaLabelledBy),
      (draft.attributes[.ariaLabel]?.collapsingWhitespace() ?? "", .ariaLabel),
      (draft.attributes[.placeholder]?.collapsingWhitespace() ?? "", .placeholder),
    ]
    guard let found = candidates.first(where: { !$0.0.isEmpty }) else { return (nil, nil) }
    return found
  }

  private func labelledByText(_ ids: String?, from offset: Int) -> String {
    guard let ids else { return "" }
    return ids.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
      .compactMap { tree.element(withID: String($0), referencedAt: offset) }
      .map(textOrPrintedSource(of:))
      .filter { !$0.isEmpty }
      .joined(separator: " ")
  }
}

extension DocumentAssembler {
  /// The element a `for` a template writes names: the one with the same expression (whitespace
  /// aside) in the same loop body or repeated element as the label. `exists` is nil when such
  /// elements are only in other scopes (the values may or may not meet); nil when no element
  /// has the expression.
  fileprivate func dynamicTarget(
    of label: LabelDraft, forID: String, template: TemplateMask, scopes: inout [Range<Int>]?
  ) -> (target: IdentifiedElement?, exists: Bool?)? {
    let key = TemplateScopes.normalised(forID)
    guard let candidates = dynamicIDs[key] else { return nil }
    let known =
      scopes ?? tree.elementScopes
      + TemplateScopes.loops(in: tree.original, syntax: template.syntax)
    scopes = known
    let scope = TemplateScopes.innermost(known, holding: label.tagStart)
    if let target = candidates.first(where: {
      TemplateScopes.innermost(known, holding: $0.tagStart) == scope
    }) {
      return (target, true)
    }
    return (nil, nil)
  }

  /// The text of `element`; for a template, when it has none, the source of what the template
  /// prints in it (`<span id="email-label">{% trans "Email" %}</span>`).
  fileprivate func textOrPrintedSource(of element: IdentifiedElement) -> String {
    let text = tree.text(of: element)
    guard text.isEmpty, let template = tree.template else { return text }
    return TemplateAttributes.printedSource(
      in: element.tagStart..<(element.sourceEnd ?? tree.source.count), template: template,
      original: tree.original) ?? ""
  }
}

/// A document assembled but for its fields' traits: what trait annotation completes.
struct AssembledDocument {
  /// The document with its forms, labels and controls; its fields are still to be made.
  var document: ScannedDocument
  var fields: [AssembledField]
  /// Each field's CSS selector path, when the scan asked for them.
  var selectors: [String]?
}

/// A field with its form owner and accessible name, without its traits.
struct AssembledField {
  var draft: FieldDraft
  /// The input type with the attributes a template decides left out.
  var inputType: InputType?
  /// The attributes without those a template decides.
  var staticAttributes: FieldAttributes
  var formIndex: Int?
  var label: String?
  var labelSource: LabelSource?

  /// Whether a template decides any of its attributes.
  var hasDynamicAttributes: Bool { staticAttributes.count != draft.attributes.count }

  /// What its traits depend on, with `attributes` and `inputType` in place of its own.
  func facts(attributes: FieldAttributes, inputType: InputType?) -> FieldTraitFacts {
    FieldTraitFacts(
      element: draft.element, inputType: inputType, isEditingHost: draft.isEditingHost,
      attributes: attributes, context: draft.context)
  }
}
