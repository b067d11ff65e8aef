/// Maps markup to the EditorInfo Firefox for Android (GeckoView) builds (`android.md` F1–F8
/// with §5.7–§5.10).
///
/// Gecko gathers hints in IMEStateManager.cpp (`GetInputType`, `GetInputMode`, `GetActionHint`,
/// `GetAutocapitalize`, `GetAutocorrect`); `GeckoEditable.onCreateInputConnection` maps them and
/// `GeckoInputConnection.onCreateInputConnection` adds the full-screen flags. Each step below
/// follows those functions in their order.
///
/// ``FieldTraitResolution`` is its only caller.
package enum FirefoxAndroidTraitResolver {
  static func traits(for input: AndroidTraitInput) -> AndroidTraits {
    // Read-only and disabled fields disable the IME; pickers and buttons never enable it.
    if let traits = input.traitsWithoutTextInput() { return traits }
    let typeHint = typeHint(input)
    let modeHint = input.attributes[.inputmode] ?? ""
    // Gecko lower-cases the hint and compares it with the keywords, as `InputModeValue` reads it.
    let inputMode = input.attributes.inputMode

    // F8: GeckoInputConnection adds these on a screen whose smaller side is over 480 px, which
    // every phone in use has.
    let flags: AndroidIMEFlags = [.noFullscreen, .noExtractUI]

    // F1: inputmode=none (lowercased) hides the keyboard for every kind of field; the IME gets
    // TYPE_NULL and the action GeckoEditable starts from.
    if inputMode == .some(.none) {
      let info = AndroidEditorInfo(
        inputType: AndroidInputType(rawValue: 0), imeAction: .none, imeFlags: flags)
      return AndroidTraits(
        presentation: .none, editorInfo: info,
        keyboardDescription: AndroidDescriptions.inputModeNone)
    }

    let bits = AndroidBits.self
    var value = bits.classText
    // F2: the type wins over inputmode, with the non-WEB variations.
    switch typeHint {
    case .password: value |= bits.textVariationPassword
    case .url: value |= bits.textVariationURI
    case .email: value |= bits.textVariationEmailAddress
    case .tel: value = bits.classPhone
    case .number: value = bits.classNumber | bits.numberFlagDecimal
    case .text, .search, .other, .textarea, .editingHost:
      // F3: everything else follows inputmode; no MULTI_LINE, even for a textarea.
      switch inputMode {
      case .tel?: value = bits.classPhone
      case .url?: value = bits.classText | bits.textVariationURI
      case .email?: value |= bits.textVariationEmailAddress
      case .numeric?: value = bits.classNumber
      case .decimal?: value = bits.classNumber | bits.numberFlagDecimal
      case .text?, .search?, .none?, nil: value |= bits.imeMultiLine
      }
    }

    // F4: AUTO_CORRECT only for the text class, never with a password, URI or email variation.
    let variation = value & bits.variationMask
    let variationAllowsAutocorrect =
      variation != bits.textVariationPassword && variation != bits.textVariationURI
      && variation != bits.textVariationEmailAddress
    if variationAllowsAutocorrect, value & bits.classMask == bits.classText,
      isAutocorrectOn(input)
    {
      value |= bits.autoCorrect
    }

    // F5: IMEData.h `IsAutocapitalizeSupported` leaves password, url and email out.
    let autocapitalize: AutocapitalizeValue =
      typeHint == .password || typeHint == .url || typeHint == .email
      ? .default : autocapitalizeHint(input)
    switch autocapitalize {
    case .allCharacters: value |= bits.capCharacters
    case .none: break
    case .sentences: value |= bits.capSentences
    case .words: value |= bits.capWords
    case .default:
      // F5, §5.8: sentences only with no inputmode at all (any raw value counts, even an
      // invalid one), the IME_MULTI_LINE branch taken, and a type other than "text".
      if modeHint.isEmpty, value & bits.imeMultiLine != 0, typeHint != .text {
        value |= bits.capSentences
      }
    }

    let info = AndroidEditorInfo(
      inputType: AndroidInputType(rawValue: value),
      imeAction: imeAction(input, typeHint: typeHint), imeFlags: flags)
    return AndroidTraits(
      presentation: .keyboard, editorInfo: info,
      keyboardDescription: AndroidDescriptions.keyboard(info))
  }

  // MARK: Hints

  /// `GetInputType`: the input's type (`password` for a field that is or was one), `textarea`,
  /// or empty for an editing host.
  enum TypeHint {
    case text, search, email, url, tel, number, password, other, textarea, editingHost
  }

  private static func typeHint(_ input: AndroidTraitInput) -> TypeHint {
    switch input.element {
    case "input":
      switch input.resolvedInputType {
      case .text: return .text
      case .search: return .search
      case .email: return .email
      case .url: return .url
      case .tel: return .tel
      case .number: return .number
      case .password: return .password
      default: return .other
      }
    case "textarea": return .textarea
    default: return .editingHost
    }
  }

  /// F4, §5.10: `nsGenericHTMLFormControlElement::Autocorrect` (email, password and url are
  /// off; the own attribute, else the form owner's; `off` is case-insensitive) and, for an
  /// editing host, only its own attribute. The `dom.forms.autocorrect` pref is on (Firefox 136+).
  private static func isAutocorrectOn(_ input: AndroidTraitInput) -> Bool {
    if input.element == "input" {
      switch input.resolvedInputType {
      case .email, .password, .url: return false
      default: break
      }
    }
    if let own = input.attributes.autocorrect { return own != .off }
    if input.isFormControl, let form = input.formOwner {
      return form.attributes.autocorrect != .off
    }
    return true
  }

  /// F5, §5.10: `GetAutocapitalize`: a non-empty own value, else the form owner's for form
  /// controls; `on` and invalid values are sentences (`kAutocapitalizeTable`).
  private static func autocapitalizeHint(_ input: AndroidTraitInput) -> AutocapitalizeValue {
    let own = input.attributes.autocapitalize
    guard own == .default, input.isFormControl, let form = input.formOwner else { return own }
    return form.attributes.autocapitalize
  }

  /// F6, F7, §5.7: `GeckoEditable.onCreateInputConnection` checks the hint in this order, with
  /// `type=search` ahead of `maybenext` and of `send`.
  private static func imeAction(
    _ input: AndroidTraitInput, typeHint: TypeHint
  ) -> AndroidIMEAction {
    // F6: an explicit enterkeyhint is honoured on every editable element.
    if let hint = input.attributes.enterKeyHint {
      // Quirk: search is tested before send.
      if hint == .send, typeHint == .search { return .search }
      return AndroidIMEAction(enterKeyHint: hint)
    }
    if typeHint == .search { return .search }  // §5.7: before "maybenext"
    // F7: only an `<input>` gets an inferred hint; others keep the initial IME_ACTION_NONE.
    guard input.element == "input" else { return .none }
    switch input.geckoActionHint {
    case .maybeNext: return .next
    case .go: return .go
    case .search: return .search
    case .none: return .none
    }
  }
}
