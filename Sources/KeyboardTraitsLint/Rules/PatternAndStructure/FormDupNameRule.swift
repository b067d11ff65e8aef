import KeyboardTraits

/// Two fields in one form with the same `name`.
///
/// What it checks: within one form, a second enabled field with the `name` of an earlier one
/// (names compare exactly, as form submission does). Left alone, because sharing a name is how
/// they work: radio buttons, checkboxes (a group of choices, or Rails' hidden "0" plus checkbox
/// "1"), hidden inputs, buttons, names ending in `[]` (PHP and Rails arrays), disabled fields
/// (not submitted; typically the inactive one of two alternatives) and fields in `<template>`.
/// Why: browsers and password managers key saved autofill data on the name, so two fields with
/// one name confuse their heuristics, and the server receives two values for one key.
/// Example: `<input name="phone"> … <input name="phone">` in one form.
/// Use instead: `<input name="phone"> … <input name="phone_alt">`.
struct FormDupNameRule: FieldRule {
  static let description = RuleDescription(
    id: "form-dup-name",
    name: "Form Duplicate Name",
    summary: "Fields in one form should not share a name, except radio buttons and checkboxes.",
    rationale: "Autofill stores and matches values by field name, so two fields with one name in "
      + "a form get the same suggestion or none, and the user on the phone corrects the "
      + "wrongly filled one by hand.",
    category: .labelsAndStructure,
    severity: .note,
    basis: "html-validate `form-dup-name`; WHATWG HTML §4.10.21.4 constructing the entry list",
    triggeringExamples: [
      RuleExample(
        #"""
        <form action="/address">
          <input type="text" name="phone" autocomplete="tel">
          <input type="text" ↓name="phone" autocomplete="tel">
        </form>
        """#),
      RuleExample(
        #"""
        <form action="/signup"><input type="email" name="email">
          <select
            ↓name="email"><option>a@b.c</option></select>
          <textarea ↓name="email"></textarea></form>
        """#),
      RuleExample(
        #"<form id="f"><input name="zip"></form><input form="f" ↓name="zip" type="text">"#),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        <form>
          <input type="radio" name="size" value="s"><input type="radio" name="size" value="m">
          <input type="checkbox" name="topics" value="a">
          <input type="checkbox" name="topics" value="b">
        </form>
        """#),
      RuleExample(
        #"""
        <form><input type="hidden" name="remember" value="0">
        <input type="checkbox" name="remember" value="1"></form>
        """#),
      RuleExample(#"<form><input name="phone[]"><input name="phone[]"></form>"#),
      RuleExample(#"<form><input name="zip"></form><form><input name="zip"></form>"#),
      RuleExample(#"<input name="q"><input name="q">"#),
      RuleExample(
        #"""
        <form><select name="state"><option>CA</option></select>
        <input name="state" disabled></form>
        """#),
      RuleExample(
        #"""
        <form><input type="submit" name="action" value="Save">
        <input type="submit" name="action" value="Delete"></form>
        """#),
      RuleExample(#"<form><input name="Email"><input name="email"><input name="zipper"></form>"#),
    ],
    jsxScope: .provenSurroundings)

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard let form = field.field.formIndex, Self.counts(field.field),
      let name = field.field.name
    else { return [] }
    guard let named = Self.fieldsByName(in: form, document)[name],
      let earlier = document.firstEarlier(named, than: field)
    else { return [] }
    return [field.finding(Self.message(field.field, earlier.field, name), at: "name")]
  }

  private static let fieldsByNameFact = DerivedFact<[String: [LintField]]>()

  /// The fields of form `form` with each name, among those that count: one pass per form.
  private static func fieldsByName(in form: Int, _ document: LintDocument)
    -> [String: [LintField]]
  {
    document.formFact(fieldsByNameFact, of: form) { fields, _ in
      var named: [String: [LintField]] = [:]
      for field in fields where counts(field.field) {
        if let name = field.field.name { named[name, default: []].append(field) }
      }
      return named
    }
  }

  private static func counts(_ field: FormField) -> Bool {
    guard let name = field.name, !name.isEmpty, !name.hasSuffix("[]"), !field.isEditingHost,
      field.ios.presentation != .disabled, !field.context.isInTemplate
    else { return false }
    switch field.inputType {
    case .radio, .checkbox, .hidden, .submit, .image, .reset, .button: return false
    default: return true
    }
  }
}

extension FormDupNameRule {
  fileprivate static func message(_ field: FormField, _ earlier: FormField, _ name: String)
    -> String
  {
    "\(field.tagSummary) repeats name=\"\(name)\" of \(earlier.tagSummary) on line "
      + "\(earlier.position.line) in the same form, so autofill, which matches saved values by "
      + "name, fills both alike or neither; give each field its own name."
  }
}
