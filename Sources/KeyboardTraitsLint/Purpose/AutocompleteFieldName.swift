import KeyboardTraits

/// The field name an `autocomplete` attribute declares, read minimally.
///
/// Only the last token counts (section, hint and contact tokens come before it), lowercased,
/// with `webauthn` ignored. Whether the whole value is valid is another component's concern:
/// here an unknown name simply declares nothing.
struct AutocompleteFieldName: Sendable, Hashable {
  /// The field name lowercased.
  let token: String
  /// The field name as written in the attribute.
  let written: Substring
  /// The purpose the field name stands for; `nil` for names outside the purposes (`sex`).
  let purpose: FieldPurpose?

  /// The declared field name, or `nil` for `on`, `off`, empty and unknown values.
  ///
  /// A last token that is known tokens run together with commas or semicolons (`work,email`)
  /// declares its last one: that is what the author meant and what `autocomplete-unknown-token`'s
  /// safe fix writes, so rules judge the field as it will be once fixed.
  init?(_ attribute: String?) {
    guard let attribute else { return nil }
    // HTML splits on ASCII whitespace only (TAB, LF, FF, CR, SPACE): U+000B or a no-break space
    // is part of a token, which then names nothing. Tokens compare ASCII case-insensitively.
    let tokens = AutocompleteToken.split(attribute)
    guard let last = tokens.last(where: { $0.lowercased != "webauthn" }) else { return nil }
    var written = Substring(last.text)
    var lowered = last.lowercased
    // The repair is the suggester's own, so the name read here is the one the fix writes.
    if Self.table[lowered] == nil, AutocompleteSuggester.spacedList(lowered) != nil,
      let meant = written.split(whereSeparator: AutocompleteSuggester.isListSeparator).last
    {
      written = meant
      lowered = String(meant).asciiLowercased()
    }
    guard let entry = Self.table[lowered] else { return nil }
    token = lowered
    self.written = written
    purpose = entry
  }

  /// The 54 field names of the HTML standard and the purpose each stands for.
  private static let table = NameTable<FieldPurpose?>([
    "name": .fullName, "honorific-prefix": nil, "given-name": .givenName,
    "additional-name": .additionalName, "family-name": .familyName, "honorific-suffix": nil,
    "nickname": nil, "organization-title": nil, "username": .username,
    "new-password": .newPassword, "current-password": .currentPassword,
    "one-time-code": .oneTimeCode, "organization": .organization,
    "street-address": .streetAddress, "address-line1": .streetAddress,
    "address-line2": .streetAddress, "address-line3": .streetAddress, "address-level4": nil,
    "address-level3": nil, "address-level2": .city, "address-level1": .region,
    "country": .country, "country-name": .country, "postal-code": .postalCode,
    "cc-name": .cardholderName, "cc-given-name": .cardholderName,
    "cc-additional-name": .cardholderName, "cc-family-name": .cardholderName,
    "cc-number": .cardNumber, "cc-exp": .cardExpiry, "cc-exp-month": .cardExpiryMonth,
    "cc-exp-year": .cardExpiryYear, "cc-csc": .cardSecurityCode, "cc-type": nil,
    "transaction-currency": nil, "transaction-amount": .amount, "language": nil,
    "bday": .birthday, "bday-day": .birthday, "bday-month": .birthday, "bday-year": .birthday,
    "sex": nil, "url": .url, "photo": .url, "impp": nil, "email": .email,
    // Every part of a phone number wants the phone keypad (rules.md: `tel*`).
    "tel": .tel, "tel-country-code": .tel, "tel-national": .tel, "tel-area-code": .tel,
    "tel-local": .tel, "tel-local-prefix": .tel, "tel-local-suffix": .tel,
    "tel-extension": .tel,
  ])
}
