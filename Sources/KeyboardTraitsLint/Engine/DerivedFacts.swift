import Foundation

/// What rules derive from a whole form (its submit buttons, its names, its password fields) or
/// the whole page, kept per document so that a rule asking once per field reads each form once:
/// O(f) per form instead of O(f²).
///
/// A class behind a lock because ``LintDocument`` is a `Sendable` value that rules only read;
/// one document is linted by one task, so the lock is never contended.
final class DerivedFacts: @unchecked Sendable {
  /// What a fact is about.
  enum Scope: Hashable {
    /// The whole page.
    case document
    /// One form (nil: the fields no form owns).
    case form(Int?)
  }

  private struct Key: Hashable {
    let fact: String
    let scope: Scope
  }

  private let lock = NSLock()
  private var facts: [Key: any Sendable] = [:]

  /// The fact called `fact` about `scope`, made by `make` the first time it is asked for.
  /// Each name must always be asked for with the same `Value` type.
  func value<Value: Sendable>(_ fact: String, scope: Scope, make: () -> Value) -> Value {
    let key = Key(fact: fact, scope: scope)
    if let stored = lock.withLock({ facts[key] }), let known = stored as? Value { return known }
    let made = make()
    lock.withLock { facts[key] = made }
    return made
  }
}
