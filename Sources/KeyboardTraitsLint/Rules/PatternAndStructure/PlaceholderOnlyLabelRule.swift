import KeyboardTraits

/// Fields named only by their placeholder or `title`.
///
/// What it checks: a field whose only name is its `placeholder` (on a type that shows one) or
/// its `title`: no `<label>`, no `aria-labelledby` text, no `aria-label`.
/// Why: the placeholder disappears with the first keystroke, so the user no longer sees what
/// the field was for; phones never show a `title` tooltip at all. When a `<label>` or text
/// right before the field names it, the message says to connect that text.
/// Example: `<input type="email" name="email" placeholder="Email">`.
/// Use instead: `<label for="email">Email</label> <input type="email" id="email" name="email">`.
struct PlaceholderOnlyLabelRule: FieldRule {
  static let description = RuleDescription(
    id: "placeholder-only-label",
    name: "Placeholder Only Label",
    summary: "A placeholder or title should not be a field's only label.",
    rationale: "The placeholder vanishes as soon as the user starts typing and a title tooltip "
      + "never appears on a touch screen, so on a phone the user loses track of what the field "
      + "asks for, especially after autofill or when coming back to a half-filled form.",
    category: .labelsAndStructure,
    severity: .warning,
    basis: "WHATWG HTML §4.10.5.3.10 the placeholder attribute (not a replacement for a label); "
      + "axe `label-title-only`; WCAG 2.2 SC 3.3.2",
    triggeringExamples: [
      RuleExample(
        #"↓<input type="email" name="email" placeholder="Email" autocomplete="email">"#),
      RuleExample(#"↓<textarea name="message" placeholder="Your message"></textarea>"#),
      // A partial's field without an id: no other file can label it.
      RuleExample(
        #"↓<input type="text" name="{{ name }}" placeholder="{{ hint }}">"#, syntax: .jinja),
      RuleExample(
        #"""
        <form action="/login">
          ↓<input type="text"
                 name="username"
                 placeholder="Username">
          ↓<input type="password" name="password" title="Password">
        </form>
        """#),
      RuleExample(#"↓<select name="size" title="Size"><option>M</option></select>"#),
      RuleExample(#"↓<input type="number" name="quantity" placeholder="Qty" aria-label="  ">"#),
      // A label the page shows but does not connect (CoolAdmin's invite modal): the message
      // says to connect it.
      RuleExample(
        #"<label>Email address</label>↓<input type="email" placeholder="teammate@example.com">"#),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"<label for="e">Email</label><input type="email" id="e" name="email" placeholder="a@b.c">"#
      ),
      RuleExample(#"<label>Zip <input name="zipper" placeholder="12345"></label>"#),
      // A partial's field with an id: the page that renders it writes the <label for>.
      RuleExample(
        #"<input type="text" id="{{ name }}" name="{{ name }}" placeholder="{{ hint }}">"#,
        syntax: .jinja),
      RuleExample(#"<input type="search" name="q" placeholder="Search" aria-label="Search">"#),
      RuleExample(#"<input type="text" name="promo_code">"#),
      RuleExample(#"<input type="checkbox" name="phone_verified" placeholder="Verified">"#),
      RuleExample(#"<input type="hidden" name="step" placeholder="x" title="Step">"#),
      RuleExample(#"<input type="submit" title="Send" value="Send">"#),
    ],
    jsxScope: .provenSurroundings)

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    // A partial's field with an id may be labelled by the file that renders it.
    guard field.field.needsAuthorLabel, !field.field.context.labelMayBeElsewhere else {
      return []
    }
    let unconnected = UnconnectedLabelText(before: field, in: document)
    switch field.field.naming {
    case .placeholderOnly(let text):
      return [
        field.finding(
          Self.message(field.field, source: "placeholder", text: text, unconnected: unconnected))
      ]
    case .titleOnly(let text):
      return [
        field.finding(
          Self.message(field.field, source: "title", text: text, unconnected: unconnected))
      ]
    case .labelled, .unnamed:
      return []
    }
  }
}

extension PlaceholderOnlyLabelRule {
  fileprivate static func message(
    _ field: FormField, source: String, text: String, unconnected: UnconnectedLabelText?
  ) -> String {
    let effect =
      source == "placeholder"
      ? "which vanishes as soon as the user types" : "which a phone never shows"
    let label = field.id.map { "<label for=\"\($0)\">" } ?? "<label>"
    let advice = unconnected?.advice(for: field) ?? "add a visible \(label)"
    // A value the template decides is shown as the code it is, not as the text.
    let known: KnownAttribute = source == "placeholder" ? .placeholder : .title
    if let attribute = field.attributes.attribute(known), attribute.isDynamic {
      let written = TemplateExpressionText.attributeValue(attribute.value, isDynamic: true)
      return "\(field.tagSummary) is named only by its \(source), which the template sets "
        + "(\(source)\(written)) and \(effect); \(advice)."
    }
    return "\(field.tagSummary) is named only by its \(source) "
      + "\(PatternAndStructureText.quoted(text, limit: 40)), \(effect); \(advice)."
  }
}
