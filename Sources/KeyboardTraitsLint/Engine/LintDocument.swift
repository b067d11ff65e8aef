import KeyboardTraits

/// A scanned document prepared for the rules: each field with what several rules need, computed
/// once (its parsed `autocomplete`, its inferred purpose, its form owner).
///
/// A value with one reference inside: rules and the facts they share capture the document in
/// closures (about 180 times a page on the real corpus), and each copy retained and released a
/// dozen members.
public struct LintDocument: Sendable {
  /// What the document holds, made once in `init`.
  private final class Storage: Sendable {
    let document: ScannedDocument
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
      fields = document.fields.map { field in
        LintField(field: field, form: field.formIndex.map { document.forms[$0] }, document: shared)
      }
      let ownerless = document.forms.count
      // Not `Array(repeating:count:)`, which cost ~2,000 instructions even for one group.
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

  /// Prepares `document` for linting.
  public init(_ document: ScannedDocument) {
    storage = Storage(document)
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

/// One field and the facts the rules share about it.
///
/// An immutable class rather than a struct: sixty rules each walk every field, and copying the
/// struct (a dozen reference-counted members) per rule cost a third of the linting time.
public final class LintField: Sendable {
  /// The field.
  public let field: FormField
  /// Its form owner, if any.
  public let form: FormElement?
  /// The parsed `autocomplete` attribute, nil when absent.
  public let autocomplete: AutocompleteValue?
  /// The grammar problems of `autocomplete` on this control (empty when absent), computed once
  /// because several rules read them and the suggestions cost edit distances.
  public let autocompleteProblems: [AutocompleteProblem]
  /// What the field is for, from its markup: read on first use, since reading the words is
  /// most of a field's cost and fields proposed by a fix are only asked about their keyboard.
  public var purpose: FieldPurposeClassification { classifiedPurpose.value }
  private let classifiedPurpose: LazyValue<FieldPurposeClassification>
  /// The document the field is in, when it came from a ``LintDocument``: what Android shows
  /// after an edit depends on the fields after this one.
  let document: SharedDocument?

  /// Prepares a field on its own: a field edited with `applyingEdits(_:)` gets Android traits
  /// resolved without the fields after it (so its default Enter key is Go).
  public convenience init(field: FormField, form: FormElement?) {
    self.init(field: field, form: form, document: nil)
  }

  /// Prepares a field of `document`.
  init(field: FormField, form: FormElement?, document: SharedDocument?) {
    self.field = field
    self.form = form
    self.document = document
    let checked = field.attribute("autocomplete").map { raw in
      Self.checkAutocomplete(raw, on: field.autocompleteControl)
    }
    autocomplete = checked?.value
    autocompleteProblems = checked?.problems ?? []
    let purposeInput = FieldPurposeInput(
      element: field.element, type: field.inputType?.rawValue,
      autocomplete: field.attribute("autocomplete"), name: field.name, id: field.id,
      label: field.labelSource == .placeholder ? nil : field.label,
      placeholder: field.attribute("placeholder"), inputMode: field.attribute("inputmode"),
      pattern: field.attribute("pattern"),
      maxLength: field.attribute("maxlength").flatMap { Int($0.trimmingHTMLWhitespace()) })
    classifiedPurpose = LazyValue { FieldPurposeClassifier.classify(purposeInput) }
  }

  /// An `autocomplete` attribute as written, on its control (nil for an editing host).
  private struct WrittenAutocomplete: Hashable, Sendable {
    let raw: String
    let control: AutocompleteControl?
  }

  /// The parsed attribute and its grammar problems: a few values ("email", "off",
  /// "current-password") recur on every page, and checking one costs edit distances. Long
  /// values are rare and would make the memo large, so they are not kept.
  private static let checkedAutocomplete = BoundedMemo<
    WrittenAutocomplete, (value: AutocompleteValue, problems: [AutocompleteProblem])
  >(capacity: 1_024) { $0.raw.utf8.count <= 128 }

  private static func checkAutocomplete(
    _ raw: String, on control: AutocompleteControl?
  ) -> (value: AutocompleteValue, problems: [AutocompleteProblem]) {
    checkedAutocomplete.value(for: WrittenAutocomplete(raw: raw, control: control)) { site in
      let value = AutocompleteValue.parse(site.raw)
      return (value, site.control.map { value.problems(on: $0) } ?? [])
    }
  }

  /// The field's index.
  public var index: Int { field.index }
  /// The input type (`text` for non-inputs is not implied: nil for textarea, select, editable).
  public var inputType: InputType? { field.inputType }
  /// The position of `attribute` if present, else of the element.
  public func position(of attribute: String) -> SourcePosition {
    field.position(ofAttribute: attribute) ?? field.position
  }
  /// A finding about this field, at `attribute` if given and present, else at the element.
  public func finding(_ message: String, at attribute: String? = nil, fix: Fix? = nil) -> Finding {
    Finding(
      message: message, position: attribute.map(position(of:)) ?? field.position,
      fieldIndex: field.index, fix: fix)
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

  /// What Chrome and Firefox for Android show for `field` after an edit.
  func androidTraits(forEdited field: FormField) -> (chrome: AndroidTraits, firefox: AndroidTraits)
  {
    document.androidTraits(forEdited: field, in: search.value)
  }
}
