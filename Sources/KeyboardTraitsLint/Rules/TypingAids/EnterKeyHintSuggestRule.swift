import KeyboardTraits

/// Multi-field forms whose Enter key labels do not say what Enter does.
///
/// What it checks: in a form with two or more fields that open a keyboard, each `<input>`
/// without `enterkeyhint`: a search field should say `search`; an earlier field should say
/// `next`; the last field should say `done`, `go` or `send` when iOS would show a plain return
/// key (its form has no action). Textareas are never flagged (Enter there is a new line), nor
/// are fields whose iPhone keyboard has no Enter key at all: the Number pad, Decimal pad and
/// Phone pad (`inputmode="numeric"`, a `[0-9]*` pattern, `type="tel"`), where the hint changes
/// nothing the user sees.
/// Why: the Enter key's label tells the user whether it moves on or submits.
/// Example: `<form><input name="email"><input type="password" name="pw"></form>`.
/// Use instead: `enterkeyhint="next"` on the email field, `enterkeyhint="go"` on the password.
/// Off by default (the `strict` preset runs it): calibrated on the admin templates and sample
/// sites of the shared corpus, its findings were true but none worth a developer's time: iOS
/// has its own previous/next bar above the keyboard, Chrome already shows Next, and `next`
/// needs script to move the focus.
struct EnterKeyHintSuggestRule: FieldRule {
  static let description = RuleDescription(
    id: "enterkeyhint-suggest",
    name: "Enter Key Hint Suggest",
    summary: "Fields of multi-field forms can label the Enter key with next, done, go, send or "
      + "search.",
    rationale: "Without a hint the iPhone keyboard labels Enter 'Go' or 'return' on every field "
      + "of a form, so users cannot tell whether Enter moves to the next field or submits "
      + "half-filled data; 'Next' on earlier fields and 'Done'/'Go'/'Send' on the last say it.",
    category: .typingAids,
    severity: .note,
    isEnabledByDefault: false,
    basis: "WHATWG HTML §6.8.8 enterkeyhint; WebKit `_updateTextInputTraits:` (docs/browsers/ios.md "
      + "R4.1–R4.4); web.dev sign-in and payment form guidance",
    triggeringExamples: [
      RuleExample(
        #"""
        <form action="/signin">
          ↓<input type="email" name="email" autocomplete="username">
          <input type="password" name="password" autocomplete="current-password">
        </form>
        """#),
      RuleExample(
        #"""
        <form id="newsletter" onsubmit="return subscribe()">
          ↓<input name="name" autocomplete="name">
          <input type="email"
                 name="email" autocomplete="email">
          <button>Subscribe</button>
        </form>
        """#),
      RuleExample(
        #"""
        <form action="/find">↓<input name="q" aria-label="What">
        <input name="where" enterkeyhint="search"><button>Find</button></form>
        """#),
      RuleExample(
        #"""
        <form action="/checkout/address"><input name="street" enterkeyhint="next">
        ↓<input name="city"><input name="zip" autocomplete="postal-code"></form>
        """#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<form><input type="email" name="email"><button>Join</button></form>"#),
      RuleExample(
        #"""
        <form><input type="checkbox" name="terms"><input type="hidden" name="token">
        <input type="email" name="email"><input type="date" name="dob"></form>
        """#),
      RuleExample(
        #"""
        <form><input name="user" enterkeyhint="next">
        <input type="password" name="pw" enterkeyhint="done"></form>
        """#),
      RuleExample(
        #"""
        <form action="/contact"><input name="subject" enterkeyhint="next">
        <textarea name="message"></textarea></form>
        """#),
      RuleExample(#"<input name="first"><input name="second">"#),
      // Enter cannot submit a form with two text fields and no submit button: a Search key
      // would do nothing (implicit-submission-blocked), so no key is suggested.
      RuleExample(
        #"""
        <form action="/find"><input name="q" aria-label="What">
        <input name="where" enterkeyhint="search"></form>
        """#),
      RuleExample(
        #"""
        <form action="/x"><input name="email" disabled><input name="code" readonly>
        <input name="email2"></form>
        """#),
      RuleExample(
        #"""
        <form action="/account"><input name="first" enterkeyhint="nxet">
        <input name="last"></form>
        """#),
      RuleExample(
        #"""
        <form action="/search"><input type="search" name="q">
        <input name="site_search" enterkeyhint="search"></form>
        """#),
      // One-character code boxes and a phone field: the iPhone Number pad and Phone pad have
      // no Enter key to label.
      RuleExample(
        #"""
        <form action="/verify"><input aria-label="Digit 1 of 6" inputmode="numeric" maxlength="1">
        <input aria-label="Digit 2 of 6" inputmode="numeric" maxlength="1">
        <input type="tel" name="phone" autocomplete="tel"><input name="note" enterkeyhint="done">
        </form>
        """#),
    ],
    jsxScope: .provenSurroundings)

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard let form = field.field.formIndex, field.field.element == "input",
      field.field.ios.presentation == .keyboard, !field.field.hasAttribute("enterkeyhint"),
      // The pads have no Enter key, so enterkeyhint has nothing to label there.
      !field.field.ios.keyboardType.isPad
    else { return [] }
    let typed = Self.keyboardFields(of: form, in: document)
    guard typed.count >= 2, let place = typed.places[field.index] else { return [] }
    let returnKey = field.field.ios.returnKeyType
    // A key that says Enter submits, on a form Enter cannot submit, would earn
    // implicit-submission-blocked's finding: the submit button comes first.
    let submits = !ImplicitSubmission(form: form, in: document).isBlocked
    if Self.isSearch(field) {
      // Without an action `search-key-needs-form-action` reports the field.
      guard returnKey != .search, field.form?.resolvedAction.isEmpty == false, submits,
        !Self.chromeIgnores(.search, on: field)
      else { return [] }
      return [field.finding(Self.searchMessage(field.field), fix: Self.adding("search"))]
    }
    if place < typed.count - 1 {
      guard !Self.chromeIgnores(.next, on: field) else { return [] }
      return [
        field.finding(
          Self.nextMessage(field.field, remaining: typed.count - 1 - place),
          fix: Self.adding("next"))
      ]
    }
    guard returnKey == .default, submits, !Self.chromeIgnores(.done, on: field) else { return [] }
    return [field.finding(Self.lastMessage(field.field), fix: Self.adding("done"))]
  }

  /// The fields of a form that open a keyboard, by field index their place among them.
  private struct KeyboardFields: Sendable {
    let count: Int
    let places: [Int: Int]
  }

  private static let keyboardFieldsFact = DerivedFact<KeyboardFields>()

  /// The keyboard fields of form `form`, listed once per page (each of them asks).
  private static func keyboardFields(of form: Int, in document: LintDocument) -> KeyboardFields {
    document.formFact(keyboardFieldsFact, of: form) { fields, _ in
      let typed = fields.filter(opensKeyboard)
      var places: [Int: Int] = [:]
      for (place, field) in typed.enumerated() where places[field.index] == nil {
        places[field.index] = place
      }
      return KeyboardFields(count: typed.count, places: places)
    }
  }

  /// Whether Chrome for Android would show another key than `hint` (it reads enterkeyhint only
  /// on text, search and password inputs): the hint would earn
  /// enterkeyhint-ignored-on-android's finding.
  private static func chromeIgnores(_ hint: EnterKeyHintValue, on field: LintField) -> Bool {
    guard let type = field.field.inputType, type.chromeIgnoresKeyboardAttributes,
      let shown = field.field.android.editorInfo?.imeAction
    else { return false }
    return shown != AndroidIMEAction(enterKeyHint: hint)
  }

  private static func adding(_ hint: String) -> Fix {
    Fix(
      summary: "Add enterkeyhint=\"\(hint)\"", edits: [.add(attribute: "enterkeyhint", value: hint)])
  }

  /// Fields that take typed text with a software keyboard: text-like inputs and textareas.
  private static func opensKeyboard(_ field: LintField) -> Bool {
    guard field.field.ios.presentation == .keyboard else { return false }
    if field.field.element == "textarea" { return true }
    return field.field.element == "input" && field.inputType?.isTextEntry == true
  }

  private static func isSearch(_ field: LintField) -> Bool {
    field.inputType == .search || field.field.ios.elementType == .search
      || (field.inputType == .text && field.purpose.primary == .search)
  }
}

extension EnterKeyHintSuggestRule {
  fileprivate static func searchMessage(_ field: FormField) -> String {
    "\(field.tagSummary) is a search field, but the iPhone keyboard labels Enter "
      + "\(field.ios.returnKeyType.label); add enterkeyhint=\"search\"."
  }

  fileprivate static func nextMessage(_ field: FormField, remaining: Int) -> String {
    let more = remaining == 1 ? "another field" : "\(remaining) more fields"
    return "\(field.tagSummary) is followed by \(more) in its form, but the iPhone keyboard "
      + "labels Enter \(field.ios.returnKeyType.label); add "
      + "enterkeyhint=\"next\" (and move focus to the next field when Enter is pressed)."
  }

  fileprivate static func lastMessage(_ field: FormField) -> String {
    "\(field.tagSummary) is the last field of a form without an action, so the iPhone "
      + "keyboard shows a plain return key; add enterkeyhint=\"done\" (or \"go\" or \"send\", "
      + "whichever says better what submitting does) to say that Enter submits."
  }
}
