import KeyboardTraits

/// Reports `autocomplete="off"` on a field for the user's own personal data.
///
/// What it checks: `off` on a field whose type, name, id or label says email, phone, name or
/// address. Someone else's data (a friend's email, an emergency contact, a field of an "Add
/// customer" or "Invite a member" form by its heading, submit button, action or legend) is left
/// alone, and so
/// is a combobox (`role="combobox"`, or `aria-autocomplete="list"`/`"both"`): the page shows
/// its own suggestion list there (a recipient picker, an address lookup), which the browser's
/// autofill list would cover, so `off` is the documented way to keep them apart.
/// Why: the user must type what the device already knows, and WCAG 1.3.5 asks for the purpose.
/// Example: `<input type="email" name="email" autocomplete="off">`.
/// Use instead: `<input type="email" name="email" autocomplete="email">`.
struct AutocompleteOffPersonalRule: FieldRule {
  static let description = RuleDescription(
    id: "autocomplete-off-personal",
    name: "Autocomplete Off Personal",
    summary: "Autofill is switched off on a field for the user's own email, phone, name or"
      + " address.",
    rationale: "With 'off' the keyboard shows no autofill chip, so the user types on a small"
      + " keyboard data the phone already has, and assistive tools cannot tell the field's"
      + " purpose (WCAG 1.3.5).",
    category: .autocompletePurpose,
    severity: .warning,
    basis: "WCAG 2.2 SC 1.3.5 Identify Input Purpose; WHATWG HTML §4.10.18.7.1 autofill",
    triggeringExamples: [
      RuleExample(#"<input type="email" name="email" ↓autocomplete="off">"#),
      RuleExample(#"<input type="tel" name="mobile" ↓autocomplete="OFF" required>"#),
      RuleExample(
        """
        <form action="/checkout" method="post">
          <label for="a1">Street address</label>
          <input id="a1" type="text" name="address1"
                 ↓autocomplete="off">
          <label for="pc">Postcode</label>
          <input id="pc" name="postcode" ↓autocomplete="off">
        </form>
        """),
      RuleExample(#"<input type="text" name="first_name" ↓autocomplete="off">"#),
      // A sign-up form stays the user's own, whatever the path says.
      RuleExample(
        """
        <form action="/users/new" method="post">
          <input type="email" name="email" ↓autocomplete="off">
          <button>Sign up</button>
        </form>
        """),
    ],
    nonTriggeringExamples: [
      // A new customer typed in by staff: the form's action and button say whose data it is.
      RuleExample(
        """
        <form action="/customers/new" method="post">
          <input type="tel" name="phone" autocomplete="off">
          <button>Add customer</button>
        </form>
        """),
      RuleExample(#"<input type="email" name="email" autocomplete="email">"#),
      RuleExample(#"<input type="search" name="q" autocomplete="off">"#),
      RuleExample(#"<input name="city" enterkeyhint="search" autocomplete="off">"#),
      RuleExample(#"<input type="text" name="promo_code" autocomplete="off">"#),
      RuleExample(#"<input type="text" name="captcha" autocomplete="off">"#),
      // A combobox that shows its own suggestions (here a recipient picker).
      RuleExample(
        #"""
        <input type="email" role="combobox" aria-autocomplete="list" aria-expanded="false"
               aria-label="To" autocomplete="off">
        """#),
      RuleExample(#"<input type="email" name="friend_email" autocomplete="off">"#),
      RuleExample(#"<input type="tel" name="emergency_phone" autocomplete="off">"#),
      RuleExample(#"<input type="text" name="product_name" autocomplete="off">"#),
      RuleExample(#"<input type="checkbox" name="phone_verified" autocomplete="off">"#),
      RuleExample(#"<input type="email" name="email" autocomplete="off" readonly>"#),
      // type=tel borrowed for its digit pad on a number field (axe-core autocomplete-valid.html).
      RuleExample(
        #"""
        <input type="tel" name="input_1" placeholder="Numeric Input Field" value="42"
               autocomplete="off">
        <label for="guests">Number of guests</label>
        <input type="tel" id="guests" name="guests" autocomplete="off">
        """#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    let advice = field.advice(in: document)
    guard field.autocomplete?.shape == .off, advice.isPersonal else { return [] }
    let token = advice.fieldName
    let fix = token.flatMap(FieldEditor(field).autocompleteFix)
    return [
      field.finding(
        Self.message(field, token: token, fixable: fix != nil), at: "autocomplete",
        fix: fix)
    ]
  }
}

private extension AutocompleteOffPersonalRule {
  static func message(_ field: LintField, token: String?, fixable: Bool) -> String {
    let fix =
      switch (token, fixable) {
      case (let token?, true): "write autocomplete=\"\(token)\" instead"
      case (let token?, false):
        "use " + (AutofillFieldName.named(token)?.recommendedMarkup ?? "autocomplete=\(token)")
      case (nil, _): "remove autocomplete=\"off\""
      }
    return "\(field.field.tagWithAutocomplete) asks for the user's own data but switches autofill"
      + " off, so no chip above \(field.field.keyboardPhrase) offers what the phone already"
      + " knows; \(fix)."
  }
}
