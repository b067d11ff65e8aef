import KeyboardTraits

/// Fields with no accessible name at all.
///
/// What it checks: a field other than a hidden input, a button or a control with the `hidden`
/// attribute (never rendered) has no `<label>` (by `for` or
/// by wrapping), no `aria-labelledby` text, no `aria-label`, no `title` and no placeholder on a
/// type that shows one. Disabled fields are included: VoiceOver still reads them, and scripts
/// enable them later. Fields named only by a placeholder or title are
/// `placeholder-only-label`'s. A field that a `<label for>` names is left alone when the label
/// holds no text but has a `data-*` attribute or an element inside it: its text may come from
/// CSS (`content: attr(data-…)`, an icon font), which the accessible name includes and a static
/// scan cannot see. A bare empty `<label for></label>` is still reported.
/// Why: VoiceOver reads only the control's role ("text field"), Voice Control has no name to
/// tap by, and the small input is the only tap target where a label would have added its own.
/// When text right before the field names it (a `<label>` with no `for` or a broken one, a
/// `<span>`), the message says to connect that text rather than add a label the page shows.
/// Example: `<input type="text" name="city">`.
/// Use instead: `<label for="city">City</label> <input type="text" id="city" name="city">`.
struct InputMissingLabelRule: FieldRule {
  static let description = RuleDescription(
    id: "input-missing-label",
    name: "Input Missing Label",
    summary: "Every field needs a label or an ARIA name.",
    rationale: "With no label, VoiceOver announces only \"text field\", Voice Control cannot "
      + "target the field by name, and the user loses the larger tap target a <label> gives "
      + "on a phone screen.",
    category: .labelsAndStructure,
    severity: .error,
    basis: "WHATWG HTML §4.10.4 the label element; HTML-AAM accessible name computation for "
      + "input, select and textarea; WCAG 2.2 SC 1.3.1, 4.1.2",
    triggeringExamples: [
      RuleExample(#"↓<input type="text" name="city" autocomplete="address-level2">"#),
      // Text next to a field names it for autofill's guess, not for VoiceOver: a label that is
      // not connected (no `for`, or a misspelt one) is still no label.
      RuleExample(#"<div><label>Email</label>↓<input type="email" name="f1"></div>"#),
      RuleExample(
        #"<label for="emial">Email</label>↓<input type="email" id="email" name="email">"#),
      // The form is in the component and nothing between can wrap the field in a label.
      RuleExample(
        jsx: #"""
          export const City = () => (
            <form action="/ship">
              <div>↓<input type="text" name="city" /></div>
            </form>
          );
          """#),
      RuleExample(#"<p>Terms</p>↓<input type="checkbox" name="terms" placeholder="I agree">"#),
      RuleExample(
        #"""
        <form action="/checkout">
          <span>Country</span>
          ↓<select name="country"
                  autocomplete="country">
            <option>France</option>
          </select>
          ↓<textarea name="notes"></textarea>
        </form>
        """#),
      RuleExample(#"<label for="mail">Email</label> ↓<input type="email" name="mail">"#),
      // A page that extends a layout writes its own labels.
      RuleExample(
        #"""
        @extends('layouts.app')
        @section('content')
          <form method="post" action="/settings">↓<input type="text" id="city" name="city"></form>
        @endsection
        """#, syntax: .blade),
      RuleExample(#"↓<input type="text" name="q" aria-label="" aria-labelledby="missing">"#),
      RuleExample(#"<label for="a"></label>↓<input type="text" id="a">"#),
      RuleExample(#"↓<input type="text" name="promo_code" disabled>"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<label for="city">City</label> <input type="text" id="city" name="city">"#),
      // No form in the component: a parent may wrap it in a label.
      RuleExample(jsx: #"const City = () => <input type="text" name="city" />;"#),
      // A component inside the form may render a <label htmlFor="city">.
      RuleExample(
        jsx: #"<form><FieldLabel field="city" /><input type="text" id="city" name="city" /></form>"#
      ),
      // Children passed to a component may be wrapped in a label there.
      RuleExample(jsx: #"<form><Field><input type="text" name="city" /></Field></form>"#),
      RuleExample(
        jsx: #"<form><label>{t("city")}<input type="text" name="city" /></label></form>"#),
      // The label's text may come from CSS: an icon font (AdminLTE pages/file-manager.html) or
      // generated content (WPT accname/name_test_case_553-manual.html).
      RuleExample(
        #"""
        <input type="radio" class="btn-check" name="view" id="view-grid" checked>
        <label class="btn btn-outline-secondary" for="view-grid"><i class="bi bi-grid"></i></label>
        <label for="test" data-after="test content"></label><input type="text" id="test">
        """#),
      RuleExample(#"<label>Postcode <input name="zipper_size"></label>"#),
      RuleExample(#"<input type="search" name="q" aria-label="Search products">"#),
      RuleExample(
        #"<h2 id="h">Quantity</h2><input type="number" name="quantity" aria-labelledby="h">"#),
      RuleExample(#"<input type="text" name="city" placeholder="City">"#),
      RuleExample(#"<input type="text" name="ref" title="Order reference">"#),
      RuleExample(
        #"""
        <input type="hidden" name="csrf" value="x">
        <input type="submit" value="Pay"><input type="reset"><input type="button" value="Back">
        <input type="image" src="go.png" alt="Go">
        """#),
      // A partial's field with an id: the page that includes it writes the <label for>.
      RuleExample(
        #"""
        <input type="date" id="{{ $name }}" name="{{ $name }}"
               @if($autofocus ?? false) autofocus @endif>
        """#, syntax: .blade),
      // A native select hidden behind a script-drawn multi-select widget is never rendered.
      RuleExample(
        #"""
        <label class="form-label">Project tags</label>
        <div class="multi-select" data-multi-select>
          <select multiple hidden><option value="Design" selected>Design</option></select>
        </div>
        """#),
    ],
    jsxScope: .provenSurroundings)

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    // A partial's field with an id may be labelled by the file that renders it.
    guard field.field.needsAuthorLabel, field.field.naming == .unnamed,
      !field.field.context.labelMayBeElsewhere,
      !Self.fieldsWithGeneratedLabels(in: document).contains(field.field.index)
    else { return [] }
    return [
      field.finding(
        Self.message(field.field, unconnected: UnconnectedLabelText(before: field, in: document)))
    ]
  }
}

extension InputMissingLabelRule {
  private static let generatedLabelsFact = DerivedFact<Set<Int>>()

  /// The fields a `<label for>` names whose text CSS may fill, and in JSX any label whose text
  /// code writes (`{t("city")}`), listed once per page (each unlabelled field asks).
  fileprivate static func fieldsWithGeneratedLabels(in document: LintDocument) -> Set<Int> {
    let isJSX = document.document.isJSX
    return document.documentFact(generatedLabelsFact) {
      Set(
        document.document.labels.lazy
          .filter { ($0.forID != nil || isJSX) && $0.mayHaveGeneratedText }
          .compactMap(\.fieldIndex))
    }
  }

  fileprivate static func message(
    _ field: FormField, unconnected: UnconnectedLabelText?
  ) -> String {
    let fix: String
    if let unconnected, !field.isEditingHost {
      fix = unconnected.advice(for: field)
    } else if field.isEditingHost {
      fix = "give it aria-label or aria-labelledby"
    } else if let id = field.id, !id.isEmpty {
      fix = "add <label for=\"\(id)\"> with visible text"
    } else {
      fix = "wrap it in a <label> with visible text, or give it an id and a <label for>"
    }
    return "\(field.tagSummary) has no label, so VoiceOver announces it without a name and "
      + "Voice Control cannot target it; \(fix)."
  }
}
