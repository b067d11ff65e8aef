import KeyboardTraits

/// Reports a phone number field that is a plain text input without `inputmode="tel"`.
///
/// What it checks: an `<input>` of type text (or no type) or number whose autocomplete (`tel*`),
/// name, id or label says it holds a phone number, and which iOS does not give the Phone pad.
/// Why: the user gets the full keyboard and has to switch to digits for every number.
/// Example: `<input name="phone">`.
/// Use instead: `<input type="tel" name="phone" autocomplete="tel">`; for a part of a number
/// (`tel-national`, `tel-country-code`, …), which the HTML standard allows only on text
/// controls, `<input type="text" inputmode="tel" autocomplete="tel-national">`. A box of a
/// number split over several inputs (area code, prefix, suffix) is such a part.
struct TelNotTelKeyboardRule: FieldRule {
  static let description = RuleDescription(
    id: "tel-not-tel-keyboard",
    name: "Phone Field Without Phone Keyboard",
    summary: "A phone number field is a text input, so it does not get the phone pad.",
    rationale: """
      The user gets the full QWERTY keyboard instead of the dial pad and must switch to the \
      digits layer to type the number; type="tel" opens the Phone pad with + * # on iOS and \
      Android.
      """,
    category: .keyboardSelection, severity: .warning,
    basis: """
      WebKit `_updateTextInputTraits:` (docs/browsers/ios.md R3.1); Chromium `ImeUtils` (docs/browsers/android.md \
      C10); web.dev address and payment form guidance
      """,
    triggeringExamples: [
      RuleExample(#"↓<input name="phone">"#),
      RuleExample(#"<input ↓type="text" name="mobileNo" autocomplete="mobile tel">"#),
      RuleExample(
        """
        <form action="/checkout">
          <label>Phone number
            <input ↓type="text" name="contact[telephone]">
          </label>
        </form>
        """),
      // A part of a number is a Text field name, not allowed on type=tel: inputmode="tel".
      RuleExample(#"<input ↓type="text" autocomplete="tel-national" inputmode="numeric">"#),
      RuleExample(#"<input ↓type="number" name="cc" autocomplete="work tel-country-code">"#),
      RuleExample(#"<input ↓type="number" name="phone" autocomplete="tel">"#),
      // type=tel ignores min and max: the fix drops them and the message says so.
      RuleExample(#"<input ↓type="number" name="phone" autocomplete="tel" min="0">"#),
      // A number split over boxes: each is a part (tel-area-code, …), which keeps type=text.
      RuleExample(
        """
        <form action="/apply"><label for="ph1">Phone</label>
          ↓<input id="ph1" name="ph1" maxlength="3">↓<input name="ph2" maxlength="3">
          ↓<input name="ph3" maxlength="4"></form>
        """),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input type="tel" name="phone" autocomplete="tel">"#),
      RuleExample(#"<input type="text" name="phone" inputmode="tel">"#),
      RuleExample(#"<input type="text" autocomplete="tel-national" inputmode="tel">"#),
      RuleExample(#"<input type="checkbox" name="phone_verified">"#),
      RuleExample(#"<input type="text" name="telescope">"#),
      RuleExample(#"<input type="hidden" name="phone">"#),
      RuleExample(#"<input type="text" name="phone" disabled>"#),
      RuleExample(#"<input type="number" name="quantity">"#),
      RuleExample(#"<input type="phone" name="phone">"#),
      RuleExample(
        """
        <form action="/apply"><label for="ph1">Phone</label>
          <input type="tel" id="ph1" name="ph1" maxlength="3"><input type="tel" name="ph2"
          maxlength="3"><input type="tel" name="ph3" maxlength="4"></form>
        """),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    let editor = FieldEditor(field)
    switch field.advice(in: document).keyboardMismatch {
    case .phoneNumberPart(let part)?:
      // type=tel accepts only the field name `tel` (autocomplete-control-mismatch).
      let isText = field.field.inputType == .text
      let edits =
        (isText ? [] : editor.typeEdits("text", in: document))
        + [field.field.setting(.inputmode, to: "tel")]
      // The autocomplete field name declares the phone number part; a type change is unsafe.
      let fix = Fix(
        summary: isText ? #"Set inputmode="tel""# : #"Use type="text" inputmode="tel""#,
        edits: edits, safety: FixSafetyPolicy.keyboardTraits(edits, declared: true))
      let message = Self.message(
        field, part: part, after: editor.keyboardPhrase(after: edits),
        lostRange: editor.lostRangePhrase(after: edits))
      let attribute = field.field.has(.type) ? "type" : nil
      return [field.finding(message, at: attribute, fix: fix)]
    case .tel?:
      break
    default:
      return []
    }
    let (fix, after, without, lostRange) = editor.typeFix("tel", in: document)
    let message = Self.message(field, without: without, after: after, lostRange: lostRange)
    return [field.finding(message, at: "type", fix: fix)]
  }
}

extension TelNotTelKeyboardRule {
  fileprivate static func message(
    _ field: LintField, part: String, after: String, lostRange: String
  ) -> String {
    let type = field.field.inputType == .text ? "" : #"type="text" "#
    return "\(field.field.tagSummary) holds a phone number but opens "
      + "\(field.field.keyboardPhrase); use \(type)inputmode=\"tel\" (\(after)): type=\"tel\" "
      + "does not take autocomplete=\"\(part)\"\(lostRange)."
  }

  fileprivate static func message(
    _ field: LintField, without: String, after: String, lostRange: String
  ) -> String {
    "\(field.field.tagSummary) looks like a phone number but opens \(field.field.keyboardPhrase); "
      + "use type=\"tel\"\(without) (\(after))\(lostRange)."
  }
}
