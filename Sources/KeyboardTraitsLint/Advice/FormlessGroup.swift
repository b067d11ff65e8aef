import KeyboardTraits

/// The fields outside any form that belong with one of them: those inside the nearest element
/// that holds it and another field outside any form (its card, fieldset, dialog or login box),
/// not every ownerless field of the page.
///
/// Chromium's password manager parses all the form controls of a page that no form owns as one
/// synthetic form (`GetUnownedFormFieldElements`, the document's unassociated form controls), so
/// it may pair a password with a user name in another card of the page. Advice is stricter: it
/// asks for `autocomplete="username"` only on a field in the password's own block, where a
/// reader sees the two belong together (`field-outside-form` already asks for the `<form>` that
/// makes the grouping explicit for every browser).
enum FormlessGroup {
  /// The ownerless fields in the nearest container of `field` that holds another ownerless
  /// field, in document order (`field` alone when no other field is outside a form).
  static func fields(around field: LintField, in document: LintDocument) -> [LintField] {
    let ownerless = document.fields(ownedBy: nil)
    let containers = field.field.context.containers
    let index = field.field.index
    /// How many containers `other` shares with `field`, from the outermost.
    func sharedDepth(_ other: LintField) -> Int {
      zip(containers, other.field.context.containers).prefix { $0 == $1 }.count
    }
    guard
      let depth = ownerless.lazy.filter({ $0.field.index != index }).map(sharedDepth).max()
    else { return [field] }
    return ownerless.filter { $0.field.index == index || sharedDepth($0) >= depth }
  }
}

extension PasswordForm {
  /// The fields a password is read with: its form's, or outside any form its
  /// ``FormlessGroup``.
  static func fields(around field: LintField, in document: LintDocument) -> [LintField] {
    field.form == nil
      ? FormlessGroup.fields(around: field, in: document)
      : PasswordForm(around: field, in: document).fields
  }
}
