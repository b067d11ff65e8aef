import KeyboardTraits

/// A keyboard a field's data calls for and does not get.
enum KeyboardMismatch: Equatable, Sendable {
  /// An email address on a text input without the Email keyboard: `type="email"`.
  case email
  /// A phone number on a text or number input without the Phone pad: `type="tel"`.
  case tel
  /// A part of a phone number (`tel-national`, …) without the Phone pad: it keeps a text type,
  /// which is the only one that takes its field name, and gets `inputmode="tel"`.
  case phoneNumberPart(String)
  /// A web address on a text input without the URL keyboard: `inputmode="url"`.
  case url
}

extension FieldAdvice {
  /// The keyboard `field`'s data calls for and does not get: an email address, phone number
  /// or web address, by its autocomplete, name, id or label, on a text input (a phone number
  /// also on a number input) that takes keyboard advice.
  /// A box of a split phone number (`phoneNumberBox`) calls for the Phone pad with its part.
  static func keyboardMismatch(
    of field: LintField, phoneNumberBox: SplitPhoneNumber.Part?
  ) -> KeyboardMismatch? {
    let isPlainText = field.field.isPlainTextInput
    guard isPlainText || field.field.inputType == .number, field.field.takesKeyboardAdvice,
      field.field.ios.presentation == .keyboard, !field.field.hasCorrectableInputMode
    else { return nil }
    if let phoneNumberBox {
      guard field.field.ios.keyboardType != .phonePad else { return nil }
      return .phoneNumberPart(phoneNumberBox.fieldName)
    }
    let purpose = field.purpose
    switch purpose.primary {
    case .email?:
      guard isPlainText, field.field.ios.keyboardType != .emailAddress, !purpose.has(.tel),
        !purpose.has(.username)
      else { return nil }
      return .email
    case .tel?:
      guard field.field.ios.keyboardType != .phonePad, !purpose.has(.email) else { return nil }
      return field.autocomplete?.phoneNumberPart.map(KeyboardMismatch.phoneNumberPart) ?? .tel
    case .url?:
      guard isPlainText, field.field.ios.keyboardType != .URL,
        !followsAddressPrefix(field.field.context.leadingText)
      else { return nil }
      return .url
    default:
      return nil
    }
  }

  /// Whether `text` ends with a web address prefix such as `https://example.com/users/` or
  /// `example.com/`: a host or path ending in '/', not a bare scheme like `https://`. A field
  /// written right after one takes only a path part, a slug.
  static func followsAddressPrefix(_ text: String) -> Bool {
    guard let last = text.split(separator: " ").last, last.hasSuffix("/") else { return false }
    let afterScheme = last.range(of: "://").map { last[$0.upperBound...] } ?? last[...]
    return afterScheme.dropLast().contains { $0 == "." || $0 == "/" }
  }

  /// Whether the pattern, the declared field name, else the purpose the words point to, says
  /// digits only; a one-time code only when nothing says it may hold letters
  /// (``OneTimeCodeAlphabet``).
  static func holdsDigitsOnly(_ field: LintField) -> Bool {
    if field.field.patternAllowsOnlyDigits { return true }
    if let name = field.autocomplete?.fieldName, name != "one-time-code" {
      return digitFieldNames.contains(name)
    }
    let purpose = field.autocomplete?.fieldName == nil ? field.purpose.primary : .oneTimeCode
    if purpose == .oneTimeCode { return !OneTimeCodeAlphabet.mayHoldLetters(field) }
    return purpose.map(digitPurposes.contains) ?? false
  }

  /// Whether a password field holds a PIN: its words say so, or a digits-only `pattern`, or a
  /// `maxlength` of 4 to 6 with no other value written, on a field that is no one-time code or
  /// card security code (which need no masking: `otp-autocomplete`, `cc-csc-password`).
  /// `inputmode="numeric"` gives it a number pad that hides the digits on iPhone and Chrome
  /// for Android; Firefox for Android keeps its password keyboard.
  static func holdsSecretDigits(_ field: LintField) -> Bool {
    let unmasked: Set<FieldPurpose> = [.oneTimeCode, .cardSecurityCode]
    guard field.field.inputType == .password,
      !["one-time-code", "cc-csc"].contains(field.autocomplete?.fieldName),
      !unmasked.contains(where: field.purpose.has)
    else { return false }
    if field.purpose.primary == .pin || field.field.patternAllowsOnlyDigits { return true }
    guard field.field[.pattern] == nil, let length = field.field.maxLength,
      pinLengths.contains(length)
    else { return false }
    let value = field.field[.value] ?? ""
    return value.utf8.allSatisfy { (0x30...0x39).contains($0) }
  }

  /// The lengths of a PIN that a `maxlength` alone shows: 7 or 8 is as often a legacy limit on
  /// an ordinary password.
  private static let pinLengths = 4...6

  /// Whether the field's standard signals say digits only: its pattern or its declared
  /// autocomplete field name, not words (`FixSafetyPolicy`).
  static func declaresDigitsOnly(_ field: LintField) -> Bool {
    if field.field.patternAllowsOnlyDigits { return true }
    return field.autocomplete?.fieldName.map(digitFieldNames.contains) ?? false
  }

  private static let digitFieldNames: Set<String> = [
    "cc-number", "cc-csc", "one-time-code", "bday-day", "bday-month", "bday-year",
    "cc-exp-month", "cc-exp-year",
  ]

  private static let digitPurposes: Set<FieldPurpose> = [
    .cardNumber, .cardSecurityCode, .oneTimeCode, .pin, .cardExpiryMonth, .cardExpiryYear,
  ]

  /// Whether the field holds a sum of money: its purpose is an amount and its words do not ask
  /// for a count of things.
  static func holdsMoney(_ field: LintField) -> Bool {
    field.purpose.primary == .amount && !asksForCount(field)
  }

  /// Label phrases that ask for a sum in whole units of a currency.
  private static let wholeUnitPhrases = [
    "nearest dollar", "nearest euro", "nearest pound", "whole dollars", "whole euros",
    "whole pounds", "whole numbers", "whole amounts", "no cents", "without cents",
  ]

  /// Whether the field asks for a sum in whole units: a whole-number `step` on an input that
  /// checks it (fractions are rejected then), or words in its label such as "to the nearest dollar".
  static func asksForWholeUnits(_ field: LintField) -> Bool {
    if field.field.accepts(.step), let step = field.field[.step],
      let units = Int(step.trimmingHTMLWhitespace()), units > 0
    {
      return true
    }
    guard let label = field.field.label?.asciiLowercased() else { return false }
    return wholeUnitPhrases.contains { label.containsText($0) }
  }

  /// Label phrases that ask for a count of things, not a sum of money.
  private static let countPhrases = ["how many", "number of", "quantity", "qty"]

  /// Whether the field's label (or other words) ask for a count: then whole numbers are right.
  private static func asksForCount(_ field: LintField) -> Bool {
    if field.purpose.has(.quantity) { return true }
    guard let label = field.field.label?.asciiLowercased() else { return false }
    return countPhrases.contains { label.containsText($0) }
  }

  /// The identifier a number input holds, if any (`number-for-identifier`): its declared
  /// autocomplete field name, else the purpose its name, id or label points to.
  static func numberIdentifierPurpose(of field: LintField) -> FieldPurpose? {
    if let name = field.autocomplete?.fieldName {
      if name.hasPrefix("tel") { return .tel }
      switch name {
      case "cc-number": return .cardNumber
      case "cc-csc": return .cardSecurityCode
      case "one-time-code": return .oneTimeCode
      case "postal-code": return .postalCode
      default: break
      }
    }
    if let primary = field.purpose.primary {
      return numberIdentifiers.contains(primary) ? primary : nil
    }
    // A "code" is never a quantity (`app-code-1`, "Security code"), whatever its kind.
    let words = [field.field.name, field.field.id, field.field.label].compactMap { $0 }
      .flatMap { FieldText($0).words.map(\.text) }
    return words.contains("code") ? .oneTimeCode : nil
  }

  private static let numberIdentifiers: Set<FieldPurpose> = [
    .cardNumber, .cardSecurityCode, .oneTimeCode, .pin, .postalCode, .tel, .accountNumber, .iban,
  ]
}
