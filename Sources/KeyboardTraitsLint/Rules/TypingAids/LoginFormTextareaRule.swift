import KeyboardTraits

/// Textareas in login forms, which WebKit's login rule does not cover.
///
/// What it checks: a `<textarea>` whose form's resolved action contains `login` (as WebKit
/// matches it: case-sensitive) and on which iOS still autocapitalises or autocorrects.
/// Why: WebKit turns autocapitalization and autocorrection off for `<input>` fields of such a
/// form, but the form action is only read for inputs, so a textarea in the same form keeps
/// sentence case and autocorrect.
/// Example: `<form action="/login"><textarea name="key"></textarea></form>`.
/// Use instead: `<textarea name="key" autocapitalize="none" autocorrect="off">`.
struct LoginFormTextareaRule: FieldRule {
  static let description = RuleDescription(
    id: "login-form-textarea",
    name: "Login Form Textarea",
    summary: "Textareas in login forms do not get WebKit's login rule.",
    rationale: "iOS switches autocapitalization and autocorrection off for the inputs of a "
      + "form whose action contains 'login', but not for its textareas, so a key or token "
      + "pasted or typed there is still capitalised and autocorrected.",
    category: .browserSource,
    severity: .note,
    isEnabledByDefault: false,
    basis: "WebKit `_updateTextInputTraits:` and `WebPage::focusedElementInformation` "
      + "(docs/browsers/ios.md R4.4, R5.1, R6.1, R6.3)",
    triggeringExamples: [
      RuleExample(#"<form action="/login">↓<textarea name="recovery_key"></textarea></form>"#),
      RuleExample(
        #"""
        <form method="post" action="https://id.example/sso/login?next=/">
          <input name="user">
          ↓<textarea name="ssh_key"
                    rows="4" autocorrect="off"></textarea>
        </form>
        """#),
      RuleExample(
        #"""
        <form action="/login">↓<textarea name="note" autocapitalize="none"></textarea></form>
        """#),
      // An empty autocorrect is on: the form's off reaches only textareas without one (R6.3).
      RuleExample(
        #"""
        <form action="/login" autocapitalize="none" autocorrect="off">
          ↓<textarea name="key" autocorrect=""></textarea>
        </form>
        """#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<form action="/login"><input name="user"></form>"#),
      RuleExample(
        #"""
        <form action="/login">
          <textarea name="key" autocapitalize="none" autocorrect="off"></textarea>
        </form>
        """#),
      RuleExample(#"<form action="/Login"><textarea name="key"></textarea></form>"#),
      RuleExample(#"<form action="/contact"><textarea name="message"></textarea></form>"#),
      RuleExample(#"<form action="/login"><textarea name="key" disabled></textarea></form>"#),
      RuleExample(
        #"""
        <form action="/login" autocapitalize="none" autocorrect="off">
          <textarea name="key"></textarea>
        </form>
        """#),
    ],
    jsxScope: .provenSurroundings)

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.field.element == "textarea", field.field.ios.hasKeyboardTraits,
      let form = field.form, form.resolvedAction.containsText("login")
    else { return [] }
    let ios = field.field.ios
    var edits: [Fix.Edit] = []
    if ios.autocapitalizationType != .none {
      edits.append(Self.edit("autocapitalize", "none", on: field.field))
    }
    if ios.autocorrectionType != .no {
      edits.append(Self.edit("autocorrect", "off", on: field.field))
    }
    guard !edits.isEmpty else { return [] }
    let capitalises = ios.autocapitalizationType != .none
    let corrects = ios.autocorrectionType != .no
    return [
      field.finding(
        Self.message(field.field, capitalises: capitalises, corrects: corrects),
        fix: Fix(summary: "Turn autocapitalize and autocorrect off", edits: edits))
    ]
  }

  private static func edit(_ attribute: String, _ value: String, on field: FormField) -> Fix.Edit {
    field.hasAttribute(attribute)
      ? .setValue(attribute: attribute, value: value) : .add(attribute: attribute, value: value)
  }
}

extension LoginFormTextareaRule {
  fileprivate static func message(_ field: FormField, capitalises: Bool, corrects: Bool)
    -> String
  {
    let aids =
      capitalises && corrects
      ? "autocapitalizes and autocorrects it"
      : capitalises ? "autocapitalizes it" : "autocorrects it"
    var attributes: [String] = []
    if capitalises { attributes.append("autocapitalize=\"none\"") }
    if corrects { attributes.append("autocorrect=\"off\"") }
    return "\(field.tagSummary) is in a login form, but WebKit's login rule covers only inputs, "
      + "so iOS still \(aids); add \(attributes.joined(separator: " and "))."
  }
}
