import Foundation

/// A dictionary that several scanning threads share, guarded by a lock.
final class LockedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Key: Value] = [:]

  /// The value stored for `key`.
  func value(for key: Key) -> Value? {
    lock.withLock { values[key] }
  }

  /// Stores `value` for `key`; a later store for the same key replaces it.
  func store(_ value: Value, for key: Key) {
    lock.withLock { values[key] = value }
  }

  /// Stores `value` for `key`, first forgetting every value when `capacity` are kept, so that
  /// memory stays flat however many keys a run meets.
  func store(_ value: Value, for key: Key, capacity: Int) {
    lock.withLock {
      if values.count >= capacity { values.removeAll(keepingCapacity: true) }
      values[key] = value
    }
  }
}
