/// An element read with its attributes: a ``FormField`` or a ``FormElement``. Known attributes
/// are read by case (`field[.inputmode]`, `form.has(.novalidate)`), so a misspelt name is a
/// compile error; other names (`data-*`, a name held in a variable) by their lower-case name.
public protocol AttributedElement {
  /// Every attribute as written, in source order (the first of duplicate names only).
  var attributes: FieldAttributes { get }
}

extension AttributedElement {
  /// The value of the first `attribute`, or nil (`""` when written without a value).
  @inlinable
  public subscript(_ attribute: KnownAttribute) -> String? { attributes[attribute] }

  /// Whether `attribute` is present, with or without a value.
  @inlinable
  public func has(_ attribute: KnownAttribute) -> Bool { attributes.has(attribute) }

  /// The first `attribute` as written, or nil.
  @inlinable
  public func attribute(_ attribute: KnownAttribute) -> FieldAttribute? {
    attributes.attribute(attribute)
  }

  /// Where `attribute` starts, or nil.
  @inlinable
  public func position(of attribute: KnownAttribute) -> SourcePosition? {
    attributes.attribute(attribute)?.position
  }

  /// The value of the attribute named `name` (lower-case), or nil. For names outside
  /// ``KnownAttribute``; a known one reads `element[.inputmode]`.
  @inlinable
  public func attribute(_ name: String) -> String? { attributes.value(of: name) }

  /// Whether the attribute named `name` is present (with or without a value). For names
  /// outside ``KnownAttribute``; a known one reads `element.has(.required)`.
  @inlinable
  public func hasAttribute(_ name: String) -> Bool { attributes.contains(named: name) }

  /// Where the attribute named `name` starts, or nil. For names outside ``KnownAttribute``; a
  /// known one reads `element.position(of: .pattern)`.
  @inlinable
  public func position(ofAttribute name: String) -> SourcePosition? {
    attributes.index(named: name).map { attributes[$0].position }
  }

  /// The `id` attribute.
  @inlinable
  public var id: String? { self[.id] }
}
