import KeyboardTraits

/// What the three browsers show for one field, as the scanner predicted it: iOS Safari
/// (`docs/browsers/ios.md`), Chrome for Android and Firefox for Android
/// (`docs/browsers/android.md`). The rules that compare platforms read it, and their messages
/// name all three: "iPhone: Number pad; Android Chrome: QWERTY; Firefox: QWERTY".
struct PlatformKeyboards {
  /// iOS Safari.
  var ios: IOSTraits
  /// Chrome for Android (Android WebView and Samsung Internet share it).
  var chrome: AndroidTraits
  /// Firefox for Android.
  var firefox: AndroidTraits

  /// The keyboards `field` gets.
  init(_ field: FormField) {
    ios = field.ios
    chrome = field.android
    firefox = field.firefoxAndroid
  }

  /// "iPhone: Number pad; Android Chrome: QWERTY; Firefox: QWERTY".
  var summary: String { summary(enterKeys: false) }

  /// The summary with each Enter key: "iPhone: QWERTY with a Go key; Android Chrome: QWERTY
  /// with a Next key; Firefox: QWERTY with a return key".
  var summaryWithEnterKeys: String { summary(enterKeys: true) }

  private func summary(enterKeys: Bool) -> String {
    "iPhone: \(Self.name(ios, enterKey: enterKeys)); "
      + "Android Chrome: \(Self.name(chrome, enterKey: enterKeys)); "
      + "Firefox: \(Self.name(firefox, enterKey: enterKeys))"
  }

  /// Whether the three keyboards are not all of one family: one platform's users get a
  /// keyboard for other characters (letters, an address, a phone number, digits, or none).
  var familiesDiffer: Bool {
    let ios = KeyboardFamily(ios)
    return KeyboardFamily(chrome) != ios || KeyboardFamily(firefox) != ios
  }

  // MARK: Names

  /// What iOS shows, named as in the messages: "QWERTY", "Number pad", "QWERTY (secure)",
  /// "Date picker"; with `enterKey`, "QWERTY with a Go key" (the iPhone's Number, Decimal and
  /// Phone pads have no Enter key).
  static func name(_ ios: IOSTraits, enterKey: Bool = false) -> String {
    guard ios.presentation == .keyboard else { return ios.keyboardDescription }
    var name =
      switch ios.keyboardType {
      case .default: "QWERTY"
      case .webSearch: "Web search QWERTY"
      case .URL: "URL keyboard"
      case .emailAddress: "Email keyboard"
      case .phonePad: "Phone pad"
      case .numberPad: "Number pad"
      case .decimalPad: "Decimal pad"
      case .numbersAndPunctuation: "Numbers and punctuation keyboard"
      }
    if ios.secureTextEntry { name += " (secure)" }
    guard enterKey else { return name }
    return ios.keyboardType.isPad
      ? name + " (no Enter key)" : name + " with a \(ios.returnKeyType.label) key"
  }

  /// What an Android browser shows, named as in the messages: "QWERTY", "Phone dial pad",
  /// "No keyboard (inputmode=none)"; with `enterKey`, "QWERTY with a Next key".
  static func name(_ android: AndroidTraits, enterKey: Bool = false) -> String {
    guard android.presentation == .keyboard, let keyboard = android.keyboard else {
      return android.keyboardDescription
    }
    return enterKey ? android.keyboardDescription : keyboard.name
  }
}

/// The keyboard families the platform rules compare: two keyboards in one family let the user
/// type the same characters without switching layers.
enum KeyboardFamily: Equatable {
  case text, email, url, phone, digits, noKeyboard

  /// The family of what an Android browser shows. `virtualkeyboardpolicy="manual"` counts as
  /// the keyboard a script would show.
  init(_ android: AndroidTraits) {
    guard android.presentation == .keyboard || android.presentation == .manual,
      let keyboard = android.keyboard
    else {
      self = .noKeyboard
      return
    }
    switch keyboard {
    case .qwerty, .password: self = .text
    case .email: self = .email
    case .url: self = .url
    case .phonePad: self = .phone
    case .numberPad, .decimalPad, .pinPad: self = .digits
    }
  }

  /// The family of what iOS shows. Numbers and punctuation (`type=number`) puts the digits
  /// first, so it counts as a digits keyboard, as Android's number pad does.
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
