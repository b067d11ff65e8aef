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
        jsxTagEnd: document.isJSX ? document.markupEnds?[field.byteOffset] : nil)
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
}
