/// Runs `transform` over `items` on up to `width` tasks at once and hands results to `consume` in
/// input order, holding at most a bounded window of finished results (memory stays flat).
/// Items are taken from `items` only as tasks start, so a lazy sequence (a directory walk) is
/// never held whole.
func orderedConcurrentMap<Item: Sendable, Output: Sendable>(
  _ items: some Sequence<Item>, width: Int,
  transform: @escaping @Sendable (Item) -> Output,
  consume: (Output) async -> Void
) async {
  let window = max(1, width) * 4
  var iterator = items.makeIterator()
  await withTaskGroup(of: (Int, Output).self) { group in
    var next = 0
    var emitted = 0
    var isExhausted = false
    var finished: [Int: Output] = [:]
    /// Starts a task for the next item; false when there is none.
    func launch() -> Bool {
      guard !isExhausted, let item = iterator.next() else {
        isExhausted = true
        return false
      }
      let index = next
      group.addTask { (index, transform(item)) }
      next += 1
      return true
    }
    while next < max(1, width), launch() {}
    while let (index, output) = await group.next() {
      finished[index] = output
      while let ready = finished.removeValue(forKey: emitted) {
        await consume(ready)
        emitted += 1
      }
      while next - emitted < window, next - emitted - finished.count < width, launch() {}
    }
  }
}

/// The elements of `base` in arrays of `size` (the last one shorter), taken as asked for.
struct Batches<Base: IteratorProtocol>: Sequence, IteratorProtocol {
  var base: Base
  let size: Int

  mutating func next() -> [Base.Element]? {
    var batch: [Base.Element] = []
    while batch.count < size, let element = base.next() { batch.append(element) }
    return batch.isEmpty ? nil : batch
  }
}
