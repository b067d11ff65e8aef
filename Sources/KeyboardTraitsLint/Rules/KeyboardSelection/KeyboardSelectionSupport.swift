import KeyboardTraits

// Helpers shared by the keyboard-selection rules: which fields take typing advice, what a field
// would get after a fix, and the Android facts the platform rules compare with iOS.

extension LintField {
  /// Whether keyboard advice applies: a text control that can be focused and is not read-only
  /// (a read-only or disabled field shows no keyboard on either platform).
  var takesKeyboardAdvice: Bool {
    guard isTextControl, field.ios.presentation != .disabled else { return false }
    return !isReadOnlyForKeyboard
  }

  /// `readonly` on a textarea or on an input whose type accepts it.
  var isReadOnlyForKeyboard: Bool {
    guard field.hasAttribute("readonly") else { return false }
    if field.element == "textarea" { return true }
    return field.element == "input" && (inputType ?? .text).acceptsReadOnly
  }

  /// An `<input>` that is a plain text field because its `type` says `text` or is absent (an
  /// unknown `type` is `input-type-unknown`'s to report).
  var isPlainTextInput: Bool {
    guard field.element == "input", inputType == .text else { return false }
    return field.attribute("type").map(InputType.isKnown) ?? true
  }

  /// The edit that makes `type` say `value`.
  func typeEdit(_ value: String) -> Fix.Edit {
    field.hasAttribute("type")
      ? .setValue(attribute: "type", value: value) : .add(attribute: "type", value: value)
  }

  /// The fix that gives the field `type=value`, dropping an `inputmode` (which would still
  /// override the type on iOS), and the keyboard it then opens. `droppingInputMode` is the
  /// text a message appends when the fix also removes `inputmode`.
  func typeFix(_ value: String) -> (fix: Fix, keyboardAfter: String, droppingInputMode: String) {
    let dropsInputMode = field.hasAttribute("inputmode")
    let edits = [typeEdit(value)] + (dropsInputMode ? [.remove(attribute: "inputmode")] : [])
    let without = dropsInputMode ? " without inputmode" : ""
    let fix = Fix(summary: #"Use type="\#(value)""# + without, edits: edits)
    return (fix, keyboardPhrase(after: edits), without)
  }

  /// The edit that makes `inputmode` say `value`.
  func inputModeEdit(_ value: String) -> Fix.Edit {
    field.hasAttribute("inputmode")
      ? .setValue(attribute: "inputmode", value: value)
      : .add(attribute: "inputmode", value: value)
  }

  /// The field as it would be after `edits`, with its type and iOS traits recomputed.
  func applyingEdits(_ edits: [Fix.Edit]) -> FormField {
    var attributes = field.attributes
    for edit in edits {
      switch edit {
      case .setValue(let name, let value), .add(let name, let value):
        if let index = attributes.firstIndex(where: { $0.name == name }) {
          attributes[index].value = value
          attributes[index].hasValue = true
        } else {
          attributes.append(FieldAttribute(name: name, value: value, position: field.position))
        }
      case .remove(let name):
        if let index = attributes.firstIndex(where: { $0.name == name }) {
          attributes.remove(at: index)
        }
      case .rename(let name, let newName):
        if let index = attributes.firstIndex(where: { $0.name == name }) {
          attributes[index].name = newName
        }
      }
    }
    var result = field
    result.attributes = attributes
    if field.element == "input" {
      result.inputType = InputType(attributeValue: attributes.value(of: "type"))
    }
    result.ios = IOSTraitResolver.traits(
      for: IOSTraitInput(
        element: field.element, inputType: result.inputType, isEditingHost: field.isEditingHost,
        attributes: attributes, formOwner: form,
        ancestorSpellcheck: field.context.ancestorSpellcheck,
        isInDisabledFieldset: field.context.isInDisabledFieldset))
    return result
  }

  /// What iOS would show after `edits`, as a phrase for messages ("the Number pad").
  func keyboardPhrase(after edits: [Fix.Edit]) -> String {
    Self.keyboardPhrase(for: applyingEdits(edits).ios)
  }

  /// What Chrome for Android shows for this field.
  var androidKeyboard: AndroidKeyboardClass { AndroidKeyboardClass.forField(field) }

  /// A digits-only `pattern` that parses: the set of characters any match can contain is the
  /// ASCII digits. A pattern that is digits-only once its surrounding spaces are trimmed
  /// (`" [0-9]*"`) counts too: the author meant digits. Invalid patterns are `pattern-invalid`'s.
  var patternAllowsOnlyDigits: Bool {
    guard let pattern = field.attribute("pattern") else { return false }
    if Self.isDigitsOnly(pattern) { return true }
    let trimmed = String(pattern.trimmingHTMLWhitespace())
    return trimmed != pattern && HTMLPattern.validate(pattern) == nil && Self.isDigitsOnly(trimmed)
  }

  private static func isDigitsOnly(_ pattern: String) -> Bool {
    guard case .success(let ast) = HTMLPattern.parse(pattern) else { return false }
    return PatternAlphabet(ast).isOnlyASCIIDigits
  }
}

/// The keyboard families the platform rules compare: two keyboards in one family let the user
/// type the same characters without switching layers.
enum KeyboardFamily: Equatable {
  case text, email, url, phone, digits, noKeyboard

  /// The family of what Chrome for Android shows.
  init(_ android: AndroidKeyboardClass) {
    switch android {
    case .qwerty, .password: self = .text
    case .email: self = .email
    case .url: self = .url
    case .phone: self = .phone
    case .number, .decimal, .numberPassword: self = .digits
    case .none, .picker: self = .noKeyboard
    }
  }

  /// The family of what iOS shows. Numbers and punctuation (`type=number`) puts the digits
  /// first, so it counts as a digits keyboard, as Chrome's number pad does.
  init(_ ios: IOSTraits) {
    guard ios.presentation == .keyboard else {
      self = .noKeyboard
      return
    }
    switch ios.keyboardType {
    case .default, .webSearch: self = .text
    case .emailAddress: self = .email
    case .URL: self = .url
    case .phonePad: self = .phone
    case .numberPad, .decimalPad, .numbersAndPunctuation: self = .digits
    }
  }
}

/// The action key of Chrome for Android (`imeOptions`), `android.md` C19–C21.
enum AndroidEnterAction: String {
  case `return`, go, next, search, send, done, previous

  /// C19: an explicit, valid `enterkeyhint`.
  init(_ hint: EnterKeyHintValue) {
    switch hint {
    case .enter: self = .return
    case .go: self = .go
    case .done: self = .done
    case .next: self = .next
    case .previous: self = .previous
    case .search: self = .search
    case .send: self = .send
    }
  }

  /// The key's label in messages.
  var label: String { self == .return ? "return" : rawValue.capitalized }

  /// C20 for a single-line input whose `inputmode` Chrome does not read (email, url, tel,
  /// number): Next when a next field exists (C21), else Go.
  static func defaultAction(for field: LintField, in document: LintDocument) -> Self {
    hasNextField(after: field, in: document) ? .next : .go
  }

  /// C21: walk forward through the focusable controls (document order; `tabindex` ordering is
  /// not modelled), at most 50 steps. A submit button ends the walk; controls of another form
  /// owner, disabled and read-only ones are skipped; text inputs, textareas, selects and editing
  /// hosts are accepted.
  private static func hasNextField(after field: LintField, in document: LintDocument) -> Bool {
    let controls = document.document.controls
    guard
      let start = controls.firstIndex(where: { control in
        if case .field(let index) = control.kind { return index == field.index }
        return false
      })
    else { return false }
    for control in controls[(start + 1)...].prefix(50) {
      if control.isSubmitButton { return false }
      guard control.formIndex == field.field.formIndex, !control.isDisabled else { continue }
      guard case .field(let index) = control.kind, document.fields.indices.contains(index)
      else { continue }
      let candidate = document.fields[index]
      if candidate.isReadOnlyForKeyboard { continue }
      if candidate.field.element == "select" || candidate.isTextControl { return true }
    }
    return false
  }
}
