import KeyboardTraits

/// A set of code points in 0...0x10FFFF stored as sorted, disjoint, non-adjacent ranges.
struct ScalarRangeSet: Sendable, Hashable {
  static let maxCodePoint: UInt32 = 0x10FFFF

  private(set) var ranges: [ClosedRange<UInt32>]

  static let empty = ScalarRangeSet(ranges: [])
  static let all = ScalarRangeSet(ranges: [0...maxCodePoint])

  init(ranges: [ClosedRange<UInt32>]) {
    self.ranges = Self.normalized(ranges)
  }

  init(_ codePoint: UInt32) {
    self.init(ranges: [codePoint...codePoint])
  }

  var isEmpty: Bool { ranges.isEmpty }

  func contains(_ codePoint: UInt32) -> Bool {
    // Binary search: sets built from large classes can hold many ranges.
    var low = 0
    var high = ranges.count
    while low < high {
      let mid = (low + high) / 2
      if ranges[mid].upperBound < codePoint {
        low = mid + 1
      } else {
        high = mid
      }
    }
    return low < ranges.count && ranges[low].contains(codePoint)
  }

  func isSubset(of other: ScalarRangeSet) -> Bool {
    intersection(other.complement).isEmpty
  }

  func union(_ other: ScalarRangeSet) -> ScalarRangeSet {
    ScalarRangeSet(ranges: ranges + other.ranges)
  }

  var complement: ScalarRangeSet {
    var result: [ClosedRange<UInt32>] = []
    var next: UInt32 = 0
    var reachedEnd = false
    for range in ranges {
      if range.lowerBound > next { result.append(next...(range.lowerBound - 1)) }
      if range.upperBound == Self.maxCodePoint {
        reachedEnd = true
        break
      }
      next = range.upperBound + 1
    }
    if !reachedEnd { result.append(next...Self.maxCodePoint) }
    return ScalarRangeSet(ranges: result)
  }

  func intersection(_ other: ScalarRangeSet) -> ScalarRangeSet {
    var result: [ClosedRange<UInt32>] = []
    var left = 0
    var right = 0
    while left < ranges.count && right < other.ranges.count {
      let lhs = ranges[left]
      let rhs = other.ranges[right]
      let low = Swift.max(lhs.lowerBound, rhs.lowerBound)
      let high = Swift.min(lhs.upperBound, rhs.upperBound)
      if low <= high { result.append(low...high) }
      if lhs.upperBound < rhs.upperBound { left += 1 } else { right += 1 }
    }
    return ScalarRangeSet(ranges: result)
  }

  func subtracting(_ other: ScalarRangeSet) -> ScalarRangeSet {
    intersection(other.complement)
  }

  private static func normalized(_ input: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
    let sorted = input.sorted { $0.lowerBound < $1.lowerBound }
    var merged: [ClosedRange<UInt32>] = []
    for range in sorted {
      guard range.lowerBound <= maxCodePoint else { continue }
      let clipped = range.lowerBound...Swift.min(range.upperBound, maxCodePoint)
      if let last = merged.last, clipped.lowerBound <= last.upperBound &+ 1 {
        merged[merged.count - 1] = last.lowerBound...Swift.max(last.upperBound, clipped.upperBound)
      } else {
        merged.append(clipped)
      }
    }
    return merged
  }
}
