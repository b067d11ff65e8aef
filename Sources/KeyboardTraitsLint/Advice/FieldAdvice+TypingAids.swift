import KeyboardTraits

extension FieldAdvice {
  /// `words` for a person's name, else the identifier's own value for a typed identifier, on
  /// an `<input>` whose iPhone keyboard has letters.
  static func autocapitalize(for field: LintField, identifier: TypedIdentifier?) -> String? {
    guard field.field.element == "input", field.field.ios.typesLetters else { return nil }
    if let purpose = field.purpose.primary, namePurposes.contains(purpose) { return "words" }
    return identifier?.preferredAutocapitalize
  }

  /// The purposes whose values are a person's name, with a capital on every part.
  private static let namePurposes: Set<FieldPurpose> = [
    .fullName, .givenName, .familyName, .additionalName, .cardholderName,
  ]

  /// `off` for a typed identifier whose iPhone keyboard has letters.
  static func autocorrect(for field: LintField, identifier: TypedIdentifier?) -> String? {
    identifier != nil && field.field.ios.typesLetters ? "off" : nil
  }

  /// `false` for an `<input>` on a keyboard that holds a password shown as text (a password
  /// purpose on another type), or a password input whose form has a show-password toggle.
  static func spellcheck(for field: LintField, in document: LintDocument) -> String? {
    guard field.field.element == "input", field.field.ios.presentation == .keyboard else {
      return nil
    }
    if field.field.inputType == .password {
      return hasShowPasswordToggle(near: field, in: document) ? "false" : nil
    }
    guard let purpose = field.purpose.primary, passwordPurposes.contains(purpose) else {
      return nil
    }
    return "false"
  }

  private static let passwordPurposes: Set<FieldPurpose> = [
    .password, .currentPassword, .newPassword,
  ]
  private static let toggleVerbs: Set<String> = [
    "show", "reveal", "toggle", "view", "hide", "unmask", "display", "anzeigen", "afficher",
    "mostrar", "mostra",
  ]
  private static let secretNouns: Set<String> = [
    "password", "passwort", "pwd", "pw", "pass", "passcode", "pin", "mot", "contraseña", "senha",
  ]

  private static let toggleFact = DerivedFact<Bool>()

  /// A button whose text is a show/hide verb (alone, or with a password word), or a checkbox
  /// whose label, name or id says "show password", owned by the same form as `field`.
  private static func hasShowPasswordToggle(near field: LintField, in document: LintDocument)
    -> Bool
  {
    // Read once per form: every password field of the form asks.
    document.formFact(Self.toggleFact, of: field.field.formIndex) { fields, controls in
      let buttons = controls.filter {
        if case .button = $0.kind { return !$0.isDisabled }
        return false
      }
      if buttons.contains(where: { isToggle($0.text, alone: true) }) { return true }
      return fields.contains { other in
        other.field.inputType == .checkbox
          && [other.field.label, other.field.name, other.field.id].contains {
            isToggle($0, alone: false)
          }
      }
    }
  }

  private static func isToggle(_ text: String?, alone: Bool) -> Bool {
    guard let text else { return false }
    let words = FieldText(text).words.map(\.text)
    guard words.contains(where: toggleVerbs.contains) else { return false }
    if alone, words.count == 1 { return true }
    return words.contains(where: secretNouns.contains)
  }
}
