import KeyboardTraits

/// Editable elements used where a native `<input>` belongs.
///
/// What it checks: an editing host (`contenteditable` on a non-form element) that is a data
/// field: it has `role="searchbox"`, `"spinbutton"` or `"combobox"`, or `role="textbox"` without
/// `aria-multiline="true"`, or its id, label or `aria-label` names a well-known single-value
/// purpose (email, phone, postal code, card number, code, name…) and it is a generic `<div>` or
/// `<span>` (an editable link, heading or cell is still that, whatever its id says: WPT's
/// `<a contenteditable href id="link">`). Rich-text editors (a plain
/// `contenteditable`, or `role="textbox" aria-multiline="true"`) are left alone: no native
/// control edits rich text. Elements with one of those roles but no `contenteditable` are not
/// seen, as the scanner does not record them.
/// Why: an editable `<div>` has no `type` and no `autocomplete`, so iOS shows the default
/// keyboard with no AutoFill suggestions, and only `inputmode` and `enterkeyhint` can steer it.
/// Example: `<div contenteditable="true" role="textbox" aria-label="Email"></div>`.
/// Use instead: `<input type="email" autocomplete="email" aria-label="Email">`.
struct PreferNativeControlRule: FieldRule {
  static let description = RuleDescription(
    id: "prefer-native-control",
    name: "Prefer Native Control",
    summary: "Data fields should be native inputs, not contenteditable elements.",
    rationale: "An editable element has no type or autocomplete, so iOS shows the default "
      + "keyboard and AutoFill offers nothing for it: the user types an email, phone number or "
      + "code by hand on the full keyboard.",
    category: .labelsAndStructure,
    severity: .warning,
    basis: "WHATWG HTML §6.8.5 contenteditable (editing hosts take only inputmode and "
      + "enterkeyhint); WAI-ARIA 1.2 first rule of ARIA use; WebKit `_updateTextInputTraits:` "
      + "(docs/browsers/ios.md R1)",
    triggeringExamples: [
      RuleExample(#"↓<div contenteditable="true" role="textbox" aria-label="Email"></div>"#),
      RuleExample(#"↓<span contenteditable id="phone" class="field"></span>"#),
      RuleExample(
        #"""
        <form action="/search">
          ↓<div role="searchbox"
               contenteditable="plaintext-only"
               aria-multiline="true"
               aria-label="Search"></div>
        </form>
        """#),
      RuleExample(#"<label>Quantity</label>↓<div contenteditable role="spinbutton"></div>"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<div contenteditable="true" class="editor"><p>Write your post</p></div>"#),
      RuleExample(
        #"<div contenteditable role="textbox" aria-multiline="true" aria-label="Comment"></div>"#),
      RuleExample(#"<input type="email" name="email" role="combobox">"#),
      RuleExample(#"<div role="textbox" tabindex="0" aria-label="Email"></div>"#),
      RuleExample(#"<div contenteditable="false" id="email"></div>"#),
      RuleExample(#"<div contenteditable><span contenteditable id="phone"></span></div>"#),
      RuleExample(#"<div contenteditable="true" id="notes" aria-label="Notes"></div>"#),
      // An editable link is a link (divmain__wpt forced-colors-mode-42.html).
      RuleExample(#"<a id="link" contenteditable href="">link</a>"#),
      RuleExample(#"<h1 contenteditable id="title">Name</h1>"#),
    ])

  /// Elements with no meaning of their own, which words alone can make a data field.
  private static let genericElements: Set<String> = ["div", "span"]

  /// The ARIA roles of single-value data fields.
  private static let dataRoles: Set<String> = ["textbox", "searchbox", "spinbutton", "combobox"]

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.field.isEditingHost else { return [] }
    let roles = (field.field.lowercased("role") ?? "").split(separator: " ").map(String.init)
    // ARIA takes the first role the user agent knows; these are all known.
    let role = roles.first { Self.dataRoles.contains($0) }
    let isMultiline = field.field.lowercased("aria-multiline") == "true"
    let purpose = field.purpose.primary
    let isDataField: Bool
    switch role {
    case "textbox": isDataField = !isMultiline || purpose.map(Self.isSingleValue) == true
    case .some: isDataField = true
    case nil:
      isDataField =
        Self.genericElements.contains(field.field.element)
        && purpose.map(Self.isSingleValue) == true
    }
    guard isDataField else { return [] }
    return [field.finding(Self.message(field.field, purpose: purpose, role: role))]
  }

  /// Purposes whose value is a single line; a street address may span lines.
  private static func isSingleValue(_ purpose: FieldPurpose) -> Bool {
    purpose != .streetAddress
  }
}

extension PreferNativeControlRule {
  fileprivate static func message(
    _ field: FormField, purpose: FieldPurpose?, role: String?
  ) -> String {
    let what = role.map { "a role=\"\($0)\" element" } ?? "an editable element"
    return "\(field.tagSummary) is \(what) used as a data field, so it has no type or "
      + "autocomplete: iOS shows the default keyboard and AutoFill offers nothing; use "
      + "\(replacement(for: purpose, role: role))."
  }

  fileprivate static func replacement(for purpose: FieldPurpose?, role: String?) -> String {
    switch purpose {
    case .email: return "<input type=\"email\" autocomplete=\"email\">"
    case .tel: return "<input type=\"tel\" autocomplete=\"tel\">"
    case .url: return "<input type=\"url\">"
    case .search: return "<input type=\"search\">"
    case .oneTimeCode:
      return "<input inputmode=\"numeric\" autocomplete=\"one-time-code\">"
    case .postalCode: return "<input autocomplete=\"postal-code\">"
    case .cardNumber: return "<input inputmode=\"numeric\" autocomplete=\"cc-number\">"
    case .quantity: return "<input inputmode=\"numeric\">"
    case .amount: return "<input inputmode=\"decimal\" autocomplete=\"transaction-amount\">"
    default: break
    }
    switch role {
    case "searchbox": return "<input type=\"search\">"
    case "spinbutton": return "<input type=\"number\"> or <input inputmode=\"numeric\">"
    case "combobox": return "<input list> with a <datalist>, or a <select>"
    default: return "an <input> with the right type and autocomplete"
    }
  }
}
