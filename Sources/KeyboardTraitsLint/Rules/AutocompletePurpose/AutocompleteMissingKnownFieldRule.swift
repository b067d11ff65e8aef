import KeyboardTraits

/// Reports a field whose name, id or label names a well-known autofill field but which has no
/// `autocomplete` attribute.
///
/// What it checks: email, phone, postal code, given/family/full name, address parts, country,
/// organization and card fields (by their name, id or label, not their type alone) with no
/// `autocomplete`. Someone else's data (a friend's email, an emergency contact) is left alone,
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
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input type="text" name="zip" autocomplete="postal-code">"#),
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
    ])

  func validate(_ document: LintDocument) -> [Finding] {
    let accountFields = Set(UsernameAutocompleteRule.findings(in: document).compactMap(\.fieldIndex))
    return document.fields.filter { !accountFields.contains($0.index) }.flatMap {
      validate($0, in: document)
    }
  }

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard !field.field.hasAttribute("autocomplete"), field.isEditable,
      field.autocompleteControl != nil, let purpose = field.purpose.primary,
      field.identifiedAs(purpose), !field.isAboutSomeoneElse, !field.isSearchLike,
      let token = Self.fieldName(for: purpose, on: field)
    else { return [] }
    let fix = field.autocompleteFix(token)
    return [field.finding(Self.message(field, token: token, fixable: fix != nil), fix: fix)]
  }

  /// The field name for `purpose` on this kind of control, nil for purposes this rule leaves to
  /// others (passwords, codes, search) or that have no single field name.
  static func fieldName(for purpose: FieldPurpose, on field: LintField) -> String? {
    switch purpose {
    case .email: "email"
    case .tel: "tel"
    case .postalCode: "postal-code"
    case .givenName: "given-name"
    case .familyName: "family-name"
    case .fullName: "name"
    case .additionalName: "additional-name"
    case .streetAddress:
      field.field.element == "textarea" ? "street-address" : "address-line\(addressLine(of: field))"
    case .city: "address-level2"
    case .region: "address-level1"
    case .country: field.field.element == "select" ? "country" : "country-name"
    case .organization: "organization"
    case .cardNumber: "cc-number"
    case .cardSecurityCode: "cc-csc"
    case .cardExpiry: "cc-exp"
    case .cardExpiryMonth: "cc-exp-month"
    case .cardExpiryYear: "cc-exp-year"
    case .cardholderName: "cc-name"
    default: nil
    }
  }
}

extension AutocompleteMissingKnownFieldRule {
  /// The address line a one-line street field holds: 2 or 3 when its name, id or label numbers
  /// it so ("b-add2", "address_line_2", "Address 2:"), else 1.
  static func addressLine(of field: LintField) -> Int {
    let texts = [field.field.name, field.field.id, field.field.label].compactMap { $0 }
    for text in texts {
      if let line = numberedLine(in: Array(text.asciiLowercased().utf8)) { return line }
    }
    return 1
  }

  /// The first line number in `text` as `(add|addr|address|line|street)[ _-]*[23]` not followed
  /// by a digit would find it (a scan by hand: Swift's Regex cost more than the rest of the rule).
  private static func numberedLine(in text: [UInt8]) -> Int? {
    for start in text.indices {
      for word in lineWords where text[start...].starts(with: word) {
        var index = start + word.count
        while index < text.count, [UInt8(ascii: " "), UInt8(ascii: "_"), UInt8(ascii: "-")]
          .contains(text[index])
        {
          index += 1
        }
        guard index < text.count, text[index] == UInt8(ascii: "2") || text[index] == UInt8(ascii: "3")
        else { continue }
        let next = index + 1
        if next < text.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[next]) { continue }
        return text[index] == UInt8(ascii: "2") ? 2 : 3
      }
    }
    return nil
  }

  private static let lineWords = ["add", "addr", "address", "line", "street"].map { Array($0.utf8) }
}

private extension AutocompleteMissingKnownFieldRule {
  static func message(_ field: LintField, token: String, fixable: Bool) -> String {
    let fix = fixable
      ? "add autocomplete=\"\(token)\""
      : "use " + (AutofillFieldName.named(token)?.recommendedMarkup ?? "autocomplete=\(token)")
    return "\(field.field.tagSummary) is named like '\(token)' but has no autocomplete, so the"
      + " autofill chip above \(field.keyboardPhrase) depends on the browser's guess; \(fix)."
  }
}
