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

/// A value made on the first request by that request's own closure, and kept; safe to read
/// from any thread.
///
/// Unlike ``LazyValue``, the closure comes with the request, so it may use what only the
/// caller holds (a field's advice reads the document the rule is given). It runs outside the
/// lock, so it may ask for other values of the same kind; two threads asking at once may both
/// make the value (the same one).
final class LazySlot<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var made: Value?

  func value(_ make: () -> Value) -> Value {
    if let made = lock.withLock({ made }) { return made }
    let value = make()
    lock.withLock { made = value }
    return value
  }
}
