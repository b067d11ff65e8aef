/// A `<form>` element the parser created (nested `<form>` tags are ignored, as in browsers).
public struct FormElement: Sendable, Hashable, AttributedElement {
  /// The 0-based index of this form in ``ScannedDocument/forms``.
  public var index: Int
  /// Where the `<` of the start tag is.
  public var position: SourcePosition
  /// Every attribute as written, with the known ones found by a table read (`form[.action]`)
  /// and their values parsed once.
  public var attributes: FieldAttributes
  /// The `action` attribute resolved against the document's base URL; `""` when there is no
  /// `action` attribute (WebKit's `formAction`: `action=""` resolves to the document URL).
  public var resolvedAction: String
  /// The indices of the fields this form owns, in document order.
  public var fieldIndices: [Int]
  /// The headings (`<h1>`–`<h6>`, whitespace collapsed) that introduce the form: the last one
  /// written just before it (with little text between), then those inside it before its first
  /// field, such as a dialog's "Add contact".
  public var headings: [String] = []
  /// Whether an `<output>` element is written inside the form: the page computes a result as
  /// the user types (a calculator), the sign of a form that is never submitted.
  public var containsOutput = false

  /// Creates a form.
  package init(
    index: Int, position: SourcePosition, attributes: FieldAttributes, resolvedAction: String,
    fieldIndices: [Int]
  ) {
    self.index = index
    self.position = position
    self.attributes = attributes
    self.resolvedAction = resolvedAction
    self.fieldIndices = fieldIndices
  }

  /// Creates a form from its attributes as written.
  package init(
    index: Int, position: SourcePosition, attributes: [FieldAttribute], resolvedAction: String,
    fieldIndices: [Int]
  ) {
    self.init(
      index: index, position: position, attributes: FieldAttributes(attributes),
      resolvedAction: resolvedAction, fieldIndices: fieldIndices)
  }

  /// The form's `action` attribute as written.
  public var action: String? { self[.action] }
  /// The names of the attributes a template decides (see ``FormField/dynamicAttributes``).
  public var dynamicAttributes: [String] { attributes.filter(\.isDynamic).map(\.name) }
}
