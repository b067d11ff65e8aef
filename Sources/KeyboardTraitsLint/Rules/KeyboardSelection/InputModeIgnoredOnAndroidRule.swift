import KeyboardTraits

/// Reports `inputmode` or `enterkeyhint` on email, url, tel and number inputs, where Chrome for
/// Android ignores them, when they ask for something other than what the type gives.
///
/// What it checks: on `type="email"`, `url`, `tel` or `number`, a valid `inputmode` whose
/// keyboard differs from the type's own (contradictions such as email + numeric are
/// `inputmode-conflict`'s), or a valid `enterkeyhint` whose action differs from the one Chrome
/// picks itself (Next when another field follows, else Go).
/// Why: iOS obeys both attributes on every type; Blink reads them only on text, search and
/// password inputs, textareas and editing hosts, so the two platforms show different keys.
/// Example: `<input type="tel" inputmode="numeric">`, `<input type="email" enterkeyhint="done">`.
/// Use instead: drop the attribute, or use `type="text"` with the inputmode when the keyboard
/// matters more than the type.
struct InputModeIgnoredOnAndroidRule: FieldRule {
  static let description = RuleDescription(
    id: "inputmode-ignored-on-android",
    name: "Inputmode Ignored On Android",
    summary: """
      inputmode or enterkeyhint on an email, url, tel or number input asks for a keyboard or \
      key that Chrome for Android ignores.
      """,
    rationale: """
      Chrome for Android ignores both attributes on these types, so iOS users get the keyboard \
      or Enter key the author asked for and Android users get the type's own: for example the \
      Number pad on iOS but the phone dial pad on Android.
      """,
    category: .browserSource, severity: .warning,
    basis: """
      Blink `GetInputModeAttribute`, `GetEnterKeyHintAttribute` and `SupportsInputModeAttribute` \
      (docs/browsers/android.md C4, C19, C20); WebKit `_updateTextInputTraits:` (docs/browsers/ios.md R3.2, R4.1)
      """,
    triggeringExamples: [
      RuleExample(#"<input type="tel" name="phone" ↓inputmode="numeric">"#),
      RuleExample(#"<input type="email" name="email" ↓enterkeyhint="done">"#),
      RuleExample(#"<input type="number" name="qty" ↓inputmode="text">"#),
      RuleExample(#"<input type="url" name="site" ↓inputmode="none">"#),
      RuleExample(
        """
        <form action="/login">
          <input type="email" name="email" ↓enterkeyhint="go">
          <input type="password" name="password">
          <button>Sign in</button>
        </form>
        """),
      RuleExample(#"<input type="tel" ↓inputmode="search" ↓enterkeyhint="search">"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input type="tel" name="phone" inputmode="tel">"#),
      RuleExample(#"<input type="number" name="qty" inputmode="decimal">"#),
      RuleExample(#"<input type="number" name="quantity" inputmode="numeric">"#),
      RuleExample(#"<input type="email" name="email" inputmode="numeric">"#),
      RuleExample(#"<input type="text" name="code" inputmode="numeric" enterkeyhint="done">"#),
      RuleExample(#"<input type="email" name="email" enterkeyhint="go">"#),
      RuleExample(
        """
        <form action="/login">
          <input type="email" name="email" enterkeyhint="next">
          <input type="password" name="password">
        </form>
        """),
      RuleExample(#"<input type="tel" name="phone" inputmode="phone">"#),
      RuleExample(#"<input type="tel" name="phone" inputmode="numeric" disabled>"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard let type = field.inputType, Self.ignoringTypes.contains(type), field.takesKeyboardAdvice
    else { return [] }
    var findings: [Finding] = []
    if let inputMode = field.inputMode, !Self.ownModes(of: type).contains(inputMode),
      !InputModeConflictRule.contradicts(type: type, inputMode: inputMode)
    {
      findings.append(field.finding(Self.inputModeMessage(field, type: type), at: "inputmode"))
    }
    if let hint = field.enterKeyHint {
      let android = AndroidEnterAction.defaultAction(for: field, in: document)
      if AndroidEnterAction(hint) != android {
        findings.append(
          field.finding(
            Self.enterKeyHintMessage(field, type: type, android: android), at: "enterkeyhint"))
      }
    }
    return findings
  }

  /// The types whose `inputmode` and `enterkeyhint` Blink does not read (docs/browsers/android.md C4, C19).
  private static let ignoringTypes: Set<InputType> = [.email, .url, .tel, .number]

  /// The inputmodes that give the type's own keyboard class (number: both digit pads).
  private static func ownModes(of type: InputType) -> Set<InputModeValue> {
    switch type {
    case .email: [.email]
    case .url: [.url]
    case .tel: [.tel]
    case .number: [.numeric, .decimal]
    default: []
    }
  }
}

extension InputModeIgnoredOnAndroidRule {
  fileprivate static func inputModeMessage(_ field: LintField, type: InputType) -> String {
    let value = field.field.attribute("inputmode") ?? ""
    let after = field.keyboardPhrase(after: [.remove(attribute: "inputmode")])
    return "\(field.field.tagSummary) has inputmode=\"\(value)\", so iOS shows "
      + "\(field.keyboardPhrase), but Chrome for Android ignores it on "
      + "type=\"\(type.rawValue)\" "
      + "and shows \(field.androidKeyboard.phrase); remove it so iOS shows the type's keyboard "
      + "too (\(after)), or use type=\"text\" with the inputmode."
  }

  fileprivate static func enterKeyHintMessage(
    _ field: LintField, type: InputType, android: AndroidEnterAction
  ) -> String {
    let value = field.field.attribute("enterkeyhint") ?? ""
    return "\(field.field.tagSummary) has enterkeyhint=\"\(value)\", so iOS labels the Enter key "
      + "\(field.field.ios.returnKeyType.label) on \(field.keyboardPhrase), but Chrome "
      + "for Android ignores it on type=\"\(type.rawValue)\" and shows \(android.label); remove "
      + "it, or use type=\"text\" with an inputmode if the key matters."
  }
}
