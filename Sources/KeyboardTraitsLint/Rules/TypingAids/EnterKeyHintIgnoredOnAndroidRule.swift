import KeyboardTraits

/// Reports `enterkeyhint` on email, url, tel and number inputs when Chrome for Android, which
/// ignores it there, shows another Enter key.
///
/// What it checks: on `type="email"`, `url`, `tel` or `number`, a valid `enterkeyhint` whose key
/// differs from the one Chrome for Android shows: Next when its next-field search finds a field
/// to move to, otherwise Go.
/// Why: Blink reads `enterkeyhint` only where it reads `inputmode` (text, search and password
/// inputs, textareas, editing hosts); iOS and Firefox honour it on every type. Next moves to
/// the next field while Go, Done and Send submit, so the same key does different things.
/// Example: `<input type="tel" name="phone" enterkeyhint="done">` followed by another field.
/// Use instead: for a phone number, `type="text" inputmode="tel"` keeps the dial pad and lets
/// Chrome read the hint; on email, url and number inputs no markup changes Chrome's key.
struct EnterKeyHintIgnoredOnAndroidRule: FieldRule {
  static let description = RuleDescription(
    id: "enterkeyhint-ignored-on-android",
    name: "Enter Key Hint Ignored On Android",
    summary: "enterkeyhint on an email, url, tel or number input is ignored by Chrome for "
      + "Android, which shows another Enter key.",
    rationale: """
      Chrome for Android reads enterkeyhint only on text, search and password inputs, \
      textareas and editable elements; on these types it shows Next when it finds a field to \
      move to and Go otherwise. iPhone and Firefox users see the key the author asked for, \
      Chrome users another one, and Next moves on where Done, Go and Send submit.
      """,
    category: .browserSource, severity: .note,
    basis: """
      Blink `GetEnterKeyHintAttribute`, `NextFocusableElementForImeAndAutofill`, Chromium \
      `ImeUtils.getImeAction` (docs/browsers/android.md C19–C21); GeckoView \
      `onCreateInputConnection` (android.md F6); WebKit `_updateTextInputTraits:` \
      (docs/browsers/ios.md R4.1)
      """,
    triggeringExamples: [
      RuleExample(#"<input type="email" name="email" ↓enterkeyhint="done">"#),
      RuleExample(
        """
        <form action="/login">
          <input type="email" name="email" ↓enterkeyhint="go">
          <input type="password" name="password">
          <button>Sign in</button>
        </form>
        """),
      RuleExample(
        """
        <form action="/callback">
          <input type="tel" name="phone" autocomplete="tel"
                 ↓enterkeyhint="send">
          <input name="name" autocomplete="name">
          <button>Call me back</button>
        </form>
        """),
      RuleExample(
        """
        <form action="/book">
          <input type="number" name="guests" ↓enterkeyhint="next">
          <input type="date" name="arrival">
        </form>
        """),
      RuleExample(#"<input type="url" name="site" ↓enterkeyhint="Enter">"#),
    ],
    nonTriggeringExamples: [
      // Chrome shows the same key: Go on a last field, Next before another one.
      RuleExample(#"<input type="email" name="email" enterkeyhint="go">"#),
      RuleExample(
        """
        <form action="/login">
          <input type="email" name="email" enterkeyhint="next">
          <input type="password" name="password">
        </form>
        """),
      // A submit button ends Chrome's search for a next field: Go.
      RuleExample(
        """
        <form><input type="email" enterkeyhint="go"><button>OK</button><input name="b"></form>
        """),
      // Chrome reads the hint on text, search and password inputs and textareas.
      RuleExample(#"<input type="text" name="code" inputmode="numeric" enterkeyhint="done">"#),
      RuleExample(#"<input type="password" name="pw" enterkeyhint="done"><input name="b">"#),
      RuleExample(#"<textarea name="message" enterkeyhint="send"></textarea>"#),
      // Invalid values are enterkeyhint-invalid's; no keyboard, no key.
      RuleExample(#"<input type="email" name="email" enterkeyhint="finish"><input name="b">"#),
      RuleExample(#"<input type="tel" name="phone" enterkeyhint="done" readonly><input>"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard let type = field.field.inputType, type.chromeIgnoresKeyboardAttributes,
      field.field.takesKeyboardAdvice, let hint = field.field.validEnterKeyHint,
      field.field.android.presentation == .keyboard,
      let shown = field.field.android.editorInfo?.imeAction,
      shown != AndroidIMEAction(enterKeyHint: hint)
    else { return [] }
    let value = field.field[.enterkeyhint] ?? ""
    let keyboards = field.field.keyboards
    let start =
      "\(field.field.tagSummary) has enterkeyhint=\"\(value)\", which Chrome for Android "
      + "ignores on type=\"\(type.rawValue)\", so its keyboard shows the \(shown.label) key instead "
      + "(\(keyboards.summaryWithEnterKeys))"
    // A phone number loses nothing as a text input with the phone inputmode.
    guard type == .tel, !field.field.has(.inputmode) else {
      return [
        field.finding(
          start + "; Chrome reads enterkeyhint only on text, search and password inputs, so "
            + "no markup changes its key on type=\"\(type.rawValue)\".",
          at: "enterkeyhint")
      ]
    }
    let edits: [Fix.Edit] = [
      .setValue(attribute: "type", value: "text"), .add(attribute: "inputmode", value: "tel"),
    ]
    let after = FieldEditor(field).keyboards(after: edits)
    return [
      field.finding(
        start + "; use type=\"text\" inputmode=\"tel\", which keeps the dial pad and lets Chrome "
          + "read the hint (\(after.summaryWithEnterKeys)).",
        at: "enterkeyhint",
        fix: Fix(summary: #"Use type="text" inputmode="tel""#, edits: edits))
    ]
  }
}
