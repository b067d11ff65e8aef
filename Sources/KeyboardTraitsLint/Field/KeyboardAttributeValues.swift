import KeyboardTraits

// What the keyboard attributes' values mean together: an inputmode that contradicts the type,
// the types whose keyboard attributes Chrome ignores, and the value an invalid inputmode meant.

extension InputType {
  /// Whether `inputMode`'s keyboard cannot type the value the type expects: letters for
  /// addresses, digits for numbers.
  func contradicts(_ inputMode: InputModeValue) -> Bool {
    switch self {
    case .email, .url: [.numeric, .decimal, .tel].contains(inputMode)
    case .tel, .number: [.email, .url].contains(inputMode)
    default: false
    }
  }

  /// Whether Chrome for Android reads neither `inputmode` nor `enterkeyhint` on the type: it
  /// reads them only on text, search and password inputs (docs/browsers/android.md C4).
  var chromeIgnoresKeyboardAttributes: Bool {
    switch self {
    case .email, .url, .tel, .number: true
    default: false
    }
  }
}

extension InputModeValue {
  /// The one obvious correction of an invalid `inputmode`: the value trimmed, a common wrong
  /// name, or a near spelling; nil when there is none.
  static func correction(for value: String) -> String? {
    let word = String(value.asciiLowercased().trimmingHTMLWhitespace())
    if InputModeValue(rawValue: word) != nil { return word }
    if let alias = aliases[word] { return alias }
    // A word of three letters or fewer is too short to guess from (`te`: tel or text?).
    guard word.count > 3 else { return nil }
    let distance = word.count == 4 ? 1 : 2
    return EditDistance.nearest(
      to: word, in: InputModeValue.allCases.map(\.rawValue), maxDistance: distance)
  }

  /// Values authors write for the keyboard they mean.
  private static let aliases: [String: String] = [
    "number": "numeric", "numbers": "numeric", "num": "numeric", "digit": "numeric",
    "digits": "numeric", "integer": "numeric", "int": "numeric", "numberpad": "numeric",
    "number-pad": "numeric", "pin": "numeric",
    "phone": "tel", "telephone": "tel", "phonepad": "tel", "phone-pad": "tel", "mobile": "tel",
    "mail": "email", "e-mail": "email", "emailaddress": "email",
    "uri": "url", "link": "url", "website": "url",
    "float": "decimal", "decimals": "decimal", "decimalpad": "decimal", "currency": "decimal",
  ]
}
