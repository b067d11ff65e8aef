import KeyboardTraits

/// Reports the field whose Go key should submit a form that Enter cannot submit: a form with two
/// or more text fields and no submit button.
///
/// What it checks: a text input whose Chrome for Android Enter key submits rather than moves on
/// (Go, Done, Send or Search: no next field was found, C20, C21), in a form that owns no submit
/// button (`<button>` without `type="button"`/`"reset"`, `<input type="submit">` or `"image"`,
/// disabled ones included) and owns at least two text inputs. A form that script works as the
/// user types is left alone: no submit button and no `action`, with an `oninput`, `onchange`,
/// `onkeydown`, `onkeyup` or `onkeypress` handler on the form or a field (or a template's
/// `@input`, `(keyup.enter)`, `on:keydown` on a field), an `<output>` inside it (a calculator, a live filter), or
/// nothing in it to press at all (no button, link or other focusable control).
/// Why: HTML's implicit submission, as Blink, WebKit and Gecko implement it, submits on Enter
/// through the form's default button; without one it submits only a form with a single text
/// field. So the key iPhone, Chrome and Firefox label Go does nothing, and users must find the
/// page's own button. A form that reacts to `input` or `change` is not waiting for a submission:
/// Enter there commits the value (`change` fires), which is what the page listens to.
/// Example: `<form><input name="user"><input type="password" name="pw"><button type="button"
/// onclick="login()">Sign in</button></form>`.
/// Use instead: `<button>Sign in</button>` (a submit button) and a `submit` listener on the form.
struct ImplicitSubmissionBlockedRule: FieldRule {
  static let description = RuleDescription(
    id: "implicit-submission-blocked",
    name: "Implicit Submission Blocked",
    summary: "The Go key of a form with two or more text fields and no submit button does "
      + "nothing.",
    rationale: """
      Browsers submit a form on Enter by clicking its submit button; a form without one is \
      submitted only when it has a single text field. The keyboard still labels the last \
      field's Enter key Go on iPhone, Chrome and Firefox, but pressing it does nothing: the user \
      has to close the keyboard and tap the page's own button, which script-driven forms \
      (<button type="button">, links styled as buttons) often are.
      """,
    category: .typingAids, severity: .warning,
    basis: """
      WHATWG HTML §4.10.21.2 implicit submission; Blink `HTMLFormElement::SubmitImplicitly`, \
      Gecko `HTMLInputElement::MaybeSubmitForm`; Chromium `ImeUtils.getImeAction` and \
      `NextFocusableElementForImeAndAutofill` (docs/browsers/android.md C20, C21); GeckoView \
      `GetActionHint` (android.md F7); WebKit `_updateTextInputTraits:` (docs/browsers/ios.md \
      R4.3)
      """,
    triggeringExamples: [
      // The submit button sits in the card footer after </form> (CoolAdmin's form cards): the
      // message says to move it inside.
      RuleExample(
        """
        <form action="/profile" method="post">
          <input type="text" name="first" aria-label="First name">
          ↓<input type="text" name="last" aria-label="Last name">
        </form>
        <div class="card-footer"><button type="submit">Save</button></div>
        """),
      RuleExample(
        """
        <form action="/login">
          <input type="email" name="email" autocomplete="username">
          ↓<input type="password" name="password" autocomplete="current-password">
          <button type="button" onclick="signIn()">Sign in</button>
        </form>
        """),
      RuleExample(
        """
        <form id="address">
          <input name="street" autocomplete="street-address">
          ↓<input name="city" autocomplete="address-level2">
          <input type="checkbox" name="default"> Use as default
          <a href="#" class="btn" onclick="save()">Save</a>
        </form>
        """),
      RuleExample(
        """
        <form action="/stores">
          <input name="town" autocomplete="address-level2">
          ↓<input type="search" name="store">
        </form>
        """),
      // A handler on a form that has an action: it is submitted, and Enter submits nothing.
      RuleExample(
        """
        <form action="/search"><input name="q" oninput="suggest()">
        ↓<input name="near"></form>
        """),
      // Read-only and disabled text fields count too.
      RuleExample(
        """
        <form action="/pay">↓<input name="amount" enterkeyhint="done">
        <input name="fee" readonly></form>
        """),
    ],
    nonTriggeringExamples: [
      // One text field or the other, never both: Enter submits the form either way.
      RuleExample(
        #"""
        <form action="/search">
          @if($advanced)
            <input type="search" name="query" aria-label="Query">
          @else
            <input type="text" name="q" aria-label="Search">
          @endif
          <button type="button" onclick="help()">Help</button>
        </form>
        """#, syntax: .blade),
      // Enter in the tags field adds a tag: the page acts on the key itself.
      RuleExample(
        #"""
        <form [formGroup]="editor">
          <input type="text" formControlName="title" placeholder="Title">
          <input type="text" placeholder="Enter tags" (keyup.enter)="addTag()">
          <button type="button" (click)="publish()">Publish</button>
        </form>
        """#, syntax: .angular),
      RuleExample(
        #"""
        <form><input name="a"><input name="tag" onkeydown="addTag(event)">
        <button type="button" onclick="save()">Save</button></form>
        """#),
      // A submit button, even one outside the form, hidden or disabled until valid.
      RuleExample(
        """
        <form action="/login"><input name="user"><input type="password" name="pw">
        <button>Sign in</button></form>
        """),
      RuleExample(
        """
        <form id="f" action="/login"><input name="user"><input type="password" name="pw"></form>
        <input type="submit" form="f" value="Sign in">
        """),
      RuleExample(
        """
        <form action="/login"><input name="user"><input type="password" name="pw">
        <button type="submit" disabled>Sign in</button></form>
        """),
      RuleExample(
        """
        <form action="/s"><input name="a"><input name="b"><input type="image" src="go.png" alt="Go">
        </form>
        """),
      // One text field: Enter submits it.
      RuleExample(#"<form action="/search"><input type="search" name="q"></form>"#),
      RuleExample(
        #"<form action="/subscribe"><input type="email" name="email"><input type="checkbox"></form>"#
      ),
      // Worked by script as the user types, never submitted: a calculator with an <output>, a
      // live filter whose fields handle input.
      RuleExample(
        """
        <form oninput="total.value = a.valueAsNumber + b.valueAsNumber">
          <input type="number" name="a"> + <input type="number" name="b">
          = <output name="total" for="a b"></output>
        </form>
        """),
      RuleExample(
        """
        <form class="filters"><input type="search" name="q" oninput="filter()">
        <input name="city" onchange="filter()"></form>
        """),
      // Nothing to press, no action: only script listening to input can make it do anything
      // (mdn__dom-examples web-workers: two numbers multiplied as they change).
      RuleExample(
        """
        <form>
          <label for="number1">Multiply number 1:</label> <input type="text" id="number1">
          <label for="number2">Multiply number 2:</label> <input type="text" id="number2">
        </form>
        <p class="result">Result: 0</p>
        """),
      // Fields outside any form, and keys that move on or break lines.
      RuleExample(#"<input name="first"><input name="last">"#),
      RuleExample(
        """
        <form><input name="first"><input name="last" enterkeyhint="next">
        <textarea name="notes"></textarea></form>
        """),
      RuleExample(#"<form><input name="a"><input name="b" inputmode="text"></form>"#),
      // No keyboard: read-only and disabled fields have no Enter key.
      RuleExample(#"<form><input name="a" readonly><input name="b" disabled></form>"#),
    ],
    jsxScope: .provenSurroundings)

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.field.element == "input", field.field.inputType?.isTextEntry == true,
      let form = field.field.formIndex, field.field.takesKeyboardAdvice,
      field.field.android.presentation == .keyboard,
      let action = field.field.android.editorInfo?.imeAction,
      Self.submittingActions.contains(action)
    else { return [] }
    let submission = ImplicitSubmission(form: form, in: document)
    guard submission.isBlocked else { return [] }
    let textFields = submission.textFields
    let advice =
      StrandedSubmitButton.position(after: form, in: document).map(StrandedSubmitButton.advice)
      ?? "give the form a submit button (a <button> without type=\"button\", hidden if need "
      + "be) and handle its submit event"
    return [
      field.finding(
        "\(field.field.tagSummary) is the field whose \(action.label) key should submit a form "
          + "with \(textFields) text fields and no submit button, so the key does nothing: "
          + "browsers submit such a form on Enter only through a submit button "
          + "(\(field.field.keyboards.summaryWithEnterKeys)); \(advice).")
    ]
  }

  /// The Enter keys that send Enter to the page instead of moving focus (C19, C20).
  private static let submittingActions: Set<AndroidIMEAction> = [.go, .done, .send, .search]
}
