import KeyboardTraits

/// `<form>` start tags inside another form.
///
/// What it checks: the scanner's `nestedForm` notes, at the `<` of the inner `<form>` tag.
/// Why: the HTML parser ignores a `<form>` tag while another form is open, so the inner form's
/// `action`, `method` and `autocomplete` are lost and its fields belong to the outer form: its
/// submit button submits the outer form, and the Search or Go key follows the outer `action`.
/// Example: `<form action="/checkout"> … <form action="/coupon"> … </form></form>`.
/// Use instead: close the outer form first, or associate the fields with `form="coupon"`.
struct NestedFormRule: Rule {
  static let description = RuleDescription(
    id: "nested-form",
    name: "Nested Form",
    summary: "A form must not be nested inside another form.",
    rationale: "Browsers drop the inner <form> tag, so its fields join the outer form: pressing "
      + "Go on the phone keyboard or the inner submit button sends the outer form, and the "
      + "inner action and autocomplete settings never apply.",
    category: .markup,
    severity: .warning,
    basis: "kbtraits scanner (HTML5 form element pointer); WHATWG HTML §13.2.6.4.7 a start tag "
      + "whose tag name is \"form\" (ignored while the form element pointer is set)",
    triggeringExamples: [
      RuleExample(
        #"""
        <form action="/checkout" method="post">
          <input name="email" type="email">
          ↓<form action="/coupon">
            <input name="coupon"><button>Apply</button>
          </form>
        </form>
        """#),
      RuleExample(#"<form><div>↓<form id="inner"><input name="q"></form></div></form>"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<form action="/a"><input name="a"></form><form action="/b"></form>"#),
      RuleExample(#"<form id="coupon"></form><form><input name="coupon" form="coupon"></form>"#),
      RuleExample(#"<form><template><form><input name="q"></form></template></form>"#),
    ])

  func validate(_ document: LintDocument) -> [Finding] {
    document.document.notes.compactMap { note in
      guard note.kind == .nestedForm, let position = note.position else { return nil }
      // The form the parser was in: the last form that starts before this tag (forms come
      // in document order).
      let outer = document.document.forms.lastInPrefix { $0.position < position }
      return Finding(message: Self.message(outer), position: position, fieldIndex: nil)
    }
  }
}

extension NestedFormRule {
  fileprivate static func message(_ outer: FormElement?) -> String {
    let name =
      outer.map { form in
        let action = form.action.map { " action=\"\($0.prefix(40))\"" } ?? ""
        return "the <form\(action)> on line \(form.position.line)"
      } ?? "another form"
    return "This <form> tag is inside \(name), so browsers ignore it and its fields and "
      + "submit button belong to the outer form; close the outer form before it, or link "
      + "the fields with form=\"…\"."
  }
}
