import KeyboardTraits

/// What a form field asks the user for, as far as its markup tells.
public enum FieldPurpose: String, Sendable, Hashable, CaseIterable, Codable {
  case email, tel, postalCode, cardNumber, cardSecurityCode, cardExpiry, cardExpiryMonth
  case cardExpiryYear, cardholderName, oneTimeCode, pin, username, currentPassword, newPassword
  case password, givenName, familyName, fullName, additionalName, streetAddress, city, region
  case country, organization, birthday, amount, quantity, url, search, iban, accountNumber
  case captcha
}

extension FieldPurpose {
  /// The more precise purposes this general one may turn out to be.
  var narrower: Set<FieldPurpose> {
    switch self {
    case .password: [.newPassword, .currentPassword]
    case .fullName: [.givenName, .familyName, .additionalName]
    case .cardExpiry: [.cardExpiryMonth, .cardExpiryYear]
    default: []
    }
  }
}

/// Where the evidence for a purpose was found (strongest first).
public enum PurposeEvidenceSource: String, Sendable, Hashable, Codable {
  case autocomplete, inputType, name, id, label, placeholder
  /// The text right before a field that has no label of its own: the weakest source.
  case adjacentText

  /// Position in the strength order: 0 is the strongest.
  var rank: Int {
    switch self {
    case .autocomplete: 0
    case .inputType: 1
    case .name: 2
    case .id: 3
    case .label: 4
    case .placeholder: 5
    case .adjacentText: 6
    }
  }

  /// Whether the text is an author-chosen identifier rather than words shown to the user.
  var isIdentifier: Bool { self == .name || self == .id }
}

/// One reason to believe a field has a purpose.
public struct PurposeEvidence: Sendable, Hashable {
  /// The purpose this evidence points to.
  public let purpose: FieldPurpose
  /// The attribute or text where it was found.
  public let source: PurposeEvidenceSource
  /// The word or words that matched, as written in the markup.
  public let matched: String

  /// Creates evidence for `purpose` found in `source`.
  public init(purpose: FieldPurpose, source: PurposeEvidenceSource, matched: String) {
    self.purpose = purpose
    self.source = source
    self.matched = matched
  }
}
