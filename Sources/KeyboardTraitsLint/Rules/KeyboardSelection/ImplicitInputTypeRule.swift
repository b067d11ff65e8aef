import KeyboardTraits

/// Notes an `<input>` written without a `type` attribute (off by default).
///
/// What it checks: an `<input>` with no `type` attribute at all.
/// Why: browsers treat it as `type="text"`, which is fine, but writing the type makes the
/// keyboard the field gets explicit to readers and reviewers.
/// Example: `<input name="city">`.
/// Use instead: `<input type="text" name="city">`, or the type that fits the data.
struct ImplicitInputTypeRule: FieldRule {
  static let description = RuleDescription(
    id: "implicit-input-type",
    name: "Implicit Input Type",
    summary: "An input has no type attribute.",
    rationale: """
      The field works as a text input and gets the Default keyboard on iOS and QWERTY on \
      Android; an explicit type makes that keyboard visible in the markup and invites the \
      question whether tel, email or numeric input would fit better.
      """,
    category: .keyboardSelection, severity: .note, isEnabledByDefault: false,
    basis:
      "WHATWG HTML §4.10.5 (missing value default: Text state); HTMLHint no-implicit-input-type",
    triggeringExamples: [
      RuleExample(#"↓<input name="city">"#),
      RuleExample(
        """
        <form action="/search">
          ↓<input name="q"
                 enterkeyhint="search">
        </form>
        """),
      RuleExample(
        #"↓<input name="given-name" autocomplete="given-name"><input type="text" name="x">"#),
      // The type the keyboard rules ask for, not text: one recommendation per field.
      RuleExample(#"↓<input name="phone">"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input type="text" name="city">"#),
      RuleExample(#"<input type="bogus" name="city">"#),
      RuleExample(#"<textarea name="notes"></textarea>"#),
      RuleExample(#"<select name="country"><option>NZ</option></select>"#),
      RuleExample(#"<div contenteditable="true"></div>"#),
      // A misspelt type is attribute-typo's to rename.
      RuleExample(#"<input tpye="email" name="email">"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.field.element == "input", !field.field.has(.type),
      // A misspelt type (`tpye="tel"`) is attribute-typo's to rename.
      !field.field.misspells("type")
    else { return [] }
    // The type the keyboard advice asks for (`tel`, `email`), else `text`: one recommendation
    // for the field.
    let type = field.advice(in: document).inputType ?? "text"
    // Unsafe even as type="text", which browsers read as they read no type: stylesheets
    // commonly select input[type="text"], so the page's look would change.
    let fix = Fix(summary: #"Add type="\#(type)""#, edits: [.add(attribute: "type", value: type)])
    return [field.finding(Self.message(field, type: type), fix: fix)]
  }
}

extension ImplicitInputTypeRule {
  fileprivate static func message(_ field: LintField, type: String) -> String {
    guard type == "text" else {
      return "\(field.field.tagSummary) has no type, so it is a text field that opens "
        + "\(field.field.keyboardPhrase); write type=\"\(type)\", the type its data calls for."
    }
    return "\(field.field.tagSummary) has no type, so it is a text field that opens "
      + "\(field.field.keyboardPhrase); write type=\"text\" (same keyboard) or the type that fits."
  }
}
