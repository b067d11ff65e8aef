/// The attributes of a field or form in source order, with the first of each
/// ``KnownAttribute`` found by a table read and the values kbtraits interprets (`inputmode`,
/// `autocomplete` and the like) parsed once, when the collection is made.
///
/// It is a collection of ``FieldAttribute`` with `Int` indices, so iteration, `count`, `filter`
/// and `map` read it as the array it replaces. HTML keeps the first of duplicate names, and so
/// do the lookups. Every change (`append`, `remove(at:)`, setting an element) builds the table
/// and the parsed values again.
///
/// The reads are `@inlinable`, so that the modules above iterate and look up as they did over
/// an array: called through the collection protocols, each element was copied.
public struct FieldAttributes: Sendable {
  /// The attributes as written.
  @usableFromInline var elements: [FieldAttribute]
  /// By ``KnownAttribute/rawValue``: 0 when absent, else the index of the first occurrence
  /// plus one; `UInt8.max` when that index is `UInt8.max - 1` or more.
  @usableFromInline var firstIndices: FirstIndexTable
  /// Bit `rawValue` is set for each known attribute present.
  @usableFromInline var presenceBits: UInt64
  /// The values parsed from the attributes.
  package private(set) var facts: AttributeFacts

  /// Collects `attributes`, in their order.
  public init(_ attributes: [FieldAttribute]) {
    elements = attributes
    firstIndices = FirstIndexTable()
    presenceBits = 0
    facts = AttributeFacts()
    reindex()
  }

  /// Fills the table and parses the values again, after `elements` changed.
  @usableFromInline
  mutating func reindex() {
    firstIndices = FirstIndexTable()
    presenceBits = 0
    let overflow = Int(UInt8.max)
    // By index: `enumerated()` would copy each attribute to read one byte of it.
    for index in elements.indices {
      guard let known = elements[index].known else { continue }
      let bit = UInt64(1) << known.rawValue
      guard presenceBits & bit == 0 else { continue }
      presenceBits |= bit
      firstIndices[Int(known.rawValue)] = index < overflow - 1 ? UInt8(index + 1) : UInt8.max
    }
    facts = AttributeFacts(elements, presence: presenceBits)
  }

  /// Bit ``KnownAttribute/rawValue`` is set for each known attribute present.
  package var presence: UInt64 { presenceBits }

  /// The attributes as an array, without a copy.
  @inlinable
  package var array: [FieldAttribute] { elements }

  // MARK: Known attributes

  /// The value of the first `attribute`, or nil when it is absent (`""` when written without a
  /// value).
  @inlinable
  public subscript(_ attribute: KnownAttribute) -> String? {
    index(of: attribute).map { elements[$0].value }
  }

  /// Whether `attribute` is present, with or without a value.
  @inlinable
  public func has(_ attribute: KnownAttribute) -> Bool {
    presenceBits & UInt64(1) << attribute.rawValue != 0
  }

  /// The first `attribute` as written, or nil.
  @inlinable
  public func attribute(_ attribute: KnownAttribute) -> FieldAttribute? {
    index(of: attribute).map { elements[$0] }
  }

  /// The index of the first `attribute`, or nil.
  @inlinable @inline(__always)
  public func index(of attribute: KnownAttribute) -> Int? {
    let entry = firstIndices[Int(attribute.rawValue)]
    switch entry {
    case 0: return nil
    case UInt8.max:
      let searchStart = Int(UInt8.max) - 1
      for index in searchStart..<elements.count where elements[index].known == attribute {
        return index
      }
      return nil
    default: return Int(entry) - 1
    }
  }

  // MARK: Other names

  /// The value of the first attribute named `name`. For names outside ``KnownAttribute``
  /// (`data-*`, a typo's target); a known one reads `attributes[.inputmode]`.
  @inlinable
  package func value(of name: String) -> String? {
    index(named: name).map { elements[$0].value }
  }

  /// Whether an attribute named `name` is present. For names outside ``KnownAttribute``.
  @inlinable
  package func contains(named name: String) -> Bool { index(named: name) != nil }

  /// The index of the first attribute named `name`, compared exactly
  /// (`String.isSameName(as:)`). For names outside ``KnownAttribute``; a known one reads
  /// `index(of: .type)`. A search, as a name's lookup would cost more than the few
  /// comparisons.
  @inlinable
  package func index(named name: String) -> Int? {
    elements.index(named: name)
  }
}

extension FieldAttributes: RandomAccessCollection, RangeReplaceableCollection {
  public typealias Index = Int
  public typealias Indices = Range<Int>

  @inlinable public var startIndex: Int { 0 }
  @inlinable public var endIndex: Int { elements.count }

  /// The attribute at `position`. Setting it rebuilds the lookups, as any change does; the
  /// collection is not a `MutableCollection`, so that no generic algorithm sets elements one by
  /// one.
  @inlinable
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
  @inlinable
  public func filter(_ isIncluded: (FieldAttribute) throws -> Bool) rethrows -> [FieldAttribute] {
    try elements.filter(isIncluded)
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

/// One byte for each of 64 slots in eight words: a plain value, copied as eight words (an
/// `InlineArray` was copied through its type's value witnesses, looked up at run time). A read
/// with a constant slot, as `field[.inputmode]` is once inlined, is a shift.
@usableFromInline
struct FirstIndexTable: Sendable {
  @usableFromInline var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

  @inlinable
  init() { words = (0, 0, 0, 0, 0, 0, 0, 0) }

  @inlinable @inline(__always)
  subscript(slot: Int) -> UInt8 {
    get {
      let word: UInt64
      switch slot >> 3 {
      case 0: word = words.0
      case 1: word = words.1
      case 2: word = words.2
      case 3: word = words.3
      case 4: word = words.4
      case 5: word = words.5
      case 6: word = words.6
      default: word = words.7
      }
      return UInt8(truncatingIfNeeded: word >> (UInt64(slot & 7) * 8))
    }
    set {
      let shift = UInt64(slot & 7) * 8
      let cleared = ~(UInt64(0xFF) << shift)
      let byte = UInt64(newValue) << shift
      switch slot >> 3 {
      case 0: words.0 = words.0 & cleared | byte
      case 1: words.1 = words.1 & cleared | byte
      case 2: words.2 = words.2 & cleared | byte
      case 3: words.3 = words.3 & cleared | byte
      case 4: words.4 = words.4 & cleared | byte
      case 5: words.5 = words.5 & cleared | byte
      case 6: words.6 = words.6 & cleared | byte
      default: words.7 = words.7 & cleared | byte
      }
    }
  }
}
