/// One attribute of an element as written in the source.
public struct FieldAttribute: Sendable, Hashable {
  /// The attribute name, lower-cased (HTML attribute names are case-insensitive).
  public var name: String
  /// The value with entities decoded; `""` for an attribute written without `=`.
  public var value: String
  /// `false` when the attribute was written without a value (`required`).
  public var hasValue: Bool
  /// Where the attribute name starts (1-based line and column).
  public var position: SourcePosition

  /// Creates an attribute.
  public init(name: String, value: String, hasValue: Bool = true, position: SourcePosition) {
    self.name = name
    self.value = value
    self.hasValue = hasValue
    self.position = position
  }
}

extension [FieldAttribute] {
  /// The value of the first attribute named `name` (HTML keeps the first of duplicates).
  func value(of name: String) -> String? {
    first { $0.name == name }?.value
  }
}
