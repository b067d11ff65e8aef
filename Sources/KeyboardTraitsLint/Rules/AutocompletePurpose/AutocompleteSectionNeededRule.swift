import KeyboardTraits

/// Reports two fields in one form that declare the same field name with the same section,
/// hint and contact tokens.
///
/// What it checks: within a `<form>`, a second field whose valid `autocomplete` repeats an
/// earlier field's (`postal-code` twice). Radio groups, hidden and disabled fields are ignored,
/// and so are the pairs forms legitimately repeat: password and confirmation
/// (`new-password`), email and its confirmation, one-time-code boxes, and card or phone numbers
/// split over several inputs.
/// Why: autofill fills both with the same data, or the second overwrites the first.
/// Example: two `<input autocomplete="postal-code">` for shipping and billing.
/// Use instead: `autocomplete="shipping postal-code"` and `"billing postal-code"`, or
/// `section-*` tokens.
struct AutocompleteSectionNeededRule: FieldRule {
  static let description = RuleDescription(
    id: "autocomplete-section-needed",
    name: "Autocomplete Section Needed",
    summary: "Two fields in one form declare the same autofill field without telling them apart.",
    rationale: "Tapping the autofill chip above the keyboard fills both fields with the same"
      + " address or name, so a second recipient or a different billing address is overwritten.",
    category: .autocompletePurpose,
    severity: .note,
    basis: "WHATWG HTML §4.10.18.7.1 autofill (section-* and shipping/billing scopes); web.dev"
      + " payment and address form best practices",
    triggeringExamples: [
      RuleExample(
        """
        <form action="/checkout" method="post">
          <input name="ship_zip" autocomplete="postal-code">
          <input name="bill_zip" ↓autocomplete="postal-code">
        </form>
        """),
      RuleExample(
        """
        <form action="/gift" method="post">
          <fieldset>
            <input name="from_name" autocomplete="section-a name">
            <input name="to_name" ↓autocomplete="SECTION-A name">
          </fieldset>
          <textarea name="a1" autocomplete="shipping street-address"></textarea>
          <textarea name="a2"
                    ↓autocomplete="shipping street-address"></textarea>
        </form>
        """),
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        <form action="/checkout" method="post">
          <input name="ship_zip" autocomplete="shipping postal-code">
          <input name="bill_zip" autocomplete="billing postal-code">
        </form>
        """),
      RuleExample(
        """
        <form action="/signup" method="post">
          <input type="email" name="email" autocomplete="email">
          <input type="email" name="email_confirm" autocomplete="email">
          <input type="password" name="pw" autocomplete="new-password">
          <input type="password" name="pw2" autocomplete="new-password">
        </form>
        """),
      RuleExample(
        """
        <form action="/x" method="post">
          <input type="radio" name="title" value="mr" autocomplete="honorific-prefix">
          <input type="radio" name="title" value="ms" autocomplete="honorific-prefix">
          <input type="hidden" name="c1" value="DE" autocomplete="country">
          <input type="hidden" name="c2" value="DE" autocomplete="country">
        </form>
        """),
      RuleExample(
        """
        <form action="/x"><input name="a" autocomplete="work tel">
        <input name="b" autocomplete="home tel"></form>
        """),
      // Different forms, or no form at all.
      RuleExample(
        """
        <form action="/a"><input name="zip" autocomplete="postal-code"></form>
        <form action="/b"><input name="zip" autocomplete="postal-code"></form>
        <input name="z1" autocomplete="postal-code"><input name="z2" autocomplete="postal-code">
        """),
      RuleExample(
        """
        <form action="/pay"><input name="cc1" autocomplete="cc-number" maxlength="4">
        <input name="cc2" autocomplete="cc-number" maxlength="4"></form>
        """),
    ],
    jsxScope: .provenSurroundings)

  /// Field names that forms legitimately repeat.
  private static let repeatable: Set<String> = [
    "new-password", "current-password", "one-time-code", "email", "cc-number", "tel-local",
    "tel-local-prefix", "tel-local-suffix",
  ]

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.form != nil, let key = Self.key(field) else { return [] }
    guard let keyed = Self.fieldsByKey(in: field.field.formIndex, document)[key],
      let earlier = document.firstEarlier(keyed, than: field)
    else { return [] }
    return [field.finding(Self.message(field, earlier: earlier), at: "autocomplete")]
  }

  private static let fieldsByKeyFact = DerivedFact<[[String]: [LintField]]>()

  /// The fields of form `form` for each autofill key: one pass per form.
  private static func fieldsByKey(in form: Int?, _ document: LintDocument)
    -> [[String]: [LintField]]
  {
    document.formFact(fieldsByKeyFact, of: form) { fields, _ in
      var keyed: [[String]: [LintField]] = [:]
      for field in fields {
        if let key = key(field) { keyed[key, default: []].append(field) }
      }
      return keyed
    }
  }

  /// What autofill fills the field with, nil for fields this rule ignores.
  static func key(_ field: LintField) -> [String]? {
    guard let value = field.autocomplete, let name = value.fieldName,
      !repeatable.contains(name), field.field.inputType != .radio, field.field.inputType != .hidden,
      field.field.inputType != .checkbox, field.field.ios.presentation != .disabled
    else { return nil }
    return [value.section ?? "", value.hint ?? "", value.contact ?? "", name]
  }
}

private extension AutocompleteSectionNeededRule {
  static func message(_ field: LintField, earlier: LintField) -> String {
    "\(field.field.tagWithAutocomplete) asks for the same autofill data as "
      + "\(earlier.field.tagSummary) earlier in the form, so the chip above the keyboard fills"
      + " both alike; tell them apart with 'shipping'/'billing' or a 'section-*' token."
  }
}
