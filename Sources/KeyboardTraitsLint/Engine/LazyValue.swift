import Foundation

/// A value made on first use and kept, safe to read from any thread.
///
/// Lets the immutable, `Sendable` types the rules share (``LintField``, the document behind
/// it) put off work that only some rules ask for; one document is linted by one task, so the
/// lock is never contended.
final class LazyValue<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private let make: @Sendable () -> Value
  private var made: Value?

  init(_ make: @escaping @Sendable () -> Value) { self.make = make }

  var value: Value {
    lock.withLock {
      if let made { return made }
      let value = make()
      made = value
      return value
    }
  }
}
