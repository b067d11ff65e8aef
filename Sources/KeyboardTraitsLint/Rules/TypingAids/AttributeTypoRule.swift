import KeyboardTraits

/// Misspelt keyboard attributes (`autocapitalization`, `input-mode`, `keyboardtype`).
///
/// What it checks: attributes on fields and forms that are not HTML, ARIA, event-handler or
/// `data-*` attributes and are one edit (Damerau-Levenshtein) or a known misspelling away from
/// `autocapitalize`, `autocorrect`, `autocomplete`, `inputmode`, `enterkeyhint`, `spellcheck`,
/// `pattern` or `type` (on a form: the four a form passes to its fields).
/// Why: browsers ignore unknown attributes silently, so the keyboard is not what the author
/// wrote.
/// Example: `<input name="user" autocapitalization="off">`.
/// Use instead: `<input name="user" autocapitalize="off">`.
struct AttributeTypoRule: Rule {
  static let description = RuleDescription(
    id: "attribute-typo",
    name: "Attribute Typo",
    summary: "Misspelt keyboard attributes are ignored by browsers.",
    rationale: "A misspelt attribute such as autocapitalization=\"off\" or "
      + "keyboardtype=\"numeric\" is silently dropped, so the iPhone keyboard keeps "
      + "capitalising, correcting or showing letters exactly as if the author had written "
      + "nothing.",
    category: .browserSource,
    severity: .error,
    basis: "WHATWG HTML attribute index; WebKit reads only the exact attribute names "
      + "(docs/browsers/ios.md R3–R7)",
    triggeringExamples: [
      RuleExample(#"<input type="text" name="username" ↓autocapitalization="none">"#),
      RuleExample(#"<input name="zip" ↓input-mode="numeric" ↓autocompletetype="postal-code">"#),
      RuleExample(
        #"""
        <form action="/signin" ↓autocorrection="off">
          <input name="user" ↓keyboardtype="email"
                 ↓spellchecking="false" ↓enterkeyhints="next">
          <input ↓tpye="password" name="pw" ↓auto-complete="current-password">
        </form>
        """#),
      RuleExample(#"<input name="code" ↓patern="[0-9]*" ↓inputtype="tel" ↓enterkey="go">"#),
      RuleExample(#"<div contenteditable ↓spellchek="false" ↓autocorect="off"></div>"#),
      RuleExample(#"<input ↓input_mode="decimal" ↓keyboard-type="numeric" name="amount">"#),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        <input autofocus autosave="s" accept="image/*" autocomplete="off"
               data-autocomplete="email" x-inputmode="latin" aria-autocomplete="list">
        """#),
      RuleExample(#"<input autoCapitalize="none" autoCorrect="off" inputMode="numeric">"#),
      RuleExample(#"<input :type="kind" v-model="user" @input="check" [pattern]="re">"#),
      RuleExample(#"<input ng-pattern="re" formcontrolname="zip" oninput="f()" typeof="x">"#),
      RuleExample(#"<input name="autocapitalization" value="autocapitalization">"#),
      RuleExample(#"<form method="post" novalidate><input step="any" maxlength="5"></form>"#),
      RuleExample(#"<form tpye="x" patern="y"><input name="q"></form>"#),
    ])

  func validate(_ document: LintDocument) -> [Finding] {
    var findings: [Finding] = []
    for site in TypingAidAttributeSite.all(in: document, where: { !Self.isKnown($0) }) {
      let targets = site.field == nil ? Self.formTargets : Self.fieldTargets
      guard let target = Self.target(for: site.attribute.name, among: targets) else { continue }
      let duplicate =
        site.field?.field.hasAttribute(target) ?? (site.form?.attribute(target) != nil)
      let fix =
        duplicate || !Self.isValid(site.attribute.value, for: target)
        ? nil
        : Fix(
          summary: "Rename \(site.attribute.name) to \(target)",
          edits: [.rename(attribute: site.attribute.name, to: target)])
      findings.append(
        site.finding(Self.message(site, target: target, duplicate: duplicate), fix: fix))
    }
    return findings
  }

  /// The keyboard attribute `name` misspells, if any.
  static func target(for name: String, among targets: [String]) -> String? {
    if let known = knownMisspellings[name] { return targets.contains(known) ? known : nil }
    // One edit from a short name like `type` is too easy to reach by accident below 3 letters.
    guard name.count >= 3 else { return nil }
    return EditDistance.nearest(to: name, in: targets, maxDistance: 1)
  }

  /// Whether the value would be valid under the target attribute, so that a rename is safe.
  private static func isValid(_ value: String, for target: String) -> Bool {
    switch target {
    case "inputmode": InputModeValue(attribute: value) != nil
    case "enterkeyhint": EnterKeyHintValue(attribute: value) != nil
    case "autocapitalize": TypingAidAttribute.autocapitalize.isKeyword(value)
    case "autocorrect": TypingAidAttribute.autocorrect.isKeyword(value)
    case "spellcheck": TypingAidAttribute.spellcheck.isKeyword(value)
    case "type": InputType.isKnown(value)
    default: true
    }
  }
}

extension AttributeTypoRule {
  fileprivate static func message(
    _ site: TypingAidAttributeSite, target: String, duplicate: Bool
  ) -> String {
    let written = "\(site.attribute.name)=\"\(site.attribute.value.prefix(40))\""
    let advice =
      duplicate
      ? "remove it (the element already has \(target))"
      : "rename it to \(target)"
    return "\(site.summary) has \(written), which is not an HTML attribute, so browsers ignore "
      + "it\(effect(site, target: target)); \(advice)."
  }

  /// What the iPhone keyboard does instead, for a field.
  private static func effect(_ site: TypingAidAttributeSite, target: String) -> String {
    guard let field = site.field else { return " and the form's fields do not inherit it" }
    let ios = field.field.ios
    guard ios.hasKeyboardTraits else { return "" }
    switch target {
    case "autocapitalize":
      return " and iOS autocapitalization stays \(ios.autocapitalizationType.rawValue)"
    case "autocorrect":
      return ios.autocorrectionType == .yes ? " and iOS keeps autocorrecting" : ""
    case "spellcheck":
      return ios.spellCheckingType == .no ? "" : " and spell checking stays on"
    case "enterkeyhint":
      return " and the return key shows \(ios.returnKeyType.label)"
    case "autocomplete":
      return " and autofill gets no hint from it"
    default:
      return " and iOS shows \(field.keyboardPhrase)"
    }
  }
}
