import KeyboardTraits

// What a field's markup says about its keyboard: which fields take keyboard advice, the
// keyboard attributes as browsers read them, and what the phones show.

extension FormField {
  /// Whether keyboard advice applies: a text control that can be focused and is not read-only
  /// (a read-only or disabled field shows no keyboard on either platform).
  var takesKeyboardAdvice: Bool {
    guard isTextControl, ios.presentation != .disabled else { return false }
    return !isReadOnlyForKeyboard
  }

  /// `readonly` on a textarea or on an input whose type accepts it.
  var isReadOnlyForKeyboard: Bool {
    guard has(.readonly) else { return false }
    if element == "textarea" { return true }
    return element == "input" && (inputType ?? .text).acceptsReadOnly
  }

  /// An `<input>` that is a plain text field because its `type` says `text` or is absent (an
  /// unknown `type` is `input-type-unknown`'s to report).
  var isPlainTextInput: Bool {
    guard element == "input", inputType == .text else { return false }
    return self[.type].map(InputType.isKnown) ?? true
  }

  /// The `inputmode` WebKit and Blink recognise, nil when absent or invalid.
  var validInputMode: InputModeValue? { InputModeValue(attribute: self[.inputmode]) }

  /// The `enterkeyhint` WebKit and Blink recognise, nil when absent or invalid.
  var validEnterKeyHint: EnterKeyHintValue? {
    EnterKeyHintValue(attribute: self[.enterkeyhint])
  }

  /// Whether advice may recommend an `inputmode`: the field has none, or an invalid one with no
  /// obvious correction. A correctable one is `inputmode-invalid`'s safe fix, and the corrected
  /// value then decides the keyboard.
  var inputModeIsOpenToAdvice: Bool {
    guard let value = self[.inputmode] else { return true }
    return InputModeValue(attribute: value) == nil && InputModeValue.correction(for: value) == nil
  }

  /// Whether `inputmode` is invalid with one obvious correction, which `inputmode-invalid`
  /// makes safely: keyboard advice waits for it, since the corrected value decides.
  var hasCorrectableInputMode: Bool {
    validInputMode == nil && !inputModeIsOpenToAdvice
  }

  /// The inputmode the author meant: the valid value, else the one obvious correction of an
  /// invalid one (`inputmode-invalid`'s safe fix).
  var meantInputMode: InputModeValue? {
    if let validInputMode { return validInputMode }
    return self[.inputmode].flatMap(InputModeValue.correction(for:))
      .flatMap(InputModeValue.init(rawValue:))
  }

  /// A digits-only `pattern` that parses: the set of characters any match can contain is the
  /// ASCII digits. A pattern that is digits-only once its surrounding spaces are trimmed
  /// (`" [0-9]*"`) counts too: the author meant digits. Invalid patterns are `pattern-invalid`'s.
  var patternAllowsOnlyDigits: Bool {
    guard let pattern = self[.pattern] else { return false }
    if Self.isDigitsOnly(pattern) { return true }
    let trimmed = String(pattern.trimmingHTMLWhitespace())
    return trimmed != pattern && HTMLPattern.validate(pattern) == nil && Self.isDigitsOnly(trimmed)
  }

  private static func isDigitsOnly(_ pattern: String) -> Bool {
    guard case .success(let ast) = HTMLPattern.parse(pattern) else { return false }
    return PatternAlphabet(ast).isOnlyASCIIDigits
  }

  /// Whether the field is an input type browsers never capitalise (email, url, password), so
  /// any `autocapitalize` on it is dead.
  var ignoresAutocapitalize: Bool {
    guard element == "input", let inputType else { return false }
    return [.email, .url, .password].contains(inputType)
  }

  /// What iOS shows, as a phrase for messages ("the Number pad", "the date picker").
  public var keyboardPhrase: String { ios.keyboardPhrase }

  /// What the three browsers show for this field.
  var keyboards: PlatformKeyboards { PlatformKeyboards(self) }
}

extension IOSTraits {
  /// What iOS shows, as a phrase: "the Number pad", "the Numbers and punctuation keyboard",
  /// "the date picker", "no keyboard (read-only)", "no keyboard (the field is disabled)".
  public var keyboardPhrase: String {
    let description = keyboardDescription
    switch presentation {
    case .keyboard:
      let named = ["keyboard", "pad", "(secure)"].contains { description.hasSuffix($0) }
      return "the \(description)" + (named ? "" : " keyboard")
    case .select, .datePicker, .colorPicker, .fileUpload:
      return "the " + description.lowercased()
    case .none, .notEditable:
      return description.lowercased()
    case .disabled:
      // The trait's own label, "None (disabled)", reads as a keyboard named "none".
      return "no keyboard (the field is disabled)"
    }
  }

  /// Whether a software keyboard with letters on it shows (not a number, decimal or phone pad).
  var typesLetters: Bool {
    presentation == .keyboard && !keyboardType.isPad
  }

  /// Whether iOS shows a keyboard with letters and writes inline predictions on it.
  var showsInlinePredictions: Bool {
    typesLetters && inlinePredictionType != .no
  }
}
