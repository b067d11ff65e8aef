import KeyboardTraits
import KeyboardTraitsLint

/// What a field's keyboard is on one platform, in five short words: the keyboard, the Enter
/// key, capitalisation, autocorrection and the autofill content type; `-` where the platform
/// has no such trait for the field. `kbtraits show` prints it as a row, the language server's
/// hover as a table.
public struct PlatformKeyboardSummary: Sendable, Hashable {
  /// The keyboard ("Email keyboard", "Number pad", "No keyboard until a script asks").
  public var keyboard: String
  /// The Enter key's label ("Go", "Next").
  public var enterKey: String
  /// The capitalisation (`none`, `sentences`, `words`, `allCharacters`).
  public var capitalization: String
  /// Whether the keyboard autocorrects (`yes`/`no` on Android, WebKit's state on iOS).
  public var autocorrection: String
  /// iOS's text content type (`username`, `oneTimeCode`); `-` on Android.
  public var contentType: String

  /// The five values in the order `kbtraits show` prints them.
  public var cells: [String] { [keyboard, enterKey, capitalization, autocorrection, contentType] }

  /// The summary of `field` on `platform`.
  public init(_ field: FormField, on platform: TargetPlatform) {
    let cells = Self.cells(for: field, on: platform)
    keyboard = cells[0]
    enterKey = cells[1]
    capitalization = cells[2]
    autocorrection = cells[3]
    contentType = cells[4]
  }

  private static func cells(for field: FormField, on platform: TargetPlatform) -> [String] {
    guard let android = platform.androidTraits(of: field) else {
      let ios = field.ios
      guard ios.hasKeyboardTraits else { return [ios.keyboardDescription, "-", "-", "-", "-"] }
      // A pad has no letters: the capitalisation and autocorrection WebKit sets do nothing.
      let isPad = ios.keyboardType.isPad
      return [
        ios.keyboardDescription, ios.returnKeyType.label,
        isPad ? "-" : ios.autocapitalizationType.rawValue,
        isPad ? "-" : ios.autocorrectionType.rawValue, ios.textContentType?.rawValue ?? "-",
      ]
    }
    let keyboard =
      switch android.presentation {
      case .keyboard: android.keyboard?.name ?? android.keyboardDescription
      // The description names the script call, too long for a column.
      case .manual: "No keyboard until a script asks"
      default: android.keyboardDescription
      }
    guard let info = android.editorInfo else { return [keyboard, "-", "-", "-", "-"] }
    let inputType = info.inputType
    guard inputType.inputClass == .text else {
      return [keyboard, info.imeAction.label, "-", "-", "-"]
    }
    // The capitalisation iOS would call it; Android's IMEs honour the strongest bit.
    let caps =
      inputType.contains(.capCharacters)
      ? "allCharacters"
      : inputType.contains(.capWords)
        ? "words" : inputType.contains(.capSentences) ? "sentences" : "none"
    let autocorrect = inputType.contains(.autoCorrect) ? "yes" : "no"
    return [keyboard, info.imeAction.label, caps, autocorrect, "-"]
  }

  /// The JSON keys of the traits a dynamic attribute may change on `platform`.
  public static func unknownTraits(of field: FormField, on platform: TargetPlatform) -> [String] {
    switch platform {
    case .ios: field.unknownIOSTraits.map(\.trait)
    case .android: field.unknownAndroidTraits.map(\.trait)
    case .firefoxAndroid: field.unknownFirefoxAndroidTraits.map(\.trait)
    }
  }
}
