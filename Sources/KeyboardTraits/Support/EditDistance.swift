/// String distances used to turn unknown tokens and attribute names into "did you mean" hints.
/// The distance itself (`damerauLevenshtein(_:_:limit:)`) is in Bytes/, beside the byte loops
/// it is made of.
package enum EditDistance {
  /// The candidate closest to `word`, if it is within `maxDistance` and strictly closer than every
  /// other candidate; `nil` when nothing is close enough or the closest candidates tie, because a
  /// tie means there is no single obvious correction.
  package static func nearest(
    to word: String, in candidates: some Sequence<String>, maxDistance: Int
  ) -> String? {
    let closest = closest(to: word, in: candidates, maxDistance: maxDistance)
    return Set(closest).count == 1 ? closest.first : nil
  }

  /// Every candidate at the smallest distance from `word`, in candidate order, if that distance
  /// is within `maxDistance`; empty when nothing is that close.
  package static func closest(
    to word: String, in candidates: some Sequence<String>, maxDistance: Int
  ) -> [String] {
    var closest: [String] = []
    var bestDistance = Int.max
    let length = characterCount(word)
    for candidate in candidates {
      // The distance is at least the difference in length: skip the table when that is too far.
      let limit = min(maxDistance, bestDistance)
      guard abs(characterCount(candidate) - length) <= limit else { continue }
      let distance = damerauLevenshtein(word, candidate, limit: limit)
      guard distance <= maxDistance, distance <= bestDistance else { continue }
      if distance < bestDistance {
        closest = []
        bestDistance = distance
      }
      closest.append(candidate)
    }
    return closest
  }
}
