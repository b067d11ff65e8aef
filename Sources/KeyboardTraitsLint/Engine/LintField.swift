import Foundation
import KeyboardTraits

/// One field as the rules see it: the scanned field, its form, the document it is in, its
/// parsed `autocomplete`, its purpose and its advice, each made once and shared by every rule.
///
/// What the field's markup says is on the field itself (`FormField`, with the facts in
/// `Field/`); what it should be is its advice (`advice(in:)`).
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
  /// What the field is for, from its markup: read on first use, since reading the words is
  /// most of a field's cost and fields proposed by a fix are only asked about their keyboard.
  public var purpose: FieldPurposeClassification { memo.purpose }
  /// The document the field is in, when it came from a ``LintDocument``: what Android shows
  /// after an edit depends on the fields after this one.
  let document: SharedDocument?
  /// The purpose and the advice, made on first use.
  private let memo: FieldMemo

  /// Prepares a field on its own: a field edited with `FieldEditor` gets Android traits
  /// resolved without the fields after it (so its default Enter key is Go).
  public convenience init(field: FormField, form: FormElement?) {
    self.init(field: field, form: form, document: nil)
  }

  /// Prepares a field of `document`.
  init(field: FormField, form: FormElement?, document: SharedDocument?) {
    self.field = field
    self.form = form
    self.document = document
    autocomplete = field[.autocomplete].map { raw in
      CheckedAutocomplete.check(raw, on: field.autocompleteControl).value
    }
    let purposeInput = FieldPurposeInput(
      element: field.element, type: field.inputType?.rawValue,
      autocomplete: field[.autocomplete], name: field.name, id: field.id,
      label: field.labelSource == .placeholder ? nil : field.label,
      placeholder: field[.placeholder], inputMode: field[.inputmode],
      pattern: field[.pattern],
      maxLength: field[.maxlength].flatMap { Int($0.trimmingHTMLWhitespace()) },
      adjacentText: field.context.adjacentText.isEmpty ? nil : field.context.adjacentText)
    memo = FieldMemo(purposeInput)
  }

  /// What the field should be, decided on the first request and kept. `document` is the
  /// document the field is in (the advice reads its form and the page).
  func advice(in document: LintDocument) -> FieldAdvice {
    assert(self.document == nil || self.document === document.shared, "another document")
    return memo.advice { FieldAdvice(for: self, in: document) }
  }

  /// A finding about this field, at `attribute` if given and present, else at the element.
  public func finding(_ message: String, at attribute: String? = nil, fix: Fix? = nil) -> Finding {
    let position = attribute.flatMap(field.position(ofAttribute:)) ?? field.position
    return Finding(message: message, position: position, fieldIndex: field.index, fix: fix)
  }
}

/// What a field makes on first use and keeps, its purpose and its advice, behind one lock: one
/// allocation per field rather than one per value. One document is linted by one task, so the
/// lock is never contended.
private final class FieldMemo: @unchecked Sendable {
  private let lock = NSLock()
  private let purposeInput: FieldPurposeInput
  private var classified: FieldPurposeClassification?
  private var advised: FieldAdvice?

  init(_ purposeInput: FieldPurposeInput) { self.purposeInput = purposeInput }

  /// The purpose, classified on the first request.
  var purpose: FieldPurposeClassification {
    lock.withLock {
      if let classified { return classified }
      let made = FieldPurposeClassifier.classify(purposeInput)
      classified = made
      return made
    }
  }

  /// The advice, made by `make` on the first request. `make` runs outside the lock: it reads
  /// the purpose, of this field and of others.
  func advice(_ make: () -> FieldAdvice) -> FieldAdvice {
    if let made = lock.withLock({ advised }) { return made }
    let made = make()
    lock.withLock { advised = made }
    return made
  }
}
