import KeyboardTraits

/// Whether a one-time code may hold letters, as its markup tells: an authenticator (TOTP) or SMS
/// code is digits, which the Number pad suits and capitalisation and autocorrection do not
/// touch; a recovery or backup code, or a code longer than an authenticator's, has letters too.
///
/// The evidence, strongest first:
/// 1. a valid `pattern`: letters allowed or not (`[A-Za-z0-9]{8}`, `\d{6}`);
/// 2. the keyboard the author chose: `inputmode` `numeric`, `decimal` or `tel`, or `type` `tel`
///    or `number`, say digits (`inputmode="text"` is every text field's keyboard: it says
///    nothing);
/// 3. words in the name, id, label or placeholder that say letters ("recovery", "backup",
///    "alphanumeric"), then words that say digits ("6-digit", "numeric");
/// 4. a `maxlength` longer than a code of digits runs: more than 8 (an authenticator's longest)
///    on a field its words call TOTP or 2FA, 8 or more on another code;
/// 5. words of an authenticator or SMS code (`totp`, `otp`, `2fa`, `mfa`, "authenticator",
///    "authentication code", "one-time", "SMS"): digits;
/// 6. otherwise digits, as a verification code mostly is.
///
/// `autocomplete="one-time-code"` is no evidence either way: it says what the code is for, not
/// what it is made of, and otp-autocomplete asks for it on every one-time code, so it must not
/// turn a code that may hold letters into one of digits.
enum OneTimeCodeAlphabet {
  /// Whether the one-time code that `field` asks for may hold letters.
  static func mayHoldLetters(_ field: LintField) -> Bool {
    let form = field.field
    if form.usesPattern, let pattern = form[.pattern],
      case .success(let ast) = HTMLPattern.parse(pattern)
    {
      let alphabet = PatternAlphabet(ast)
      return letters.contains(where: alphabet.canContain)
    }
    if [.numeric, .decimal, .tel].contains(form.validInputMode)
      || form.inputType == .tel || form.inputType == .number
    {
      return false
    }
    let texts = [form.name, form.id, form.label, form[.placeholder]].compactMap { $0 }
      .map(WordEvidence.words(of:))
    if texts.contains(where: letterWords.occurs) { return true }
    if texts.contains(where: digitWords.occurs) { return false }
    let isAuthenticatorCode = texts.contains(where: authenticatorWords.occurs)
    if let length = form.maxLength, length > (isAuthenticatorCode ? 8 : 7) { return true }
    return false
  }

  /// A few letters of either case: a pattern that can contain one allows letters.
  private static let letters: [Unicode.Scalar] = ["a", "k", "z", "A", "K", "Z"]

  /// Words that say the code holds letters: codes kept on paper or in a password manager.
  private static let letterWords = PhraseSet([
    "recovery", "backup", "back up", "scratch", "alphanumeric", "letters", "letter",
    "wiederherstellung", "wiederherstellungscode", "récupération", "recuperación",
    "recuperação", "recupero", "herstel",
  ])

  /// Words that say the code holds digits ("6-digit code", "numeric code").
  private static let digitWords = PhraseSet([
    "digit", "digits", "numeric", "numbers", "ziffern", "stellig", "stelligen", "chiffres",
    "dígitos", "cifre", "cijfers", "цифр", "цифры", "位数字", "桁",
  ])

  /// Words of a code from an authenticator app or a text message.
  private static let authenticatorWords = PhraseSet([
    "totp", "hotp", "otp", "2fa", "two factor", "mfa", "authenticator", "authentication",
    "auth", "one time", "sms", "text message", "texted",
  ])
}
