/// Maps markup to the EditorInfo Chrome for Android builds (`android.md` C1–C22 with §5);
/// Android WebView and Samsung Internet share this content layer.
///
/// Blink computes a text input type, flags, an inputmode and an action
/// (`InputMethodController::TextInputType`, `TextInputFlags`, `InputModeOfFocusedElement`,
/// `InputActionOfFocusedElement` in input_method_controller.cc); the browser turns them into the
/// EditorInfo in `ImeUtils.computeEditorInfo` and `getImeAction` (ImeUtils.java). Each step
/// below follows those functions in their order.
///
/// ``FieldTraitResolution`` is its only caller.
package enum ChromeAndroidTraitResolver {
  static func traits(for input: AndroidTraitInput) -> AndroidTraits {
    if let traits = input.traitsWithoutTextInput() { return traits }
    let textInputType = BlinkTextInputType(input)
    let inputMode = effectiveInputMode(input)
    // C2: ImeAdapterImpl sets these flags before anything else, on every field.
    var info = AndroidEditorInfo(
      inputType: AndroidInputType(rawValue: 0), imeAction: .none,
      imeFlags: [.noFullscreen, .noExtractUI])
    computeEditorInfo(input, type: textInputType, inputMode: inputMode, into: &info)

    // C22, §5.5: a manual policy wins over inputmode=none (ImeAdapterImpl.updateState only
    // looks at the visibility request then).
    if input.attributes[.virtualkeyboardpolicy]?.equalsIgnoringASCIICase("manual") == true {
      return AndroidTraits(
        presentation: .manual, editorInfo: info, keyboardDescription: AndroidDescriptions.manual)
    }
    // C13: the EditorInfo is built, but the soft keyboard is hidden again.
    if inputMode == .some(.none) {
      return AndroidTraits(
        presentation: .none, editorInfo: info,
        keyboardDescription: AndroidDescriptions.inputModeNone)
    }
    return AndroidTraits(
      presentation: .keyboard, editorInfo: info,
      keyboardDescription: AndroidDescriptions.keyboard(info))
  }

  // MARK: What Blink sends

  /// Blink's `WebTextInputType` for an editable, enabled, writable field (C1).
  enum BlinkTextInputType {
    case text, password, search, email, number, telephone, url, textArea, contentEditable

    init(_ input: AndroidTraitInput) {
      switch input.element {
      case "input":
        switch input.resolvedInputType {
        case .password: self = .password
        case .search: self = .search
        case .email: self = .email
        case .number: self = .number
        case .tel: self = .telephone
        case .url: self = .url
        default: self = .text
        }
      case "textarea": self = .textArea
      default: self = .contentEditable
      }
    }
  }

  /// C4: inputmode is read on inputs of type text, search and password, on `<textarea>` and on
  /// editing hosts, ASCII-lowercased; an unknown value is the default (nil).
  static func effectiveInputMode(_ input: AndroidTraitInput) -> InputModeValue? {
    guard supportsInputModeAttribute(input) else { return nil }
    return input.attributes.inputMode
  }

  /// `GetInputModeAttribute` and `GetEnterKeyHintAttribute` share this test (C4, C19).
  private static func supportsInputModeAttribute(_ input: AndroidTraitInput) -> Bool {
    guard input.element == "input" else { return true }
    switch input.resolvedInputType {
    case .text, .search, .password: return true
    default: return false
    }
  }

  // MARK: ImeUtils.computeEditorInfo

  private static func computeEditorInfo(
    _ input: AndroidTraitInput, type: BlinkTextInputType, inputMode: InputModeValue?,
    into info: inout AndroidEditorInfo
  ) {
    // C3, §5.6: exactly "off", on whatever element has focus; the form's value is not read.
    let autocompleteOff = input.attributes[.autocomplete] == "off"
    // C8: exactly "off" on the element itself.
    let autocorrectOff = input.attributes[.autocorrect] == "off"
    // C16: a static page's field "has been a password" exactly when it is type=password.
    let hasBeenPassword = type == .password
    let bits = AndroidBits.self

    var value = bits.classText | bits.textVariationWebEditText  // C2
    if autocompleteOff { value |= bits.noSuggestions }  // C3
    switch inputMode {
    case nil:
      switch type {
      case .text:
        if !autocorrectOff { value |= bits.autoCorrect }  // C5
      case .textArea, .contentEditable:
        value |= bits.multiLine  // C6
        if !autocorrectOff { value |= bits.autoCorrect }
      case .search:
        break  // C7: the base value, without AUTO_CORRECT.
      // C9, C10: these replace the whole value, which drops NO_SUGGESTIONS (C3).
      case .password: value = bits.classText | bits.textVariationWebPassword
      case .url: value = bits.classText | bits.textVariationURI
      case .email: value = bits.classText | bits.textVariationWebEmailAddress
      case .telephone: value = bits.classPhone
      case .number: value = bits.classNumber | bits.numberFlagDecimal
      }
    // C11: an effective inputmode replaces the value too.
    case .tel?: value = bits.classPhone
    case .url?: value = bits.classText | bits.textVariationURI
    case .email?: value = bits.classText | bits.textVariationWebEmailAddress
    case .numeric?:
      value = bits.classNumber
      if hasBeenPassword { value |= bits.numberVariationPassword }  // the PIN pad
    case .decimal?: value = bits.classNumber | bits.numberFlagDecimal
    case .text?, .search?, .none?:
      // C12 (quirk): MULTI_LINE even on a single-line input, so the action becomes NONE.
      value |= bits.multiLine
      if !autocorrectOff { value |= bits.autoCorrect }
    }

    // §5.1: the action is chosen here, from MULTI_LINE as it stands before the password reset.
    info.imeAction = imeAction(
      input, type: type, inputMode: inputMode, isMultiLine: value & bits.multiLine != 0)

    // C14, C15: ORed whatever the class, so numbers and phones carry capitalisation bits.
    value |= autocapitalizeBits(input)

    // C16: a password field whose value lacks bit 0x10 becomes TEXT|WEB_PASSWORD again, which
    // keeps the PIN pad (0x12), TEXT|URI (0x11) and TEXT|WEB_EMAIL_ADDRESS (0xD1).
    if hasBeenPassword, value & bits.numberVariationPassword == 0 {
      value = bits.classText | bits.textVariationWebPassword
    }
    info.inputType = AndroidInputType(rawValue: value)
  }

  /// C19, C20: `ImeUtils.getImeAction`.
  private static func imeAction(
    _ input: AndroidTraitInput, type: BlinkTextInputType, inputMode: InputModeValue?,
    isMultiLine: Bool
  ) -> AndroidIMEAction {
    // C19: enterkeyhint is read where inputmode is; an invalid value is the default.
    let hint =
      supportsInputModeAttribute(input)
      ? input.attributes.enterKeyHint : nil
    if let hint { return AndroidIMEAction(enterKeyHint: hint) }
    if inputMode == nil, type == .search { return .search }  // C20 (a)
    if isMultiLine { return .none }  // C20 (b)
    return input.chromeHasNextField ? .next : .go  // C20 (c), (d); C21 decides
  }

  // MARK: ComputeAutocapitalizeFlags

  /// C14: the used autocapitalization hint as Blink computes it, as EditorInfo bits.
  private static func autocapitalizeBits(_ input: AndroidTraitInput) -> Int {
    if input.element == "input" {
      switch input.resolvedInputType {
      case .email, .url, .password: return 0  // always "none"
      default: break
      }
    }
    var value = input.attributes.autocapitalize
    // §5.2: form controls (textarea too) with no own value inherit the form owner's; an
    // editing host reads only its own attribute.
    if value == .default, input.isFormControl, let form = input.formOwner {
      value = form.attributes.autocapitalize
    }
    switch value {
    case .default:
      return input.isFormControl && isAutocompleteEmailUrlOrPassword(input)
        ? 0 : AndroidBits.capSentences
    case .none: return 0
    case .sentences: return AndroidBits.capSentences
    case .words: return AndroidBits.capWords
    case .allCharacters: return AndroidBits.capCharacters
    }
  }

  /// C14, §5.2: the control's whole `autocomplete` value, ASCII-lowercased, is one of these.
  private static func isAutocompleteEmailUrlOrPassword(_ input: AndroidTraitInput) -> Bool {
    guard let value = input.attributes[.autocomplete] else { return false }
    return autocompleteValuesWithoutCapitals.contains { value.equalsIgnoringASCIICase($0) }
  }

  private static let autocompleteValuesWithoutCapitals = [
    "username", "new-password", "current-password", "url", "email", "impp",
  ]
}
