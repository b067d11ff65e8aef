// Value types mirroring UIKit's text-input traits. Raw values are UIKit's Swift case names, so
// they read the same in JSON as in Swift code that sets the traits by hand.

/// What appears when iOS focuses the field.
public enum IOSPresentation: String, Sendable, Hashable, Codable, CaseIterable {
  /// A software keyboard.
  case keyboard
  /// Focusable, but no software keyboard (`inputmode="none"`, `readonly`).
  case none
  /// A picker or menu (`<select>`).
  case select
  /// A date or time picker.
  case datePicker
  /// The colour picker.
  case colorPicker
  /// The file-upload panel.
  case fileUpload
  /// No text input session at all (checkbox, radio, range, buttons, hidden).
  case notEditable
  /// Disabled: cannot be focused.
  case disabled
}

/// WebKit's classification of the focused element (`FocusedElementInformation.elementType`, R1).
public enum IOSElementType: String, Sendable, Hashable, Codable, CaseIterable {
  case none, contentEditable, text, password, textArea, search, email, url, phone
  case number, numberPad, dateTimeLocal, date, time, week, month, select, color
}

/// `UIKeyboardType`: WebKit produces only these eight (R3.3).
public enum IOSKeyboardType: String, Sendable, Hashable, Codable, CaseIterable {
  // UIKit's names, which the JSON contract prints (`UIKeyboardTypeURL`).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case `default`, numbersAndPunctuation, URL, numberPad, phonePad, emailAddress, decimalPad
  case webSearch

  /// Whether this is a pad (number, decimal or phone): it has no letters and no Enter key, so
  /// the capitalisation, autocorrection and return key WebKit still sets do nothing on it.
  public var isPad: Bool {
    switch self {
    case .numberPad, .decimalPad, .phonePad: true
    default: false
    }
  }
}

/// `UIReturnKeyType`: the values WebKit sets (R4).
public enum IOSReturnKeyType: String, Sendable, Hashable, Codable, CaseIterable {
  case `default`, go, next, search, send, done

  /// The key's text as iOS (English) shows it: "return", "Go", "Next", "Search", "Send", "Done".
  public var label: String { self == .default ? "return" : rawValue.capitalized }
}

/// `UITextAutocapitalizationType`.
public enum IOSAutocapitalizationType: String, Sendable, Hashable, Codable, CaseIterable {
  case none, words, sentences, allCharacters
}

/// A UIKit tri-state trait (`UITextAutocorrectionType`, `UITextSpellCheckingType`,
/// `UITextSmartQuotesType`, `UITextSmartDashesType`, `UITextInlinePredictionType`).
public enum IOSTraitState: String, Sendable, Hashable, Codable, CaseIterable {
  case `default`, no, yes
}

/// `UITextContentType` values WebKit derives from `autocomplete` (R9.2), by Swift name.
public enum IOSTextContentType: String, Sendable, Hashable, Codable, CaseIterable {
  case name, namePrefix, givenName, middleName, familyName, nameSuffix, nickname, jobTitle
  case organizationName, fullStreetAddress, streetAddressLine1, streetAddressLine2, sublocality
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case addressCity, addressState, countryName, postalCode, telephoneNumber, emailAddress, URL
  case username, oneTimeCode
}
