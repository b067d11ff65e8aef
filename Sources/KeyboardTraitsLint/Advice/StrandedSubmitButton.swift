import KeyboardTraits

/// A submit button placed just after a form, outside it: the form's "Submit" sits in a card
/// footer after `</form>` (CoolAdmin's form cards). A button outside a form, with no `form`
/// attribute naming it, submits nothing, and Enter in the form finds no submit button, so the
/// advice is to move that button, not to add one.
enum StrandedSubmitButton {
  private static let fact = DerivedFact<[Int: SourcePosition]>()

  /// Where the unowned submit button right after form `form` is: the first submit button that
  /// no form owns after the form's last field, with no other field and no other form between.
  static func position(after form: Int, in document: LintDocument) -> SourcePosition? {
    document.documentFact(fact) { strandedButtons(in: document) }[form]
  }

  private static func strandedButtons(in document: LintDocument) -> [Int: SourcePosition] {
    let buttons = document.document.controls
      .filter { $0.isSubmitButton && $0.formIndex == nil && $0.ancestorFormIndex == nil }
      .map(\.position).sorted()
    guard !buttons.isEmpty else { return [:] }
    let fields = document.fields.map(\.field.position).sorted()
    let forms = document.document.forms.map(\.position).sorted()
    var stranded: [Int: SourcePosition] = [:]
    for form in document.document.forms {
      guard let last = form.fieldIndices.map({ document.fields[$0].field.position }).max(),
        let button = first(in: buttons, after: last)
      else { continue }
      let nextField = first(in: fields, after: last)
      let nextForm = first(in: forms, after: last)
      if nextField.map({ $0 > button }) ?? true, nextForm.map({ $0 > button }) ?? true {
        stranded[form.index] = button
      }
    }
    return stranded
  }

  /// The first of the sorted `positions` after `position`.
  private static func first(
    in positions: [SourcePosition], after position: SourcePosition
  ) -> SourcePosition? {
    let index = positions.partitioningIndex(where: { $0 > position })
    return index < positions.count ? positions[index] : nil
  }

  /// The advice for a form whose submit button is stranded at `button`.
  static func advice(_ button: SourcePosition) -> String {
    "its submit button on line \(button.line) is after </form>, outside the form, so it "
      + "submits nothing: move it inside the form (or give it form=\"…\" with the form's id)"
  }
}
