import Foundation

/// The answers of a pure function, remembered across fields and files, safe to use from any
/// thread.
///
/// Memory stays flat: only keys that `remembers` accepts (small ones) are kept, and once
/// `capacity` answers are kept, all are forgotten and remembering starts again. Pages of one
/// site repeat their fields (a search box, a sign-in form, `email` and `password`
/// everywhere), so the answers that matter come back soon.
final class BoundedMemo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private let capacity: Int
  private let remembers: @Sendable (Key) -> Bool
  private var answers: [Key: Value] = [:]

  init(capacity: Int, remembers: @escaping @Sendable (Key) -> Bool = { _ in true }) {
    precondition(capacity > 0, "a memo must keep at least one answer")
    self.capacity = capacity
    self.remembers = remembers
  }

  /// The answer for `key`: the one remembered, else `make(key)`, remembered if `remembers`
  /// accepts the key. `make` runs outside the lock, so two threads asking at once may both
  /// make it (the same answer).
  func value(for key: Key, _ make: (Key) -> Value) -> Value {
    guard remembers(key) else { return make(key) }
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
