import KeyboardTraits

/// Reports `inputmode="text"` or `"search"` on a one-line input, which Chrome for Android turns
/// into a multi-line field with a return key.
///
/// What it checks: a text, search or password input (or one of unknown type) with
/// `inputmode="text"` or `inputmode="search"` and no valid `enterkeyhint`, on which Chrome
/// therefore shows a return key.
/// Why: Blink adds `TYPE_TEXT_FLAG_MULTI_LINE` for these inputmodes even on a one-line input,
/// and a multi-line field's Enter key is a return key: no Next to move on, no Go or Search to
/// submit. An explicit `enterkeyhint` is read first and still labels the key.
/// Example: `<input name="near" inputmode="search">`.
/// Use instead: `enterkeyhint="search"` with `inputmode="search"`; no inputmode for plain text
/// (`text` is what a text input gets anyway).
struct InputModeMultilineOnAndroidRule: FieldRule {
  static let description = RuleDescription(
    id: "inputmode-multiline-on-android",
    name: "Inputmode Multiline On Android",
    summary: "inputmode=\"text\" or \"search\" turns a one-line input multi-line on Chrome for "
      + "Android, which then shows a return key instead of Next, Go or Search.",
    rationale: """
      Chrome for Android marks the field multi-line for these inputmodes, so its keyboard shows \
      a return key where it would show Next, Go or Search: users cannot step to the next field \
      from the keyboard, and a search box has no Search key. iPhone and Firefox keep their \
      usual key.
      """,
    category: .browserSource, severity: .warning,
    basis: """
      Blink `InputModeOfFocusedElement`, Chromium `ImeUtils.computeEditorInfo` and \
      `getImeAction` (docs/browsers/android.md C12, C19, C20, §5.1); GeckoView \
      `onCreateInputConnection` (android.md F3, F7); WebKit `_updateTextInputTraits:` \
      (docs/browsers/ios.md R3.2, R4.3)
      """,
    triggeringExamples: [
      // A money amount: the fix is inputmode="decimal" (amount-needs-decimal), not its removal.
      RuleExample(#"<input name="amount" ↓inputmode="text">"#),
      // Digits only: the fix is inputmode="numeric", not its removal.
      RuleExample(
        #"<form action="/z"><input name="zip" autocomplete="postal-code" ↓inputmode="text"><button>Go</button></form>"#
      ),
      RuleExample(
        """
        <form action="/stores">
          <input type="text" name="near" ↓inputmode="search">
        </form>
        """),
      RuleExample(
        """
        <form action="/signup">
          <input name="nickname" ↓inputmode="text">
          <input type="email" name="email" autocomplete="email">
          <button>Sign up</button>
        </form>
        """),
      RuleExample(#"<input type="search" name="q" ↓inputmode="search">"#),
      RuleExample(
        """
        <form action="/login">
          <input name="user" autocomplete="username">
          <input type="password" name="pw" autocomplete="current-password"
                 ↓INPUTMODE="Text">
          <button>Sign in</button>
        </form>
        """),
      RuleExample(#"<input name="ref" pattern="[0-9]*" ↓inputmode="text">"#),
    ],
    nonTriggeringExamples: [
      // Without the inputmode the Go key would submit a form Enter cannot submit
      // (implicit-submission-blocked): the submit button is the fix, not this attribute.
      RuleExample(
        #"<form action="/a"><input name="first"><input name="last" inputmode="text"></form>"#),
      // An explicit hint labels the key.
      RuleExample(#"<input name="near" inputmode="search" enterkeyhint="search">"#),
      RuleExample(#"<input name="nickname" inputmode="text" enterkeyhint="next"><input>"#),
      // Multi-line anyway.
      RuleExample(#"<textarea name="notes" inputmode="text"></textarea>"#),
      RuleExample(#"<div contenteditable="true" inputmode="search"></div>"#),
      // Chrome ignores inputmode on these types; other inputmodes keep one line.
      RuleExample(#"<input type="email" name="email" inputmode="text">"#),
      RuleExample(#"<input name="zip" inputmode="numeric">"#),
      // No keyboard: none, read-only, disabled.
      RuleExample(#"<input name="pin" inputmode="none">"#),
      RuleExample(#"<input name="near" inputmode="search" readonly>"#),
      RuleExample(#"<input name="near" inputmode="search" disabled>"#),
      // Invalid values are inputmode-invalid's.
      RuleExample(#"<input name="near" inputmode="searching">"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.field.element == "input", Self.readsInputMode(field.field.inputType),
      field.field.takesKeyboardAdvice, let inputMode = field.field.validInputMode,
      inputMode == .text || inputMode == .search, field.field.validEnterKeyHint == nil,
      field.field.android.presentation == .keyboard,
      field.field.android.editorInfo?.imeAction == AndroidIMEAction.none
    else { return [] }
    let editor = FieldEditor(field)
    let advice = field.advice(in: document)
    let keyboards = field.field.keyboards
    let withoutInputMode = editor.keyboards(after: [.remove(attribute: "inputmode")])
    let expected = withoutInputMode.chrome.editorInfo?.imeAction.label ?? "Go"
    let value = field.field[.inputmode] ?? ""
    let start =
      "\(field.field.tagSummary) has inputmode=\"\(value)\", which makes Chrome for Android "
      + "treat the one-line field as multi-line, so its keyboard shows a return key where it "
      + "would show \(expected) (\(keyboards.summaryWithEnterKeys))"
    if inputMode == .search {
      let edits: [Fix.Edit] = [.add(attribute: "enterkeyhint", value: "search")]
      let after = editor.keyboards(after: edits)
      return [
        field.finding(
          start + "; add enterkeyhint=\"search\" (\(after.summaryWithEnterKeys)).",
          at: "inputmode",
          fix: Fix(
            summary: #"Add enterkeyhint="search""#, edits: edits,
            safety: FixSafetyPolicy.enterKeyTraits(edits, declared: true, on: field.field)))
      ]
    }
    // The advice's inputmode="url" replaces this one: one recommendation.
    guard advice.keyboardMismatch != .url else { return [] }
    // A money amount: without inputmode it would earn amount-needs-decimal, so give the pad
    // that rule asks for (the Number pad for whole units, else the Decimal pad).
    if advice.holdsMoney, field.field.isPlainTextInput {
      let mode = advice.holdsWholeMoney ? "numeric" : "decimal"
      let edits =
        advice.holdsWholeMoney
        ? editor.inputModeEdits(mode) : [field.field.setting(.inputmode, to: mode)]
      return [
        field.finding(
          start + "; the field holds an amount of money, so use inputmode=\"\(mode)\" "
            + "(\(editor.keyboards(after: edits).summaryWithEnterKeys)).",
          at: "inputmode", fix: Fix(summary: Fix.summary(of: edits), edits: edits))
      ]
    }
    // Digits only: the number pad is the keyboard to give, not plain text.
    if advice.holdsDigitsOnly, withoutInputMode.ios.keyboardType == keyboards.ios.keyboardType {
      let edits = editor.inputModeEdits("numeric")
      return [
        field.finding(
          start + "; the field holds only digits, so use inputmode=\"numeric\" "
            + "(\(editor.keyboards(after: edits).summaryWithEnterKeys)).",
          at: "inputmode",
          fix: Fix(
            summary: Fix.summary(of: edits), edits: edits,
            safety: FixSafetyPolicy.keyboardTraits(
              edits, declared: FieldAdvice.declaresDigitsOnly(field))))
      ]
    }
    // inputmode="text" is what a text input has anyway, unless it overrides the pattern's
    // Number pad on iOS: then label the key as Chrome would without the inputmode.
    guard withoutInputMode.ios.keyboardType == keyboards.ios.keyboardType else {
      let action = withoutInputMode.chrome.editorInfo?.imeAction ?? .go
      let hint = action == .none ? "enter" : action.rawValue
      let edits: [Fix.Edit] = [.add(attribute: "enterkeyhint", value: hint)]
      let focus = hint == "next" ? " (and move focus when Enter is pressed on iPhone)" : ""
      return [
        field.finding(
          start + "; it also keeps iPhone on letters despite the digits pattern, so keep it and "
            + "add enterkeyhint=\"\(hint)\"\(focus) "
            + "(\(editor.keyboards(after: edits).summaryWithEnterKeys)).",
          at: "inputmode",
          fix: Fix(summary: #"Add enterkeyhint="\#(hint)""#, edits: edits))
      ]
    }
    // Without it the key would submit a form that Enter cannot submit
    // (implicit-submission-blocked): the submit button is the fix, not this attribute.
    if let action = withoutInputMode.chrome.editorInfo?.imeAction,
      [.go, .done, .send, .search].contains(action), advice.implicitSubmissionBlocked
    {
      return []
    }
    return [
      field.finding(
        start + "; remove it: text is what the field gets without it "
          + "(\(withoutInputMode.summaryWithEnterKeys)).",
        at: "inputmode",
        fix: Fix(summary: "Remove inputmode", edits: [.remove(attribute: "inputmode")]))
    ]
  }

  /// C4: the input types on which Blink reads inputmode (a missing or unknown type is text).
  private static func readsInputMode(_ type: InputType?) -> Bool {
    switch type ?? .text {
    case .text, .search, .password: true
    default: false
    }
  }
}
