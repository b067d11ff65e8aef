/// What an Android browser asks the IME (Gboard, SwiftKey, …) for when a field is focused:
/// whether a keyboard appears and the `EditorInfo` it gets (`android.md`).
///
/// ``FormField/android`` is Chrome for Android (Android WebView and Samsung Internet share its
/// content layer, rules C1–C22); ``FormField/firefoxAndroid`` is Firefox for Android (GeckoView,
/// rules F1–F8). Both assume a normal tab (not incognito or private), no hardware keyboard and a
/// phone-sized screen.
public struct AndroidTraits: Sendable, Hashable {
  /// What appears on focus.
  public var presentation: AndroidPresentation
  /// The EditorInfo of the input connection; nil when the browser opens none (pickers, buttons,
  /// disabled and read-only fields).
  public var editorInfo: AndroidEditorInfo?
  /// A short human description of what a typical IME shows ("Phone dial pad with a Next key").
  public var keyboardDescription: String

  /// Creates traits.
  public init(
    presentation: AndroidPresentation, editorInfo: AndroidEditorInfo?, keyboardDescription: String
  ) {
    self.presentation = presentation
    self.editorInfo = editorInfo
    self.keyboardDescription = keyboardDescription
  }

  /// The kind of keyboard a typical IME draws for the EditorInfo, or nil without one.
  public var keyboard: AndroidKeyboard? {
    editorInfo.flatMap { AndroidKeyboard(inputType: $0.inputType) }
  }
}

/// The keyboard layout a typical IME (Gboard) draws for an `EditorInfo.inputType`.
public enum AndroidKeyboard: String, Sendable, Hashable, Codable, CaseIterable {
  /// TEXT with a web or normal edit variation: QWERTY with a suggestion strip.
  case qwerty
  /// TEXT with an email variation: QWERTY with `@` and `.` keys, no auto-capitalisation.
  case email
  /// TEXT|URI: QWERTY with `/` and `.com` keys.
  case url
  /// TEXT with a password variation: QWERTY without suggestions or learning.
  case password
  /// PHONE: the dial pad (0–9 * # + , ;).
  case phonePad
  /// NUMBER: a digits keypad.
  case numberPad
  /// NUMBER|DECIMAL: a digits keypad with a decimal separator.
  case decimalPad
  /// NUMBER with the number-password variation: a PIN pad that hides the digits.
  case pinPad

  /// The layout for `inputType`; nil for `TYPE_NULL` and the datetime class.
  public init?(inputType: AndroidInputType) {
    switch inputType.inputClass {
    case .phone?: self = .phonePad
    case .number?:
      if inputType.variation == .numberPassword {
        self = .pinPad
      } else {
        self = inputType.contains(.decimal) ? .decimalPad : .numberPad
      }
    case .text?:
      switch inputType.variation {
      case .uri?: self = .url
      case .emailAddress?, .webEmailAddress?: self = .email
      case .password?, .visiblePassword?, .webPassword?: self = .password
      default: self = .qwerty
      }
    case .datetime?, nil: return nil
    }
  }

  /// The layout's name ("Phone dial pad").
  public var name: String {
    switch self {
    case .qwerty: "QWERTY"
    case .email: "Email keyboard"
    case .url: "URL keyboard"
    case .password: "Password keyboard"
    case .phonePad: "Phone dial pad"
    case .numberPad: "Number pad"
    case .decimalPad: "Number pad with a decimal key"
    case .pinPad: "PIN pad"
    }
  }
}

/// The bits the resolvers combine, with Android's constant names.
package enum AndroidBits {
  static let classText = 0x1
  static let classNumber = 0x2
  static let classPhone = 0x3
  static let textVariationURI = 0x10
  static let textVariationEmailAddress = 0x20
  static let textVariationPassword = 0x80
  static let textVariationVisiblePassword = 0x90
  static let textVariationWebEditText = 0xA0
  static let textVariationWebEmailAddress = 0xD0
  static let textVariationWebPassword = 0xE0
  static let numberVariationPassword = 0x10
  static let numberFlagDecimal = 0x2000
  static let capCharacters = 0x1000
  static let capWords = 0x2000
  static let capSentences = 0x4000
  static let autoCorrect = 0x8000
  static let multiLine = 0x20000
  static let imeMultiLine = 0x40000
  static let noSuggestions = 0x80000
  static let classMask = 0xF
  static let variationMask = 0xFF0
}

/// Descriptions built once, so that resolving a field copies a string instead of building one.
package enum AndroidDescriptions {
  /// "QWERTY with a Go key": every keyboard with every action.
  private static let keyboards: [AndroidKeyboard: [AndroidIMEAction: String]] = {
    var table: [AndroidKeyboard: [AndroidIMEAction: String]] = [:]
    for keyboard in AndroidKeyboard.allCases {
      for action in AndroidIMEAction.allCases {
        let joiner = keyboard == .decimalPad ? " and a " : " with a "
        table[keyboard, default: [:]][action] = keyboard.name + joiner + action.label + " key"
      }
    }
    return table
  }()

  /// What the IME shows for `editorInfo`.
  static func keyboard(_ editorInfo: AndroidEditorInfo) -> String {
    guard let keyboard = AndroidKeyboard(inputType: editorInfo.inputType) else { return "Keyboard" }
    return keyboards[keyboard]?[editorInfo.imeAction] ?? keyboard.name
  }

  static let inputModeNone = "No keyboard (inputmode=none)"
  static let readOnly = "No keyboard (read-only)"
  static let manual = "No keyboard until a script calls navigator.virtualKeyboard.show()"
  static let select = "Option list"
  static let colorPicker = "Color picker"
  static let fileUpload = "File chooser"
  static let disabled = "None (disabled)"
  static let notEditable = "No keyboard"

  /// The picker for a date or time type.
  static func picker(_ type: InputType?) -> String {
    switch type {
    case .time?: "Time picker"
    case .month?: "Month picker"
    case .week?: "Week picker"
    case .datetimeLocal?: "Date and time picker"
    default: "Date picker"
    }
  }

  /// "No keyboard (checkbox)".
  static func notEditable(_ type: InputType?) -> String {
    guard let type else { return notEditable }
    return notEditableByType[type] ?? notEditable
  }

  private static let notEditableByType: [InputType: String] = Dictionary(
    uniqueKeysWithValues: InputType.allCases.map { ($0, "No keyboard (\($0.rawValue))") })
}
