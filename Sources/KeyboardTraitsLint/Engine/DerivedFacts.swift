import Foundation

/// A fact rules derive from a whole form or the whole page
/// (``LintDocument/formFact(_:of:make:)``, ``LintDocument/documentFact(_:make:)``). Make each
/// one once, as a `static let`: its slot is its place in every document's store, and its type
/// says what is stored there.
struct DerivedFact<Value: Sendable>: Sendable {
  fileprivate let slot = DerivedFacts.claimSlot()
}

/// What rules derive from a whole form (its submit buttons, its names, its password fields) or
/// the whole page, kept per document so that a rule asking once per field reads each form once:
/// O(f) per form instead of O(f²).
///
/// Each fact has a slot in an array per scope. Keyed by a name in a dictionary of `any
/// Sendable`, each question paid for hashing and casting, and a page asks several even without
/// fields.
///
/// A class behind a lock because ``LintDocument`` is a `Sendable` value that rules only read;
/// one document is linted by one task, so the lock is never contended.
final class DerivedFacts: @unchecked Sendable {
  /// A stored value: its type is its fact's, so it is read back without a checked cast.
  private final class Box<Value: Sendable>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  private static let slotLock = NSLock()
  nonisolated(unsafe) private static var slotCount = 0

  fileprivate static func claimSlot() -> Int {
    slotLock.withLock {
      defer { slotCount += 1 }
      return slotCount
    }
  }

  private let lock = NSLock()
  /// The boxes by scope, then by slot; grown as facts are asked for.
  private var boxes: [[AnyObject?]] = []

  /// The value of `fact` about scope `scope` (a number the document gives each form and the
  /// page), made by `make` the first time it is asked for. `make` may ask for other facts.
  func value<Value: Sendable>(_ fact: DerivedFact<Value>, scope: Int, make: () -> Value) -> Value {
    let stored: AnyObject? = lock.withLock {
      guard scope < boxes.count, fact.slot < boxes[scope].count else { return nil }
      return boxes[scope][fact.slot]
    }
    if let stored { return unsafeDowncast(stored, to: Box<Value>.self).value }
    let made = make()
    lock.withLock {
      while boxes.count <= scope { boxes.append([]) }
      while boxes[scope].count <= fact.slot { boxes[scope].append(nil) }
      boxes[scope][fact.slot] = Box(made)
    }
    return made
  }
}
