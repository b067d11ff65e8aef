/// A form field: an `<input>` (every type, hidden included), `<textarea>`, `<select>`, or an
/// element made editable by `contenteditable`, with what iOS will show when it is focused.
public struct FormField: Sendable, Hashable, AttributedElement {
  /// The 0-based index of this field in ``ScannedDocument/fields`` (document order).
  public var index: Int
  /// The lower-case tag name.
  public var element: String
  /// For `<input>`, the type the browser uses; nil for other elements.
  public var inputType: InputType?
  /// True for an element that `contenteditable` (`""`, `true`, `plaintext-only`) made editable.
  public var isEditingHost: Bool
  /// Where the `<` of the start tag is (1-based line, column in Unicode scalars).
  public var position: SourcePosition
  /// The byte offset of that `<` in the decoded UTF-8 text.
  public var byteOffset: Int
  /// Every attribute as written, in source order (the first of duplicate names only), with
  /// the known ones found by a table read (`field[.inputmode]`) and their values parsed once.
  public var attributes: FieldAttributes
  /// The form owner's index in ``ScannedDocument/forms`` (the `form` attribute, else the form the
  /// parser was inside), or nil.
  public var formIndex: Int?
  /// The accessible label a user reads next to the field, whitespace collapsed.
  public var label: String?
  /// Where ``label`` came from.
  public var labelSource: LabelSource?
  /// Facts inherited from ancestors.
  public var context: FieldContext
  /// What iOS Safari (WebKit) does when the field is focused. With dynamic attributes (see
  /// ``dynamicAttributes``), the traits the field gets when they are left out.
  public var ios: IOSTraits
  /// What Chrome for Android asks the IME for when the field is focused (Android WebView and
  /// Samsung Internet share it). With dynamic attributes, as for ``ios``: left out.
  public var android: AndroidTraits
  /// What Firefox for Android asks the IME for when the field is focused. With dynamic
  /// attributes, as for ``ios``: left out.
  public var firefoxAndroid: AndroidTraits
  /// A CSS selector that finds the field in the document, such as
  /// `form#signup > input[name="email"]`; set for rendered pages (``RenderedPage``), whose line
  /// numbers belong to the browser's serialization rather than to anything a user wrote, and nil
  /// otherwise. It is `#id` when the field's `id` is unique, else a path of child steps from the
  /// nearest ancestor with a unique `id` (or from the root element), each step a tag name with
  /// `[name="…"]` or `:nth-of-type(n)` where siblings share the tag.
  public var selector: String? = nil
  /// The ``ios`` traits that a dynamic attribute (of the field or of its form) may change, in
  /// the order of the JSON keys; empty for a field without dynamic attributes.
  public var unknownIOSTraits: [UnknownTrait] = []
  /// The ``android`` traits that a dynamic attribute (of the field or of its form) may change,
  /// in the order of the JSON keys; empty for a field without dynamic attributes.
  public var unknownAndroidTraits: [UnknownTrait] = []
  /// The ``firefoxAndroid`` traits that a dynamic attribute (of the field or of its form) may
  /// change, in the order of the JSON keys; empty for a field without dynamic attributes.
  public var unknownFirefoxAndroidTraits: [UnknownTrait] = []
  /// A spread (JSX's `{...props}`, a template's `v-bind="$attrs"`) on the element may set
  /// attributes the source does not show, so no rule reports one as missing; in JSX the
  /// attributes written before the spread are dynamic.
  public var hasSpreadAttributes = false
  /// JSX: props written on the element that React does not render, such as `autoCorrect={false}`
  /// (a boolean on an attribute that takes text), with their places; they are not in
  /// ``attributes``.
  public var droppedAttributes: [FieldAttribute] = []

  /// The names of the attributes a template decides, in source order: bound attributes (Vue
  /// `:type` and `v-model`, Angular `[type]`, `[attr.inputmode]` and `[(ngModel)]`, Svelte
  /// `type={kind}` and `bind:value`, Alpine `x-bind:type`), values holding a template expression
  /// (`value="{{ email }}"`) and attributes inside a template conditional. Traits that depend on
  /// them are in ``unknownIOSTraits``, ``unknownAndroidTraits`` and
  /// ``unknownFirefoxAndroidTraits``, and no lint rule reports a guess about them.
  public var dynamicAttributes: [String] { attributes.filter(\.isDynamic).map(\.name) }

  /// Creates a field; the trait resolvers fill ``ios``, ``android`` and ``firefoxAndroid``.
  package init(
    index: Int, element: String, inputType: InputType?, isEditingHost: Bool,
    position: SourcePosition, byteOffset: Int, attributes: FieldAttributes, formIndex: Int?,
    label: String?, labelSource: LabelSource?, context: FieldContext, ios: IOSTraits,
    android: AndroidTraits, firefoxAndroid: AndroidTraits, selector: String? = nil,
    unknownIOSTraits: [UnknownTrait] = [], unknownAndroidTraits: [UnknownTrait] = [],
    unknownFirefoxAndroidTraits: [UnknownTrait] = [], hasSpreadAttributes: Bool = false,
    droppedAttributes: [FieldAttribute] = []
  ) {
    self.index = index
    self.element = element
    self.inputType = inputType
    self.isEditingHost = isEditingHost
    self.position = position
    self.byteOffset = byteOffset
    self.attributes = attributes
    self.formIndex = formIndex
    self.label = label
    self.labelSource = labelSource
    self.context = context
    self.ios = ios
    self.android = android
    self.firefoxAndroid = firefoxAndroid
    self.selector = selector
    self.unknownIOSTraits = unknownIOSTraits
    self.unknownAndroidTraits = unknownAndroidTraits
    self.unknownFirefoxAndroidTraits = unknownFirefoxAndroidTraits
    self.hasSpreadAttributes = hasSpreadAttributes
    self.droppedAttributes = droppedAttributes
  }

  /// The `name` attribute.
  @inlinable
  public var name: String? { self[.name] }
  /// A short tag as written, such as `<input type="email" name="login">`, for messages.
  public var tagSummary: String {
    // Built as bytes and made a string once: many messages start with it, and appending to a
    // String piece by piece is many times slower.
    var summary: [UInt8] = []
    summary.reserveCapacity(96)
    summary.append(UInt8(ascii: "<"))
    summary.append(contentsOf: element.utf8)
    func append(_ key: String, _ value: Substring) {
      summary.append(UInt8(ascii: " "))
      summary.append(contentsOf: key.utf8)
      summary.append(contentsOf: "=\"".utf8)
      summary.append(contentsOf: value.utf8)
      summary.append(UInt8(ascii: "\""))
    }
    for key in [KnownAttribute.type, .name, .id] {
      guard let index = attributes.index(of: key) else { continue }
      let attribute = attributes.elements[index]
      if attribute.isDynamic {
        // Code that decides a value is shown as code, whole or cut between tokens.
        summary.append(UInt8(ascii: " "))
        summary.append(contentsOf: key.htmlName.utf8)
        summary.append(
          contentsOf: TemplateExpressionText.attributeValue(attribute.value, isDynamic: true).utf8)
      } else {
        append(key.htmlName, attribute.value.prefix(40))
      }
    }
    if isEditingHost, let value = self[.contenteditable] {
      append("contenteditable", value[...])
    }
    summary.append(UInt8(ascii: ">"))
    return String(decoding: summary, as: UTF8.self)
  }
}

extension FormField {
  /// Creates a field from its attributes as written.
  package init(
    index: Int, element: String, inputType: InputType?, isEditingHost: Bool,
    position: SourcePosition, byteOffset: Int, attributes: [FieldAttribute], formIndex: Int?,
    label: String?, labelSource: LabelSource?, context: FieldContext, ios: IOSTraits,
    android: AndroidTraits, firefoxAndroid: AndroidTraits
  ) {
    self.init(
      index: index, element: element, inputType: inputType, isEditingHost: isEditingHost,
      position: position, byteOffset: byteOffset, attributes: FieldAttributes(attributes),
      formIndex: formIndex, label: label, labelSource: labelSource, context: context, ios: ios,
      android: android, firefoxAndroid: firefoxAndroid)
  }
}

/// Facts about a field that come from its ancestors rather than its own attributes.
public struct FieldContext: Sendable, Hashable {
  /// The nearest ancestor's valid `spellcheck` state (`true`/`""` → true, `false` → false), if
  /// any ancestor has one. The field's own attribute is not included.
  public var ancestorSpellcheck: Bool?
  /// The nearest ancestor's valid `writingsuggestions` state, read like `spellcheck`; the
  /// field's own attribute is not included.
  public var ancestorWritingSuggestions: Bool?
  /// Inside a `<fieldset disabled>` (and not in its first `<legend>`).
  public var isInDisabledFieldset: Bool
  /// Inside a `<template>`: inert until a script clones it.
  public var isInTemplate: Bool
  /// The end of the text written in the field's parent element before the field (whitespace
  /// collapsed, at most about 120 characters), such as an input group's fixed
  /// `https://example.com/users/` prefix; empty when there is none.
  public var leadingText: String
  /// The text right before the field in its parent, as Chromium's autofill infers a label from
  /// a field's previous siblings: text nodes and `<b>`, `<strong>`, `<span>`, `<font>` right
  /// before it, else a `<p>` or `<label>` right before it (`<br>` and `<img>` passed over), such
  /// as "Email" in `<span>Email</span><input>` or in `<label for="emial">Email</label><input>`;
  /// whitespace collapsed, at most 80 characters, empty when there is none. It labels nothing
  /// for assistive technology: kbtraits reads it only as a weak sign of the field's purpose.
  public var adjacentText: String
  /// Whether the markup around the field is all in the source: always for HTML and for template
  /// pages; in a template fragment (a component or partial file, see the README's "Templates")
  /// only when a form written in the file owns the field; for JSX only when the field's nearest `<form>` is written in the same file with no
  /// component between them, and (for a field with an `id`, which a `<label for>` elsewhere can
  /// name) no component inside that form. Labels and forms are wired across components, so
  /// on JSX rules about a field's label or form say nothing when this is false; in a template
  /// fragment the rules about its missing form say nothing.
  public var surroundingsAreWritten = true
  /// Whether a label the scan does not see may name the field: it is in a template fragment
  /// (a partial or component another file renders) outside any form the file writes, has an
  /// `id`, and no label of its own file names it; or a template tag renders the label for its
  /// `id` (`{% formattedfield id_for_label="sort" %}`). The rules about a missing label say
  /// nothing then.
  public var labelMayBeElsewhere = false
  /// Whether the template handles typing in the field in script, with a directive the scan
  /// masks (`@input`, `(keyup.enter)`, `on:keydown`): the page acts on what is typed.
  public var handlesTypingInScript = false
  /// The text of the first `<legend>` of the nearest `<fieldset>` around the field (whitespace
  /// collapsed), such as "Recipient"; nil outside a fieldset or when it has none.
  public var legend: String?
  /// The elements open around the field, outermost first, each as a number unique in its
  /// document: two fields share the ancestors their lists begin with, so the longest common
  /// beginning is their nearest common container (fields outside any form are grouped by it).
  public var containers: [Int] = []

  /// Creates a context.
  public init(
    ancestorSpellcheck: Bool? = nil, ancestorWritingSuggestions: Bool? = nil,
    isInDisabledFieldset: Bool = false, isInTemplate: Bool = false, leadingText: String = "",
    adjacentText: String = ""
  ) {
    self.ancestorSpellcheck = ancestorSpellcheck
    self.ancestorWritingSuggestions = ancestorWritingSuggestions
    self.isInDisabledFieldset = isInDisabledFieldset
    self.isInTemplate = isInTemplate
    self.leadingText = leadingText
    self.adjacentText = adjacentText
  }
}
