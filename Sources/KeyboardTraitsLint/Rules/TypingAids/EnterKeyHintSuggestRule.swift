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
    basis:
      "WHATWG HTML §6.8.8 enterkeyhint; WebKit `_updateTextInputTraits:` (docs/browsers/ios.md "
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
    // The advice leaves out a key that says Enter submits on a form Enter cannot submit
    // (implicit-submission-blocked: the submit button comes first), and a key Chrome ignores.
    guard let hint = field.advice(in: document).enterKeyHint else { return [] }
    let message =
      switch hint {
      case .search: Self.searchMessage(field.field)
      case .next(let remaining): Self.nextMessage(field.field, remaining: remaining)
      case .done: Self.lastMessage(field.field)
      }
    return [field.finding(message, fix: Self.adding(hint, to: field))]
  }

  /// Safe only for Search on type=search, which declares it: Next stops Chrome for Android
  /// moving focus, and Done, Go or Send on the last field is the author's choice.
  private static func adding(_ hint: EnterKeyHintAdvice, to field: LintField) -> Fix {
    let edits: [Fix.Edit] = [.add(attribute: "enterkeyhint", value: hint.value)]
    let declared = hint == .search && field.field.inputType == .search
    return Fix(
      summary: "Add enterkeyhint=\"\(hint.value)\"", edits: edits,
      safety: FixSafetyPolicy.enterKeyTraits(edits, declared: declared, on: field.field))
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
