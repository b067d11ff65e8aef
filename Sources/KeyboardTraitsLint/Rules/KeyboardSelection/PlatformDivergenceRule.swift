import KeyboardTraits

/// Reports a field for which iOS and Chrome for Android show keyboards of different classes.
///
/// What it checks: the iOS keyboard (`docs/browsers/ios.md` R1–R3) and the Chrome for Android keyboard
/// class (``AndroidKeyboardClass``, `android.md` §1) fall in different families: text, email,
/// URL, phone, digits, or no keyboard. Divergence caused by an `inputmode` on email, url, tel or
/// number inputs is `inputmode-ignored-on-android`'s and `inputmode-conflict`'s to report.
/// Why: one platform's users get a keyboard that does not fit the data.
/// Example: `<input name="zip" pattern="[0-9]*">` (Number pad on iOS, QWERTY on Android).
/// Use instead: `<input name="zip" inputmode="numeric" pattern="[0-9]*">`.
struct PlatformDivergenceRule: FieldRule {
  static let description = RuleDescription(
    id: "platform-divergence",
    name: "Platform Keyboard Divergence",
    summary: "iOS and Chrome for Android show keyboards of a different class for the field.",
    rationale: """
      Half the users get the wrong keyboard: pattern="[0-9]*" opens the Number pad on iOS but \
      QWERTY on Android, and inputmode="tel" on a password field opens the Phone pad on iOS \
      but the password QWERTY keyboard on Android.
      """,
    category: .browserSource, severity: .warning,
    basis: """
      WebKit `focusedElementInformation` and `_updateTextInputTraits:` (docs/browsers/ios.md R1–R3); \
      Chromium `ImeUtils.computeEditorInfo` (docs/browsers/android.md C1, C4, C9–C13, C16, C18)
      """,
    triggeringExamples: [
      RuleExample(#"<input name="zip" ↓pattern="[0-9]*">"#),
      RuleExample(#"<input type="text" autocomplete="one-time-code" ↓pattern="\d*">"#),
      RuleExample(#"<input type="password" name="pin" ↓inputmode="tel">"#),
      RuleExample(
        """
        <form action="/pay">
          <input type="password"
                 name="amount_pin"
                 ↓inputmode="decimal">
        </form>
        """),
      RuleExample(#"<input type="bogus" name="code" ↓pattern="[0-9]*">"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input name="zip" inputmode="numeric" pattern="[0-9]*">"#),
      RuleExample(#"<input type="number" name="quantity">"#),
      RuleExample(#"<input type="number" name="code" pattern="[0-9]*">"#),
      RuleExample(#"<input type="password" name="pin" inputmode="numeric">"#),
      RuleExample(#"<input type="password" name="password" inputmode="email">"#),
      RuleExample(#"<input type="email" name="email" inputmode="numeric">"#),
      RuleExample(#"<input name="zip" pattern="[0-9]*" readonly>"#),
      RuleExample(#"<input name="zip" pattern="[0-9]*" disabled>"#),
      RuleExample(#"<input type="date" name="arrival"><select name="n"></select>"#),
      RuleExample(#"<textarea inputmode="numeric"></textarea>"#),
      RuleExample(#"<input type="checkbox" name="phone_verified">"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.field.ios.presentation != .disabled else { return [] }
    if let type = field.inputType, [.email, .url, .tel, .number].contains(type),
      field.inputMode != nil
    {
      return []
    }
    let android = field.androidKeyboard
    guard KeyboardFamily(field.field.ios) != KeyboardFamily(android) else { return [] }
    if field.field.ios.elementType == .numberPad, field.inputMode == nil {
      // The iOS-only pattern trick: inputmode gives the same pad on both.
      let edit = field.inputModeEdit("numeric")
      let fix =
        field.field.hasAttribute("inputmode")
        ? nil : Fix(summary: #"Add inputmode="numeric""#, edits: [edit])
      let message = Self.message(
        field, android: android, advice: "add inputmode=\"numeric\"", after: [edit])
      return [field.finding(message, at: "pattern", fix: fix)]
    }
    let advice =
      field.inputType == .password
      ? "use inputmode=\"numeric\" for a PIN or no inputmode for a password"
      : "use markup both platforms read the same way"
    let edits: [Fix.Edit] =
      field.inputType == .password ? [.setValue(attribute: "inputmode", value: "numeric")] : []
    let message = Self.message(field, android: android, advice: advice, after: edits)
    return [field.finding(message, at: field.inputMode == nil ? nil : "inputmode")]
  }
}

extension PlatformDivergenceRule {
  fileprivate static func message(
    _ field: LintField, android: AndroidKeyboardClass, advice: String, after edits: [Fix.Edit]
  ) -> String {
    let start =
      "\(field.field.tagSummary) opens \(field.keyboardPhrase) on iOS but "
      + "\(android.phrase) on Chrome for Android; \(advice)"
    guard !edits.isEmpty else { return start + "." }
    let changed = field.applyingEdits(edits)
    return start + " (\(LintField.keyboardPhrase(for: changed.ios)) on iOS, "
      + "\(AndroidKeyboardClass.forField(changed).phrase) on Android)."
  }
}
