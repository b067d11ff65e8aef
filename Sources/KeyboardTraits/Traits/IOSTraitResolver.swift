/// The facts WebKit reads when a field is focused.
package struct IOSTraitInput {
  package var element: String
  package var inputType: InputType?
  package var isEditingHost: Bool
  package var attributes: FieldAttributes
  /// The form owner; only `<input>` and `<textarea>` (form controls) consult it.
  package var formOwner: FormElement?
  /// What the ancestors decide: inherited `spellcheck` and `writingsuggestions`, a disabled
  /// `<fieldset>`.
  package var context: FieldContext

  package init(
    element: String, inputType: InputType?, isEditingHost: Bool, attributes: FieldAttributes,
    formOwner: FormElement?, context: FieldContext
  ) {
    self.element = element
    self.inputType = inputType
    self.isEditingHost = isEditingHost
    self.attributes = attributes
    self.formOwner = formOwner
    self.context = context
  }
}

/// Maps markup to iOS traits exactly as WebKit does (`docs/browsers/ios.md`, rules R1–R10).
///
/// Sources: `WebPage::focusedElementInformation()` (WebPageIOS.mm, 2024) for the web-process
/// facts and `-[WKContentView _updateTextInputTraits:]` (WKContentViewInteraction.mm, 2024 and
/// late-2025 trunk, identical) for the traits.
///
/// ``FieldTraitResolution`` is its only caller.
package enum IOSTraitResolver {
  static func traits(for input: IOSTraitInput) -> IOSTraits {
    let elementType = elementType(for: input)
    let formAction = formAction(for: input)
    let presentation = presentation(for: input, elementType: elementType)
    let inputMode = input.attributes.inputMode
    let keyboardType = keyboardType(elementType: elementType, inputMode: inputMode)
    let forcedOff =
      elementType == .password || elementType == .email || elementType == .url
      || formAction.containsText("login")
    let spellcheck = isSpellCheckingEnabled(input)
    let textTraitsOff: IOSTraitState = spellcheck ? .default : .no

    var traits = IOSTraits(
      presentation: presentation,
      elementType: elementType,
      keyboardType: keyboardType,
      returnKeyType: returnKeyType(input, elementType: elementType, formAction: formAction),
      autocapitalizationType: forcedOff ? .none : autocapitalization(input),
      autocorrectionType: forcedOff ? .no : (shouldAutocorrect(input) ? .yes : .no),
      spellCheckingType: textTraitsOff,
      smartQuotesType: textTraitsOff,
      smartDashesType: textTraitsOff,
      secureTextEntry: elementType == .password,
      textContentType: textContentType(input),
      isSingleLineDocument: ![.textArea, .contentEditable, .none].contains(elementType),
      shortcutConversionType: elementType == .password ? .no : .default,
      inlinePredictionType: isWritingSuggestionsEnabled(input) ? .default : .no,
      keyboardDescription: "")
    traits.keyboardDescription = describe(traits, input: input, inputMode: inputMode)
    return traits
  }

  // MARK: R1 element classification

  /// R1.2/R1.3: only these exact strings give the number pad; no trimming, no regex meaning.
  package static func isDigitPadPattern(_ pattern: String?) -> Bool {
    pattern == "\\d*" || pattern == "[0-9]*"
  }

  static func elementType(for input: IOSTraitInput) -> IOSElementType {
    switch input.element {
    case "select": return .select
    case "textarea": return .textArea
    case "input": break
    default: return input.isEditingHost ? .contentEditable : .none
    }
    let pattern = input.attributes[.pattern]
    switch input.inputType ?? .text {
    case .password: return .password
    case .search: return .search
    case .email: return .email
    case .tel: return .phone
    case .number: return isDigitPadPattern(pattern) ? .numberPad : .number
    case .datetimeLocal: return .dateTimeLocal
    case .date: return .date
    case .time: return .time
    case .week: return .week
    case .month: return .month
    case .url: return .url
    case .text:
      if isDigitPadPattern(pattern) { return .numberPad }
      return looksLikeSearch(input) ? .search : .text
    case .color: return .color
    case .checkbox, .radio, .file, .range, .submit, .reset, .button, .image, .hidden:
      return .none
    }
  }

  /// R1.4: a text field in a form with an action whose name, id or title contains "search"
  /// (case-sensitive) is treated as a search field.
  private static func looksLikeSearch(_ input: IOSTraitInput) -> Bool {
    guard !formAction(for: input).isEmpty else { return false }
    return [KnownAttribute.name, .id, .title].contains {
      input.attributes[$0]?.containsText("search") == true
    }
  }

  /// R4.4: `formAction` is filled only for `<input>`, from the owner's resolved `action`.
  /// Uncertain (spec §3.2): R4.4 says `action=""` gives the document URL, but cites WebCore's
  /// `completeURL`, which gives the base URL; with a `<base href>` we use the base URL.
  static func formAction(for input: IOSTraitInput) -> String {
    guard input.element == "input" else { return "" }
    return input.formOwner?.resolvedAction ?? ""
  }

  // MARK: R2 presentation

  private static func presentation(
    for input: IOSTraitInput, elementType: IOSElementType
  ) -> IOSPresentation {
    if isDisabled(input) { return .disabled }
    // R2.3 only says inputmode=none hides the software keyboard; pickers are kept (uncertain).
    switch elementType {
    case .select: return .select
    case .color: return .colorPicker
    // R2.2: late-2025 trunk enables the week picker on iOS (PlatformEnableCocoa.h).
    case .date, .dateTimeLocal, .month, .time, .week:
      return isReadOnly(input) ? .none : .datePicker
    case .none:
      return input.inputType == .file ? .fileUpload : .notEditable
    default:
      // R2.4 read-only fields and R2.3 inputmode=none show no software keyboard.
      if isReadOnly(input) { return .none }
      if input.attributes.inputMode == .some(.none) { return .none }
      return .keyboard
    }
  }

  private static func isFormControl(_ input: IOSTraitInput) -> Bool {
    ["input", "textarea", "select"].contains(input.element)
  }

  /// R1.6: disabled controls cannot be focused (contenteditable has no `disabled`).
  private static func isDisabled(_ input: IOSTraitInput) -> Bool {
    isFormControl(input) && (input.attributes.has(.disabled) || input.context.isInDisabledFieldset)
  }

  /// R2.4. Uncertain: the spec does not say whether WebKit's `isReadOnly` is set on types that
  /// ignore `readonly` in HTML (color, checkbox, range); we follow HTML, so they are not.
  private static func isReadOnly(_ input: IOSTraitInput) -> Bool {
    guard input.attributes.has(.readonly) else { return false }
    if input.element == "textarea" { return true }
    return input.element == "input" && (input.inputType ?? .text).acceptsReadOnly
  }

  // MARK: R3 keyboard type

  private static func keyboardType(
    elementType: IOSElementType, inputMode: InputModeValue?
  ) -> IOSKeyboardType {
    switch inputMode {
    case nil, .some(.none):
      switch elementType {
      case .phone: return .phonePad
      case .url: return .URL
      case .email: return .emailAddress
      case .number: return .numbersAndPunctuation
      case .numberPad: return .numberPad
      default: return .default
      }
    case .text?: return .default
    case .tel?: return .phonePad
    case .url?: return .URL
    case .email?: return .emailAddress
    case .numeric?: return .numberPad
    case .decimal?: return .decimalPad
    case .search?: return .webSearch
    }
  }

  // MARK: R4 return key

  private static func returnKeyType(
    _ input: IOSTraitInput, elementType: IOSElementType, formAction: String
  ) -> IOSReturnKeyType {
    switch input.attributes.enterKeyHint {
    case .enter?: return .default
    case .done?: return .done
    case .go?: return .go
    case .next?: return .next
    case .search?: return .search
    case .send?: return .send
    case .previous?, nil: break  // R4.2: parsed but ignored by the UI process
    }
    guard !formAction.isEmpty else { return .default }
    return elementType == .search ? .search : .go
  }

  // MARK: R5 autocapitalize

  /// R5.2–R5.4: the element's own value; form controls with no value inherit the form owner's.
  private static func autocapitalization(_ input: IOSTraitInput) -> IOSAutocapitalizationType {
    var value = input.attributes.autocapitalize
    if value == .default, isFormControl(input), let form = input.formOwner {
      value = form.attributes.autocapitalize
    }
    switch value {
    case .default, .sentences: return .sentences
    case .none: return .none
    case .words: return .words
    case .allCharacters: return .allCharacters
    }
  }

  // MARK: R6 autocorrect

  /// R6.3/R6.4: any value other than `off` means ON (`false` and `""` too). A form control's
  /// attribute counts once present, even empty or without a value (WebKit PR #32388, 2024:
  /// `HTMLFormControlElement::shouldAutocorrect` tests `isNull()`); only a missing one defers
  /// to the form owner.
  private static func shouldAutocorrect(_ input: IOSTraitInput) -> Bool {
    let own = input.attributes.autocorrect
    guard isFormControl(input) else { return own != .off }
    if let own { return own != .off }
    return input.formOwner?.attributes.autocorrect != .off
  }

  // MARK: R7 spellcheck

  /// R7.1: the element's own valid `spellcheck` value, else the nearest ancestor's, else on.
  private static func isSpellCheckingEnabled(_ input: IOSTraitInput) -> Bool {
    input.attributes.spellcheck ?? input.context.ancestorSpellcheck ?? true
  }

  // MARK: R9 text content type

  private static func textContentType(_ input: IOSTraitInput) -> IOSTextContentType? {
    // R9.5: inputs and textareas read autocomplete; contenteditable never gets a content type.
    guard input.element == "input" || input.element == "textarea",
      let value = input.attributes.autocomplete
    else { return nil }
    // R9.4: a list ending in `webauthn`, or `webauthn` alone, has `webauthn` as its field name,
    // which maps to username (WebKit Autofill.cpp, AutofillData::createFromHTMLFormControlElement).
    if value.webauthn { return .username }
    guard value.isUsableForAutofill else { return nil }
    return value.fieldName.flatMap { contentTypes[$0] }
  }

  /// R9.2 (2024 and later; R9.3 names map to nil).
  private static let contentTypes: [String: IOSTextContentType] = [
    "name": .name, "honorific-prefix": .namePrefix, "given-name": .givenName,
    "additional-name": .middleName, "family-name": .familyName, "honorific-suffix": .nameSuffix,
    "nickname": .nickname, "organization-title": .jobTitle, "organization": .organizationName,
    "street-address": .fullStreetAddress, "address-line1": .streetAddressLine1,
    "address-line2": .streetAddressLine2, "address-level3": .sublocality,
    "address-level2": .addressCity, "address-level1": .addressState,
    "country-name": .countryName, "postal-code": .postalCode, "tel": .telephoneNumber,
    "email": .emailAddress, "url": .URL, "username": .username, "one-time-code": .oneTimeCode,
  ]

  // MARK: R10 inline predictions

  /// R10 `Element::isWritingSuggestionsEnabled`, which sets `inlinePredictionType` (`default`
  /// when true, else `no`): (1) only an enabled text, search, URL or email input
  /// (`HTMLInputElement::supportsWritingSuggestions`), an enabled textarea or editable content
  /// qualifies; (2) the nearest `writingsuggestions` that is `""`, `true` or `false`, on the
  /// element or an ancestor, decides; (3) else the element's own `autocomplete="off"` turns them
  /// off; (4) else they are on. Safari sets no `allowsInlinePredictions` to override this (per
  /// the research notes; not visible in WebKit).
  private static func isWritingSuggestionsEnabled(_ input: IOSTraitInput) -> Bool {
    let eligible =
      input.isEditingHost || input.element == "textarea"
      || (input.element == "input"
        && [.text, .search, .url, .email].contains(input.inputType ?? .text))
    guard eligible, !isDisabled(input) else { return false }
    if let decided = input.attributes.writingSuggestions
      ?? input.context.ancestorWritingSuggestions
    {
      return decided
    }
    // Exactly "off", not the autofill tokens: WebKit compares the whole value.
    return input.attributes[.autocomplete]?.equalsIgnoringASCIICase("off") != true
  }

  // MARK: Description

  private static func describe(
    _ traits: IOSTraits, input: IOSTraitInput, inputMode: InputModeValue?
  ) -> String {
    switch traits.presentation {
    case .keyboard:
      let base = keyboardNames[traits.keyboardType] ?? "Keyboard"
      return traits.secureTextEntry ? base + " (secure)" : base
    case .none:
      return isReadOnly(input) ? "No keyboard (read-only)" : "No keyboard (inputmode=none)"
    case .select: return "Picker"
    case .datePicker:
      switch traits.elementType {
      case .time: return "Time picker"
      case .month: return "Month picker"
      case .week: return "Week picker"
      case .dateTimeLocal: return "Date and time picker"
      default: return "Date picker"
      }
    case .colorPicker: return "Color picker"
    case .fileUpload: return "File upload panel"
    case .notEditable:
      if let type = input.inputType { return "No keyboard (\(type.rawValue))" }
      return "No keyboard"
    case .disabled: return "None (disabled)"
    }
  }

  private static let keyboardNames: [IOSKeyboardType: String] = [
    .default: "Default keyboard", .numbersAndPunctuation: "Numbers and punctuation",
    .URL: "URL keyboard", .numberPad: "Number pad", .phonePad: "Phone pad",
    .emailAddress: "Email keyboard", .decimalPad: "Decimal pad", .webSearch: "Web search keyboard",
  ]
}
