import KeyboardTraits

/// A search box whose form is sent, but which has no `name`: HTML's form data set skips a
/// control without a name, so the query the user typed is not in the request.
///
/// The form is sent when its `action` is an address (not empty, `#` or a `javascript:` URL)
/// and its `method` is not `dialog` (which only closes a dialog). A form without an `action`
/// is left alone even with a submit button: on the corpus's pages such forms were searched by
/// script (a `submit` listener reading the field by `id`, which the markup does not show) far
/// more often than sent to the page's own address. A field with a `form` attribute, or outside
/// any form, is left alone too: a script reads it. So is a search box among other text fields
/// of a form that is not `role="search"`: a filter over a list of options in a larger form is
/// read by script, and the form sends the options.
enum UnsentSearchField {
  /// Whether `field` is a search box with no name in a form that is sent.
  static func isUnsent(_ field: LintField, in document: LintDocument) -> Bool {
    guard field.field.element == "input", field.field.ios.presentation == .keyboard,
      isBlank(field.field.name), !field.field.has(.form), isSearch(field),
      let form = field.form, isSent(form)
    else { return false }
    return isSearchForm(form)
      || ImplicitSubmission(form: form.index, in: document).textFields == 1
  }

  private static func isSearchForm(_ form: FormElement) -> Bool {
    form[.role]?.asciiLowercased().split(separator: " ").contains("search") ?? false
  }

  /// A search input (`type=search`, `role=searchbox`) or a text input whose words say search.
  private static func isSearch(_ field: LintField) -> Bool {
    switch field.field.inputType {
    case .search?: return true
    case .text?:
      return field.purpose.primary == .search
        || field.field[.role]?.trimmingHTMLWhitespace().lowercased() == "searchbox"
    default: return false
    }
  }

  private static func isSent(_ form: FormElement) -> Bool {
    guard form[.method]?.trimmingHTMLWhitespace().lowercased() != "dialog",
      let action = form.action
    else { return false }
    let address = action.trimmingHTMLWhitespace().lowercased()
    return !address.isEmpty && !address.hasPrefix("#") && !address.hasPrefix("javascript:")
  }

  private static func isBlank(_ value: String?) -> Bool {
    value.map { $0.trimmingHTMLWhitespace().isEmpty } ?? true
  }
}
