import KeyboardTraits

/// A scanned document prepared for the rules: each field with what several rules need, computed
/// once (its parsed `autocomplete`, its inferred purpose, its form owner, its advice).
///
/// A value with one reference inside: rules and the facts they share capture the document in
/// closures (about 180 times a page on the real corpus), and each copy retained and released a
/// dozen members.
public struct LintDocument: Sendable {
  /// What the document holds, made once in `init`.
  private final class Storage: Sendable {
    let document: ScannedDocument
    /// The document as its fields hold it.
    let shared: SharedDocument
    let fields: [LintField]
    /// The fields of each form by form index, then the fields with no form owner: grouped
    /// once, so that a rule asking per field costs no pass over the whole document.
    let fieldsByOwner: [[LintField]]
    /// The focusable controls (buttons, links, fields) grouped the same way.
    let controlsByOwner: [[FocusableControl]]
    /// Facts rules derive from whole forms or the whole page, each made once.
    let formFacts = DerivedFacts()

    init(_ document: ScannedDocument) {
      self.document = document
      let shared = SharedDocument(document)
      self.shared = shared
      fields = document.fields.map { field in
        LintField(field: field, form: field.formIndex.map { document.forms[$0] }, document: shared)
      }
      let ownerless = document.forms.count
      // Not `Array(repeating:count:)`, which costs far more, even for one group.
      var fieldsByOwner = (0...ownerless).map { _ in [LintField]() }
      for field in fields {
        fieldsByOwner[LintDocument.slot(field.field.formIndex, ownerless)].append(field)
      }
      self.fieldsByOwner = fieldsByOwner
      var controlsByOwner = (0...ownerless).map { _ in [FocusableControl]() }
      for control in document.controls {
        controlsByOwner[LintDocument.slot(control.formIndex, ownerless)].append(control)
      }
      self.controlsByOwner = controlsByOwner
    }
  }

  private let storage: Storage

  /// The document the scanner produced.
  public var document: ScannedDocument { storage.document }
  /// Every field, in document order.
  public var fields: [LintField] { storage.fields }
  /// The document as its fields hold it.
  var shared: SharedDocument { storage.shared }

  /// Prepares `document` for linting.
  public init(_ document: ScannedDocument) {
    storage = Storage(document)
  }

  /// The first of `candidates` (in document order) written before `field` that can be on the
  /// page together with it: a field in another alternative of a template conditional
  /// (`{% if %}…{% else %}…{% endif %}`, `v-if`/`v-else`) is never beside it.
  func firstEarlier(_ candidates: [LintField], than field: LintField) -> LintField? {
    candidates.first {
      $0.field.index < field.field.index && !document.excludes($0.field, field.field)
    }
  }

  /// The fields owned by `form` (or, for nil, the fields with no form owner), in order.
  public func fields(ownedBy form: Int?) -> [LintField] {
    storage.fieldsByOwner[Self.slot(form, storage.fieldsByOwner.count - 1)]
  }

  /// The focusable controls owned by `form` (or, for nil, those with no form owner), in order.
  public func controls(ownedBy form: Int?) -> [FocusableControl] {
    storage.controlsByOwner[Self.slot(form, storage.controlsByOwner.count - 1)]
  }

  /// `fact` about form `form` (nil: the fields no form owns), made by `make` from the form's
  /// fields and controls the first time a rule asks, then shared: a rule that compares each
  /// field with its form costs one pass over the form, not one per field.
  func formFact<Value: Sendable>(
    _ fact: DerivedFact<Value>, of form: Int?,
    make: ([LintField], [FocusableControl]) -> Value
  ) -> Value {
    // Scope 0 is the page; each form's group follows.
    let scope = Self.slot(form, storage.fieldsByOwner.count - 1) + 1
    return storage.formFacts.value(fact, scope: scope) {
      make(fields(ownedBy: form), controls(ownedBy: form))
    }
  }

  /// `fact` about the whole page, made by `make` the first time a rule asks, then shared by
  /// every rule that asks.
  func documentFact<Value: Sendable>(_ fact: DerivedFact<Value>, make: () -> Value) -> Value {
    storage.formFacts.value(fact, scope: 0, make: make)
  }

  /// The group of `form`; the last group holds what no form owns (and any index out of range).
  fileprivate static func slot(_ form: Int?, _ ownerless: Int) -> Int {
    guard let form, form >= 0, form < ownerless else { return ownerless }
    return form
  }
}

/// One scanned document shared by the fields prepared from it (one reference each, not a copy).
final class SharedDocument: Sendable {
  let document: ScannedDocument
  /// The page's next-field search, built on the first edit and shared by the rest (fixes
  /// propose edits on many fields of a page).
  private let search: LazyValue<AndroidNextFieldSearch>

  init(_ document: ScannedDocument) {
    self.document = document
    search = LazyValue { document.nextFieldSearch() }
  }

  /// What every browser shows for `field` after an edit.
  func traits(forEdited field: FormField) -> FieldTraits {
    document.traits(forEdited: field, in: search.value)
  }
}
