import KeyboardTraits

/// The element a fix edits: a field, or a `<form>` or `<label>` found from the attribute a
/// finding points at.
struct FixTarget: Hashable {
  /// Identifies the element among the file's fix targets.
  enum Key: Hashable {
    case field(Int)
    case form(Int)
    case label(Int)
  }

  /// Which element it is.
  var key: Key
  /// The lower-case tag name.
  var elementName: String
  /// Every attribute as written (the first of duplicate names).
  var attributes: [FieldAttribute]
  /// The offset of the start tag's `<` in the decoded text, where the scanner knows it.
  var tagStart: Int?
  /// For JSX, just past the start tag's `>` (edits are written in React's spelling then).
  var jsxTagEnd: Int?
  /// Where a field inserted before this one goes (`Fix.Edit.insertBefore`), and the tag that
  /// starts there: the field's own start tag, or the `<label>` that wraps it, since inside it
  /// the inserted field would come first and take the label.
  var insertionTag: (start: Int, name: String)? {
    wrappingLabelStart.map { ($0, "label") } ?? tagStart.map { ($0, elementName) }
  }
  /// The offset of the `<` of the `<label>` wrapping the field, when a label wraps it.
  var wrappingLabelStart: Int?

  /// The element `diagnostic` is about, or nil when it cannot be located with certainty.
  /// A finding without a field is placed on a `<form>` only when it points exactly at one of
  /// that form's attributes (a form's start tag position is not recorded as a byte offset), and
  /// on a `<label>` only when it points at its `for`, the one attribute of a label kept.
  static func locate(_ diagnostic: Diagnostic, in document: ScannedDocument) -> FixTarget? {
    if let index = diagnostic.fieldIndex {
      guard document.fields.indices.contains(index) else { return nil }
      let field = document.fields[index]
      return FixTarget(
        key: .field(index), elementName: field.element,
        attributes: field.attributes.array + field.droppedAttributes, tagStart: field.byteOffset,
        jsxTagEnd: document.isJSX ? document.markupEnds?[field.byteOffset] : nil,
        wrappingLabelStart: wrappingLabelStart(of: index, in: document))
    }
    let forms = document.forms.filter { form in
      form.attributes.contains { $0.position == diagnostic.position }
    }
    if forms.isEmpty { return label(at: diagnostic.position, in: document) }
    guard forms.count == 1, let form = forms.first else { return nil }
    return FixTarget(
      key: .form(form.index), elementName: "form", attributes: form.attributes.array, tagStart: nil,
      jsxTagEnd: nil)
  }

  /// The `<label>` whose `for` attribute is at `position`, with that attribute as its only one.
  private static func label(at position: SourcePosition, in document: ScannedDocument)
    -> FixTarget?
  {
    let matches = document.labels.indices.filter { document.labels[$0].forPosition == position }
    guard matches.count == 1, let index = matches.first,
      let forID = document.labels[index].forID
    else { return nil }
    let label = document.labels[index]
    let attribute = FieldAttribute(
      name: "for", value: forID, position: position, sourceRange: label.forSourceRange)
    return FixTarget(
      key: .label(index), elementName: "label", attributes: [attribute], tagStart: nil,
      jsxTagEnd: nil)
  }

  /// The offset of the `<label>` around field `index`, when one wraps it (the label names the
  /// field without `for`, and starts before it).
  private static func wrappingLabelStart(of index: Int, in document: ScannedDocument) -> Int? {
    let field = document.fields[index]
    guard field.labelSource == .wrappingLabel else { return nil }
    let starts = document.labels.compactMap { label -> Int? in
      guard label.fieldIndex == index, label.forID == nil,
        let start = document.byteOffset(of: label.position), start < field.byteOffset
      else { return nil }
      return start
    }
    return starts.max()
  }
}
