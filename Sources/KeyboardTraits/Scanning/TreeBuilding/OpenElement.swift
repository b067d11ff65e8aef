/// An element on the tree builder's stack of open elements, with what its descendants inherit.
struct OpenElement {
  var name: String
  var spellcheck: Bool?
  var writingSuggestions: Bool?
  var editable: Bool
  var inheritedDisabled: Bool
  var disabledForDescendants: Bool
  var isDisabledFieldset = false
  var sawLegend = false
  /// For a `<fieldset>`: the text of its first `<legend>`, once that has closed.
  var legend: String?
  /// A number unique among the document's elements (see ``FieldContext/containers``).
  var serial = 0
  var isTemplate: Bool
  var suppressesText: Bool
  var isPhrasing: Bool
  var labelIndex: Int?
  var identifiedIndex: Int?
  /// Where its start tag starts, when it repeats or takes a slot's values (`v-for`, `*ngFor`,
  /// `let:`): a scope for dynamic `<label for>` values (``TemplateScopes``).
  var scopeStart: Int?
  var controlIndex: Int?
  var templateFormIndex: Int?
  /// HTML, SVG or MathML, as the browser's tree builder places it.
  var namespace = ForeignContent.Namespace.html
  /// Whether children are HTML: an HTML element or an HTML integration point.
  var childrenAreHTML = true
  /// An HTML `<select>` (counted in the builder's `openSelects`).
  var isHTMLSelect = false
  /// The innermost `<form>` element open around this one (itself, for a form).
  var ancestorFormIndex: Int?
  /// `hidden`, `inert` or `<template>` here or above: nothing inside can be focused.
  var hidesContent: Bool
  var textStart: Int
  /// The text-like children written since the last child that ends a label (the text a field
  /// opening now follows).
  var siblingLabel: SiblingLabelRun
  /// A `role` or `tabindex` makes a `<span>` or `<b>` a control (a button showing a grid
  /// cell's value), whose text labels no field after it.
  var isScripted = false

  /// What a child element takes from this one (no name: copying the whole entry for each
  /// element cost more than the rest of opening one).
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
    siblingLabel = SiblingLabelRun(start: textStart)
  }
}

/// A raw-text element (`<textarea>`, `<script>`, …) whose text the tree builder is skipping:
/// every event before ``end`` is text in a browser.
struct RawTextRange {
  var element: String
  /// Where its end tag starts (the end of the source when it has none).
  var end: Int
  var stackIndex: Int
  /// Whether its text is kept (`<title>`).
  var keepsText: Bool
  var textStart: Int
  var tagStart: Int
  /// The start tags libxml2 reported inside it, which browsers read as text.
  var hiddenTags: [String] = []
}

/// The child of a form that a misnested `</form>` left open: fields written inside it belong
/// to the form until it closes.
struct LingeringFormContent {
  /// The form it stays inside.
  let formIndex: Int
  /// Its place in the builder's stack; when the stack is no deeper, it has closed.
  let depth: Int
}
