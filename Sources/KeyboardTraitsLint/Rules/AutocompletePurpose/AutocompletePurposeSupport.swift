import KeyboardTraits

extension LintField {
  /// The field name of a valid `autocomplete` value, lowercased; nil when absent, `on`, `off`,
  /// empty or invalid (the grammar rules report those).
  var declaredFieldName: String? { autocomplete?.fieldName }

  /// The purpose from `autocomplete` if it names one, else the classifier's single best guess.
  var declaredOrPrimaryPurpose: FieldPurpose? {
    AutocompleteFieldName(field.attribute("autocomplete"))?.purpose ?? purpose.primary
  }

  /// Whether the field is a payment card number (`cc-number`, or named like one).
  var isCardNumber: Bool {
    if autocomplete?.fieldName == "cc-number" { return true }
    return declaredOrPrimaryPurpose == .cardNumber
  }

  /// Whether the field's own words (name, id, label, placeholder) point to `purpose`, rather
  /// than its `autocomplete` or its type.
  func wordsSay(_ purpose: FieldPurpose) -> Bool {
    self.purpose.evidence.contains {
      $0.purpose == purpose && $0.source != .autocomplete && $0.source != .inputType
    }
  }

  /// Whether the name, id or label (not only the type or placeholder) point to `purpose`.
  func identifiedAs(_ purpose: FieldPurpose) -> Bool {
    self.purpose.evidence.contains {
      $0.purpose == purpose && [.name, .id, .label].contains($0.source)
    }
  }

  /// Whether the name, id or label say the data is someone else's (a friend's email, a gift
  /// recipient's phone), which the user's own autofill must not fill.
  var isAboutSomeoneElse: Bool {
    let texts = [field.name, field.id, field.labelSource == .placeholder ? nil : field.label]
    return texts.contains { text in
      guard let text else { return false }
      // Most names, ids and labels are ASCII: their letters are read as bytes.
      if let mentions = text.withContiguousUTF8(Self.mentionsOtherPerson(ascii:)) {
        return mentions
      }
      let lowered = text.asciiLowercased()
      let joined = lowered.filter(\.isLetter)
      return lowered.split { !$0.isLetter }.contains { Self.otherPersonWords.contains(String($0)) }
        || Self.longOtherPersonWords.contains { joined.containsText($0) }
    }
  }

  /// ``isAboutSomeoneElse`` for one text, nil when it is not ASCII: a word of
  /// `otherPersonWords` between non-letters, or one of its words of more than five letters
  /// anywhere in the letters run together ("giftrecipient"). Letters are folded to lower case
  /// on the way into one buffer, so no lower-cased copy and no string per word is made (a set
  /// lookup hashed each word: ~7,000 instructions a text).
  private static func mentionsOtherPerson(ascii text: UnsafeBufferPointer<UInt8>) -> Bool? {
    guard text.allSatisfy({ $0 < 0x80 }) else { return nil }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: text.count + 1) { buffer in
      var count = 0
      var wordStart = 0
      func endsOtherPersonWord() -> Bool {
        let word = UnsafeBufferPointer(rebasing: buffer[wordStart..<count])
        return otherPersonWordBytes.contains { $0.count == word.count && $0.elementsEqual(word) }
      }
      for byte in text {
        let lower = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
        if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower) {
          buffer[count] = lower
          count += 1
          continue
        }
        if count > wordStart, endsOtherPersonWord() { return true }
        wordStart = count
      }
      if count > wordStart, endsOtherPersonWord() { return true }
      let letters = UnsafeBufferPointer(rebasing: buffer[..<count])
      return longOtherPersonWordBytes.contains { word in
        word.count <= letters.count
          && (0...(letters.count - word.count)).contains { start in
            word.indices.allSatisfy { letters[start + $0] == word[$0] }
          }
      }
    }
  }

  private static let otherPersonWordBytes = otherPersonWords.map { Array($0.utf8) }
  private static let longOtherPersonWordBytes = otherPersonWordBytes.filter { $0.count > 5 }
  private static let longOtherPersonWords = otherPersonWords.filter { $0.count > 5 }

  /// Whether the field is a search box by its type, keyboard, Enter key or words: a town typed
  /// to find a store is a query, not the user's address.
  var isSearchLike: Bool {
    field.ios.elementType == .search || field.validInputMode == .search
      || field.validEnterKeyHint == .search
      || purpose.has(.search)
  }

  private static let otherPersonWords: Set<String> = [
    "friend", "friends", "invitee", "invite", "referral", "referee", "colleague", "guest",
    "beneficiary", "emergency", "gift", "giftee", "recipient", "recipients", "receiver",
    "sponsor", "guardian", "parent",
  ]

  /// The autocomplete value the purpose rules ask for on this field, nil when they ask for
  /// none: `username` for the account field before a password (username-autocomplete), the
  /// kind of password (password-autocomplete), else the field name its name, id or label
  /// point to (autocomplete-missing-known-field). Rules that replace a broken value use it, so
  /// that their fix is the value the purpose rules would ask for next.
  func purposeValue(in document: LintDocument) -> String? {
    if let entry = AccountNames(in: document).entry(forIdentifier: self),
      field.takesAutocomplete(entry.value)
    {
      return entry.value
    }
    if inputType == .password {
      return PasswordForm(around: self, in: document).expectedKind(of: self)?.rawValue
    }
    guard field.isEditable, let purpose = purpose.primary, identifiedAs(purpose),
      !isAboutSomeoneElse,
      !isSearchLike
    else { return nil }
    return purpose.autofillFieldName(on: field)
  }

  /// A fix that sets `autocomplete` to `value` (adding the attribute if absent), or nil when
  /// the value would not conform on this control.
  func autocompleteFix(_ value: String) -> Fix? {
    guard field.takesAutocomplete(value) else { return nil }
    return Fix(
      summary: "Set autocomplete=\"\(value)\"", edits: [field.setting("autocomplete", to: value)])
  }

  /// The `autocomplete` value with its field-name token replaced by `fieldName`, keeping any
  /// section, hint and `webauthn` tokens.
  func autocompleteReplacingFieldName(with fieldName: String) -> String {
    autocomplete?.replacingFieldName(with: fieldName) ?? fieldName
  }
}

/// The password fields of one form and what each should declare: sign-up and change forms have
/// two or more, sign-in forms one after the account name.
struct PasswordForm: Sendable {
  /// The kind of password a field asks for.
  enum Kind: String {
    case new = "new-password"
    case current = "current-password"
  }

  /// The fields of the form (or the lone field when it has no form), in document order.
  let fields: [LintField]
  /// The fields that hold the account's password (not PINs, codes or card security codes).
  let passwords: [LintField]
  /// The `<form>`, nil for a field outside any form.
  let form: FormElement?
  /// The text of the form's submit buttons.
  private let submitTexts: [String]

  /// The form that owns `field` (only the field itself when it has no form owner, since the
  /// ownerless fields of a page need not belong together).
  init(around field: LintField, in document: LintDocument) {
    guard let formIndex = field.field.formIndex, field.form != nil else {
      self.init(form: nil, fields: [field], controls: [])
      return
    }
    // Every password field of the form asks: the form is read once per page.
    self = document.formFact(Self.passwordFormFact, of: formIndex) { fields, controls in
      PasswordForm(form: field.form, fields: fields, controls: controls)
    }
  }

  private static let passwordFormFact = DerivedFact<PasswordForm>()

  private init(form: FormElement?, fields: [LintField], controls: [FocusableControl]) {
    self.form = form
    self.fields = fields
    passwords = fields.filter(\.isAccountPassword)
    submitTexts = controls.compactMap { control in control.isSubmitButton ? control.text : nil }
  }

  /// What `password` should declare, nil when its markup cannot tell.
  func expectedKind(of password: LintField) -> Kind? {
    let saysNew = password.wordsSay(.newPassword)
    let saysCurrent = password.wordsSay(.currentPassword)
    if saysNew != saysCurrent { return saysNew ? .new : .current }
    guard let position = passwords.firstIndex(where: { $0.index == password.index }) else {
      return nil
    }
    switch passwords.count {
    case 1:
      return looksLikeSignIn ? .current : nil
    case 2:
      // Sign-up (new, confirm) or change (current, new): only the second is certain.
      return position == 0 ? nil : .new
    default:
      // Change forms: current, then new and its confirmation.
      return position == 0 ? .current : .new
    }
  }

  /// An identifier field, then one password, nothing else to type, and sign-in words (and no
  /// sign-up words) on the form or its submit button: a sign-in form. Without the words an
  /// email and a password may as well be a minimal sign-up.
  var looksLikeSignIn: Bool {
    guard form != nil, passwords.count == 1, let password = passwords.first,
      !password.field.hasAttribute("passwordrules"), identifier(before: password) != nil,
      fields.filter({ $0.field.isEditable && $0.field.isTextControl }).count == 2
    else { return false }
    let words = formWords
    return words.contains { text in Self.signInWords.contains { text.containsText($0) } }
      && !words.contains { text in Self.signUpWords.contains { text.containsText($0) } }
  }

  /// The form's id, name, action and class and its submit buttons' text, lowercased.
  private var formWords: [String] {
    guard let form else { return [] }
    let attributes = [form.id, form.attribute("name"), form.action, form.attribute("class")]
    return (attributes.compactMap { $0 } + submitTexts).map { $0.asciiLowercased() }
  }

  private static let signInWords = [
    "login", "log-in", "log_in", "log in", "signin", "sign-in", "sign_in", "sign in", "session",
    "logon", "anmelden", "connexion", "se connecter", "iniciar sesión", "entrar", "accedi",
  ]

  private static let signUpWords = [
    "register", "registration", "signup", "sign-up", "sign_up", "sign up", "join", "create",
    "enrol", "new-account", "new_account", "newaccount", "onboard", "invite", "get started",
    "registrieren", "inscription", "s'inscrire", "registrarse", "crear", "iscriviti",
  ]

  /// The account-name field before `password` in this form.
  func identifier(before password: LintField) -> LintField? {
    Self.identifier(before: password, in: fields)
  }

  /// The account-name field before `password` in `fields`: the nearest editable text, email or
  /// tel input that reads as a username, else the nearest one if it reads as an account name
  /// (a promo code or captcha before the password is no identifier, and neither is a field with
  /// no words at all). A sign-up form's explicit username comes before the email that sits
  /// beside the password (CoolAdmin form.html: Username, Email, Password).
  static func identifier(before password: LintField, in fields: [LintField]) -> LintField? {
    let candidates = fields.filter {
      $0.index < password.index && $0.field.isEditable && [.text, .email, .tel].contains($0.inputType)
    }
    if let username = candidates.last(where: { $0.purpose.primary == .username }) {
      return username
    }
    guard let candidate = candidates.last else { return nil }
    let identifiers: Set<FieldPurpose> = [.username, .email, .tel]
    return candidate.purpose.primary.map(identifiers.contains) == true ? candidate : nil
  }
}

extension LintField {
  /// A password input for the account's password: not disabled, and not a PIN, one-time code
  /// or card security code by its `autocomplete` or its words.
  var isAccountPassword: Bool {
    guard inputType == .password, field.ios.presentation != .disabled else { return false }
    if let name = declaredFieldName { return name == "new-password" || name == "current-password" }
    let other: Set<FieldPurpose> = [.pin, .oneTimeCode, .cardSecurityCode]
    return purpose.primary.map { !other.contains($0) } ?? true
  }
}
