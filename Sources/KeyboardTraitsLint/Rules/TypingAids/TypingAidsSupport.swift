import KeyboardTraits

// Helpers shared by the typing-aid and Enter-key rules (catalogue §2d and part of §2g).

/// The enumerated values of the typing-aid attributes and the values authors write by mistake.
enum TypingAidAttribute: String, CaseIterable {
  case autocapitalize, autocorrect, spellcheck

  /// The attribute named `name` (the typing-aid rules ask for every attribute).
  static func named(_ name: String) -> Self? { byName[name] }
  private static let byName = NameTable(casesOf: Self.self)

  /// The keywords the HTML standard defines (ASCII case-insensitive; `""` is allowed where the
  /// standard lists the empty string). `autocapitalize` has no empty keyword (WHATWG HTML
  /// §6.8.6: off, none, on, sentences, words, characters), though WebKit reads `""` as missing.
  var keywords: Set<String> {
    switch self {
    case .autocapitalize: AutocapitalizeValue.keywords
    case .autocorrect: ["on", "off", ""]
    case .spellcheck: ["true", "false", ""]
    }
  }

  /// Values meant as "off" that WebKit reads as ON (`typing-aid-false` owns them).
  var falseLikeValues: Set<String> {
    switch self {
    case .autocapitalize: ["false", "no"]
    case .autocorrect: ["false", "no", "0"]
    case .spellcheck: []
    }
  }

  /// The value that really switches the aid off.
  var offValue: String {
    switch self {
    case .autocapitalize: "none"
    case .autocorrect: "off"
    case .spellcheck: "false"
    }
  }

  /// The keyword an invalid `value` obviously stands for (`sentence` → `sentences`, `yes` →
  /// `on`, ` none ` → `none`), or nil when there is no single obvious one.
  func correction(for value: String) -> String? {
    let trimmed = String(value.trimmingHTMLWhitespace()).asciiLowercased()
    if !trimmed.isEmpty, keywords.contains(trimmed) { return trimmed }
    if let alias = aliases[trimmed] { return alias }
    // Short values are too close to every keyword ("of" is one edit from "on" and "off").
    guard trimmed.count >= 4 else { return nil }
    let candidates = keywords.filter { !$0.isEmpty }.sorted()
    return EditDistance.nearest(to: trimmed, in: candidates, maxDistance: 2)
  }

  /// Common non-standard values and the keyword they mean.
  private var aliases: [String: String] {
    switch self {
    case .autocapitalize:
      [
        "true": "on", "yes": "on", "sentence": "sentences", "word": "words",
        "character": "characters", "chars": "characters", "allcharacters": "characters",
        "all-characters": "characters", "uppercase": "characters",
      ]
    case .autocorrect:
      [
        "true": "on", "yes": "on", "1": "on", "enabled": "on", "disabled": "off",
        "disable": "off", "none": "off", "nope": "off",
      ]
    case .spellcheck:
      [
        "yes": "true", "on": "true", "1": "true", "enabled": "true", "no": "false",
        "off": "false", "0": "false", "disabled": "false", "none": "false", "nope": "false",
      ]
    }
  }

  /// Whether `value` (as written) is one of the standard keywords.
  func isKeyword(_ value: String) -> Bool { keywords.contains(value.asciiLowercased()) }

  /// Whether `value` (as written) is a false-like value that WebKit reads as ON.
  func isFalseLike(_ value: String) -> Bool { falseLikeValues.contains(value.asciiLowercased()) }
}

extension FormField {
  /// The field's own value for a typing-aid attribute is absent or a standard keyword, so the
  /// value rules (`typing-aid-invalid-value`, `typing-aid-false`) have nothing to say about it.
  func hasStandardValue(_ attribute: TypingAidAttribute) -> Bool {
    self.attribute(attribute.rawValue).map(attribute.isKeyword) ?? true
  }
}

extension LintField {
  /// The identifier the user types into this `<input>` (a user name, a code, an address typed
  /// into a text field), when its markup says so; nil for prose, names and digit-only data.
  var typedIdentifier: TypedIdentifier? {
    guard field.element == "input", inputType != .number else { return nil }
    // `webauthn` without a field name stays the field name, which WebKit maps to the username
    // content type: a passkey account field, before or after "username" is written in front.
    if let tokens = autocomplete?.tokens.map(\.lowercased), tokens.contains("webauthn"),
      !tokens.contains(where: { AutofillFieldName.named($0) != nil })
    {
      return .username
    }
    if let primary = purpose.primary {
      // "user_name" labelled "Name:" (MDN's first-form convention) is the person's name, which
      // is rightly capitalised; only a declared autocomplete="username" settles it.
      if primary == .username, !declaresUsername,
        purpose.evidence.contains(where: { Self.personNameParts.contains($0.purpose) })
      {
        return nil
      }
      return TypedIdentifier(purpose: primary)
    }
    // No single purpose: still an identifier when every purpose found is one.
    let found = purpose.evidence.compactMap { TypedIdentifier(purpose: $0.purpose) }
    if let first = found.first, found.count == purpose.evidence.count { return first }
    guard purpose.evidence.isEmpty else { return nil }
    return identifierWords.contains(where: TypedIdentifier.handleWords.contains) ? .handle : nil
  }

  /// Parts of a person's name, which a login name's other words may turn out to mean.
  private static let personNameParts: Set<FieldPurpose> = [
    .fullName, .givenName, .familyName, .additionalName,
  ]

  /// Whether the field's own `autocomplete` says it is the account name.
  private var declaresUsername: Bool {
    purpose.evidence.contains { $0.source == .autocomplete && $0.purpose == .username }
  }

  /// The folded words of `name` and `id`.
  private var identifierWords: [String] {
    [field.name, field.id].compactMap { $0 }.flatMap { FieldText($0).words.map(\.text) }
  }
}

/// An identifier kind for which capitalisation and autocorrection corrupt what the user types.
enum TypedIdentifier: Equatable {
  case username, email, oneTimeCode, url, postalCode, captcha, handle

  /// Words in `name`/`id` that name a user handle (`twitter_handle`, `handle`).
  static let handleWords: Set<String> = ["handle"]

  init?(purpose: FieldPurpose) {
    switch purpose {
    case .username: self = .username
    case .email: self = .email
    case .oneTimeCode: self = .oneTimeCode
    case .url: self = .url
    case .postalCode: self = .postalCode
    case .captcha: self = .captcha
    default: return nil
    }
  }

  /// How the field is named in messages ("a username field").
  var phrase: String {
    switch self {
    case .username: "a username field"
    case .email: "an email address typed into a text field"
    case .oneTimeCode: "a one-time code field"
    case .url: "a web address typed into a text field"
    case .postalCode: "a postal code field"
    case .captcha: "a CAPTCHA field"
    case .handle: "a user handle field"
    }
  }

  /// A value the user might type, used to show what sentence case does to it.
  var sample: String {
    switch self {
    case .username: "alice_b"
    case .email: "alice@example.com"
    case .oneTimeCode: "abc123"
    case .url: "example.com"
    case .postalCode: "sw1a 1aa"
    case .captcha: "xk7pq"
    case .handle: "alice"
    }
  }

  /// The `autocapitalize` value that keeps the value as typed (postal codes are written in
  /// capitals where they have letters).
  var preferredAutocapitalize: String { self == .postalCode ? "characters" : "none" }
}

enum TypingAidText {
  /// What a capitalisation mode does to `sample` (`sentences: the first letter comes out
  /// capitalised, 'Alice'`).
  static func capitalisation(_ type: IOSAutocapitalizationType, sample: String) -> String {
    switch type {
    case .sentences:
      "sentences: the first letter comes out capitalised, '\(capitalisingFirst(sample))'"
    case .words:
      "words: every word starts with a capital, '\(capitalisingWords(sample))'"
    case .allCharacters: "all characters: '\(sample.uppercased())'"
    case .none: "none: '\(sample)' stays as typed"
    }
  }

  /// A short `<form …>` tag for messages about a form's own attributes.
  static func summary(of form: FormElement) -> String {
    var parts = ["form"]
    for key in ["id", "name", "action"] {
      if let value = form.attribute(key) { parts.append("\(key)=\"\(value.prefix(40))\"") }
    }
    return "<" + parts.joined(separator: " ") + ">"
  }

  private static func capitalisingFirst(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }

  private static func capitalisingWords(_ text: String) -> String {
    text.split(separator: " ", omittingEmptySubsequences: false)
      .map { capitalisingFirst(String($0)) }.joined(separator: " ")
  }
}

enum TypingAidFix {
  /// Sets `attribute` to `value`, adding it when the element lacks it.
  static func set(_ attribute: String, to value: String, on field: FormField) -> Fix {
    Fix(summary: "Set \(attribute)=\"\(value)\"", edits: [edit(attribute, to: value, on: field)])
  }

  /// The edit that sets `attribute` to `value`, adding it when the element lacks it.
  static func edit(_ attribute: String, to value: String, on field: FormField) -> Fix.Edit {
    field.hasAttribute(attribute)
      ? .setValue(attribute: attribute, value: value) : .add(attribute: attribute, value: value)
  }
}

/// One attribute written on a field or a `<form>`, for the rules that check attribute values and
/// names wherever they are written.
struct TypingAidAttributeSite {
  /// The attribute as written.
  let attribute: FieldAttribute
  /// The field it is on, nil for a form's attribute.
  let field: LintField?
  /// The form it is on, nil for a field's attribute.
  let form: FormElement?

  /// The element as written, for messages.
  var summary: String {
    field?.field.tagSummary ?? form.map(TypingAidText.summary(of:)) ?? "<form>"
  }

  /// Every attribute of every field and form whose name passes `filter`, in document order
  /// (fields first, then forms; the linter sorts findings by position).
  static func all(in document: LintDocument, where filter: (String) -> Bool)
    -> [TypingAidAttributeSite]
  {
    let onFields = document.fields.flatMap { field in
      field.field.attributes.filter { filter($0.name) }.map {
        TypingAidAttributeSite(attribute: $0, field: field, form: nil)
      }
    }
    let onForms = document.document.forms.flatMap { form in
      form.attributes.filter { filter($0.name) }.map {
        TypingAidAttributeSite(attribute: $0, field: nil, form: form)
      }
    }
    return onFields + onForms
  }

  /// A finding at the attribute; the fix is kept only for fields (a form's finding has no field
  /// to apply it to).
  func finding(_ message: String, fix: Fix? = nil) -> Finding {
    Finding(
      message: message, position: attribute.position, fieldIndex: field?.index,
      fix: field == nil ? nil : fix)
  }
}
