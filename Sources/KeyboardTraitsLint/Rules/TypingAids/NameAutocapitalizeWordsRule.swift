import KeyboardTraits

/// Personal-name fields that could capitalise every word.
///
/// What it checks: an `<input>` for a full, given, middle or family name or a cardholder name
/// that iOS capitalises as sentences (only the first letter).
/// Why: names have a capital on every part ("Mary Ann Smith"); `autocapitalize="words"` saves a
/// Shift tap per word.
/// Example: `<input name="full_name" autocomplete="name">`.
/// Use instead: `<input name="full_name" autocomplete="name" autocapitalize="words">`.
struct NameAutocapitalizeWordsRule: FieldRule {
  static let description = RuleDescription(
    id: "name-autocapitalize-words",
    name: "Name Autocapitalize Words",
    summary: "Name fields can use autocapitalize=\"words\".",
    rationale: "With the default sentence case the iPhone keyboard capitalises only the first "
      + "word, so every further part of a name ('Mary Ann Smith') needs a Shift tap; "
      + "autocapitalize=\"words\" starts each word with a capital.",
    category: .typingAids,
    severity: .note,
    isEnabledByDefault: false,
    basis: "WebKit `toUITextAutocapitalize` (docs/browsers/ios.md R5.2); MDN autocapitalize",
    triggeringExamples: [
      RuleExample(#"↓<input type="text" name="full_name" autocomplete="name">"#),
      RuleExample(#"<input name="fname" autocomplete="given-name" ↓autocapitalize="on">"#),
      RuleExample(
        #"""
        <form action="/checkout/address">
          <label>Last name
            ↓<input name="surname"
                   autocomplete="family-name"></label>
        </form>
        """#),
      RuleExample(#"↓<input name="cardholder" autocomplete="cc-name">"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<input name="full_name" autocomplete="name" autocapitalize="words">"#),
      RuleExample(#"<form autocapitalize="words"><input name="full_name"></form>"#),
      RuleExample(#"<input name="username"><input name="company_name"><input name="city">"#),
      RuleExample(#"<input name="full_name" autocapitalize="characters">"#),
      RuleExample(#"<input type="hidden" name="full_name"><input name="name" disabled>"#),
      RuleExample(#"<textarea name="name"></textarea>"#),
      RuleExample(#"<input name="full_name" autocapitalization="on">"#),
    ])

  func validate(_ field: LintField, in document: LintDocument) -> [Finding] {
    // The advice asks for words on a name field whose iPhone keyboard has letters.
    guard field.advice(in: document).autocapitalize == "words",
      field.field.hasStandardValue(.autocapitalize),
      field.field.ios.autocapitalizationType == .sentences,
      // A misspelt autocapitalize is attribute-typo's to rename; its value then decides.
      !field.field.misspells("autocapitalize")
    else { return [] }
    let fix = TypingAidFix.set("autocapitalize", to: "words", on: field.field)
    return [
      field.finding(
        Self.message(field.field), at: "autocapitalize",
        fix: fix.marked(
          FixSafetyPolicy.keyboardTraits(fix.edits, declared: field.declaresItsPurpose)))
    ]
  }
}

extension NameAutocapitalizeWordsRule {
  fileprivate static func message(_ field: FormField) -> String {
    "\(field.tagSummary) is a name field that iOS capitalises as "
      + "\(TypingAidText.capitalisation(.sentences, sample: "mary ann smith")); "
      + "set autocapitalize=\"words\"."
  }
}
