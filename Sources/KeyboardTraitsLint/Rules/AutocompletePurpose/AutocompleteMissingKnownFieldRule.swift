import KeyboardTraits

/// Reports a field whose name, id or label names a well-known autofill field but which has no
/// `autocomplete` attribute.
///
/// What it checks: email, phone, postal code, given/family/full name, address parts, country,
/// organization and card fields (by their name, id or label, not their type alone) with no
/// `autocomplete`; on a field whose name and id say nothing and which has no label of its own,
/// the text right before it counts as a weaker label, as Chromium's autofill reads it
/// (`<span>Email</span><input>`, a `<label>` whose `for` is missing or misspelt). Someone else's
/// data (a friend's email, an emergency contact, the fields of an "Add contact" or "Invite a
/// member" form by its heading, submit button, action or legend) is left alone,
/// and so is the account field before a password, which `username-autocomplete` tells to say
/// `username` (an email used to sign in is still the username).
/// Why: without the token, autofill falls back to heuristics that misfill on phones.
/// Example: `<input type="text" name="zip">`.
/// Use instead: `<input type="text" name="zip" autocomplete="postal-code">`.
struct AutocompleteMissingKnownFieldRule: FieldRule {
  static let description = RuleDescription(
    id: "autocomplete-missing-known-field",
    name: "Autocomplete Missing Known Field",
    summary: "A field named like a standard autofill field has no autocomplete attribute.",
    rationale: "Without the token the autofill chip above the keyboard depends on the browser"
      + " guessing from names and labels, and a misfilled field is tedious to correct on a phone."
      + " It is a note by default because the guess is often right; raise it to a warning once a"
      + " codebase is clean.",
    category: .autocompletePurpose,
    severity: .note,
    basis: "WHATWG HTML §4.10.18.7.1 autofill field names; Chrome DevTools"
      + " FormInputAssignedAutocompleteValueToIdOrNameAttributeError; WCAG 2.2 SC 1.3.5",
    triggeringExamples: [
      RuleExample(#"↓<input type="text" name="zip" inputmode="numeric">"#),
      RuleExample(#"↓<input type="email" name="email" required>"#),
      RuleExample(
        """
        <form action="/checkout" method="post">
          <label for="fn">First name</label>
          ↓<input id="fn" type="text" name="fname">
          <label for="ln">Last name</label>
          ↓<input id="ln" type="text"
                 name="lname">
        </form>
        """),
      RuleExample(#"↓<input type="tel" name="phone">"#),
      RuleExample(#"↓<input type="text" name="cardnumber" inputmode="numeric">"#),
      RuleExample(#"↓<select name="country"><option>DE</option></select>"#),
      // An invitation's sign-up is the user's own data: "Create account" outweighs the
      // invite in the action.
      RuleExample(
        """
        <form action="/invite/accept" method="post">
          <label for="n">Full name</label> ↓<input id="n" type="text" name="name">
          <button>Create account</button>
        </form>
        """),
      // A phone number over three boxes: each names its part (a tel box becomes text, which
      // is the only type that takes a part, and keeps the phone pad).
      RuleExample(
        """
        <form action="/apply" method="post">
          <label for="phone1">Phone</label>
          ↓<input type="tel" id="phone1" name="phone1" maxlength="3"> -
          ↓<input type="tel" name="phone2" maxlength="3"> -
          ↓<input type="tel" name="phone3" maxlength="4">
        </form>
        """),
      RuleExample(
        """
        <form action="/profile">
          ↓<input name="area_code" inputmode="tel" aria-label="Area code">
          ↓<input name="exchange" inputmode="tel" aria-label="Exchange">
          ↓<input name="line" inputmode="tel" aria-label="Line number">
        </form>
        """),
      RuleExample(
        """
        <form action="/contact">
          ↓<input type="text" inputmode="tel" name="phone_country" maxlength="4" \
        aria-label="Phone country code">
          ↓<input type="text" inputmode="tel" name="phone_number" aria-label="Phone number">
        </form>
        """),
      // No label of its own: the text right before it names it, as Chromium's autofill reads
      // it (input-missing-label still asks for a connected label).
      RuleExample(#"<div><span>Postcode</span>↓<input type="text" name="f3"></div>"#),
      RuleExample(
        """
        <div class="form-group">
          <label for="phone_nr">Phone</label>
          ↓<input type="tel" id="phone-nr">
        </div>
        """),
      RuleExample(#"<p>Family name <br> ↓<input type="text" name="field_2"></p>"#),
    ],
    nonTriggeringExamples: [
      // The name of an image the form edits, not the user's.
      RuleExample(
        #"<label for="name">Image name</label><input type="text" id="name" name="name">"#),
      // Someone else's data by the form around the field: the dialog's heading, the form's
      // submit button or action, the fieldset's legend (w3c aria-practices landmarks form).
      RuleExample(
        """
        <h5 class="modal-title">Add contact</h5>
        <form action="/contacts" method="post">
          <label for="n">Name</label> <input id="n" type="text" name="name">
          <label for="e">Email</label> <input id="e" type="email" name="email">
          <button>Save</button>
        </form>
        """),
      RuleExample(
        """
        <form action="/team/members" method="post">
          <label for="m">Email</label> <input id="m" type="text" name="email">
          <button>Invite a member</button>
        </form>
        """),
      RuleExample(
        """
        <form action="/checkout" method="post">
          <fieldset><legend>Recipient</legend>
            <label for="rn">Name</label> <input id="rn" type="text" name="name">
          </fieldset>
        </form>
        """),
      RuleExample(#"<input type="text" name="zip" autocomplete="postal-code">"#),
      // Two phone numbers, not one split: no lengths say so.
      RuleExample(
        """
        <form action="/contact">
          <input type="tel" name="phone1" autocomplete="tel" aria-label="Phone">
          <input type="tel" name="phone2" autocomplete="tel" aria-label="Other phone">
        </form>
        """),
      RuleExample(
        """
        <input inputmode="tel" name="phone1" maxlength="3" autocomplete="tel-area-code">
        <input inputmode="tel" name="phone2" maxlength="3" autocomplete="tel-local-prefix">
        <input inputmode="tel" name="phone3" maxlength="4" autocomplete="tel-local-suffix">
        """),
      // A date over three short boxes is no phone number.
      RuleExample(
        """
        <input name="dob_m" maxlength="2" autocomplete="bday-month" aria-label="Month">
        <input name="dob_d" maxlength="2" autocomplete="bday-day" aria-label="Day">
        <input name="dob_y" maxlength="4" autocomplete="bday-year" aria-label="Year">
        """),
      // A list of addresses holds recipients, not the user's own email.
      RuleExample(#"<label>Email <input type="email" name="email" multiple></label>"#),
      // Other people's addresses: autofill would put the user's own into the list
      // (gentelella form_wizards.html).
      RuleExample(
        #"""
        <label class="form-label">Invite by email (one per line)</label>
        <textarea rows="6" aria-label="Team member emails"></textarea>
        """#),
      // A style guide's "Valid state" is no region (gentelella form_validation.html:66).
      RuleExample(#"<input class="form-control" aria-label="Valid state" value="a@b.c">"#),
      RuleExample(#"<input type="email" name="email" autocomplete="off">"#),
      // The type alone is not a name: type=email is already understood.
      RuleExample(#"<input type="email" name="q1">"#),
      RuleExample(#"<input type="text" name="zipper_size">"#),
      RuleExample(#"<input type="text" name="quantity">"#),
      RuleExample(#"<input type="checkbox" name="phone_verified">"#),
      RuleExample(#"<input type="hidden" name="email" value="a@b.example">"#),
      RuleExample(#"<input type="text" name="friend_email">"#),
      RuleExample(#"<input type="email" name="recipient_email" placeholder="Gift recipient">"#),
      RuleExample(#"<input type="text" name="city" disabled>"#),
      RuleExample(#"<input type="text" name="promo_code">"#),
      // The email a sign-in form asks for is the username (username-autocomplete's finding),
      // so this rule does not also ask for autocomplete="email".
      RuleExample(
        """
        <form action="/login" method="post">
          <input type="email" name="email">
          <input type="password" name="password" autocomplete="current-password">
        </form>
        """),
      // A town typed to find a store is a query, not the user's address.
      RuleExample(
        """
        <form action="/stores" method="get">
          <label for="near">Town or city</label>
          <input type="text" id="near" name="near" inputmode="search">
        </form>
        """),
      // The text before a field is weaker than its own words: a name or label that says what
      // it is wins, prose is no label, and another field's label is behind that field.
      RuleExample(#"<div><span>Email</span><input type="text" name="nickname"></div>"#),
      RuleExample(
        #"<div><label>Phone</label><input type="text" aria-label="Extension" name="x"></div>"#),
      RuleExample(
        """
        <p>We will only use the following to send you a receipt and never share it with anyone \
        else, not even our partners <input type="text" name="r1"></p>
        """),
      RuleExample(
        """
        <div>Email <input type="email" name="a1" autocomplete="email">
          <input type="text" name="a2"></div>
        """),
      RuleExample(#"<div><span>Email</span><div><input type="text" name="a3"></div></div>"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard !field.field.has(.autocomplete), field.field.autocompleteControl != nil
    else { return [] }
    let advice = field.advice(in: document)
    // The account field before a password is told to say username (username-autocomplete);
    // the field name asked for here is the one the field's own name, id or label point to.
    guard !advice.isAccountName, let token = advice.identifiedFieldName else { return [] }
    if let box = advice.phoneNumberBox {
      let fix = FieldEditor(field).phoneNumberPartFix(token, in: document)
      return [field.finding(Self.message(field, box: box, fix: fix), fix: fix)]
    }
    let fix = FieldEditor(field).autocompleteFix(token)
    return [field.finding(Self.message(field, token: token, fixable: fix != nil), fix: fix)]
  }
}

private extension AutocompleteMissingKnownFieldRule {
  static func message(_ field: LintField, box: SplitPhoneNumber.Part, fix: Fix?) -> String {
    let advice =
      fix.map { $0.summary.prefix(1).lowercased() + $0.summary.dropFirst() }
      ?? "add autocomplete=\"\(box.fieldName)\""
    return "\(field.field.tagSummary) is box \(box.position) of \(box.count) of a phone number"
      + " split over several inputs but has no autocomplete, so autofill cannot put the"
      + " '\(box.fieldName)' part of the saved number in it; \(advice)."
  }

  static func message(_ field: LintField, token: String, fixable: Bool) -> String {
    let fix =
      fixable
      ? "add autocomplete=\"\(token)\""
      : "use " + (AutofillFieldName.named(token)?.recommendedMarkup ?? "autocomplete=\(token)")
    let named =
      field.purpose.primary.map(field.purpose.isIdentifiedByAdjacentTextOnly) == true
      ? "follows the text “\(field.field.context.adjacentText)”, which names it like '\(token)',"
      : "is named like '\(token)'"
    return "\(field.field.tagSummary) \(named) but has no autocomplete, so the"
      + " autofill chip above \(field.field.keyboardPhrase) depends on the browser's guess;"
      + " \(fix)."
  }
}
