// Opening and closing elements: what each element inherits, and the drafts of fields, forms,
// labels and focusable controls.
extension DocumentTreeBuilder {
  /// Opens an element. `tag` is its start tag when one is written in the HTML source (nil for
  /// an element libxml2 implied and for JSX); `located` are its attributes with their places
  /// when the caller knows them (JSX), else they are found in the tag's bytes. A template's
  /// component tag (`name`, which its end tag closes) is `rendering` another element.
  func open(
    _ name: String, info: HTMLVocabulary.ElementInfo, attributes: [RawAttribute],
    located: [FieldAttribute]? = nil, tag: StartTag?, tagStart: Int, closingOffset: Int,
    rendering renderedElement: String? = nil
  ) {
    let element = renderedElement ?? name
    let isWritten = tag != nil
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
    let info = namespace == .html ? info : HTMLVocabulary.ElementInfo()
    var entry = OpenElement(name: name, info: info, parent: parent, textStart: tree.text.count)
    openedElements += 1
    entry.serial = openedElements
    entry.namespace = namespace
    entry.isHTMLSelect = namespace == .html && name == "select"
    entry.childrenAreHTML = ForeignContent.childrenAreHTML(
      name, namespace: namespace, attributes: attributes)
    if let labelIndex = parent?.labelIndex, info.role != .field {
      tree.labels[labelIndex].mayHaveGeneratedText = true
    }
    // A state a template switches (`:disabled="busy"`) counts as off: the user meets the page
    // enabled, and the field's `unknownIOSTraits` say what the state changes.
    func attribute(_ key: KnownAttribute) -> String? {
      // Most elements bring no attribute the builder asks about.
      guard !attributes.isEmpty else { return nil }
      let name = key.htmlName
      return attributes.first { $0.name.isSameName(as: name) }
        .flatMap { $0.isDynamic && DynamicAttributeValues.booleans.contains(name) ? nil : $0 }
        .map { $0.value ?? "" }
    }
    selectorRecorder?.open(name, id: attribute(.id), name: attribute(.name))
    entry.isScripted = attribute(.role) != nil || attribute(.tabindex) != nil

    if let state = TrueFalseValue.state(of: attribute(.spellcheck)) { entry.spellcheck = state }
    if let state = TrueFalseValue.state(of: attribute(.writingsuggestions)) {
      entry.writingSuggestions = state
    }
    // `hidden` (display: none or until-found) and `inert` take the subtree out of focus order.
    if attribute(.hidden) != nil || attribute(.inert) != nil || info.role == .template {
      entry.hidesContent = true
    }
    let focus = FocusFacts(
      tabIndex: attribute(.tabindex).flatMap(HTMLInteger.parse), isHidden: entry.hidesContent,
      ancestorFormIndex: parent?.ancestorFormIndex)
    applyFieldsetRules(&entry, name: element, hasDisabled: attribute(.disabled) != nil)
    let isEditingHost = applyContentEditable(
      &entry, name: element, value: attribute(.contenteditable))
    if !info.isPhrasing { appendTextSeparator() }
    if info.role == .template { templateDepth += 1 }
    if info.suppressesText { textSuppression += 1 }
    // An id a template writes is listed wherever it is: each loop body renders its own.
    if template != nil, let id = attributes.first(where: { $0.name == "id" }), id.isDynamic,
      let value = id.value, tree.firstElementWithID[value] != nil
    {
      tree.identified.append(
        IdentifiedElement(
          element: element, textStart: tree.text.count, tagStart: tagStart,
          dynamicKey: TemplateScopes.normalised(value)))
      entry.identifiedIndex = tree.identified.count - 1
    }
    if template != nil, isWritten,
      TemplateScopes.opensScope(original, tag: tagStart..<closingOffset)
    {
      entry.scopeStart = tagStart
    }
    // An empty id matches nothing (getElementById("") finds no element).
    if let id = attribute(.id), !id.isEmpty, !(info.role == .form && isNestedForm),
      entry.identifiedIndex == nil
    {
      // A later element with a taken id counts only in a template alternative that excludes
      // every earlier one (`{% if %}<input id="a">{% else %}<input id="a">{% endif %}`).
      let isDynamic = template != nil && attributes.contains { $0.name == "id" && $0.isDynamic }
      let identified = IdentifiedElement(
        element: element, textStart: tree.text.count, tagStart: tagStart,
        dynamicKey: isDynamic ? TemplateScopes.normalised(id) : nil)
      let isFirst = tree.firstElementWithID[id] == nil
      if isFirst || tree.isAlternative(identified, withID: id)
        || tree.isInOwnBlock(identified, withID: id)
      {
        if isFirst {
          tree.firstElementWithID[id] = tree.identified.count
        } else {
          tree.alternativeElementsWithID[id, default: []].append(tree.identified.count)
        }
        tree.identified.append(identified)
        entry.identifiedIndex = tree.identified.count - 1
      }
    }

    let isInDisabledFieldset = parent?.disabledForDescendants ?? false
    // What a field inherits; made only for fields, most elements being none.
    func fieldContext() -> FieldContext {
      var context = FieldContext(
        ancestorSpellcheck: parent?.spellcheck,
        ancestorWritingSuggestions: parent?.writingSuggestions,
        isInDisabledFieldset: isInDisabledFieldset,
        isInTemplate: templateDepth > (info.role == .template ? 1 : 0),
        leadingText: info.role == .field ? leadingText(in: parent) : "",
        adjacentText: info.role == .field
          ? stack.last?.siblingLabel.label(in: tree.text, at: tree.text.count) ?? "" : "")
      (context.legend, context.containers) = fieldSurroundings()
      return context
    }
    // The attributes with their places, for the elements that keep them.
    func locatedAttributes() -> [FieldAttribute] {
      located ?? locate(attributes, tag: tag, tagStart: tagStart, closingOffset: closingOffset)
    }

    // Any element but a native field can be an editing host, a <form> or <label> included.
    if isEditingHost {
      _ = addField(
        element, attributes: locatedAttributes(), tagStart: tagStart, isEditingHost: true,
        context: fieldContext(), formAttribute: nil, focus: focus)
    }
    switch info.role {
    case .form:
      openForm(&entry, attributes: locatedAttributes(), tagStart: tagStart)
    case .field:
      let field = addField(
        element, attributes: locatedAttributes(), tagStart: tagStart, isEditingHost: false,
        context: fieldContext(), formAttribute: attribute(.form), focus: focus)
      // A hidden input is not labelable: `<label for>` naming it labels nothing.
      if let identifiedIndex = entry.identifiedIndex, tree.fields[field].inputType != .hidden {
        tree.identified[identifiedIndex].fieldIndex = field
      }
    case .button:
      let type = attribute(.type)?.asciiLowercased()
      let resolved = (type == "reset" || type == "button") ? type! : "submit"
      entry.controlIndex = addControl(
        .button(type: resolved), element: element, position: position(tagStart),
        owner: ownerReference(formAttribute: attribute(.form)),
        isDisabled: attribute(.disabled) != nil || isInDisabledFieldset,
        isSubmit: resolved == "submit", text: nil, focus: focus)
      claimForOpenLabels(field: nil)
    case .label:
      openLabel(
        &entry, attributes: locatedAttributes(), tagStart: tagStart,
        hasDataAttribute: attributes.contains { $0.name.hasPrefix("data-") })
    case .base:
      if tree.baseHref == nil, let href = attribute(.href) { tree.baseHref = href }
    case .labelable:
      claimForOpenLabels(field: nil)
      if name == "output", namespace == .html { noteOutput(formAttribute: attribute(.form)) }
    case .template, .other, .link, .iframe, .summary, .media:
      if !isEditingHost, let kind = Self.otherFocusableKind(info.role, attribute: attribute) {
        // Links, iframes and the like are not form-associated: no owner, never disabled.
        var facts = focus
        facts.isLikelyCaptcha = kind == .iframe && Self.isLikelyCaptcha(attribute)
        let control = addControl(
          kind, element: name, position: position(tagStart), owner: .none,
          isDisabled: false, isSubmit: false, text: nil, focus: facts)
        // A link's text is read when it closes: "Forgot password?" says its form signs in.
        if kind == .link { entry.controlIndex = control }
      }
    }

    if entry.isHTMLSelect { openSelects += 1 }
    stack.append(entry)
    // A helper's element (`located`) is no tag: its content is not raw text.
    if !readsJSX, located == nil, let rawKind = info.rawText,
      !(closesSelfClosingTags && HTMLBytes.isSelfClosed(source, tagStart: tagStart))
    {
      openRawText(name, kind: rawKind, tagStart: tagStart, closingOffset: closingOffset)
    }
  }

  private func openForm(_ entry: inout OpenElement, attributes: [FieldAttribute], tagStart: Int) {
    if readsJSX, entry.ancestorFormIndex != nil {
      // React creates the inner form; a server-rendered page loses it to the HTML parser.
      tree.notes.append(
        ScanNote(
          kind: .nestedForm,
          message: "This <form> is inside another form: React warns (validateDOMNesting), and "
            + "when the page is rendered on the server the browser ignores the inner <form> "
            + "tag, so its fields belong to the outer form. Move it out of the outer form.",
          position: position(tagStart)))
    } else if isNestedForm {
      tree.notes.append(
        ScanNote(
          kind: .nestedForm,
          message: "This <form> is inside another form; browsers ignore a nested <form> tag, so "
            + "its fields belong to the outer form. Close the outer form first.",
          position: position(tagStart)))
      return
    }
    var attributes = attributes
    let isWrittenByTemplate = template?.writesForm(named: entry.name, at: tagStart) ?? false
    if isWrittenByTemplate, !attributes.contains(where: { $0.known == .action }) {
      // The form the template renders has an action the source does not show.
      attributes.append(
        FieldAttribute(
          name: "action", value: "", position: position(tagStart), isDynamic: true))
      tree.dynamicPositions.insert(position(tagStart))
    }
    tree.forms.append(
      FormDraft(
        tagStart: tagStart, position: position(tagStart),
        attributes: FieldAttributes(attributes), headings: headingsBeforeForm()))
    let formIndex = tree.forms.count - 1
    entry.ancestorFormIndex = formIndex
    // A form component's <form> ends with the component (no form pointer outlives it).
    if templateDepth > 0 || readsJSX || entry.name != "form" {
      entry.templateFormIndex = formIndex
    } else {
      formPointer = formIndex
    }
    if let identifiedIndex = entry.identifiedIndex {
      tree.identified[identifiedIndex].formIndex = formIndex
    }
  }

  private func openLabel(
    _ entry: inout OpenElement, attributes: [FieldAttribute], tagStart: Int,
    hasDataAttribute: Bool
  ) {
    let forAttribute = attributes.first { $0.known == .for }
    tree.labels.append(
      LabelDraft(
        tagStart: tagStart, position: position(tagStart),
        forID: forAttribute?.value, forPosition: forAttribute?.position,
        forSourceRange: forAttribute?.sourceRange, forIsDynamic: forAttribute?.isDynamic ?? false,
        textStart: tree.text.count, mayHaveGeneratedText: hasDataAttribute))
    entry.labelIndex = tree.labels.count - 1
  }

  /// Adds a field and returns its index.
  private func addField(
    _ name: String, attributes: [FieldAttribute], tagStart: Int, isEditingHost: Bool,
    context: FieldContext, formAttribute: String?, focus: FocusFacts
  ) -> Int {
    // Made once here: the table and the parsed values serve every later stage and rule.
    let fieldAttributes = FieldAttributes(attributes)
    let inputType = name == "input" ? InputType(attributeValue: fieldAttributes[.type]) : nil
    let index = tree.fields.count
    selectorRecorder?.recordField()
    let owner = isEditingHost ? OwnerReference.none : ownerReference(formAttribute: formAttribute)
    if case .form(let form) = owner { tree.forms[form].hasField = true }
    let fieldPosition = position(tagStart)
    tree.fields.append(
      FieldDraft(
        element: name, inputType: inputType, isEditingHost: isEditingHost, tagStart: tagStart,
        position: fieldPosition, attributes: fieldAttributes, owner: owner, context: context))
    if inputType != .hidden {
      if !isEditingHost { claimForOpenLabels(field: index) }
      // `disabled` and a disabled fieldset apply to form controls, not to editing hosts.
      let isDisabled =
        !isEditingHost
        && (fieldAttributes.attribute(.disabled).map { !$0.isDynamic } == true
          || context.isInDisabledFieldset)
      let showsValue = inputType == .submit || inputType == .reset || inputType == .button
      _ = addControl(
        .field(index), element: name, position: fieldPosition, owner: owner,
        isDisabled: isDisabled, isSubmit: inputType == .submit || inputType == .image,
        text: showsValue ? fieldAttributes[.value] : nil, focus: focus)
    }
    return index
  }

  private func addControl(
    _ kind: FocusableControl.Kind, element: String, position: SourcePosition,
    owner: OwnerReference, isDisabled: Bool, isSubmit: Bool, text: String?, focus: FocusFacts
  ) -> Int {
    tree.controls.append(
      ControlDraft(
        kind: kind, element: element, position: position,
        owner: owner, isDisabled: isDisabled, isSubmitButton: isSubmit,
        text: text?.collapsingWhitespace(), focus: focus))
    return tree.controls.count - 1
  }

  /// The HTML5 rule: a `form` attribute names the owner by id (resolved once the whole document is
  /// read, since the form may come later); otherwise the form element pointer, or inside a
  /// `<template>` the nearest ancestor form.
  func ownerReference(formAttribute: String?) -> OwnerReference {
    if let formAttribute { return .formID(formAttribute) }
    if templateDepth > 0 || readsJSX {
      let form = stack.last { $0.templateFormIndex != nil }?.templateFormIndex
      return form.map { .form($0) } ?? .none
    }
    // A form component's form (`<el-form>`) holds the fields inside the component.
    if template != nil, let form = stack.last(where: { $0.templateFormIndex != nil }) {
      return form.templateFormIndex.map { .form($0) } ?? .none
    }
    // `popElement` clears `lingeringForm` once its element has closed.
    return (formPointer ?? lingeringForm?.formIndex).map { .form($0) } ?? .none
  }

  /// A label without `for` labels its first labelable descendant (a field or a button).
  private func claimForOpenLabels(field: Int?) {
    for entry in stack.reversed() {
      guard let labelIndex = entry.labelIndex else { continue }
      if tree.labels[labelIndex].forID == nil, !tree.labels[labelIndex].hasClaimedControl {
        tree.labels[labelIndex].hasClaimedControl = true
        tree.labels[labelIndex].fieldIndex = field
      }
    }
  }

  /// Blink's `IsLikelyCaptchaIframe`: `src`, `title`, `id` or `name` contains "captcha".
  private static func isLikelyCaptcha(_ attribute: (KnownAttribute) -> String?) -> Bool {
    [KnownAttribute.src, .title, .id, .name].contains {
      attribute($0)?.containsText("captcha") == true
    }
  }

  private static func otherFocusableKind(
    _ role: HTMLVocabulary.ElementRole, attribute: (KnownAttribute) -> String?
  ) -> FocusableControl.Kind? {
    switch role {
    case .link: if attribute(.href) != nil { return .link }
    case .iframe: return .iframe
    case .summary: return .other
    case .media: if attribute(.controls) != nil { return .other }
    default: break
    }
    if let tabIndex = attribute(.tabindex), HTMLInteger.parse(tabIndex) != nil { return .other }
    return nil
  }

  /// The attributes with their places in the source (the name's first character). A start tag
  /// whose bytes were not read for its attributes is read now; an element without one (libxml2
  /// implied it) is placed at `tagStart`.
  private func locate(
    _ attributes: [RawAttribute], tag: StartTag?, tagStart: Int, closingOffset: Int
  ) -> [FieldAttribute] {
    var attributes = attributes
    if let tag, !tag.attributesAreLocated, !attributes.isEmpty {
      let tagEnd = min(closingOffset, source.count)
      let written =
        tag.written ?? WrittenAttributes(in: source, tagStart: tagStart, tagEnd: tagEnd)
      for index in attributes.indices {
        attributes[index].span = written.index(of: attributes[index].name).map { written.spans[$0] }
      }
    }
    return attributes.map { raw in
      var span = raw.span
      // A bound attribute (`:type="kind"`) is where its binding is written.
      if raw.isDynamic, let located = span,
        let binding = template?.bindings[located.name.lowerBound]
      {
        span?.name = binding.written.lowerBound..<located.name.upperBound
      }
      let attributePosition = position(span?.name.lowerBound ?? tagStart)
      if raw.isDynamic { tree.dynamicPositions.insert(attributePosition) }
      return FieldAttribute(
        name: raw.name, value: raw.value ?? "", hasValue: raw.value != nil,
        position: attributePosition, sourceRange: span, isDynamic: raw.isDynamic)
    }
  }

  // MARK: Closing elements

  func popElement() {
    guard let entry = stack.popLast() else { return }
    if entry.isHTMLSelect { openSelects -= 1 }
    if let lingering = lingeringForm, stack.count <= lingering.depth { lingeringForm = nil }
    selectorRecorder?.close()
    if entry.isTemplate { templateDepth -= 1 }
    if entry.suppressesText { textSuppression -= 1 }
    if let labelIndex = entry.labelIndex { tree.labels[labelIndex].textEnd = tree.text.count }
    if let identifiedIndex = entry.identifiedIndex {
      tree.identified[identifiedIndex].textEnd = tree.text.count
    }
    noteClosed(entry)
    if let controlIndex = entry.controlIndex, tree.controls[controlIndex].text == nil {
      let text = tree.text.collapsedText(entry.textStart..<tree.text.count)
      tree.controls[controlIndex].text = text
    }
    if !entry.isPhrasing { appendTextSeparator() }
    if let parent = stack.indices.last {
      stack[parent].siblingLabel.childClosed(
        entry.isScripted ? "" : entry.name, textStart: entry.textStart, at: tree.text.count)
    }
  }

  // MARK: Text

  func appendTextSeparator() {
    guard rawText == nil, textSuppression == 0, let last = tree.text.last, last != 0x20 else {
      return
    }
    tree.text.append(0x20)
  }

  /// The last text written in `parent` so far (the text before a field that is opening now),
  /// read from at most `leadingTextLimit` bytes back and started on a whole UTF-8 character.
  private func leadingText(in parent: OpenElement.Inheritance?) -> String {
    let count = tree.text.count
    guard let parent, parent.textStart < count else { return "" }
    var start = max(parent.textStart, count - Self.leadingTextLimit)
    while start < count, tree.text[start] & 0xC0 == 0x80 { start += 1 }
    return tree.text.collapsedText(start..<count)
  }

  private static let leadingTextLimit = 160
}
