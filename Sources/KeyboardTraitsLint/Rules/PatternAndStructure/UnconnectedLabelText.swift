import KeyboardTraits

/// The text right before a field that names it to the eye but not to assistive technology: a
/// `<label>` with no `for` that does not wrap the field, one whose `for` names no element, or a
/// plain `<span>`/text run (Chromium autofill's sibling label, `FieldContext.adjacentText`).
/// The label rules name it, so their advice says which text to connect rather than asking for
/// a label the page already shows.
struct UnconnectedLabelText: Sendable {
  /// The collapsed text.
  let text: String
  /// The `<label>` element that holds exactly that text, when one does: its `for` is what to
  /// set.
  let label: LabelElement?

  private static let labelsByTextFact = DerivedFact<[String: [LabelElement]]>()

  /// The unconnected text before `field`, nil when there is none.
  init?(before field: LintField, in document: LintDocument) {
    let text = field.field.context.adjacentText
    guard !text.isEmpty else { return nil }
    self.text = text
    // A label with that text that labels no field, the last one before the field.
    let labels = document.documentFact(Self.labelsByTextFact) {
      Dictionary(
        grouping: document.document.labels.filter { $0.fieldIndex == nil }, by: \.text)
    }
    label = labels[text]?.last { $0.position < field.field.position }
  }

  /// The advice that connects the text to `field`.
  func advice(for field: FormField) -> String {
    let quoted = PatternAndStructureText.quoted(text, limit: 40)
    let id = field.id.flatMap { $0.isEmpty ? nil : $0 }
    switch (label, id) {
    case (let label?, let id?):
      let current = label.forID.map { " (for=\"\($0)\" names no element)" } ?? ""
      return "the <label> \(quoted) right before it is not connected\(current): set for=\"\(id)\" "
        + "on it"
    case (_?, nil):
      return "the <label> \(quoted) right before it is not connected: give the field an id and "
        + "set the label's for to it, or move the field inside the label"
    case (nil, let id?):
      return "the text \(quoted) right before it names it only to the eye: put it in a "
        + "<label for=\"\(id)\">"
    case (nil, nil):
      return "the text \(quoted) right before it names it only to the eye: wrap the text and "
        + "the field in a <label>"
    }
  }
}
