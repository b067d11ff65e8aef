// What a form's place on the page says about it, kept as the elements close: the headings that
// introduce a form, a fieldset's legend, an `<output>` inside a form, and the containers around
// each field.
extension DocumentTreeBuilder {
  /// How much text (in UTF-8 bytes of ``DocumentTree/text``) may lie between a heading and the
  /// form it introduces: a card's or dialog's title and its form are close; a page's title and
  /// a comment form after the article are not.
  private static let headingReach = 200

  /// The legend of the nearest fieldset around the element opening now, and the serial numbers
  /// of the open elements, outermost first.
  func fieldSurroundings() -> (legend: String?, containers: [Int]) {
    let fieldset = stack.last { $0.name == "fieldset" }
    return (fieldset?.legend, stack.map(\.serial))
  }

  /// The heading just before a form opening now, when little text lies between them.
  func headingsBeforeForm() -> [String] {
    guard let heading = lastHeading, tree.text.count - heading.textEnd <= Self.headingReach,
      !heading.text.isEmpty
    else { return [] }
    return [heading.text]
  }

  /// An `<output>`: its form owner computes a result as the user types.
  func noteOutput(formAttribute: String?) {
    guard case .form(let form) = ownerReference(formAttribute: formAttribute) else { return }
    tree.forms[form].containsOutput = true
  }

  /// Keeps what a closing element tells about its surroundings: a heading's text (for the form
  /// it introduces, or the form it opens inside), a legend's text for its fieldset.
  func noteClosed(_ entry: OpenElement) {
    let name = entry.name.utf8
    // Most elements are neither: one length test leaves them.
    guard name.count == 2 || name.count == 6 else { return }
    if Self.headings.contains(entry.name) {
      let text = tree.text.collapsedText(entry.textStart..<tree.text.count)
      lastHeading = (text, tree.text.count)
      if !text.isEmpty, case .form(let form) = ownerReference(formAttribute: nil),
        !tree.forms[form].hasField
      {
        tree.forms[form].headings.append(text)
      }
    } else if entry.name == "legend",
      let fieldset = stack.lastIndex(where: { $0.name == "fieldset" }),
      stack[fieldset].legend == nil
    {
      stack[fieldset].legend = tree.text.collapsedText(entry.textStart..<tree.text.count)
    }
  }

  private static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]
}
