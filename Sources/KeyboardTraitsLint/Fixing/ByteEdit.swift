import KeyboardTraits

/// One replacement of a byte range in a file; an empty range is an insertion.
struct ByteEdit: Sendable, Hashable {
  /// The bytes replaced, as offsets into the file.
  var range: Range<Int>
  /// What replaces them.
  var replacement: [UInt8]
  /// An insertion of whole attributes (` name="value"`), which may share its offset with
  /// another such insertion: attributes can go in any order.
  var isAttributeInsertion = false

  /// Whether applying both edits would make their order matter: overlapping ranges, or an
  /// insertion strictly inside (or at the start of) a replaced range, or two insertions at one
  /// offset unless both insert whole attributes (``AttributeEditPlanner`` joins those).
  func conflicts(with other: ByteEdit) -> Bool {
    switch (range.isEmpty, other.range.isEmpty) {
    case (true, true):
      return range.lowerBound == other.range.lowerBound
        && !(isAttributeInsertion && other.isAttributeInsertion)
    case (true, false): return other.range.contains(range.lowerBound)
    case (false, true): return range.contains(other.range.lowerBound)
    case (false, false): return range.overlaps(other.range)
    }
  }

  /// `bytes` with `edits` applied; the edits must not conflict. Applied from the end of the
  /// file backwards so that every offset still points at the original bytes.
  static func apply(_ edits: [ByteEdit], to bytes: [UInt8]) -> [UInt8] {
    var result = bytes
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      result.replaceSubrange(edit.range, with: edit.replacement)
    }
    return result
  }
}
