/// The class of on-screen keyboard Chrome for Android (and Android WebView) asks the IME to show
/// for a field: the `EditorInfo.inputType` class and variation that `ImeUtils.computeEditorInfo`
/// produces, reduced to what the user sees (`android.md` §1).
///
/// Only the keyboard class is modelled: flags (capitalisation, autocorrect, suggestions, C3,
/// C5–C8, C14, C15) and the action key (C19–C21) are not. `virtualkeyboardpolicy` (C22) is not
/// modelled either, because it needs a script to show the keyboard at all.
package enum AndroidKeyboardClass: String, Sendable, Hashable, CaseIterable {
  /// TEXT|WEB_EDIT_TEXT (with or without MULTI_LINE): QWERTY with a suggestion strip.
  case qwerty
  /// TEXT|WEB_EMAIL_ADDRESS: QWERTY with `@` and `.` keys.
  case email
  /// TEXT|URI: QWERTY with `/` and `.com` keys.
  case url
  /// PHONE: the phone dial pad (0–9 * # + , ;).
  case phone
  /// NUMBER: a digits keypad.
  case number
  /// NUMBER|DECIMAL: a digits keypad with a decimal separator.
  case decimal
  /// NUMBER|number-PASSWORD: a PIN pad that hides the digits.
  case numberPassword
  /// TEXT|WEB_PASSWORD: QWERTY with no suggestions and no learning.
  case password
  /// No soft keyboard: no input connection (NONE), or `inputmode="none"`.
  case none
  /// A picker dialog or popup instead of a keyboard.
  case picker

  /// The class Chrome for Android shows when `field` is focused.
  package static func forField(_ field: FormField) -> AndroidKeyboardClass {
    if isDisabled(field) { return .none }  // C1: disabled makes the type NONE.
    // C1: date, datetime-local, month, time and week are "dialog" types (a picker). `<select>`
    // and `type=color` are not text inputs either (NONE), but open their own chooser.
    if field.element == "select" || field.inputType == .color { return .picker }
    if let type = field.inputType, type.isDateOrTime {
      return isReadOnly(field) ? .none : .picker  // C1: readonly makes the type NONE.
    }
    guard takesText(field) else { return .none }  // C1: every other type gets NONE.
    if isReadOnly(field) { return .none }  // C1

    let inputMode = effectiveInputMode(field)
    // C13: `inputmode=none` keeps the C12 EditorInfo but the soft keyboard is not shown.
    if inputMode == .some(.none) { return .none }
    let computed = computedClass(type: field.inputType, inputMode: inputMode)
    guard field.inputType == .password else { return computed }
    // C16: on a password field, any value without bit 0x10 becomes TEXT|WEB_PASSWORD. Only the
    // PIN pad (0x12), TEXT|URI (0x11) and TEXT|WEB_EMAIL_ADDRESS (0xD1) keep it.
    switch computed {
    case .numberPassword, .url, .email: return computed
    default: return .password
    }
  }

  /// C1: the elements that get an input connection: inputs of a text type (an unknown or missing
  /// `type` is text), `<textarea>`, and contenteditable editing hosts.
  private static func takesText(_ field: FormField) -> Bool {
    if field.element == "textarea" || field.isEditingHost { return true }
    return field.element == "input" && field.inputType?.isTextEntry == true
  }

  /// C1: disabled form controls (their own attribute or a disabled fieldset) get NONE.
  private static func isDisabled(_ field: FormField) -> Bool {
    guard ["input", "textarea", "select"].contains(field.element) else { return false }
    return field.hasAttribute("disabled") || field.context.isInDisabledFieldset
  }

  /// C1: `readonly` applies to textareas and to the inputs whose type accepts it.
  private static func isReadOnly(_ field: FormField) -> Bool {
    guard field.hasAttribute("readonly") else { return false }
    if field.element == "textarea" { return true }
    return field.element == "input" && (field.inputType ?? .text).acceptsReadOnly
  }

  /// C4: `inputmode` is read only on inputs of type text, search and password, on `<textarea>`
  /// and on editing hosts; the value is ASCII-lowercased and an unknown value counts as absent.
  private static func effectiveInputMode(_ field: FormField) -> InputModeValue? {
    switch field.inputType {
    case nil, .text, .search, .password:
      return InputModeValue(attribute: field.attribute("inputmode"))
    default:
      return nil  // C4: ignored on email, url, tel and number.
    }
  }

  /// The class before the password post-processing of C16.
  private static func computedClass(
    type: InputType?, inputMode: InputModeValue?
  ) -> AndroidKeyboardClass {
    switch inputMode {
    // C11: an effective inputmode replaces the type's value.
    case .tel: return .phone
    case .url: return .url
    case .email: return .email
    case .numeric: return type == .password ? .numberPassword : .number
    case .decimal: return .decimal
    // C12: text and search give TEXT|WEB_EDIT_TEXT|MULTI_LINE.
    case .text, .search, .some(.none): return .qwerty
    case nil: break
    }
    switch type {
    case .password: return .password  // C9
    case .url: return .url  // C10
    case .email: return .email  // C10
    case .tel: return .phone  // C10
    case .number: return .decimal  // C10: NUMBER|DECIMAL, no SIGNED flag.
    default: return .qwerty  // C5, C6, C7: text, search, textarea, contenteditable.
    }
  }
}

extension AndroidKeyboardClass {
  /// What the user sees, as a phrase for messages ("the phone dial pad").
  package var phrase: String {
    switch self {
    case .qwerty: "the QWERTY keyboard"
    case .email: "the email keyboard"
    case .url: "the URL keyboard"
    case .phone: "the phone dial pad"
    case .number: "the number pad"
    case .decimal: "the number pad with a decimal key"
    case .numberPassword: "the PIN pad"
    case .password: "the password QWERTY keyboard"
    case .none: "no keyboard"
    case .picker: "a picker"
    }
  }
}
