import KeyboardTraits

extension AutocompleteValue {
  /// A field name in the value that `type="tel"` does not take: a part of a phone number
  /// (`tel-national`, …), which the autofill table puts in the Text group, or another name
  /// written beside `tel`. Such a field keeps a text type and gets `inputmode="tel"`.
  var phoneNumberPart: String? {
    tokens.lazy.map(\.lowercased).first { AutofillFieldName.named($0) != nil && $0 != "tel" }
  }

  /// The value with its field-name token replaced by `fieldName`, keeping any section, hint
  /// and `webauthn` tokens; `fieldName` alone when the value names no field.
  func replacingFieldName(with fieldName: String) -> String {
    guard let current = self.fieldName else { return fieldName }
    return tokens.map { $0.lowercased == current ? fieldName : $0.text }.joined(separator: " ")
  }
}

extension AutocompleteValue? {
  /// Whether the value gives the browser no purpose: no attribute, or `on` or `off`.
  var declaresNoPurpose: Bool {
    guard let self else { return true }
    return self.shape == .on || self.shape == .off
  }
}
