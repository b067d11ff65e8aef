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

  /// Parses the values of `written` (the first of each name), whose known attributes are the
  /// bits of `presence` (``FieldAttributes/presence``).
  init(_ written: [FieldAttribute], presence: UInt64) {
    // Many fields and most forms have none of these.
    guard presence & Self.parsedAttributes != 0 else { return }
    // One pass, each name's first occurrence only (HTML keeps the first of duplicates).
    var parsed: UInt64 = 0
    for index in written.indices {
      guard let known = written[index].known, parsed & Self.bit(known) == 0 else { continue }
      parsed |= Self.bit(known)
      let value = written[index].value
      switch known {
      case .type: inputType = InputType(attributeValue: value)
      case .inputmode: inputMode = InputModeValue(attribute: value)
      case .enterkeyhint: enterKeyHint = EnterKeyHintValue(attribute: value)
      case .autocapitalize: autocapitalize = AutocapitalizeValue(attribute: value)
      case .autocorrect: autocorrect = AutocorrectValue(attribute: value)
      case .spellcheck: spellcheck = TrueFalseValue.state(of: value)
      case .writingsuggestions: writingSuggestions = TrueFalseValue.state(of: value)
      case .autocomplete: parsedAutocomplete = Self.parsedAutocomplete(value)
      default: break
      }
    }
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
    // Long values are rare and would make the cache large.
    guard raw.utf8.count <= 128 else { return ParsedAutocomplete(AutocompleteValue.parse(raw)) }
    if let parsed = autocompleteValues.value(for: raw) { return parsed }
    let parsed = ParsedAutocomplete(AutocompleteValue.parse(raw))
    autocompleteValues.store(parsed, for: raw, capacity: 1_024)
    return parsed
  }

  private static let autocompleteValues = LockedCache<String, ParsedAutocomplete>()
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
