import KeyboardTraits

/// `autocorrect="false"` and `autocapitalize="false"`, which WebKit reads as on.
///
/// What it checks: `autocorrect` set to `false`, `no` or `0`, and `autocapitalize` set to
/// `false` or `no`, on fields and forms (ASCII case-insensitive).
/// Why: WebKit turns autocorrect off only for `off`; every other non-empty value means on. An
/// unknown autocapitalize means sentences, and on a field it also stops the form's value from
/// being inherited. The author's intent is inverted.
/// Example: `<input name="username" autocorrect="false">`.
/// Use instead: `<input name="username" autocorrect="off">`.
struct TypingAidFalseRule: Rule {
  static let description = RuleDescription(
    id: "typing-aid-false",
    name: "Typing Aid False",
    summary: "autocorrect and autocapitalize are switched off with \"off\"/\"none\", not "
      + "\"false\".",
    rationale: "WebKit reads autocorrect=\"false\" as on and autocapitalize=\"false\" as "
      + "sentences, so the iPhone keyboard keeps correcting and capitalising exactly the field "
      + "the author tried to protect.",
    category: .browserSource,
    severity: .error,
    basis: "WebKit `HTMLFormControlElement::shouldAutocorrect` and "
      + "`autocapitalizeTypeForAttributeValue` (docs/browsers/ios.md R5.3, R5.4, R6.3)",
    triggeringExamples: [
      RuleExample(#"<input type="text" name="username" ↓autocorrect="false">"#),
      RuleExample(#"<input name="coupon" ↓autocapitalize="false" ↓autocorrect="no">"#),
      RuleExample(
        #"""
        <form action="/account" ↓autocorrect="0">
          <input type="text"
                 name="handle" ↓autocapitalize="NO">
        </form>
        """#),
      RuleExample(#"<textarea name="code" ↓autocorrect="False"></textarea>"#),
      RuleExample(#"<div contenteditable="true" ↓autocorrect="false"></div>"#),
      // Never capitalised anyway: the fix removes it rather than trading it for a dead "none".
      RuleExample(#"<input type="email" name="email" ↓autocapitalize="false">"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input name="username" autocorrect="off" autocapitalize="none">"#),
      RuleExample(#"<input name="username" autocorrect="" autocapitalize="off">"#),
      RuleExample(#"<input name="notes" spellcheck="false">"#),
      RuleExample(#"<input autocapitalize="0" autocorrect="disabled">"#),
      RuleExample(#"<input name="search" data-autocorrect="false" autocomplete="false">"#),
    ])

  func validate(_ document: LintDocument) -> [Finding] {
    TypingAidAttributeSite.all(in: document) { $0 == "autocorrect" || $0 == "autocapitalize" }
      .compactMap { site in
        guard let kind = TypingAidAttribute.named(site.attribute.name),
          kind.isFalseLike(site.attribute.value)
        else { return nil }
        // On a type browsers never capitalise, "none" would be dead too
        // (autocapitalize-no-effect): the attribute goes, which changes nothing they do.
        let dead =
          kind == .autocapitalize && site.field?.field.ignoresAutocapitalize == true
        let edit: Fix.Edit =
          dead
          ? .remove(attribute: site.attribute.name)
          : .setValue(attribute: site.attribute.name, value: kind.offValue)
        let fix = Fix(summary: edit.phrase, edits: [edit], safety: .safe)
        return site.finding(Self.message(site, kind: kind, removing: dead), fix: fix)
      }
  }
}

extension TypingAidFalseRule {
  fileprivate static func message(
    _ site: TypingAidAttributeSite, kind: TypingAidAttribute, removing: Bool
  ) -> String {
    let written = "\(kind.rawValue)=\"\(site.attribute.value)\""
    if removing, let type = site.field?.field.inputType {
      return "\(site.summary) has \(written), which is not a keyword, and browsers never "
        + "capitalise type=\(type.rawValue) fields anyway; remove the attribute."
    }
    let reading =
      kind == .autocorrect
      ? "which WebKit reads as on (only \"off\" turns autocorrect off)"
      : "which WebKit reads as sentences (only \"none\" or \"off\" turn capitals off)"
    return "\(site.summary) has \(written), \(reading)\(consequence(site, kind: kind)); "
      + "use \(kind.rawValue)=\"\(kind.offValue)\"."
  }

  /// What the iPhone keyboard does with the field because of it, when that is the opposite of
  /// what the author meant.
  private static func consequence(_ site: TypingAidAttributeSite, kind: TypingAidAttribute)
    -> String
  {
    guard let field = site.field?.field else { return ", so its fields are not protected" }
    switch kind {
    case .autocorrect where field.ios.autocorrectionType == .yes:
      return ", so iOS keeps autocorrecting"
    case .autocapitalize where field.ios.autocapitalizationType == .sentences:
      return ", so iOS capitalises the first letter"
    default:
      return ""
    }
  }
}
