import KeyboardTraits

/// An identifier kind for which capitalisation and autocorrection corrupt what the user types.
enum TypedIdentifier: Equatable {
  case username, email, oneTimeCode, url, postalCode, captcha, handle

  /// Words in `name`/`id` that name a user handle (`twitter_handle`, `handle`).
  static let handleWords: Set<String> = ["handle"]

  /// The identifier the user types into `field`, an `<input>` (a user name, a code, an address
  /// typed into a text field), when its markup says so; nil for prose, names and digit-only
  /// data (a one-time code of digits: ``OneTimeCodeAlphabet``), and nil for a field with its
  /// own `hidden` attribute: it is not rendered, so no one types into it (a hidden account-name
  /// field a change-password form carries for the password manager).
  init?(typedInto field: LintField) {
    guard field.field.element == "input", field.field.inputType != .number,
      !field.field.has(.hidden)
    else { return nil }
    // `webauthn` without a field name stays the field name, which WebKit maps to the username
    // content type: a passkey account field, before or after "username" is written in front.
    if let tokens = field.autocomplete?.tokens.map(\.lowercased), tokens.contains("webauthn"),
      !tokens.contains(where: { AutofillFieldName.named($0) != nil })
    {
      self = .username
      return
    }
    let purpose = field.purpose
    if let primary = purpose.primary {
      // "user_name" labelled "Name:" (MDN's first-form convention) is the person's name, which
      // is rightly capitalised; only a declared autocomplete="username" settles it.
      let declaresUsername = purpose.evidence.contains {
        $0.source == .autocomplete && $0.purpose == .username
      }
      if primary == .username, !declaresUsername,
        purpose.evidence.contains(where: { Self.personNameParts.contains($0.purpose) })
      {
        return nil
      }
      self.init(purpose: primary)
      // A code of digits is digit-only data: the Number pad it calls for has no letters.
      if self == .oneTimeCode, !OneTimeCodeAlphabet.mayHoldLetters(field) { return nil }
      return
    }
    // No single purpose: still an identifier when every purpose found is one.
    let found = purpose.evidence.compactMap { TypedIdentifier(purpose: $0.purpose) }
    if let first = found.first, found.count == purpose.evidence.count {
      if first == .oneTimeCode, !OneTimeCodeAlphabet.mayHoldLetters(field) { return nil }
      self = first
      return
    }
    guard purpose.evidence.isEmpty else { return nil }
    // The folded words of `name` and `id`.
    let words = [field.field.name, field.field.id].compactMap { $0 }
      .flatMap { FieldText($0).words.map(\.text) }
    guard words.contains(where: Self.handleWords.contains) else { return nil }
    self = .handle
  }

  /// Whether `field`'s standard signals say it holds this identifier: its `autocomplete`
  /// (a field name, or `webauthn`) or its type, not words in its name, id or label
  /// (`FixSafetyPolicy`).
  func isDeclared(by field: LintField) -> Bool {
    if self == .username,
      field.autocomplete?.tokens.contains(where: { $0.lowercased == "webauthn" }) == true
    {
      return true
    }
    return TypedIdentifier(purpose: field.purpose.primary ?? .search) == self
      && field.declaresItsPurpose
  }

  /// Parts of a person's name, which a login name's other words may turn out to mean.
  private static let personNameParts: Set<FieldPurpose> = [
    .fullName, .givenName, .familyName, .additionalName,
  ]

  init?(purpose: FieldPurpose) {
    switch purpose {
    case .username: self = .username
    case .email: self = .email
    case .oneTimeCode: self = .oneTimeCode
    case .url: self = .url
    case .postalCode: self = .postalCode
    case .captcha: self = .captcha
    default: return nil
    }
  }

  /// How the field is named in messages ("a username field").
  var phrase: String {
    switch self {
    case .username: "a username field"
    case .email: "an email address typed into a text field"
    case .oneTimeCode: "a one-time code field"
    case .url: "a web address typed into a text field"
    case .postalCode: "a postal code field"
    case .captcha: "a CAPTCHA field"
    case .handle: "a user handle field"
    }
  }

  /// A value the user might type, used to show what sentence case does to it.
  var sample: String {
    switch self {
    case .username: "alice_b"
    case .email: "alice@example.com"
    case .oneTimeCode: "abc123"
    case .url: "example.com"
    case .postalCode: "sw1a 1aa"
    case .captcha: "xk7pq"
    case .handle: "alice"
    }
  }

  /// The `autocapitalize` value that keeps the value as typed (postal codes are written in
  /// capitals where they have letters).
  var preferredAutocapitalize: String { self == .postalCode ? "characters" : "none" }
}
