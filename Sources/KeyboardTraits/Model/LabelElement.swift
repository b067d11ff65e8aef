/// A `<label>` element and the control it labels.
public struct LabelElement: Sendable, Hashable {
  /// Where the `<` of the start tag is.
  public var position: SourcePosition
  /// The `for` attribute, if any.
  public var forID: String?
  /// Where the `for` attribute name is.
  public var forPosition: SourcePosition?
  /// Where the `for` attribute is written, as byte offsets, so that a fix can edit it; nil when
  /// it could not be located in the source.
  public var forSourceRange: AttributeSourceRange?
  /// The label's text, whitespace collapsed (text inside nested `<select>`s is left out).
  public var text: String
  /// The field this label labels (through `for`, else its first labelable descendant), if any.
  public var fieldIndex: Int?
  /// Whether `for` names an id that exists in the document (nil when there is no `for`).
  public var forTargetExists: Bool?
  /// Whether CSS may give the label text the scanner cannot see: it has a `data-*` attribute
  /// (read by `content: attr(…)`) or an element inside it other than a field (an icon font's
  /// `<i>`, a `::before` target).
  public var mayHaveGeneratedText: Bool = false
}

/// Where a field's accessible label came from, in the order the scanner looks.
public enum LabelSource: String, Sendable, Hashable, Codable {
  case labelFor, wrappingLabel, ariaLabelledBy, ariaLabel, placeholder
}
