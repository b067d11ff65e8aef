import KeyboardTraits

/// A search box without a `name` in a form that is sent.
///
/// What it checks: an `<input type="search">`, `role="searchbox"`, or a text input whose words
/// say search, with no `name` (or an empty one), in a form whose `action` is an address (not
/// `#` or `javascript:`) and whose `method` is not `dialog`, where the form is a search: it is
/// `role="search"` or the box is its only text field. Fields outside a form, with a
/// `form` attribute, or in a form without an `action` are left alone: a script reads them (on
/// the shared corpus such forms were searched by a `submit` listener the markup does not show).
/// Why: the form data set skips a control without a name, so the search request carries no
/// query: the user types, presses Search and gets the page of an empty search.
/// Example: `<form action="/search"><input type="search" id="q"></form>`.
/// Use instead: `<form action="/search"><input type="search" id="q" name="q"></form>`.
/// On by default (a warning): the search the form sends is empty, a bug users see. The fix is
/// unsafe: it changes what the form sends, and the server must read the query under that name.
/// `field-needs-id-or-name` (strict) leaves these fields to this rule.
struct SearchFieldNeedsNameRule: FieldRule {
  static let description = RuleDescription(
    id: "search-field-needs-name",
    name: "Search Field Needs Name",
    summary: "A search box in a form that is sent needs a name, or its query is not sent.",
    rationale: "A form sends only the fields that have a name: a nameless search box's query "
      + "is left out, so pressing Search on the keyboard loads the results of an empty search "
      + "and the user must type again on a page that ignores it.",
    category: .labelsAndStructure,
    severity: .warning,
    basis: "WHATWG HTML §4.10.21.4 constructing the entry list (a control whose name is absent "
      + "or empty is skipped); §4.10.21.3 form submission algorithm",
    triggeringExamples: [
      RuleExample(
        #"""
        <form action="/search" role="search">
          ↓<input type="search" id="site-search" aria-label="Search the site">
          <button>Search</button>
        </form>
        """#),
      RuleExample(#"<form action="/s">↓<input type="text" placeholder="Search" name=""></form>"#),
      RuleExample(
        #"""
        <form method="get" action="https://search.example/">
          ↓<input type="text" role="searchbox" aria-label="Find">
          <input type="submit" value="Go">
        </form>
        """#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<form action="/search"><input type="search" name="q"></form>"#),
      // Outside a form, or driven by script: a script reads the value.
      RuleExample(#"<input type="search" id="filter" aria-label="Filter the table">"#),
      RuleExample(
        #"""
        <form onsubmit="return runSearch()">
          <input type="search" id="q" aria-label="Search"><button>Search</button>
        </form>
        """#),
      // No action: a submit listener reads the field by id (MDN's can-store demo).
      RuleExample(
        #"""
        <form><label for="searchTerm">Enter search term:</label>
          <input type="text" id="searchTerm"><button>Filter results</button></form>
        """#),
      RuleExample(
        #"<form action="javascript:void(0)"><input type="search" aria-label="Search"></form>"#),
      RuleExample(
        #"""
        <form id="site-search" action="/search"></form>
        <form action="/other"><input type="search" form="site-search" aria-label="Search"></form>
        """#),
      RuleExample(
        #"<form action="/account"><input type="text" aria-label="Nickname"></form>"#),
      // A filter over the options of a larger form: a script reads it, the form sends the rest.
      RuleExample(
        #"""
        <form action="/settings" method="post">
          <input type="text" name="display_name" aria-label="Display name">
          <input type="search" aria-label="Filter countries">
          <label><input type="checkbox" name="country" value="de"> Germany</label>
          <button>Save</button>
        </form>
        """#),
    ],
    jsxScope: .provenSurroundings)

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard UnsentSearchField.isUnsent(field, in: document) else { return [] }
    let name = Self.freeName(in: document, form: field.form?.index)
    let edit: Fix.Edit =
      field.field.has(.name)
      ? .setValue(attribute: "name", value: name) : .add(attribute: "name", value: name)
    let fix = Fix(summary: edit.phrase, edits: [edit])
    return [field.finding(Self.message(field.field, name: name), fix: fix)]
  }

  /// `q`, the name search engines read, unless another field of the form has it.
  private static func freeName(in document: LintDocument, form: Int?) -> String {
    let taken = Set(document.fields(ownedBy: form).compactMap { $0.field.name })
    return ["q", "query", "search"].first { !taken.contains($0) } ?? "q"
  }
}

extension SearchFieldNeedsNameRule {
  fileprivate static func message(_ field: FormField, name: String) -> String {
    "\(field.tagSummary) is a search box without a name, so its form sends no query and the "
      + "search runs on nothing; add name=\"\(name)\" (the server must read the query under "
      + "that name)."
  }
}
