import KeyboardTraits

/// Notes `autocapitalize="words"` (on the field or inherited from its form) on a field with
/// `inputmode="numeric"`, which Android browsers turn into a decimal key on the number pad.
///
/// What it checks: a field with `inputmode="numeric"` whose number pad gets the decimal flag on
/// Chrome or Firefox for Android because its used autocapitalize value is `words`.
/// Why: both browsers OR the capitalisation bits into the input type whatever its class, and on
/// the number class the words bit is `TYPE_NUMBER_FLAG_DECIMAL` (C15, F5): a card number, ZIP
/// or PIN pad gains a decimal key that iPhone users do not see.
/// Example: `<form autocapitalize="words"><input name="zip" inputmode="numeric"></form>`.
/// Use instead: `<input name="zip" inputmode="numeric" autocapitalize="none">`.
struct AutocapitalizeNumericKeypadRule: FieldRule {
  static let description = RuleDescription(
    id: "autocapitalize-numeric-keypad",
    name: "Autocapitalize On A Numeric Keypad",
    summary: "autocapitalize=\"words\" adds a decimal key to an inputmode=\"numeric\" number pad "
      + "on Android.",
    rationale: """
      Chrome and Firefox for Android pass the capitalisation bits to the keyboard even for a \
      number pad, where the words bit means "decimal": a form-wide autocapitalize="words" for \
      names gives the ZIP code or card number field a decimal key on Android that the iPhone \
      Number pad does not have.
      """,
    category: .browserSource, severity: .note, isEnabledByDefault: false,
    basis: """
      Blink `ComputeAutocapitalizeFlags`, Chromium `ImeUtils.computeEditorInfo` \
      (docs/browsers/android.md C14, C15, §5.2); GeckoView `onCreateInputConnection` (android.md \
      F5); WebKit `_updateTextInputTraits:` (docs/browsers/ios.md R3.2, R5.4)
      """,
    triggeringExamples: [
      RuleExample(
        """
        <form action="/ship" autocapitalize="words">
          <input name="name" autocomplete="name">
          ↓<input name="zip" inputmode="numeric" autocomplete="postal-code">
        </form>
        """),
      RuleExample(#"<input name="card" inputmode="numeric" ↓autocapitalize="Words">"#),
      RuleExample(
        #"<textarea name="codes" inputmode="numeric" ↓autocapitalize="words"></textarea>"#),
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        <form action="/ship" autocapitalize="words">
          <input name="zip" inputmode="numeric" autocapitalize="none">
        </form>
        """),
      // Sentences and characters add no decimal key; decimal asks for one.
      RuleExample(#"<input name="card" inputmode="numeric" autocapitalize="sentences">"#),
      RuleExample(#"<input name="card" inputmode="numeric" autocapitalize="characters">"#),
      RuleExample(#"<input name="price" inputmode="decimal" autocapitalize="words">"#),
      // A number input has the decimal key anyway; a phone pad has no such flag.
      RuleExample(#"<form autocapitalize="words"><input type="number" name="qty"></form>"#),
      RuleExample(#"<form autocapitalize="words"><input type="tel" name="phone"></form>"#),
      // An editing host does not inherit from a form.
      RuleExample(
        #"<form autocapitalize="words"><div contenteditable inputmode="numeric"></div></form>"#),
      RuleExample(#"<input name="card" inputmode="numeric" autocapitalize="words" readonly>"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.field.validInputMode == .numeric, field.field.takesKeyboardAdvice,
      field.field.android.keyboard == .decimalPad
        || field.field.firefoxAndroid.keyboard == .decimalPad
    else { return [] }
    // Blink and Gecko read the field's own non-empty value, else (form controls) the form's.
    let own = field.field[.autocapitalize].flatMap { $0.isEmpty ? nil : $0 }
    let source =
      own.map { #"autocapitalize="\#($0)""# }
      ?? #"autocapitalize="\#(field.form?[.autocapitalize] ?? "words")" from its form"#
    let edits: [Fix.Edit] = [
      field.field.has(.autocapitalize)
        ? .setValue(attribute: "autocapitalize", value: "none")
        : .add(attribute: "autocapitalize", value: "none")
    ]
    // inputmode="numeric" declares digits; the fix is safe where it does give the digit pad
    // (a number input keeps its decimal key whatever autocapitalize says).
    let after = FieldEditor(field).keyboards(after: edits)
    let removesDecimalKey =
      after.chrome.keyboard != .decimalPad && after.firefox.keyboard != .decimalPad
    let message =
      "\(field.field.tagSummary) has inputmode=\"numeric\" and \(source), which Android browsers "
      + "pass to the number pad as its decimal flag (\(field.field.keyboards.summary)); add "
      + "autocapitalize=\"none\" (\(FieldEditor(field).keyboards(after: edits).summary))."
    return [
      field.finding(
        message, at: own == nil ? nil : "autocapitalize",
        fix: Fix(
          summary: #"Set autocapitalize="none""#, edits: edits,
          safety: FixSafetyPolicy.keyboardTraits(edits, declared: removesDecimalKey)))
    ]
  }
}
