import KeyboardTraits

/// Writes the edits that give one field a type, an inputmode or an `autocomplete` value, with
/// the further edits that keep the rest of the advice coherent on the changed field, and shows
/// what the field becomes after edits (its type and its iOS, Chrome and Firefox for Android
/// traits, resolved again).
struct FieldEditor {
  /// The field the edits are for.
  let field: LintField

  init(_ field: LintField) { self.field = field }

  // MARK: What the field becomes

  /// The field as it would be after `edits`, with its type and its iOS, Chrome and Firefox for
  /// Android traits recomputed (Android's Enter key against the rest of the document).
  func applying(_ edits: [Fix.Edit]) -> FormField {
    var attributes = field.field.attributes
    for edit in edits {
      switch edit {
      case .setValue(let name, let value), .add(let name, let value):
        if let index = attributes.firstIndex(where: { $0.name == name }) {
          attributes[index].value = value
          attributes[index].hasValue = true
        } else {
          attributes.append(
            FieldAttribute(name: name, value: value, position: field.field.position))
        }
      case .remove(let name):
        if let index = attributes.firstIndex(where: { $0.name == name }) {
          attributes.remove(at: index)
        }
      case .rename(let name, let newName):
        if let index = attributes.firstIndex(where: { $0.name == name }) {
          attributes[index].name = newName
        }

      case .insertBefore:
        // A new field before this one: this field is unchanged.
        continue
      }
    }
    var result = field.field
    result.attributes = attributes
    if result.element == "input" {
      result.inputType = InputType(attributeValue: attributes[.type])
    }
    // Android's Enter key against the rest of the document when there is one; else the field
    // on its own.
    let traits =
      field.document?.traits(forEdited: result)
      ?? FieldTraitResolution.traits(of: FieldTraitFacts(result), form: field.form, search: nil)
    result.ios = traits.ios
    result.android = traits.android
    result.firefoxAndroid = traits.firefoxAndroid
    return result
  }

  /// What iOS would show after `edits`, as a phrase for messages ("the Number pad").
  func keyboardPhrase(after edits: [Fix.Edit]) -> String {
    applying(edits).ios.keyboardPhrase
  }

  /// What the three browsers would show after `edits`.
  func keyboards(after edits: [Fix.Edit]) -> PlatformKeyboards {
    PlatformKeyboards(applying(edits))
  }

  // MARK: Type and inputmode

  /// The edits that give the field `type=value` and keep the rest of the advice content with
  /// the new type: attributes it ignores are removed (attribute-not-applicable), and a
  /// `pattern` that starts to apply is made one that passes the pattern rules (a card
  /// number's takes spaces, redundant anchors go).
  func typeEdits(_ value: String, in document: LintDocument) -> [Fix.Edit] {
    let edit = field.field.setting(.type, to: value)
    let changed = applying([edit])
    let ignored = changed.attributes.filter { attribute in
      ConstrainedAttribute(rawValue: attribute.name).map { !changed.accepts($0) } ?? false
    }
    var edits = [edit] + ignored.map { Fix.Edit.remove(attribute: $0.name) }
    if !field.field.usesPattern, changed.usesPattern,
      let pattern = field.field[.pattern]
    {
      let isCardNumber = field.advice(in: document).isCardNumber
      if CardNumberPattern.rejectsSpaces(field.field, isCardNumber: isCardNumber) {
        edits.append(.setValue(attribute: "pattern", value: CardNumberPattern.suggested))
      } else if let stripped = PatternText.withoutAnchors(pattern),
        HTMLPattern.validate(pattern) == nil, HTMLPattern.validate(stripped) == nil
      {
        edits.append(.setValue(attribute: "pattern", value: stripped))
      }
    }
    return edits
  }

  /// The fix that gives the field `type=value` (with ``typeEdits(_:in:)``), dropping an
  /// `inputmode` (which would still override the type on iOS), and the keyboard it then opens.
  /// `droppingInputMode` is the text a message appends when the fix also removes `inputmode`,
  /// and `lostRange` what it says about `min`, `max` or `step` the new type ignores.
  func typeFix(_ value: String, in document: LintDocument) -> (
    fix: Fix, keyboardAfter: String, droppingInputMode: String, lostRange: String
  ) {
    let dropsInputMode = field.field.has(.inputmode)
    // Browsers never capitalise email, url or password fields: an autocapitalize left there
    // would be dead (autocapitalize-no-effect).
    let dropsAutocapitalize =
      ["email", "url", "password"].contains(value) && field.field.has(.autocapitalize)
    let edits =
      typeEdits(value, in: document)
      + (dropsInputMode ? [.remove(attribute: "inputmode")] : [])
      + (dropsAutocapitalize ? [.remove(attribute: "autocapitalize")] : [])
    let without = dropsInputMode ? " without inputmode" : ""
    let fix = Fix(summary: #"Use type="\#(value)""# + without, edits: edits)
    return (fix, keyboardPhrase(after: edits), without, lostRangePhrase(after: edits))
  }

  /// The range attributes (`min`, `max`, `step`) that limit the field now and would not after
  /// `edits`: a fix that loses them says so.
  func lostRange(after edits: [Fix.Edit]) -> [String] {
    let changed = applying(edits)
    let range: [ConstrainedAttribute] = [.min, .max, .step]
    return range.filter { attribute in
      field.field.hasAttribute(attribute.rawValue) && field.field.accepts(attribute)
        && !(changed.hasAttribute(attribute.rawValue) && changed.accepts(attribute))
    }.map(\.rawValue)
  }

  /// Attribute names as a phrase: `min`, `min and max`, `min, max and step`.
  static func listed(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }

  /// What a message says when `edits` lose the field's range (`""` when they keep it): the
  /// browser stops checking it, so the page must.
  func lostRangePhrase(after edits: [Fix.Edit]) -> String {
    let lost = lostRange(after: edits)
    guard !lost.isEmpty else { return "" }
    let names = Self.listed(lost)
    return "; the browser then no longer checks \(names), so check the value with pattern or "
      + "on the server"
  }

  /// The edits that give the field `inputmode=value`, plus `autocapitalize="none"` where
  /// Android would otherwise turn that number pad into a decimal pad
  /// (`autocapitalize-numeric-keypad`).
  func inputModeEdits(_ value: String) -> [Fix.Edit] {
    let edit = field.field.setting(.inputmode, to: value)
    let after = applying([edit])
    guard value == "numeric",
      after.android.keyboard == .decimalPad || after.firefoxAndroid.keyboard == .decimalPad
    else { return [edit] }
    return [edit, field.field.setting(.autocapitalize, to: "none")]
  }

  // MARK: Autocomplete

  /// A fix that sets `autocomplete` to `value` (adding the attribute if absent), or nil when
  /// the value would not conform on this control.
  func autocompleteFix(_ value: String) -> Fix? {
    guard field.field.takesAutocomplete(value) else { return nil }
    return Fix(
      summary: "Set autocomplete=\"\(value)\"",
      edits: [field.field.setting(.autocomplete, to: value)])
  }

  /// The field's `autocomplete` with its field-name token replaced by `fieldName`, keeping any
  /// section, hint and `webauthn` tokens.
  func autocomplete(replacingFieldNameWith fieldName: String) -> String {
    field.autocomplete?.replacingFieldName(with: fieldName) ?? fieldName
  }

  /// Makes an `<input>` a text field with `autocomplete=value`, keeping a phone pad with
  /// `inputmode="tel"`; nil for other elements.
  func textControlFix(autocomplete value: String) -> Fix? {
    guard field.field.element == "input" else { return nil }
    let edits =
      [field.field.setting(.type, to: "text")]
      + (field.field.inputType == .tel ? inputModeEdits("tel") : [])
      + [field.field.setting(.autocomplete, to: value)]
    return Fix(summary: Fix.summary(of: edits), edits: edits)
  }

  /// Gives a box of a split phone number its part's field name (`tel-area-code`), which only a
  /// text input takes: a `tel` or `number` box becomes `type="text"` and keeps a phone pad with
  /// `inputmode="tel"` (the keyboard the part's advice asks for); nil for other elements.
  func phoneNumberPartFix(_ fieldName: String, in document: LintDocument) -> Fix? {
    guard field.field.element == "input" else { return nil }
    let value = autocomplete(replacingFieldNameWith: fieldName)
    if let fix = autocompleteFix(value) { return fix }
    let edits =
      typeEdits("text", in: document) + inputModeEdits("tel")
      + [field.field.setting(.autocomplete, to: value)]
    return Fix(summary: Fix.summary(of: edits), edits: edits)
  }

  /// The fix that gives an `<input>` the type (and inputmode) that takes the field name
  /// `problem` blames in `value`; nil when that is another element (`street-address` wants a
  /// `<textarea>`). A pad without an Enter key may become a keyboard with one: the label the
  /// changed field's advice asks for comes along.
  func controlFix(
    for value: AutocompleteValue, blaming problem: AutocompleteProblem, in document: LintDocument
  ) -> Fix? {
    guard field.field.element == "input",
      let token = value.tokens.first(where: { $0.offset == problem.tokenOffset }),
      let name = AutofillFieldName.named(token.lowercased), let input = name.recommendedInput
    else { return nil }
    var edits = typeEdits(input.type, in: document) + (input.inputMode.map(inputModeEdits) ?? [])
    // A card expiry typed on a digit pad keeps that pad: text alone would swap it for QWERTY.
    if input.inputMode == nil, name.group == .month, let kept = keptDigitInputMode {
      edits += inputModeEdits(kept)
    }
    // Only the changed field's Enter key is asked for: the rest of its advice is not needed.
    let changed = LintField(field: applying(edits), form: field.form, document: field.document)
    if let hint = FieldAdvice.enterKeyHint(for: changed, in: document) {
      edits.append(.add(attribute: "enterkeyhint", value: hint.value))
    }
    return Fix(summary: Fix.summary(of: edits), edits: edits)
  }

  /// The inputmode that gives the digit pad the field's type opens now (`tel` for the phone
  /// pad, `numeric` for a number input), nil when its type opens no digit pad.
  private var keptDigitInputMode: String? {
    switch field.field.inputType {
    case .tel?: "tel"
    case .number?: "numeric"
    default: nil
    }
  }

  // MARK: Typing aids

  /// `fix` for a code field, with `writingsuggestions="false"` added when its edits would turn
  /// iOS inline predictions on (replacing `autocomplete="off"`), so that following the fix
  /// does not bring `code-inline-predictions`' finding.
  func keepingInlinePredictionsOff(_ fix: Fix) -> Fix {
    guard !field.field.ios.showsInlinePredictions,
      applying(fix.edits).ios.showsInlinePredictions
    else { return fix }
    var fix = fix
    fix.edits.append(field.field.setting(.writingsuggestions, to: "false"))
    fix.summary = Fix.summary(of: fix.edits)
    return fix
  }
}
