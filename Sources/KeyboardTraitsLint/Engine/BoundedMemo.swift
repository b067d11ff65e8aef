import Foundation

/// The answers of a pure function, remembered across fields and files, safe to use from any
/// thread.
///
/// Memory stays flat: once `capacity` answers are kept, all are forgotten and remembering
/// starts again. Pages of one site repeat their fields (a search box, a sign-in form, `email`
/// and `password` everywhere), so the answers that matter come back soon.
final class BoundedMemo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private let capacity: Int
  private var answers: [Key: Value] = [:]

  init(capacity: Int) {
    precondition(capacity > 0, "a memo must keep at least one answer")
    self.capacity = capacity
  }

  /// The answer for `key`: the one remembered, else `make(key)`, remembered. `make` runs
  /// outside the lock, so two threads asking at once may both make it (the same answer).
  func value(for key: Key, _ make: (Key) -> Value) -> Value {
    if let known = lock.withLock({ answers[key] }) { return known }
    let made = make(key)
    lock.withLock {
      if answers.count >= capacity { answers.removeAll(keepingCapacity: true) }
      answers[key] = made
    }
    return made
  }

  /// How many answers are kept now.
  var count: Int { lock.withLock { answers.count } }
}
