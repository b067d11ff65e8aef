import KeyboardTraits

/// Reports `inputmode` on email, url, tel and number inputs, where Chrome for Android ignores it,
/// when iOS therefore shows a keyboard of another family.
///
/// What it checks: on `type="email"`, `url`, `tel` or `number`, a valid `inputmode` (`none`
/// included) for which the iPhone keyboard and Chrome for Android's fall in different families
/// (letters, email, URL, phone, digits, no keyboard). Contradictions such as email + numeric are
/// `inputmode-conflict`'s; an `enterkeyhint` there is `enterkeyhint-ignored-on-android`'s.
/// Why: iOS obeys inputmode on every type; Blink reads it only on text, search and password
/// inputs, textareas and editing hosts, and Firefox lets these types win over it (except
/// `none`), so the platforms show different keyboards.
/// Example: `<input type="tel" inputmode="numeric">`: the Number pad (no `+`) on iPhone, the
/// phone dial pad on Android.
/// Use instead: drop the attribute, or use `type="text"` with the inputmode when the keyboard
/// matters more than the type.
struct InputModeIgnoredOnAndroidRule: FieldRule {
  static let description = RuleDescription(
    id: "inputmode-ignored-on-android",
    name: "Inputmode Ignored On Android",
    summary: """
      inputmode on an email, url, tel or number input gives iPhone users a keyboard that \
      Android browsers do not show.
      """,
    rationale: """
      Chrome for Android ignores inputmode on these types and Firefox for Android lets the type \
      win, so iPhone users get the keyboard the author asked for and Android users get the \
      type's own: for example the Number pad, which has no + key, on iPhone but the phone dial \
      pad on Android.
      """,
    category: .browserSource, severity: .warning,
    basis: """
      Blink `GetInputModeAttribute`, `SupportsInputModeAttribute` (docs/browsers/android.md C4, \
      C9, C10); GeckoView `onCreateInputConnection` (android.md F1, F2); WebKit \
      `_updateTextInputTraits:` (docs/browsers/ios.md R3.1, R3.2, R2.3)
      """,
    triggeringExamples: [
      RuleExample(#"<input type="tel" name="phone" ↓inputmode="numeric">"#),
      RuleExample(#"<input type="number" name="qty" ↓inputmode="text">"#),
      RuleExample(#"<input type="url" name="site" ↓inputmode="none">"#),
      RuleExample(
        """
        <form action="/login">
          <input type="email" name="email" autocomplete="username"
                 ↓inputmode="search" enterkeyhint="next">
          <input type="password" name="password">
          <button>Sign in</button>
        </form>
        """),
      RuleExample(#"<input type="tel" ↓INPUTMODE="Search">"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input type="tel" name="phone" inputmode="tel">"#),
      // Number pads in one family: the type's decimal pad, the inputmode's.
      RuleExample(#"<input type="number" name="qty" inputmode="decimal">"#),
      RuleExample(#"<input type="number" name="quantity" inputmode="numeric">"#),
      // A contradiction is inputmode-conflict's; an invalid value, inputmode-invalid's.
      RuleExample(#"<input type="email" name="email" inputmode="numeric">"#),
      RuleExample(#"<input type="tel" name="phone" inputmode="phone">"#),
      // Chrome reads inputmode on text, search and password inputs.
      RuleExample(#"<input type="text" name="code" inputmode="numeric" enterkeyhint="done">"#),
      RuleExample(#"<input type="search" name="q" inputmode="numeric">"#),
      // No keyboard on any platform.
      RuleExample(#"<input type="tel" name="phone" inputmode="numeric" disabled>"#),
      RuleExample(#"<input type="email" name="email" inputmode="text" readonly>"#),
      // The Enter key is enterkeyhint-ignored-on-android's.
      RuleExample(#"<input type="email" name="email" enterkeyhint="done">"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard let type = field.field.inputType, type.chromeIgnoresKeyboardAttributes,
      field.field.takesKeyboardAdvice,
      let inputMode = field.field.validInputMode,
      !type.contradicts(inputMode)
    else { return [] }
    let keyboards = field.field.keyboards
    guard KeyboardFamily(keyboards.ios) != KeyboardFamily(keyboards.chrome) else { return [] }
    let edits: [Fix.Edit] = [.remove(attribute: "inputmode")]
    let message = Self.message(
      field, type: type, keyboards: keyboards, after: FieldEditor(field).keyboards(after: edits))
    return [
      field.finding(
        message, at: "inputmode", fix: Fix(summary: "Remove inputmode", edits: edits))
    ]
  }
}

extension InputModeIgnoredOnAndroidRule {
  fileprivate static func message(
    _ field: LintField, type: InputType, keyboards: PlatformKeyboards, after: PlatformKeyboards
  ) -> String {
    let value = field.field[.inputmode] ?? ""
    return "\(field.field.tagSummary) has inputmode=\"\(value)\", which Chrome for Android "
      + "ignores on type=\"\(type.rawValue)\" (\(keyboards.summary)); remove it so every phone "
      + "shows the type's keyboard (\(after.summary)), or use type=\"text\" with the inputmode "
      + "if that keyboard matters more than the type."
  }
}
