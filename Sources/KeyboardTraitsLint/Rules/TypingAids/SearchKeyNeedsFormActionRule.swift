import KeyboardTraits

/// Search fields that get a plain return key because their form has no action.
///
/// What it checks: an `<input type="search">`, or a text input whose markup says it is a search
/// box (`name="q"`, `id="search"`), with no `enterkeyhint`, outside any form or in a form with no
/// `action` attribute.
/// Why: iOS labels the return key Search only when the form has an action (WebKit reads the
/// action as "submits somewhere"); script-driven search boxes get a plain return key.
/// Example: `<input type="search" name="q">` handled by script.
/// Use instead: `<input type="search" name="q" enterkeyhint="search">`.
struct SearchKeyNeedsFormActionRule: FieldRule {
  static let description = RuleDescription(
    id: "search-key-needs-form-action",
    name: "Search Key Needs Form Action",
    summary: "Search fields without an enterkeyhint get the Search key only inside a form "
      + "with an action.",
    rationale: "On iOS the Enter key of a search field says Search only when the field's form "
      + "has an action; a search box handled by script shows a plain return key, so users "
      + "are not sure Enter will run the search.",
    category: .browserSource,
    severity: .note,
    basis: "WebKit `_updateTextInputTraits:` and `WebPage::focusedElementInformation` "
      + "(docs/browsers/ios.md R4.3, R4.4)",
    triggeringExamples: [
      RuleExample(#"↓<input type="search" name="q" placeholder="Search products">"#),
      RuleExample(
        #"""
        <form role="search" onsubmit="return runSearch()">
          ↓<input type="search"
                 name="query" aria-label="Search">
        </form>
        """#),
      RuleExample(#"<div class="bar">↓<input type="text" name="search" id="site-search"></div>"#),
      RuleExample(#"<form>↓<input name="q" autocomplete="off"></form>"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<form action="/search"><input type="search" name="q"></form>"#),
      RuleExample(#"<form action=""><input type="search" name="q"></form>"#),
      RuleExample(#"<input type="search" name="q" enterkeyhint="search">"#),
      RuleExample(#"<input type="search" name="q" enterkeyhint="go">"#),
      RuleExample(
        #"""
        <input name="research_area"><input name="quantity"><input name="query_id" type="hidden">
        <textarea name="search_notes"></textarea>
        """#),
      RuleExample(#"<input type="search" disabled><input type="search" readonly>"#),
      RuleExample(
        #"""
        <form id="site-search" action="/s"></form>
        <input type="search" name="q" form="site-search">
        """#),
    ],
    jsxScope: .provenSurroundings)

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.field.element == "input", field.field.ios.presentation == .keyboard,
      !field.field.has(.enterkeyhint), (field.form?.resolvedAction ?? "").isEmpty,
      // A component or partial's form may be written by the file that renders it.
      field.form != nil || field.field.context.surroundingsAreWritten
    else { return [] }
    let type = field.field.inputType
    let isSearch = type == .search || (type == .text && field.purpose.primary == .search)
    guard isSearch else { return [] }
    let edits: [Fix.Edit] = [.add(attribute: "enterkeyhint", value: "search")]
    // type=search or inputmode="search" declares the purpose; a name such as "q" only
    // suggests it.
    let declared = type == .search || field.field.validInputMode == .search
    let safety = FixSafetyPolicy.enterKeyTraits(edits, declared: declared, on: field.field)
    return [
      field.finding(
        Self.message(field.field, inForm: field.form != nil),
        fix: Fix(summary: "Add enterkeyhint=\"search\"", edits: edits, safety: safety))
    ]
  }
}

extension SearchKeyNeedsFormActionRule {
  fileprivate static func message(_ field: FormField, inForm: Bool) -> String {
    let place = inForm ? "its form has no action" : "it is not in a form with an action"
    return "\(field.tagSummary) is a search field, but \(place), so the iPhone keyboard shows "
      + "a plain return key instead of Search; add enterkeyhint=\"search\"."
  }
}
