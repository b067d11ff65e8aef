import KeyboardTraits

/// Inline handlers that block pasting (or copying from credentials).
///
/// What it checks: an `onpaste` handler that cancels the event (`return false`, `return !1` or
/// `preventDefault()`) on any field the user types into, and `oncopy`/`oncut` handlers that do
/// so on credential and code fields (username, password, one-time code, PIN). Handlers that only
/// inspect the text are left alone, as are hidden and disabled fields.
/// Why: users paste passwords from their password manager, codes from Messages or mail, and
/// long numbers (IBAN, card) from notes; on a phone retyping them is slow and error-prone.
/// Example: `<input type="email" name="email_confirm" onpaste="return false">`.
/// Use instead: `<input type="email" name="email_confirm">`.
struct PasteBlockedRule: FieldRule {
  static let description = RuleDescription(
    id: "paste-blocked",
    name: "Paste Blocked",
    summary: "Fields must not block pasting, and credential fields must not block copying.",
    rationale: "On a phone, pasting is how users move a password from their manager, a code from "
      + "Messages or an IBAN from a note; a blocked paste forces them to retype it character by "
      + "character on the small keyboard.",
    category: .labelsAndStructure,
    severity: .warning,
    basis: "Lighthouse `paste-preventing-inputs`; WCAG 2.2 SC 3.3.8 accessible authentication; "
      + "NIST SP 800-63B §5.1.1.2 (allow paste of memorized secrets)",
    triggeringExamples: [
      RuleExample(#"<input type="email" name="email_confirm" ↓onpaste="return false">"#),
      RuleExample(
        #"""
        <input type="password" name="password"
               ↓onpaste="return false;" ↓oncopy="return false">
        """#),
      RuleExample(
        #"""
        <form action="/verify">
          <input type="text" name="otp" autocomplete="one-time-code"
                 ↓onpaste="event.preventDefault(); track('paste')">
        </form>
        """#),
      RuleExample(#"<textarea name="iban" ↓ONPASTE="return  false"></textarea>"#),
      RuleExample(#"<input name="username" autocomplete="username" ↓oncut="return !1">"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input type="email" name="email" onpaste="setTimeout(validate, 0)">"#),
      RuleExample(#"<input type="text" name="q" onpaste="return true">"#),
      RuleExample(#"<input type="text" name="promo_code" onpaste="return falsePositive(event)">"#),
      RuleExample(#"<input type="text" name="title" oncopy="return false">"#),
      RuleExample(#"<input type="checkbox" name="phone_verified" onpaste="return false">"#),
      RuleExample(#"<input type="hidden" name="token" onpaste="return false">"#),
      RuleExample(#"<input type="password" name="old" disabled onpaste="return false">"#),
      RuleExample(#"<input type="text" name="name" data-onpaste="return false">"#),
    ])

  /// Purposes whose fields must allow copying and cutting too.
  private static let credentialPurposes: Set<FieldPurpose> = [
    .username, .password, .currentPassword, .newPassword, .oneTimeCode, .pin,
  ]

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.isTextControl, field.inputType != .hidden,
      field.field.ios.presentation != .disabled
    else { return [] }
    let isCredential =
      field.inputType == .password
      || field.declaredOrPrimaryPurpose.map(Self.credentialPurposes.contains) == true
    return field.field.attributes.compactMap { attribute in
      let event = attribute.name
      guard event == "onpaste" || (isCredential && (event == "oncopy" || event == "oncut")),
        Self.cancels(attribute.value)
      else { return nil }
      let fix =
        Self.onlyCancels(attribute.value)
        ? Fix(summary: "Remove \(event)", edits: [.remove(attribute: event)]) : nil
      return field.finding(Self.message(field.field, event), at: event, fix: fix)
    }
  }

  /// Whether the handler cancels the event: `return false`, `return !1`, `preventDefault(`.
  private static func cancels(_ handler: String) -> Bool {
    let code = handler.collapsingWhitespace()
    // Simple (ASCII) word boundaries: Unicode ones join `event.preventDefault` into one word.
    let pattern = /\breturn\s+false\b|\breturn\s*!\s*1\b|\bpreventDefault\s*\(/
    return code.contains(pattern.wordBoundaryKind(.simple))
  }

  /// Whether the handler does nothing but cancel, so removing it loses nothing.
  private static func onlyCancels(_ handler: String) -> Bool {
    handler.collapsingWhitespace().wholeMatch(
      of: /(return\s+false|return\s*!\s*1|(event|e)\.preventDefault\(\))\s*;?/) != nil
  }
}

extension PasteBlockedRule {
  fileprivate static func message(_ field: FormField, _ event: String) -> String {
    let action =
      switch event {
      case "onpaste": "pasting into it"
      case "oncut": "cutting from it"
      default: "copying from it"
      }
    let who =
      event == "onpaste"
      ? "users cannot paste a password from their manager, a code from Messages or a number "
        + "from a note"
      : "users cannot move the value to their password manager"
    return "\(field.tagSummary) blocks \(action) with \(event), so \(who) and must retype it "
      + "on the phone keyboard; remove the handler."
  }
}
