import KeyboardTraits

// What a field's own markup says about it as a control, read by rules and by the advice: facts
// of the element alone, with no form, document or purpose.

extension FormField {
  /// Whether the user types text into it: text-like inputs, textareas and editing hosts.
  public var isTextControl: Bool {
    if isEditingHost || element == "textarea" { return true }
    return inputType?.isTextEntry == true
  }

  /// Whether the user can focus and edit the field (not disabled, hidden or read-only).
  var isEditable: Bool {
    guard ios.presentation != .disabled, inputType != .hidden else { return false }
    return !(has(.readonly) && inputType?.acceptsReadOnly != false)
  }

  /// Whether the field takes a list of addresses (`type="email" multiple`): recipients to
  /// invite or write to, not the user's own account or contact data.
  var holdsAddressList: Bool { inputType == .email && has(.multiple) }

  /// The value of `attribute`, ASCII-lower-cased (enumerated attributes compare that way).
  public func lowercased(_ attribute: String) -> String? {
    self.attribute(attribute)?.asciiLowercased()
  }

  /// The `maxlength` as a number, when it is a valid non-negative integer.
  var maxLength: Int? {
    self[.maxlength].flatMap { Int($0.trimmingHTMLWhitespace()) }.flatMap {
      $0 >= 0 ? $0 : nil
    }
  }

  /// The control for the autocomplete grammar; nil for editing hosts, which take none.
  var autocompleteControl: AutocompleteControl? {
    switch element {
    case "input": .input(type: inputType?.rawValue ?? "text")
    case "textarea": .textarea
    case "select": .select
    default: nil
    }
  }

  /// Whether `value` conforms as this control's `autocomplete` (editing hosts take none).
  func takesAutocomplete(_ value: String) -> Bool {
    guard let autocompleteControl else { return false }
    return AutocompleteValue.parse(value).problems(on: autocompleteControl).isEmpty
  }

  /// `<input type="password" name="pw">` with ` autocomplete="…"` when the field has one.
  var tagWithAutocomplete: String {
    guard let autocomplete = attributes.attribute(.autocomplete) else { return tagSummary }
    let written = TemplateExpressionText.attributeValue(
      autocomplete.value, isDynamic: autocomplete.isDynamic, limit: 60)
    return tagSummary.dropLast() + " autocomplete\(written)>"
  }

  /// The edit that makes `attribute` say `value`: a new value when the element has the
  /// attribute, else the attribute added.
  func setting(_ attribute: KnownAttribute, to value: String) -> Fix.Edit {
    let name = attribute.htmlName
    return has(attribute)
      ? .setValue(attribute: name, value: value) : .add(attribute: name, value: value)
  }
}
