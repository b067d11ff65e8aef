import KeyboardTraits

/// Reports a field for which iPhone, Chrome for Android and Firefox for Android show keyboards of
/// different families, when no more specific rule explains why.
///
/// What it checks: the keyboards the scanner predicts for the three browsers (`docs/browsers/ios.md`
/// R1–R3, `docs/browsers/android.md` C1–C16, F1–F5) fall in different families: letters, email,
/// URL, phone, digits, or no keyboard. The causes other rules report are left to them: an
/// `inputmode` on email, url, tel or number inputs (`inputmode-ignored-on-android`,
/// `inputmode-conflict`), the iOS-only `[0-9]*` pattern (`pattern-digit-hack`) and
/// `inputmode="numeric"` on a password (`password-inputmode-numeric`). What remains is mostly
/// another `inputmode` on a password field, which Chrome undoes or keeps by its own rule (C16)
/// and Firefox ignores (F2).
/// Why: one platform's users get a keyboard that does not fit the data.
/// Example: `<input type="password" inputmode="tel">`: the Phone pad on iPhone, the password
/// keyboard on Android.
/// Use instead: `<input type="password">`.
struct PlatformDivergenceRule: FieldRule {
  static let description = RuleDescription(
    id: "platform-divergence",
    name: "Platform Keyboard Divergence",
    summary: "iPhone, Chrome for Android and Firefox for Android show keyboards of different "
      + "families for the field.",
    rationale: """
      Some users get the wrong keyboard: inputmode="tel" on a password field opens the Phone pad \
      on iPhone but the letters keyboard on Android, and inputmode="email" on a password field \
      gives Chrome's keyboard an email field rather than a password, so it may suggest and learn \
      what is typed, while Firefox shows the password keyboard.
      """,
    category: .browserSource, severity: .warning,
    basis: """
      WebKit `focusedElementInformation` and `_updateTextInputTraits:` (docs/browsers/ios.md \
      R1–R3); Chromium `ImeUtils.computeEditorInfo` (docs/browsers/android.md C4, C9–C13, C16); \
      GeckoView `onCreateInputConnection` (android.md F1–F3)
      """,
    triggeringExamples: [
      RuleExample(#"<input type="password" name="pin" ↓inputmode="tel">"#),
      RuleExample(
        """
        <form action="/pay">
          <input type="password"
                 name="amount_pin"
                 ↓inputmode="decimal">
        </form>
        """),
      RuleExample(#"<input type="password" name="password" ↓inputmode="email">"#),
      RuleExample(#"<input type="password" name="password" ↓InputMode="URL">"#),
    ],
    nonTriggeringExamples: [
      // The same family everywhere.
      RuleExample(#"<input name="zip" inputmode="numeric" pattern="[0-9]*">"#),
      RuleExample(#"<input type="number" name="quantity">"#),
      RuleExample(#"<input type="number" name="code" pattern="[0-9]*">"#),
      RuleExample(#"<textarea inputmode="numeric"></textarea>"#),
      RuleExample(#"<div contenteditable inputmode="tel"></div>"#),
      RuleExample(#"<input type="search" name="q" inputmode="decimal">"#),
      RuleExample(#"<input type="password" name="password" inputmode="text">"#),
      RuleExample(#"<input type="password" name="pin" inputmode="none">"#),
      // Other rules' causes.
      RuleExample(#"<input name="zip" pattern="[0-9]*">"#),
      RuleExample(#"<input type="password" name="pin" inputmode="numeric">"#),
      RuleExample(#"<input type="email" name="email" inputmode="numeric">"#),
      RuleExample(#"<input type="tel" name="phone" inputmode="numeric">"#),
      // No keyboard, or no text, anywhere.
      RuleExample(#"<input type="password" name="pin" inputmode="tel" readonly>"#),
      RuleExample(#"<input type="password" name="pin" inputmode="tel" disabled>"#),
      RuleExample(#"<input type="date" name="arrival"><select name="n"></select>"#),
      RuleExample(#"<input type="checkbox" name="phone_verified">"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.field.takesKeyboardAdvice, !Self.isReportedElsewhere(field) else { return [] }
    let keyboards = field.field.keyboards
    guard keyboards.familiesDiffer else { return [] }
    guard field.field.inputType == .password, let inputMode = field.field.validInputMode else {
      return [field.finding(Self.message(field, keyboards: keyboards))]
    }
    // A PIN gets the number pad that hides the digits on iPhone and Chrome (and the password
    // keyboard on Firefox, as without it); any other password the password keyboard.
    let isPIN = field.advice(in: document).holdsSecretDigits
    let editor = FieldEditor(field)
    let edits: [Fix.Edit] =
      isPIN ? editor.inputModeEdits("numeric") : [.remove(attribute: "inputmode")]
    let after = editor.keyboards(after: edits)
    let message = Self.passwordMessage(
      field, inputMode: inputMode, keyboards: keyboards, after: after, isPIN: isPIN)
    let summary = isPIN ? Fix.summary(of: edits) : "Remove inputmode"
    return [field.finding(message, at: "inputmode", fix: Fix(summary: summary, edits: edits))]
  }

  /// The causes of divergence that more specific rules report.
  private static func isReportedElsewhere(_ field: LintField) -> Bool {
    if let type = field.field.inputType, type.chromeIgnoresKeyboardAttributes,
      field.field.validInputMode != nil
    {
      return true  // inputmode-ignored-on-android, inputmode-conflict
    }
    if field.field.ios.elementType == .numberPad, field.field.validInputMode == nil {
      return true  // pattern-digit-hack
    }
    // password-inputmode-numeric
    return field.field.inputType == .password && field.field.validInputMode == .numeric
  }
}

extension PlatformDivergenceRule {
  fileprivate static func message(_ field: LintField, keyboards: PlatformKeyboards) -> String {
    "\(field.field.tagSummary) gets keyboards for different characters on each platform "
      + "(\(keyboards.summary)); use markup every browser reads the same way."
  }

  fileprivate static func passwordMessage(
    _ field: LintField, inputMode: InputModeValue, keyboards: PlatformKeyboards,
    after: PlatformKeyboards, isPIN: Bool
  ) -> String {
    let value = field.field[.inputmode] ?? ""
    let why: String
    switch keyboards.chrome.keyboard {
    case .email?, .url?:
      let kind = keyboards.chrome.keyboard == .email ? "an email address" : "a URL"
      why =
        "Chrome for Android then tells the keyboard the field holds \(kind), not a password, "
        + "so the keyboard may suggest and learn what is typed, and Firefox ignores it"
    default:
      why = "Chrome for Android undoes it on a password field and Firefox ignores it"
    }
    let head = "\(field.field.tagSummary) has inputmode=\"\(value)\": \(why) (\(keyboards.summary))"
    if isPIN {
      return head + "; for this PIN use inputmode=\"numeric\", which iPhone and Chrome for "
        + "Android show as a number pad that hides the digits (\(after.summary))."
    }
    let pin =
      inputMode == .tel || inputMode == .decimal
      ? "; for a PIN, inputmode=\"numeric\" gives Chrome's PIN pad but still letters on Firefox"
      : ""
    return head + "; remove it so every phone shows the password keyboard "
      + "(\(after.summary))\(pin)."
  }
}
