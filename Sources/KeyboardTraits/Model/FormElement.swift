/// A `<form>` element the parser created (nested `<form>` tags are ignored, as in browsers).
public struct FormElement: Sendable, Hashable {
  /// The 0-based index of this form in ``ScannedDocument/forms``.
  public var index: Int
  /// Where the `<` of the start tag is.
  public var position: SourcePosition
  /// Every attribute as written.
  public var attributes: [FieldAttribute]
  /// The `action` attribute resolved against the document's base URL; `""` when there is no
  /// `action` attribute (WebKit's `formAction`: `action=""` resolves to the document URL).
  public var resolvedAction: String
  /// The indices of the fields this form owns, in document order.
  public var fieldIndices: [Int]

  /// The value of the first attribute named `name`.
  public func attribute(_ name: String) -> String? { attributes.value(of: name) }
  /// The form's `id`.
  public var id: String? { attribute("id") }
  /// The form's `action` attribute as written.
  public var action: String? { attribute("action") }
  /// The names of the attributes a template decides (see ``FormField/dynamicAttributes``).
  public var dynamicAttributes: [String] { attributes.filter(\.isDynamic).map(\.name) }
}
