/// The facts an Android browser reads when a field is focused, plus what the document-level
/// search found about the fields after it (``AndroidNextFieldSearch``).
package struct AndroidTraitInput {
  package var element: String
  package var inputType: InputType?
  package var isEditingHost: Bool
  package var attributes: FieldAttributes
  /// The form owner; only form controls (`<input>`, `<textarea>`) consult it.
  package var formOwner: FormElement?
  package var isInDisabledFieldset: Bool
  /// C21: Chrome's `NextFocusableElementForImeAndAutofill` found a field to move to.
  package var chromeHasNextField: Bool
  /// F7: the action hint Gecko infers for an `<input>` without `enterkeyhint`.
  package var geckoActionHint: GeckoActionHint

  package init(
    element: String, inputType: InputType?, isEditingHost: Bool, attributes: FieldAttributes,
    formOwner: FormElement?, isInDisabledFieldset: Bool, chromeHasNextField: Bool = false,
    geckoActionHint: GeckoActionHint = .none
  ) {
    self.element = element
    self.inputType = inputType
    self.isEditingHost = isEditingHost
    self.attributes = attributes
    self.formOwner = formOwner
    self.isInDisabledFieldset = isInDisabledFieldset
    self.chromeHasNextField = chromeHasNextField
    self.geckoActionHint = geckoActionHint
  }

  /// `<input>` and `<textarea>`: the fields that have a form owner, `disabled` and `readonly`.
  var isFormControl: Bool { element == "input" || element == "textarea" }

  /// The input's type as the browser resolves it (a missing or unknown `type` is text).
  var resolvedInputType: InputType { inputType ?? .text }

  /// The traits of a field that opens no text input session: disabled controls, `<select>`,
  /// pickers, buttons and the like, and read-only text fields (C1, F1). Nil for a text field the
  /// user can type in; each browser's resolver handles those.
  func traitsWithoutTextInput() -> AndroidTraits? {
    let isControl = isFormControl || element == "select"
    if isControl, attributes.has(.disabled) || isInDisabledFieldset {
      return AndroidTraits(
        presentation: .disabled, editorInfo: nil, keyboardDescription: AndroidDescriptions.disabled)
    }
    switch element {
    case "select":
      return AndroidTraits(
        presentation: .select, editorInfo: nil, keyboardDescription: AndroidDescriptions.select)
    case "textarea":
      return attributes.has(.readonly) ? Self.readOnly : nil
    case "input":
      break
    default:
      // Only editing hosts are fields besides these; they are never disabled or read-only.
      return nil
    }
    let type = resolvedInputType
    switch type {
    case .color:
      return AndroidTraits(
        presentation: .colorPicker, editorInfo: nil,
        keyboardDescription: AndroidDescriptions.colorPicker)
    case .file:
      return AndroidTraits(
        presentation: .fileUpload, editorInfo: nil,
        keyboardDescription: AndroidDescriptions.fileUpload)
    case .date, .time, .month, .week, .datetimeLocal:
      // §5.4: Blink gives these no text input type; the picker comes from the date chooser,
      // which a read-only field does not open.
      if attributes.has(.readonly) { return Self.readOnly }
      return AndroidTraits(
        presentation: .datePicker, editorInfo: nil,
        keyboardDescription: AndroidDescriptions.picker(type))
    case .text, .search, .email, .tel, .url, .number, .password:
      return attributes.has(.readonly) ? Self.readOnly : nil
    case .checkbox, .radio, .range, .submit, .reset, .button, .image, .hidden:
      return AndroidTraits(
        presentation: .notEditable, editorInfo: nil,
        keyboardDescription: AndroidDescriptions.notEditable(type))
    }
  }

  /// C1, F1: a read-only text field is focusable, but neither browser opens an input connection.
  private static let readOnly = AndroidTraits(
    presentation: .none, editorInfo: nil, keyboardDescription: AndroidDescriptions.readOnly)
}
