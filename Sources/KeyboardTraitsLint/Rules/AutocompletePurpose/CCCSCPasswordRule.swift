import KeyboardTraits

/// Reports a card security code in a `type=password` field.
///
/// What it checks: `<input type="password">` declaring `cc-csc`, or named and labelled as a card
/// security code (cvv, cvc, csc).
/// Why: the three digits are masked and typed on the full keyboard; the payment guides say to
/// show them with the number pad instead.
/// Example: `<input type="password" name="cvv" autocomplete="cc-csc">`.
/// Use instead: `<input type="text" name="cvv" inputmode="numeric" autocomplete="cc-csc">`.
struct CCCSCPasswordRule: FieldRule {
  static let description = RuleDescription(
    id: "cc-csc-password",
    name: "Card Security Code As Password",
    summary: "A card security code field uses type=\"password\".",
    rationale: "A password field masks the three or four digits and opens the full keyboard, so"
      + " the user cannot check what they typed and hunts for digits; the code printed on the"
      + " card is not a secret worth masking on the user's own screen.",
    category: .autocompletePurpose,
    severity: .warning,
    basis: "web.dev payment and address form best practices (card security code); WHATWG HTML"
      + " §4.10.18.7.1 (cc-csc is a Text field name)",
    triggeringExamples: [
      RuleExample(#"<input ↓type="password" name="cvv" autocomplete="cc-csc">"#),
      RuleExample(#"<input ↓type="password" name="card_cvc" maxlength="4">"#),
      RuleExample(
        """
        <form action="/pay" method="post">
          <label for="csc">Security code (CVV)</label>
          <input id="csc" name="csc"
                 ↓type="password"
                 autocomplete="billing cc-csc">
        </form>
        """),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input type="text" name="cvv" inputmode="numeric" autocomplete="cc-csc">"#),
      RuleExample(#"<input type="password" name="password" autocomplete="current-password">"#),
      RuleExample(#"<input type="password" name="pin" inputmode="numeric" maxlength="4">"#),
      RuleExample(#"<input type="password" name="cvv" disabled>"#),
      RuleExample(#"<input type="text" name="cvv_hint">"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.field.inputType == .password, field.field.ios.presentation != .disabled,
      field.autocomplete?.fieldName == "cc-csc" || field.purpose.primary == .cardSecurityCode
    else { return [] }
    var edits: [Fix.Edit] = [.setValue(attribute: "type", value: "text")]
    if field.field.validInputMode != .numeric {
      edits.append(
        field.field.has(.inputmode)
          ? .setValue(attribute: "inputmode", value: "numeric")
          : .add(attribute: "inputmode", value: "numeric"))
    }
    let fix = Fix(summary: "Use type=\"text\" inputmode=\"numeric\"", edits: edits)
    return [field.finding(Self.message(field), at: "type", fix: fix)]
  }
}

private extension CCCSCPasswordRule {
  static func message(_ field: LintField) -> String {
    "\(field.field.tagWithAutocomplete) masks the card security code and opens "
      + "\(field.field.keyboardPhrase) instead of the Number pad; use type=\"text\""
      + " inputmode=\"numeric\" autocomplete=\"cc-csc\"."
  }
}
