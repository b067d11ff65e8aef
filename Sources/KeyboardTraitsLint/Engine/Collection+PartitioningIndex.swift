extension Collection {
  /// The first index whose element satisfies `belongsInSecondPartition`, in a collection
  /// where all elements that do come after all that do not (a binary search).
  func partitioningIndex(
    where belongsInSecondPartition: (Element) throws -> Bool
  ) rethrows -> Index {
    var low = startIndex
    var length = count
    while length > 0 {
      let half = length / 2
      let middle = index(low, offsetBy: half)
      if try belongsInSecondPartition(self[middle]) {
        length = half
      } else {
        low = index(after: middle)
        length -= half + 1
      }
    }
    return low
  }
}
