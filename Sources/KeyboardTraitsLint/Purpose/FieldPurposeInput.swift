import KeyboardTraits

/// The markup facts the purpose classifier reads.
///
/// Strings are as written in the HTML, `nil` when the attribute or label is absent.
public struct FieldPurposeInput: Sendable, Hashable {
  /// The element: `input`, `textarea`, `select`, or another tag for contenteditable.
  public var element: String
  /// The input type as browsers use it, lowercased (`text` for unknown values).
  public var type: String?
  /// The `autocomplete` attribute.
  public var autocomplete: String?
  /// The `name` attribute.
  public var name: String?
  /// The `id` attribute.
  public var id: String?
  /// The text of the field's label.
  public var label: String?
  /// The `placeholder` attribute.
  public var placeholder: String?
  /// The text right before a field with no label of its own (`FieldContext.adjacentText`): a
  /// weaker sign than a label, read when the name, id and label say nothing.
  public var adjacentText: String?
  /// The `inputmode` attribute.
  public var inputMode: String?
  /// The `pattern` attribute.
  public var pattern: String?
  /// The `maxlength` attribute, when it is a number.
  public var maxLength: Int?

  /// Creates the input; every attribute defaults to absent.
  public init(
    element: String = "input", type: String? = nil, autocomplete: String? = nil,
    name: String? = nil, id: String? = nil, label: String? = nil, placeholder: String? = nil,
    inputMode: String? = nil, pattern: String? = nil, maxLength: Int? = nil,
    adjacentText: String? = nil
  ) {
    self.element = element
    self.type = type
    self.autocomplete = autocomplete
    self.name = name
    self.id = id
    self.label = label
    self.placeholder = placeholder
    self.inputMode = inputMode
    self.pattern = pattern
    self.maxLength = maxLength
    self.adjacentText = adjacentText
  }
}
