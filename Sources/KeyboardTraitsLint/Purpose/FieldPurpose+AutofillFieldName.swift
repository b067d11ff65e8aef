import KeyboardTraits

extension FieldPurpose {
  /// The autofill field name for this purpose on `field`'s kind of control, nil for purposes
  /// that take none from a field's words (passwords, codes, search) or have no single field
  /// name.
  func autofillFieldName(on field: FormField) -> String? {
    switch self {
    case .email: "email"
    case .tel: "tel"
    case .postalCode: "postal-code"
    case .givenName: "given-name"
    case .familyName: "family-name"
    case .fullName: "name"
    case .additionalName: "additional-name"
    case .streetAddress:
      field.element == "textarea" ? "street-address" : "address-line\(Self.addressLine(of: field))"
    case .city: "address-level2"
    case .region: "address-level1"
    case .country: field.element == "select" ? "country" : "country-name"
    case .organization: "organization"
    case .cardNumber: "cc-number"
    case .cardSecurityCode: "cc-csc"
    case .cardExpiry: "cc-exp"
    case .cardExpiryMonth: "cc-exp-month"
    case .cardExpiryYear: "cc-exp-year"
    case .cardholderName: "cc-name"
    default: nil
    }
  }

  /// The address line a one-line street field holds: 2 or 3 when its name, id or label numbers
  /// it so ("b-add2", "address_line_2", "Address 2:"), else 1.
  private static func addressLine(of field: FormField) -> Int {
    let texts = [field.name, field.id, field.label].compactMap { $0 }
    for text in texts {
      if let line = numberedLine(in: Array(text.asciiLowercased().utf8)) { return line }
    }
    return 1
  }

  /// The first line number in `text` as `(add|addr|address|line|street)[ _-]*[23]` not followed
  /// by a digit would find it (a scan by hand: Swift's Regex cost more than the rest of the rule).
  private static func numberedLine(in text: [UInt8]) -> Int? {
    let separators = [UInt8(ascii: " "), UInt8(ascii: "_"), UInt8(ascii: "-")]
    for start in text.indices {
      for word in lineWords where text[start...].starts(with: word) {
        var index = start + word.count
        while index < text.count, separators.contains(text[index]) { index += 1 }
        guard index < text.count,
          text[index] == UInt8(ascii: "2") || text[index] == UInt8(ascii: "3")
        else { continue }
        let next = index + 1
        if next < text.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[next]) {
          continue
        }
        return text[index] == UInt8(ascii: "2") ? 2 : 3
      }
    }
    return nil
  }

  private static let lineWords = ["add", "addr", "address", "line", "street"].map {
    Array($0.utf8)
  }
}
