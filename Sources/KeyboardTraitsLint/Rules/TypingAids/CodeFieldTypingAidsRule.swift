import KeyboardTraits

/// Code, markup and hex fields on which iOS capitalises, autocorrects or curls quotes.
///
/// What it checks: a `<textarea>` or text `<input>` whose class or label (or, when it has no
/// label, its id or name) says it holds code (`json`, `html`, `css`, `js`, `regex`, `hex`,
/// `identifier`, `isbn`, `sql`, …; `code` itself only on a textarea, where it is no promo or
/// postal code), on which iOS still
/// autocapitalises, autocorrects, or keeps spell checking on (which also turns straight quotes
/// and dashes into typographic ones). Fields the identifier rules cover (usernames, one-time
/// codes, …) and fields with another purpose are left to them.
/// Why: `const` comes out as `Const`, a property name is "corrected" into a word, and `"` turns
/// into `”`, which no parser accepts.
/// Example: `<textarea class="playable-html"></textarea>`.
/// Use instead: `<textarea class="playable-html" autocapitalize="none" autocorrect="off"
/// spellcheck="false"></textarea>`.
struct CodeFieldTypingAidsRule: FieldRule {
  static let description = RuleDescription(
    id: "code-field-typing-aids",
    name: "Code Field Typing Aids",
    summary: "Fields for code, markup or hex values should turn capitalisation, autocorrect and"
      + " spell checking off.",
    rationale: "Safari on iOS capitalises the first letter, replaces unknown words with"
      + " dictionary ones and, while spell checking is on, turns straight quotes and dashes into"
      + " typographic ones, so code typed on a phone arrives as 'Const x = “a”' and fails to"
      + " parse.",
    category: .typingAids,
    severity: .warning,
    basis: "WebKit `_updateTextInputTraits:` (spell checking also sets smartQuotesType and"
      + " smartDashesType; docs/browsers/ios.md R5.1, R6.1, R6.3); MDN autocapitalize,"
      + " autocorrect, spellcheck",
    triggeringExamples: [
      // autocorrect="false" is no keyword (typing-aid-false sets "off"): the rest still applies.
      RuleExample(#"<textarea name="code" ↓autocorrect="false"></textarea>"#),
      RuleExample(#"↓<textarea class="playable playable-html"></textarea>"#),
      RuleExample(
        #"<textarea id="code" ↓autocapitalize="sentences" autocorrect="off"></textarea>"#),
      RuleExample(
        #"""
        <label for="prefix">Data Prefix (HEX)</label>
        ↓<input id="prefix" type="text"
               placeholder="01 02">
        """#),
      RuleExample(#"↓<input name="regex" autocapitalize="none" autocorrect="off">"#),
      RuleExample(#"<label>JSON payload ↓<textarea name="payload"></textarea></label>"#),
      // A valueless autocorrect is on, so the form's off does not reach the field (R6.3).
      RuleExample(
        #"""
        <form autocapitalize="none" autocorrect="off" spellcheck="false">
          <textarea name="code" ↓autocorrect></textarea>
        </form>
        """#),
    ],
    nonTriggeringExamples: [
      // A rich-text editor's description, stored as HTML; the editor's hidden textarea.
      RuleExample(#"<textarea id="description_html" name="description_html"></textarea>"#),
      RuleExample(#"<textarea id="html-editor" name="html" hidden></textarea>"#),
      RuleExample(
        #"""
        <textarea class="playable-css" autocapitalize="none" autocorrect="off"
                  spellcheck="false"></textarea>
        """#),
      RuleExample(#"<textarea name="message"></textarea><input name="city">"#),
      // "code" on an input is a promo, postal or one-time code, the purpose rules' business.
      RuleExample(#"<input name="promo_code"><input name="code">"#),
      // A "js-" class is a script hook, not JavaScript (GoogleChrome samples cut-and-copy).
      RuleExample(#"<textarea class="js-cuttextarea"></textarea>"#),
      RuleExample(#"<textarea class="playable-html" readonly></textarea>"#),
      RuleExample(#"<input type="email" name="json_email"><input type="number" name="hex">"#),
      // Identifier fields are identifier-autocapitalize's and identifier-autocorrect's.
      RuleExample(#"<input name="user_id" class="hex">"#),
      // The label says what the field takes; the id's "html5" is a demo suffix (ARIA practices).
      RuleExample(#"<label for="www_html5">WWW</label><input id="www_html5" type="text">"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    // A hidden textarea is the form value a script's editor fills, never typed in.
    guard field.field.element == "textarea" || field.field.isPlainTextInput,
      !field.field.has(.hidden),
      field.field.takesKeyboardAdvice, field.field.ios.typesLetters,
      field.advice(in: document).typedIdentifier == nil,
      field.purpose.evidence.isEmpty,
      // autocorrect="false" is typing-aid-false's, which sets "off" as this rule would: the
      // field is judged as it is, so fixing the typo first reveals nothing new.
      TypingAidAttribute.allCases.allSatisfy({
        field.field.hasStandardValue($0)
          || ($0 == .autocorrect && field.field.lowercased("autocorrect") == "false")
      }),
      let word = Self.codeWord(of: field)
    else { return [] }
    let ios = field.field.ios
    var changes: [(attribute: TypingAidAttribute, effect: String)] = []
    if ios.autocapitalizationType != .none {
      changes.append((.autocapitalize, "capitalises the first letter"))
    }
    if ios.autocorrectionType == .yes {
      changes.append((.autocorrect, "replaces unknown words"))
    }
    if ios.spellCheckingType != .no {
      changes.append((.spellcheck, "curls quotes and dashes"))
    }
    guard !changes.isEmpty else { return [] }
    let edits = changes.map { change in
      TypingAidFix.edit(change.attribute.rawValue, to: change.attribute.offValue, on: field.field)
    }
    let settings = changes.map { "\($0.attribute.rawValue)=\"\($0.attribute.offValue)\"" }
    let fix = Fix(summary: "Set " + settings.joined(separator: " "), edits: edits)
    let at = changes.first { field.field.hasAttribute($0.attribute.rawValue) }?.attribute.rawValue
    let message = Self.message(
      field.field, word: word, effects: changes.map(\.effect),
      settings: settings)
    return [at.map { field.finding(message, at: $0, fix: fix) } ?? field.finding(message, fix: fix)]
  }
}

extension CodeFieldTypingAidsRule {
  /// Words that say a field holds code, markup or a hex or identifier value.
  private static let codeWords: Set<String> = [
    "json", "html", "xhtml", "css", "javascript", "jsx", "typescript", "regex", "regexp",
    "hex", "identifier", "identifiers", "isbn", "sql", "xml", "yaml", "yml", "snippet",
  ]

  /// Words of text a person writes; beside them `html` names the format a rich-text editor
  /// stores it in, not markup typed by hand.
  private static let proseWords: Set<String> = [
    "description", "comment", "comments", "body", "content", "message", "summary", "bio", "note",
    "notes", "post", "article", "reply", "answer",
  ]
  private static let markupWords: Set<String> = ["html", "xhtml"]

  /// The word in the class, the label or, for a field without a label, the id or name that
  /// says the field holds code, if any: `js` not in a class (where `js-` marks a script hook),
  /// and `code` only on a textarea. A label the user reads outweighs an id's suffix
  /// (`id="www_html5"` labelled "WWW" in the ARIA practices).
  static func codeWord(of field: LintField) -> String? {
    let form = field.field
    let identifiers = form.label == nil ? [form.id, form.name] : []
    let sources: [(text: String?, isClass: Bool)] =
      [(form[.class], true), (form.label, false)]
      + identifiers.map { ($0, false) }
    for source in sources {
      guard let text = source.text else { continue }
      let words = FieldText(text).words.map(\.text)
      // `description_html`, `comment_html`: prose a rich-text editor stores as HTML.
      let isProse = words.contains(where: proseWords.contains)
      for word in words {
        if codeWords.contains(word), !(isProse && markupWords.contains(word)) { return word }
        if word == "js", !source.isClass { return word }
        if word == "code", form.element == "textarea" { return word }
      }
    }
    return nil
  }

  fileprivate static func message(
    _ field: FormField, word: String, effects: [String], settings: [String]
  ) -> String {
    let listed =
      effects.count > 1
      ? effects.dropLast().joined(separator: ", ") + " and " + effects.last! : effects[0]
    return "\(field.tagSummary) takes code or a code-like value (its markup says '\(word)'), but "
      + "iOS \(listed) as the user types it; set \(settings.joined(separator: " "))."
  }
}
