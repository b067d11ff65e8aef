/// The class of on-screen keyboard Chrome for Android (and Android WebView) asks the IME to show
/// for a field, reduced to what the user sees (`android.md` §1).
///
/// A summary of ``ChromeAndroidTraitResolver`` for messages: it reads the field on its own, so
/// the action key (C19–C21) and a form owner's `autocapitalize` play no part, and
/// `virtualkeyboardpolicy="manual"` (C22) gives the keyboard a script would show.
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

  /// The class Chrome for Android shows when `field` is focused, computed from its attributes
  /// (so a field whose attributes were edited gets its new class).
  package static func forField(_ field: FormField) -> AndroidKeyboardClass {
    let traits = ChromeAndroidTraitResolver.traits(for: AndroidTraitInput(field: field))
    switch traits.presentation {
    case .disabled, .none, .notEditable, .fileUpload: return .none
    case .select, .colorPicker, .datePicker: return .picker
    case .keyboard, .manual: break
    }
    switch traits.keyboard {
    case .qwerty?, nil: return .qwerty
    case .email?: return .email
    case .url?: return .url
    case .password?: return .password
    case .phonePad?: return .phone
    case .numberPad?: return .number
    case .decimalPad?: return .decimal
    case .pinPad?: return .numberPassword
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
