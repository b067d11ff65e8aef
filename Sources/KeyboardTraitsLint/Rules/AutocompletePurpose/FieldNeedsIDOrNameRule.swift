import KeyboardTraits

/// Reports a form field with neither `id` nor `name`.
///
/// What it checks: `<input>`, `<textarea>` and `<select>` that hold typed or chosen data with no
/// `id` and no `name`. Buttons, checkboxes, radios, file, range and colour inputs, hidden inputs
/// (never shown, never autofilled), date and time pickers (nothing is typed, and no browser keeps
/// a history of picked dates), read-only fields (the user types nothing), controls with the
/// `hidden` attribute and disabled fields are left alone.
/// Why: browsers key the values they save for autofill on the field's name or id.
/// Example: `<input type="email" autocomplete="email">`.
/// Use instead: `<input type="email" name="email" autocomplete="email">`.
/// Off by default (the `strict` preset runs it): calibrated on the admin templates and sample
/// sites of the shared corpus, its findings were true but rarely worth acting on: chip and
/// search inputs, code editors and inline editors whose history nobody wants, and fields a
/// script reads by class.
struct FieldNeedsIDOrNameRule: FieldRule {
  static let description = RuleDescription(
    id: "field-needs-id-or-name",
    name: "Field Needs ID Or Name",
    summary: "A form field has neither an id nor a name attribute.",
    rationale: "Browsers store what the user typed under the field's name or id; without either,"
      + " the next visit shows no suggestion above the keyboard and the user types it all again.",
    category: .autocompletePurpose,
    severity: .note,
    isEnabledByDefault: false,
    basis: "Chrome DevTools FormEmptyIdAndNameAttributesForInputError; web.dev sign-in form best"
      + " practices (stable name and id)",
    triggeringExamples: [
      // A label that says the purpose: the fix adds name="email".
      RuleExample(#"<label>Email ↓<input type="email"></label>"#),
      RuleExample(#"↓<input type="email" autocomplete="email">"#),
      RuleExample(#"↓<input placeholder="City" class="field">"#),
      RuleExample(
        """
        <form action="/contact" method="post">
          ↓<textarea rows="4"
                    aria-label="Message"></textarea>
          ↓<select aria-label="Topic"><option>Sales</option></select>
        </form>
        """),
      RuleExample(#"<label>Phone ↓<input type="tel"></label>"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input type="email" name="email" autocomplete="email">"#),
      RuleExample(#"<input type="text" id="city">"#),
      RuleExample(#"<input type="submit" value="Send">"#),
      RuleExample(#"<input type="checkbox" checked>"#),
      RuleExample(#"<input type="radio" value="a">"#),
      RuleExample(#"<input type="hidden" value="token">"#),
      RuleExample(#"<input type="text" disabled>"#),
      RuleExample(#"<div contenteditable="true">Notes</div>"#),
      RuleExample(#"<button type="submit">Go</button>"#),
      // Nothing is typed: a read-only display field, a picker, a control hidden behind a widget.
      RuleExample(#"<input type="text" value="2 items selected" readonly>"#),
      RuleExample(
        #"<div class="date-range"><input type="date" aria-label="From"></div>"#),
      RuleExample(#"<select multiple hidden><option>Design</option></select>"#),
      // Its form sends no query: search-field-needs-name asks for the name.
      RuleExample(#"<form action="/search"><input type="search" aria-label="Search"></form>"#),
    ])

  private static let dataless: Set<InputType> = [
    .submit, .reset, .button, .image, .checkbox, .radio, .file, .range, .color, .hidden,
  ]

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    // `readonly` does nothing on a select, so only `isEditable`'s disabled test applies there.
    guard ["input", "textarea", "select"].contains(field.field.element),
      field.field.element == "select"
        ? field.field.ios.presentation != .disabled
        : field.field.isEditable,
      field.field.ios.presentation != .datePicker, !field.field.has(.hidden),
      !(field.field.inputType.map(Self.dataless.contains) ?? false),
      Self.isBlank(field.field.id), Self.isBlank(field.field.name),
      // A search box whose query is not sent (search-field-needs-name) needs its name for that.
      !UnsentSearchField.isUnsent(field, in: document)
    else { return [] }
    // A stable name for a field whose purpose has a standard field name.
    let name = field.advice(in: document).fieldName
    return [field.finding(Self.message(field, name: name), fix: Self.nameFix(field, name: name))]
  }

  /// The name the message suggests, when it names one (a field with a known purpose). Not
  /// offered when the name would be the first word to say the purpose: the field would then
  /// also need its autocomplete (autocomplete-missing-known-field), which a person decides.
  private static func nameFix(_ field: LintField, name: String?) -> Fix? {
    guard let name, let purpose = field.purpose.primary,
      field.purpose.isIdentified(as: purpose) || field.field.has(.autocomplete)
    else { return nil }
    let edit: Fix.Edit =
      field.field.has(.name)
      ? .setValue(attribute: "name", value: name) : .add(attribute: "name", value: name)
    return Fix(summary: edit.phrase, edits: [edit])
  }

  static func isBlank(_ value: String?) -> Bool {
    value.map { $0.trimmingHTMLWhitespace().isEmpty } ?? true
  }
}

private extension FieldNeedsIDOrNameRule {
  static func message(_ field: LintField, name: String?) -> String {
    let effect =
      field.field.element == "select"
      ? "so autofill cannot match the choice to saved data by name"
      : "so the browser cannot save what is typed for later suggestions above"
        + " \(field.field.keyboardPhrase)"
    let example =
      name.map { ", such as name=\"\($0)\"" } ?? " that says what the field holds"
    return "\(field.field.tagSummary) has neither id nor name, \(effect); add a stable"
      + " name\(example)."
  }
}
