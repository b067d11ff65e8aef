/// The values kbtraits interprets, parsed once when a ``FieldAttributes`` is made, by the
/// parsers the trait resolvers follow (WebKit's and Blink's): resolvers and rules read these
/// instead of parsing the text again. Values the browsers compare as text (Chrome's exact
/// `autocomplete="off"`) are read as text.
package struct AttributeFacts: Sendable {
  /// The state the `type` attribute gives an `<input>`: text when it is missing, unknown or
  /// obsolete. ``FormField/inputType`` is this for an `<input>` and nil for other elements.
  package var inputType: InputType = .text
  /// The `inputmode` keyword, nil when absent or invalid.
  package var inputMode: InputModeValue?
  /// The `enterkeyhint` keyword, nil when absent or invalid.
  package var enterKeyHint: EnterKeyHintValue?
  /// The `autocapitalize` state; `default` when absent or empty.
  package var autocapitalize: AutocapitalizeValue = .default
  /// The `autocorrect` state, nil when absent.
  package var autocorrect: AutocorrectValue?
  /// The `spellcheck` state (`true` or `""` enable, `false` disables), nil when absent or
  /// invalid: an ancestor's then decides.
  package var spellcheck: Bool?
  /// The `writingsuggestions` state, read like ``spellcheck``.
  package var writingSuggestions: Bool?
  /// The parsed `autocomplete` attribute, nil when absent; boxed, so that copying a field
  /// copies one reference rather than the value's strings.
  private var parsedAutocomplete: ParsedAutocomplete?

  /// The parsed `autocomplete` attribute, nil when absent.
  package var autocomplete: AutocompleteValue? { parsedAutocomplete?.value }

  /// The values of absent attributes.
  init() {}

  /// Parses the values of `attributes` (the first of each name).
  init(_ attributes: FieldAttributes) {
    // Many fields and most forms have none of these.
    guard attributes.presence & Self.parsedAttributes != 0 else { return }
    if let type = attributes[.type] { inputType = InputType(attributeValue: type) }
    inputMode = InputModeValue(attribute: attributes[.inputmode])
    enterKeyHint = EnterKeyHintValue(attribute: attributes[.enterkeyhint])
    autocapitalize = AutocapitalizeValue(attribute: attributes[.autocapitalize])
    autocorrect = AutocorrectValue(attribute: attributes[.autocorrect])
    spellcheck = TrueFalseValue.state(of: attributes[.spellcheck])
    writingSuggestions = TrueFalseValue.state(of: attributes[.writingsuggestions])
    parsedAutocomplete = attributes[.autocomplete].map(Self.parsedAutocomplete(_:))
  }

  /// The ``FieldAttributes/presence`` bits of the attributes parsed here.
  private static var parsedAttributes: UInt64 {
    bit(.type) | bit(.inputmode) | bit(.enterkeyhint) | bit(.autocapitalize) | bit(.autocorrect)
      | bit(.spellcheck) | bit(.writingsuggestions) | bit(.autocomplete)
  }

  private static func bit(_ attribute: KnownAttribute) -> UInt64 {
    UInt64(1) << attribute.rawValue
  }

  private final class ParsedAutocomplete: Sendable {
    let value: AutocompleteValue
    init(_ value: AutocompleteValue) { self.value = value }
  }

  /// `raw` parsed. A few values (`email`, `off`, `current-password`) recur on every page and
  /// each field is collected several times (as written, without its dynamic attributes, for
  /// each resolver), so short values are parsed once per run.
  private static func parsedAutocomplete(_ raw: String) -> ParsedAutocomplete {
    autocompleteValues.value(for: raw) { ParsedAutocomplete(AutocompleteValue.parse($0)) }
  }

  private static let autocompleteValues = BoundedMemo<String, ParsedAutocomplete>(
    capacity: 1_024
  ) { $0.utf8.count <= 128 }
}

/// `autocorrect` as WebKit reads it (`HTMLFormControlElement::shouldAutocorrect`, R6.3): `off`
/// (ASCII case-insensitive) turns it off, and any other value, `""` and `false` included, on.
package enum AutocorrectValue: Sendable {
  case on, off

  /// Nil when the attribute is absent.
  package init?(attribute: String?) {
    guard let attribute else { return nil }
    self = attribute.equalsIgnoringASCIICase("off") ? .off : .on
  }
}

extension FieldAttributes {
  /// The state `type` gives an `<input>` (``AttributeFacts/inputType``).
  package var inputType: InputType { facts.inputType }
  /// The valid `inputmode` keyword, nil when absent or invalid.
  package var inputMode: InputModeValue? { facts.inputMode }
  /// The valid `enterkeyhint` keyword, nil when absent or invalid.
  package var enterKeyHint: EnterKeyHintValue? { facts.enterKeyHint }
  /// The `autocapitalize` state (``AttributeFacts/autocapitalize``).
  package var autocapitalize: AutocapitalizeValue { facts.autocapitalize }
  /// The `autocorrect` state, nil when absent.
  package var autocorrect: AutocorrectValue? { facts.autocorrect }
  /// The valid `spellcheck` state, nil when absent or invalid.
  package var spellcheck: Bool? { facts.spellcheck }
  /// The valid `writingsuggestions` state, nil when absent or invalid.
  package var writingSuggestions: Bool? { facts.writingSuggestions }
  /// The parsed `autocomplete` attribute, nil when absent.
  package var autocomplete: AutocompleteValue? { facts.autocomplete }
}
