/// Runs `transform` over `items` on up to `width` tasks at once and hands results to `consume` in
/// input order, holding at most a bounded window of finished results (memory stays flat).
func orderedConcurrentMap<Item: Sendable, Output: Sendable>(
  _ items: [Item], width: Int,
  transform: @escaping @Sendable (Item) -> Output,
  consume: (Output) async -> Void
) async {
  let window = max(1, width) * 4
  await withTaskGroup(of: (Int, Output).self) { group in
    var next = 0
    var emitted = 0
    var finished: [Int: Output] = [:]
    func launch() {
      let index = next
      let item = items[index]
      group.addTask { (index, transform(item)) }
      next += 1
    }
    while next < items.count, next < max(1, width) { launch() }
    while let (index, output) = await group.next() {
      finished[index] = output
      while let ready = finished.removeValue(forKey: emitted) {
        await consume(ready)
        emitted += 1
      }
      while next < items.count, next - emitted < window, next - emitted - finished.count < width {
        launch()
      }
    }
  }
}
