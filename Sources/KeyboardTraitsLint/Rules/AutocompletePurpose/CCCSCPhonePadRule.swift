import KeyboardTraits

/// Reports a card security code in a `type=tel` field.
///
/// What it checks: `<input type="tel">` named or labelled as a card security code (cvv, cvc,
/// csc) that declares no purpose (no `autocomplete`, `on` or `off`). A declared `cc-csc` on
/// `type=tel` is `autocomplete-control-mismatch`'s, with the same advice.
/// Why: `type=tel` opens the Phone pad, whose `+ * #` keys have no place in a card code, and
/// tells autofill the field holds a phone number; with `off` or no token the saved card's code
/// is not offered either.
/// Example: `<input type="tel" name="cvc" autocomplete="off">`.
/// Use instead: `<input type="text" name="cvc" inputmode="numeric" autocomplete="cc-csc">`.
struct CCCSCPhonePadRule: FieldRule {
  static let description = RuleDescription(
    id: "cc-csc-phone-pad",
    name: "Card Security Code On The Phone Pad",
    summary: "A card security code field uses type=\"tel\".",
    rationale: "The Phone pad has + * # keys that no card code contains, and type=\"tel\""
      + " tells autofill to expect a phone number; type=\"text\" inputmode=\"numeric\" opens the"
      + " plain Number pad and autocomplete=\"cc-csc\" lets the keyboard bar offer the code.",
    category: .autocompletePurpose,
    severity: .warning,
    basis: "web.dev payment and address form best practices (card security code); WHATWG HTML"
      + " §4.10.18.7.1 (cc-csc is a Text field name); WebKit `_updateTextInputTraits:`"
      + " (type=tel gives UIKeyboardTypePhonePad, docs/browsers/ios.md R3.1)",
    triggeringExamples: [
      RuleExample(#"<input ↓type="tel" name="cvc" autocomplete="off" maxlength="4">"#),
      RuleExample(#"<input ↓type="tel" name="card_cvv">"#),
      RuleExample(
        """
        <form action="/pay" method="post">
          <label for="csc">Security code (CVV)</label>
          <input id="csc" name="csc"
                 ↓type="TEL"
                 autocomplete="on">
        </form>
        """),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input type="text" name="cvc" inputmode="numeric" autocomplete="cc-csc">"#),
      RuleExample(#"<input type="tel" name="phone" autocomplete="tel">"#),
      RuleExample(#"<input type="tel" name="cvc" disabled>"#),
      RuleExample(#"<input type="tel" name="cvc" autocomplete="cc-csc">"#),
      // Another purpose declared: the autocomplete rules judge it.
      RuleExample(#"<input type="tel" name="cvc_phone" autocomplete="tel">"#),
      RuleExample(#"<input type="password" name="cvv" autocomplete="cc-csc">"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.field.inputType == .tel, field.field.isEditable,
      field.autocomplete.declaresNoPurpose,
      field.purpose.primary == .cardSecurityCode
    else { return [] }
    var edits: [Fix.Edit] = [.setValue(attribute: "type", value: "text")]
    if field.field.validInputMode != .numeric {
      edits.append(field.field.setting(.inputmode, to: "numeric"))
    }
    edits.append(
      field.field.has(.autocomplete)
        ? .setValue(attribute: "autocomplete", value: "cc-csc")
        : .add(attribute: "autocomplete", value: "cc-csc"))
    let fix = Fix(
      summary: "Use type=\"text\" inputmode=\"numeric\" autocomplete=\"cc-csc\"", edits: edits)
    return [field.finding(Self.message(field), at: "type", fix: fix)]
  }
}

private extension CCCSCPhonePadRule {
  static func message(_ field: LintField) -> String {
    "\(field.field.tagWithAutocomplete) is a card security code on "
      + "\(field.field.keyboardPhrase), whose + * # keys no card code has, and without"
      + " autocomplete=\"cc-csc\" the keyboard bar cannot offer the saved code; use"
      + " type=\"text\" inputmode=\"numeric\" autocomplete=\"cc-csc\"."
  }
}
