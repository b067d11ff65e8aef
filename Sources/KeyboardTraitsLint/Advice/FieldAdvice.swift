import KeyboardTraits

/// What a field should be, decided once from its purpose and its context (its form and the
/// page), with the facts about it that several rules share.
///
/// Keyboard, autocomplete and typing-aid rules compare the field as written with its advice:
/// `email-not-email-keyboard` reports a text field whose advice asks for `type="email"`, and
/// `identifier-autocapitalize` leaves `autocapitalize` alone on that field because the advice
/// already asks for a type that ignores it. No rule runs another rule: where two rules' advice
/// meet, they meet here, and a fix that changes a field takes the changed field's advice into
/// its edits (``FieldEditor``).
///
/// Made on the first request (``LintField/advice(in:)``) and kept with the field; a class, so
/// that each rule's request shares it rather than copying its members.
final class FieldAdvice: Sendable {
  // MARK: What the field should be

  /// The keyboard the field's data calls for and does not get; nil when it gets it, or when
  /// its keyboard is not the advice's to change (a read-only or disabled field, one that is
  /// not a plain text input, an `inputmode` waiting for its obvious correction).
  let keyboardMismatch: KeyboardMismatch?

  /// The input type the field should have instead of its own: `email` or `tel`.
  var inputType: String? {
    switch keyboardMismatch {
    case .email?: "email"
    case .tel?: "tel"
    default: nil
    }
  }

  /// The `inputmode` the field should have while it keeps a text type: `tel` for a part of a
  /// phone number (which `type="tel"` does not take), `url` for a web address.
  var inputMode: String? {
    switch keyboardMismatch {
    case .phoneNumberPart?: "tel"
    case .url?: "url"
    default: nil
    }
  }

  /// The label the Enter key should carry in a form of several typed fields, when the field
  /// has no `enterkeyhint` and its keyboard has an Enter key.
  let enterKeyHint: EnterKeyHintAdvice?

  /// The `autocomplete` value the purpose calls for on a field whose own `autocomplete` names no
  /// field (absent, empty, `on`, `off` or invalid): `username` (keeping section and hint
  /// tokens) on the account-name field before a password, the kind of password on a password
  /// field, else the field name the field's name, id or label point to; nil when the markup
  /// cannot tell.
  let autocomplete: String?

  /// The `autocapitalize` the field should have on a keyboard with letters: `words` for a
  /// person's name, else `none` (`characters` for a postal code) for a typed identifier.
  let autocapitalize: String?

  /// `off` for a typed identifier on a keyboard with letters: autocorrection corrupts it.
  let autocorrect: String?

  /// `false` for a password shown as text, or one that a show-password toggle can show.
  let spellcheck: String?

  // MARK: Facts several rules share

  /// What the field holds: the purpose its `autocomplete` names, else the best guess from its
  /// words.
  let purpose: FieldPurpose?

  /// Whether the field is a payment card number (`cc-number`, or named like one).
  let isCardNumber: Bool

  /// Whether a field that takes keyboard advice holds digits only, by its pattern, its
  /// declared field name or else its words (false for a field that takes none).
  let holdsDigitsOnly: Bool

  /// Whether a password field that takes keyboard advice holds a PIN (``holdsSecretDigits(_:)``).
  let holdsSecretDigits: Bool

  /// Whether a field that takes keyboard advice holds a sum of money, not a count of things
  /// (false for a field that takes none).
  let holdsMoney: Bool

  /// Whether that sum is asked for in whole units (`step="1"`, "to the nearest dollar"): the
  /// Number pad suits it, not the Decimal pad.
  let holdsWholeMoney: Bool

  /// Whether the field is one box of a code split across single-character inputs.
  let isSingleCharacterBox: Bool

  /// The identifier the user types into the field (a user name, a code, an address typed into
  /// a text field), nil for prose, names and digit-only data.
  let typedIdentifier: TypedIdentifier?

  /// The autofill field name for the field's best-guess purpose on its kind of control.
  let fieldName: String?

  /// The autofill field name the field's own name, id or label ask for, on an editable field
  /// for the user's own data that is not a search box, whose `autocomplete` names no field.
  let identifiedFieldName: String?

  /// Whether the field asks for the user's own personal data (email, phone, name, address),
  /// which autofill should fill: editable, not someone else's, not a search box or a combobox,
  /// with an `autocomplete` that names no field.
  let isPersonal: Bool

  /// Whether the field is the account-name field before a password that should say
  /// `username` (``AccountNames``).
  let isAccountName: Bool

  /// The part of a phone number the field is a box of, when the number is split over several
  /// inputs (``SplitPhoneNumber``).
  let phoneNumberBox: SplitPhoneNumber.Part?

  /// Whether the field's form cannot be submitted with Enter (``ImplicitSubmission``).
  let implicitSubmissionBlocked: Bool

  /// Decides the advice for `field` of `document`.
  init(for field: LintField, in document: LintDocument) {
    phoneNumberBox = SplitPhoneNumber.part(of: field, in: document)
    keyboardMismatch = Self.keyboardMismatch(of: field, phoneNumberBox: phoneNumberBox)
    let takesKeyboardAdvice = field.field.takesKeyboardAdvice
    holdsDigitsOnly = takesKeyboardAdvice && Self.holdsDigitsOnly(field)
    holdsSecretDigits = takesKeyboardAdvice && Self.holdsSecretDigits(field)
    holdsMoney = takesKeyboardAdvice && Self.holdsMoney(field)
    holdsWholeMoney = holdsMoney && Self.asksForWholeUnits(field)
    implicitSubmissionBlocked =
      field.field.formIndex.map { ImplicitSubmission(form: $0, in: document).isBlocked } ?? false
    enterKeyHint = Self.enterKeyHint(for: field, in: document)

    purpose = Self.declaredOrGuessedPurpose(of: field)
    isCardNumber = field.autocomplete?.fieldName == "cc-number" || purpose == .cardNumber
    fieldName = field.purpose.primary?.autofillFieldName(on: field.field)
    let account = AccountNames(in: document).entry(forIdentifier: field)
    isAccountName = account != nil
    // A field whose autocomplete names a field has its purpose declared: the grammar and
    // purpose rules judge that value, and no advice from its words is asked for.
    if field.autocomplete?.fieldName == nil {
      (identifiedFieldName, isPersonal) = Self.ownData(
        of: field, fieldName: fieldName, phoneNumberBox: phoneNumberBox, in: document)
      autocomplete = Self.autocomplete(
        for: field, account: account, identifiedFieldName: identifiedFieldName, in: document)
    } else {
      (identifiedFieldName, isPersonal, autocomplete) = (nil, false, nil)
    }

    isSingleCharacterBox = field.field.maxLength == 1
    typedIdentifier = TypedIdentifier(typedInto: field)
    autocapitalize = Self.autocapitalize(for: field, identifier: typedIdentifier)
    autocorrect = Self.autocorrect(for: field, identifier: typedIdentifier)
    spellcheck = Self.spellcheck(for: field, in: document)
  }
}
