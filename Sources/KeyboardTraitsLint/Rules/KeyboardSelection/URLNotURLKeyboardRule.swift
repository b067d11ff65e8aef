import KeyboardTraits

/// Reports a web address field that gets neither `type="url"` nor `inputmode="url"`.
///
/// What it checks: an `<input>` of type text (or no type) whose autocomplete (`url`, `photo`),
/// name, id or label says it holds a web address, and which iOS does not give the URL keyboard.
/// A field written right after a fixed address prefix (an input group's
/// `https://example.com/users/`) takes only a path part, a slug, and is left alone.
/// Why: the default keyboard has no `/` or `.com` key.
/// Example: `<input name="website">`.
/// Use instead: `<input name="website" inputmode="url" autocapitalize="none">`, or `type="url"`
/// when the value must include its scheme.
struct URLNotURLKeyboardRule: FieldRule {
  static let description = RuleDescription(
    id: "url-not-url-keyboard",
    name: "URL Field Without URL Keyboard",
    summary: "A web address field gets neither type=\"url\" nor inputmode=\"url\".",
    rationale: """
      The user gets the Default keyboard, with no / or .com key, and has to hunt for the \
      punctuation of a web address; inputmode="url" opens the URL keyboard on iOS and Android.
      """,
    category: .keyboardSelection, severity: .note,
    basis:
      "WebKit `_updateTextInputTraits:` (docs/browsers/ios.md R3.1, R3.2); docs/browsers/android.md C10, C11",
    triggeringExamples: [
      RuleExample(#"↓<input name="website">"#),
      RuleExample(#"↓<input type="text" name="homepage_url" autocomplete="url">"#),
      RuleExample(
        """
        <form action="/profile">
          <label for="site">Your website</label>
          ↓<input id="site" type="text"
                 placeholder="example.com">
        </form>
        """),
      RuleExample(#"<input name="company_website" ↓inputmode="text">"#),
      // A bare scheme before the field still leaves the whole address to type.
      RuleExample(
        #"<div class="input-group"><span>https://</span>↓<input type="text" name="website"></div>"#),
    ],
    nonTriggeringExamples: [
      // inputmode-invalid corrects "link" to "url" (a safe fix): the corrected value decides.
      RuleExample(#"<input type="text" name="website" inputmode="link">"#),
      RuleExample(#"<input type="url" name="website">"#),
      RuleExample(#"<input name="website" inputmode="url">"#),
      RuleExample(#"<input type="hidden" name="website">"#),
      RuleExample(#"<input type="checkbox" name="show_website">"#),
      RuleExample(#"<input name="website" readonly>"#),
      RuleExample(#"<input name="curly_hair">"#),
      RuleExample(#"<input type="email" name="email">"#),
      // A slug typed after a fixed prefix (AdminLTE forms/elements.html): no / or .com to type.
      RuleExample(
        #"""
        <label for="basic-url" class="form-label">Your vanity URL</label>
        <div class="input-group">
          <span class="input-group-text" id="basic-addon3">https://example.com/users/</span>
          <input type="text" class="form-control" id="basic-url">
        </div>
        """#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    guard field.advice(in: document).keyboardMismatch == .url else { return [] }
    let edit = field.field.setting(.inputmode, to: "url")
    let fix = Fix(
      summary: #"Set inputmode="url""#, edits: [edit],
      safety: FixSafetyPolicy.keyboardTraits([edit], declared: field.declares(.url)))
    let message = Self.message(field, after: FieldEditor(field).keyboardPhrase(after: [edit]))
    return [field.finding(message, at: "inputmode", fix: fix)]
  }
}

extension URLNotURLKeyboardRule {
  fileprivate static func message(_ field: LintField, after: String) -> String {
    "\(field.field.tagSummary) looks like a web address but opens \(field.field.keyboardPhrase), "
      + "which has no / or .com key; set inputmode=\"url\" (\(after))."
  }
}
