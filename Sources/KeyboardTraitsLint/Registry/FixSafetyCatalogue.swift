/// Whether each rule's fix is safe, in one sentence per rule, by the policy of `docs/fixes.md`
/// ((a) a value no browser gives a meaning to, corrected; (b) an attribute no browser reads
/// there, removed; (c) keyboard traits for a purpose the field declares). The rule
/// documentation prints it; `FixSafetyCatalogueTests` checks that every rule offering a fix has
/// a sentence here and a row in `docs/fixes.md`. A rule without a fix has no entry.
enum FixSafetyCatalogue {
  /// The sentence for the rule with `id`, nil for a rule that offers no fix.
  static func statement(for id: String) -> String? { statements[id] }

  /// The ids of the rules that offer a fix.
  static var ruleIDs: Set<String> { Set(statements.keys) }

  private static let statements: [String: String] = [
    // Autocomplete syntax
    "autocomplete-unknown-token":
      "Safe (a): the one correction of a misspelt token, an alias or a comma-separated list.",
    "autocomplete-token-order":
      "Safe (a) when the fix only reorders the written tokens or drops a repeat of the same "
      + "one; unsafe when it drops one of two different tokens.",
    "autocomplete-field-count": "Unsafe: the field name it adds (`tel`) is a guess.",
    "autocomplete-contact-misuse":
      "Unsafe: whether the contact token or the field name was meant is the author's call.",
    "autocomplete-control-mismatch":
      "Unsafe: it changes the input's type (validation, submitted value, picker).",
    "autocomplete-webauthn-misplaced":
      "Safe (a) when `webauthn` is only moved last or a repeat of it dropped; unsafe when a "
      + "token is added or dropped.",
    "autocomplete-onoff-misuse":
      "Safe (a) when a form's value is the same keyword respaced or repeated (` off ` → "
      + "`off`); unsafe when tokens are dropped or the attribute removed.",
    "autocomplete-empty":
      "Safe (b) when it removes the empty value; unsafe when it writes a field name.",
    "autocomplete-not-applicable":
      "Safe (b) when it removes a value the control never autofills (unless inline script is "
      + "on the element); unsafe when it writes another value.",
    "autocomplete-fake-off":
      "Unsafe: an invented value is chosen because Chrome ignores `off`; `off` does not do "
      + "what it does there.",
    // Autocomplete presence and purpose
    "password-autocomplete": "Unsafe: autocomplete decides what autofill fills.",
    "password-new-vs-current": "Unsafe: autocomplete decides what autofill fills.",
    "username-autocomplete": "Unsafe: autocomplete decides what autofill fills.",
    "change-password-needs-username":
      "Unsafe: the inserted field's value must be the account name, which only the server "
      + "can write, and the form then submits one field more.",
    "otp-autocomplete": "Unsafe: autocomplete decides what autofill fills.",
    "autocomplete-missing-known-field":
      "Unsafe: autocomplete decides what autofill fills, and the purpose is read from words.",
    "autocomplete-off-personal": "Unsafe: autocomplete decides what autofill fills.",
    "field-needs-id-or-name": "Unsafe: a name changes what the form submits.",
    "cc-csc-password": "Unsafe: it changes the input's type.",
    "cc-csc-phone-pad": "Unsafe: it changes the input's type.",
    // Keyboard selection
    "number-for-identifier": "Unsafe: it changes the input's type.",
    "email-not-email-keyboard": "Unsafe: it changes the input's type.",
    "tel-not-tel-keyboard":
      "Safe (c) when it sets `inputmode=\"tel\"` on a text input whose autocomplete declares a "
      + "part of a phone number; unsafe when it changes the type.",
    "url-not-url-keyboard":
      "Safe (c) when autocomplete declares `url`; unsafe when the purpose is read from words.",
    "numeric-text-without-inputmode":
      "Safe (c) when the pattern or the autocomplete field name declares digits; unsafe when "
      + "words do.",
    "inputmode-invalid": "Safe (a): the one correction of an invalid value.",
    "inputmode-conflict":
      "Safe (b) on a control without a keyboard; unsafe where type and inputmode disagree.",
    "inputmode-none":
      "Unsafe: `none` is often deliberate (a page's own keyboard or picker), and a PIN is read "
      + "from words or a length.",
    "amount-needs-decimal":
      "Safe (c) when autocomplete declares `transaction-amount`; unsafe when words say amount "
      + "or it replaces the author's inputmode.",
    "pattern-digit-hack":
      "Safe (c) for the Number pad the pattern declares; unsafe for a Decimal pad read from "
      + "words.",
    "input-type-unknown": "Unsafe: it changes the input's type.",
    "implicit-input-type":
      "Unsafe: another type changes validation, and even `type=\"text\"`, which browsers read "
      + "as no type, matches stylesheets' `input[type=\"text\"]`.",
    "pattern-not-numeric-pad": "Safe (c): the pattern declares digits only.",
    "inputmode-ignored-on-android":
      "Unsafe: removing inputmode changes the iPhone keyboard the author chose.",
    "platform-divergence":
      "Unsafe: removing inputmode, or making a PIN's numeric, changes the keyboard the author "
      + "chose.",
    "inputmode-multiline-on-android":
      "Safe (c) when it adds `enterkeyhint=\"search\"` to `inputmode=\"search\"`, or sets the "
      + "Number pad the pattern or autocomplete declares; unsafe otherwise.",
    "password-inputmode-numeric": "Unsafe: it changes the input's type.",
    // Typing aids and the Enter key
    "identifier-autocapitalize":
      "Safe (c) when autocomplete declares the identifier (a field name, or `webauthn`); "
      + "unsafe when words do.",
    "identifier-autocorrect":
      "Safe (c) when autocomplete declares the identifier (a field name, or `webauthn`); "
      + "unsafe when words do.",
    "typing-aid-false": "Safe (a): `false` is no keyword; `off` is what it means.",
    "typing-aid-invalid-value": "Safe (a): the one correction of an invalid value.",
    "attribute-typo":
      "Safe (a) when the rename keeps a value valid for the attribute; unsafe when the value "
      + "changes too.",
    "react-boolean-attribute": "Safe (a): the value React drops, written as React renders it.",
    "enterkeyhint-invalid": "Safe (a): the one correction of an invalid value.",
    "enterkeyhint-previous":
      "Unsafe: Chrome for Android reads `previous`; which key is meant is the author's call.",
    "enterkeyhint-suggest":
      "Safe (c) for Search on `type=\"search\"`; unsafe for Next (Chrome for Android stops "
      + "moving focus) and for Done, Go or Send (the author's choice).",
    "enterkeyhint-ignored-on-android": "Unsafe: it changes the input's type.",
    "search-key-needs-form-action":
      "Safe (c) when `type=\"search\"` or `inputmode=\"search\"` declares the search; unsafe "
      + "when words do, or where Chrome for Android's own Next key would stop moving focus.",
    "code-field-typing-aids": "Unsafe: that the field holds code is read from words.",
    "code-inline-predictions":
      "Safe (c) when autocomplete declares `one-time-code`; unsafe when words say code or "
      + "CAPTCHA.",
    "secret-spellcheck":
      "Safe (c) when autocomplete declares a password on a text input; unsafe when a "
      + "show-password toggle is found by its words.",
    "name-autocapitalize-words":
      "Safe (c) when autocomplete declares a name; unsafe when words do.",
    "autocapitalize-no-effect":
      "Safe (b): no browser capitalises email, URL or password inputs (unsafe with inline "
      + "script on the element).",
    "autocapitalize-numeric-keypad":
      "Safe (c) when it gives the Number pad that inputmode declares; unsafe on a number input, "
      + "which keeps its decimal key.",
    "login-form-textarea": "Unsafe: the login form is read from words in its action.",
    // Pattern and constraints, labels and structure
    "pattern-invalid": "Safe (a): the escapes that make the pattern compile as meant.",
    "pattern-escaped-class":
      "Unsafe: the intended pattern is inferred, and it changes what the browser accepts.",
    "search-field-needs-name":
      "Unsafe: it changes what the form submits, and the server must read the new name.",
    "pattern-redundant-anchors":
      "Safe (a): the same pattern; where it becomes a digits pattern, the Number pad it "
      + "declares comes with it (c).",
    "pattern-lowercase-autocapitalized":
      "Safe (c): the pattern declares lower-case letters only.",
    "card-pattern-too-strict": "Unsafe: a new pattern changes what the browser accepts.",
    "paste-blocked": "Unsafe: it removes the page's own script.",
    "label-for-broken": "Unsafe: `for` decides which field a label names and focuses.",
    "attribute-not-applicable":
      "Safe (b) when it removes an attribute the type ignores (unsafe with inline script on the "
      + "element); unsafe when it changes a number input's type.",
  ]
}
