import KeyboardTraits

/// Start tags that repeat an attribute.
///
/// What it checks: the scanner's `duplicateAttribute` notes (libxml2's "Attribute … redefined"),
/// reported at the second occurrence of the name, on any element. When the repeat sits between
/// two attributes of a field, the message names the field and the value that wins. In a
/// template, copies in different alternatives of one conditional (`{% if %}type="tel"{% else
/// %}type="email"{% endif %}`) and bindings the framework merges (Vue's and Alpine's `:class`
/// and `:style`, Angular's `[(ngModel)]` beside `value`) are no repeat.
/// Why: browsers keep the first value and silently drop the second, so an edit made to the
/// later copy (a new `inputmode`, a corrected `autocomplete`) never reaches the keyboard.
/// Example: `<input type="text" inputmode="text" name="zip" inputmode="numeric">`.
/// Use instead: `<input type="text" name="zip" inputmode="numeric">`.
struct DuplicateAttributeRule: Rule {
  static let description = RuleDescription(
    id: "duplicate-attribute",
    name: "Duplicate Attribute",
    summary: "An attribute must not appear twice in one start tag.",
    rationale: "The browser keeps the first value and ignores the second, so a keyboard setting "
      + "written later in the tag (inputmode, autocomplete, type) never takes effect and the "
      + "phone shows the keyboard of the first value.",
    category: .markup,
    severity: .warning,
    basis: "kbtraits scanner (libxml2 recovery); WHATWG HTML §13.2.5.33 attribute name state "
      + "(duplicate-attribute parse error: the later attribute is dropped)",
    triggeringExamples: [
      RuleExample(#"<input type="text" inputmode="text" name="zip" ↓inputmode="numeric">"#),
      RuleExample(
        #"""
        <form action="/signup">
          <input type="email"
                 name="email"
                 autocomplete="off"
                 ↓autocomplete="email">
        </form>
        """#),
      RuleExample(
        #"<div class="row" ↓class="wide"><input TYPE="tel" ↓type="text" name="p"></div>"#),
      // One copy outside a template conditional and one inside it are both written.
      RuleExample(
        #"<input name="zip" inputmode="numeric" {% if nl %}↓inputmode="text"{% endif %}>"#),
    ],
    nonTriggeringExamples: [
      // Template code writes part of each name: `data-search-loading-value`, not `data-` twice.
      RuleExample(
        #"""
        <div data-<%= stimulus_id %>-loading-value="<%= t('.loading') %>"
             data-<%= stimulus_id %>-empty-value="<%= t('.empty') %>"></div>
        """#, syntax: .erb),
      RuleExample(#"<input type="text" name="zip" inputmode="numeric">"#),
      RuleExample(#"<input name="a" data-name="a" aria-label="name">"#),
      RuleExample(#"<input name="a"><input name="a">"#),
      RuleExample(#"<p>type="text" type="tel"</p>"#),
      // Alternatives of one template conditional are never written together.
      RuleExample(
        #"<input name="contact" {% if phone %}type="tel"{% else %}type="email"{% endif %}>"#),
      // Alpine (and Vue) merge a bound class or style into the static one.
      RuleExample(#"<input name="q" class="field" :class="{ 'field--wide': open }">"#),
    ])

  func validate(_ document: LintDocument) -> [Finding] {
    document.document.notes.compactMap { note in
      guard note.kind == .duplicateAttribute, let position = note.position else { return nil }
      guard let attribute = note.subject else {
        return Finding(message: note.message, position: position, fieldIndex: nil)
      }
      let field = Self.field(containing: position, attribute: attribute, in: document)
      return Finding(
        message: Self.message(attribute, field: field?.field), position: position,
        fieldIndex: field?.field.index)
    }
  }

  /// The field whose start tag certainly holds the repeated attribute at `position`: its tag
  /// starts before it, its first `attribute` comes before it, and one of its recorded
  /// attributes comes after it (so the tag had not ended). A repeat that is the last attribute
  /// of its tag cannot be placed this way (the model keeps no tag end) and gets no field.
  private static func field(
    containing position: SourcePosition, attribute: String, in document: LintDocument
  ) -> LintField? {
    // Fields come in document order, so their start positions never decrease: the last one
    // starting before `position` is found by bisection.
    guard let field = document.fields.lastInPrefix(where: { $0.field.position < position }),
      let first = field.field.position(ofAttribute: attribute), first < position,
      field.field.attributes.contains(where: { $0.position > position })
    else { return nil }
    return field
  }
}

extension DuplicateAttributeRule {
  fileprivate static func message(_ attribute: String, field: FormField?) -> String {
    guard let field, let kept = field.attribute(attribute) else {
      return "This tag has \(attribute) twice; browsers keep the first value and ignore this "
        + "one, so remove one of them."
    }
    return "\(field.tagSummary) has \(attribute) twice; browsers keep the first value, "
      + "\(attribute)=\(PatternAndStructureText.quoted(kept, limit: 40)), and ignore this one, "
      + "so remove the one you do not mean."
  }
}
