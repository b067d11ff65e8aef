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
}
