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
          <button>Sign in</button>
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
    let unknown = TypingAidAttributeSite.all(in: document) { !AttributeSpelling.isKnown($0) }
    let misspelt = unknown.compactMap { site -> (site: TypingAidAttributeSite, target: String)? in
      let targets =
        site.field == nil ? AttributeSpelling.formTargets : AttributeSpelling.fieldTargets
      return AttributeSpelling.target(for: site.attribute.name, among: targets).map { (site, $0) }
    }
    let byElement = Dictionary(grouping: misspelt) { Self.elementKey($0.site) }
    var findings: [Finding] = []
    for (site, target) in misspelt {
      let siblings = byElement[Self.elementKey(site)] ?? []
      let advice = Self.advice(site, target: target, siblings: siblings)
      // One fix per element makes every correction on it: each alone could leave a half-fixed
      // element (a type restored while its autocomplete is still misspelt) for other rules.
      let edits = siblings.flatMap {
        Self.edits($0.site, target: $0.target, siblings: siblings, in: document)
      }
      // Renaming as written is safe; a value changed on the way (below) is a suggestion.
      let keepsValues = siblings.allSatisfy {
        Self.edits($0.site, target: $0.target, siblings: siblings, in: document).count <= 1
      }
      let fix =
        Self.edits(site, target: target, siblings: siblings, in: document).isEmpty
        ? nil
        : Fix(summary: Fix.summary(of: edits), edits: edits, safety: keepsValues ? .safe : .unsafe)
      findings.append(site.finding(Self.message(site, target: target, advice: advice), fix: fix))
    }
    return findings
  }

  /// What to do with one misspelt attribute.
  fileprivate enum Advice {
    /// Rename it: the target is free and the value valid for it.
    case rename
    /// Remove it: the element already has the target.
    case remove
    /// Two misspellings on the element name the same target: keep one.
    case keepOne
    /// The value is not valid for the target: rename it with a valid value.
    case renameWithValidValue
  }

  private static func advice(
    _ site: TypingAidAttributeSite, target: String,
    siblings: [(site: TypingAidAttributeSite, target: String)]
  ) -> Advice {
    let hasTarget =
      site.field?.field.hasAttribute(target) ?? (site.form?.attribute(target) != nil)
    if hasTarget { return .remove }
    if siblings.filter({ $0.target == target }).count > 1 { return .keepOne }
    return isValid(site.attribute.value, for: target) ? .rename : .renameWithValidValue
  }

  /// The edits for one misspelt attribute, empty when a person must choose.
  private static func edits(
    _ site: TypingAidAttributeSite, target: String,
    siblings: [(site: TypingAidAttributeSite, target: String)], in document: LintDocument
  ) -> [Fix.Edit] {
    switch advice(site, target: target, siblings: siblings) {
    case .rename:
      let rename = Fix.Edit.rename(attribute: site.attribute.name, to: target)
      // A name field renamed to autocapitalize="on" would be capitalised as sentences, where
      // its advice asks for words (name-autocapitalize-words): that value comes with the rename.
      if target == "autocapitalize", let field = site.field,
        let advised = field.advice(in: document).autocapitalize, advised == "words",
        Self.capitalisesSentences(site.attribute.value)
      {
        return [rename, .setValue(attribute: "autocapitalize", value: advised)]
      }
      return [rename]
    // Browsers ignore the misspelt attribute, so removing it changes nothing they do.
    case .remove: return [.remove(attribute: site.attribute.name)]
    case .keepOne, .renameWithValidValue: return []
    }
  }

  private static func elementKey(_ site: TypingAidAttributeSite) -> String {
    if let field = site.field { return "field \(field.field.index)" }
    return "form \(site.form?.index ?? -1)"
  }

  /// Whether `value`, as `autocapitalize`, is a keyword that capitalises as sentences.
  private static func capitalisesSentences(_ value: String) -> Bool {
    TypingAidAttribute.autocapitalize.isKeyword(value)
      && ["", "on", "sentences"].contains(value.asciiLowercased())
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
    _ site: TypingAidAttributeSite, target: String, advice: Advice
  ) -> String {
    let written = "\(site.attribute.name)=\"\(site.attribute.value.prefix(40))\""
    let advice =
      switch advice {
      case .remove: "remove it (the element already has \(target))"
      case .keepOne: "it and another misspelling both stand for \(target): keep one as \(target)"
      case .rename, .renameWithValidValue: "rename it to \(target)"
      }
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
      return " and iOS shows \(field.field.keyboardPhrase)"
    }
  }
}
