import Foundation

/// A value that several threads share, reached only under its lock.
///
/// `Mutex` (Synchronization) would do, but it needs macOS 15 and the package supports macOS 13.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with the value while holding the lock; keep it short.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
