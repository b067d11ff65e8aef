import KeyboardTraits

/// Constraint and hint attributes on controls that ignore them.
///
/// What it checks: `pattern`, `minlength`, `maxlength`, `size`, `placeholder`, `readonly`,
/// `min`, `max` or `step` on an `<input>` whose type does not take it (the HTML standard's
/// applicability table, copied in `ConstrainedAttribute`), on a `<textarea>` (`pattern`, `size`,
/// `min`, `max`, `step`) or on a `<select>` (all but `size`). Hidden inputs are skipped: nobody
/// types into them.
/// Why: the browser ignores the attribute, so the limit the author wrote is never enforced
/// (`maxlength` on `type="number"` lets the user type 20 digits).
/// Example: `<input type="number" name="zip" maxlength="5">`.
/// Use instead: `<input type="text" inputmode="numeric" name="zip" maxlength="5">`.
struct AttributeNotApplicableRule: FieldRule {
  static let description = RuleDescription(
    id: "attribute-not-applicable",
    name: "Attribute Not Applicable",
    summary: "Constraint and hint attributes must be used only on controls that apply them.",
    rationale: "The browser silently ignores the attribute: maxlength on a number field lets "
      + "the user type as many digits as they like, a placeholder on a date field is never "
      + "shown, and a readonly checkbox can still be ticked.",
    category: .patternAndConstraints,
    severity: .warning,
    basis: "WHATWG HTML §4.10.5 the input element (attribute applicability table), §4.10.7 "
      + "select, §4.10.11 textarea",
    triggeringExamples: AttributeNotApplicableExamples.triggering,
    nonTriggeringExamples: AttributeNotApplicableExamples.nonTriggering)

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard !field.field.isEditingHost, field.field.inputType != .hidden else { return [] }
    return field.field.attributes.compactMap { attribute in
      guard let constrained = ConstrainedAttribute.named(attribute.name),
        !field.field.accepts(constrained)
      else { return nil }
      return field.finding(
        Self.message(field, constrained, attribute), at: attribute.name,
        fix: Self.fix(field, constrained, attribute, in: document))
    }
  }

  /// The advice as edits, nil where it is not an attribute change (CSS, a label, script).
  static func fix(
    _ field: LintField, _ attribute: ConstrainedAttribute, _ written: FieldAttribute,
    in document: LintDocument
  ) -> Fix? {
    let type = field.field.inputType
    // The type ignores the attribute: removing it is rule (b) of the fix policy.
    let removal = Fix(
      summary: "Remove \(written.name)", edits: [.remove(attribute: written.name)],
      safety: FixSafetyPolicy.removingIgnored(from: field.field))
    switch attribute {
    case .pattern, .minlength, .maxlength:
      // A range already limits the quantity; type=text would lose it: the attribute goes.
      if type == .number, hasRange(field) { return removal }
      if type == .number {
        let editor = FieldEditor(field)
        let edits = editor.typeEdits("text", in: document) + editor.inputModeEdits("numeric")
        return Fix(summary: Fix.summary(of: edits), edits: edits)
      }
      if field.field.element == "textarea", attribute == .pattern { return nil }
      return removal
    case .size: return removal
    case .placeholder: return nil
    case .readonly:
      return field.field.element == "select" || type?.isTextEntry == false ? nil : removal
    case .min, .max, .step:
      return type?.isTextEntry == true || field.field.element == "textarea" ? nil : removal
    }
  }

  /// Whether a number input has `min`, `max` or `step`, which only a number input checks, and
  /// holds a quantity: an identifier's type goes anyway (number-for-identifier).
  fileprivate static func hasRange(_ field: LintField) -> Bool {
    ["min", "max", "step"].contains(where: field.field.hasAttribute)
      && FieldAdvice.numberIdentifierPurpose(of: field) == nil
  }
}

extension AttributeNotApplicableRule {
  fileprivate static func message(
    _ field: LintField, _ attribute: ConstrainedAttribute, _ written: FieldAttribute
  ) -> String {
    let shown =
      written.hasValue && attribute != .readonly
      ? "\(written.name)=\(PatternAndStructureText.quoted(written.value, limit: 30))"
      : written.name
    return "\(field.field.tagSummary) ignores \(shown) (it applies only to "
      + "\(attribute.appliesToPhrase)), so \(attribute.lostEffect); \(advice(field, attribute))."
  }

  fileprivate static func advice(_ field: LintField, _ attribute: ConstrainedAttribute) -> String {
    let type = field.field.inputType
    switch attribute {
    case .pattern, .minlength, .maxlength:
      if type == .number, hasRange(field) {
        let range = ["min", "max", "step"].filter(field.field.hasAttribute)
        let verb = range.count == 1 ? "limits" : "limit"
        return "remove it, as \(FieldEditor.listed(range)) already \(verb) the number "
          + "(type=\"text\" inputmode=\"numeric\" would enforce it but lose them)"
      }
      if type == .number {
        // An identifier's range goes with its type: the message says the browser stops checking it.
        let dropped = ["min", "max", "step"].filter(field.field.hasAttribute)
        let without =
          dropped.isEmpty
          ? ""
          : " without \(dropped.joined(separator: ", ")) (the browser then no longer checks "
            + "them)"
        return "use type=\"text\" inputmode=\"numeric\"\(without), which keeps the number pad and "
          + "enforces it"
      }
      if let type, type.isDateOrTime {
        return "the picker already limits the format, so remove it (use min and max for a range)"
      }
      if field.field.element == "textarea", attribute == .pattern {
        return "check the text in script, or use an <input> if it is one line"
      }
      return "remove it"
    case .size:
      return "remove it and set the width with CSS instead"
    case .placeholder:
      return "put the hint in the label or in text next to the field"
    case .readonly:
      return field.field.element == "select" || type?.isTextEntry == false
        ? "use disabled (with a hidden input if the value must be submitted)" : "remove it"
    case .min, .max, .step:
      if type?.isTextEntry == true || field.field.element == "textarea" {
        return "check the value with pattern or in script, or use type=\"number\" where a "
          + "spinner suits the value"
      }
      return "remove it"
    }
  }
}
