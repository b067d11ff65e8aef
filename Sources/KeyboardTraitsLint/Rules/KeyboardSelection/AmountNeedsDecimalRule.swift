import KeyboardTraits

/// Notes a money amount field that cannot take a decimal fraction.
///
/// What it checks: a field whose autocomplete (`transaction-amount`), name, id or label says it
/// holds an amount of money, with `inputmode="numeric"`, with `type="number"` and no `step`, or
/// a text input on the default keyboard with no `inputmode` ("Payment amount", value `100.00`).
/// A field whose label asks for a count ("How many tickets?", "Number of guests") is left alone
/// even when it is named `amount`: whole numbers are what it wants.
/// Why: the Number pad has no decimal separator, and a number input with the default step of 1
/// rejects `12.50` when the form is submitted (not in an Angular form, which Angular gives
/// `novalidate` and no validator of `step`: ``ConstraintValidation``).
/// Example: `<input name="amount" inputmode="numeric">`.
/// Use instead: `<input name="amount" inputmode="decimal">`, or `type="number" step="0.01"`.
struct AmountNeedsDecimalRule: FieldRule {
  static let description = RuleDescription(
    id: "amount-needs-decimal",
    name: "Amount Needs Decimal",
    summary: "A money amount field cannot take a decimal fraction.",
    rationale: """
      inputmode="numeric" opens the Number pad, which has no decimal separator, so the user \
      cannot type cents; type="number" without step rejects 12.50 as soon as the form is \
      submitted.
      """,
    category: .keyboardSelection, severity: .note,
    basis: """
      WebKit `_updateTextInputTraits:` (docs/browsers/ios.md R3.2); WHATWG HTML §4.10.5.3.8 step \
      (default step 1)
      """,
    triggeringExamples: [
      RuleExample(#"<input name="amount" ↓inputmode="numeric">"#),
      RuleExample(#"<input ↓type="number" name="total_price" min="0">"#),
      RuleExample(
        """
        <form action="/donate">
          <label for="gift">Donation amount</label>
          <input id="gift" type="text"
                 ↓inputmode="numeric">
        </form>
        """),
      RuleExample(#"<input ↓type="number" autocomplete="transaction-amount">"#),
      RuleExample(#"<input type="number" name="price" ↓inputmode="numeric">"#),
      // The default keyboard: digits are a layer away (CoolAdmin form.html "Payment amount").
      RuleExample(
        #"""
        <label for="amt">Payment amount</label>
        ↓<input id="amt" name="amount" type="text" value="100.00">
        """#),
      // Whole units on the default keyboard: the Number pad, not the Decimal pad (AdminLTE).
      RuleExample(
        #"↓<input type="text" name="amount" aria-label="Amount (to the nearest dollar)">"#),
      // An Angular form that asks for the browser's own validation (ngNativeValidate).
      RuleExample(
        #"""
        <form ngNativeValidate [formGroup]="donation" (ngSubmit)="give()">
          <label for="gift">Gift amount</label>
          <input id="gift" ↓type="number" formControlName="amount" min="1">
          <button type="submit">Give</button>
        </form>
        """#, syntax: .angular),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input name="amount" inputmode="decimal">"#),
      RuleExample(#"<input type="number" name="amount" step="0.01">"#),
      // Whole units: the Number pad is right.
      RuleExample(#"<input type="number" name="amount" step="1" inputmode="numeric">"#),
      RuleExample(
        #"<input name="donation" inputmode="numeric" aria-label="Amount (whole dollars)">"#),
      RuleExample(#"<input type="number" name="price" step="any">"#),
      RuleExample(#"<input type="number" name="quantity">"#),
      RuleExample(#"<input type="number" name="age" inputmode="numeric">"#),
      RuleExample(#"<input type="hidden" name="amount" value="10">"#),
      RuleExample(#"<input name="amount" inputmode="numeric" disabled>"#),
      RuleExample(#"<input name="amount" inputmode="text">"#),
      RuleExample(#"<textarea name="amount"></textarea>"#),
      // MDN's :in-range example: "amount" of tickets, a count rather than money.
      RuleExample(
        #"""
        <label for="amount">How many tickets? (You can buy 2-6 tickets)</label>
        <input id="amount" name="amount" type="number" min="2" max="6" value="4">
        """#),
      // Angular gives the form novalidate: the step rejects nothing on submit.
      RuleExample(
        #"""
        <form [formGroup]="donation" (ngSubmit)="give()">
          <label for="gift">Gift amount</label>
          <input id="gift" type="number" formControlName="amount" min="1">
          <button type="submit">Give</button>
        </form>
        """#, syntax: .angular),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.field.takesKeyboardAdvice, field.advice(in: document).holdsMoney else {
      return []
    }
    let editor = FieldEditor(field)
    let advice = field.advice(in: document)
    // A sum in whole units ("to the nearest dollar", step="1") wants the Number pad.
    if advice.holdsWholeMoney {
      guard field.field.isPlainTextInput, !field.field.has(.inputmode),
        field.field.ios.presentation == .keyboard, field.field.ios.keyboardType == .default
      else { return [] }
      let edits = editor.inputModeEdits("numeric")
      let fix = Fix(summary: Fix.summary(of: edits), edits: edits)
      return [
        field.finding(
          Self.wholeUnitsMessage(field, after: editor.keyboardPhrase(after: edits)), fix: fix)
      ]
    }
    let checksStep = ConstraintValidation.checksStep(of: field, in: document)
    if field.field.validInputMode == .numeric {
      let edit = Fix.Edit.setValue(attribute: "inputmode", value: "decimal")
      let fix = Fix(summary: #"Set inputmode="decimal""#, edits: [edit])
      let needsStep = field.field.inputType == .number && !field.field.has(.step) && checksStep
      let message = Self.inputModeMessage(
        field, after: editor.keyboardPhrase(after: [edit]), needsStep: needsStep)
      return [field.finding(message, at: "inputmode", fix: fix)]
    }
    if field.field.isPlainTextInput, !field.field.has(.inputmode),
      field.field.ios.presentation == .keyboard, field.field.ios.keyboardType == .default
    {
      let edit = field.field.setting(.inputmode, to: "decimal")
      // autocomplete="transaction-amount" declares a sum of money; words only suggest one.
      let fix = Fix(
        summary: #"Set inputmode="decimal""#, edits: [edit],
        safety: FixSafetyPolicy.keyboardTraits([edit], declared: field.declares(.amount)))
      let message = Self.defaultKeyboardMessage(
        field, after: editor.keyboardPhrase(after: [edit]))
      return [field.finding(message, fix: fix)]
    }
    guard field.field.inputType == .number, !field.field.has(.step), checksStep else { return [] }
    return [field.finding(Self.stepMessage(field), at: "type")]
  }
}

extension AmountNeedsDecimalRule {
  fileprivate static func inputModeMessage(_ field: LintField, after: String, needsStep: Bool)
    -> String
  {
    let step = needsStep ? " and add step=\"0.01\" so the number input accepts cents" : ""
    return "\(field.field.tagSummary) is a money amount but opens \(field.field.keyboardPhrase), "
      + "which has no decimal separator; use inputmode=\"decimal\" (\(after))\(step)."
  }

  fileprivate static func defaultKeyboardMessage(_ field: LintField, after: String) -> String {
    "\(field.field.tagSummary) is a money amount but opens \(field.field.keyboardPhrase), "
      + "where the digits and the decimal point are a layer away; add inputmode=\"decimal\" "
      + "(\(after))."
  }

  fileprivate static func wholeUnitsMessage(_ field: LintField, after: String) -> String {
    "\(field.field.tagSummary) is a money amount in whole units but opens "
      + "\(field.field.keyboardPhrase), where the digits are a layer away; add "
      + "inputmode=\"numeric\" (\(after))."
  }

  fileprivate static func stepMessage(_ field: LintField) -> String {
    "\(field.field.tagSummary) is a money amount that opens \(field.field.keyboardPhrase), but its "
      + "default step of 1 rejects 12.50; add step=\"0.01\" (or step=\"any\"), or use "
      + "type=\"text\" inputmode=\"decimal\" (the Decimal pad)."
  }
}
