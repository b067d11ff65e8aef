import KeyboardTraits

// Helpers shared by the keyboard-selection rules: the edits that give a field a type or an
// inputmode, and what the field would get after them.

extension LintField {
  /// The edit that makes `type` say `value`.
  func typeEdit(_ value: String) -> Fix.Edit { field.setting("type", to: value) }

  /// The edits that give the field `type=value` and keep the other rules content with the new
  /// type: attributes it ignores are removed (attribute-not-applicable), and a `pattern` that
  /// starts to apply is made one that passes the pattern rules (a card number's takes spaces,
  /// redundant anchors go).
  func typeChangeEdits(_ value: String) -> [Fix.Edit] {
    let edit = typeEdit(value)
    let changed = applyingEdits([edit])
    let ignored = changed.attributes.filter { attribute in
      ConstrainedAttribute(rawValue: attribute.name).map { !changed.accepts($0) } ?? false
    }
    var edits = [edit] + ignored.map { Fix.Edit.remove(attribute: $0.name) }
    if !field.usesPattern, changed.usesPattern, let pattern = field.attribute("pattern") {
      if CardNumberPattern.rejectsSpaces(field, isCardNumber: isCardNumber) {
        edits.append(.setValue(attribute: "pattern", value: CardNumberPattern.suggested))
      } else if let stripped = PatternText.withoutAnchors(pattern),
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
  func inputModeEdit(_ value: String) -> Fix.Edit { field.setting("inputmode", to: value) }

  /// The edits that give the field `inputmode=value`, plus `autocapitalize="none"` where
  /// Android would otherwise turn that number pad into a decimal pad
  /// (`autocapitalize-numeric-keypad`).
  func inputModeEdits(_ value: String) -> [Fix.Edit] {
    let edit = inputModeEdit(value)
    let after = applyingEdits([edit])
    guard value == "numeric",
      after.android.keyboard == .decimalPad || after.firefoxAndroid.keyboard == .decimalPad
    else { return [edit] }
    return [edit, field.setting("autocapitalize", to: "none")]
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
    result.ios = IOSTraitResolver.traits(
      for: IOSTraitInput(
        element: field.element, inputType: result.inputType, isEditingHost: field.isEditingHost,
        attributes: attributes, formOwner: form, context: field.context))
    let android: (chrome: AndroidTraits, firefox: AndroidTraits) =
      document?.androidTraits(forEdited: result)
      ?? (
        ChromeAndroidTraitResolver.traits(for: androidInput(of: result)),
        FirefoxAndroidTraitResolver.traits(for: androidInput(of: result))
      )
    result.android = android.chrome
    result.firefoxAndroid = android.firefox
    return result
  }

  /// A field on its own with its form owner, for a field prepared without its document.
  private func androidInput(of field: FormField) -> AndroidTraitInput {
    AndroidTraitInput(
      element: field.element, inputType: field.inputType, isEditingHost: field.isEditingHost,
      attributes: field.attributes, formOwner: form,
      isInDisabledFieldset: field.context.isInDisabledFieldset)
  }

  /// What iOS would show after `edits`, as a phrase for messages ("the Number pad").
  func keyboardPhrase(after edits: [Fix.Edit]) -> String {
    applyingEdits(edits).ios.keyboardPhrase
  }

  /// What the three browsers would show after `edits`.
  func keyboards(after edits: [Fix.Edit]) -> PlatformKeyboards {
    PlatformKeyboards(applyingEdits(edits))
  }

  /// `fix` for a code field, with `writingsuggestions="false"` added when its edits would turn
  /// iOS inline predictions on (replacing `autocomplete="off"`), so that following the fix
  /// does not bring `code-inline-predictions`' finding.
  func keepingInlinePredictionsOff(_ fix: Fix) -> Fix {
    guard !field.ios.showsInlinePredictions,
      applyingEdits(fix.edits).ios.showsInlinePredictions
    else { return fix }
    var fix = fix
    fix.edits.append(field.setting("writingsuggestions", to: "false"))
    fix.summary = Fix.summary(of: fix.edits)
    return fix
  }
}
