// Parsers for the enumerated keyboard attributes, each as WebKit's WebCore parses it.

/// `inputmode` (InputMode.cpp): ASCII case-insensitive, no trimming; anything else is absent.
package enum InputModeValue: String, CaseIterable {
  case none, text, tel, url, email, numeric, decimal, search

  package init?(attribute: String?) {
    guard let attribute, let value = InputModeValue(rawValue: attribute.asciiLowercased()) else {
      return nil
    }
    self = value
  }
}

/// `enterkeyhint` (EnterKeyHint.cpp): ASCII case-insensitive; anything else is absent.
package enum EnterKeyHintValue: String, CaseIterable {
  case enter, done, go, next, previous, search, send

  package init?(attribute: String?) {
    guard let attribute, let value = EnterKeyHintValue(rawValue: attribute.asciiLowercased())
    else { return nil }
    self = value
  }
}

/// `autocapitalize` (Autocapitalize.cpp, R5.3).
package enum AutocapitalizeValue {
  case `default`, none, sentences, words, allCharacters

  /// Missing or empty is `default`; unknown values (`true`, ` words `) are sentences.
  package init(attribute: String?) {
    guard let attribute, !attribute.isEmpty else {
      self = .default
      return
    }
    switch attribute.asciiLowercased() {
    case "off", "none": self = .none
    case "words": self = .words
    case "characters": self = .allCharacters
    default: self = .sentences
    }
  }

  /// The keywords that WebKit recognises (anything else silently means sentences).
  package static let keywords: Set<String> = [
    "on", "off", "none", "sentences", "words", "characters",
  ]
}

/// The true/false attributes an element inherits from the nearest ancestor that decides:
/// `spellcheck` (Element.cpp `Element::isSpellCheckingEnabled`, R7.1) and `writingsuggestions`
/// (`Element::isWritingSuggestionsEnabled`, R10).
enum TrueFalseValue {
  /// `true` or `""` enable, `false` disables (ASCII case-insensitive); other values decide nothing.
  static func state(of attribute: String?) -> Bool? {
    guard let attribute else { return nil }
    switch attribute.asciiLowercased() {
    case "", "true": return true
    case "false": return false
    default: return nil
    }
  }
}
