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
      RuleExample(#"<input type="email" name="email2" ↓onpaste="e.preventDefault ()">"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input type="email" name="email" onpaste="setTimeout(validate, 0)">"#),
      RuleExample(#"<input type="text" name="q" onpaste="return true">"#),
      RuleExample(#"<input type="text" name="promo_code" onpaste="return falsePositive(event)">"#),
      RuleExample(#"<input type="text" name="promo" onpaste="return !10">"#),
      RuleExample(#"<input type="text" name="note" onpaste="mypreventDefault(event)">"#),
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
    guard field.field.isTextControl, field.field.inputType != .hidden,
      field.field.ios.presentation != .disabled
    else { return [] }
    let isCredential =
      field.field.inputType == .password
      || field.advice(in: document).purpose.map(Self.credentialPurposes.contains) == true
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

  /// Whether the handler cancels the event: `return false`, `return !1`, `preventDefault(`,
  /// each with simple ASCII word boundaries (so `event.preventDefault` counts and
  /// `return falsePositive` does not). Matched on bytes: no regex is built at run time.
  private static func cancels(_ handler: String) -> Bool {
    let code = Array(handler.collapsingWhitespace().utf8)
    var index = 0
    while index < code.count {
      if Self.startsWord(code, at: index) {
        if let end = Self.match("return", in: code, at: index) {
          // `return false` (whitespace required) or `return !1` (whitespace optional).
          if code.indices.contains(end), code[end] == 0x20,
            let after = Self.match("false", in: code, at: end + 1), Self.endsWord(code, at: after)
          {
            return true
          }
          var bang = Self.skipSpace(code, at: end)
          if code.indices.contains(bang), code[bang] == UInt8(ascii: "!") {
            bang = Self.skipSpace(code, at: bang + 1)
            if let after = Self.match("1", in: code, at: bang), Self.endsWord(code, at: after) {
              return true
            }
          }
        }
        if let end = Self.match("preventDefault", in: code, at: index) {
          let paren = Self.skipSpace(code, at: end)
          if code.indices.contains(paren), code[paren] == UInt8(ascii: "(") { return true }
        }
      }
      index += 1
    }
    return false
  }

  /// Whether the handler does nothing but cancel, so removing it loses nothing.
  private static func onlyCancels(_ handler: String) -> Bool {
    var code = Substring(handler.collapsingWhitespace())
    if code.hasSuffix(";") { code = code.dropLast() }
    if code.hasSuffix(" ") { code = code.dropLast() }
    return Self.cancellingStatements.contains(String(code))
  }

  /// Every statement that only cancels, as whitespace collapsing leaves it.
  private static let cancellingStatements: Set<String> = [
    "return false", "return!1", "return !1", "return! 1", "return ! 1",
    "event.preventDefault()", "e.preventDefault()",
  ]

  private static func isWordByte(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
      || byte == UInt8(ascii: "_")
  }

  private static func startsWord(_ code: [UInt8], at index: Int) -> Bool {
    index == 0 || !isWordByte(code[index - 1])
  }

  private static func endsWord(_ code: [UInt8], at index: Int) -> Bool {
    index >= code.count || !isWordByte(code[index])
  }

  /// The index after `word` when the bytes at `index` spell it, else nil.
  private static func match(_ word: StaticString, in code: [UInt8], at index: Int) -> Int? {
    let count = word.utf8CodeUnitCount
    guard index + count <= code.count else { return nil }
    let matches = word.withUTF8Buffer { bytes in
      bytes.indices.allSatisfy { code[index + $0] == bytes[$0] }
    }
    return matches ? index + count : nil
  }

  /// `index`, or the index after the one space whitespace collapsing can leave there.
  private static func skipSpace(_ code: [UInt8], at index: Int) -> Int {
    code.indices.contains(index) && code[index] == 0x20 ? index + 1 : index
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
