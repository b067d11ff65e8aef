import KeyboardTraits

/// Reports `type="number"` on identifiers made of digits: card numbers, codes, PINs, postal codes,
/// phone and account numbers.
///
/// What it checks: an `<input type="number">` whose purpose (autocomplete `cc-number`, `cc-csc`,
/// `one-time-code`, `postal-code`, `tel*`, or its name, id or label, including any "code") is
/// an identifier.
/// Why: a number input is for quantities: it drops leading zeros, may show an exponent, rounds,
/// changes its value on scroll, and iOS opens Numbers and punctuation rather than the Number pad.
/// Example: `<input type="number" name="zip">`.
/// Use instead: `<input type="text" inputmode="numeric">`; `type="tel"` for phone numbers.
struct NumberForIdentifierRule: FieldRule {
  static let description = RuleDescription(
    id: "number-for-identifier",
    name: "Number Type For Identifier",
    summary: "An identifier such as a card number, code, PIN or postal code uses type=\"number\".",
    rationale: """
      iOS opens Numbers and punctuation instead of the Number pad, and the number input drops \
      leading zeros, spins on scroll and may turn long card numbers into exponents, so the user \
      sees a different value from the one they typed.
      """,
    category: .keyboardSelection, severity: .warning,
    basis: """
      WHATWG HTML §4.10.5.1.12 (number state is for quantities); WebKit \
      `_updateTextInputTraits:` (docs/browsers/ios.md R3.1); GOV.UK and web.dev payment form guidance
      """,
    triggeringExamples: [
      RuleExample(#"<input ↓type="number" name="zip" autocomplete="postal-code">"#),
      RuleExample(#"<input ↓type="number" name="cardNumber">"#),
      // On type=text the pattern applies: the fix lets it take spaces (card-pattern-too-strict).
      RuleExample(#"<input ↓type="number" name="cardnumber" pattern="[0-9]{16}">"#),
      // A part of a number is not allowed on type=tel: text with the phone pad.
      RuleExample(#"<input ↓type="number" name="phone" autocomplete="tel-national">"#),
      RuleExample(
        #"<form action="/pay"><input ↓type="number" autocomplete="cc-csc" max="9999"></form>"#),
      RuleExample(
        """
        <label for="otp">Verification code</label>
        <input id="otp"
               ↓type="number"
               autocomplete="one-time-code">
        """),
      RuleExample(#"<input ↓type="NUMBER" name="phone" autocomplete="tel">"#),
      RuleExample(#"<input ↓type="number" name="pin" min="0" max="9999">"#),
      RuleExample(
        """
        <div role="group" aria-label="Code from the app">
          <input ↓type="number" id="app-code-1" maxlength="1" aria-label="Digit 1 of 6">
          <input ↓type="number" id="app-code-2" maxlength="1" aria-label="Digit 2 of 6">
        </div>
        """),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input type="number" name="quantity" min="1">"#),
      RuleExample(#"<input type="number" name="age">"#),
      RuleExample(#"<input type="text" inputmode="numeric" autocomplete="cc-number">"#),
      RuleExample(#"<input type="tel" name="phone" autocomplete="tel">"#),
      RuleExample(#"<input type="number" name="zipper_count">"#),
      RuleExample(#"<input type="checkbox" name="phone_verified">"#),
      RuleExample(#"<input type="hidden" name="zip" value="02139">"#),
      RuleExample(#"<input type="number" name="amount" step="0.01">"#),
      RuleExample(#"<input type="number" name="barcode_count">"#),
      RuleExample(#"<input type="number" name="codeine_mg">"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.field.inputType == .number, field.field.ios.presentation != .disabled,
      let purpose = FieldAdvice.numberIdentifierPurpose(of: field)
    else { return [] }
    // A part of a number (`tel-national`) is not allowed on type=tel: text with the phone pad,
    // as tel-not-tel-keyboard says.
    let isPhone = purpose == .tel && field.autocomplete?.phoneNumberPart == nil
    // min, max and step do nothing on the new type (attribute-not-applicable): they go too,
    // and a pattern that starts to apply is made to pass the pattern rules.
    let editor = FieldEditor(field)
    let edits: [Fix.Edit] =
      isPhone
      ? editor.typeEdits("tel", in: document)
      : editor.typeEdits("text", in: document)
        + [field.field.setting(.inputmode, to: purpose == .tel ? "tel" : "numeric")]
    let dropped = edits.compactMap { edit -> String? in
      if case .remove(let name) = edit { return name } else { return nil }
    }
    let replacement =
      isPhone
      ? #"type="tel""# : #"type="text" inputmode="\#(purpose == .tel ? "tel" : "numeric")""#
    let fix = Fix(summary: "Use " + replacement, edits: edits)
    // An identifier's digits are not a quantity, so the type goes even when it had a range:
    // the message says the browser stops checking it.
    let message = Self.message(
      field, replacement: replacement, dropping: dropped,
      after: editor.keyboardPhrase(after: edits), lostRange: editor.lostRangePhrase(after: edits))
    return [field.finding(message, at: "type", fix: fix)]
  }
}

extension NumberForIdentifierRule {
  fileprivate static func message(
    _ field: LintField, replacement: String, dropping dropped: [String], after: String,
    lostRange: String
  ) -> String {
    let without = dropped.isEmpty ? "" : " without \(dropped.joined(separator: ", "))"
    return "\(field.field.tagSummary) opens \(field.field.keyboardPhrase) with a number input that "
      + "drops leading zeros and changes on scroll; use \(replacement)\(without) (\(after))"
      + "\(lostRange)."
  }
}
