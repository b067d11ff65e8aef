/// The attributes of a field or form in source order, with the first of each
/// ``KnownAttribute`` found by a table read and the values kbtraits interprets (`inputmode`,
/// `autocomplete` and the like) parsed once, when the collection is made.
///
/// It is a collection of ``FieldAttribute`` with `Int` indices, so iteration, `count`, `filter`
/// and `map` read it as the array it replaces. HTML keeps the first of duplicate names, and so
/// do the lookups. Every change (`append`, `remove(at:)`, setting an element) builds the table
/// and the parsed values again.
public struct FieldAttributes: Sendable {
  /// The attributes as written.
  private var elements: [FieldAttribute]
  /// By ``KnownAttribute/rawValue``: 0 when absent, else the index of the first occurrence
  /// plus one; `overflowEntry` when that index is `overflowEntry - 1` or more.
  private var firstIndices: InlineArray<64, UInt8>
  /// Bit `rawValue` is set for each known attribute present.
  package private(set) var presence: UInt64
  /// The values parsed from ``elements``.
  package private(set) var facts: AttributeFacts

  private static let overflowEntry = UInt8.max

  /// Collects `attributes`, in their order.
  public init(_ attributes: [FieldAttribute]) {
    elements = attributes
    firstIndices = InlineArray(repeating: 0)
    presence = 0
    facts = AttributeFacts()
    reindex()
  }

  /// Fills the table and parses the values again, after `elements` changed.
  private mutating func reindex() {
    firstIndices = InlineArray(repeating: 0)
    presence = 0
    for (index, attribute) in elements.enumerated() {
      guard let known = KnownAttribute(name: attribute.name) else { continue }
      let bit = UInt64(1) << known.rawValue
      guard presence & bit == 0 else { continue }
      presence |= bit
      firstIndices[Int(known.rawValue)] =
        index < Int(Self.overflowEntry) - 1 ? UInt8(index + 1) : Self.overflowEntry
    }
    facts = AttributeFacts(self)
  }

  /// The attributes as an array, without a copy.
  package var array: [FieldAttribute] { elements }

  // MARK: Known attributes

  /// The value of the first `attribute`, or nil when it is absent (`""` when written without a
  /// value).
  public subscript(_ attribute: KnownAttribute) -> String? {
    index(of: attribute).map { elements[$0].value }
  }

  /// Whether `attribute` is present, with or without a value.
  public func has(_ attribute: KnownAttribute) -> Bool {
    presence & UInt64(1) << attribute.rawValue != 0
  }

  /// The first `attribute` as written, or nil.
  public func attribute(_ attribute: KnownAttribute) -> FieldAttribute? {
    index(of: attribute).map { elements[$0] }
  }

  /// The index of the first `attribute`, or nil.
  @inline(__always)
  public func index(of attribute: KnownAttribute) -> Int? {
    let entry = firstIndices[Int(attribute.rawValue)]
    switch entry {
    case 0: return nil
    case Self.overflowEntry:
      let searchStart = Int(Self.overflowEntry) - 1
      return elements[searchStart...].firstIndex { KnownAttribute(name: $0.name) == attribute }
    default: return Int(entry) - 1
    }
  }

  // MARK: Other names

  /// The value of the first attribute named `name`. For names outside ``KnownAttribute``
  /// (`data-*`, a typo's target); a known name is read from the table, ignoring ASCII case.
  package func value(of name: String) -> String? {
    index(named: name).map { elements[$0].value }
  }

  /// Whether an attribute named `name` is present. For names outside ``KnownAttribute``.
  package func contains(named name: String) -> Bool { index(named: name) != nil }

  /// The index of the first attribute named `name`. For names outside ``KnownAttribute``;
  /// other names compare exactly (`String.isSameName(as:)`).
  package func index(named name: String) -> Int? {
    if let known = KnownAttribute(name: name) { return index(of: known) }
    return elements.firstIndex { $0.name.isSameName(as: name) }
  }
}

extension FieldAttributes: RandomAccessCollection, RangeReplaceableCollection {
  public typealias Index = Int
  public typealias Indices = Range<Int>

  public var startIndex: Int { 0 }
  public var endIndex: Int { elements.count }

  /// The attribute at `position`. Setting it rebuilds the lookups, as any change does; the
  /// collection is not a `MutableCollection`, so that no generic algorithm sets elements one by
  /// one.
  public subscript(position: Int) -> FieldAttribute {
    get { elements[position] }
    set {
      elements[position] = newValue
      reindex()
    }
  }

  /// An empty collection.
  public init() { self.init([]) }

  /// Collects `attributes`, in their order.
  public init<S: Sequence<FieldAttribute>>(_ attributes: S) { self.init(Array(attributes)) }

  public mutating func replaceSubrange<C: Collection<FieldAttribute>>(
    _ subrange: Range<Int>, with newElements: C
  ) {
    elements.replaceSubrange(subrange, with: newElements)
    reindex()
  }

  // The defaults of these append or set one element at a time, each rebuilding the lookups.

  public mutating func append<S: Sequence<FieldAttribute>>(contentsOf newElements: S) {
    elements.append(contentsOf: newElements)
    reindex()
  }

  public mutating func removeAll(where shouldBeRemoved: (FieldAttribute) throws -> Bool) rethrows {
    try elements.removeAll(where: shouldBeRemoved)
    reindex()
  }

  /// The attributes `isIncluded` keeps, in order, as an array: most callers map them on, and
  /// the lookups would be built for nothing (`FieldAttributes(attributes.filter { … })` makes
  /// them).
  public func filter(_ isIncluded: (FieldAttribute) throws -> Bool) rethrows -> [FieldAttribute] {
    try elements.filter(isIncluded)
  }

  public func withContiguousStorageIfAvailable<R>(
    _ body: (UnsafeBufferPointer<FieldAttribute>) throws -> R
  ) rethrows -> R? {
    try elements.withUnsafeBufferPointer(body)
  }
}

extension FieldAttributes: ExpressibleByArrayLiteral {
  public init(arrayLiteral attributes: FieldAttribute...) { self.init(attributes) }
}

extension FieldAttributes: Hashable {
  // The table and the parsed values follow from the attributes.
  public static func == (lhs: FieldAttributes, rhs: FieldAttributes) -> Bool {
    lhs.elements == rhs.elements
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}
