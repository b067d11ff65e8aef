import KeyboardTraits

/// Sign-in and payment fields that are not in a `<form>` with a submit button.
///
/// What it checks: password, username, one-time-code and card fields (by `type="password"`,
/// `autocomplete`, or a clear name or label) with no form owner, or whose form Enter does not
/// submit: it has no submit button (`<button>`, `<input type="submit">` or `type="image"`,
/// associated by nesting or by `form=`) and more than one text field (a lone text field submits
/// its form on Enter, HTML's implicit submission). Reported once per form (and once for all the fields outside any form), at the first
/// password field, else the first such field. Hidden, disabled and `<template>` fields are skipped.
/// Why: password managers and Safari's AutoFill offer to save a new password or card when a form
/// is submitted; without a form or a submit button there is no submission to see, and the Go
/// key on the keyboard submits nothing.
/// Example: `<div><input name="username"><input type="password" name="pw"></div>`.
/// Use instead: `<form action="/login">…<button>Sign in</button></form>`.
struct FieldOutsideFormRule: Rule {
  static let description = RuleDescription(
    id: "field-outside-form",
    name: "Field Outside Form",
    summary: "Sign-in and payment fields should sit in a form with a submit button.",
    rationale: "iOS AutoFill and password managers detect a sign-in or purchase by its form "
      + "submission; with no form or no submit button the phone does not offer to save the "
      + "password or card, and the keyboard's Go key does not submit.",
    category: .labelsAndStructure,
    severity: .note,
    basis: "web.dev sign-in form best practices (use a form element); Chromium password manager "
      + "form parsing; WHATWG HTML §4.10.21.2 implicit submission",
    triggeringExamples: [
      // The submit button is after </form>, so it submits nothing: the message says to move it.
      RuleExample(
        """
        <form action="/login" method="post">
          <input type="email" name="email" autocomplete="username" aria-label="Email">
          ↓<input type="password" name="pw" autocomplete="current-password" aria-label="Password">
        </form>
        <div class="card-footer"><button type="submit">Sign in</button></div>
        """),
      RuleExample(
        #"""
        <div class="login">
          <input type="text" name="username" autocomplete="username">
          ↓<input type="password" name="password" autocomplete="current-password">
          <button type="button" onclick="login()">Sign in</button>
        </div>
        """#),
      RuleExample(
        #"""
        <form action="/pay" id="checkout">
          ↓<input type="text" name="cardnumber" autocomplete="cc-number"
                 inputmode="numeric">
          <input type="text" name="cvc" autocomplete="cc-csc">
          <button type="button">Pay</button>
        </form>
        """#),
      RuleExample(#"<p>Code</p>↓<input type="text" autocomplete="one-time-code" name="otp">"#),
      // A passkey field, even before autocomplete-webauthn-misplaced's "username" is added.
      RuleExample(#"↓<input type="email" name="login" autocomplete="webauthn">"#),
      // At the password whether or not the email before it says autocomplete="username".
      RuleExample(
        #"""
        <form action="/login">
          <input type="email" name="email">
          ↓<input type="password" name="password">
        </form>
        """#),
      RuleExample(
        #"""
        <form><input name="user">↓<input type="password" name="pw"></form>
        <form><button>Go</button></form>
        """#),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        <form action="/login">
          <input type="text" name="username" autocomplete="username">
          <input type="password" name="password" autocomplete="current-password">
          <button>Sign in</button>
        </form>
        """#),
      RuleExample(
        #"""
        <form id="pay" action="/pay"><input name="cardnumber" autocomplete="cc-number"></form>
        <input type="submit" form="pay" value="Pay">
        """#),
      // A lone text field submits its form on Enter, with or without a button (a lock screen).
      RuleExample(
        #"""
        <form action="/unlock"><input type="password" name="pw">
        <button type="button" onclick="unlock()">Unlock</button></form>
        """#),
      RuleExample(#"<input type="search" name="q"><input type="text" name="promo_code">"#),
      RuleExample(#"<input type="checkbox" name="phone_verified"><input name="zipper">"#),
      RuleExample(#"<input type="hidden" name="password" value="x">"#),
      RuleExample(#"<input type="password" name="old" disabled>"#),
      RuleExample(#"<template><input type="password" name="pw"></template>"#),
      // A scratch pad on a page with no sign-in (MDN web-workers example): "user input" is no
      // account name, and a textarea is no sign-in field by its words alone.
      RuleExample(
        #"""
        <button id="generate-primes">Generate primes</button>
        <textarea id="user-input" rows="5" cols="62">Try typing in here</textarea>
        <textarea name="login"></textarea>
        """#),
    ],
    jsxScope: .provenSurroundings)

  /// The purposes of sign-in and payment fields.
  private static let purposes: Set<FieldPurpose> = [
    .username, .password, .currentPassword, .newPassword, .oneTimeCode, .pin, .cardNumber,
    .cardSecurityCode, .cardExpiry, .cardExpiryMonth, .cardExpiryYear, .cardholderName,
  ]

  func validate(_ document: LintDocument) -> [Finding] {
    var reported: Set<Int?> = []
    var findings: [Finding] = []
    for field in document.fields where Self.isSensitive(field, in: document) {
      let owner = field.field.formIndex
      guard !reported.contains(owner) else { continue }
      // Enter submits the form (through its submit button, or as its only text field), and
      // password managers see that submission: the concept implicit-submission-blocked uses.
      if let owner, ImplicitSubmission(form: owner, in: document).submitsOnEnter { continue }
      reported.insert(owner)
      let sensitive = document.fields(ownedBy: owner).filter {
        Self.isSensitive($0, in: document)
      }
      // Anchored at the first password when there is one: adding autocomplete="username" to
      // the field before it (another rule's advice) must not move the finding onto that field.
      let anchor = sensitive.first { $0.field.inputType == .password } ?? field
      findings.append(
        anchor.finding(
          Self.message(
            anchor, hasForm: owner != nil, count: sensitive.count,
            purpose: anchor.advice(in: document).purpose,
            strandedButton: owner.flatMap { StrandedSubmitButton.position(after: $0, in: document) }
          )))
    }
    return findings
  }

  private static func isSensitive(_ field: LintField, in document: LintDocument) -> Bool {
    let form = field.field
    guard !form.isEditingHost, form.inputType != .hidden, form.ios.presentation != .disabled,
      !form.context.isInTemplate,
      // In a component or partial, the form may be written by the file that renders it.
      form.formIndex != nil || form.context.surroundingsAreWritten
    else { return false }
    if form.inputType == .password { return true }
    // A passkey field (`webauthn`, alone or after a field name) is a sign-in field.
    if field.autocomplete?.tokens.contains(where: { $0.lowercased == "webauthn" }) == true {
      return true
    }
    // Account names, codes and card data are typed on one line: a textarea is one of them
    // only when its autocomplete says so, never by its words alone.
    if form.element == "textarea" {
      return AutocompleteFieldName(form[.autocomplete])?.purpose
        .map(purposes.contains) ?? false
    }
    return field.advice(in: document).purpose.map(purposes.contains) ?? false
  }
}

extension FieldOutsideFormRule {
  fileprivate static func message(
    _ field: LintField, hasForm: Bool, count: Int, purpose: FieldPurpose?,
    strandedButton: SourcePosition?
  ) -> String {
    let others = count > 1 ? " (and \(count - 1) more such field\(count > 2 ? "s" : ""))" : ""
    let place = hasForm ? "is in a <form> with no submit button" : "is not in a <form>"
    let fix =
      strandedButton.map(StrandedSubmitButton.advice)
      ?? (hasForm
        ? "add a submit <button> to the form" : "wrap the fields in a <form> with a submit button")
    return "\(field.field.tagSummary)\(others) \(place), so \(loss(purpose)); \(fix)."
  }

  /// What the phone cannot do without a form submission, for what the field holds.
  fileprivate static func loss(_ purpose: FieldPurpose?) -> String {
    switch purpose {
    case .cardNumber, .cardSecurityCode, .cardExpiry, .cardExpiryMonth, .cardExpiryYear,
      .cardholderName:
      "Safari sees no purchase to offer saving the card, and the Go key submits nothing"
    case .oneTimeCode, .pin:
      "the Go key on the keyboard does not submit the code"
    default:
      "Safari and password managers see no sign-in to offer saving the password, and the Go "
        + "key submits nothing"
    }
  }
}
