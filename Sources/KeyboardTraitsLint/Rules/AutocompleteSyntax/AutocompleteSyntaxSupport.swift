import KeyboardTraits

/// An element that carries an `autocomplete` attribute the grammar rules check: a form field or
/// a `<form>`.
struct AutocompleteSite: Sendable {
  /// The parsed attribute value.
  let value: AutocompleteValue
  /// The control the value sits on (decides which field names are allowed).
  let control: AutocompleteControl
  /// Every grammar problem of the value on `control` (computed once, shared by ten rules).
  let allProblems: [AutocompleteProblem]
  /// The field the value sits on, nil for a `<form>`.
  let field: LintField?
  /// The `<form>` the value sits on, nil for a field.
  private let form: FormElement?
  /// The attribute value as written, for messages.
  var rawValue: String { value.rawValue }
  private let report: @Sendable (String, Fix?) -> Finding

  /// The element as written, for messages (`<input type="number" name="zip">`); built only
  /// for a finding.
  var tagSummary: String { field?.field.tagSummary ?? form?.tagSummary ?? "<form>" }

  private static let sitesFact = DerivedFact<[AutocompleteSite]>()

  /// Every field and form in `document` with an `autocomplete` attribute, in document order of
  /// kind (forms after fields; the linter sorts findings by position).
  static func all(in document: LintDocument) -> [AutocompleteSite] {
    // Ten rules ask; the sites are found once per page.
    document.documentFact(sitesFact) {
      document.fields.compactMap(site(for:)) + document.document.forms.compactMap(site(for:))
    }
  }

  /// The site for a field, nil when it has no `autocomplete` or is not a form control
  /// (an editing host takes no autocomplete).
  static func site(for field: LintField) -> AutocompleteSite? {
    guard let value = field.autocomplete, let control = field.field.autocompleteControl,
      let raw = field.field[.autocomplete]
    else { return nil }
    return AutocompleteSite(
      value: value, control: control,
      allProblems: CheckedAutocomplete.check(raw, on: control).problems,
      field: field, form: nil,
      report: { message, fix in field.finding(message, at: "autocomplete", fix: fix) })
  }

  /// The site for a `<form autocomplete>`.
  static func site(for form: FormElement) -> AutocompleteSite? {
    guard let attribute = form.attributes.attribute(.autocomplete) else {
      return nil
    }
    let value = AutocompleteValue.parse(attribute.value)
    return AutocompleteSite(
      value: value, control: .form, allProblems: value.problems(on: .form),
      field: nil, form: form,
      report: { message, fix in
        Finding(message: message, position: attribute.position, fieldIndex: nil, fix: fix)
      })
  }

  /// The problems of `kind` on this site, in token order.
  func problems(_ kind: AutocompleteProblem.Kind) -> [AutocompleteProblem] {
    allProblems.filter { $0.kind == kind }
  }

  /// A finding at the `autocomplete` attribute, with the problem's suggestion as a fix (safe
  /// only for a misspelt token's one vetted correction).
  func finding(_ message: String, suggestion: String?, safety: Fix.Safety = .unsafe) -> Finding {
    report(message, suggestion.map { Self.fix(setting: $0, safety: safety) })
  }

  /// A finding at the `autocomplete` attribute with `fix`.
  func finding(_ message: String, fix: Fix?) -> Finding {
    report(message, fix)
  }

  /// Sets `autocomplete` to `value`.
  static func fix(setting value: String, safety: Fix.Safety = .unsafe) -> Fix {
    Fix(
      summary: "Set autocomplete=\"\(value)\"",
      edits: [.setValue(attribute: "autocomplete", value: value)], safety: safety)
  }

  /// Removes `autocomplete`.
  static let removal = Fix(
    summary: "Remove autocomplete", edits: [.remove(attribute: "autocomplete")])

  /// One finding per site for the first problem of `kind`: several problems of one kind in one
  /// value are one mistake to the author, and the first is the one to fix first.
  static func findings(
    _ kind: AutocompleteProblem.Kind, in document: LintDocument,
    skipping skipped: (AutocompleteSite) -> Bool = { _ in false },
    message: (AutocompleteSite, AutocompleteProblem) -> String
  ) -> [Finding] {
    all(in: document).compactMap { site in
      guard !skipped(site), let problem = site.problems(kind).first else { return nil }
      if let suggestion = problem.suggestion {
        // A typo's one correction, or the written tokens put in order (fix policy (a)).
        let safety =
          kind == .unknownToken
          ? .safe : FixSafetyPolicy.keepsTokens(written: site.rawValue, repaired: suggestion)
        return site.finding(message(site, problem), suggestion: suggestion, safety: safety)
      }
      let fix = site.fallbackFix(for: problem, in: document)
      return site.finding(message(site, problem) + site.lostRange(by: fix), fix: fix)
    }
  }

  /// A sentence saying which of `min`, `max` and `step` the control stops checking when `fix`
  /// changes its type (`""` when it keeps them).
  func lostRange(by fix: Fix?) -> String {
    guard let field, let fix else { return "" }
    let lost = FieldEditor(field).lostRange(after: fix.edits)
    guard !lost.isEmpty else { return "" }
    let names = FieldEditor.listed(lost)
    return " The new type drops \(names), which the browser then no longer checks: check the "
      + "value with pattern or on the server."
  }

  /// Removes a value no browser reads here: safe unless inline script on the element may.
  private var deadValueRemoval: Fix {
    Self.removal.marked(field.map { FixSafetyPolicy.removingIgnored(from: $0.field) } ?? .safe)
  }

  /// The fix for a problem the checker has no repaired value for, nil when a person must
  /// choose: an empty value takes what the purpose rules ask for (else goes), a dead one goes,
  /// a field name the control does not take gets the control that takes it.
  func fallbackFix(for problem: AutocompleteProblem, in document: LintDocument) -> Fix? {
    switch problem.kind {
    case .empty:
      if let field, let value = field.advice(in: document).autocomplete {
        return FieldEditor(field).autocompleteFix(value)
      }
      // An empty value means what no attribute means (fix policy (b)).
      return deadValueRemoval
    case .notApplicable:
      return deadValueRemoval
    case .onOffMisuse:
      // Which of the combined tokens was meant, or whether Firefox's state opt-out on a
      // hidden input was, is the author's call.
      return Self.removal
    case .controlMismatch:
      return field.flatMap {
        FieldEditor($0).controlFix(for: value, blaming: problem, in: document)
      }
    default:
      return nil
    }
  }

  /// `off` on a checkable or a button: Firefox stops restoring its state across reloads, and
  /// the standard does not allow the attribute there (`autocomplete-off-not-applicable`, not
  /// `autocomplete-not-applicable`).
  var isFirefoxStateOptOut: Bool {
    guard value.shape == .off, let type = control.inputType else { return false }
    return ["checkbox", "radio", "submit", "reset", "button", "image"].contains(type)
  }

  /// `off` on a hidden input: not conforming (a hidden input takes a field name), but the
  /// workaround Rails writes on every hidden input its helpers render (actionview
  /// `token_tag`, `method_tag`, `utf8_enforcer_tag`, `hidden_field_tag`, `Tags::HiddenField`,
  /// unless `remove_hidden_field_autocomplete`; rails/rails 168170ff, fixing #42610), so that
  /// Firefox does not restore a stale value, such as an old CSRF token, after a reload.
  var isHiddenValueOptOut: Bool { value.shape == .off && control.isHidden }

  /// `<input type="number" name="zip" autocomplete="zip">`: the element as written with its
  /// `autocomplete` value, for messages.
  var quoted: String {
    let head = tagSummary.dropLast()
    return "\(head) autocomplete=\"\(rawValue.prefix(60))\">"
  }

  /// One sentence: `head` (the field and what the user sees), a colon, then the problem's own
  /// words (the token to blame and the fix).
  static func sentence(_ head: String, _ problem: AutocompleteProblem) -> String {
    var detail = problem.message
    // "The autocomplete value is empty…" continues the sentence after the colon.
    if detail.hasPrefix("The ") { detail = "the " + detail.dropFirst(4) }
    if let last = detail.last, !".?!".contains(last) { detail += "." }
    return head + ": " + detail
  }
}

extension FormElement {
  /// A short tag as written, such as `<form id="login" action="/session">`, for messages.
  var tagSummary: String {
    var parts = ["form"]
    for key in [KnownAttribute.id, .name, .action] {
      if let attribute = attributes.attribute(key) {
        parts.append(
          key.htmlName
            + TemplateExpressionText.attributeValue(attribute.value, isDynamic: attribute.isDynamic)
        )
      }
    }
    return "<" + parts.joined(separator: " ") + ">"
  }
}
