// Value types mirroring Android's `EditorInfo` (`android.text.InputType`, `EditorInfo.IME_*`).
// Bits are Android's constants, so a prediction can be compared with a device's EditorInfo dump;
// string raw values are the names the JSON contract prints (`json-output.md`).

/// What appears when an Android browser focuses the field.
public enum AndroidPresentation: String, Sendable, Hashable, Codable, CaseIterable {
  /// A software keyboard.
  case keyboard
  /// Focusable, but no software keyboard (`inputmode="none"`, `readonly`).
  case none
  /// A list of options (`<select>`).
  case select
  /// A date or time picker.
  case datePicker
  /// The colour picker.
  case colorPicker
  /// The file chooser.
  case fileUpload
  /// No text input session at all (checkbox, radio, range, buttons, hidden).
  case notEditable
  /// Disabled: cannot be focused.
  case disabled
  /// `virtualkeyboardpolicy="manual"`: no keyboard until a script asks for one.
  case manual
}

/// The class of `EditorInfo.inputType` (`TYPE_MASK_CLASS`).
public enum AndroidInputClass: String, Sendable, Hashable, Codable, CaseIterable {
  /// `TYPE_CLASS_TEXT` (0x1).
  case text
  /// `TYPE_CLASS_NUMBER` (0x2).
  case number
  /// `TYPE_CLASS_PHONE` (0x3).
  case phone
  /// `TYPE_CLASS_DATETIME` (0x4).
  case datetime

  /// The class bits.
  public var bits: Int {
    switch self {
    case .text: 0x1
    case .number: 0x2
    case .phone: 0x3
    case .datetime: 0x4
    }
  }
}

/// The variation of `EditorInfo.inputType` (`TYPE_MASK_VARIATION`), by Android's name.
public enum AndroidInputVariation: String, Sendable, Hashable, Codable, CaseIterable {
  /// Variation 0 of any class.
  case normal
  /// `TYPE_TEXT_VARIATION_URI` (0x10).
  case uri
  /// `TYPE_TEXT_VARIATION_EMAIL_ADDRESS` (0x20).
  case emailAddress
  /// `TYPE_TEXT_VARIATION_PASSWORD` (0x80).
  case password
  /// `TYPE_TEXT_VARIATION_VISIBLE_PASSWORD` (0x90).
  case visiblePassword
  /// `TYPE_TEXT_VARIATION_WEB_EDIT_TEXT` (0xA0).
  case webEditText
  /// `TYPE_TEXT_VARIATION_WEB_EMAIL_ADDRESS` (0xD0).
  case webEmailAddress
  /// `TYPE_TEXT_VARIATION_WEB_PASSWORD` (0xE0).
  case webPassword
  /// `TYPE_NUMBER_VARIATION_PASSWORD` (0x10 on the number class).
  case numberPassword

  /// The variation bits.
  public var bits: Int {
    switch self {
    case .normal: 0
    case .uri, .numberPassword: 0x10
    case .emailAddress: 0x20
    case .password: 0x80
    case .visiblePassword: 0x90
    case .webEditText: 0xA0
    case .webEmailAddress: 0xD0
    case .webPassword: 0xE0
    }
  }
}

/// One flag bit of `EditorInfo.inputType` (`TYPE_MASK_FLAGS`), by Android's name.
///
/// The number class reuses 0x1000 and 0x2000 as `signed` and `decimal`; they are the same bits
/// as `capCharacters` and `capWords`, which is why capitalisation changes a keypad (C15).
public enum AndroidInputFlag: String, Sendable, Hashable, Codable, CaseIterable {
  /// `TYPE_TEXT_FLAG_CAP_CHARACTERS` (0x1000): caps lock.
  case capCharacters
  /// `TYPE_TEXT_FLAG_CAP_WORDS` (0x2000): a capital at the start of each word.
  case capWords
  /// `TYPE_TEXT_FLAG_CAP_SENTENCES` (0x4000): a capital at the start of each sentence.
  case capSentences
  /// `TYPE_TEXT_FLAG_AUTO_CORRECT` (0x8000).
  case autoCorrect
  /// `TYPE_TEXT_FLAG_AUTO_COMPLETE` (0x10000); no browser sets it.
  case autoComplete
  /// `TYPE_TEXT_FLAG_MULTI_LINE` (0x20000): Enter inserts a line break.
  case multiLine
  /// `TYPE_TEXT_FLAG_IME_MULTI_LINE` (0x40000): a full-screen IME may wrap lines.
  case imeMultiLine
  /// `TYPE_TEXT_FLAG_NO_SUGGESTIONS` (0x80000): no suggestion strip.
  case noSuggestions
  /// `TYPE_NUMBER_FLAG_SIGNED` (0x1000, number class only).
  case signed
  /// `TYPE_NUMBER_FLAG_DECIMAL` (0x2000, number class only).
  case decimal

  /// The flag's bit.
  public var bit: Int {
    switch self {
    case .capCharacters, .signed: 0x1000
    case .capWords, .decimal: 0x2000
    case .capSentences: 0x4000
    case .autoCorrect: 0x8000
    case .autoComplete: 0x10000
    case .multiLine: 0x20000
    case .imeMultiLine: 0x40000
    case .noSuggestions: 0x80000
    }
  }
}

/// `EditorInfo.inputType`: the integer exactly as the browser sets it, inert bits included, and
/// its decomposition by name.
public struct AndroidInputType: RawRepresentable, Sendable, Hashable, Codable {
  /// The integer (for example 0xC0A1 = 49313).
  public var rawValue: Int

  /// Wraps an `EditorInfo.inputType` value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The class; nil for `TYPE_NULL` (0), which Firefox sets when no keyboard should show.
  public var inputClass: AndroidInputClass? {
    switch rawValue & 0xF {
    case 0x1: .text
    case 0x2: .number
    case 0x3: .phone
    case 0x4: .datetime
    default: nil
    }
  }

  /// The variation as Android names it for this class; nil for `TYPE_NULL` and for variations
  /// no browser sets.
  public var variation: AndroidInputVariation? {
    let bits = rawValue & 0xFF0
    switch inputClass {
    case .text?:
      switch bits {
      case 0: return .normal
      case 0x10: return .uri
      case 0x20: return .emailAddress
      case 0x80: return .password
      case 0x90: return .visiblePassword
      case 0xA0: return .webEditText
      case 0xD0: return .webEmailAddress
      case 0xE0: return .webPassword
      default: return nil
      }
    case .number?:
      return bits == 0x10 ? .numberPassword : bits == 0 ? .normal : nil
    case .phone?, .datetime?:
      return bits == 0 ? .normal : nil
    case nil:
      return nil
    }
  }

  /// The flags that are set, in ascending bit order, named for this class.
  public var flags: [AndroidInputFlag] {
    let names = inputClass == .number ? Self.numberFlags : Self.textFlags
    return names.filter { rawValue & $0.bit != 0 }
  }

  private static let textFlags: [AndroidInputFlag] = [
    .capCharacters, .capWords, .capSentences, .autoCorrect, .autoComplete, .multiLine,
    .imeMultiLine, .noSuggestions,
  ]
  private static let numberFlags: [AndroidInputFlag] = [
    .signed, .decimal, .capSentences, .autoCorrect, .autoComplete, .multiLine, .imeMultiLine,
    .noSuggestions,
  ]

  /// Whether `flag`'s bit is set (whatever the class).
  public func contains(_ flag: AndroidInputFlag) -> Bool { rawValue & flag.bit != 0 }
}

/// The action in `EditorInfo.imeOptions` (`IME_MASK_ACTION`): the label of the Enter key.
public enum AndroidIMEAction: String, Sendable, Hashable, Codable, CaseIterable {
  /// `IME_ACTION_NONE` (1): a plain return key.
  case none
  /// `IME_ACTION_GO` (2).
  case go
  /// `IME_ACTION_SEARCH` (3).
  case search
  /// `IME_ACTION_SEND` (4).
  case send
  /// `IME_ACTION_NEXT` (5).
  case next
  /// `IME_ACTION_DONE` (6).
  case done
  /// `IME_ACTION_PREVIOUS` (7).
  case previous

  /// The action an explicit `enterkeyhint` asks for (android.md C19, F6): `enter` is a plain
  /// return key, every other keyword its own action.
  package init(enterKeyHint hint: EnterKeyHintValue) {
    switch hint {
    case .enter: self = .none
    case .go: self = .go
    case .done: self = .done
    case .next: self = .next
    case .previous: self = .previous
    case .search: self = .search
    case .send: self = .send
    }
  }

  /// Android's constant.
  public var code: Int {
    switch self {
    case .none: 1
    case .go: 2
    case .search: 3
    case .send: 4
    case .next: 5
    case .done: 6
    case .previous: 7
    }
  }

  /// The key as Gboard (English) draws it: "return", "Go", "Search", "Send", "Next", "Done",
  /// "Previous".
  public var label: String {
    switch self {
    case .none: "return"
    case .go: "Go"
    case .search: "Search"
    case .send: "Send"
    case .next: "Next"
    case .done: "Done"
    case .previous: "Previous"
    }
  }
}

/// The flag bits of `EditorInfo.imeOptions`.
public struct AndroidIMEFlags: OptionSet, Sendable, Hashable, Codable {
  /// The flag bits.
  public var rawValue: Int

  /// Creates a set from the bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// `IME_FLAG_NO_PERSONALIZED_LEARNING` (0x1000000): incognito and private tabs.
  public static let noPersonalizedLearning = AndroidIMEFlags(rawValue: 0x0100_0000)
  /// `IME_FLAG_NO_FULLSCREEN` (0x2000000).
  public static let noFullscreen = AndroidIMEFlags(rawValue: 0x0200_0000)
  /// `IME_FLAG_NO_EXTRACT_UI` (0x10000000).
  public static let noExtractUI = AndroidIMEFlags(rawValue: 0x1000_0000)

  /// The names of the flags that are set, in ascending bit order.
  public var names: [String] {
    var names: [String] = []
    if contains(.noPersonalizedLearning) { names.append("noPersonalizedLearning") }
    if contains(.noFullscreen) { names.append("noFullscreen") }
    if contains(.noExtractUI) { names.append("noExtractUI") }
    return names
  }
}

/// The `EditorInfo` a browser hands the IME when it opens an input connection.
public struct AndroidEditorInfo: Sendable, Hashable {
  /// `EditorInfo.inputType`.
  public var inputType: AndroidInputType
  /// The action part of `EditorInfo.imeOptions`.
  public var imeAction: AndroidIMEAction
  /// The flag part of `EditorInfo.imeOptions`.
  public var imeFlags: AndroidIMEFlags

  /// Creates an EditorInfo.
  public init(inputType: AndroidInputType, imeAction: AndroidIMEAction, imeFlags: AndroidIMEFlags) {
    self.inputType = inputType
    self.imeAction = imeAction
    self.imeFlags = imeFlags
  }

  /// `EditorInfo.imeOptions` as the integer: action | flags.
  public var imeOptions: Int { imeAction.code | imeFlags.rawValue }
}
