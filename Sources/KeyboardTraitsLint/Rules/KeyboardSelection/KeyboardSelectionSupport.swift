import KeyboardTraits

// Helpers shared by the keyboard-selection rules: which fields take typing advice and what a
// field would get after a fix.

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

  /// The edits that give the field `type=value` and keep the other rules content with the new
  /// type: attributes it ignores are removed (attribute-not-applicable), and a `pattern` that
  /// starts to apply is made one that passes the pattern rules (a card number's takes spaces,
  /// redundant anchors go).
  func typeChangeEdits(_ value: String) -> [Fix.Edit] {
    let edit = typeEdit(value)
    let changed = LintField(field: applyingEdits([edit]), form: form)
    let ignored = changed.field.attributes.filter { attribute in
      ConstrainedAttribute(rawValue: attribute.name).map { !changed.accepts($0) } ?? false
    }
    var edits = [edit] + ignored.map { Fix.Edit.remove(attribute: $0.name) }
    if !usesPattern, changed.usesPattern, let pattern = field.attribute("pattern") {
      if CardPatternTooStrictRule.rejectsSpaces(self) {
        edits.append(.setValue(attribute: "pattern", value: CardPatternTooStrictRule.suggestedPattern))
      } else if let stripped = PatternRedundantAnchorsRule.withoutAnchors(pattern),
        HTMLPattern.validate(pattern) == nil, HTMLPattern.validate(stripped) == nil
      {
        edits.append(.setValue(attribute: "pattern", value: stripped))
      }
    }
    return edits
  }

  /// The fix that gives the field `type=value`, dropping an `inputmode` (which would still
  /// override the type on iOS), and the keyboard it then opens. `droppingInputMode` is the
  /// text a message appends when the fix also removes `inputmode`.
  func typeFix(_ value: String) -> (fix: Fix, keyboardAfter: String, droppingInputMode: String) {
    let dropsInputMode = field.hasAttribute("inputmode")
    // Browsers never capitalise email, url or password fields: an autocapitalize left there
    // would be dead (autocapitalize-no-effect).
    let dropsAutocapitalize =
      ["email", "url", "password"].contains(value) && field.hasAttribute("autocapitalize")
    let edits =
      [typeEdit(value)] + (dropsInputMode ? [.remove(attribute: "inputmode")] : [])
      + (dropsAutocapitalize ? [.remove(attribute: "autocapitalize")] : [])
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

  /// Whether a rule may recommend an `inputmode`: the field has none, or an invalid one with no
  /// obvious correction. A correctable one is `inputmode-invalid`'s safe fix, and the corrected
  /// value then decides the keyboard.
  var inputModeIsOpenToAdvice: Bool {
    guard let value = field.attribute("inputmode") else { return true }
    return InputModeValue(attribute: value) == nil
      && InputModeInvalidRule.suggestion(for: value) == nil
  }

  /// Whether `inputmode` is invalid with one obvious correction, which `inputmode-invalid`
  /// makes safely: keyboard rules wait for it, since the corrected value decides.
  var hasCorrectableInputMode: Bool {
    inputMode == nil && !inputModeIsOpenToAdvice
  }

  /// The inputmode the author meant: the valid value, else the one obvious correction of an
  /// invalid one (`inputmode-invalid`'s safe fix).
  var meantInputMode: InputModeValue? {
    if let inputMode { return inputMode }
    return field.attribute("inputmode").flatMap(InputModeInvalidRule.suggestion(for:))
      .flatMap(InputModeValue.init(rawValue:))
  }

  /// The edits that give the field `inputmode=value`, plus `autocapitalize="none"` where
  /// Android would otherwise turn that number pad into a decimal pad
  /// (`autocapitalize-numeric-keypad`).
  func inputModeEdits(_ value: String) -> [Fix.Edit] {
    let edit = inputModeEdit(value)
    let after = applyingEdits([edit])
    guard value == "numeric",
      after.android.keyboard == .decimalPad || after.firefoxAndroid.keyboard == .decimalPad
    else { return [edit] }
    return [
      edit,
      field.hasAttribute("autocapitalize")
        ? .setValue(attribute: "autocapitalize", value: "none")
        : .add(attribute: "autocapitalize", value: "none"),
    ]
  }

  /// The field as it would be after `edits`, with its type and its iOS, Chrome and Firefox for
  /// Android traits recomputed (Android's Enter key against the rest of the document).
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
    // Android's Enter key against the rest of the document when there is one; else the field
    // on its own.
    let traits =
      document?.traits(forEdited: result)
      ?? FieldTraitResolution.traits(of: FieldTraitFacts(result), form: form, search: nil)
    result.ios = traits.ios
    result.android = traits.android
    result.firefoxAndroid = traits.firefoxAndroid
    return result
  }

  /// What iOS would show after `edits`, as a phrase for messages ("the Number pad").
  func keyboardPhrase(after edits: [Fix.Edit]) -> String {
    Self.keyboardPhrase(for: applyingEdits(edits).ios)
  }

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
