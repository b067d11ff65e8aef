/// One attribute of an element as written in the source.
public struct FieldAttribute: Sendable, Hashable {
  /// The attribute name, lower-cased (HTML attribute names are case-insensitive).
  public var name: String {
    didSet { known = KnownAttribute(name: name) }
  }
  /// The attribute's case when kbtraits reads it, nil for other names: looked up once, when
  /// the attribute is made or renamed.
  public private(set) var known: KnownAttribute?
  /// The value with entities decoded; `""` for an attribute written without `=`.
  public var value: String
  /// `false` when the attribute was written without a value (`required`).
  public var hasValue: Bool
  /// Where the attribute name starts (1-based line and column).
  public var position: SourcePosition
  /// The byte ranges of the name and value in the decoded UTF-8 text, for exact edits (`--fix`);
  /// nil when the attribute could not be located in the source.
  public var sourceRange: AttributeSourceRange?
  /// Whether a template decides the value, or whether the attribute is written at all: a bound
  /// attribute (`:type`, `[type]`, `bind:value`, `v-model`), a value holding a template
  /// expression (`value="{{ email }}"`), or an attribute inside a template conditional. Its
  /// ``value`` is then the template source as written (`kind` for `:type="kind"`).
  public var isDynamic: Bool

  /// Creates an attribute.
  public init(
    name: String, value: String, hasValue: Bool = true, position: SourcePosition,
    sourceRange: AttributeSourceRange? = nil, isDynamic: Bool = false
  ) {
    self.name = name
    known = KnownAttribute(name: name)
    self.value = value
    self.hasValue = hasValue
    self.position = position
    self.sourceRange = sourceRange
    self.isDynamic = isDynamic
  }
}

/// Where an attribute is written, as byte offsets into the decoded UTF-8 text.
public struct AttributeSourceRange: Sendable, Hashable {
  /// The name as written (its case preserved in the source).
  public var name: Range<Int>
  /// The value between its quotes (or unquoted); nil for a bare attribute (`required`).
  public var value: Range<Int>?
  /// The quote around the value (`"` or `'`), nil when unquoted or bare.
  public var quote: Character?

  /// Creates a range.
  public init(name: Range<Int>, value: Range<Int>?, quote: Character?) {
    self.name = name
    self.value = value
    self.quote = quote
  }
}

extension [FieldAttribute] {
  /// The value of the first `attribute` (HTML keeps the first of duplicates), or nil.
  @inlinable
  package subscript(_ attribute: KnownAttribute) -> String? {
    index(of: attribute).map { self[$0].value }
  }

  /// Whether `attribute` is present, with or without a value.
  @inlinable
  package func has(_ attribute: KnownAttribute) -> Bool { index(of: attribute) != nil }

  /// The index of the first `attribute`; a search, since an array keeps no table
  /// (``FieldAttributes`` does).
  @inlinable
  package func index(of attribute: KnownAttribute) -> Int? {
    // By index, not `firstIndex(where:)`, which hands the closure a copy of each attribute.
    for index in indices where self[index].known == attribute { return index }
    return nil
  }

  /// The value of the first attribute named `name` (HTML keeps the first of duplicates). For
  /// names outside ``KnownAttribute``; a known one reads `self[.inputmode]`.
  @inlinable
  package func value(of name: String) -> String? {
    index(named: name).map { self[$0].value }
  }

  /// Whether an attribute named `name` is present. For names outside ``KnownAttribute``; a
  /// known one reads `has(.required)`.
  @inlinable
  package func contains(named name: String) -> Bool { index(named: name) != nil }

  /// The index of the first attribute named `name` (`String.isSameName(as:)`). For names
  /// outside ``KnownAttribute``; a known one reads `index(of: .type)`.
  @inlinable
  package func index(named name: String) -> Int? {
    for index in indices where self[index].name.isSameName(as: name) { return index }
    return nil
  }
}
