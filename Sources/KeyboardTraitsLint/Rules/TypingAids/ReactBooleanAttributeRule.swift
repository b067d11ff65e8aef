import KeyboardTraits

/// A boolean prop on an attribute that takes text, which React drops.
///
/// What it checks: in JSX, a native field's prop such as `autoCorrect={false}` or
/// `autoCapitalize={false}` (``FormField/droppedAttributes``).
/// Why: React DOM renders a boolean only on boolean attributes (`disabled`, `readOnly`, …) and
/// on `spellCheck`, `contentEditable` and `draggable`; on any other attribute it removes the
/// attribute and warns in the console. `autoCorrect={false}` leaves iOS autocorrecting.
/// Example: `<input name="username" autoCorrect={false} />`.
/// Use instead: `<input name="username" autoCorrect="off" />`.
struct ReactBooleanAttributeRule: FieldRule {
  static let description = RuleDescription(
    id: "react-boolean-attribute",
    name: "React Boolean Attribute",
    summary: "A boolean on a JSX attribute that takes text renders nothing.",
    rationale: "React drops a boolean written on an attribute that takes text (with only a "
      + "console warning), so autoCorrect={false} leaves iOS autocorrecting and "
      + "autoCapitalize={false} leaves it capitalising: the phone never sees the setting.",
    category: .typingAids,
    severity: .warning,
    basis: "React DOM `setProp` (ReactDOMComponent.js) and `setValueForAttribute` "
      + "(DOMPropertyOperations.js): a boolean on an attribute outside the boolean and "
      + "booleanish lists is removed",
    triggeringExamples: [
      RuleExample(jsx: #"<input name="username" ↓autoCorrect={false} />"#),
      RuleExample(
        jsx: #"""
          const Field = () => (
            <input type="text" name="login" ↓autoCapitalize={false} autoCorrect="off" />
          );
          """#),
      RuleExample(jsx: #"<input type="email" name="email" ↓autoComplete={false} />"#),
      RuleExample(jsx: #"<textarea name="note" ↓autoCorrect={true}></textarea>"#),
    ],
    nonTriggeringExamples: [
      RuleExample(jsx: #"<input name="username" autoCorrect="off" />"#),
      RuleExample(jsx: #"<input name="username" spellCheck={false} readOnly={false} />"#),
      RuleExample(jsx: #"<input name="q" aria-invalid={false} data-open={true} />"#),
      RuleExample(jsx: #"<Input name="username" autoCorrect={false} />"#),
      RuleExample(jsx: #"<input name="username" autoCorrect={flag} />"#),
      RuleExample(#"<input name="username" autocorrect="{false}">"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    field.field.droppedAttributes.map { dropped in
      let written =
        dropped.sourceRange.map {
          String(decoding: document.document.sourceBytes($0.name), as: UTF8.self)
        }
        ?? dropped.name
      let fix = Self.fix(for: dropped, written: written, on: field)
      return Finding(
        message: Self.message(field.field, written: written, dropped: dropped, fix: fix),
        position: dropped.position, fieldIndex: field.field.index, fix: fix)
    }
  }

  /// The text value the author meant, for the attributes whose keywords say on and off.
  /// Not `autocomplete`: "off" on a field for the user's own data is a finding of its own
  /// (autocomplete-off-personal), so the fix is for a person to choose.
  private static let meanings: [String: (on: String, off: String)] = [
    "autocorrect": ("on", "off"), "autocapitalize": ("on", "none"),
    "writingsuggestions": ("true", "false"),
    "translate": ("yes", "no"),
  ]

  private static func fix(for dropped: FieldAttribute, written: String, on field: LintField)
    -> Fix?
  {
    // On email, URL and password fields autocapitalize does nothing: the prop can go.
    if dropped.known == .autocapitalize, field.field.ignoresAutocapitalize {
      return Fix(
        summary: "Remove \(written)", edits: [.remove(attribute: dropped.name)], safety: .safe)
    }
    guard let meaning = meanings[dropped.name] else { return nil }
    let value = dropped.value == "true" ? meaning.on : meaning.off
    return Fix(
      summary: "Write \(written)=\"\(value)\"",
      edits: [.setValue(attribute: dropped.name, value: value)], safety: .safe)
  }
}

extension ReactBooleanAttributeRule {
  fileprivate static func message(
    _ field: FormField, written: String, dropped: FieldAttribute, fix: Fix?
  ) -> String {
    let effect =
      switch dropped.name {
      case "autocorrect": "so iOS keeps autocorrecting the field"
      case "autocapitalize": "so iOS keeps capitalising the field"
      case "autocomplete": "so the browser keeps its own autofill for the field"
      default: "so the browser never sees it"
      }
    let advice: String
    if let fix, case .setValue(_, let value) = fix.edits.first {
      advice = "write \(written)=\"\(value)\""
    } else if fix != nil {
      advice = "remove it: it has no effect on this field type"
    } else if dropped.known == .autocomplete {
      advice = "write the field's autofill purpose as text, such as \(written)=\"email\""
    } else {
      advice = "write the value as text"
    }
    return "\(field.tagSummary) has \(written)={\(dropped.value)}, which React does not render "
      + "(a boolean on an attribute that takes text is dropped), \(effect); \(advice)."
  }
}
