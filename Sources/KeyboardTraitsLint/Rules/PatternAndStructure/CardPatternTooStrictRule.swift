import KeyboardTraits

/// Card-number fields whose `pattern` rejects spaces.
///
/// What it checks: a card-number field (`autocomplete="cc-number"`, or named like one) with a
/// valid `pattern` that no value containing a space can match. Fields limited to four
/// characters (`maxlength` ≤ 4, "last four digits") are left alone, and so is a pattern no
/// one checks: in an Angular form (which Angular gives `novalidate`) on a field bound to no form
/// control (``ConstraintValidation``).
/// Why: people copy the number in the groups printed on the card ("4111 1111 1111 1111"), and
/// some autofill sources insert it with spaces; the form then refuses a correct number.
/// Example: `<input name="cardnumber" pattern="[0-9]{16}">`.
/// Use instead: `<input name="cardnumber" pattern="[0-9 ]{12,23}">`, and strip spaces on the
/// server.
struct CardPatternTooStrictRule: FieldRule {
  static let description = RuleDescription(
    id: "card-pattern-too-strict",
    name: "Card Pattern Too Strict",
    summary: "A card-number pattern should accept the spaces people type between digit groups.",
    rationale: "Users type the card number in the groups printed on the card, so a pattern that "
      + "forbids spaces shows a validation error on the phone for a correct number and makes "
      + "them delete every space by hand.",
    category: .patternAndConstraints,
    severity: .note,
    basis: "web.dev payment and address form best practices (allow spaces in card numbers); "
      + "WHATWG HTML §4.10.5.3.6 the pattern attribute",
    triggeringExamples: [
      RuleExample(
        #"""
        <input name="cardnumber" autocomplete="cc-number" inputmode="numeric"
               ↓pattern="[0-9]{16}">
        """#),
      RuleExample(#"<input type="text" name="card_number" ↓pattern="\d{13,19}">"#),
      RuleExample(
        #"""
        <form action="/pay">
          <label for="cc">Card number</label>
          <input type="text" id="cc"
                 autocomplete="billing cc-number"
                 ↓pattern="[0-9\-]{13,19}">
        </form>
        """#),
      // Angular's PatternValidator checks the pattern of a field bound to a form control.
      RuleExample(
        #"""
        <form [formGroup]="payment" (ngSubmit)="pay()">
          <label for="cc">Card number</label>
          <input id="cc" formControlName="number" autocomplete="cc-number"
                 ↓pattern="[0-9]{16}">
        </form>
        """#, syntax: .angular),
      RuleExample(#"<input name="ccnum" autocomplete="cc-number" ↓pattern="\S+">"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input name="cardnumber" autocomplete="cc-number" pattern="[0-9 ]{12,23}">"#),
      RuleExample(#"<input name="cardnumber" autocomplete="cc-number" pattern="[\d\s]+">"#),
      RuleExample(#"<input name="cardnumber" autocomplete="cc-number" inputmode="numeric">"#),
      RuleExample(#"<input name="card_last4" maxlength="4" pattern="[0-9]{4}">"#),
      RuleExample(#"<input name="cvc" autocomplete="cc-csc" pattern="[0-9]{3,4}">"#),
      RuleExample(#"<input name="zip" autocomplete="postal-code" pattern="[0-9]{5}">"#),
      RuleExample(#"<input type="number" name="cardnumber" pattern="[0-9]{16}">"#),
      RuleExample(#"<input name="promo_code" pattern="[A-Z0-9]{8}">"#),
      // Angular's novalidate form, and no form control to read the pattern: nothing checks it.
      RuleExample(
        #"""
        <form (ngSubmit)="pay()">
          <label for="cc">Card number</label>
          <input id="cc" name="cardnumber" autocomplete="cc-number" pattern="[0-9]{16}">
          <button type="submit">Pay</button>
        </form>
        """#, syntax: .angular),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.field.usesPattern, field.field.ios.presentation != .disabled,
      ConstraintValidation.checksPattern(of: field, in: document),
      CardNumberPattern.rejectsSpaces(
        field.field, isCardNumber: field.advice(in: document).isCardNumber),
      let pattern = field.field[.pattern]
    else { return [] }
    let fix = Fix(
      summary: "Set pattern=\"\(CardNumberPattern.suggested)\"",
      edits: [.setValue(attribute: "pattern", value: CardNumberPattern.suggested)])
    return [field.finding(Self.message(field.field, pattern), at: "pattern", fix: fix)]
  }
}

extension CardPatternTooStrictRule {
  fileprivate static func message(_ field: FormField, _ pattern: String) -> String {
    "\(field.tagSummary) is a card number with pattern=\(PatternAndStructureText.quoted(pattern)), "
      + "which rejects the spaces people type between the groups printed on the card; allow "
      + "them (for example pattern=\"\(CardNumberPattern.suggested)\") and remove them "
      + "before use."
  }
}
