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
      message: message, position: attribute.position, fieldIndex: field?.field.index,
      fix: field == nil ? nil : fix)
  }
}
